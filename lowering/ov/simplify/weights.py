"""A constant per-output-channel scale after a Convolution, GroupConvolution or MatMul with
constant weights is folded into the weights (ovc's ConvolutionMultiplyFusion and
MatMulMultiplyFusion): conv(x, W) * s = conv(x, W s). With the batch-norm decomposition this
is how a BatchNormalization after a convolution disappears into it. A scale that a later one
joins first (a batch norm, then a scale layer) waits for it: the weights are scaled once, by
the product of both, as ovc's passes do (LinOpSequenceFusion runs before the fusions)."""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.matching import producer, rebuilt, split_constant
from ovopt.lowering.ov.simplify.linear_sequences import scaled_again
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, constant_like, is_float
from ovopt.support import elements
from ovopt.support.locations import carry_tensor_names
from ovopt.support.shapes import shape_of

WEIGHTED = (ov.ConvolutionV1Op, ov.GroupConvolutionV1Op, ov.MatMulV0Op)


class FoldScaleIntoWeights(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MultiplyV1Op, rewriter: PatternRewriter) -> None:
        split = split_constant(op)
        layer = producer(split[0], WEIGHTED) if split else None
        if layer is None or not is_float(op.output) or shape_of(op.output.type) != shape_of(split[0].type):
            return
        if scaled_again(op.output):  # the next scale joins this one first
            return
        folded = fold_into_weights(layer, split[1])
        if folded is not None:
            rewriter.replace(op, list(folded), folded[1].results)


def fold_into_weights(layer: Operation, scale: np.ndarray) -> tuple[ov.ConstantV0Op, Operation] | None:
    """The scaled weights and the rebuilt `layer` that computes `layer`'s output times `scale`
    (a constant of its output's element type that does not widen it); None unless the weights
    are constant and the scale is one factor per output channel."""
    weights = constant(layer.operands[1])
    channels = _scale_per_channel(scale, layer)
    if weights is None or channels is None or (isinstance(layer, ov.MatMulV0Op) and weights.ndim != 2):
        return None
    factors = _along_outputs(channels, layer, weights.shape)
    scaled = constant_like(_product(weights, factors), layer.operands[1])
    if layer.operands[1].has_one_use():  # as the layer, the weights keep their names
        carry_tensor_names(layer.operands[1], scaled.output)
    return scaled, rebuilt(layer, [layer.operands[0], scaled.output])


def _product(weights: np.ndarray, factors: np.ndarray) -> np.ndarray:
    """weights * factors, rounded once: in f32 when both are (the f64 product of two f32 values
    is exact, so rounding it to f32 gives the f32 product's bits), in f64 otherwise. An f32
    product is computed into the memory its constant keeps."""
    if weights.dtype == np.float32 and factors.dtype == np.float32:
        product = elements.new_array(np.broadcast_shapes(weights.shape, factors.shape), np.float32)
        np.multiply(weights, factors, out=product)
        product.flags.writeable = False
        return product
    return weights.astype(np.float64) * factors


def _scale_per_channel(scale: np.ndarray, layer: Operation) -> np.ndarray | None:
    """The scale as one factor per output channel (axis 1 of a convolution's output, the last
    of a MatMul's), or None if it varies along any other axis."""
    output = shape_of(layer.results[0].type)
    if output is None or scale.ndim > len(output):
        return None
    axis = len(output) - 1 if isinstance(layer, ov.MatMulV0Op) else 1
    aligned = scale.reshape((1,) * (len(output) - scale.ndim) + scale.shape)
    if any(size != 1 for index, size in enumerate(aligned.shape) if index != axis):
        return None
    channels = output[axis]
    if channels is None or aligned.shape[axis] not in (1, channels):
        return None
    return np.broadcast_to(aligned.reshape(-1), (channels,))


def _along_outputs(channels: np.ndarray, layer: Operation, weights_shape: tuple[int, ...]) -> np.ndarray:
    """The per-channel factors shaped to multiply the weights' output-channel axis."""
    rank = len(weights_shape)
    if isinstance(layer, ov.MatMulV0Op):  # weights [K, N], or [N, K] transposed
        return channels.reshape(-1, 1) if layer.transpose_b.value.data else channels.reshape(1, -1)
    if isinstance(layer, ov.GroupConvolutionV1Op):  # [GROUPS, C_OUT/GROUPS, C_IN/GROUPS, ...]
        return channels.reshape(weights_shape[0], weights_shape[1], *(1,) * (rank - 2))
    return channels.reshape(-1, *(1,) * (rank - 1))  # [C_OUT, C_IN, ...]


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FoldScaleIntoWeights()]
