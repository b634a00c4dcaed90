"""The quantised gna ops in the opset, computing GNA's integers in f32 (gna-emulate with
`precision`): every value holds whole numbers, weights and biases are their integer
constants converted to f32, sums are clamped to int32 and activations to int16 (int8), the
PWL is GNA's fixed-point table (the segment whose x_base is the last at or below x, y_base
below the first, ((x - x_base) * slope) >> shift by a floor).

f32 rather than OpenVINO's integer types: the CPU plugin computes i32 and i64 MatMul and
ReduceSum through f32 and clamps near 2^31, so integer types are no more exact and saturate
differently. f32 holds every integer below 2^24 exactly: while a layer's sums stay there the
emulation is the reference's integers (dialects/gna_reference.py); beyond it a sum is off by
its f32 rounding (2^-24 relative), and an activation reading it by at most one output unit
where the rounding crosses a floor (docs/gna.md, "Emulation in integers")."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import f32, i32
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import RewritePattern

from ovopt.dialects import gna, ov
from ovopt.dialects.gna.fixed_point import INT8, INT16, INT32, XBASE_MASK
from ovopt.lowering.builder import Builder
from ovopt.lowering.gna_to_ov.common import Lowering, reshaped, transposed
from ovopt.lowering.gna_to_ov.compute import FROM_CHANNELS_LAST, TO_CHANNELS_LAST, convolved, ints, window
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import element_of


def floats(b: Builder, value: SSAValue) -> SSAValue:
    """`value` (integer constants, or data already in f32) in f32."""
    return value if element_of(value.type) == f32 else b.add(ov.ConvertV0Op(value, destination_type=f32))


def clamped(b: Builder, value: SSAValue, bounds: tuple[int, int]) -> SSAValue:
    return b.add(ov.ClampV0Op(value, min=float(bounds[0]), max=float(bounds[1])))


def affine(op: gna.AffineOp, b: Builder) -> list[SSAValue]:
    """Row sums (times each row's multiplier, for int8 weights) plus the bias, saturated."""
    out = b.add(ov.MatMulV0Op(floats(b, op.weights), op.data))
    rows = op.output.type.get_shape()[0]
    if op.multipliers is not None:
        out = b.add(ov.MultiplyV1Op(out, reshaped(b, floats(b, op.multipliers), [rows, 1])))
    if op.bias is not None:
        out = b.add(ov.AddV1Op(out, reshaped(b, floats(b, op.bias), [rows, 1])))
    return [clamped(b, out, INT32)]


def diagonal(op: gna.DiagonalOp, b: Builder) -> list[SSAValue]:
    """data * weights + bias, saturated (weights or bias may be the other input's values)."""
    product = b.add(ov.MultiplyV1Op(op.data, floats(b, op.weights)))
    return [clamped(b, b.add(ov.AddV1Op(product, floats(b, op.bias))), INT32)]


def convolution(op: gna.ConvolutionOp, b: Builder) -> list[SSAValue]:
    bias = None if op.bias is None else floats(b, op.bias)
    return [clamped(b, convolved(op, b, op.data, floats(b, op.filters), bias), INT32)]


def sum_pool(op: gna.SumPoolOp, b: Builder) -> list[SSAValue]:
    """Window sums: the mean over the whole window (padding counted) times its size, rounded
    back to the whole number it is (f32 division may leave it a unit in the last place off)."""
    rank = op.data.type.get_num_dims()
    kernel = ints(op, "kernel")
    data = transposed(b, op.data, FROM_CHANNELS_LAST[rank])
    common = {"kernel": kernel, "rounding_type": op.rounding_type.data, **window(op)}
    means = b.add(ov.AvgPoolV1Op(data, exclude_pad=False, **common))
    sums = b.add(ov.MultiplyV1Op(means, b.constant(np.full(1, float(np.prod(kernel)), np.float32))))
    sums = b.add(ov.RoundV5Op(sums, mode="half_away_from_zero"))
    return [clamped(b, transposed(b, sums, TO_CHANNELS_LAST[rank]), INT32)]


def pwl(op: gna.PwlOp, b: Builder) -> list[SSAValue]:
    """GNA's table on the int32 sums (fixed_point.apply_pwl): segment k is the number of
    x_base beyond the first at or below x; y = floor((x - start_k) * slope_k / 2^shift_k) +
    y_base_k, y_base_0 at or below the first start, saturated to int16 (int8)."""
    x = op.data
    bases = np.asarray(op.x_base.get_values(), np.int64)
    starts = (bases & XBASE_MASK).astype(np.float32)
    steps = (np.asarray(op.fixed_slope.get_values(), np.float64) / 2.0 ** (((bases & 3) + 1) * 8)).astype(np.float32)
    y_base = np.asarray(op.y_base.get_values(), np.float32)
    bounds = INT8 if op.low_precision.value.data else INT16
    below = b.add(ov.LessEqualV1Op(x, b.constant(starts[:1])))
    if len(starts) == 1:
        start, step, base = (b.constant(table) for table in (starts, steps, y_base))
    else:
        rank = x.type.get_num_dims()
        column = b.add(ov.UnsqueezeV0Op(x, b.i64([rank])))
        above = b.add(ov.GreaterEqualV1Op(column, b.constant(starts[1:])))
        segment = b.add(ov.ReduceSumV1Op(b.add(ov.ConvertV0Op(above, destination_type=i32)), b.i64([rank])))
        axis = b.i64(0)
        start, step, base = (
            b.add(ov.GatherV8Op(b.constant(table), segment, axis)) for table in (starts, steps, y_base)
        )
    line = b.add(ov.MultiplyV1Op(b.add(ov.SubtractV1Op(x, start)), step))
    y = b.add(ov.AddV1Op(b.add(ov.FloorV0Op(line)), base))
    y = b.add(ov.SelectV1Op(below, b.constant(y_base[:1]), y))
    return [clamped(b, y, bounds)]


def quantize(op: gna.QuantizeOp, b: Builder) -> list[SSAValue]:
    """round(x * scale) half away from zero, saturated: how the plugin writes inputs for GNA."""
    scaled = b.add(ov.MultiplyV1Op(op.data, b.constant(np.full(1, op.scale.value.data, np.float32))))
    rounded = b.add(ov.RoundV5Op(scaled, mode="half_away_from_zero"))
    return [clamped(b, rounded, INT8 if op.low_precision.value.data else INT16)]


def dequantize(op: gna.DequantizeOp, b: Builder) -> list[SSAValue]:
    return [b.add(ov.DivideV1Op(op.data, b.constant(np.full(1, op.scale.value.data, np.float32))))]


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        Lowering(affine, gna.AffineOp, integers=True),
        Lowering(diagonal, gna.DiagonalOp, integers=True),
        Lowering(convolution, gna.ConvolutionOp, integers=True),
        Lowering(sum_pool, gna.SumPoolOp),
        Lowering(pwl, gna.PwlOp, integers=True),
        Lowering(quantize, gna.QuantizeOp),
        Lowering(dequantize, gna.DequantizeOp),
    ]
