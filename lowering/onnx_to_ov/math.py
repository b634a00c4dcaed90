"""Element-wise mathematics: trigonometry, Sign, Round, Reciprocal, IsNaN, IsInf, Mod, bit
operations and Clip."""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, known_input, lowering_error
from ovopt.lowering.onnx_to_ov.elementwise import BinaryToOv, UnaryToOv
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of

UNARY = {
    onnx.SinOp: ov.SinV0Op,
    onnx.CosOp: ov.CosV0Op,
    onnx.TanOp: ov.TanV0Op,
    onnx.AsinOp: ov.AsinV0Op,
    onnx.AcosOp: ov.AcosV0Op,
    onnx.AtanOp: ov.AtanV0Op,
    onnx.SinhOp: ov.SinhV0Op,
    onnx.CoshOp: ov.CoshV0Op,
    onnx.AsinhOp: ov.AsinhV3Op,
    onnx.AcoshOp: ov.AcoshV3Op,
    onnx.AtanhOp: ov.AtanhV3Op,
    onnx.SignOp: ov.SignV0Op,
    onnx.RoundOp: ov.RoundV5Op,  # half_to_even, as ONNX rounds
    onnx.IsNaNOp: ov.IsNaNV10Op,
    onnx.BitwiseNotOp: ov.BitwiseNotV13Op,
}

BITWISE = {
    onnx.BitwiseAndOp: ov.BitwiseAndV13Op,
    onnx.BitwiseOrOp: ov.BitwiseOrV13Op,
    onnx.BitwiseXorOp: ov.BitwiseXorV13Op,
}


class ReciprocalToDivide(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ReciprocalOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.DivideV1Op(b.constant_like(1, op.X), op.X))
        b.replace(rewriter)


class IsInfToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.IsInfOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.IsInfV10Op(op.X, detect_negative=bool(op.detect_negative), detect_positive=bool(op.detect_positive)))
        b.replace(rewriter)


class ModToOv(RewritePattern):
    """fmod=0 takes the divisor's sign, as Python's % does: FloorMod. fmod=1 takes the
    dividend's, as C's fmod does: Mod. For a finite float modulo an infinity both give NaN,
    where ONNX gives the dividend (or the divisor, for fmod=0 when the signs differ): unless
    the divisor is a finite constant, a Select puts those in."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ModOp, rewriter: PatternRewriter) -> None:
        a, divisor = op.A, op.B
        fmod = bool(op.fmod)
        b = Builder(op)
        y = b.add((ov.ModV1Op if fmod else ov.FloorModV1Op)(a, divisor))
        known = known_input(divisor)
        if elements.is_floating(element_of(a.type)) and (known is None or not np.isfinite(known).all()):
            by_infinity = b.add(ov.LogicalAndV1Op(b.add(ov.IsInfV10Op(divisor)), b.add(ov.IsFiniteV10Op(a))))
            y = b.add(ov.SelectV1Op(by_infinity, remainder_by_infinity(b, fmod, a, divisor), y))
        b.replace(rewriter, [y])


def remainder_by_infinity(b: Builder, fmod: bool, a: SSAValue, divisor: SSAValue) -> SSAValue:
    """Finite a modulo an infinite divisor: a itself, or the divisor for Python's % when the
    signs differ (-3 % inf is inf)."""
    if fmod:
        return a
    signs_differ = b.add(ov.LessV1Op(b.add(ov.MultiplyV1Op(a, divisor)), b.constant_like(0, a)))
    return b.add(ov.SelectV1Op(signs_differ, divisor, a))


class BitShiftToOv(RewritePattern):
    """A shift by a count below 0 or from the bit width on (which OpenVINO, as C, leaves
    undefined) gives what the sign fill alone gives, as BitShift-28 defines: -1 for a right
    shift of a negative signed integer, 0 otherwise. A guard selects it unless the counts are
    constants in range."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.BitShiftOp, rewriter: PatternRewriter) -> None:
        direction = op.direction
        targets = {"LEFT": ov.BitwiseLeftShiftV15Op, "RIGHT": ov.BitwiseRightShiftV15Op}
        if direction not in targets:
            raise lowering_error(op, f"direction must be LEFT or RIGHT, not '{direction}'")
        x, count = op.X, op.Y
        dtype = elements.numpy_dtype(element_of(x.type))
        bits, signed = dtype.itemsize * 8, dtype.kind == "i"
        b = Builder(op)
        shifted = b.add(targets[direction](x, count))
        known = known_input(count)
        if known is not None and ((known >= 0) & (known < bits)).all():
            b.replace(rewriter, [shifted])
            return
        outside = b.add(ov.GreaterEqualV1Op(count, b.constant_like(bits, count)))
        if signed:
            outside = b.add(ov.LogicalOrV1Op(b.add(ov.LessV1Op(count, b.constant_like(0, count))), outside))
        if direction == "RIGHT" and signed:
            fill = b.add(ov.BitwiseRightShiftV15Op(x, b.constant_like(bits - 1, count)))
        else:
            fill = b.constant_like(0, x)
        b.add(ov.SelectV1Op(outside, fill, shifted))
        b.replace(rewriter)


def clamp_bounds(low: float | None, high: float | None, element) -> tuple[float, float] | None:
    """(min, max) for Clamp-1, whose bounds are doubles and must be ordered; None if Clamp cannot
    hold these bounds exactly (one is missing or computed, or an integer beyond 2**53)."""
    if low is None or high is None or not low <= high:
        return None
    if not elements.is_floating(element) and (float(low) != low or float(high) != high):
        return None
    return float(low), float(high)


class ClipToClamp(RewritePattern):
    """Clip with both bounds known is Clamp; otherwise (and when min > max, where ONNX gives max
    everywhere) it is Maximum with min, then Minimum with max. Clip-1 and -6 take the bounds
    as attributes, Clip-11 on as optional inputs."""

    op_types = (onnx.ClipV6Op, onnx.ClipOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if isinstance(op, onnx.ClipV6Op):
            given = known = (op.min, op.max)
        elif isinstance(op, onnx.ClipOp):
            given = (op.min, op.max)
            known = tuple(None if value is None else self._scalar(known_input(value)) for value in given)
        else:
            return
        b = Builder(op)
        x = op.input
        bounds = clamp_bounds(*known, element_of(x.type))
        if bounds is not None:
            low, high = bounds
            b.add(ov.ClampV0Op(x, min=low, max=high))
            b.replace(rewriter)
            return
        y = x
        for bound, target in zip(given, (ov.MaximumV1Op, ov.MinimumV1Op)):
            if bound is not None:
                y = b.add(target(y, bound if isinstance(bound, SSAValue) else b.constant_like(bound, x)))
        b.replace(rewriter, [y])

    @staticmethod
    def _scalar(value: np.ndarray | None) -> float | None:
        return None if value is None or value.size != 1 else value.reshape(()).item()


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        UnaryToOv(UNARY),
        BinaryToOv(BITWISE),
        ReciprocalToDivide(),
        IsInfToOv(),
        ModToOv(),
        BitShiftToOv(),
        ClipToClamp(),
    ]
