"""Reductions and the ops that order values along an axis.

- sum, mean, amax, amin, prod over dims (all of them when none or an empty list is given) as the
  ov Reduce ops, in the result's element type (a `dtype` argument chose it; torch sums booleans
  and integers as i64); amax / amin of booleans as ReduceLogicalOr / And.
- any (all dims, one dim, several) as ReduceLogicalOr of the input's truth (x != 0 for
  non-boolean data, so NaN counts as true); a uint8 input gives a uint8 result, as in torch.
- linalg_vector_norm (not core; torch's decompositions keep it) as ReduceL2 / ReduceL1 for ord
  2 / 1, the largest / smallest |x| for +-inf, the count of nonzeros for 0, (sum |x|^p)^(1/p)
  otherwise.
- var (correction, or unbiased) as the sum of squared deviations from the mean over
  max(N - correction, 0), N the number of elements reduced (from the shape when dynamic): inf
  or NaN where that is 0, as in torch.
- argmax, argmin, max.dim, min.dim as TopK-11 with k = 1, sorted by value and `stable`, so that
  of equal values the first index wins, as torch picks it; argmax without a dim over the
  flattened input.
- sort (`sort` and `sort.stable`, kept by the importer as a `torch.custom`) as a stable TopK of
  the whole axis; topk as TopK (an unsorted topk comes sorted: torch leaves the order open).
- cumsum as CumSum-3, in the result's element type.

NaN: TopK does not order NaN as torch does (torch counts it the largest), so argmax, max.dim,
sort and topk of data holding NaN may differ from torch.
"""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects.builtin import IntegerAttr, i1, i32, i64
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import ov, torch
from ovopt.lowering.dims import dim_of
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, as_scalar_tensor, lowering_error, ready, static_scalar
from ovopt.lowering.torch_to_ov.elementwise import as_element, result_element
from ovopt.support.shapes import element_of, normalize_axis, rank_of, shape_of

REDUCTIONS = {
    torch.AtenSumDimIntListOp: ov.ReduceSumV1Op,
    torch.AtenMeanDimOp: ov.ReduceMeanV1Op,
    torch.AtenMeanOp: ov.ReduceMeanV1Op,
    torch.AtenAmaxOp: ov.ReduceMaxV1Op,
    torch.AtenAminOp: ov.ReduceMinV1Op,
    torch.AtenProdOp: ov.ReduceProdV1Op,
    torch.AtenProdDimIntOp: ov.ReduceProdV1Op,
}

# The arithmetic reductions of booleans that torch keeps boolean.
LOGICAL = {ov.ReduceMaxV1Op: ov.ReduceLogicalOrV1Op, ov.ReduceMinV1Op: ov.ReduceLogicalAndV1Op}


def known_rank(op: Operation, value: SSAValue) -> int:
    rank = rank_of(value)
    if rank is None:
        raise lowering_error(op, f"{op.model_op_kind()} needs an input of known rank, got {value.type}")
    return rank


def reduced_axes(op: Operation, rank: int, dims: int | tuple[int, ...] | None) -> list[int]:
    """The axes a reduction's `dim` names, from the front: all of them for None or an empty list.
    A rank-0 tensor takes dim 0 or -1 and has no axis to reduce."""
    if dims is None or dims == ():
        return list(range(rank))
    dims = (dims,) if isinstance(dims, int) else dims
    if rank == 0:
        for d in dims:
            if d not in (0, -1):
                raise lowering_error(op, f"dim {d} is out of range for a rank-0 tensor")
        return []
    try:
        return sorted({normalize_axis(d, rank, "dim") for d in dims})
    except VerifyException as error:
        raise lowering_error(op, str(error)) from None


def truth(b: Builder, x: SSAValue) -> SSAValue:
    """x as booleans: itself when boolean, else x != 0 (NaN is true, as in torch)."""
    if element_of(x.type) == i1:
        return x
    return b.add(ov.NotEqualV1Op(x, b.constant_like(0, x)))


def squeezed(b: Builder, x: SSAValue, axes: list[int], keep: bool) -> SSAValue:
    """x without the (size-1) reduced `axes` unless `keep`."""
    if keep or not axes:
        return x
    return b.add(ov.SqueezeV0Op(x, b.i64(axes)))


class ReduceToOv(RewritePattern):
    """sum, mean, amax, amin, prod in the result's element type."""

    op_types = tuple(REDUCTIONS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if type(op) not in REDUCTIONS:
            return
        rank = known_rank(op, op.self)
        axes = reduced_axes(op, rank, getattr(op, "dim", None))
        element = result_element(op)
        b = Builder(op)
        x = as_element(b, op.self, element)
        reduce = REDUCTIONS[type(op)]
        if element == i1:
            reduce = LOGICAL.get(reduce)
            if reduce is None:
                raise lowering_error(op, f"{op.model_op_kind()} of booleans gives booleans here: cast the input first")
        b.add(reduce(x, b.i64(axes), keep_dims=bool(getattr(op, "keepdim", False))))
        b.replace(rewriter)


class AnyToReduceLogicalOr(RewritePattern):
    op_types = (torch.AtenAnyOp, torch.AtenAnyDimOp, torch.AtenAnyDimsOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        rank = known_rank(op, op.self)
        axes = reduced_axes(op, rank, getattr(op, "dim", None))
        b = Builder(op)
        y = b.add(ov.ReduceLogicalOrV1Op(truth(b, op.self), b.i64(axes), keep_dims=bool(getattr(op, "keepdim", False))))
        b.replace(rewriter, [as_element(b, y, result_element(op))])


class VectorNormToOv(RewritePattern):
    """linalg_vector_norm(x, ord, dim, keepdim) in the result's element type: ReduceL2 / ReduceL1
    for ord 2 / 1, the largest / smallest |x| for inf / -inf, the count of nonzeros for 0, and
    (sum |x|^p)^(1/p) otherwise; ord must be known."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenLinalgVectorNormOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        order = static_scalar(op.ord)
        if order is None:
            raise lowering_error(op, "a vector norm's ord must be known when converting")
        rank = known_rank(op, op.self)
        axes = reduced_axes(op, rank, op.dim)
        element = result_element(op)
        b = Builder(op)
        x = as_element(b, op.self, element)
        keep = bool(op.keepdim)
        b_axes = b.i64(axes)
        if order == 2:
            b.add(ov.ReduceL2V4Op(x, b_axes, keep_dims=keep))
        elif order == 1:
            b.add(ov.ReduceL1V4Op(x, b_axes, keep_dims=keep))
        elif order in (math.inf, -math.inf):
            extremum = ov.ReduceMaxV1Op if order > 0 else ov.ReduceMinV1Op
            b.add(extremum(b.add(ov.AbsV0Op(x)), b_axes, keep_dims=keep))
        elif order == 0:
            nonzero = b.add(ov.ConvertV0Op(truth(b, x), destination_type=element))
            b.add(ov.ReduceSumV1Op(nonzero, b_axes, keep_dims=keep))
        else:
            powers = b.add(ov.PowerV1Op(b.add(ov.AbsV0Op(x)), b.constant_like(float(order), x)))
            total = b.add(ov.ReduceSumV1Op(powers, b_axes, keep_dims=keep))
            b.add(ov.PowerV1Op(total, b.constant_like(1.0 / order, x)))
        b.replace(rewriter)


class VarianceToOv(RewritePattern):
    """var.correction (no correction: 1) and var.dim (unbiased: 1, else 0)."""

    op_types = (torch.AtenVarCorrectionOp, torch.AtenVarDimOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        rank = known_rank(op, op.self)
        axes = reduced_axes(op, rank, op.dim)
        element = result_element(op)
        b = Builder(op)
        x = as_element(b, op.self, element)
        if isinstance(op, torch.AtenVarDimOp):
            correction: SSAValue | float = 1.0 if op.unbiased else 0.0
        else:
            correction = 1.0 if op.correction is None else op.correction
            known = correction if isinstance(correction, float) else static_scalar(correction)
            correction = float(known) if known is not None else correction
        mean = b.add(ov.ReduceMeanV1Op(x, b.i64(axes), keep_dims=True))
        deviation = b.add(ov.SubtractV1Op(x, mean))
        squares = b.add(ov.MultiplyV1Op(deviation, deviation))
        total = b.add(ov.ReduceSumV1Op(squares, b.i64(axes), keep_dims=bool(op.keepdim)))
        b.add(ov.DivideV1Op(total, self._divisor(b, op.self, axes, correction, total)))
        b.replace(rewriter)

    @staticmethod
    def _divisor(b: Builder, data: SSAValue, axes: list[int], correction: SSAValue | float, like: SSAValue):
        """max(N - correction, 0), N the number of elements reduced, in `like`'s element type."""
        shape = shape_of(data.type)
        sizes = [shape[a] for a in axes]
        if None not in sizes and isinstance(correction, float):
            return b.constant_like(max(float(np.prod(sizes, dtype=np.int64)) - correction, 0.0), like)
        element = element_of(like.type)
        if None in sizes:
            dims = b.add(ov.GatherV8Op(b.add(ov.ShapeOfV3Op(data)), b.i64(axes), b.i64(0)))
            count = b.add(ov.ReduceProdV1Op(dims, b.i64([0]), keep_dims=False))
            count = b.add(ov.ConvertV0Op(count, destination_type=element))
        else:
            count = b.constant_like(float(np.prod(sizes, dtype=np.int64)), like)
        if isinstance(correction, float):
            correction = b.constant_like(correction, like)
        else:
            correction = as_scalar_tensor(b, correction, element)
        return b.add(ov.MaximumV1Op(b.add(ov.SubtractV1Op(count, correction)), b.constant_like(0, like)))


def top_k(b: Builder, x: SSAValue, k: SSAValue, axis: int, largest: bool) -> tuple[SSAValue, SSAValue]:
    """TopK-11 sorted by value, stable (equal values in input order), i64 indices. Booleans are
    ordered as i32 0 and 1 (TopK takes numbers) and come back as values != 0: the CPU plugin
    fails to compile a Convert to boolean of TopK's values ("Default output not supported")."""
    element = element_of(x.type)
    if element == i1:
        one, zero = (b.constant(np.asarray(v, np.int32), i32) for v in (1, 0))
        data = b.add(ov.SelectV1Op(x, one, zero))
    else:
        data = x
    op = ov.TopKV11Op(
        data, k, axis=axis, mode="max" if largest else "min", sort="value", index_element_type=i64, stable=True
    )
    b.add(op)
    values, indices = op.results
    if element == i1:
        values = b.add(ov.NotEqualV1Op(values, b.constant(np.asarray(0, np.int32), i32)))
    return values, indices


class ArgExtremumToTopK(RewritePattern):
    """argmax, argmin: the index of the first largest (smallest) value along dim, or in the
    flattened input when dim is None (keepdim then keeps every axis, of size 1)."""

    op_types = (torch.AtenArgmaxOp, torch.AtenArgminOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        rank = known_rank(op, op.self)
        largest = isinstance(op, torch.AtenArgmaxOp)
        b = Builder(op)
        one = b.i64(1)
        if op.dim is None or rank == 0:
            if op.dim is not None:
                reduced_axes(op, rank, op.dim)  # checks the dim
            flat = b.add(ov.ReshapeV1Op(op.self, b.i64([-1]), special_zero=False))
            _, index = top_k(b, flat, one, 0, largest)
            shape = [1] * rank if op.keepdim else []
            b.add(ov.ReshapeV1Op(index, b.i64(shape), special_zero=False))
            b.replace(rewriter)
            return
        (axis,) = reduced_axes(op, rank, op.dim)
        _, index = top_k(b, op.self, one, axis, largest)
        b.replace(rewriter, [squeezed(b, index, [axis], op.keepdim)])


class ExtremumDimToTopK(RewritePattern):
    """max.dim, min.dim: the values and the index of the first largest (smallest) value."""

    op_types = (torch.AtenMaxDimOp, torch.AtenMinDimOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        rank = known_rank(op, op.self)
        axes = reduced_axes(op, rank, op.dim)
        b = Builder(op)
        if rank == 0:  # the value itself, at index 0
            zero = b.constant(np.zeros((), np.int64), i64)
            b.replace(rewriter, [op.self, zero])
            return
        values, indices = top_k(b, op.self, b.i64(1), axes[0], isinstance(op, torch.AtenMaxDimOp))
        b.replace(rewriter, [squeezed(b, values, axes, op.keepdim), squeezed(b, indices, axes, op.keepdim)])


def sort_arguments(op: Operation) -> tuple[int, bool] | None:
    """(dim, descending) of sort, or of a `torch.custom` of aten::sort.stable; None for other ops."""
    if isinstance(op, torch.AtenSortOp):
        return op.dim, op.descending
    if isinstance(op, torch.CustomOp) and op.target.data == "aten::sort.stable":
        arguments = op.arguments.data

        def argument(name: str, default: int) -> int:
            value = arguments.get(name)
            return value.value.data if isinstance(value, IntegerAttr) else default

        return argument("dim", -1), bool(argument("descending", 0))
    return None


class SortToTopK(RewritePattern):
    """sort along dim: a stable TopK of the whole axis, largest first when descending (equal
    values keep their order both ways, as torch's stable sort does; its default sort leaves
    that order open)."""

    op_types = (torch.AtenSortOp, torch.CustomOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        arguments = sort_arguments(op)
        if arguments is None:
            return
        dim, descending = arguments
        x = op.operands[0]
        rank = known_rank(op, x)
        axes = reduced_axes(op, rank, dim)
        b = Builder(op)
        if rank == 0:
            b.replace(rewriter, [x, b.constant(np.zeros((), np.int64), i64)])
            return
        values, indices = top_k(b, x, dim_of(b, x, axes[0], scalar=True), axes[0], descending)
        b.replace(rewriter, [values, indices])


class TopKToOv(RewritePattern):
    """topk: TopK-11 of k (a symbolic k as its value), the largest or smallest, sorted by value
    (also when sorted=False: torch leaves that order open), ties in input order."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenTopkOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        rank = known_rank(op, op.self)
        b = Builder(op)
        if rank == 0:
            b.replace(rewriter, [op.self, b.constant(np.zeros((), np.int64), i64)])
            return
        (axis,) = reduced_axes(op, rank, op.dim)
        values, indices = top_k(b, op.self, as_scalar_tensor(b, op.k, i64), axis, op.largest)
        b.replace(rewriter, [values, indices])


class CumSumToOv(RewritePattern):
    """cumsum along dim in the result's element type (a rank-0 tensor is its own sum)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenCumsumOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op, op.self)
        axes = reduced_axes(op, rank, op.dim)
        b = Builder(op)
        x = as_element(b, op.self, result_element(op))
        if rank == 0:
            b.replace(rewriter, [x])
            return
        b.add(ov.CumSumV0Op(x, b.i64(axes[0])))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        ReduceToOv(),
        AnyToReduceLogicalOr(),
        VectorNormToOv(),
        VarianceToOv(),
        ArgExtremumToTopK(),
        ExtremumDimToTopK(),
        SortToTopK(),
        TopKToOv(),
        CumSumToOv(),
    ]
