"""BatchNormInference with constant statistics as a per-channel scale and shift (ovc's
BatchNormDecomposition): `x * scale + shift`, which the weights patterns then fold into a
convolution or MatMul before it, and the linear-sequence patterns into a scale-shift after it."""

from __future__ import annotations

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.dialects.shapes import rank_of
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov.simplify.matching import as_element, constant, is_float


class DecomposeBatchNorm(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.BatchNormInferenceV5Op, rewriter: PatternRewriter) -> None:
        statistics = [constant(v) for v in (op.gamma, op.beta, op.mean, op.variance)]
        rank = rank_of(op.data)
        if any(s is None for s in statistics) or rank is None or not is_float(op.data):
            return
        gamma, beta, mean, variance = (s.astype(np.float64) for s in statistics)
        scale = gamma / np.sqrt(variance + op.epsilon.value.data)
        shift = beta - mean * scale
        per_channel = (1, -1) + (1,) * (rank - 2)
        b = Builder(op)
        scaled = b.add(ov.MultiplyV1Op(op.data, b.add(as_element(scale.reshape(per_channel), op.data))))
        b.add(ov.AddV1Op(scaled, b.add(as_element(shift.reshape(per_channel), op.data))))
        b.replace(rewriter)


def patterns():
    return [DecomposeBatchNorm()]
