"""Matrix products: mm and bmm as MatMul, addmm as beta * input + alpha * (mat1 @ mat2)."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, ready, static_scalar
from ovopt.lowering.torch_to_ov.elementwise import as_element, result_element


class MatMulToOv(RewritePattern):
    """mm, bmm: a MatMul of the operands in the result's element type."""

    op_types = (torch.AtenMmOp, torch.AtenBmmOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        element = result_element(op)
        b = Builder(op)
        b.add(ov.MatMulV0Op(as_element(b, op.self, element), as_element(b, op.mat2, element)))
        b.replace(rewriter)


class AddmmToMatMul(RewritePattern):
    """addmm(input, mat1, mat2, beta, alpha) = beta * input + alpha * mat1 @ mat2; a factor of 1
    is left out, as is the input when beta is 0 (torch ignores it then, NaN included)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenAddmmOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        element = result_element(op)
        b = Builder(op)
        product = b.add(ov.MatMulV0Op(as_element(b, op.mat1, element), as_element(b, op.mat2, element)))
        alpha, beta = static_scalar(op.alpha), static_scalar(op.beta)
        if alpha != 1:
            product = b.add(ov.MultiplyV1Op(product, as_element(b, op.alpha, element)))
        if beta == 0:
            b.replace(rewriter, [product])
            return
        term = as_element(b, op.self, element)
        if beta != 1:
            term = b.add(ov.MultiplyV1Op(term, as_element(b, op.beta, element)))
        b.add(ov.AddV1Op(product, term))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [MatMulToOv(), AddmmToMatMul()]
