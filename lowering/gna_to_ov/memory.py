"""Copy, identity and layout casts vanish (a cast that changes the shape is a Reshape); crop
is a Slice, concat a Concat, split a VariadicSplit, the 2-D transpose a Transpose."""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import RewritePattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.gna_to_ov.common import Lowering, physical, reshaped, transposed
from ovopt.lowering.pattern_pass import PatternPass


def same_values(op: gna.CopyOp | gna.IdentityOp, b: Builder) -> list[SSAValue]:
    return [op.data]


def layout_cast(op: gna.LayoutCastOp, b: Builder) -> list[SSAValue]:
    return [reshaped(b, op.input, physical(op.output.type).get_shape())]


def crop(op: gna.CropOp, b: Builder) -> list[SSAValue]:
    offsets, sizes = list(op.offsets.get_values()), list(op.sizes.get_values())
    stops = [o + s for o, s in zip(offsets, sizes)]
    return [b.add(ov.SliceV8Op(op.data, b.i64(offsets), b.i64(stops), b.i64([1] * len(offsets))))]


def concat(op: gna.ConcatOp, b: Builder) -> list[SSAValue]:
    return [b.add(ov.ConcatV0Op(list(op.inputs), axis=op.axis.value.data))]


def split(op: gna.SplitOp, b: Builder) -> list[SSAValue]:
    parts = ov.VariadicSplitV1Op(op.data, b.i64(op.axis.value.data), b.i64(list(op.sizes.get_values())))
    b.add(parts)
    return list(parts.outputs)


def transpose(op: gna.TransposeOp, b: Builder) -> list[SSAValue]:
    return [transposed(b, op.data, [1, 0])]


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        Lowering(same_values, gna.CopyOp, gna.IdentityOp),
        Lowering(layout_cast, gna.LayoutCastOp),
        Lowering(crop, gna.CropOp),
        Lowering(concat, gna.ConcatOp),
        Lowering(split, gna.SplitOp),
        Lowering(transpose, gna.TransposeOp),
    ]
