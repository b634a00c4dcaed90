"""Normalizations: FusedBatchNorm (all versions) as BatchNormInference-5 on the moving statistics,
or on the batch's own when `is_training` (a graph frozen from training mode); LRN as LRN-0
across channels (OpenVINO divides alpha by the window size, TensorFlow does not); Softmax and
LogSoftmax over the last axis."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import (
    Builder,
    channels_first,
    from_channels_first,
    lowering_error,
    rank,
    ready,
    to_channels_first,
)

_BATCH_NORMS = (tf.FusedBatchNormOp, tf.FusedBatchNormV2Op, tf.FusedBatchNormV3Op)


class FusedBatchNormToOv(RewritePattern):
    op_types = _BATCH_NORMS

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, _BATCH_NORMS) or not ready(op):
            return
        if any(result.uses for result in op.results[1:]):
            raise lowering_error(op, "only its normalized output converts: the batch statistics it gives are read")
        x, scale, offset, mean, variance = op.operands
        size = rank(op, x)
        first = channels_first(op)
        b = Builder(op)
        data = x if first else to_channels_first(b, x, size)
        if op.is_training:
            axes = b.i64([0, *range(2, size)])
            mean = b.add(ov.ReduceMeanV1Op(data, axes, keep_dims=False))
            centered = b.add(ov.SubtractV1Op(data, b.add(ov.UnsqueezeV0Op(mean, b.i64(list(range(1, size - 1)))))))
            variance = b.add(ov.ReduceMeanV1Op(b.add(ov.MultiplyV1Op(centered, centered)), axes, keep_dims=False))
        y = b.add(ov.BatchNormInferenceV5Op(data, scale, offset, mean, variance, epsilon=float(op.epsilon)))
        if not first:
            y = from_channels_first(b, y, size)
        b.replace(rewriter, [y, *([None] * (len(op.results) - 1))])


class LrnToOv(RewritePattern):
    """sqr_sum over channels d - r .. d + r; x / (bias + alpha * sqr_sum) ** beta."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.LRNOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        size = rank(op, op.input)
        width = 2 * op.depth_radius + 1
        b = Builder(op)
        data = to_channels_first(b, op.input, size)
        y = b.add(ov.LRNV0Op(data, b.i64([1]), alpha=op.alpha * width, beta=op.beta, bias=op.bias, size=width))
        from_channels_first(b, y, size)
        b.replace(rewriter)


class SoftmaxToOv(RewritePattern):
    op_types = (tf.SoftmaxOp, tf.LogSoftmaxOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, tf.SoftmaxOp):
            b.add(ov.SoftmaxV8Op(op.logits, axis=-1))
        elif isinstance(op, tf.LogSoftmaxOp):
            b.add(ov.LogSoftmaxV5Op(op.logits, axis=-1))
        else:
            return
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FusedBatchNormToOv(), LrnToOv(), SoftmaxToOv()]
