"""`IrTarget`, the `ir` target as xDSL's Target interface (the registry hands it to other
tools; ov-opt itself writes through write_ir_files): the XML goes to the output stream, the
weights to `bin-path`, and without a `bin-path` it refuses rather than write weights nowhere.
Pre- and post-processing functions go to files beside the model's, under names made safe."""

from __future__ import annotations

import io

import numpy as np
import openvino
import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin
from xdsl.dialects.func import Func, FuncOp
from xdsl.utils.exceptions import DiagnosticException

from ovopt import registry
from ovopt.frontends.mlir import OvParser
from ovopt.support.functions import EdgeFunction
from ovopt.targets.ir import IrEmitError, IrTarget, edge_path, write_ir_files

WEIGHTS = np.arange(6, dtype=np.float32).reshape(2, 3) / 4

MODEL = f"""
func.func @main(%x: tensor<2x3xf32> {{ovopt.name = "x"}}) -> (tensor<2x3xf32> {{ovopt.name = "y"}}) {{
  %w = ov.Constant.v0 dense<{WEIGHTS.tolist()}> : tensor<2x3xf32> loc("w")
  %y = ov.Add.v1 %x, %w : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("y")
  func.return %y : tensor<2x3xf32>
}}
"""


def parsed(text: str):
    context = Context()
    for dialect in (Builtin, Func, registry.load_dialect("ov")):
        context.load_dialect(dialect)
    return context, OvParser(context, text).parse_module()


def test_the_xml_goes_to_the_output_and_the_weights_to_bin_path(tmp_path):
    context, module = parsed(MODEL)
    weights = tmp_path / "model.bin"
    output = io.StringIO()
    IrTarget(bin_path=str(weights)).emit(context, module, output)
    model = openvino.Core().read_model(model=output.getvalue(), weights=openvino.Tensor(np.fromfile(weights, np.uint8)))
    x = np.array([[1, -2, 3], [0.5, 0, -1]], np.float32)
    np.testing.assert_array_equal(openvino.Core().compile_model(model, "CPU")([x])[0], x + WEIGHTS)


def test_without_bin_path_it_refuses_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    context, module = parsed(MODEL)
    output = io.StringIO()
    with pytest.raises(DiagnosticException, match=r"the ir target needs -o OUT\.xml \(or ir\{bin-path=OUT\.bin\}\)"):
        IrTarget().emit(context, module, output)
    assert output.getvalue() == "" and list(tmp_path.iterdir()) == []


def test_a_module_without_a_model_function_is_an_ir_emit_error(tmp_path):
    """Two functions, neither @main: the writer's own error (IrEmitError, as for any module it
    cannot write), one line, and no file (a mutation-score survivor: the writer let the
    functions' error out instead)."""
    context, module = parsed(MODEL.replace("@main", "@a") + MODEL.replace("@main", "@b"))
    with pytest.raises(IrEmitError, match=r"^the module must hold one function, @main, the model$"):
        IrTarget(bin_path=str(tmp_path / "model.bin")).emit(context, module, io.StringIO())
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("tensor", "name"),
    [("x", "m.pre.x.xml"), ("in/put:0", "m.pre.in_put_0.xml"), ("../out", "m.pre._out.xml"), ("..", "m.pre._.xml")],
)
def test_an_edge_function_goes_beside_the_model_under_a_safe_name(tmp_path, tensor, name):
    """The tensor's name keeps letters, digits, `.`, `_` and `-`: a path separator cannot move
    the file, and a name of dots alone becomes `_` (a mutation-score survivor: `or "_"` as
    `and "_"` named every edge file `_`)."""
    edge = EdgeFunction("pre", tensor, FuncOp("pre", ((), ())))
    assert edge_path(tmp_path / "m.xml", edge) == tmp_path / name


def test_an_edge_function_is_written_beside_the_model_with_its_own_weights(tmp_path):
    """write_ir_files writes the model's pair and each pre/post-processing function's pair."""
    pre = MODEL.replace("@main", "@pre_x").replace(") {", ') attributes {ovopt.pre_processing_of = "x"} {', 1)
    main = MODEL.replace(") {", ") attributes {ovopt.main} {", 1).replace("ov.Add.v1", "ov.Subtract.v1")
    _, module = parsed(main + pre)
    written = write_ir_files(module, tmp_path / "m.xml")
    assert written == [tmp_path / name for name in ("m.bin", "m.xml", "m.pre.x.bin", "m.pre.x.xml")]
    x = np.array([[1, -2, 3], [0.5, 0, -1]], np.float32)
    for name, expected in (("m.xml", x - WEIGHTS), ("m.pre.x.xml", x + WEIGHTS)):
        np.testing.assert_array_equal(openvino.Core().compile_model(tmp_path / name, "CPU")([x])[0], expected)


def emitted(tmp_path, text: str) -> openvino.Model:
    """The IR the target writes for `text`, as OpenVINO reads it."""
    context, module = parsed(text)
    weights, output = tmp_path / "model.bin", io.StringIO()
    IrTarget(bin_path=str(weights)).emit(context, module, output)
    return openvino.Core().read_model(model=output.getvalue(), weights=openvino.Tensor(np.fromfile(weights, np.uint8)))


def refused(tmp_path, text: str, message: str) -> None:
    """The target refuses `text` with the one-line `message` and writes no file."""
    context, module = parsed(text)
    with pytest.raises(IrEmitError) as error:
        IrTarget(bin_path=str(tmp_path / "model.bin")).emit(context, module, io.StringIO())
    assert str(error.value) == message
    assert list(tmp_path.iterdir()) == []


def test_a_declared_main_is_refused(tmp_path):
    message = "@main is a declaration: give the model function a body of ov ops"
    refused(tmp_path, "func.func private @main(tensor<2xf32>) -> tensor<2xf32>", message)


def test_an_op_outside_the_ov_dialect_is_refused(tmp_path):
    text = MODEL.replace("ov.Add.v1 %x, %w", "func.call @other(%x, %w)") + (
        "func.func private @other(tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>"
    )
    refused(tmp_path, text, "node 'y' (func.call) is not an OpenVINO op: lower it to the ov dialect first")


def test_a_model_input_of_an_element_type_openvino_lacks_is_refused(tmp_path):
    text = "func.func @main(%x: tensor<2xindex>) -> tensor<2xindex> {\n  func.return %x : tensor<2xindex>\n}"
    refused(tmp_path, text, "model input 'input_0': OpenVINO has no element type for index")


def test_a_property_without_an_ir_spelling_is_refused_for_its_op(tmp_path):
    """A property value the verifier would refuse (the module is not verified here): the
    writer names the op rather than let the spelling's error out."""
    text = (
        "func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
        '  %y = ov.Convert.v0 %x {destination_type = index} : (tensor<2x3xf32>) -> tensor<2x3xf32> loc("y")\n'
        "  func.return %y : tensor<2x3xf32>\n}"
    )
    refused(tmp_path, text, "node 'y' (ov.Convert.v0): OpenVINO has no element type for index")


def test_a_model_without_inputs_or_outputs_has_empty_layers_and_edges(tmp_path):
    context, module = parsed("func.func @main() {\n  func.return\n}")
    output = io.StringIO()
    IrTarget(bin_path=str(tmp_path / "model.bin")).emit(context, module, output)
    assert "\t<layers/>\n\t<edges/>\n" in output.getvalue()
    (tmp_path / "model.xml").write_text(output.getvalue())
    assert openvino.Core().read_model(tmp_path / "model.xml").get_ops() == []


def test_an_input_of_unknown_rank_is_a_parameter_of_dynamic_rank(tmp_path):
    text = (
        'func.func @main(%x: tensor<*xf32> {ovopt.name = "x"}) -> (tensor<*xf32> {ovopt.name = "y"}) {\n'
        "  func.return %x : tensor<*xf32>\n}"
    )
    model = emitted(tmp_path, text)  # (the CPU plugin compiles no Parameter of dynamic rank)
    assert model.input(0).get_partial_shape().rank.is_dynamic
    assert model.output(0).get_partial_shape().rank.is_dynamic


def test_a_constant_keeps_its_runtime_info(tmp_path):
    """OpenVINO reads the Const layer's fused_names (its Python API cannot give the value)."""
    info = '{ovopt.rt_info = {fused_names = {value = "w,v"}}}'
    model = emitted(tmp_path, MODEL.replace('tensor<2x3xf32> loc("w")', f'tensor<2x3xf32> {info} loc("w")'))
    (constant,) = [op for op in model.get_ops() if op.get_friendly_name() == "w"]
    assert "fused_names_0" in list(constant.get_rt_info().keys())
    x = np.array([[1, -2, 3], [0.5, 0, -1]], np.float32)
    np.testing.assert_array_equal(openvino.Core().compile_model(model, "CPU")([x])[0], x + WEIGHTS)


def test_the_module_runtime_info_nests_as_openvino_reads_it(tmp_path):
    """The module's kept rt_info (an IR read back, a conversion's parameters): a string is a
    value, a dictionary a nested element, as OpenVINO's get_rt_info finds them by path."""
    info = '{ovopt.rt_info = {framework = {name = "onnx", "two words" = "17"}, "OpenVINO Runtime" = "2026.4.1"}}'
    model = emitted(tmp_path, f"builtin.module attributes {info} {{{MODEL}}}")
    assert model.get_rt_info(["framework", "name"]).astype(str) == "onnx"
    assert model.get_rt_info(["framework", "two words"]).astype(str) == "17"  # no XML name: an <info>
    assert model.get_rt_info("OpenVINO Runtime").astype(str) == "2026.4.1"


def test_layers_of_one_name_are_numbered_apart(tmp_path):
    """Layer names are unique in IR: the second and third op named `act` become act/1, act/2."""
    model = emitted(
        tmp_path,
        """
func.func @main(%x: tensor<2x3xf32> {ovopt.name = "x"}) -> (tensor<2x3xf32> {ovopt.name = "y"}) {
  %a = ov.Relu.v0 %x : tensor<2x3xf32> loc("act")
  %b = ov.Sigmoid.v0 %a : tensor<2x3xf32> loc("act")
  %c = ov.Tanh.v0 %b : tensor<2x3xf32> loc("act")
  func.return %c : tensor<2x3xf32>
}
""",
    )
    names = {op.get_type_name(): op.get_friendly_name() for op in model.get_ops()}
    assert (names["Relu"], names["Sigmoid"], names["Tanh"]) == ("act", "act/1", "act/2")
    x = np.array([[1, -2, 3], [0.5, 0, -1]], np.float32)
    expected = np.tanh(1 / (1 + np.exp(-np.maximum(x, 0))))
    np.testing.assert_allclose(openvino.Core().compile_model(model, "CPU")([x])[0], expected, rtol=1e-5, atol=1e-6)
