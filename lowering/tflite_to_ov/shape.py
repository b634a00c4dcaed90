"""Data movement: RESHAPE, SQUEEZE and EXPAND_DIMS (to the output's static shape), TRANSPOSE,
CONCATENATION, PAD / PADV2 / MIRROR_PAD, PACK / UNPACK, SPLIT / SPLIT_V, STRIDED_SLICE, SLICE,
GATHER, SHAPE, TILE, BROADCAST_TO. Axes, permutations, pads and slice bounds must be constants,
as TFLite's converter leaves them. A quantized result is requantized like any other (a
FakeQuantize onto its grid, exact when the grid is the input's)."""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Builder, Lowerings, finish, known_ints, lowers, static_shape
from ovopt.support.shapes import element_of

TABLE: dict = {}


@lowers(TABLE, tflite.ReshapeOp, tflite.SqueezeOp, tflite.ExpandDimsOp)
def reshape(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    shape = static_shape(op, op.outputs[0], "output")
    return finish(b, op, b.add(ov.ReshapeV1Op(op.inputs[0], b.i64(shape), special_zero=False)))


@lowers(TABLE, tflite.TransposeOp)
def transpose(b: Builder, op: tflite.TransposeOp) -> SSAValue:
    order = known_ints(op, op.inputs[1], "permutation")
    return finish(b, op, b.add(ov.TransposeV1Op(op.inputs[0], b.i64(order))))


@lowers(TABLE, tflite.ConcatenationOp)
def concatenation(b: Builder, op: tflite.ConcatenationOp) -> SSAValue:
    return finish(b, op, b.add(ov.ConcatV0Op(list(op.inputs), axis=op.axis)))


@lowers(TABLE, tflite.PadOp, tflite.Padv2Op, tflite.MirrorPadOp)
def pad(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    """Zero padding pads a quantized tensor with its zero point: real 0."""
    x = op.inputs[0]
    pairs = np.asarray(known_ints(op, op.inputs[1], "paddings"), np.int64).reshape(-1, 2)
    if isinstance(op, tflite.MirrorPadOp):
        mode = "reflect" if op.mode == "REFLECT" else "symmetric"
        padded = ov.PadV12Op(x, b.i64(pairs[:, 0].tolist()), b.i64(pairs[:, 1].tolist()), pad_mode=mode)
    else:
        value = op.input(2) if isinstance(op, tflite.Padv2Op) else b.constant_like(0, x)
        padded = ov.PadV12Op(x, b.i64(pairs[:, 0].tolist()), b.i64(pairs[:, 1].tolist()), value, pad_mode="constant")
    return finish(b, op, b.add(padded))


@lowers(TABLE, tflite.PackOp)
def pack(b: Builder, op: tflite.PackOp) -> SSAValue:
    axis = b.i64(op.axis)
    parts = [b.add(ov.UnsqueezeV0Op(x, axis)) for x in op.inputs]
    return finish(b, op, b.add(ov.ConcatV0Op(parts, axis=op.axis)))


@lowers(TABLE, tflite.UnpackOp)
def unpack(b: Builder, op: tflite.UnpackOp) -> list[SSAValue]:
    split = ov.SplitV1Op(op.inputs[0], b.i64(op.axis), num_splits=len(op.outputs))
    b.add(split)
    return [finish(b, op, b.add(ov.SqueezeV0Op(part, b.i64([op.axis]))), i) for i, part in enumerate(split.results)]


@lowers(TABLE, tflite.SplitOp)
def split(b: Builder, op: tflite.SplitOp) -> list[SSAValue]:
    axis = known_ints(op, op.inputs[0], "axis")[0]
    parts = ov.SplitV1Op(op.inputs[1], b.i64(axis), num_splits=len(op.outputs))
    b.add(parts)
    return [finish(b, op, part, i) for i, part in enumerate(parts.results)]


@lowers(TABLE, tflite.SplitVOp)
def split_v(b: Builder, op: tflite.SplitVOp) -> list[SSAValue]:
    lengths = known_ints(op, op.inputs[1], "size_splits")
    axis = known_ints(op, op.inputs[2], "axis")[0]
    parts = ov.VariadicSplitV1Op(op.inputs[0], b.i64(axis), b.i64(lengths))
    b.add(parts)
    return [finish(b, op, part, i) for i, part in enumerate(parts.results)]


def _bits(mask: int, count: int) -> list[int]:
    return [(mask >> i) & 1 for i in range(count)]


@lowers(TABLE, tflite.StridedSliceOp)
def strided_slice(b: Builder, op: tflite.StridedSliceOp) -> SSAValue:
    begin = known_ints(op, op.inputs[1], "begin")
    end = known_ints(op, op.inputs[2], "end")
    strides = known_ints(op, op.inputs[3], "strides")
    count = len(begin)
    if op.offset:
        end = [e + s for e, s in zip(end, begin)]
    sliced = ov.StridedSliceV1Op(
        op.inputs[0],
        b.i64(begin),
        b.i64(end),
        b.i64(strides),
        begin_mask=_bits(op.begin_mask, count),
        end_mask=_bits(op.end_mask, count),
        new_axis_mask=_bits(op.new_axis_mask, count),
        shrink_axis_mask=_bits(op.shrink_axis_mask, count),
        ellipsis_mask=_bits(op.ellipsis_mask, count),
    )
    return finish(b, op, b.add(sliced))


@lowers(TABLE, tflite.SliceOp)
def slice_(b: Builder, op: tflite.SliceOp) -> SSAValue:
    begin = known_ints(op, op.inputs[1], "begin")
    size = known_ints(op, op.inputs[2], "size")
    shape = static_shape(op, op.inputs[0])
    end = [n if s < 0 else a + s for a, s, n in zip(begin, size, shape)]
    ones = [1] * len(begin)
    sliced = ov.SliceV8Op(op.inputs[0], b.i64(begin), b.i64(end), b.i64(ones), b.i64(list(range(len(begin)))))
    return finish(b, op, b.add(sliced))


@lowers(TABLE, tflite.GatherOp)
def gather(b: Builder, op: tflite.GatherOp) -> SSAValue:
    gathered = ov.GatherV8Op(op.inputs[0], op.inputs[1], b.i64(op.axis), batch_dims=op.batch_dims)
    return finish(b, op, b.add(gathered))


@lowers(TABLE, tflite.ShapeOp)
def shape(b: Builder, op: tflite.ShapeOp) -> SSAValue:
    return b.add(ov.ShapeOfV3Op(op.inputs[0], output_type=element_of(op.outputs[0].type)))


@lowers(TABLE, tflite.TileOp)
def tile(b: Builder, op: tflite.TileOp) -> SSAValue:
    repeats = b.add(ov.ConvertV0Op(op.inputs[1], destination_type=element_of(b.i64(0).type)))
    return finish(b, op, b.add(ov.TileV0Op(op.inputs[0], repeats)))


@lowers(TABLE, tflite.BroadcastToOp)
def broadcast_to(b: Builder, op: tflite.BroadcastToOp) -> SSAValue:
    target = b.i64(static_shape(op, op.outputs[0], "output"))
    return finish(b, op, b.add(ov.BroadcastV3Op(op.inputs[0], target)))


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
