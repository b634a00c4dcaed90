"""Normalisations by statistics over axes: LayerNormalization, RMSNormalization,
InstanceNormalization, GroupNormalization, MeanVarianceNormalization, LpNormalization.

MVN-6 computes (x - mean) / sqrt(variance + epsilon) in one layer; where ONNX also returns the
statistics (LayerNormalization's Mean and InvStdDev) the lowering spells ONNX's function body
out instead. `stash_type` is the element type ONNX computes the statistics in (1: f32): inputs
of another type are converted to it and back.
"""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, converted, known_rank, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, normalize_axis, shape_of


def stashed(b: Builder, op: onnx.OnnxOp, x: SSAValue) -> SSAValue:
    """x in the element type `stash_type` names."""
    kind = elements.from_onnx_code(op.stash_type)
    if kind is None or not elements.is_floating(kind.mlir):
        raise lowering_error(op, f"stash_type {op.stash_type} is not a floating-point type")
    return converted(b, x, kind.mlir)


def unstashed(b: Builder, y: SSAValue, like: SSAValue) -> SSAValue:
    """y back in the element type of `like`."""
    return converted(b, y, element_of(like.type))


def trailing_axes(b: Builder, op: onnx.OnnxOp, x: SSAValue) -> SSAValue:
    """The axes from the node's `axis` to the last, as LayerNormalization and RMSNormalization take them."""
    rank = known_rank(x, op, op.ONNX_TYPE)
    return b.i64(list(range(normalize_axis(op.axis, rank), rank)))


def per_channel(b: Builder, op: onnx.OnnxOp, value: SSAValue, rank: int) -> SSAValue:
    """A [C] tensor as [1, C, 1, ...], to broadcast over NC... data of `rank`."""
    return b.add(ov.ReshapeV1Op(value, b.i64([1, -1] + [1] * (rank - 2)), special_zero=False))


class LayerNormToOv(RewritePattern):
    """Y = (X - mean) / sqrt(variance + epsilon) * Scale + B over the axes from `axis` on."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.LayerNormalizationOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        axes = trailing_axes(b, op, op.X)
        x = stashed(b, op, op.X)
        epsilon = op.epsilon
        statistics = [r for r in (op.Mean, op.InvStdDev) if r is not None]
        if any(r.uses for r in statistics):
            mean = b.add(ov.ReduceMeanV1Op(x, axes, keep_dims=True))
            centred = b.add(ov.SubtractV1Op(x, mean))
            variance = b.add(ov.ReduceMeanV1Op(b.add(ov.MultiplyV1Op(centred, centred)), axes, keep_dims=True))
            deviation = b.add(ov.SqrtV0Op(b.add(ov.AddV1Op(variance, b.constant_like(epsilon, variance)))))
            inverse = b.add(ov.DivideV1Op(b.constant_like(1.0, deviation), deviation))
            normalized = b.add(ov.MultiplyV1Op(centred, inverse))
            results = {op.Mean: mean, op.InvStdDev: inverse}
        else:
            normalized = b.add(ov.MVNV6Op(x, axes, normalize_variance=True, eps=epsilon, eps_mode="inside_sqrt"))
            results = {}
        y = b.add(ov.MultiplyV1Op(unstashed(b, normalized, op.X), op.Scale))
        if op.B is not None:
            y = b.add(ov.AddV1Op(y, op.B))
        b.replace(rewriter, [y] + [results.get(r) for r in statistics])


class RmsNormToOv(RewritePattern):
    """Y = X / sqrt(mean(X * X) + epsilon) * scale over the axes from `axis` on."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.RMSNormalizationOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        axes = trailing_axes(b, op, op.X)
        x = stashed(b, op, op.X)
        mean_square = b.add(ov.ReduceMeanV1Op(b.add(ov.MultiplyV1Op(x, x)), axes, keep_dims=True))
        rms = b.add(ov.SqrtV0Op(b.add(ov.AddV1Op(mean_square, b.constant_like(op.epsilon, mean_square)))))
        normalized = unstashed(b, b.add(ov.DivideV1Op(x, rms)), op.X)
        b.add(ov.MultiplyV1Op(normalized, op.scale))
        b.replace(rewriter)


class InstanceNormToOv(RewritePattern):
    """MVN over the spatial axes of each sample and channel, then scale and B per channel."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.InstanceNormalizationOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op.input, op, "InstanceNormalization")
        if rank < 3:
            raise lowering_error(op, f"InstanceNormalization needs data [N, C, D1, ...], got {op.input.type}")
        b = Builder(op)
        normalized = b.add(
            ov.MVNV6Op(
                op.input,
                b.i64(list(range(2, rank))),
                normalize_variance=True,
                eps=op.epsilon,
                eps_mode="inside_sqrt",
            )
        )
        scaled = b.add(ov.MultiplyV1Op(normalized, per_channel(b, op, op.scale, rank)))
        b.add(ov.AddV1Op(scaled, per_channel(b, op, op.B, rank)))
        b.replace(rewriter)


class GroupNormToOv(RewritePattern):
    """GroupNormalization-12. ONNX's opset 18 scales and shifts per group (scale, bias
    [num_groups]), opset 21 per channel as OpenVINO does: opset 18's are repeated over the
    channels of their group."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.GroupNormalizationOp, rewriter: PatternRewriter) -> None:
        groups = op.num_groups
        b = Builder(op)
        scale, bias = op.scale, op.bias
        if op.onnx_version < 21:
            shape = shape_of(op.X.type)
            channels = None if shape is None or len(shape) < 2 else shape[1]
            if channels is None:
                raise lowering_error(op, "GroupNormalization-18 scales per group: the channel count must be static")
            scale, bias = (self.repeat_per_channel(b, value, groups, channels) for value in (scale, bias))
        x = stashed(b, op, op.X) if op.onnx_version >= 21 else op.X
        scale, bias = (unstashed(b, value, x) for value in (scale, bias))
        normalized = b.add(ov.GroupNormalizationV12Op(x, scale, bias, num_groups=groups, epsilon=op.epsilon))
        b.replace(rewriter, [unstashed(b, normalized, op.X)])

    @staticmethod
    def repeat_per_channel(b: Builder, value: SSAValue, groups: int, channels: int) -> SSAValue:
        """[G] -> [C]: each group's value once for each of its C / G channels."""
        column = b.add(ov.ReshapeV1Op(value, b.i64([groups, 1]), special_zero=False))
        repeated = b.add(ov.BroadcastV3Op(column, b.i64([groups, channels // groups])))
        return b.add(ov.ReshapeV1Op(repeated, b.i64([channels]), special_zero=False))


class MeanVarianceNormToMvn(RewritePattern):
    """(X - mean) / (sqrt(variance) + 1e-9) over `axes`: ONNX's function adds its epsilon
    outside the square root."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.MeanVarianceNormalizationOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.MVNV6Op(op.X, b.i64(list(op.axes)), normalize_variance=True, eps=1e-9, eps_mode="outside_sqrt"))
        b.replace(rewriter)


LP_NORMS = {1: ov.ReduceL1V4Op, 2: ov.ReduceL2V4Op}


class LpNormToDivide(RewritePattern):
    """x divided by its L1 or L2 norm along `axis` (kept as a size-1 axis to broadcast). A zero
    norm means x is zero there, and ONNX's result is zero, not 0/0: the divisor becomes 1."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.LpNormalizationOp, rewriter: PatternRewriter) -> None:
        norm = LP_NORMS.get(op.p)
        if norm is None:
            raise lowering_error(op, f"p must be 1 or 2, got {op.p}")
        b = Builder(op)
        x = op.input
        lp = b.add(norm(x, b.i64([op.axis]), keep_dims=True))
        zero = b.add(ov.EqualV1Op(lp, b.constant_like(0, x)))
        b.add(ov.DivideV1Op(x, b.add(ov.SelectV1Op(zero, b.constant_like(1, x), lp))))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        LayerNormToOv(),
        RmsNormToOv(),
        InstanceNormToOv(),
        GroupNormToOv(),
        MeanVarianceNormToMvn(),
        LpNormToDivide(),
    ]
