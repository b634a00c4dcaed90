"""Reductions over the axes a tensor gives (Sum, Mean, Max, Min, Prod, All, Any, EuclideanNorm)
as the ov reduction of the same name, `keep_dims` kept."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, as_i64

REDUCTIONS = {
    tf.SumOp: ov.ReduceSumV1Op,
    tf.MeanOp: ov.ReduceMeanV1Op,
    tf.MaxOp: ov.ReduceMaxV1Op,
    tf.MinOp: ov.ReduceMinV1Op,
    tf.ProdOp: ov.ReduceProdV1Op,
    tf.AllOp: ov.ReduceLogicalAndV1Op,
    tf.AnyOp: ov.ReduceLogicalOrV1Op,
    tf.EuclideanNormOp: ov.ReduceL2V4Op,
}


class ReductionToOv(RewritePattern):
    op_types = tuple(REDUCTIONS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        kind = REDUCTIONS.get(type(op))
        if kind is None:
            return
        b = Builder(op)
        b.add(kind(op.input, as_i64(b, op.reduction_indices), keep_dims=bool(op.keep_dims)))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ReductionToOv()]
