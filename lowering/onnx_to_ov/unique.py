"""Unique onto Unique-10, whose four outputs are ONNX's in the same order and meaning (sorted
ascending or in order of first occurrence; first-occurrence indices; inverse indices; counts)."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder
from ovopt.lowering.pattern_pass import PatternPass


class UniqueToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.UniqueOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        axis = op.axis
        unique = ov.UniqueV10Op(op.X, *([] if axis is None else [b.i64(axis)]), sorted=bool(op.sorted))
        b.add(unique)
        present = (op.Y, op.indices, op.inverse_indices, op.counts)
        b.replace(rewriter, [mine for mine, theirs in zip(unique.results, present) if theirs is not None])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [UniqueToOv()]
