"""Element-wise TensorFlow ops: arithmetic, comparisons, logic, math functions, activations,
casts and selects, each as the ov op of the same function (TensorFlow broadcasts as numpy does,
as OpenVINO's default) or a short composition where OpenVINO has none (Rsqrt, Square,
SquaredDifference, Expm1, Log1p, Erfc, Xlogy, ...). BiasAdd adds along the channel axis of its
data format."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import i1
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tf
from ovopt.lowering.builder import floor_divide
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, channels_first, lowering_error, rank, ready
from ovopt.support import elements
from ovopt.support.shapes import element_of

UNARY = {
    tf.AbsOp: ov.AbsV0Op,
    tf.AcosOp: ov.AcosV0Op,
    tf.AcoshOp: ov.AcoshV3Op,
    tf.AsinOp: ov.AsinV0Op,
    tf.AsinhOp: ov.AsinhV3Op,
    tf.AtanOp: ov.AtanV0Op,
    tf.AtanhOp: ov.AtanhV3Op,
    tf.CeilOp: ov.CeilingV0Op,
    tf.CosOp: ov.CosV0Op,
    tf.CoshOp: ov.CoshV0Op,
    tf.ErfOp: ov.ErfV0Op,
    tf.ExpOp: ov.ExpV0Op,
    tf.FloorOp: ov.FloorV0Op,
    tf.LogOp: ov.LogV0Op,
    tf.NegOp: ov.NegativeV0Op,
    tf.ReluOp: ov.ReluV0Op,
    tf.SigmoidOp: ov.SigmoidV0Op,
    tf.SignOp: ov.SignV0Op,
    tf.SinOp: ov.SinV0Op,
    tf.SinhOp: ov.SinhV0Op,
    tf.SqrtOp: ov.SqrtV0Op,
    tf.TanOp: ov.TanV0Op,
    tf.TanhOp: ov.TanhV0Op,
    tf.SoftplusOp: ov.SoftPlusV4Op,
    tf.SoftsignOp: ov.SoftSignV9Op,
    tf.IsNanOp: ov.IsNaNV10Op,
    tf.IsFiniteOp: ov.IsFiniteV10Op,
    tf.IsInfOp: ov.IsInfV10Op,
    tf.LogicalNotOp: ov.LogicalNotV1Op,
    tf.InvertOp: ov.BitwiseNotV13Op,
}

BINARY = {
    tf.AddOp: ov.AddV1Op,
    tf.AddV2Op: ov.AddV1Op,
    tf.SubOp: ov.SubtractV1Op,
    tf.MulOp: ov.MultiplyV1Op,
    tf.RealDivOp: ov.DivideV1Op,
    tf.MaximumOp: ov.MaximumV1Op,
    tf.MinimumOp: ov.MinimumV1Op,
    tf.PowOp: ov.PowerV1Op,
    tf.FloorModOp: ov.FloorModV1Op,  # the sign of the divisor, as Python's %
    tf.ModOp: ov.ModV1Op,  # the sign of the dividend, as C's fmod
    tf.EqualOp: ov.EqualV1Op,
    tf.NotEqualOp: ov.NotEqualV1Op,
    tf.LessOp: ov.LessV1Op,
    tf.LessEqualOp: ov.LessEqualV1Op,
    tf.GreaterOp: ov.GreaterV1Op,
    tf.GreaterEqualOp: ov.GreaterEqualV1Op,
    tf.LogicalAndOp: ov.LogicalAndV1Op,
    tf.LogicalOrOp: ov.LogicalOrV1Op,
    tf.BitwiseAndOp: ov.BitwiseAndV13Op,
    tf.BitwiseOrOp: ov.BitwiseOrV13Op,
    tf.BitwiseXorOp: ov.BitwiseXorV13Op,
    tf.LeftShiftOp: ov.BitwiseLeftShiftV15Op,
    tf.RightShiftOp: ov.BitwiseRightShiftV15Op,
}


def _float(value: SSAValue) -> bool:
    return elements.is_floating(element_of(value.type))


class UnaryToOv(RewritePattern):
    op_types = tuple(UNARY)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        kind = UNARY.get(type(op))
        if kind is None:
            return
        b = Builder(op)
        b.add(kind(op.operands[0]))
        b.replace(rewriter)


class BinaryToOv(RewritePattern):
    op_types = tuple(BINARY)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        kind = BINARY.get(type(op))
        if kind is None:
            return
        b = Builder(op)
        b.add(kind(op.operands[0], op.operands[1]))
        b.replace(rewriter)


class DivToOv(RewritePattern):
    """Div and TruncateDiv of integers round toward zero, FloorDiv down; of floats, Div divides,
    FloorDiv is the floor of the quotient and TruncateDiv rounds it toward zero. Integer floor
    division is (x - x mod y) / y, exact: OpenVINO's CPU plugin truncates an integer Divide even
    when it is marked as Python's."""

    op_types = (tf.DivOp, tf.FloorDivOp, tf.TruncateDivOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, tf.DivOp | tf.FloorDivOp | tf.TruncateDivOp):
            return
        x, y = op.operands
        b = Builder(op)
        if not _float(x):
            if isinstance(op, tf.FloorDivOp):
                floor_divide(b, x, y)
            else:
                b.add(ov.DivideV1Op(x, y, m_pythondiv=False))
            b.replace(rewriter)
            return
        quotient = b.add(ov.DivideV1Op(x, y, m_pythondiv=False))
        if isinstance(op, tf.FloorDivOp):
            b.add(ov.FloorV0Op(quotient))
        elif isinstance(op, tf.TruncateDivOp):
            b.add(ov.MultiplyV1Op(b.add(ov.SignV0Op(quotient)), b.add(ov.FloorV0Op(b.add(ov.AbsV0Op(quotient))))))
        b.replace(rewriter)


class ComposedToOv(RewritePattern):
    """The functions OpenVINO has no op for, composed of those it has."""

    op_types = (
        tf.RsqrtOp,
        tf.SquareOp,
        tf.SquaredDifferenceOp,
        tf.ReciprocalOp,
        tf.InvOp,
        tf.Expm1Op,
        tf.Log1pOp,
        tf.ErfcOp,
        tf.RintOp,
        tf.RoundOp,
        tf.XdivyOp,
        tf.XlogyOp,
        tf.DivNoNanOp,
        tf.MulNoNanOp,
    )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        b = Builder(op)
        x = op.operands[0]
        if isinstance(op, tf.RsqrtOp):
            b.add(ov.DivideV1Op(b.constant_like(1.0, x), b.add(ov.SqrtV0Op(x))))
        elif isinstance(op, tf.SquareOp):
            b.add(ov.MultiplyV1Op(x, x))
        elif isinstance(op, tf.SquaredDifferenceOp):
            difference = b.add(ov.SubtractV1Op(x, op.operands[1]))
            b.add(ov.MultiplyV1Op(difference, difference))
        elif isinstance(op, tf.ReciprocalOp | tf.InvOp):
            b.add(ov.DivideV1Op(b.constant_like(1, x), x, m_pythondiv=False))
        elif isinstance(op, tf.Expm1Op):
            b.add(ov.SubtractV1Op(b.add(ov.ExpV0Op(x)), b.constant_like(1.0, x)))
        elif isinstance(op, tf.Log1pOp):
            b.add(ov.LogV0Op(b.add(ov.AddV1Op(x, b.constant_like(1.0, x)))))
        elif isinstance(op, tf.ErfcOp):
            b.add(ov.SubtractV1Op(b.constant_like(1.0, x), b.add(ov.ErfV0Op(x))))
        elif isinstance(op, tf.RintOp | tf.RoundOp):
            if _float(x):
                b.add(ov.RoundV5Op(x, mode="half_to_even"))
            else:
                b.replace(rewriter, [x])
                return
        else:  # the ops that give 0 where x (or y, for the NoNan ops) is 0
            y = op.operands[1]
            if isinstance(op, tf.XdivyOp | tf.DivNoNanOp):
                computed = b.add(ov.DivideV1Op(x, y))
            elif isinstance(op, tf.MulNoNanOp):
                computed = b.add(ov.MultiplyV1Op(x, y))
            else:
                computed = b.add(ov.MultiplyV1Op(x, b.add(ov.LogV0Op(y))))
            zero = b.constant_like(0, x)
            test = y if isinstance(op, tf.DivNoNanOp | tf.MulNoNanOp) else x
            b.add(ov.SelectV1Op(b.add(ov.EqualV1Op(test, b.constant_like(0, test))), zero, computed))
        b.replace(rewriter)


class ActivationToOv(RewritePattern):
    """Relu6 as Clamp(0, 6), Elu, Selu (TensorFlow's constants), LeakyRelu as PRelu."""

    op_types = (tf.Relu6Op, tf.EluOp, tf.SeluOp, tf.LeakyReluOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        b = Builder(op)
        x = op.operands[0]
        if isinstance(op, tf.Relu6Op):
            b.add(ov.ClampV0Op(x, min=0.0, max=6.0))
        elif isinstance(op, tf.EluOp):
            b.add(ov.EluV0Op(x, alpha=1.0))
        elif isinstance(op, tf.SeluOp):
            alpha, scale = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946
            b.add(ov.SeluV0Op(x, b.constant_like(alpha, x), b.constant_like(scale, x)))
        else:
            b.add(ov.PReluV0Op(x, b.constant_like(op.alpha, x)))
        b.replace(rewriter)


class CastToConvert(RewritePattern):
    """Cast: Convert (floats to integers toward zero; to bool, whether non-zero)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.CastOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if element_of(op.x.type) == op.DstT:
            b.replace(rewriter, [op.x])
            return
        if op.DstT == i1:
            b.add(ov.NotEqualV1Op(op.x, b.constant_like(0, op.x)))
        else:
            b.add(ov.ConvertV0Op(op.x, destination_type=op.DstT))
        b.replace(rewriter)


class SelectToOv(RewritePattern):
    """SelectV2 broadcasts as numpy; Select (v1) with a vector condition picks along the first
    axis, so the condition gets trailing axes of 1 first."""

    op_types = (tf.SelectOp, tf.SelectV2Op)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, tf.SelectOp | tf.SelectV2Op):
            return
        condition, x, y = op.operands
        b = Builder(op)
        if isinstance(op, tf.SelectOp):
            if not ready(op):
                return
            cond_rank, x_rank = rank(op, condition), rank(op, x)
            if cond_rank == 1 and x_rank > 1:
                condition = b.add(ov.UnsqueezeV0Op(condition, b.i64(list(range(1, x_rank)))))
        b.add(ov.SelectV1Op(condition, x, y))
        b.replace(rewriter)


class ClipByValueToOv(RewritePattern):
    """min(max(x, low), high): Clamp when both bounds are known numbers."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.ClipByValueOp, rewriter: PatternRewriter) -> None:
        from ovopt.lowering.tf_to_ov.common import known

        b = Builder(op)
        low, high = known(op.clip_value_min), known(op.clip_value_max)
        if low is not None and high is not None and low.size == 1 and high.size == 1 and _float(op.t):
            b.add(ov.ClampV0Op(op.t, min=float(low.reshape(-1)[0]), max=float(high.reshape(-1)[0])))
        else:
            b.add(ov.MinimumV1Op(b.add(ov.MaximumV1Op(op.t, op.clip_value_min)), op.clip_value_max))
        b.replace(rewriter)


class AddNToAdd(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.AddNOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        values = list(op.inputs)
        total = values[0]
        for value in values[1:]:
            total = b.add(ov.AddV1Op(total, value))
        b.replace(rewriter, [total])


class BiasAddToAdd(RewritePattern):
    """BiasAdd: the bias along the last axis (NHWC), or axis 1 (NCHW) after a reshape."""

    op_types = (tf.BiasAddOp, tf.BiasAddV1Op)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, tf.BiasAddOp | tf.BiasAddV1Op):
            return
        value, bias = op.operands
        b = Builder(op)
        if isinstance(op, tf.BiasAddOp) and channels_first(op):
            if not ready(op):
                return
            trailing = rank(op, value) - 2
            bias = b.add(ov.ReshapeV1Op(bias, b.i64([-1] + [1] * trailing), special_zero=False))
        b.add(ov.AddV1Op(value, bias))
        b.replace(rewriter)


class L2LossToOv(RewritePattern):
    """sum(x * x) / 2."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.L2LossOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        b = Builder(op)
        squares = b.add(ov.MultiplyV1Op(op.t, op.t))
        axes = b.i64(list(range(rank(op, op.t))))
        total = b.add(ov.ReduceSumV1Op(squares, axes, keep_dims=False))
        b.add(ov.DivideV1Op(total, b.constant_like(2.0, op.t)))
        b.replace(rewriter)


class Atan2ToOv(RewritePattern):
    """atan2(y, x) = atan(y / x), moved by pi into the quadrant of (x, y); pi/2 with y's sign
    where x is 0."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.Atan2Op, rewriter: PatternRewriter) -> None:
        y, x = op.y, op.x
        b = Builder(op)
        zero = b.constant_like(0.0, x)
        angle = b.add(ov.AtanV0Op(b.add(ov.DivideV1Op(y, x))))
        pi = b.constant_like(np.pi, x)
        y_sign = b.add(ov.SelectV1Op(b.add(ov.LessV1Op(y, zero)), b.constant_like(-1.0, x), b.constant_like(1.0, x)))
        shifted = b.add(ov.AddV1Op(angle, b.add(ov.MultiplyV1Op(y_sign, pi))))
        left = b.add(ov.LessV1Op(x, zero))
        quadrant = b.add(ov.SelectV1Op(left, shifted, angle))
        half = b.add(ov.MultiplyV1Op(y_sign, b.constant_like(np.pi / 2, x)))
        on_axis = b.add(ov.SelectV1Op(b.add(ov.EqualV1Op(y, zero)), b.add(ov.SelectV1Op(left, pi, zero)), half))
        b.add(ov.SelectV1Op(b.add(ov.EqualV1Op(x, zero)), on_axis, quadrant))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        UnaryToOv(),
        BinaryToOv(),
        DivToOv(),
        ComposedToOv(),
        ActivationToOv(),
        CastToConvert(),
        SelectToOv(),
        ClipByValueToOv(),
        AddNToAdd(),
        BiasAddToAdd(),
        L2LossToOv(),
        Atan2ToOv(),
    ]


__all__ = ["lowering_error", "patterns"]
