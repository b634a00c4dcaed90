"""QuantizeLinear and DequantizeLinear as element-wise arithmetic, as ONNX's reference computes
them.

Dequantize: y = (float32(x) - float32(zero_point)) * scale, in the output type (the scale's,
or output_dtype). Quantize: x / scale rounded half to even, plus the zero point, clamped to
the output type's range; to float8 it is clamped to the largest finite value when `saturate`
(float8 zero points are zero, float4 ones are added). Scale and zero point are per tensor (a
scalar or [1]), per axis (1-D along `axis`) or per block (`block_size` elements along `axis`
share one).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import Float8E4M3FNType, Float8E5M2Type, IntegerType, f32, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, converted, known_rank, lowering_error, required_static_shape
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, normalize_axis, shape_of

# float8 types -> their largest finite value, where `saturate` clamps
FLOAT8_LIMITS = {
    Float8E4M3FNType(): float(ml_dtypes.finfo(ml_dtypes.float8_e4m3fn).max),
    Float8E5M2Type(): float(ml_dtypes.finfo(ml_dtypes.float8_e5m2).max),
}


def broadcastable(b: Builder, op: onnx.OnnxOp, value: SSAValue, x: SSAValue) -> SSAValue:
    """A scale or zero point shaped to broadcast against x, per tensor, axis or block."""
    shape = shape_of(value.type)
    if shape == []:
        return value
    if shape == [1]:
        return b.add(ov.ReshapeV1Op(value, b.i64([]), special_zero=False))
    rank = known_rank(x, op, f"{op.ONNX_TYPE} per axis")
    axis = normalize_axis(op.axis, rank)
    block = op.block_size or 0
    if not block:
        if shape is not None and len(shape) != 1:
            raise lowering_error(
                op, f"a per-axis scale or zero point must be 1-D, got {value.type}; give block_size for blocks"
            )
        return b.add(ov.ReshapeV1Op(value, b.i64([1] * axis + [-1] + [1] * (rank - axis - 1)), special_zero=False))
    length = required_static_shape(x, op, f"{op.ONNX_TYPE} per block")[axis]
    repeated = np.arange(length, dtype=np.int64) // block  # element i takes block i // block_size
    return b.add(ov.GatherV8Op(value, b.i64(repeated), b.i64(axis)))


def openvino_type(op: onnx.OnnxOp, code: int | None, fallback: Attribute) -> Attribute:
    """The element type of ONNX type `code` (0 or None: `fallback`); an error if OpenVINO lacks it."""
    kind = elements.from_onnx_code(code) if code else elements.kind_of(fallback)
    if kind is None or kind.ov is None:
        raise lowering_error(op, f"OpenVINO has no element type {kind.onnx if kind else code or fallback}")
    return kind.mlir


class DequantizeLinearToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.DequantizeLinearOp, rewriter: PatternRewriter) -> None:
        x_element = openvino_type(op, None, element_of(op.x.type))
        output = openvino_type(op, op.output_dtype, element_of(op.x_scale.type))
        b = Builder(op)
        x = converted(b, op.x, f32)
        if op.x_zero_point is not None and isinstance(x_element, IntegerType):  # float zero points are 0
            x = b.add(ov.SubtractV1Op(x, converted(b, broadcastable(b, op, op.x_zero_point, op.x), f32)))
        y = b.add(ov.MultiplyV1Op(x, converted(b, broadcastable(b, op, op.x_scale, op.x), f32)))
        b.replace(rewriter, [converted(b, y, output)])


class QuantizeLinearToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.QuantizeLinearOp, rewriter: PatternRewriter) -> None:
        zero_point = op.y_zero_point
        if zero_point is not None:
            output = openvino_type(op, None, element_of(zero_point.type))
        else:
            output = openvino_type(op, op.output_dtype or 2, f32)  # 2: uint8
        b = Builder(op)
        scale = broadcastable(b, op, op.y_scale, op.x)
        precision = op.precision
        if precision:
            compute = openvino_type(op, precision, f32)
        else:
            compute = element_of(op.x.type) if elements.is_floating(element_of(op.x.type)) else element_of(scale.type)
        scaled = b.add(ov.DivideV1Op(converted(b, op.x, compute), converted(b, scale, compute)))
        if isinstance(output, IntegerType):
            y = b.add(ov.ConvertV0Op(b.add(ov.RoundV5Op(scaled, mode="half_to_even")), destination_type=i32))
            if zero_point is not None:
                y = b.add(ov.AddV1Op(y, converted(b, broadcastable(b, op, zero_point, op.x), i32)))
            limits = ml_dtypes.iinfo(elements.numpy_dtype(output))
            y = b.add(ov.ClampV0Op(y, min=float(limits.min), max=float(limits.max)))
        elif output in FLOAT8_LIMITS:
            limit = FLOAT8_LIMITS[output]
            y = b.add(ov.ClampV0Op(scaled, min=-limit, max=limit)) if op.saturate in (None, 1) else scaled
        else:  # float4: its zero point is added, and the conversion saturates
            y = scaled
            if zero_point is not None:
                y = b.add(ov.AddV1Op(y, converted(b, broadcastable(b, op, zero_point, op.x), compute)))
        b.replace(rewriter, [b.add(ov.ConvertV0Op(y, destination_type=output))])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [DequantizeLinearToOv(), QuantizeLinearToOv()]
