"""Reductions: ReduceSum, ReduceMean, ReduceMax, ReduceMin, ReduceProd, ReduceL1, ReduceL2, and
ReduceLogSum, ReduceLogSumExp, ReduceSumSquare as decompositions.

The axes are an attribute before opset 13 (ReduceSum) or 18 (the others) and an optional input
from then on. Absent or empty axes reduce every axis unless `noop_with_empty_axes` asks for
none: then only the element-wise part of the reduction is left (ReduceSumSquare squares,
ReduceL1 takes Abs), as ONNX's reference computes it; so it is for a scalar, which has no axis.
OpenVINO reads an empty axes input as "reduce none", so axes known only at run time are passed
on only when that cannot differ.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import i1, i32, i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.evaluation import evaluate
from ovopt.lowering.onnx_to_ov.common import Builder, known_input, known_rank, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of

# (builder, data, axes or None for "reduce none", keepdims) -> the reduced value
BuildReduction = Callable[[Builder, SSAValue, SSAValue | None, bool], SSAValue]


def reduce(b: Builder, target: type[ov.ReductionOp], x: SSAValue, axes: SSAValue | None, keep: bool) -> SSAValue:
    """`target` over `axes`; over no axes, x itself."""
    return x if axes is None else b.add(target(x, axes, keep_dims=keep))


def plain(target: type[ov.ReductionOp], boolean: type[ov.ReductionOp] | None = None) -> BuildReduction:
    """One ov reduction; booleans (ReduceMax, ReduceMin) take the logical one."""

    def build(b: Builder, x: SSAValue, axes: SSAValue | None, keep: bool) -> SSAValue:
        chosen = boolean if boolean is not None and elements.is_boolean(element_of(x.type)) else target
        return reduce(b, chosen, x, axes, keep)

    return build


def norm(target: type[ov.ReductionOp]) -> BuildReduction:
    """ReduceL1 and ReduceL2: over no axes both are |x|."""

    def build(b: Builder, x: SSAValue, axes: SSAValue | None, keep: bool) -> SSAValue:
        return b.add(ov.AbsV0Op(x)) if axes is None else b.add(target(x, axes, keep_dims=keep))

    return build


def log_sum(b: Builder, x: SSAValue, axes: SSAValue | None, keep: bool) -> SSAValue:
    return b.add(ov.LogV0Op(reduce(b, ov.ReduceSumV1Op, x, axes, keep)))


def sum_square(b: Builder, x: SSAValue, axes: SSAValue | None, keep: bool) -> SSAValue:
    return reduce(b, ov.ReduceSumV1Op, b.add(ov.MultiplyV1Op(x, x)), axes, keep)


def log_sum_exp(b: Builder, x: SSAValue, axes: SSAValue | None, keep: bool) -> SSAValue:
    """log(sum(exp(x - max))) + max, as ONNX's reference computes it: exp(x) alone overflows."""
    if axes is None:
        return x
    peak = b.add(ov.ReduceMaxV1Op(x, axes, keep_dims=True))
    total = b.add(ov.ReduceSumV1Op(b.add(ov.ExpV0Op(b.add(ov.SubtractV1Op(x, peak)))), axes, keep_dims=keep))
    if not keep:
        peak = b.add(ov.ReduceMaxV1Op(x, axes, keep_dims=False))
    return b.add(ov.AddV1Op(b.add(ov.LogV0Op(total)), peak))


def lowest(dtype: np.dtype):
    if dtype == np.bool_:
        return False
    return np.iinfo(dtype).min if np.issubdtype(dtype, np.integer) else -np.inf


def highest(dtype: np.dtype):
    if dtype == np.bool_:
        return True
    return np.iinfo(dtype).max if np.issubdtype(dtype, np.integer) else np.inf


@dataclass(frozen=True)
class Reduction:
    build: BuildReduction
    empty: Callable[[np.dtype], object]  # the value of the reduction over no elements


SUM = Reduction(plain(ov.ReduceSumV1Op), lambda dtype: 0)
MEAN = Reduction(plain(ov.ReduceMeanV1Op), lambda dtype: np.nan if np.issubdtype(dtype, np.floating) else 0)
PROD = Reduction(plain(ov.ReduceProdV1Op), lambda dtype: 1)
MAX = Reduction(plain(ov.ReduceMaxV1Op, ov.ReduceLogicalOrV1Op), lowest)
MIN = Reduction(plain(ov.ReduceMinV1Op, ov.ReduceLogicalAndV1Op), highest)
L1 = Reduction(norm(ov.ReduceL1V4Op), lambda dtype: 0)
L2 = Reduction(norm(ov.ReduceL2V4Op), lambda dtype: 0)
LOG_SUM = Reduction(log_sum, lambda dtype: -np.inf)
LOG_SUM_EXP = Reduction(log_sum_exp, lambda dtype: -np.inf)
SUM_SQUARE = Reduction(sum_square, lambda dtype: 0)

REDUCTIONS: dict[type, Reduction] = {
    onnx.ReduceSumOp: SUM,
    onnx.ReduceSumV11Op: SUM,
    onnx.ReduceMeanOp: MEAN,
    onnx.ReduceMeanV13Op: MEAN,
    onnx.ReduceProdOp: PROD,
    onnx.ReduceProdV13Op: PROD,
    onnx.ReduceMaxOp: MAX,
    onnx.ReduceMaxV13Op: MAX,
    onnx.ReduceMinOp: MIN,
    onnx.ReduceMinV13Op: MIN,
    onnx.ReduceL1Op: L1,
    onnx.ReduceL1V13Op: L1,
    onnx.ReduceL2Op: L2,
    onnx.ReduceL2V13Op: L2,
    onnx.ReduceLogSumOp: LOG_SUM,
    onnx.ReduceLogSumV13Op: LOG_SUM,
    onnx.ReduceLogSumExpOp: LOG_SUM_EXP,
    onnx.ReduceLogSumExpV13Op: LOG_SUM_EXP,
    onnx.ReduceSumSquareOp: SUM_SQUARE,
    onnx.ReduceSumSquareV13Op: SUM_SQUARE,
}
# The older versions, whose axes are an attribute (not an input) and which have no noop_with_empty_axes.
AXES_ATTRIBUTE = (
    onnx.ReduceSumV11Op,
    onnx.ReduceMeanV13Op,
    onnx.ReduceProdV13Op,
    onnx.ReduceMaxV13Op,
    onnx.ReduceMinV13Op,
    onnx.ReduceL1V13Op,
    onnx.ReduceL2V13Op,
    onnx.ReduceLogSumV13Op,
    onnx.ReduceLogSumExpV13Op,
    onnx.ReduceSumSquareV13Op,
)


def reduction_axes(b: Builder, op: onnx.OnnxOp, x: SSAValue) -> SSAValue | None:
    """The axes `op` reduces, as an ov value; None when it reduces none."""
    noop = not isinstance(op, AXES_ATTRIBUTE) and bool(op.noop_with_empty_axes)
    if isinstance(op.axes, SSAValue):
        if evaluate(op.axes) is not None and shape_of(op.axes.type) != [0]:
            return op.axes  # a constant of the ov dialect already
        values = known_input(op.axes)
        if values is None:
            shape = shape_of(op.axes.type)
            length = shape[0] if shape is not None and len(shape) == 1 else None
            if length != 0 and (length is not None or noop):
                return op.axes  # OpenVINO's "empty: reduce none" is what noop_with_empty_axes asks
            if length is None:
                raise lowering_error(
                    op,
                    "the axes input is known only at run time and may be empty, which reduces every axis "
                    "in ONNX and none in OpenVINO: give the axes as a constant or a static shape",
                )
            values = np.zeros([0], np.int64)
        axes = [int(a) for a in values.reshape(-1)]
    else:
        axes = list(op.axes or ())  # the attribute (AXES_ATTRIBUTE), or no axes input
    if axes:
        return b.i64(axes)
    if noop:
        return None
    rank = known_rank(x, op, "a reduction over every axis")
    if rank == 0:
        return None  # every axis of a scalar is none of them
    return b.i64(list(range(rank)))


def drop_reduced_axes(b: Builder, y: SSAValue, axes: SSAValue, count: int) -> SSAValue:
    """y, reduced keeping its dims over `count` axes known only at run time, without those
    (size-1) axes. OpenVINO infers the rank of a reduction without kept dims only for one axis,
    and its CPU plugin needs a rank, so the axes go one at a time, each index lowered by the
    number of axes before it that were removed below it."""
    rank = known_rank(y, y.owner, "a reduction")
    normalized = b.add(ov.FloorModV1Op(axes, b.constant(np.asarray(rank, np.int64))))
    picked = [b.add(ov.GatherV8Op(normalized, b.i64([i]), b.i64(0))) for i in range(count)]
    for i, axis in enumerate(picked):
        for earlier in picked[:i]:
            below = b.add(ov.ConvertV0Op(b.add(ov.LessV1Op(earlier, picked[i])), destination_type=i64))
            axis = b.add(ov.SubtractV1Op(axis, below))
        y = b.add(ov.ReduceMaxV1Op(y, axis, keep_dims=False))  # over one element: y itself
    return y


class ReduceToOv(RewritePattern):
    """An ONNX reduction; over an input with no elements, the reduction's identity (ONNX's
    reference fills it in: 0 for sums, -inf for the maximum) in the reduced shape."""

    op_types = tuple(REDUCTIONS)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        reduction = REDUCTIONS.get(type(op))
        if reduction is None:
            return
        b = Builder(op)
        axes = reduction_axes(b, op, op.data)
        keep = bool(op.keepdims)
        x = op.data
        at_run_time = axes is not None and evaluate(axes) is None
        # The CPU plugin runs logical reductions over constant axes only: booleans go as i32.
        boolean = at_run_time and elements.is_boolean(element_of(x.type))
        if boolean:
            x = b.add(ov.ConvertV0Op(x, destination_type=i32))
        count = (shape_of(axes.type) or [None])[0] if at_run_time else None
        several = at_run_time and not keep and count is not None and count > 1
        y = reduction.build(b, x, axes, keep or several)
        if several:
            y = drop_reduced_axes(b, y, axes, count)
        if boolean:
            y = b.add(ov.ConvertV0Op(y, destination_type=i1))
        shape = shape_of(op.data.type)
        if shape is not None and 0 in shape:
            element = element_of(y.type)
            dtype = elements.numpy_dtype(element)
            fill = b.constant(np.asarray(reduction.empty(dtype), dtype=dtype), element)
            y = b.add(ov.BroadcastV3Op(fill, b.add(ov.ShapeOfV3Op(y))))
        b.replace(rewriter, [y])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ReduceToOv()]
