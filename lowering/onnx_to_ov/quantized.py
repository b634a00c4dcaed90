"""Quantized arithmetic: ConvInteger and MatMulInteger, QLinearConv and QLinearMatMul, and
DynamicQuantizeLinear, lowered as ovc lowers them.

The integer product is the inputs converted to i32 less their zero points, then an i32
Convolution or MatMul, as ovc emits it. OpenVINO's CPU plugin runs an i32 Convolution or MatMul
in f32, which is exact while every partial sum stays below 2^24 in magnitude (u8 x i8 products
over up to ~500 terms at full range); an f32 product would be no better, and another device
may run the i32 op as written.

A QLinear node requantizes that accumulator as the ONNX spec and onnxruntime do: in f32 times
x_scale * w_scale / y_scale, rounded half to even, plus the output zero point, clamped to the
output type. Zero points and scales are per tensor (a scalar or one element), or per output
channel for the weights (per row of `a`, per column of `b` for MatMul).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import IntegerType, f32, i32
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, converted, lowering_error
from ovopt.lowering.onnx_to_ov.conv import channel_bias, convolution
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of

UINT8_RANGE = (0.0, 255.0)


def is_one_element(shape: list[int | None]) -> bool:
    return all(d == 1 for d in shape)


def per_tensor(op: onnx.OnnxOp, value: SSAValue, what: str) -> SSAValue:
    """A scale or zero point the spec makes a scalar (one element of any rank is taken too)."""
    shape = shape_of(value.type)
    if shape is None or not is_one_element(shape):
        raise lowering_error(op, f"{what} must be a scalar (per tensor), got {value.type}")
    return value


def per_channel(b: Builder, op: onnx.OnnxOp, value: SSAValue, what: str, trailing: int) -> SSAValue:
    """A scalar or 1-D scale or zero point; 1-D it runs along the axis followed by `trailing`
    axes (output channels of the weights or the output), so it is reshaped to [C, 1, ...]."""
    shape = shape_of(value.type)
    if shape is None or len(shape) > 1:
        raise lowering_error(op, f"{what} must be a scalar or 1-D (per output channel), got {value.type}")
    if is_one_element(shape):
        return value
    return b.add(ov.ReshapeV1Op(value, b.i64([-1] + [1] * trailing), special_zero=False))


def per_row_or_column(b: Builder, op: onnx.OnnxOp, value: SSAValue, what: str, row: bool) -> SSAValue:
    """A MatMul scale or zero point: a scalar, a vector (along the rows of `a` [M], the columns
    of `b` [N]) or N-D ([..., M, 1] or [..., 1, N]), shaped to broadcast against the product."""
    shape = shape_of(value.type)
    if shape is None:
        raise lowering_error(
            op, f"{what} needs a known rank to tell per tensor from per {'row' if row else 'column'}, got {value.type}"
        )
    if row and len(shape) == 1 and not is_one_element(shape):
        return b.add(ov.ReshapeV1Op(value, b.i64([-1, 1]), special_zero=False))
    return value


def less_zero_point(b: Builder, x: SSAValue, zero_point: SSAValue | None) -> SSAValue:
    """x - zero_point in i32 (x alone when there is no zero point)."""
    x = converted(b, x, i32)
    return x if zero_point is None else b.add(ov.SubtractV1Op(x, converted(b, zero_point, i32)))


def integer_type(op: onnx.OnnxOp, value: SSAValue) -> IntegerType:
    element = element_of(value.type)
    if not isinstance(element, IntegerType):
        raise lowering_error(op, f"only int8 and uint8 lower, not {elements.kind_of(element).onnx}")
    return element


def requantized(b: Builder, accumulator: SSAValue, scale: SSAValue, zero_point: SSAValue) -> SSAValue:
    """The i32 accumulator in f32 times `scale`, rounded half to even, plus zero_point, clamped
    to the zero point's integer type and converted to it."""
    output = element_of(zero_point.type)
    limits = ml_dtypes.iinfo(elements.numpy_dtype(output))
    y = b.add(ov.MultiplyV1Op(converted(b, accumulator, f32), scale))
    y = b.add(ov.RoundV5Op(y, mode="half_to_even"))
    y = b.add(ov.AddV1Op(y, converted(b, zero_point, f32)))
    y = b.add(ov.ClampV0Op(y, min=float(limits.min), max=float(limits.max)))
    return b.add(ov.ConvertV0Op(y, destination_type=output))


def output_scale(b: Builder, x_scale: SSAValue, w_scale: SSAValue, y_scale: SSAValue) -> SSAValue:
    """x_scale * w_scale / y_scale in f32, the factor from the accumulator to the output."""
    product = b.add(ov.MultiplyV1Op(converted(b, x_scale, f32), converted(b, w_scale, f32)))
    return b.add(ov.DivideV1Op(product, converted(b, y_scale, f32)))


def weight_trailing_axes(op: onnx.OnnxOp, w: SSAValue) -> int:
    shape = shape_of(w.type)
    if shape is None:
        raise lowering_error(op, f"the weights need a known rank, got {w.type}")
    return len(shape) - 1


class ConvIntegerToConvolution(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConvIntegerOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        x_zero_point, w_zero_point = op.x_zero_point, op.w_zero_point
        if x_zero_point is not None:
            x_zero_point = per_tensor(op, x_zero_point, "x_zero_point")
        if w_zero_point is not None:
            w_zero_point = per_channel(b, op, w_zero_point, "w_zero_point", weight_trailing_axes(op, op.w))
        x = less_zero_point(b, op.x, x_zero_point)
        w = less_zero_point(b, op.w, w_zero_point)
        b.replace(rewriter, [convolution(b, op, x, w)])


class QLinearConvToConvolution(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.QLinearConvOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        trailing = weight_trailing_axes(op, op.w)
        x = less_zero_point(b, op.x, per_tensor(op, op.x_zero_point, "x_zero_point"))
        w = less_zero_point(b, op.w, per_channel(b, op, op.w_zero_point, "w_zero_point", trailing))
        accumulator = convolution(b, op, x, w)
        if op.B is not None:
            accumulator = channel_bias(b, accumulator, op.B)
        w_scale = per_channel(b, op, op.w_scale, "w_scale", trailing - 1)  # along the output's channels
        scale = output_scale(b, per_tensor(op, op.x_scale, "x_scale"), w_scale, per_tensor(op, op.y_scale, "y_scale"))
        y_zero_point = per_tensor(op, op.y_zero_point, "y_zero_point")
        b.replace(rewriter, [requantized(b, accumulator, scale, y_zero_point)])


def integer_matmul(
    b: Builder, op: onnx.OnnxOp, a: SSAValue, a_zero_point: SSAValue | None, w: SSAValue, w_zero_point: SSAValue | None
) -> SSAValue:
    """(a - a_zero_point) @ (w - w_zero_point) in i32, the zero points per row of a, column of w."""
    for value in (a, w):
        integer_type(op, value)
    if a_zero_point is not None:
        a_zero_point = per_row_or_column(b, op, a_zero_point, "a_zero_point", row=True)
    if w_zero_point is not None:
        w_zero_point = per_row_or_column(b, op, w_zero_point, "b_zero_point", row=False)
    return b.add(ov.MatMulV0Op(less_zero_point(b, a, a_zero_point), less_zero_point(b, w, w_zero_point)))


class MatMulIntegerToMatMul(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.MatMulIntegerOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.replace(rewriter, [integer_matmul(b, op, op.A, op.a_zero_point, op.B, op.b_zero_point)])


class QLinearMatMulToMatMul(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.QLinearMatMulOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        integer_type(op, op.y_zero_point)
        accumulator = integer_matmul(b, op, op.a, op.a_zero_point, op.b, op.b_zero_point)
        scale = output_scale(
            b,
            per_row_or_column(b, op, op.a_scale, "a_scale", row=True),
            per_row_or_column(b, op, op.b_scale, "b_scale", row=False),
            per_tensor(op, op.y_scale, "y_scale"),
        )
        y_zero_point = per_tensor(op, op.y_zero_point, "y_zero_point")
        b.replace(rewriter, [requantized(b, accumulator, scale, y_zero_point)])


class DynamicQuantizeLinearToOv(RewritePattern):
    """u8 quantization by the range of x widened to include 0, as ONNX's reference computes it:
    scale = range / 255 (1 / 255 when x is all zeros), zero point = round(clamp(-min / scale)),
    y = clamp(round(x / scale) + zero point)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.DynamicQuantizeLinearOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        low, high = UINT8_RANGE
        flat = b.add(ov.ReshapeV1Op(op.x, b.i64([-1]), special_zero=False))
        zero = b.constant(np.float32(0))
        top = b.add(ov.MaximumV1Op(b.add(ov.ReduceMaxV1Op(flat, b.i64([0]))), zero))
        bottom = b.add(ov.MinimumV1Op(b.add(ov.ReduceMinV1Op(flat, b.i64([0]))), zero))
        spread = b.add(ov.SubtractV1Op(top, bottom))
        spread = b.add(ov.SelectV1Op(b.add(ov.EqualV1Op(spread, zero)), b.constant(np.float32(1)), spread))
        scale = b.add(ov.DivideV1Op(spread, b.constant(np.float32(high - low))))
        shift = b.add(ov.DivideV1Op(b.add(ov.NegativeV0Op(bottom)), scale))
        zero_point = b.add(ov.RoundV5Op(b.add(ov.ClampV0Op(shift, min=low, max=high)), mode="half_to_even"))
        y = b.add(ov.RoundV5Op(b.add(ov.DivideV1Op(op.x, scale)), mode="half_to_even"))
        y = b.add(ov.ClampV0Op(b.add(ov.AddV1Op(y, zero_point)), min=low, max=high))
        u8 = elements.element_type_of(np.uint8)
        results = [b.add(ov.ConvertV0Op(y, destination_type=u8)), scale]
        b.replace(rewriter, [*results, b.add(ov.ConvertV0Op(zero_point, destination_type=u8))])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        ConvIntegerToConvolution(),
        QLinearConvToConvolution(),
        MatMulIntegerToMatMul(),
        QLinearMatMulToMatMul(),
        DynamicQuantizeLinearToOv(),
    ]
