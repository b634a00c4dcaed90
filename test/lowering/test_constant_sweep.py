"""convert-onnx-to-ov converts constants in one sweep before its pattern walk
(lowering/onnx_to_ov/constant_sweep.py): the IR is the one its patterns make, locations and
tensor names included, and a pattern an extension registers before the built-in one still
sees every constant."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.dialects.func import Func
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.printer import Printer

from ovopt import registry
from ovopt.dialects import onnx, ov
from ovopt.frontends.mlir import OvParser
from ovopt.lowering.onnx_to_ov import constant_sweep
from ovopt.lowering.onnx_to_ov.passes import ConvertOnnxToOvPass
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.rewriting import OpTypeDispatch

LIT_CASES = (Path(__file__).parent / "onnx_to_ov" / "convert-onnx-to-ov-constants.mlir").read_text().split("// -----")

NAMED = """
func.func @named(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %w = "onnx.Constant"() <{value = dense<2.0> : tensor<2x3xf32>, version = 13 : i64}>
    {ovopt.tensor_names = [["w", "w_alias"]]} : () -> tensor<2x3xf32> loc("w")
  %s = "onnx.Constant"() <{value = dense<[2, 3]> : tensor<2xi64>, version = 13 : i64}> : () -> tensor<2xi64> loc("s")
  %f = "onnx.ConstantOfShape"(%s) <{version = 9 : i64, value = dense<1.5> : tensor<1xf32>}>
    {ovopt.tensor_names = [["f"]]} : (tensor<2xi64>) -> tensor<2x3xf32> loc("fill")
  %y = "onnx.Add"(%x, %w) <{version = 14 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("add")
  %z = "onnx.Mul"(%y, %f) <{version = 14 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("mul")
  func.return %y, %z : tensor<2x3xf32>, tensor<2x3xf32>
}
"""


def parse(text: str) -> ModuleOp:
    context = Context()
    for dialect in (Builtin, Func, registry.load_dialect("onnx"), registry.load_dialect("ov")):
        context.load_dialect(dialect)
    return OvParser(context, text).parse_module()


def printed(module: ModuleOp) -> str:
    """The module with its locations, which name the model's nodes."""
    stream = StringIO()
    Printer(stream=stream, print_debuginfo=True).print_op(module)
    return stream.getvalue()


def converted(text: str) -> str:
    module = parse(text)
    ConvertOnnxToOvPass().apply(Context(), module)
    return printed(module)


@pytest.mark.parametrize("case", [*LIT_CASES, NAMED], ids=[f"lit{i}" for i in range(len(LIT_CASES))] + ["named"])
def test_the_sweep_makes_the_ir_the_walk_makes(case, monkeypatch):
    swept = converted(case)
    monkeypatch.setattr(ConvertOnnxToOvPass, "sweep", PatternPass.sweep)
    assert swept == converted(case)


def test_the_sweep_converts_the_constants_and_leaves_the_rest():
    module = parse(NAMED)
    patterns = ConvertOnnxToOvPass().patterns()
    constant_sweep.sweep_constants(module, OpTypeDispatch(list(patterns)))
    kinds = [type(op) for op in module.body.block.first_op.body.block.ops]
    assert kinds == [ov.ConstantV0Op, ov.ConstantV0Op, onnx.AddOp, onnx.MulOp, kinds[-1]]  # the shape went
    text = printed(module)
    assert (
        '%w = ov.Constant.v0 dense<2.000000e+00> : tensor<2x3xf32> {ovopt.tensor_names = [["w", "w_alias"]]} loc("w")'
        in text
    )
    assert (
        '%f = ov.Constant.v0 dense<1.500000e+00> : tensor<2x3xf32> {ovopt.tensor_names = [["f"]]} loc("fill")' in text
    )


def test_a_pattern_registered_before_the_built_in_one_sees_every_constant(isolated_registry):
    seen = []

    class Watch(RewritePattern):
        @op_type_rewrite_pattern
        def match_and_rewrite(self, op: onnx.ConstantOp, rewriter: PatternRewriter) -> None:
            seen.append(op.name)

    isolated_registry.register_patterns("convert-onnx-to-ov", lambda options: [Watch()], name="test-watch", priority=1)
    module = parse(NAMED)
    ConvertOnnxToOvPass().apply(Context(), module)
    assert seen == ["onnx.Constant", "onnx.Constant"]
    assert not any(isinstance(op, onnx.ConstantOp | onnx.ConstantOfShapeOp) for op in module.walk())
