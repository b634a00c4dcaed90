"""Reductions over dims (all of them when none are given): sum, mean, amax, amin as the ov
Reduce ops, in the result's element type (a `dtype` argument chose it)."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, torch
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, lowering_error
from ovopt.lowering.torch_to_ov.elementwise import as_element, result_element
from ovopt.support.shapes import rank_of

REDUCTIONS = {
    torch.AtenSumDimIntListOp: ov.ReduceSumV1Op,
    torch.AtenMeanDimOp: ov.ReduceMeanV1Op,
    torch.AtenMeanOp: ov.ReduceMeanV1Op,
    torch.AtenAmaxOp: ov.ReduceMaxV1Op,
    torch.AtenAminOp: ov.ReduceMinV1Op,
}


class ReduceToOv(RewritePattern):
    op_types = tuple(REDUCTIONS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        rank = rank_of(op.self)
        if rank is None:
            raise lowering_error(op, "a reduction needs an input of known rank")
        dims = getattr(op, "dim", None)
        axes = list(range(rank)) if not dims else [d % max(rank, 1) for d in dims]
        keep = getattr(op, "keepdim", False)
        b = Builder(op)
        x = as_element(b, op.self, result_element(op))
        b.add(REDUCTIONS[type(op)](x, b.i64(axes), keep_dims=bool(keep)))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ReduceToOv()]
