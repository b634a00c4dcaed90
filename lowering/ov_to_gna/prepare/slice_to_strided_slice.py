"""SliceToStridedSlice: a Slice-8 whose start, stop, step and axes are constants becomes a
StridedSlice-1 over every axis, the untouched ones masked to their whole extent. It is the first
half of the GNA plugin's Slice -> StridedSlice -> Crop (`convert_strided_slice_to_crop.cpp`): the plugin's
ConvertStridedSliceToCropMatcher takes only StridedSlice, and convert-ov-to-gna makes the Crop.
Bounds known only at run time leave the Slice as it is."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant
from ovopt.support.shapes import normalize_axis, shape_of


def constant_ints(value: SSAValue) -> list[int] | None:
    array = constant(value)
    return None if array is None else [int(v) for v in array.reshape(-1)]


class SliceToStridedSlice(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.SliceV8Op, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.data.type)
        starts, stops, steps = (constant_ints(value) for value in (op.start, op.stop, op.step))
        axes = list(range(len(starts or []))) if op.axes is None else constant_ints(op.axes)
        if shape is None or None in (starts, stops, steps, axes):
            return
        rank = len(shape)
        begin, end, strides = [0] * rank, [0] * rank, [1] * rank
        whole = [1] * rank  # begin_mask and end_mask: 1 on the axes the Slice does not touch
        for axis, start, stop, step in zip(axes, starts, stops, steps, strict=True):
            axis = normalize_axis(axis, rank)
            begin[axis], end[axis], strides[axis], whole[axis] = start, stop, step, 0
        b = Builder(op)
        b.add(ov.StridedSliceV1Op(op.data, b.i64(begin), b.i64(end), b.i64(strides), begin_mask=whole, end_mask=whole))
        b.replace(rewriter)


@dataclass(frozen=True)
class SliceToStridedSlicePass(PatternPass):
    """Slice with constant bounds as StridedSlice over every axis, the others masked whole."""

    name = "gna-slice-to-strided-slice"
    erase_dead = True


def patterns(options: SliceToStridedSlicePass) -> list[RewritePattern]:
    return [SliceToStridedSlice()]
