"""Reshape, Squeeze and Unsqueeze are layout casts (the buffer is read with another shape);
Concat, Split, VariadicSplit and unit-step Slice alias memory: gna.concat, gna.split, gna.crop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.boundary import from_gna, to_gna
from ovopt.lowering.values import constant, static_shape

if TYPE_CHECKING:
    from ovopt.lowering.ov_to_gna.passes import ConvertOvToGnaPass

RESHAPES = (ov.ReshapeV1Op, ov.SqueezeV0Op, ov.UnsqueezeV0Op)


class ReshapeToCast(RewritePattern):
    """A static reshape of a value that comes from GNA: a layout cast of that value."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ReshapeV1Op | ov.SqueezeV0Op | ov.UnsqueezeV0Op, rewriter: PatternRewriter):
        if static_shape(op.data) is None or static_shape(op.output) is None or constant(op.data) is not None:
            return
        b = Builder(op)
        from_gna(b, to_gna(b, op.data), op.output.type)
        b.replace(rewriter)


class ConcatToGna(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ConcatV0Op, rewriter: PatternRewriter) -> None:
        inputs = list(op.inputs)
        if static_shape(op.output) is None or any(static_shape(v) is None or constant(v) is not None for v in inputs):
            return
        b = Builder(op)
        first = to_gna(b, inputs[0])
        parts = [first] + [to_gna(b, v, first.type.layout_kind) for v in inputs[1:]]
        from_gna(b, b.add(gna.ConcatOp(parts, axis=op.axis.value.data)), op.output.type)
        b.replace(rewriter)


class SplitToGna(RewritePattern):
    """Split and VariadicSplit along a constant axis: the sizes are the results' extents."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.SplitV1Op | ov.VariadicSplitV1Op, rewriter: PatternRewriter) -> None:
        axis = constant(op.axis)
        shapes = [static_shape(r) for r in op.outputs]
        if axis is None or static_shape(op.data) is None or None in shapes or constant(op.data) is not None:
            return
        axis = int(axis.flat[0]) % len(shapes[0])
        b = Builder(op)
        split = gna.SplitOp(to_gna(b, op.data), axis=axis, sizes=[s[axis] for s in shapes])
        b.add(split)
        results = [from_gna(b, part, r.type) for part, r in zip(split.outputs, op.outputs)]
        b.replace(rewriter, results)


class SliceToCrop(RewritePattern):
    """Slice with constant starts and unit steps: a crop of the result's extent."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.SliceV8Op, rewriter: PatternRewriter) -> None:
        shape, out = static_shape(op.data), static_shape(op.output)
        start, step = constant(op.start), constant(op.step)
        axes = constant(op.axes) if op.axes is not None else None
        if shape is None or out is None or start is None or step is None or (op.axes is not None and axes is None):
            return
        if (step != 1).any() or constant(op.data) is not None:
            return
        axes = range(len(start)) if axes is None else [int(a) % len(shape) for a in axes.flat]
        offsets = [0] * len(shape)
        for axis, begin in zip(axes, start.flat):
            begin = int(begin) + (shape[axis] if begin < 0 else 0)
            offsets[axis] = min(max(begin, 0), shape[axis])
        if any(o + s > d for o, s, d in zip(offsets, out, shape)):
            return
        b = Builder(op)
        crop = b.add(gna.CropOp(to_gna(b, op.data), offsets=offsets, sizes=out))
        from_gna(b, crop, op.output.type)
        b.replace(rewriter)


def patterns(options: ConvertOvToGnaPass) -> list[RewritePattern]:
    return [ReshapeToCast(), ConcatToGna(), SplitToGna(), SliceToCrop()]
