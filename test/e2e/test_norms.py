"""LayerNormalization, RMSNormalization, InstanceNormalization, GroupNormalization,
MeanVarianceNormalization and LpNormalization end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def parameters(shapes, seed=0, dtype=np.float32):
    rng = np.random.default_rng(seed)
    return [numpy_helper.from_array(rng.uniform(0.5, 1.5, shape).astype(dtype), name) for name, shape in shapes]


def one_node(op, inputs, outputs, x_shape, initializers, opset, elem=TensorProto.FLOAT, **attributes):
    return make_model(
        [make_node(op, inputs, outputs, name="norm", **attributes)],
        [make_tensor_value_info(inputs[0], elem, x_shape)],
        [make_tensor_value_info(name, elem if name == outputs[0] else TensorProto.FLOAT, None) for name in outputs],
        initializers,
        opset=opset,
    )


@pytest.mark.parametrize("axis", [-1, 1, 0, -2])
@pytest.mark.parametrize("statistics", [False, True], ids=["y_only", "with_mean_invstd"])
def test_layer_norm(check_model, axis, statistics):
    shape = [2, 3, 4]
    normalized = shape[axis:] if axis >= 0 else shape[len(shape) + axis :]
    outputs = ["y", "mean", "inv_std"] if statistics else ["y"]
    model = one_node(
        "LayerNormalization",
        ["x", "scale", "bias"],
        outputs,
        shape,
        parameters([("scale", normalized), ("bias", normalized)]),
        17,
        axis=axis,
        epsilon=1e-3,
    )
    check_model(model)


def test_layer_norm_without_bias_dynamic_batch(check_model):
    model = one_node("LayerNormalization", ["x", "scale"], ["y"], ["batch", 5], parameters([("scale", [5])]), 17)
    check_model(model)


def test_layer_norm_float16(check_model):
    """stash_type 1: the statistics are computed in f32, the result converted back to f16."""
    model = one_node(
        "LayerNormalization",
        ["x", "scale", "bias"],
        ["y"],
        [2, 8],
        parameters([("scale", [8]), ("bias", [8])], dtype=np.float16),
        17,
        elem=TensorProto.FLOAT16,
    )
    check_model(model, {"x": np.random.default_rng(1).standard_normal([2, 8]).astype(np.float16)}, rtol=1e-3, atol=1e-3)


@pytest.mark.parametrize("axis", [-1, 1, 0])
def test_rms_norm(check_model, axis):
    shape = [2, 3, 4]
    model = one_node(
        "RMSNormalization",
        ["x", "scale"],
        ["y"],
        shape,
        parameters([("scale", shape[axis:])]),
        23,
        axis=axis,
        epsilon=1e-2,
    )
    check_model(model)


@pytest.mark.parametrize("shape", [[2, 3, 5], [1, 3, 4, 5], ["n", 3, 2, 2, 2]], ids=["1d", "2d", "3d_dynamic"])
def test_instance_norm(check_model, shape):
    model = one_node(
        "InstanceNormalization",
        ["x", "scale", "bias"],
        ["y"],
        shape,
        parameters([("scale", [3]), ("bias", [3])]),
        6,
        epsilon=1e-2,
    )
    check_model(model)


@pytest.mark.parametrize("opset, groups", [(21, 2), (21, 4), (21, 1), (18, 2)])
def test_group_norm(check_model, opset, groups):
    per = [4] if opset >= 21 else [groups]
    model = one_node(
        "GroupNormalization",
        ["x", "scale", "bias"],
        ["y"],
        [2, 4, 3, 3],
        parameters([("scale", per), ("bias", per)]),
        opset,
        num_groups=groups,
        epsilon=1e-3,
    )
    check_model(model)


@pytest.mark.parametrize("axes", [None, [0, 1], [2, 3], [1]])
def test_mean_variance_norm(check_model, axes):
    attributes = {} if axes is None else {"axes": axes}
    model = one_node("MeanVarianceNormalization", ["x"], ["y"], [2, 3, 4, 5], [], 13, **attributes)
    check_model(model)


@pytest.mark.parametrize("p", [1, 2])
@pytest.mark.parametrize("axis", [-1, 0, 1])
def test_lp_norm(check_model, p, axis):
    model = one_node("LpNormalization", ["x"], ["y"], [3, 4, 2], [], 1, p=p, axis=axis)
    x = np.random.default_rng(8).standard_normal([3, 4, 2]).astype(np.float32)
    x[0] = x[:, 0] = x[..., 0] = 0  # zero norms along every axis: the result is 0 there, not NaN
    check_model(model, {"x": x})
