"""BatchNormalization, Softmax, LRN."""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, along_axis, converted, known_rank, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import element_of, shape_of


class BatchNormToInference(RewritePattern):
    """BatchNormalization in inference mode is BatchNormInference-5 (training mode is
    `batch_statistics`)."""

    op_types = (onnx.BatchNormalizationOp, onnx.BatchNormalizationV9Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if isinstance(op, onnx.BatchNormalizationOp):
            mean, variance = op.input_mean, op.input_var
            if op.training_mode:
                b = Builder(op)
                b.replace(rewriter, batch_statistics(b, op)[: len(op.results)])
                return
        elif isinstance(op, onnx.BatchNormalizationV9Op):
            mean, variance = op.mean, op.var
            if op.spatial == 0:
                raise lowering_error(op, "spatial=0 (per-activation statistics) is not supported")
        else:
            return
        if any(r.uses for r in op.results[1:]):
            raise lowering_error(op, "the running statistics outputs exist only in training: export for inference")
        b = Builder(op)
        epsilon = op.epsilon
        y = b.add(ov.BatchNormInferenceV5Op(op.X, op.scale, op.B, mean, variance, epsilon=epsilon))
        b.replace(rewriter, [y] + [None] * (len(op.results) - 1))


def batch_statistics(b: Builder, op: onnx.BatchNormalizationOp) -> list[SSAValue]:
    """Training mode, as ONNX's function defines it: X normalised by the mean and (population)
    variance of this batch over every axis but the channels, and the running statistics
    updated by `momentum`. Computed in X's element type."""
    rank = known_rank(op.X, op, "BatchNormalization in training mode")
    element, statistics_element = element_of(op.X.type), element_of(op.input_mean.type)
    axes = b.i64([0, *range(2, rank)])
    mean = b.add(ov.ReduceMeanV1Op(op.X, axes, keep_dims=True))
    centered = b.add(ov.SubtractV1Op(op.X, mean))
    variance = b.add(ov.ReduceMeanV1Op(b.add(ov.MultiplyV1Op(centered, centered)), axes, keep_dims=True))
    deviation = b.add(ov.SqrtV0Op(b.add(ov.AddV1Op(variance, b.constant_like(op.epsilon, op.X)))))

    def per_channel(value: SSAValue) -> SSAValue:
        shape = b.i64([1, -1] + [1] * (rank - 2))
        return b.add(ov.ReshapeV1Op(converted(b, value, element), shape, special_zero=False))

    normalised = b.add(ov.DivideV1Op(centered, deviation))
    y = b.add(ov.AddV1Op(b.add(ov.MultiplyV1Op(normalised, per_channel(op.scale))), per_channel(op.B)))
    momentum = op.momentum

    def running(previous: SSAValue, current: SSAValue) -> SSAValue:
        current = b.add(ov.ReshapeV1Op(current, b.i64([-1]), special_zero=False))
        kept = b.add(ov.MultiplyV1Op(converted(b, previous, element), b.constant_like(momentum, op.X)))
        update = b.add(ov.AddV1Op(kept, b.add(ov.MultiplyV1Op(current, b.constant_like(1 - momentum, op.X)))))
        return converted(b, update, statistics_element)

    return [y, running(op.input_mean, mean), running(op.input_var, variance)]


class SoftmaxToOv(RewritePattern):
    """Softmax-13 normalises one axis; Softmax-1 and -11 normalise the input flattened to 2-D
    at `axis`, which is one axis only when `axis` is the last."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SoftmaxOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        y = along_axis(b, op, op.input, op.axis, lambda x, axis: b.add(ov.SoftmaxV8Op(x, axis=axis)))
        b.replace(rewriter, [y])


class LrnToOv(RewritePattern):
    """ONNX LRN normalises across channels (axis 1)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.LRNOp, rewriter: PatternRewriter) -> None:
        if shape_of(op.X.type) is not None and len(shape_of(op.X.type)) < 2:
            raise lowering_error(op, "LRN needs data of rank 2 or more")
        b = Builder(op)
        b.add(
            ov.LRNV0Op(
                op.X,
                b.i64([1]),
                alpha=op.alpha,
                beta=op.beta,
                bias=op.bias,
                size=op.size,
            )
        )
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [BatchNormToInference(), SoftmaxToOv(), LrnToOv()]
