"""The converter options end to end: the IR ov-opt writes with each option runs in OpenVINO
and matches onnxruntime on the equivalent input (pre-processing done with numpy here), the
IR's inputs read back through OpenVINO's API have the shapes, types and layouts asked for, and
a bad value is one line, exit status 1, no files."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from support import convert, make_model, run_onnxruntime, run_openvino

RNG = np.random.default_rng(0)


def conv_model(batch="N", extra_outputs=()) -> onnx.ModelProto:
    """x[batch,3,8,8] -> Conv(8 filters) -> c -> Relu -> r -> Mul by 2 -> y (the same weights
    at every call)."""
    rng = np.random.default_rng(1)
    weights = numpy_helper.from_array(rng.standard_normal((8, 3, 3, 3)).astype(np.float32), "W")
    bias = numpy_helper.from_array(rng.standard_normal(8).astype(np.float32), "B")
    two = numpy_helper.from_array(np.array([2.0], np.float32), "two")
    nodes = [
        helper.make_node("Conv", ["x", "W", "B"], ["c"], name="conv", pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c"], ["r"], name="relu"),
        helper.make_node("Mul", ["r", "two"], ["y"], name="mul"),
    ]
    outputs = [helper.make_tensor_value_info(name, TensorProto.FLOAT, None) for name in ("y", *extra_outputs)]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [batch, 3, 8, 8])]
    return make_model(nodes, inputs, outputs, [weights, bias, two])


def image(batch=1, layout="NCHW") -> np.ndarray:
    shape = (batch, 3, 8, 8) if layout == "NCHW" else (batch, 8, 8, 3)
    return RNG.uniform(0, 255, shape).astype(np.float32)


def converted(tmp_path, model, *options):
    tmp_path.mkdir(parents=True, exist_ok=True)
    result = convert(model, tmp_path, *options)
    assert result.returncode == 0, result.stderr
    return result


def read_model(xml):
    import openvino

    return openvino.Core().read_model(str(xml))


def assert_close(actual, expected, rtol=1e-4, atol=1e-3):
    assert actual.shape == expected.shape
    np.testing.assert_allclose(actual, expected, rtol=rtol, atol=atol)


# -- --input ----------------------------------------------------------------------------------


def test_input_static_shape(tmp_path):
    result = converted(tmp_path, conv_model(), "--input", "x[2,3,8,8]")
    (parameter,) = read_model(result.xml).inputs
    assert str(parameter.get_partial_shape()) == "[2,3,8,8]"
    x = image(2)
    assert_close(run_openvino(result.xml, {"x": x})["y"], run_onnxruntime(conv_model(), {"x": x})["y"])


def test_input_shape_alone_for_a_one_input_model(tmp_path):
    result = converted(tmp_path, conv_model(), "--input", "[1,3,8,8]")
    assert str(read_model(result.xml).inputs[0].get_partial_shape()) == "[1,3,8,8]"


def test_input_range_and_dynamic_dims(tmp_path):
    result = converted(tmp_path, conv_model(), "--input", "x[1..4,3,?,8]")
    assert str(read_model(result.xml).inputs[0].get_partial_shape()) == "[1..4,3,?,8]"
    x = image(3)
    assert_close(run_openvino(result.xml, {"x": x})["y"], run_onnxruntime(conv_model(), {"x": x})["y"])


def test_input_makes_a_static_dim_dynamic_before_shapes_are_folded(tmp_path):
    """A model exported with batch 1 and a Flatten: with `x[?,3,4]` the frontend imports the
    dynamic batch, so the Flatten's lowering does not freeze batch 1 into its Reshape."""
    nodes = [helper.make_node("Flatten", ["x"], ["y"], name="flatten", axis=1)]
    output = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    dynamic = make_model(nodes, [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3, 4])], [output])
    static = make_model(nodes, [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 4])], [output])
    result = converted(tmp_path, static, "--input", "x[?,3,4]")
    model = read_model(result.xml)
    assert str(model.inputs[0].get_partial_shape()) == "[?,3,4]"
    assert str(model.outputs[0].get_partial_shape()).startswith("[?,")  # not batch 1
    x = RNG.standard_normal((3, 3, 4)).astype(np.float32)
    assert_close(run_openvino(result.xml, {"x": x})["y"], run_onnxruntime(dynamic, {"x": x})["y"])


def test_input_element_type_retypes_the_parameter_and_converts(tmp_path):
    result = converted(tmp_path, conv_model(), "--input", "x[1,3,8,8]{u8}")
    (parameter,) = read_model(result.xml).inputs
    assert parameter.get_element_type().get_type_name() == "u8"
    x = RNG.integers(0, 256, (1, 3, 8, 8)).astype(np.uint8)
    expected = run_onnxruntime(conv_model(), {"x": x.astype(np.float32)})["y"]
    assert_close(run_openvino(result.xml, {"x": x})["y"], expected)


def test_several_inputs_comma_separated(tmp_path):
    nodes = [helper.make_node("Add", ["a", "b"], ["y"], name="add")]
    inputs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, ["N", 4]) for n in ("a", "b")]
    model = make_model(nodes, inputs, [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)])
    result = converted(tmp_path, model, "--input", "a[2,4],b[2,4]{f16}")
    shapes = {
        p.get_any_name(): (str(p.get_partial_shape()), p.get_element_type().get_type_name())
        for p in read_model(result.xml).inputs
    }
    assert shapes == {"a": ("[2,4]", "f32"), "b": ("[2,4]", "f16")}
    a, b = RNG.standard_normal((2, 4)).astype(np.float32), RNG.standard_normal((2, 4)).astype(np.float16)
    expected = run_onnxruntime(model, {"a": a, "b": b.astype(np.float32)})["y"]
    assert_close(run_openvino(result.xml, {"a": a, "b": b})["y"], expected)


# -- --output ---------------------------------------------------------------------------------


def test_output_cuts_the_model_at_a_named_tensor(tmp_path):
    result = converted(tmp_path, conv_model(), "--output", "c")
    model = read_model(result.xml)
    assert [o.get_any_name() for o in model.outputs] == ["c"]
    assert "Multiply" not in {op.get_type_name() for op in model.get_ops()}
    x = image()
    expected = run_onnxruntime(conv_model(extra_outputs=("c",)), {"x": x})["c"]
    assert_close(run_openvino(result.xml, {"x": x})["c"], expected)


def test_output_keeps_the_order_given(tmp_path):
    result = converted(tmp_path, conv_model(), "--output", "y,r")
    assert [o.get_any_name() for o in read_model(result.xml).outputs] == ["y", "r"]


# -- --compress-to-fp16 -----------------------------------------------------------------------


def test_compress_to_fp16_halves_the_weights_and_matches_ovc(tmp_path):
    plain = converted(tmp_path / "plain", conv_model(), "--input", "x[1,3,8,8]")
    half = converted(tmp_path / "half", conv_model(), "--input", "x[1,3,8,8]", "--compress-to-fp16")
    compressed = [
        op
        for op in read_model(half.xml).get_ops()
        if op.get_type_name() == "Constant" and op.get_element_type().get_type_name() == "f16"
    ]
    assert len(compressed) == 3  # weights, bias, the scalar: every f32 constant, as ovc does
    assert half.bin.stat().st_size < 0.6 * plain.bin.stat().st_size
    ovc_xml = tmp_path / "ovc" / "model.xml"
    onnx.save(conv_model(), tmp_path / "m.onnx")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "openvino.tools.ovc",
            str(tmp_path / "m.onnx"),
            "--input",
            "x[1,3,8,8]",
            "--output_model",
            str(ovc_xml),
        ],
        check=True,
        capture_output=True,
    )
    ovc_compressed = [
        op
        for op in read_model(ovc_xml).get_ops()
        if op.get_type_name() == "Constant" and op.get_element_type().get_type_name() == "f16"
    ]
    assert len(ovc_compressed) == len(compressed)
    assert half.bin.stat().st_size == ovc_xml.with_suffix(".bin").stat().st_size
    x = image() / 255
    expected = run_onnxruntime(conv_model(), {"x": x})["y"]
    assert_close(run_openvino(half.xml, {"x": x})["y"], expected, rtol=1e-2, atol=1e-2)


def test_compress_to_fp16_is_off_by_default(tmp_path):
    result = converted(tmp_path, conv_model())
    types = {
        op.get_element_type().get_type_name()
        for op in read_model(result.xml).get_ops()
        if op.get_type_name() == "Constant"
    }
    assert "f16" not in types


# -- pre-processing ---------------------------------------------------------------------------

MEAN, SCALE = [123.7, 116.3, 103.5], [58.4, 57.1, 57.4]


def per_channel(values, layout="NCHW"):
    return np.array(values, np.float32).reshape((1, 3, 1, 1) if layout == "NCHW" else (1, 1, 1, 3))


def test_mean_and_scale_values(tmp_path):
    result = converted(tmp_path, conv_model(), "--mean-values", f"x{MEAN}", "--scale-values", f"x{SCALE}")
    x = image()
    expected = run_onnxruntime(conv_model(), {"x": (x - per_channel(MEAN)) / per_channel(SCALE)})["y"]
    assert_close(run_openvino(result.xml, {"x": x})["y"], expected)


def test_reverse_input_channels_before_mean_and_scale(tmp_path):
    options = ("--reverse-input-channels", "--mean-values", f"{MEAN}", "--scale-values", f"{SCALE}")
    result = converted(tmp_path, conv_model(), *options)
    x = image()
    bgr = x[:, ::-1]
    expected = run_onnxruntime(conv_model(), {"x": (bgr - per_channel(MEAN)) / per_channel(SCALE)})["y"]
    assert_close(run_openvino(result.xml, {"x": x})["y"], expected)


# -- layouts ----------------------------------------------------------------------------------


def layout_of(xml) -> str:
    from openvino import layout_helpers

    return str(layout_helpers.get_layout(read_model(xml).inputs[0]))


def test_layout_transposes_from_the_target_layout(tmp_path):
    result = converted(tmp_path, conv_model(), "--input", "x[1,3,8,8]", "--layout", "x(nchw->nhwc)")
    assert str(read_model(result.xml).inputs[0].get_partial_shape()) == "[1,8,8,3]"
    assert layout_of(result.xml) == "[N,H,W,C]"
    x = image(layout="NHWC")
    expected = run_onnxruntime(conv_model(), {"x": x.transpose(0, 3, 1, 2).copy()})["y"]
    assert_close(run_openvino(result.xml, {"x": x})["y"], expected)


def test_source_and_target_layout_with_mean_values_on_the_channels(tmp_path):
    options = ("--source-layout", "x(nchw)", "--target-layout", "x(nhwc)", "--mean-values", f"x{MEAN}")
    result = converted(tmp_path, conv_model(), *options)
    x = image(layout="NHWC")
    expected = run_onnxruntime(conv_model(), {"x": (x - per_channel(MEAN, "NHWC")).transpose(0, 3, 1, 2).copy()})["y"]
    assert_close(run_openvino(result.xml, {"x": x})["y"], expected)


def test_layout_alone_is_recorded_without_a_transpose(tmp_path):
    result = converted(tmp_path, conv_model(), "--layout", "nchw")
    assert layout_of(result.xml) == "[N,C,H,W]"
    assert "Transpose" not in {op.get_type_name() for op in read_model(result.xml).get_ops()}


# -- --static-shape ---------------------------------------------------------------------------


def shape_model() -> onnx.ModelProto:
    """y = Reshape(x, Shape(x)[0:1] ++ [-1]): a ShapeOf subgraph on a static input."""
    starts, ends = (numpy_helper.from_array(np.array([v], np.int64), n) for v, n in ((0, "s"), (1, "e")))
    minus_one = numpy_helper.from_array(np.array([-1], np.int64), "m")
    nodes = [
        helper.make_node("Shape", ["x"], ["shape"], name="shape"),
        helper.make_node("Slice", ["shape", "s", "e"], ["batch"], name="slice"),
        helper.make_node("Concat", ["batch", "m"], ["target"], name="concat", axis=0),
        helper.make_node("Reshape", ["x", "target"], ["y"], name="reshape"),
    ]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3, 4])]
    return make_model(
        nodes, inputs, [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [starts, ends, minus_one]
    )


@pytest.mark.parametrize("static", [False, True])
def test_static_shape_folds_shape_of(tmp_path, static):
    options = ["--input", "x[2,3,4]"] + (["--static-shape"] if static else [])
    result = converted(tmp_path, shape_model(), *options)
    kinds = {op.get_type_name() for op in read_model(result.xml).get_ops()}
    assert ("ShapeOf" in kinds) != static
    x = RNG.standard_normal((2, 3, 4)).astype(np.float32)
    assert_close(run_openvino(result.xml, {"x": x})["y"], run_onnxruntime(shape_model(), {"x": x})["y"])


# -- errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--input", "z[1,3,8,8]"], "--input: the model has no input 'z'; its inputs: x"),
        (["--input", "x[1,3,8"], "--input: an unclosed bracket"),
        (["--input", "x[1,a]"], "'a' is not a dimension"),
        (["--input", "x{f33}"], "unknown element type 'f33'"),
        (["--input", "x[1,3,8]"], "input 'x' has rank 4; the shape given has 3 dims"),
        (["--output", "nothing"], "--output: the model has no tensor 'nothing'"),
        (["--mean-values", "x[1,2]"], "input 'x' has 3 channels on axis 1; 2 values given"),
        (["--scale-values", "x[a,b,c]"], "--scale-values: cannot read"),
        (["--layout", "x(nchw->nhwz)"], "is not a permutation"),
        (["--layout", "x(nc)"], "input 'x' has rank 4; layout NC has not"),
        (["--compress-to-fp16=maybe"], "--compress-to-fp16: 'maybe' is not true or false"),
    ],
)
def test_bad_values_are_one_line_errors_and_leave_no_files(tmp_path, options, message):
    convert(conv_model(), tmp_path, *options).assert_refused(message)


def test_reverse_input_channels_needs_a_three_channel_input(tmp_path):
    nodes = [helper.make_node("Relu", ["x"], ["y"], name="relu")]
    model = make_model(
        nodes,
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    result = convert(model, tmp_path, "--reverse-input-channels")
    assert result.returncode == 1 and "no input has 3 channels" in result.stderr


def test_help_lists_every_converter_option(capsys):
    from ovopt.tools.ov_opt import main

    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    for option in (
        "--input",
        "--output ",
        "--compress-to-fp16",
        "--mean-values",
        "--scale-values",
        "--reverse-input-channels",
        "--layout",
        "--source-layout",
        "--target-layout",
        "--batch",
        "--static-shape",
        "--transform",
    ):
        assert option in text
    assert "(default: off, unlike ovc)" in text
    transformations = ("ov-set-inputs", "ov-cut-outputs", "ov-set-layout", "ov-set-batch", "ov-compress-to-fp16")
    for ident in (*transformations, "ov-low-latency2", "ov-make-stateful"):
        assert ident in text  # the transformations, in the listing of passes
