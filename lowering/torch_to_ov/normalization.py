"""Normalisations, and the ops inference passes through.

- batch norm in inference (`_native_batch_norm_legit_no_training`, and `batch_norm` as
  torch.export leaves nn.BatchNorm2d) as BatchNormInference-5 (a missing weight is ones, a
  missing bias zeros);
- batch statistics without running ones (`_native_batch_norm_legit.no_stats`: instance norm,
  which torch computes as a batch norm of the [1, N * C, ...] view) as MVN-6 over every axis but
  the channels, then the weight and bias along the channel axis;
- layer norm (native_layer_norm, and layer_norm as torch.export leaves nn.LayerNorm) as MVN-6
  over the last len(normalized_shape) axes, then the weight and bias;
- group norm as GroupNormalization-12;
- softmax and log-softmax as their ov ops (a negative dim counts from the back; softmax.int's
  dtype converts the input first);
- dropout (`native_dropout`, and `dropout` as torch.export leaves nn.Dropout): the input (and a
  mask of ones) when not training; training with p = 0 is the same and with p = 1 gives zeros;
  other training dropout is random and refused;
- `_local_scalar_dense` (`tensor.item()`): the one value as a rank-0 tensor of its element type.

Every statistic is computed with eps inside the square root (1 / sqrt(var + eps)), the variance
biased, as torch normalises. The saved mean and inverse deviation that the training forms
return beside the output must be unused: OpenVINO's ops give no such outputs.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.dims import dim_of
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, lowering_error
from ovopt.lowering.torch_to_ov.elementwise import as_element, result_element
from ovopt.support import elements
from ovopt.support.shapes import element_of, rank_of, shape_of


def _only_first_result_used(op: Operation) -> bool:
    return all(r.first_use is None for r in op.results[1:])


def _refuse_statistics(op: Operation, what: str) -> None:
    if not _only_first_result_used(op):
        raise lowering_error(op, f"its {what} are read: OpenVINO's normalisations compute no such outputs")


def _known_rank(op: Operation, value: SSAValue) -> int:
    rank = rank_of(value)
    if rank is None:
        raise lowering_error(op, f"{op.model_op_kind()} needs an input of known rank, got {value.type}")
    return rank


def _per_channel(b: Builder, value: SSAValue | None, fill: float, data: SSAValue) -> SSAValue:
    """A per-channel weight or bias [C] in the data's element type: `value`, or `fill` repeated
    for every channel (axis 1) of `data`."""
    if value is not None:
        return value
    channels = shape_of(data.type)[1]
    if channels is not None:
        return b.constant_like(np.full([channels], fill), data)
    return b.add(ov.BroadcastV3Op(b.constant_like(np.asarray(fill), data), dim_of(b, data, 1)))


def _affine_along_channels(b: Builder, y: SSAValue, weight: SSAValue | None, bias: SSAValue | None, rank: int):
    """y * weight + bias, the [C] weight and bias along axis 1 of a rank-`rank` y."""
    trailing = b.i64([-1] + [1] * (rank - 2))
    if weight is not None:
        y = b.add(ov.MultiplyV1Op(y, b.add(ov.ReshapeV1Op(weight, trailing, special_zero=False))))
    if bias is not None:
        y = b.add(ov.AddV1Op(y, b.add(ov.ReshapeV1Op(bias, trailing, special_zero=False))))
    return y


class BatchNormToInference(RewritePattern):
    """The saved mean and inverse deviation (training outputs) must be unused."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.Aten_NativeBatchNormLegitNoTrainingOp, rewriter: PatternRewriter) -> None:
        _refuse_statistics(op, "saved statistics")
        b = Builder(op)
        y = _inference(b, op.input, op.weight, op.bias, op.running_mean, op.running_var, op.eps)
        b.replace(rewriter, [y, None, None])


class BatchStatisticsToMVN(RewritePattern):
    """`_native_batch_norm_legit.no_stats`: normalised by the statistics of the batch over every
    axis but the channels (axis 1), whatever `training` says (there are no running ones)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.Aten_NativeBatchNormLegitNoStatsOp, rewriter: PatternRewriter) -> None:
        _refuse_statistics(op, "saved mean and inverse deviation")
        b = Builder(op)
        b.replace(rewriter, [_batch_statistics(b, op, op.input, op.weight, op.bias, op.eps), None, None])


class BatchNormToOv(RewritePattern):
    """batch_norm as torch.export leaves nn.BatchNorm2d: by the running statistics when not
    training (as _native_batch_norm_legit_no_training), by the batch's when there are no running
    ones (as .no_stats). Training with running statistics updates them, which no inference model
    does: refused."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenBatchNormOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        running = op.running_mean is not None and op.running_var is not None
        if running and not op.training:
            y = _inference(b, op.input, op.weight, op.bias, op.running_mean, op.running_var, op.eps)
        elif op.running_mean is None and op.running_var is None:
            y = _batch_statistics(b, op, op.input, op.weight, op.bias, op.eps)
        elif running:
            raise lowering_error(
                op, "a batch norm in training mode updates its running statistics: export the model in eval mode"
            )
        else:
            raise lowering_error(op, "a batch norm with a running mean but no running variance, or the reverse")
        b.replace(rewriter, [y])


def _inference(b: Builder, x: SSAValue, weight, bias, mean: SSAValue, var: SSAValue, eps: float) -> SSAValue:
    """BatchNormInference-5; a missing weight is ones, a missing bias zeros."""
    channels = shape_of(mean.type)
    gamma = weight if weight is not None else b.constant_like(np.ones(channels), x)
    beta = bias if bias is not None else b.constant_like(np.zeros(channels), x)
    return b.add(ov.BatchNormInferenceV5Op(x, gamma, beta, mean, var, epsilon=eps))


def _batch_statistics(b: Builder, op: Operation, x: SSAValue, weight, bias, eps: float) -> SSAValue:
    """MVN-6 over every axis but the channels (axis 1), then the weight and bias per channel."""
    rank = _known_rank(op, x)
    if rank < 2:
        raise lowering_error(op, f"a batch norm needs an input [N, C, ...], got {x.type}")
    axes = b.i64([0, *range(2, rank)])
    y = b.add(ov.MVNV6Op(x, axes, normalize_variance=True, eps=eps, eps_mode="inside_sqrt"))
    return _affine_along_channels(b, y, weight, bias, rank)


class LayerNormToMVN(RewritePattern):
    """MVN over the normalised (last) axes; the weight and bias have their shape. native_layer_norm's
    mean and inverse deviation must be unused; layer_norm has none."""

    op_types = (torch.AtenNativeLayerNormOp, torch.AtenLayerNormOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        _refuse_statistics(op, "mean and inverse deviation")
        rank = _known_rank(op, op.input)
        count = len(op.normalized_shape)
        if count > rank:
            raise lowering_error(op, f"{count} normalised axes for an input of rank {rank}")
        axes = list(range(rank - count, rank))
        b = Builder(op)
        y = b.add(ov.MVNV6Op(op.input, b.i64(axes), normalize_variance=True, eps=op.eps, eps_mode="inside_sqrt"))
        if op.weight is not None:
            y = b.add(ov.MultiplyV1Op(y, op.weight))
        if op.bias is not None:
            y = b.add(ov.AddV1Op(y, op.bias))
        b.replace(rewriter, [y, *[None] * (len(op.results) - 1)])


class GroupNormToOv(RewritePattern):
    """GroupNormalization-12 of `group` groups of channels (a missing weight: ones, bias: zeros)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenNativeGroupNormOp, rewriter: PatternRewriter) -> None:
        _refuse_statistics(op, "mean and inverse deviation")
        rank = _known_rank(op, op.input)
        if rank < 2:
            raise lowering_error(op, f"a group norm needs an input [N, C, ...], got {op.input.type}")
        b = Builder(op)
        scale = _per_channel(b, op.weight, 1.0, op.input)
        bias = _per_channel(b, op.bias, 0.0, op.input)
        y = b.add(ov.GroupNormalizationV12Op(op.input, scale, bias, num_groups=op.group, epsilon=op.eps))
        b.replace(rewriter, [y, None, None])


class SoftmaxToOv(RewritePattern):
    """_softmax and _log_softmax, and softmax.int as F.softmax leaves it (its input first in the
    dtype it names, as torch computes)."""

    op_types = (torch.Aten_SoftmaxOp, torch.Aten_LogSoftmaxOp, torch.AtenSoftmaxIntOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        if not isinstance(op, torch.AtenSoftmaxIntOp) and op.half_to_float:
            raise lowering_error(op, "softmax with half_to_float is a CUDA-only form")
        b = Builder(op)
        x = as_element(b, op.self, result_element(op))
        log = isinstance(op, torch.Aten_LogSoftmaxOp)
        if rank_of(x) == 0:  # the one element normalised: 1, its log 0
            b.add(ov.BroadcastV3Op(b.constant_like(np.asarray(0.0 if log else 1.0), x), b.add(ov.ShapeOfV3Op(x))))
        elif log:
            b.add(ov.LogSoftmaxV5Op(x, axis=op.dim))
        else:
            b.add(ov.SoftmaxV8Op(x, axis=op.dim))
        b.replace(rewriter)


class DropoutToIdentity(RewritePattern):
    """native_dropout and dropout: the input (and for native_dropout a mask of ones) when not
    training (train False) or when training drops nothing (p = 0); zeros (and a mask of zeros)
    when training drops everything (p = 1). `train` None means training, as in torch. The mask
    is built only when read."""

    op_types = (torch.AtenNativeDropoutOp, torch.AtenDropoutOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        training = op.train is None or op.train
        if training and op.p not in (0.0, 1.0):
            raise lowering_error(
                op,
                f"a dropout in training (p = {op.p}) is random: export the model in eval mode (model.eval())",
            )
        keep = not training or op.p == 0.0
        b = Builder(op)
        x = op.input
        y = x if keep else self._filled(b, x, 0.0, element_of(x.type))
        if len(op.results) == 1:
            b.replace(rewriter, [y])
            return
        mask = None
        if op.result1.first_use is not None:
            mask = self._filled(b, x, 1.0 if keep else 0.0, element_of(op.result1.type))
        b.replace(rewriter, [y, mask])

    @staticmethod
    def _filled(b: Builder, like: SSAValue, value: float, element) -> SSAValue:
        scalar = b.constant(np.asarray(value, dtype=elements.numpy_dtype(element)), element)
        return b.add(ov.BroadcastV3Op(scalar, b.add(ov.ShapeOfV3Op(like))))


class LocalScalarDenseToReshape(RewritePattern):
    """`item()`: the one element of the tensor as a rank-0 tensor of its element type (the ops
    that read the scalar convert it as they need)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.Aten_LocalScalarDenseOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        x = op.self
        if rank_of(x) == 0:
            b.replace(rewriter, [x])
            return
        shape = shape_of(x.type)
        if shape is not None and None not in shape and int(np.prod(shape)) != 1:
            raise lowering_error(op, f"item() of a tensor of {int(np.prod(shape))} elements")
        b.add(ov.ReshapeV1Op(x, b.i64([]), special_zero=False))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        BatchNormToInference(),
        BatchStatisticsToMVN(),
        BatchNormToOv(),
        LayerNormToMVN(),
        GroupNormToOv(),
        SoftmaxToOv(),
        DropoutToIdentity(),
        LocalScalarDenseToReshape(),
    ]
