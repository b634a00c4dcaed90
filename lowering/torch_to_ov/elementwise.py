"""Element-wise ATen ops, computed as torch computes them: arithmetic in the element type of the
result (torch's type promotion already chose it), comparisons in the promoted type of their
operands, Python numbers (`add.Scalar`, a wrapped `mul.Tensor(x, 2)`) as rank-0 tensors."""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects.builtin import i1
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.builder import floor_divide
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import (
    Builder,
    as_scalar_tensor,
    is_torch_scalar,
    lowering_error,
    promoted,
    ready,
    static_scalar,
)
from ovopt.support import elements
from ovopt.support.shapes import element_of

# Unary ops: the ov op of the same function, on the input in the result's element type (an
# integer input of a floating-point function is converted first, as torch does).
UNARY = {
    torch.AtenAbsOp: ov.AbsV0Op,
    torch.AtenAcosOp: ov.AcosV0Op,
    torch.AtenAcoshOp: ov.AcoshV3Op,
    torch.AtenAsinOp: ov.AsinV0Op,
    torch.AtenAsinhOp: ov.AsinhV3Op,
    torch.AtenAtanOp: ov.AtanV0Op,
    torch.AtenAtanhOp: ov.AtanhV3Op,
    torch.AtenCeilOp: ov.CeilingV0Op,
    torch.AtenCosOp: ov.CosV0Op,
    torch.AtenCoshOp: ov.CoshV0Op,
    torch.AtenErfOp: ov.ErfV0Op,
    torch.AtenExpOp: ov.ExpV0Op,
    torch.AtenFloorOp: ov.FloorV0Op,
    torch.AtenHardsigmoidOp: ov.HSigmoidV5Op,  # min(max(x + 3, 0), 6) / 6
    torch.AtenHardswishOp: ov.HSwishV4Op,  # x * min(max(x + 3, 0), 6) / 6
    torch.AtenLogOp: ov.LogV0Op,
    torch.AtenNegOp: ov.NegativeV0Op,
    torch.AtenReluOp: ov.ReluV0Op,
    torch.AtenSigmoidOp: ov.SigmoidV0Op,
    torch.AtenSiluOp: ov.SwishV4Op,  # x * sigmoid(x): Swish of beta 1
    torch.AtenSignOp: ov.SignV0Op,
    torch.AtenSinOp: ov.SinV0Op,
    torch.AtenSinhOp: ov.SinhV0Op,
    torch.AtenSqrtOp: ov.SqrtV0Op,
    torch.AtenTanOp: ov.TanV0Op,
    torch.AtenTanhOp: ov.TanhV0Op,
}

# Binary ops whose result's element type is the one they compute in.
ARITHMETIC = {
    torch.AtenAddTensorOp: ov.AddV1Op,
    torch.AtenAddScalarOp: ov.AddV1Op,
    torch.AtenSubTensorOp: ov.SubtractV1Op,
    torch.AtenSubScalarOp: ov.SubtractV1Op,
    torch.AtenMulTensorOp: ov.MultiplyV1Op,
    torch.AtenMulScalarOp: ov.MultiplyV1Op,
    torch.AtenDivTensorOp: ov.DivideV1Op,
    torch.AtenDivScalarOp: ov.DivideV1Op,
    torch.AtenPowTensorTensorOp: ov.PowerV1Op,
    torch.AtenPowTensorScalarOp: ov.PowerV1Op,
    torch.AtenPowScalarOp: ov.PowerV1Op,
    torch.AtenMaximumOp: ov.MaximumV1Op,
    torch.AtenMinimumOp: ov.MinimumV1Op,
    torch.AtenFmodTensorOp: ov.ModV1Op,  # C's fmod: the sign of the dividend
    torch.AtenFmodScalarOp: ov.ModV1Op,
    torch.AtenRemainderTensorOp: ov.FloorModV1Op,  # Python's %: the sign of the divisor
    torch.AtenRemainderScalarOp: ov.FloorModV1Op,
    torch.AtenBitwiseAndTensorOp: ov.BitwiseAndV13Op,
    torch.AtenBitwiseAndScalarOp: ov.BitwiseAndV13Op,
    torch.Aten_AndTensorOp: ov.BitwiseAndV13Op,  # `a & b`, as bitwise_and
    torch.Aten_AndScalarOp: ov.BitwiseAndV13Op,
    torch.AtenBitwiseOrTensorOp: ov.BitwiseOrV13Op,
    torch.AtenBitwiseOrScalarOp: ov.BitwiseOrV13Op,
    torch.Aten_OrTensorOp: ov.BitwiseOrV13Op,  # `a | b`, as bitwise_or
    torch.Aten_OrScalarOp: ov.BitwiseOrV13Op,
    torch.AtenBitwiseXorTensorOp: ov.BitwiseXorV13Op,
    torch.AtenBitwiseXorScalarOp: ov.BitwiseXorV13Op,
}

# Comparisons: in the promoted type of the operands, giving bool.
COMPARISONS = {
    torch.AtenEqTensorOp: ov.EqualV1Op,
    torch.AtenEqScalarOp: ov.EqualV1Op,
    torch.AtenNeTensorOp: ov.NotEqualV1Op,
    torch.AtenNeScalarOp: ov.NotEqualV1Op,
    torch.AtenLtTensorOp: ov.LessV1Op,
    torch.AtenLtScalarOp: ov.LessV1Op,
    torch.AtenLeTensorOp: ov.LessEqualV1Op,
    torch.AtenLeScalarOp: ov.LessEqualV1Op,
    torch.AtenGtTensorOp: ov.GreaterV1Op,
    torch.AtenGtScalarOp: ov.GreaterV1Op,
    torch.AtenGeTensorOp: ov.GreaterEqualV1Op,
    torch.AtenGeScalarOp: ov.GreaterEqualV1Op,
}

# Logic on the operands' truth values.
LOGICAL = {
    torch.AtenLogicalAndOp: ov.LogicalAndV1Op,
    torch.AtenLogicalOrOp: ov.LogicalOrV1Op,
    torch.AtenLogicalXorOp: ov.LogicalXorV1Op,
}


def as_element(b: Builder, value: SSAValue, element: Attribute) -> SSAValue:
    """A tensor or a scalar operand as a tensor of `element`."""
    if is_torch_scalar(value):
        return as_scalar_tensor(b, value, element)
    if element_of(value.type) == element:
        return value
    return b.add(ov.ConvertV0Op(value, destination_type=element))


def result_element(op: Operation) -> Attribute:
    return element_of(op.results[0].type)


class UnaryToOv(RewritePattern):
    op_types = tuple(UNARY)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(UNARY[type(op)](as_element(b, op.operands[0], result_element(op))))
        b.replace(rewriter)


class ArithmeticToOv(RewritePattern):
    """self (op) other, both in the result's element type; `add`/`sub` scale other by alpha;
    `pow.Scalar` has the number first."""

    op_types = tuple(ARITHMETIC)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        element = result_element(op)
        b = Builder(op)
        lhs, rhs = op.operands[0], op.operands[1]
        x, y = as_element(b, lhs, element), as_element(b, rhs, element)
        alpha = getattr(op, "alpha", None)
        if alpha is not None:
            factor = static_scalar(alpha)
            if factor is None or factor != 1:
                y = b.add(ov.MultiplyV1Op(y, as_element(b, alpha, element)))
        target = ARITHMETIC[type(op)]
        if element == i1:  # OpenVINO's arithmetic takes no booleans: torch's product is `and`, its sum `or`
            target = BOOLEAN.get(target, target)
        if target is ov.DivideV1Op:
            b.add(ov.DivideV1Op(x, y, m_pythondiv=True))
        else:
            b.add(target(x, y))
        b.replace(rewriter)


# The ov op of a binary op on booleans, where OpenVINO's refuses them.
BOOLEAN = {
    ov.BitwiseAndV13Op: ov.LogicalAndV1Op,
    ov.BitwiseOrV13Op: ov.LogicalOrV1Op,
    ov.BitwiseXorV13Op: ov.LogicalXorV1Op,
    ov.MultiplyV1Op: ov.LogicalAndV1Op,
    ov.AddV1Op: ov.LogicalOrV1Op,
}


class DivideWithRounding(RewritePattern):
    """div with a rounding mode: `trunc` as C's integer division (floats: the quotient rounded
    toward zero), `floor` as Python's (floats: Floor of the quotient), none as true division."""

    op_types = (torch.AtenDivTensorModeOp, torch.AtenDivScalarModeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        element = result_element(op)
        b = Builder(op)
        x, y = as_element(b, op.self, element), as_element(b, op.other, element)
        mode = op.rounding_mode
        if not elements.is_floating(element):
            if mode is None:
                raise lowering_error(op, "true division of integers gives floats; the result type says otherwise")
            floor_divide(b, x, y) if mode == "floor" else b.add(ov.DivideV1Op(x, y, m_pythondiv=False))
        else:
            quotient = b.add(ov.DivideV1Op(x, y, m_pythondiv=True))
            if mode == "floor":
                b.add(ov.FloorV0Op(quotient))
            elif mode == "trunc":
                magnitude = b.add(ov.FloorV0Op(b.add(ov.AbsV0Op(quotient))))
                b.add(ov.MultiplyV1Op(b.add(ov.SignV0Op(quotient)), magnitude))
        b.replace(rewriter)


class ComparisonToOv(RewritePattern):
    op_types = tuple(COMPARISONS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        b = Builder(op)
        lhs, rhs = op.operands[0], op.operands[1]
        element = promoted(lhs, rhs)
        b.add(COMPARISONS[type(op)](as_element(b, lhs, element), as_element(b, rhs, element)))
        b.replace(rewriter)


class LogicalToOv(RewritePattern):
    op_types = (*LOGICAL, torch.AtenLogicalNotOp, torch.AtenBitwiseNotOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, torch.AtenBitwiseNotOp) and result_element(op) != i1:
            b.add(ov.BitwiseNotV13Op(op.self))
        elif isinstance(op, torch.AtenLogicalNotOp | torch.AtenBitwiseNotOp):
            b.add(ov.LogicalNotV1Op(as_element(b, op.self, i1)))
        else:
            b.add(LOGICAL[type(op)](as_element(b, op.self, i1), as_element(b, op.other, i1)))
        b.replace(rewriter)


class WhereToSelect(RewritePattern):
    op_types = (torch.AtenWhereSelfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, torch.AtenWhereSelfOp) or not ready(op):
            return
        element = result_element(op)
        b = Builder(op)
        condition = as_element(b, op.condition, i1)
        b.add(ov.SelectV1Op(condition, as_element(b, op.self, element), as_element(b, op.other, element)))
        b.replace(rewriter)


class Atan2ToOv(RewritePattern):
    """atan2(y, x), which OpenVINO has no op for: Atan(y / x), plus pi toward y's side where x is
    negative; at the origin (y / x is NaN), 0 or that half turn. Signs are read from 1 / value,
    so that -0 counts as negative, as atan2 counts it (atan2(1, -0) is pi/2: Atan(-inf) + pi)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenAtan2Op, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        element = result_element(op)
        b = Builder(op)
        y, x = as_element(b, op.self, element), as_element(b, op.other, element)
        zero, one = b.constant_like(0.0, y), b.constant_like(1.0, y)
        negative_x, negative_y = (b.add(ov.LessV1Op(b.add(ov.DivideV1Op(one, v)), zero)) for v in (x, y))
        half_turn = b.add(ov.SelectV1Op(negative_y, b.constant_like(-math.pi, y), b.constant_like(math.pi, y)))
        angle = b.add(ov.AtanV0Op(b.add(ov.DivideV1Op(y, x))))
        angle = b.add(ov.SelectV1Op(negative_x, b.add(ov.AddV1Op(angle, half_turn)), angle))
        origin = b.add(ov.LogicalAndV1Op(b.add(ov.EqualV1Op(x, zero)), b.add(ov.EqualV1Op(y, zero))))
        b.add(ov.SelectV1Op(origin, b.add(ov.SelectV1Op(negative_x, half_turn, zero)), angle))
        b.replace(rewriter)


class ClampToOv(RewritePattern):
    """clamp and hardtanh: Clamp-0 for floats with known bounds, else Maximum then Minimum (Clamp
    takes numbers, and rounds integer bounds)."""

    op_types = (torch.AtenClampOp, torch.AtenClampTensorOp, torch.AtenHardtanhOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        if isinstance(op, torch.AtenHardtanhOp):
            low, high = op.min_val, op.max_val
        else:
            low, high = op.min, op.max
        element = result_element(op)
        b = Builder(op)
        x = as_element(b, op.self, element)
        numbers = [static_scalar(v) if v is not None else None for v in (low, high)]
        static = all(v is None or n is not None for v, n in zip((low, high), numbers))
        if static and elements.is_floating(element) and low is not None and high is not None:
            x = b.add(ov.ClampV0Op(x, min=float(numbers[0]), max=float(numbers[1])))
        else:
            if low is not None:
                x = b.add(ov.MaximumV1Op(x, as_element(b, low, element)))
            if high is not None:
                x = b.add(ov.MinimumV1Op(x, as_element(b, high, element)))
            if low is None and high is None:
                raise lowering_error(op, "clamp needs a min or a max")
        b.replace(rewriter, [x])


class ActivationToOv(RewritePattern):
    """gelu (erf or tanh), leaky_relu, elu, and the functions of one input torch defines by
    others: rsqrt, reciprocal, log1p, expm1, log2, log10, trunc, round (half to even)."""

    op_types = (
        torch.AtenGeluOp,
        torch.AtenLeakyReluOp,
        torch.AtenEluOp,
        torch.AtenRsqrtOp,
        torch.AtenReciprocalOp,
        torch.AtenLog1pOp,
        torch.AtenExpm1Op,
        torch.AtenLog2Op,
        torch.AtenLog10Op,
        torch.AtenTruncOp,
        torch.AtenRoundOp,
        torch.AtenIsnanOp,
        torch.AtenIsinfOp,
    )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        b = Builder(op)
        if isinstance(op, torch.AtenIsnanOp | torch.AtenIsinfOp):
            if not elements.is_floating(element_of(op.self.type)):  # an integer is never NaN nor infinite
                false = b.constant(np.asarray(False), i1)
                b.add(ov.BroadcastV3Op(false, b.add(ov.ShapeOfV3Op(op.self))))
                b.replace(rewriter)
                return
            b.add(ov.IsNaNV10Op(op.self) if isinstance(op, torch.AtenIsnanOp) else ov.IsInfV10Op(op.self))
            b.replace(rewriter)
            return
        element = result_element(op)
        x = as_element(b, op.self, element)
        if isinstance(op, torch.AtenGeluOp):
            mode = {"none": "ERF", "tanh": "TANH"}.get(op.approximate)
            if mode is None:
                raise lowering_error(op, f"gelu's approximate is 'none' or 'tanh', not {op.approximate!r}")
            b.add(ov.GeluV7Op(x, approximation_mode=mode))
        elif isinstance(op, torch.AtenLeakyReluOp):
            b.add(ov.PReluV0Op(x, as_element(b, op.negative_slope, element)))
        elif isinstance(op, torch.AtenEluOp):
            self._elu(b, op, x)
        elif isinstance(op, torch.AtenRsqrtOp | torch.AtenReciprocalOp):
            root = b.add(ov.SqrtV0Op(x)) if isinstance(op, torch.AtenRsqrtOp) else x
            b.add(ov.DivideV1Op(b.constant_like(1, root), root))
        elif isinstance(op, torch.AtenLog1pOp):
            b.add(ov.LogV0Op(b.add(ov.AddV1Op(x, b.constant_like(1, x)))))
        elif isinstance(op, torch.AtenExpm1Op):
            b.add(ov.SubtractV1Op(b.add(ov.ExpV0Op(x)), b.constant_like(1, x)))
        elif isinstance(op, torch.AtenLog2Op | torch.AtenLog10Op):
            base = 2.0 if isinstance(op, torch.AtenLog2Op) else 10.0
            b.add(ov.DivideV1Op(b.add(ov.LogV0Op(x)), b.constant_like(math.log(base), x)))
        elif isinstance(op, torch.AtenTruncOp):
            if not elements.is_floating(element):
                b.replace(rewriter, [x])
                return
            b.add(ov.MultiplyV1Op(b.add(ov.SignV0Op(x)), b.add(ov.FloorV0Op(b.add(ov.AbsV0Op(x))))))
        elif isinstance(op, torch.AtenRoundOp):
            b.add(ov.RoundV5Op(x, mode="half_to_even"))
        b.replace(rewriter)

    @staticmethod
    def _elu(b: Builder, op: torch.AtenEluOp, x: SSAValue) -> None:
        """scale * (x if x > 0 else alpha * (exp(input_scale * x) - 1))."""
        alpha, scale, input_scale = (static_scalar(v) for v in (op.alpha, op.scale, op.input_scale))
        if None in (alpha, scale, input_scale):
            raise lowering_error(op, "elu needs known alpha, scale and input_scale")
        inner = x if input_scale == 1 else b.add(ov.MultiplyV1Op(x, b.constant_like(input_scale, x)))
        y = b.add(ov.EluV0Op(inner, alpha=float(alpha)))
        if input_scale != 1:  # Elu scaled its input: the positive side is x, not input_scale * x
            y = b.add(ov.SelectV1Op(b.add(ov.GreaterV1Op(x, b.constant_like(0, x))), x, y))
        if scale != 1:
            b.add(ov.MultiplyV1Op(y, b.constant_like(scale, y)))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        UnaryToOv(),
        ArithmeticToOv(),
        DivideWithRounding(),
        ComparisonToOv(),
        LogicalToOv(),
        WhereToSelect(),
        Atan2ToOv(),
        ClampToOv(),
        ActivationToOv(),
    ]
