"""Shape ops: view as Reshape (a size may be symbolic; -1 is inferred), permute as Transpose."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, as_i64_vector, ready


class ViewToReshape(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenViewOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        b = Builder(op)
        b.add(ov.ReshapeV1Op(op.self, as_i64_vector(b, op.size), special_zero=False))
        b.replace(rewriter)


class PermuteToTranspose(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenPermuteOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.TransposeV1Op(op.self, b.i64(list(op.dims))))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ViewToReshape(), PermuteToTranspose()]
