"""Comparisons, logical operators and Where: boolean results or conditions.

Before opset 7, Equal, Less, Greater, And, Or and Xor broadcast B onto A from `axis` when
`broadcast=1`, as the arithmetic operators did; BinaryToOv handles that for them all.
"""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder
from ovopt.lowering.onnx_to_ov.elementwise import BinaryToOv, UnaryToOv
from ovopt.lowering.pattern_pass import PatternPass

COMPARISONS = {
    onnx.EqualOp: ov.EqualV1Op,
    onnx.LessOp: ov.LessV1Op,
    onnx.GreaterOp: ov.GreaterV1Op,
    onnx.LessOrEqualOp: ov.LessEqualV1Op,
    onnx.GreaterOrEqualOp: ov.GreaterEqualV1Op,
    onnx.AndOp: ov.LogicalAndV1Op,
    onnx.OrOp: ov.LogicalOrV1Op,
    onnx.XorOp: ov.LogicalXorV1Op,
}


class WhereToSelect(RewritePattern):
    """Where(condition, X, Y) is Select; both broadcast the three inputs as numpy does."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.WhereOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.SelectV1Op(op.condition, op.X, op.Y))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [BinaryToOv(COMPARISONS), UnaryToOv({onnx.NotOp: ov.LogicalNotV1Op}), WhereToSelect()]
