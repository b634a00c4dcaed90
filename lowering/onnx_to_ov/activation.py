"""Activations, LogSoftmax and Hardmax.

Most have an OpenVINO op of their own, whose parameters (alpha, gamma, slope...) are
constants of the data's element type; ThresholdedRelu, Celu, Shrink and Hardmax are built
from simpler ops.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, along_axis, known_rank, lowering_error
from ovopt.lowering.onnx_to_ov.elementwise import UnaryToOv
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import element_of, normalize_axis, rank_of, shape_of

UNARY = {
    onnx.HardSwishOp: ov.HSwishV4Op,
    onnx.SoftplusOp: ov.SoftPlusV4Op,
    onnx.SoftsignOp: ov.SoftSignV9Op,
    onnx.MishOp: ov.MishV4Op,
}

GELU_MODES = {"none": "ERF", "tanh": "TANH"}


class ActivationToOv(RewritePattern):
    """The activations whose OpenVINO op takes the ONNX attributes, as attributes or constants."""

    op_types = (onnx.EluOp, onnx.SeluOp, onnx.LeakyReluOp, onnx.HardSigmoidOp, onnx.SwishOp, onnx.GeluOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.EluOp):
            b.add(ov.EluV0Op(op.X, alpha=op.alpha))
        elif isinstance(op, onnx.SeluOp):
            b.add(ov.SeluV0Op(op.X, b.constant_like(op.alpha, op.X), b.constant_like(op.gamma, op.X)))
        elif isinstance(op, onnx.LeakyReluOp):
            b.add(ov.PReluV0Op(op.X, b.constant_like(op.alpha, op.X)))
        elif isinstance(op, onnx.HardSigmoidOp):
            b.add(ov.HardSigmoidV0Op(op.X, b.constant_like(op.alpha, op.X), b.constant_like(op.beta, op.X)))
        elif isinstance(op, onnx.SwishOp):
            alpha = op.alpha
            b.add(ov.SwishV4Op(op.X, None if alpha == 1.0 else b.constant_like(alpha, op.X)))
        elif isinstance(op, onnx.GeluOp):
            mode = GELU_MODES.get(op.approximate)
            if mode is None:
                raise lowering_error(op, f"approximate must be 'none' or 'tanh', not '{op.approximate}'")
            b.add(ov.GeluV7Op(op.X, approximation_mode=mode))
        else:
            return
        b.replace(rewriter)


class PReluToOv(RewritePattern):
    """Since PRelu-7 ONNX broadcasts the slope onto X as numpy does; OpenVINO's PReLU applies a
    1-D slope as long as X's dim 1 along the channels instead. A slope of lower rank gets
    leading 1-dims, so that OpenVINO broadcasts it as numpy does. Before PRelu-7 a 1-D slope
    is per channel, which is OpenVINO's reading."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.PReluOp, rewriter: PatternRewriter) -> None:
        x_rank, slope_rank = rank_of(op.X), rank_of(op.slope)
        b = Builder(op)
        slope = op.slope
        if slope_rank is None or (x_rank is None and slope_rank > 0):
            raise lowering_error(op, "PRelu needs the ranks of X and slope known, to broadcast the slope as numpy does")
        per_channel = op.onnx_version < 7 and slope_rank == 1
        if 0 < slope_rank < x_rank and not per_channel:
            slope = b.add(ov.UnsqueezeV0Op(slope, b.i64(list(range(x_rank - slope_rank)))))
        b.add(ov.PReluV0Op(op.X, slope))
        b.replace(rewriter)


class ThresholdedReluToSelect(RewritePattern):
    """x where x > alpha, else 0."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ThresholdedReluOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        above = b.add(ov.GreaterV1Op(op.X, b.constant_like(op.alpha, op.X)))
        b.add(ov.SelectV1Op(above, op.X, b.constant_like(0, op.X)))
        b.replace(rewriter)


class CeluToElu(RewritePattern):
    """Celu(x) = max(0, x) + min(0, alpha * (exp(x / alpha) - 1)), which is
    alpha * Elu(x / alpha, 1) for alpha > 0 only: a negative alpha flips the sign of x / alpha,
    so Elu would take the exponential on the wrong side of 0; it is built as written."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.CeluOp, rewriter: PatternRewriter) -> None:
        alpha = op.alpha
        if alpha == 0:
            raise lowering_error(op, "alpha must not be 0: Celu divides by it")
        b = Builder(op)
        if alpha == 1.0:
            b.add(ov.EluV0Op(op.X, alpha=1.0))
            b.replace(rewriter)
            return
        alpha_value = b.constant_like(alpha, op.X)
        scaled = b.add(ov.DivideV1Op(op.X, alpha_value))
        if alpha > 0:
            b.add(ov.MultiplyV1Op(b.add(ov.EluV0Op(scaled, alpha=1.0)), alpha_value))
            b.replace(rewriter)
            return
        zero = b.constant_like(0, op.X)
        grown = b.add(ov.SubtractV1Op(b.add(ov.ExpV0Op(scaled)), b.constant_like(1, op.X)))
        below = b.add(ov.MinimumV1Op(b.add(ov.MultiplyV1Op(grown, alpha_value)), zero))
        b.add(ov.AddV1Op(b.add(ov.MaximumV1Op(op.X, zero)), below))
        b.replace(rewriter)


class ShrinkToSelect(RewritePattern):
    """x - bias where x > lambd, x + bias where x < -lambd, 0 between."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ShrinkOp, rewriter: PatternRewriter) -> None:
        x, lambd, bias = op.input, op.lambd, op.bias
        b = Builder(op)
        bias_value = b.constant_like(bias, x)
        below = b.add(
            ov.SelectV1Op(
                b.add(ov.LessV1Op(x, b.constant_like(-lambd, x))),
                b.add(ov.AddV1Op(x, bias_value)),
                b.constant_like(0, x),
            )
        )
        above = b.add(ov.GreaterV1Op(x, b.constant_like(lambd, x)))
        b.add(ov.SelectV1Op(above, b.add(ov.SubtractV1Op(x, bias_value)), below))
        b.replace(rewriter)


class LogSoftmaxToOv(RewritePattern):
    """LogSoftmax-5 along the axis, with Softmax's coercion to 2-D before opset 13."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.LogSoftmaxOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        y = along_axis(b, op, op.input, op.axis, lambda x, axis: b.add(ov.LogSoftmaxV5Op(x, axis=axis)))
        b.replace(rewriter, [y])


def hardmax(b: Builder, op: onnx.HardmaxOp, x: SSAValue, axis: int) -> SSAValue:
    """1 at the first largest element along `axis`, 0 elsewhere. OpenVINO has no Hardmax: the
    position of the first maximum is the least position among those holding the maximum."""
    rank = known_rank(x, op, "Hardmax")
    axis = normalize_axis(axis, rank)
    size = shape_of(x.type)[axis]
    if size is None:
        raise lowering_error(op, f"Hardmax needs the size of axis {axis} static, got {x.type}")
    positions = b.constant(np.arange(size, dtype=np.int64).reshape([size] + [1] * (rank - axis - 1)))
    axes = b.i64([axis])
    at_largest = b.add(ov.EqualV1Op(x, b.add(ov.ReduceMaxV1Op(x, axes, keep_dims=True))))
    candidates = b.add(ov.SelectV1Op(at_largest, positions, b.i64(size)))
    first = b.add(ov.ReduceMinV1Op(candidates, axes, keep_dims=True))
    return b.add(ov.ConvertV0Op(b.add(ov.EqualV1Op(positions, first)), destination_type=element_of(x.type)))


class HardmaxToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.HardmaxOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        y = along_axis(b, op, op.input, op.axis, lambda x, axis: hardmax(b, op, x, axis))
        b.replace(rewriter, [y])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        UnaryToOv(UNARY),
        ActivationToOv(),
        PReluToOv(),
        ThresholdedReluToSelect(),
        CeluToElu(),
        ShrinkToSelect(),
        LogSoftmaxToOv(),
        HardmaxToOv(),
    ]
