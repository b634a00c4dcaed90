"""BatchNormInference with constant statistics as a per-channel scale and shift (ovc's
BatchNormDecomposition): `x * scale + shift`, which the weights patterns then fold into a
convolution or MatMul before it, and the linear-sequence patterns into a scale-shift after it.
After a layer the scale can fold into, it folds at once: the Multiply the weights pattern would
fold next is not built (the IR is the same). Not when a constant scale follows: the weights
pattern waits for the linear-sequence patterns to make one scale of both."""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import producer, split_constant
from ovopt.lowering.ov.simplify.linear_sequences import scaled_again
from ovopt.lowering.ov.simplify.weights import WEIGHTED, fold_into_weights
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, constant_like
from ovopt.support.elements import numpy_dtype
from ovopt.support.shapes import element_of, shape_of


class DecomposeBatchNorm(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.BatchNormInferenceV5Op, rewriter: PatternRewriter) -> None:
        statistics = [constant(v) for v in (op.gamma, op.beta, op.mean, op.variance)]
        if any(s is None for s in statistics):
            return
        rank = len(shape_of(op.data.type))  # the verifier admits only ranked, floating-point data
        gamma, beta, mean, variance = (s.astype(np.float64) for s in statistics)
        scale = gamma / np.sqrt(variance + op.epsilon.value.data)
        shift = beta - mean * scale
        per_channel = (1, -1) + (1,) * (rank - 2)
        scale = scale.reshape(per_channel).astype(numpy_dtype(element_of(op.data.type)))  # as its constant holds it
        folded = _fold_into_layer(op, scale)
        b = Builder(op)
        if folded is not None:
            scaled = folded[1].results[0]
        else:
            scaled = b.add(ov.MultiplyV1Op(op.data, b.add(constant_like(scale, op.data))))
        b.add(ov.AddV1Op(scaled, b.add(constant_like(shift.reshape(per_channel), op.data))))
        b.replace(rewriter, ahead=folded or ())


def _fold_into_layer(op: ov.BatchNormInferenceV5Op, scale: np.ndarray) -> tuple[ov.ConstantV0Op, Operation] | None:
    """What the weights pattern makes of `x * scale` when `x` is a layer's output that only the
    batch norm reads; None when it would leave the Multiply. The scale, one value per channel
    (the verifier ties its length to the data's dimension 1), never widens the layer's output."""
    layer = producer(op.data, WEIGHTED)
    shape = shape_of(op.data.type)
    if layer is None or shape is None or None in shape or _scaled_next(op):
        return None
    return fold_into_weights(layer, scale)


def _scaled_next(op: ov.BatchNormInferenceV5Op) -> bool:
    """Whether a constant scale follows the batch norm (next, or after a shift)."""
    user = op.output.get_user_of_unique_use()
    return (isinstance(user, ov.MultiplyV1Op) and split_constant(user) is not None) or scaled_again(op.output)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [DecomposeBatchNorm()]
