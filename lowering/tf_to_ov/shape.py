"""Shape and data movement: Reshape, Transpose, Squeeze, ExpandDims, Shape / ShapeN / Size /
Rank, Fill and the *Like ops, BroadcastTo, Tile, Pack / Unpack, Concat, Split / SplitV, Pad /
PadV2 / MirrorPad, Slice, StridedSlice (its masks are OpenVINO's), Gather / GatherV2 / GatherNd,
ReverseV2, Range, OneHot, DepthToSpace / SpaceToDepth, TopKV2, ArgMax / ArgMin, Cumsum,
Where, ScatterNd, TensorScatterUpdate.

Sizes, axes and permutations TensorFlow gives as i32 tensors become i64 (constants when known,
a Convert otherwise). Reshape's 0 is a zero-sized dim, never "copy the input's" as OpenVINO's
special zero would read it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from xdsl.dialects.builtin import i32, i64
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tf
from ovopt.lowering.dims import INT64_MAX, INT64_MIN
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import (
    Builder,
    as_i64,
    channels_first,
    from_channels_first,
    known,
    known_ints,
    lowering_error,
    rank,
    ready,
    to_channels_first,
)
from ovopt.support.shapes import element_of, shape_of


def _axis(op: Operation, value: SSAValue, size: int | None = None) -> int:
    """A known axis operand, made non-negative when the rank is given."""
    (axis,) = known_ints(op, value, "axis")
    return axis % size if size is not None else axis


# The ops whose lowering is one expression over the TensorFlow op: the op it builds replaces it
# (after any its operands added).
REPLACEMENTS: dict[type[Operation], Callable[[Builder, Any], Operation]] = {
    tf.ReshapeOp: lambda b, op: ov.ReshapeV1Op(op.tensor, as_i64(b, op.shape), special_zero=False),
    tf.TransposeOp: lambda b, op: ov.TransposeV1Op(op.x, as_i64(b, op.perm)),
    tf.ExpandDimsOp: lambda b, op: ov.UnsqueezeV0Op(op.input, b.i64(known_ints(op, op.dim, "axis"))),
    tf.TileOp: lambda b, op: ov.TileV0Op(op.input, as_i64(b, op.multiples)),
    tf.RangeOp: lambda b, op: ov.RangeV4Op(op.start, op.limit, op.delta, output_type=op.Tidx),
    tf.OneHotOp: lambda b, op: ov.OneHotV16Op(op.indices, op.depth, op.on_value, op.off_value, axis=op.axis),
    tf.CumsumOp: lambda b, op: ov.CumSumV0Op(
        op.x, as_i64(b, op.axis), exclusive=bool(op.exclusive), reverse=bool(op.reverse)
    ),
    # Fill, ZerosLike, OnesLike, BroadcastTo: a Broadcast of the value to the shape.
    tf.FillOp: lambda b, op: ov.BroadcastV3Op(op.value, as_i64(b, op.dims)),
    tf.ZerosLikeOp: lambda b, op: ov.BroadcastV3Op(b.constant_like(0, op.x), b.add(ov.ShapeOfV3Op(op.x))),
    tf.OnesLikeOp: lambda b, op: ov.BroadcastV3Op(b.constant_like(1, op.x), b.add(ov.ShapeOfV3Op(op.x))),
    tf.BroadcastToOp: lambda b, op: ov.BroadcastV3Op(op.input, as_i64(b, op.shape), mode="bidirectional"),
    tf.GatherV2Op: lambda b, op: ov.GatherV8Op(
        op.params, op.indices, b.i64(_axis(op, op.axis)), batch_dims=op.batch_dims
    ),
    tf.GatherOp: lambda b, op: ov.GatherV8Op(op.params, op.indices, b.i64(0), batch_dims=0),
    tf.GatherNdOp: lambda b, op: ov.GatherNDV8Op(op.params, op.indices, batch_dims=0),
    # ScatterNd: the updates summed into zeros of `shape`; TensorScatterUpdate: written into the tensor.
    tf.ScatterNdOp: lambda b, op: ov.ScatterNDUpdateV15Op(
        b.add(ov.BroadcastV3Op(b.constant_like(0, op.updates), as_i64(b, op.shape))),
        op.indices,
        op.updates,
        reduction="sum",
    ),
    tf.TensorScatterUpdateOp: lambda b, op: ov.ScatterNDUpdateV15Op(op.tensor, op.indices, op.updates),
}


class ReplacementToOv(RewritePattern):
    """An op of REPLACEMENTS: replaced by what its entry builds."""

    op_types = tuple(REPLACEMENTS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        build = REPLACEMENTS.get(type(op))
        if build is None:
            return
        b = Builder(op)
        b.add(build(b, op))
        b.replace(rewriter)


class SqueezeToOv(RewritePattern):
    """Squeeze the listed axes, or every axis of size 1 (which needs a static shape)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.SqueezeOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        axes = list(op.squeeze_dims)
        if not axes:
            shape = shape_of(op.input.type)
            if shape is None or None in shape:
                raise lowering_error(op, f"squeezing every axis of size 1 needs a static shape, got {op.input.type}")
            axes = [i for i, d in enumerate(shape) if d == 1]
        b = Builder(op)
        b.add(ov.SqueezeV0Op(op.input, b.i64(axes)))
        b.replace(rewriter)


class ShapeToOv(RewritePattern):
    op_types = (tf.ShapeOp, tf.ShapeNOp, tf.SizeOp, tf.RankOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, tf.ShapeOp):
            b.add(ov.ShapeOfV3Op(op.input, output_type=op.out_type))
        elif isinstance(op, tf.ShapeNOp):
            values = [b.add(ov.ShapeOfV3Op(x, output_type=op.out_type)) for x in op.input]
            b.replace(rewriter, values)
            return
        elif isinstance(op, tf.SizeOp):
            dims = b.add(ov.ShapeOfV3Op(op.input, output_type=op.out_type))
            b.add(ov.ReduceProdV1Op(dims, b.i64([0]), keep_dims=False))
        elif isinstance(op, tf.RankOp):
            dims = b.add(ov.ShapeOfV3Op(b.add(ov.ShapeOfV3Op(op.input, output_type=i32)), output_type=i32))
            b.add(ov.SqueezeV0Op(dims, b.i64([0])))
        else:
            return
        b.replace(rewriter)


class PackToOv(RewritePattern):
    """Pack: each value with a new axis, concatenated along it; Unpack: Split, then Squeeze."""

    op_types = (tf.PackOp, tf.UnpackOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        b = Builder(op)
        if isinstance(op, tf.PackOp):
            values = list(op.values_)
            axis = op.axis % (rank(op, values[0]) + 1)
            parts = [b.add(ov.UnsqueezeV0Op(v, b.i64([axis]))) for v in values]
            b.add(ov.ConcatV0Op(parts, axis=axis))
            b.replace(rewriter)
        elif isinstance(op, tf.UnpackOp):
            axis = op.axis % rank(op, op.value)
            split = ov.SplitV1Op(op.value, b.i64(axis), num_splits=op.num)
            b.add(split)
            b.replace(rewriter, [b.add(ov.SqueezeV0Op(part, b.i64([axis]))) for part in split.results])


class ConcatToOv(RewritePattern):
    op_types = (tf.ConcatV2Op, tf.ConcatOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, tf.ConcatV2Op):
            values, axis_value = list(op.values_), op.axis
        elif isinstance(op, tf.ConcatOp):
            values, axis_value = list(op.values_), op.concat_dim
        else:
            return
        b = Builder(op)
        b.add(ov.ConcatV0Op(values, axis=_axis(op, axis_value)))
        b.replace(rewriter)


class SplitToOv(RewritePattern):
    op_types = (tf.SplitOp, tf.SplitVOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, tf.SplitOp):
            split = ov.SplitV1Op(op.value, b.i64(_axis(op, op.split_dim)), num_splits=op.num_split)
        elif isinstance(op, tf.SplitVOp):
            split = ov.VariadicSplitV1Op(op.value, b.i64(_axis(op, op.split_dim)), as_i64(b, op.size_splits))
        else:
            return
        b.add(split)
        b.replace(rewriter, split.results)


class PadToOv(RewritePattern):
    """Pad, PadV2 (a fill value) and MirrorPad (REFLECT or SYMMETRIC): `paddings` is
    [[before, after], ...] per axis."""

    op_types = (tf.PadOp, tf.PadV2Op, tf.MirrorPadOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        x, paddings = op.operands[0], op.operands[1]
        b = Builder(op)
        pads = known(paddings)
        if pads is not None:
            begin, end = b.i64(pads[:, 0].tolist()), b.i64(pads[:, 1].tolist())
        else:
            columns = ov.SplitV1Op(as_i64(b, paddings), b.i64(1), num_splits=2)
            b.add(columns)
            begin, end = (b.add(ov.SqueezeV0Op(c, b.i64([1]))) for c in columns.results)
        if isinstance(op, tf.MirrorPadOp):
            mode = "reflect" if op.mode == "REFLECT" else "symmetric"
            b.add(ov.PadV12Op(x, begin, end, None, pad_mode=mode))
        else:
            value = op.constant_values if isinstance(op, tf.PadV2Op) else b.constant_like(0, x)
            b.add(ov.PadV12Op(x, begin, end, value, pad_mode="constant"))
        b.replace(rewriter)


class SliceToOv(RewritePattern):
    """Slice(x, begin, size): a size of -1 runs to the end of its axis."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.SliceOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        begin, size = known(op.begin), known(op.size)
        count = len(begin) if begin is not None else len(size) if size is not None else None
        if begin is not None and size is not None:
            end = [INT64_MAX if s == -1 else int(a + s) for a, s in zip(begin, size)]
            start, stop = b.i64([int(v) for v in begin]), b.i64(end)
        else:
            start, length = as_i64(b, op.begin), as_i64(b, op.size)
            to_end = b.add(ov.EqualV1Op(length, b.i64(-1)))
            stop = b.add(ov.SelectV1Op(to_end, b.i64(INT64_MAX), b.add(ov.AddV1Op(start, length))))
        if count is None:
            shape = shape_of(op.begin.type)
            count = shape[0] if shape else None
        if count is None:
            raise lowering_error(op, "the number of sliced axes must be known")
        b.add(ov.SliceV8Op(op.input, start, stop, b.i64([1] * count), b.i64(list(range(count)))))
        b.replace(rewriter)


def _bits(mask: int, count: int) -> list[int]:
    return [(mask >> i) & 1 for i in range(count)]


class StridedSliceToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.StridedSliceOp, rewriter: PatternRewriter) -> None:
        if not ready(op):  # a loop's TensorListStack is typed when the loop is converted
            return
        shape = shape_of(op.begin.type)
        if not shape or shape[0] is None:
            raise lowering_error(op, f"the number of sliced axes must be known, got begin of {op.begin.type}")
        count = shape[0]
        b = Builder(op)
        b.add(
            ov.StridedSliceV1Op(
                op.input,
                as_i64(b, op.begin),
                as_i64(b, op.end),
                as_i64(b, op.strides),
                begin_mask=_bits(op.begin_mask, count),
                end_mask=_bits(op.end_mask, count),
                new_axis_mask=_bits(op.new_axis_mask, count),
                shrink_axis_mask=_bits(op.shrink_axis_mask, count),
                ellipsis_mask=_bits(op.ellipsis_mask, count),
            )
        )
        b.replace(rewriter)


class ReverseToOv(RewritePattern):
    """ReverseV2: each axis read backwards (a Slice with step -1)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.ReverseV2Op, rewriter: PatternRewriter) -> None:
        axes = known_ints(op, op.axis, "axes")
        b = Builder(op)
        if not axes:
            b.replace(rewriter, [op.tensor])
            return
        count = len(axes)
        b.add(
            ov.SliceV8Op(op.tensor, b.i64([-1] * count), b.i64([INT64_MIN] * count), b.i64([-1] * count), b.i64(axes))
        )
        b.replace(rewriter)


class SpaceDepthToOv(RewritePattern):
    """DepthToSpace / SpaceToDepth: OpenVINO's blocks-first mode is TensorFlow's NHWC order."""

    op_types = (tf.DepthToSpaceOp, tf.SpaceToDepthOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        if op.data_format == "NCHW_VECT_C":
            raise lowering_error(op, "the NCHW_VECT_C layout is not one ovopt reads")
        b = Builder(op)
        first = channels_first(op)
        x = op.input if first else to_channels_first(b, op.input, 4)
        kind = ov.DepthToSpaceV0Op if isinstance(op, tf.DepthToSpaceOp) else ov.SpaceToDepthV0Op
        y = b.add(kind(x, block_size=op.block_size, mode="blocks_first"))
        if not first:
            from_channels_first(b, y, 4)
        b.replace(rewriter)


class TopKToOv(RewritePattern):
    """TopKV2 along the last axis; ArgMax / ArgMin as a TopK of one along their axis, the index
    squeezed. Stable, so that of equal values the first wins, as in TensorFlow (OpenVINO takes a
    stable TopK only sorted)."""

    op_types = (tf.TopKV2Op, tf.ArgMaxOp, tf.ArgMinOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, tf.TopKV2Op):
            _check_k(op)
            index = op.index_type if hasattr(op, "index_type") and op.index_type is not None else i32
            top = ov.TopKV11Op(
                op.input,
                as_i64(b, op.k),
                axis=-1,
                mode="max",
                sort="value",  # unsorted promises no order; OpenVINO sorts a stable TopK
                index_element_type=index,
                stable=True,
            )
            b.add(top)
            b.replace(rewriter, top.results)
        elif isinstance(op, tf.ArgMaxOp | tf.ArgMinOp):
            axis = _axis(op, op.dimension)
            mode = "max" if isinstance(op, tf.ArgMaxOp) else "min"
            top = ov.TopKV11Op(
                op.input, b.i64(1), axis=axis, mode=mode, sort="value", index_element_type=op.output_type, stable=True
            )
            b.add(top)
            b.add(ov.SqueezeV0Op(top.results[1], b.i64([axis])))
            b.replace(rewriter)


def _check_k(op: tf.TopKV2Op) -> None:
    """TensorFlow requires k to be at most the size of the last axis; OpenVINO's CPU plugin
    refuses a larger one only when the IR is compiled, so it is refused here when both are known."""
    known_k, shape = known(op.k), shape_of(op.input.type)
    if known_k is None or np.size(known_k) != 1 or not shape or shape[-1] is None:
        return
    k = int(np.reshape(known_k, -1)[0])
    if k > shape[-1]:
        raise lowering_error(
            op, f"k ({k}) is larger than the last axis, of size {shape[-1]}; TensorFlow requires k <= that size"
        )


class WhereToOv(RewritePattern):
    """Where(x): the coordinates of the non-zero elements, one row each ([count, rank], i64)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.WhereOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        found = b.add(ov.NonZeroV3Op(op.input, output_type=i64))
        b.add(ov.TransposeV1Op(found, b.i64([1, 0])))
        b.replace(rewriter)


class InvertPermutationToOv(RewritePattern):
    """InvertPermutation of a known permutation: its inverse as a constant."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.InvertPermutationOp, rewriter: PatternRewriter) -> None:
        permutation = known_ints(op, op.x, "permutation")
        b = Builder(op)
        b.constant(np.argsort(np.asarray(permutation)).astype(np.int32 if element_of(op.x.type) == i32 else np.int64))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        ReplacementToOv(),
        SqueezeToOv(),
        ShapeToOv(),
        PackToOv(),
        ConcatToOv(),
        SplitToOv(),
        PadToOv(),
        SliceToOv(),
        StridedSliceToOv(),
        ReverseToOv(),
        SpaceDepthToOv(),
        TopKToOv(),
        WhereToOv(),
        InvertPermutationToOv(),
    ]
