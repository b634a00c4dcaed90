"""Normalisations: batch norm in inference as BatchNormInference-5, layer norm as MVN over the
normalised axes then the affine weight and bias, softmax and log-softmax as their ov ops."""

from __future__ import annotations

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, lowering_error
from ovopt.support.shapes import rank_of, shape_of


def _only_first_result_used(op) -> bool:
    return all(r.first_use is None for r in op.results[1:])


class BatchNormToInference(RewritePattern):
    """The saved mean and inverse deviation (training outputs) must be unused."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.Aten_NativeBatchNormLegitNoTrainingOp, rewriter: PatternRewriter) -> None:
        if not _only_first_result_used(op):
            raise lowering_error(op, "the saved statistics of a batch norm are read: OpenVINO computes no such outputs")
        channels = shape_of(op.running_mean.type)
        b = Builder(op)
        gamma = op.weight if op.weight is not None else b.constant_like(np.ones(channels), op.input)
        beta = op.bias if op.bias is not None else b.constant_like(np.zeros(channels), op.input)
        y = b.add(ov.BatchNormInferenceV5Op(op.input, gamma, beta, op.running_mean, op.running_var, epsilon=op.eps))
        b.replace(rewriter, [y, None, None])


class LayerNormToMVN(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenNativeLayerNormOp, rewriter: PatternRewriter) -> None:
        if not _only_first_result_used(op):
            raise lowering_error(
                op, "the mean and inverse deviation of a layer norm are read: OpenVINO has no such outputs"
            )
        rank = rank_of(op.input)
        if rank is None:
            raise lowering_error(op, "a layer norm needs an input of known rank")
        axes = list(range(rank - len(op.normalized_shape), rank))
        b = Builder(op)
        y = b.add(ov.MVNV6Op(op.input, b.i64(axes), normalize_variance=True, eps=op.eps, eps_mode="inside_sqrt"))
        if op.weight is not None:
            y = b.add(ov.MultiplyV1Op(y, op.weight))
        if op.bias is not None:
            y = b.add(ov.AddV1Op(y, op.bias))
        b.replace(rewriter, [y, None, None])


class SoftmaxToOv(RewritePattern):
    op_types = (torch.Aten_SoftmaxOp, torch.Aten_LogSoftmaxOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        b = Builder(op)
        x = op.self
        if op.half_to_float:
            raise lowering_error(op, "softmax with half_to_float is a CUDA-only form")
        if isinstance(op, torch.Aten_SoftmaxOp):
            b.add(ov.SoftmaxV8Op(x, axis=op.dim))
        else:
            b.add(ov.LogSoftmaxV5Op(x, axis=op.dim))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [BatchNormToInference(), LayerNormToMVN(), SoftmaxToOv()]
