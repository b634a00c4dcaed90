"""--validate: the IR in OpenVINO against the ONNX model in onnxruntime, in one command.

It must pass on a right conversion, fail (status 1, a one-line error, the IR removed) on a
wrong one, and refuse clearly what it cannot do."""

from __future__ import annotations

import io
import re

import numpy as np
import onnx
import pytest

from ovopt.tools import validate
from ovopt.tools.ov_opt import main
from ovopt.tools.validate import compare
from support import BREAK_CONSTANTS, make_model


def scaled(shape=("N", 4)) -> onnx.ModelProto:
    """y = relu(x) * w + b, with i = argmax(y) as a second, integer output."""
    w = onnx.numpy_helper.from_array(np.linspace(-1, 1, 4, dtype=np.float32), "w")
    b = onnx.numpy_helper.from_array(np.full(4, 0.5, dtype=np.float32), "b")
    return make_model(
        [
            onnx.helper.make_node("Relu", ["x"], ["h"], name="relu"),
            onnx.helper.make_node("Mul", ["h", "w"], ["s"], name="mul"),
            onnx.helper.make_node("Add", ["s", "b"], ["y"], name="add"),
            onnx.helper.make_node("ArgMax", ["y"], ["i"], name="argmax", axis=1, keepdims=0),
        ],
        [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, list(shape))],
        [
            onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, list(shape)),
            onnx.helper.make_tensor_value_info("i", onnx.TensorProto.INT64, None),
        ],
        [w, b],
    )


@pytest.fixture
def model_path(tmp_path):
    path = tmp_path / "model.onnx"
    onnx.save(scaled(), path)
    return path


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def report_lines(out: str) -> dict[str, str]:
    """The last report line of each output (a model with dynamic dims is compared at several sizes)."""
    lines = [line for line in out.splitlines() if line.startswith("validate: output ")]
    return {re.search(r"output '([^']+)'", line).group(1): line for line in lines}


def test_a_right_conversion_passes(model_path, tmp_path, capsys):
    xml = tmp_path / "out" / "model.xml"
    code, out, err = run(capsys, str(model_path), "-t", "ir", "-o", str(xml), "--validate")
    assert (code, err) == (0, "")
    lines = report_lines(out)
    assert set(lines) == {"y", "i"}
    # N is sampled at two sizes, not 1: a comparison each, announced with the inputs' shapes
    assert "validate: random inputs 'x' [3, 4] (dynamic N=3)" in out.splitlines()
    assert "validate: random inputs 'x' [6, 4] (dynamic N=6)" in out.splitlines()
    assert lines["y"].startswith("validate: output 'y' (float32 [6, 4]): max abs error ")
    assert lines["y"].endswith(": ok") and lines["i"].endswith(": ok")
    assert float(re.search(r"max abs error (\S+),", lines["y"]).group(1)) < 1e-5
    assert xml.exists() and xml.with_suffix(".bin").exists()


@pytest.mark.usefixtures("isolated_registry")
def test_a_wrong_conversion_fails_and_leaves_no_ir(model_path, tmp_path, capsys):
    (tmp_path / "ext.py").write_text(BREAK_CONSTANTS)
    xml = tmp_path / "out" / "model.xml"
    args = [str(model_path), "--extensions", str(tmp_path / "ext.py"), "-t", "ir", "-o", str(xml), "--validate"]
    code, out, err = run(capsys, *args)
    assert code == 1
    assert err.count("\n") == 1 and err.startswith("ov-opt: error: --validate: ")
    assert "outputs differ from onnxruntime (y" in err and "Traceback" not in err
    lines = report_lines(out)
    assert "FAILED" in lines["y"]
    # w and b both moved by one: y is off by 1 + relu(x) everywhere
    assert float(re.search(r"max abs error (\S+),", lines["y"]).group(1)) >= 1.0
    assert not xml.exists() and not xml.with_suffix(".bin").exists()
    # A tolerance that admits the error lets it pass (and keeps the IR)
    code, out, err = run(capsys, *args, "--validate-tolerance", "1000")
    lines = report_lines(out)
    assert lines["y"].endswith(": ok")
    # only floats take a tolerance: the argmax over the moved y differs on some of the sampled rows
    assert code == 1 and "FAILED" in lines["i"] and "1 of 2 outputs differ from onnxruntime (i)" in err


@pytest.mark.usefixtures("isolated_registry")
def test_a_wrong_conversion_removes_a_bin_written_elsewhere(model_path, tmp_path, capsys):
    (tmp_path / "ext.py").write_text(BREAK_CONSTANTS)
    xml, weights = tmp_path / "out" / "model.xml", tmp_path / "weights" / "w.bin"
    target = f'ir{{bin-path="{weights}"}}'
    args = [str(model_path), "--extensions", str(tmp_path / "ext.py"), "-t", target, "-o", str(xml), "--validate"]
    code, _, err = run(capsys, *args)
    assert code == 1 and "outputs differ from onnxruntime" in err
    assert not xml.exists() and not weights.exists()


RETURN_INNER_TENSOR = """
from xdsl.dialects.func import ReturnOp
from ovopt.dialects import ov
from ovopt.lowering.transformations import module_transformation

@module_transformation("also-return-h", phase="back", description="a test's: the inner tensor h becomes an output")
def also_return_h(module):
    relu = next(op for op in module.walk() if isinstance(op, ov.ReluV0Op))
    ret = next(op for op in module.walk() if isinstance(op, ReturnOp))
    ret.operands = [*ret.operands, relu.results[0]]
"""


@pytest.mark.usefixtures("isolated_registry")
def test_an_inner_tensor_as_output_is_compared_too(model_path, tmp_path, capsys):
    """An IR that returns an inner tensor (as `--output` cuts do) is checked against that tensor
    of the ONNX model."""
    (tmp_path / "ext.py").write_text(RETURN_INNER_TENSOR)
    xml = tmp_path / "out" / "model.xml"
    code, out, err = run(
        capsys, str(model_path), "--extensions", str(tmp_path / "ext.py"), "-t", "ir", "-o", str(xml), "--validate"
    )
    assert (code, err) == (0, "")
    assert set(report_lines(out)) == {"y", "i", "h"}
    assert report_lines(out)["h"].endswith(": ok")


def test_given_inputs(model_path, tmp_path, capsys):
    inputs = tmp_path / "inputs.npz"
    np.savez(inputs, x=np.array([[1, -2, 3, -4], [0, 5, -1, 2], [9, 9, 9, 9]], dtype=np.float32))
    xml = tmp_path / "out" / "model.xml"
    code, out, err = run(capsys, str(model_path), "-t", "ir", "-o", str(xml), "--validate-inputs", str(inputs))
    assert (code, err) == (0, "")
    assert "validate: output 'y' (float32 [3, 4])" in out  # the given batch of three, not the random 1


@pytest.mark.parametrize(
    ("arrays", "message"),
    [
        ({}, "no array for the model input 'x' [?,4] (it has: nothing)"),
        ({"x": np.zeros((1, 4), np.float32), "z": np.zeros(1)}, "the model has no input 'z' (its inputs: x)"),
        ({"x": np.zeros((1, 5), np.float32)}, "'x' has shape [1, 5]; the model takes [?,4]"),
        ({"x": np.zeros((4,), np.float32)}, "'x' has shape [4]; the model takes [?,4]"),
        ({"x": np.zeros((1, 4), np.complex64)}, "'x' holds complex64; the model takes float32"),
    ],
    ids=["missing", "unknown", "wrong-dim", "wrong-rank", "wrong-type"],
)
def test_given_inputs_that_do_not_fit(model_path, tmp_path, capsys, arrays, message):
    inputs = tmp_path / "inputs.npz"
    np.savez(inputs, **arrays)
    xml = tmp_path / "out" / "model.xml"
    code, _, err = run(capsys, str(model_path), "-t", "ir", "-o", str(xml), "--validate-inputs", str(inputs))
    assert code == 1
    assert err == f"ov-opt: error: --validate-inputs {inputs}: {message}\n"
    assert not xml.parent.exists()  # checked before anything is written


def npy_bytes(array: np.ndarray) -> bytes:
    buffer = io.BytesIO()
    np.save(buffer, array)
    return buffer.getvalue()


@pytest.mark.parametrize(
    "write",
    [
        lambda path: path.write_text("not a zip"),
        lambda path: path.write_bytes(b""),  # numpy raises EOFError
        lambda path: path.write_bytes(npy_bytes(np.zeros((1, 4), np.float32))),  # one array, .npy
    ],
    ids=["text", "empty", "npy"],
)
def test_inputs_file_that_is_no_npz(model_path, tmp_path, capsys, write):
    write(tmp_path / "inputs.npz")
    code, _, err = run(
        capsys,
        str(model_path),
        "-t",
        "ir",
        "-o",
        str(tmp_path / "m.xml"),
        "--validate-inputs",
        str(tmp_path / "inputs.npz"),
    )
    assert code == 1 and err.startswith(f"ov-opt: error: --validate-inputs {tmp_path / 'inputs.npz'}: cannot read it")


def test_refuses_a_source_that_is_not_onnx(model_path, tmp_path, capsys):
    mlir = tmp_path / "model.mlir"
    assert main([str(model_path), "-o", str(mlir)]) == 0
    code, _, err = run(capsys, str(mlir), "-t", "ir", "-o", str(tmp_path / "out" / "m.xml"), "--validate")
    assert code == 1
    assert err == (
        f"ov-opt: error: --validate compares the IR with the source ONNX model in onnxruntime; "
        f"{mlir} is not an ONNX model\n"
    )
    assert not (tmp_path / "out").exists()


def test_needs_the_ir_target(model_path, capsys):
    code, _, err = run(capsys, str(model_path), "--validate")
    assert code == 1 and err == "ov-opt: error: --validate checks the IR that -t ir writes: add -t ir -o OUT.xml\n"


def test_says_what_to_install(model_path, tmp_path, capsys, monkeypatch):
    real = validate.importlib.util.find_spec
    monkeypatch.setattr(validate.importlib.util, "find_spec", lambda name: None if name == "openvino" else real(name))
    code, _, err = run(capsys, str(model_path), "-t", "ir", "-o", str(tmp_path / "m.xml"), "--validate")
    assert code == 1
    assert err == (
        "ov-opt: error: --validate runs the IR in OpenVINO, and openvino is not installed: pip install openvino\n"
    )


def test_onnx_text_source(tmp_path, capsys):
    text = tmp_path / "model.onnxtext"
    text.write_text(onnx.printer.to_text(scaled(shape=(2, 4))))
    code, out, err = run(capsys, str(text), "-t", "ir", "-o", str(tmp_path / "m.xml"), "--validate")
    assert (code, err) == (0, "")
    assert "validate: output 'y' (float32 [2, 4])" in out


# -- compare: the figures and the verdict, on arrays whose errors are known --------------------


def test_compare_figures():
    expected = np.array([1.0, -2.0, 0.0, 4.0], np.float32)
    actual = np.array([1.0, -2.002, 0.0005, 4.0], np.float32)
    report = compare("y", actual, expected)
    assert report.max_abs == pytest.approx(0.002, rel=1e-3)
    assert report.max_rel == pytest.approx(0.001, rel=1e-3)  # 0.002 / 2 (0 has no relative error)
    assert report.tolerance == 1e-3 and report.problem is None  # 0.002 <= 1e-3 * (1 + 2)
    worse = compare("y", np.array([1.0, -2.01, 0.0, 4.0], np.float32), expected)
    assert worse.problem == "1 of 4 elements over tolerance 0.001; worst at [1]: -2.01 vs -2"


def test_compare_exact_for_integers_and_nan_aware():
    assert compare("i", np.array([1, 2]), np.array([1, 3])).problem is not None
    assert compare("i", np.array([1, 2]), np.array([1, 3]), given=10).tolerance == 0  # integers stay exact
    nan = np.array([np.nan, 1.0])
    assert compare("y", nan, nan).problem is None
    assert compare("y", np.array([0.0, 1.0]), nan).max_abs == np.inf
    shape = compare("y", np.zeros((2, 2)), np.zeros(4))
    assert shape.problem == "shape [2, 2], onnxruntime gives [4]" and "FAILED" in shape.line()


def test_default_tolerances_by_element_type():
    assert compare("h", np.float16([1]), np.float16([1])).tolerance == 1e-2
    assert compare("d", np.float64([1]), np.float64([1])).tolerance == 1e-6
    assert compare("b", np.array([True]), np.array([True])).tolerance == 0


def test_random_input_shapes():
    """A dynamic dim takes the IR's size where the IR fixed it, else its name's sampled size inside
    the IR's range (1 without one); no known rank needs values."""
    spec = validate.InputSpec("x", np.dtype("float32"), (None, 3, None), ("batch", None, "seq"))
    assert validate._shape(spec, (8, 3, None)) == [8, 3, 1]
    assert validate._shape(spec, None) == [1, 3, 1]
    assert validate._shape(spec, (None, 3, None), {"batch": 3, "seq": 4}) == [3, 3, 4]
    assert validate._shape(spec, ((1, 2), 3, (5, None)), {"batch": 3, "seq": 4}) == [2, 3, 5]  # inside the ranges
    other = validate.InputSpec("mask", np.dtype("int64"), (None, None), ("batch", "seq"))
    assert validate.sampled_sizes([spec, other]) == [{"batch": 3, "seq": 4}, {"batch": 6, "seq": 7}]
    assert validate.sampled_sizes([validate.InputSpec("x", np.dtype("float32"), (2, 3))]) == [{}]
    unranked = validate.InputSpec("x", np.dtype("float32"), None)
    assert validate._shape(unranked, (2, 5)) == [2, 5]
    with pytest.raises(validate.ValidationError, match="input 'x' has no known shape; give its values"):
        validate._shape(unranked, (2, None))
