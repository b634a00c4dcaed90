"""BatchNormalization (inference and training mode), Softmax and LRN end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model, run_onnxruntime


def batch_norm_model(shape, opset, epsilon=None, channels=None):
    rng = np.random.default_rng(10)
    c = channels or shape[1]
    statistics = {
        "scale": rng.uniform(0.5, 1.5, c),
        "bias": rng.standard_normal(c),
        "mean": rng.standard_normal(c),
        "var": rng.uniform(0.1, 2.0, c),  # small variances: epsilon matters
    }
    attributes = {} if epsilon is None else {"epsilon": epsilon}
    return make_model(
        [make_node("BatchNormalization", ["x", *statistics], ["y"], name="bn", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(v.astype(np.float32), name) for name, v in statistics.items()],
        opset=opset,
    )


@pytest.mark.parametrize("opset", [9, 14, 15])
@pytest.mark.parametrize(
    "shape",
    [[2, 3, 4, 5], [2, 4], [2, 3, 7], [1, 2, 3, 4, 5], ["batch", 3, 4, 4]],
    ids=["4d", "2d", "3d", "5d", "dynamic"],
)
def test_batch_norm(check_model, opset, shape):
    check_model(batch_norm_model(shape, opset))


@pytest.mark.parametrize("opset", [9, 15])
@pytest.mark.parametrize("epsilon", [1e-3, 0.5])
def test_batch_norm_epsilon(check_model, opset, epsilon):
    check_model(batch_norm_model([2, 3, 4, 4], opset, epsilon=epsilon))


@pytest.mark.parametrize("shape", [[4, 3, 5, 2], [6, 3], ["batch", 3, 7]], ids=["4d", "2d", "dynamic"])
def test_batch_norm_training_mode(check_model, shape):
    """training_mode=1 normalises by this batch's statistics and updates the running ones (ONNX
    requires all three outputs then)."""
    outputs = ["y", "running_mean", "running_var"]
    model = batch_norm_model(shape, 15, epsilon=1e-2)
    node = model.graph.node[0]
    node.attribute.extend([helper.make_attribute("training_mode", 1), helper.make_attribute("momentum", 0.8)])
    node.output[:] = outputs
    model.graph.ClearField("output")
    model.graph.output.extend(make_tensor_value_info(name, TensorProto.FLOAT, None) for name in outputs)
    batch = [3 if d == "batch" else d for d in shape]
    x = (np.random.default_rng(12).standard_normal(batch) * 2 + 1).astype(np.float32)
    check_model(model, {"x": x})


def test_batch_norm_statistics_as_inputs(check_model):
    """Scale, bias, mean and variance fed at run time (variance positive)."""
    model = make_model(
        [make_node("BatchNormalization", ["x", "scale", "bias", "mean", "var"], ["y"], epsilon=1e-3)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4])]
        + [make_tensor_value_info(n, TensorProto.FLOAT, [3]) for n in ("scale", "bias", "mean", "var")],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3, 4])],
        opset=15,
    )
    rng = np.random.default_rng(11)
    inputs = {
        n: rng.standard_normal(s).astype(np.float32)
        for n, s in [("x", [2, 3, 4]), ("scale", [3]), ("bias", [3]), ("mean", [3])]
    }
    inputs["var"] = rng.uniform(0.1, 1.0, [3]).astype(np.float32)
    check_model(model, inputs)


@pytest.mark.parametrize("axis", [-1, 0, 1, 2, -2])
def test_softmax_opset_13(check_model, axis):
    model = make_model(
        [make_node("Softmax", ["x"], ["y"], name="softmax", axis=axis)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3, 4])],
    )
    check_model(model)


def test_softmax_opset_13_default_axis(check_model):
    """Softmax-13 defaults to the last axis."""
    model = make_model(
        [make_node("Softmax", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3, 4])],
    )
    check_model(model)


@pytest.mark.parametrize("opset", [1, 11])
@pytest.mark.parametrize("axis", [None, 0, 1, 2, 3, -1, -3], ids=lambda a: f"axis{a}")
def test_softmax_before_opset_13(check_model, opset, axis):
    """Softmax-1 and -11 normalise the input flattened to 2-D at `axis` (default 1): over every
    axis from `axis` on, not over `axis` alone."""
    attributes = {} if axis is None else {"axis": axis}
    model = make_model(
        [make_node("Softmax", ["x"], ["y"], name="softmax", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4, 5])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3, 4, 5])],
        opset=opset,
    )
    check_model(model)


@pytest.mark.parametrize(
    "shape, axis",
    [(["batch", 3, 4], 1), (["batch", 3, 4], 2), ([2, "n", 4], 2), (["b", "n", 4], 1)],
    ids=["batch_axis1", "batch_last", "dynamic_mid_last", "dynamic_mid_axis1"],
)
def test_softmax_opset_11_dynamic(check_model, shape, axis):
    model = make_model(
        [make_node("Softmax", ["x"], ["y"], axis=axis)],
        [make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, shape)],
        opset=11,
    )
    check_model(model)
    sizes = [3 if isinstance(d, str) else d for d in shape]
    check_model(model, {"x": np.random.default_rng(12).standard_normal(sizes).astype(np.float32)})


def test_softmax_large_logits(check_model):
    """Logits in the hundreds: an implementation without the max shift overflows."""
    model = make_model(
        [make_node("Softmax", ["x"], ["y"], axis=1)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [3, 6])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [3, 6])],
    )
    check_model(model, {"x": (np.random.default_rng(13).standard_normal([3, 6]) * 300).astype(np.float32)})


def lrn_model(shape):
    node = make_node("LRN", ["x"], ["y"], name="lrn", size=3, alpha=0.5, beta=0.75, bias=2.0)
    x, y = (make_tensor_value_info(name, TensorProto.FLOAT, shape if name == "x" else None) for name in "xy")
    return make_model([node], [x], [y], [], opset=13)


def test_lrn_of_rank_2(check_model):
    """LRN normalises across channels, axis 1, which data of rank 2 has. onnxruntime runs LRN
    on 4-D data only: the reference is the same data as [N, C, 1, 1]."""

    def as_4d(model, inputs):
        x = inputs["x"]
        return {"y": run_onnxruntime(lrn_model([*x.shape, 1, 1]), {"x": x[..., None, None]})["y"].reshape(x.shape)}

    check_model(lrn_model([2, 5]), expected_from=as_4d)
