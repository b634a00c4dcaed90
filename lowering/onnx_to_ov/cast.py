"""Cast and CastLike: Convert-1 and ConvertLike-1.

Both truncate floats toward zero on the way to integers, as onnxruntime does. They differ on
the small float types, where a cast from a float gets a few ops around the Convert:

- float8e4m3fn, float8e5m2: ONNX saturates by default (`saturate=1`: values beyond the largest
  finite float8, infinities included, become that value); OpenVINO overflows to inf or NaN.
  So a saturating cast clamps first, keeping NaN.
- float4e2m1 has no NaN: OpenVINO makes NaN 6, ONNX's reference -0.
- float8e8m0 (powers of two): OpenVINO rounds to the nearest, ties to an even exponent; ONNX
  rounds up by default (`round_mode`), down, or to the nearest with ties up. OpenVINO's power
  of two is doubled or halved to the one asked for. Both saturate; ONNX's non-saturating
  special cases are not modelled.
"""

from __future__ import annotations

import ml_dtypes
from onnx import TensorProto
from xdsl.ir import Attribute, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of

# The float8 types OpenVINO has, whose casts ONNX saturates unless told not to.
SATURATING = ("f8e4m3", "f8e5m2")


def destination_type(op: onnx.CastOp) -> Attribute:
    """Cast's `to` as an element type: a TensorProto.DataType code, or its name before opset 6."""
    to = op.to
    code = TensorProto.DataType.Value(to) if isinstance(to, str) else to
    kind = elements.from_onnx_code(code)
    if kind is None:
        raise lowering_error(
            op, f"casting to {TensorProto.DataType.Name(code)} is not supported: OpenVINO IR has no such tensors"
        )
    return kind.mlir


def checked_destination(op: onnx.OnnxOp, element: Attribute) -> elements.ElementKind:
    kind = elements.kind_of(element)
    if kind is None or kind.ov is None:
        name = kind.onnx if kind is not None else str(element)
        raise lowering_error(
            op, f"OpenVINO has no element type {name} to cast to; cast to a type it has (float16, float8e4m3fn, ...)"
        )
    return kind


def convert(b: Builder, op: onnx.OnnxOp, x: SSAValue, element: Attribute) -> SSAValue:
    """Convert for Cast, ConvertLike (to the second input's type) for CastLike."""
    if isinstance(op, onnx.CastLikeOp):
        return b.add(ov.ConvertLikeV1Op(x, op.target_type))
    return b.add(ov.ConvertV0Op(x, destination_type=element))


def prepared(b: Builder, op: onnx.OnnxOp, x: SSAValue, destination: elements.ElementKind) -> SSAValue:
    """x made ready for OpenVINO's Convert to give ONNX's float8 and float4 values."""
    if destination.ov in SATURATING and op.saturate:
        largest = float(ml_dtypes.finfo(destination.dtype).max)
        clamped = b.add(ov.ClampV0Op(x, min=-largest, max=largest))
        return b.add(ov.SelectV1Op(b.add(ov.IsNaNV10Op(x)), x, clamped))
    if destination.ov == "f4e2m1":
        return b.add(ov.SelectV1Op(b.add(ov.IsNaNV10Op(x)), b.constant_like(-0.0, x), x))
    return x


def rounded_power_of_two(b: Builder, op: onnx.OnnxOp, x: SSAValue, nearest: SSAValue) -> SSAValue:
    """The power of two ONNX's `round_mode` gives, from OpenVINO's nearest one (whose ties go
    to an even exponent, where ONNX's go up)."""
    mode = op.round_mode
    if mode not in ("up", "down", "nearest"):
        raise lowering_error(op, f"round_mode must be up, down or nearest, not '{mode}'")
    power = b.add(ov.ConvertV0Op(nearest, destination_type=element_of(x.type)))
    two = b.constant_like(2, x)
    if mode == "up":
        short = b.add(ov.LessV1Op(power, x))
        return b.add(ov.SelectV1Op(short, b.add(ov.MultiplyV1Op(power, two)), power))
    over = b.add(ov.GreaterV1Op(power, x))
    down = b.add(ov.SelectV1Op(over, b.add(ov.DivideV1Op(power, two)), power))
    if mode == "down":
        return down
    past_halfway = b.add(ov.GreaterEqualV1Op(x, b.add(ov.MultiplyV1Op(down, b.constant_like(1.5, x)))))
    return b.add(ov.SelectV1Op(past_halfway, b.add(ov.MultiplyV1Op(down, two)), down))


class CastToConvert(RewritePattern):
    """Cast is Convert to `to`; CastLike is ConvertLike to the second input's element type.
    A cast to the type the input already has is that input."""

    op_types = (onnx.CastOp, onnx.CastLikeOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if isinstance(op, onnx.CastOp):
            element = destination_type(op)
        elif isinstance(op, onnx.CastLikeOp):
            element = element_of(op.target_type.type)
        else:
            return
        b = Builder(op)
        x = op.input
        if element == element_of(x.type):
            b.replace(rewriter, [x])
            return
        destination = checked_destination(op, element)
        if not elements.is_floating(element_of(x.type)):
            b.replace(rewriter, [convert(b, op, x, element)])
            return
        y = convert(b, op, prepared(b, op, x, destination), element)
        if destination.ov == "f8e8m0":
            y = convert(b, op, rounded_power_of_two(b, op, x, y), element)
        b.replace(rewriter, [y])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [CastToConvert()]
