"""convert_model's openvino.Model shares large weights with the module instead of copying them
into OpenVINO's weights tensor, and is the same model as the IR files save_model writes."""

import numpy as np
import onnx
import openvino as ov
import pytest
from onnx import TensorProto, helper, numpy_helper
from openvino.passes import ConstantFolding, Manager

import ovopt
from ovopt.targets.ir import in_memory

RNG = np.random.default_rng(0)
F32 = {"INFERENCE_PRECISION_HINT": "f32"}


def address(array: np.ndarray) -> int:
    return array.__array_interface__["data"][0]


def constants(model: ov.Model) -> list:
    return list(in_memory._constants(model))


def run(model, *inputs) -> np.ndarray:
    return ov.Core().compile_model(model, "CPU", F32)(list(inputs))[0]


def loop_model(path, weights: np.ndarray, after: np.ndarray) -> None:
    """x @ weights three times in a Loop body, then @ after; the weights in an external file."""
    width = weights.shape[0]
    body = helper.make_graph(
        [helper.make_node("MatMul", ["x_in", "W"], ["x_out"]), helper.make_node("Identity", ["go"], ["go_out"])],
        "body",
        [
            helper.make_tensor_value_info("i", TensorProto.INT64, []),
            helper.make_tensor_value_info("go", TensorProto.BOOL, []),
            helper.make_tensor_value_info("x_in", TensorProto.FLOAT, [1, width]),
        ],
        [
            helper.make_tensor_value_info("go_out", TensorProto.BOOL, []),
            helper.make_tensor_value_info("x_out", TensorProto.FLOAT, [1, width]),
        ],
    )
    graph = helper.make_graph(
        [helper.make_node("Loop", ["n", "go", "x"], ["y"], body=body), helper.make_node("MatMul", ["y", "A"], ["z"])],
        "loop",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, width])],
        [helper.make_tensor_value_info("z", TensorProto.FLOAT, [1, width])],
        [
            numpy_helper.from_array(np.array(3, np.int64), "n"),
            numpy_helper.from_array(np.array(True), "go"),
            numpy_helper.from_array(weights, "W"),
            numpy_helper.from_array(after, "A"),
        ],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    onnx.save(model, path, save_as_external_data=True, location="weights.bin", size_threshold=0)


def test_weights_in_a_mapped_file_and_a_loop_body_are_shared(tmp_path):
    weights, after = (RNG.standard_normal((300, 300)).astype(np.float32) for _ in range(2))
    loop_model(tmp_path / "loop.onnx", weights, after)
    model = ovopt.convert_model(tmp_path / "loop.onnx")
    large = [c for c in constants(model) if c.get_byte_size() >= in_memory.SHARED_FROM]
    assert len(large) == 2
    assert sorted(c.data.tobytes() for c in large) == sorted([weights.tobytes(), after.tobytes()])
    x = RNG.standard_normal((1, 300)).astype(np.float32)
    expected = x @ weights @ weights @ weights @ after
    np.testing.assert_allclose(run(model, x), expected, rtol=1e-4, atol=1e-4 * np.abs(expected).max())


def test_a_torch_modules_weights_are_shared_not_copied():
    torch = pytest.importorskip("torch")
    torch.manual_seed(0)
    module = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.ReLU(), torch.nn.Linear(512, 10)).eval()
    x = torch.randn(2, 256)
    model = ovopt.convert_model(module, example_input=(x,))
    large_weight = module[0].weight
    sharing = [c for c in constants(model) if address(c.data) == large_weight.data_ptr()]
    assert len(sharing) == 1
    with torch.no_grad():
        np.testing.assert_allclose(run(model, x.numpy()), module(x).numpy(), rtol=1e-4, atol=1e-5)


def test_the_in_memory_model_is_the_model_save_model_writes(tmp_path):
    """Once OpenVINO folds the Transposes the in-memory model reads its MatMul weights through
    (the files hold them folded: ov-transpose-matmul-weights)."""
    weights, after = (RNG.standard_normal((300, 300)).astype(np.float32) for _ in range(2))
    loop_model(tmp_path / "loop.onnx", weights, after)
    ovopt.save_model(tmp_path / "loop.onnx", tmp_path / "written.xml")
    in_memory_model = ovopt.convert_model(tmp_path / "loop.onnx")
    folding = Manager()
    folding.register_pass(ConstantFolding())
    folding.run_passes(in_memory_model)
    ov.save_model(in_memory_model, tmp_path / "memory.xml", compress_to_fp16=False)
    ov.save_model(ov.Core().read_model(tmp_path / "written.xml"), tmp_path / "read.xml", compress_to_fp16=False)
    assert (tmp_path / "memory.bin").read_bytes() == (tmp_path / "read.bin").read_bytes()


def test_a_large_constant_that_is_not_shared_is_copied_into_the_weights_tensor(tmp_path, monkeypatch):
    """As one of an element type numpy has no view of (bf16) would be: left unwritten, its
    constant would read untouched memory."""
    weights, after = (RNG.standard_normal((300, 300)).astype(np.float32) for _ in range(2))
    loop_model(tmp_path / "loop.onnx", weights, after)
    monkeypatch.setattr(in_memory, "_NUMPY_TYPES", {})
    model = ovopt.convert_model(tmp_path / "loop.onnx")
    x = RNG.standard_normal((1, 300)).astype(np.float32)
    expected = x @ weights @ weights @ weights @ after
    np.testing.assert_allclose(run(model, x), expected, rtol=1e-4, atol=1e-4 * np.abs(expected).max())


def test_a_weight_the_lowering_reshapes_is_still_shared():
    """A grouped convolution's weight is reshaped to OpenVINO's [G, O/G, I/G, ...] layout: the
    folded Reshape keeps the parameter's bytes instead of copying them."""
    torch = pytest.importorskip("torch")
    torch.manual_seed(0)
    module = torch.nn.Sequential(torch.nn.Conv2d(256, 512, 3, groups=8), torch.nn.ReLU()).eval()
    x = torch.randn(1, 256, 8, 8)
    model = ovopt.convert_model(module, example_input=(x,))
    assert [c for c in constants(model) if address(c.data) == module[0].weight.data_ptr()]
    with torch.no_grad():
        np.testing.assert_allclose(run(model, x.numpy()), module(x).numpy(), rtol=1e-4, atol=1e-4)


def test_weights_in_both_bodies_of_an_if_are_shared(tmp_path):
    """x @ W1 when c, else x @ W2, each weight read inside its branch (an outer-scope value)."""
    import onnxruntime

    then_w, else_w = (RNG.standard_normal((300, 300)).astype(np.float32) for _ in range(2))
    out = [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 300])]
    branches = [
        helper.make_graph([helper.make_node("MatMul", ["x", name], ["y"])], f"{name}_branch", [], out)
        for name in ("W1", "W2")
    ]
    graph = helper.make_graph(
        [helper.make_node("If", ["c"], ["y"], then_branch=branches[0], else_branch=branches[1])],
        "if",
        [
            helper.make_tensor_value_info("c", TensorProto.BOOL, []),
            helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 300]),
        ],
        out,
        [numpy_helper.from_array(then_w, "W1"), numpy_helper.from_array(else_w, "W2")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    onnx.save(model, tmp_path / "if.onnx", save_as_external_data=True, location="weights.bin", size_threshold=0)
    converted = ovopt.convert_model(tmp_path / "if.onnx")
    large = [c for c in constants(converted) if c.get_byte_size() >= in_memory.SHARED_FROM]
    assert sorted(c.data.tobytes() for c in large) == sorted([then_w.tobytes(), else_w.tobytes()])
    session = onnxruntime.InferenceSession(str(tmp_path / "if.onnx"))
    x = RNG.standard_normal((1, 300)).astype(np.float32)
    for c in (True, False):
        inputs = {"c": np.array(c), "x": x}
        expected = session.run(None, inputs)[0]
        ours = ov.Core().compile_model(converted, "CPU", F32)(inputs)[0]
        np.testing.assert_allclose(ours, expected, rtol=1e-4, atol=1e-4 * np.abs(expected).max())
