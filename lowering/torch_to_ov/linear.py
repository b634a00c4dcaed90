"""Matrix products: mm and bmm as MatMul, addmm as beta * input + alpha * (mat1 @ mat2), linear
(nn.Linear undecomposed) as MatMul(input, weight, transpose_b) plus the bias.

A second factor that is a transpose of the last two axes (nn.Linear's `permute(weight, [1, 0])`)
is MatMul's `transpose_b` of the untransposed value, as ovc writes it: folding the transpose
would copy every linear layer's weights (BERT-base: 0.37 GB more peak memory), and OpenVINO's
fully-connected kernels take weights [out, in] as they are."""

from __future__ import annotations

from xdsl.ir import SSAValue
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
        b.replace(rewriter, [_matmul(b, op.self, op.mat2, element)])


class AddmmToMatMul(RewritePattern):
    """addmm(input, mat1, mat2, beta, alpha) = beta * input + alpha * mat1 @ mat2; a factor of 1
    is left out, as is the input when beta is 0 (torch ignores it then, NaN included)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenAddmmOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        element = result_element(op)
        b = Builder(op)
        product = _matmul(b, op.mat1, op.mat2, element)
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


class LinearToMatMul(RewritePattern):
    """linear(input, weight [out, in], bias) = input @ weight^T + bias: MatMul's transpose_b of
    the weight as it is stored, as for the permuted weight of a decomposed nn.Linear."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenLinearOp, rewriter: PatternRewriter) -> None:
        element = result_element(op)
        b = Builder(op)
        x, weight = as_element(b, op.input, element), as_element(b, op.weight, element)
        y = b.add(ov.MatMulV0Op(x, weight, transpose_b=True))
        if op.bias is not None:
            y = b.add(ov.AddV1Op(y, as_element(b, op.bias, element)))
        b.replace(rewriter, [y])


def _matmul(b: Builder, a: SSAValue, factor: SSAValue, element) -> SSAValue:
    """a @ factor in `element`, reading a transpose of factor's last two axes as transpose_b."""
    owner = factor.owner
    transposed = isinstance(owner, torch.AtenPermuteOp) and _swaps_last_two(owner.dims)
    factor = owner.self if transposed else factor
    return b.add(ov.MatMulV0Op(as_element(b, a, element), as_element(b, factor, element), transpose_b=transposed))


def taken_by_matmuls(permute: torch.AtenPermuteOp) -> bool:
    """Whether the matrix products lower this permute themselves (as transpose_b): it swaps the
    last two axes and every use is a product's second factor."""
    factors = {(torch.AtenMmOp, 1), (torch.AtenBmmOp, 1), (torch.AtenAddmmOp, 2)}
    uses = list(permute.result.uses)
    return (
        _swaps_last_two(permute.dims)
        and bool(uses)
        and all((type(use.operation), use.index) in factors for use in uses)
    )


def _swaps_last_two(dims: tuple[int, ...]) -> bool:
    rank = len(dims)
    return rank >= 2 and tuple(d % rank for d in dims) == (*range(rank - 2), rank - 1, rank - 2)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [MatMulToOv(), AddmmToMatMul(), LinearToMatMul()]
