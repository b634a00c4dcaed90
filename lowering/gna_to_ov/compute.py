"""Convolution and pooling as their NCHW opset ops between transposes, affine as MatMul + Add,
diagonal as Multiply + Add, eltwise as Add / Subtract / Multiply."""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import RewritePattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.gna_to_ov.common import Lowering, reshaped, transposed
from ovopt.lowering.pattern_pass import PatternPass

FROM_CHANNELS_LAST = {3: [0, 2, 1], 4: [0, 3, 1, 2]}
TO_CHANNELS_LAST = {3: [0, 2, 1], 4: [0, 2, 3, 1]}


def ints(op, name: str) -> list[int]:
    return list(getattr(op, name).get_values())


def window(op: gna.WindowOp) -> dict[str, list[int]]:
    return {name: ints(op, name) for name in ("strides", "pads_begin", "pads_end")}


def convolution(op: gna.ConvolutionOp, b: Builder) -> list[SSAValue]:
    return [convolved(op, b, op.data, op.filters, op.bias)]


def convolved(op: gna.ConvolutionOp, b: Builder, data: SSAValue, filters: SSAValue, bias: SSAValue | None) -> SSAValue:
    """The NCHW Convolution (and bias) of channels-last `data` between transposes."""
    rank = data.type.get_num_dims()
    data = transposed(b, data, FROM_CHANNELS_LAST[rank])
    filters = transposed(b, filters, FROM_CHANNELS_LAST[rank])
    out = b.add(ov.ConvolutionV1Op(data, filters, dilations=ints(op, "dilations"), **window(op)))
    if bias is not None:
        channels = bias.type.get_shape()[0]
        out = b.add(ov.AddV1Op(out, reshaped(b, bias, [1, channels] + [1] * (rank - 2))))
    return transposed(b, out, TO_CHANNELS_LAST[rank])


def pool(op: gna.PoolOp, b: Builder) -> list[SSAValue]:
    rank = op.data.type.get_num_dims()
    data = transposed(b, op.data, FROM_CHANNELS_LAST[rank])
    common = {"kernel": ints(op, "kernel"), "rounding_type": op.rounding_type.data, **window(op)}
    if isinstance(op, gna.MaxPoolOp):
        out = b.add(ov.MaxPoolV8Op(data, dilations=[1] * (rank - 2), **common))
    else:
        out = b.add(ov.AvgPoolV1Op(data, exclude_pad=op.exclude_pad.value.data, **common))
    return [transposed(b, out, TO_CHANNELS_LAST[rank])]


def affine(op: gna.AffineOp, b: Builder) -> list[SSAValue]:
    out = b.add(ov.MatMulV0Op(op.weights, op.data))  # [O, K] x [K, N]: frames stay columns
    if op.bias is not None:
        out = b.add(ov.AddV1Op(out, reshaped(b, op.bias, [op.bias.type.get_shape()[0], 1])))
    return [out]


def diagonal(op: gna.DiagonalOp, b: Builder) -> list[SSAValue]:
    return [b.add(ov.AddV1Op(b.add(ov.MultiplyV1Op(op.data, op.weights)), op.bias))]


ELTWISE = {"sum": ov.AddV1Op, "sub": ov.SubtractV1Op, "prod": ov.MultiplyV1Op}


def eltwise(op: gna.EltwiseOp, b: Builder) -> list[SSAValue]:
    return [b.add(ELTWISE[op.operation.data](op.lhs, op.rhs))]


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        Lowering(convolution, gna.ConvolutionOp, integers=False),
        Lowering(pool, gna.MaxPoolOp, gna.AvgPoolOp),
        Lowering(affine, gna.AffineOp, integers=False),
        Lowering(diagonal, gna.DiagonalOp, integers=False),
        Lowering(eltwise, gna.EltwiseOp),
    ]
