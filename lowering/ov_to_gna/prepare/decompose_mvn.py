"""DecomposeMVN: GNA has no MVN, so an MVN-6 over the last axes of batch-1 data becomes what
GNA computes (the plugin's DecomposeMVN, `transformations/decompose_mvn.cpp`): 1x1 convolutions that average,
an Add, products, and 1 / sqrt(var + eps) as Exp(-0.5 * Log(var + eps)), two activations the
plugin approximates piecewise. The plugin always puts eps inside the root; with eps outside
(ONNX's MeanVarianceNormalization) the root is Exp(0.5 * Log(var)) and the reciprocal
Exp(-Log(root + eps)), so the result is still the MVN's.

The normalised axes are flattened into L channels of a [1, L, rows, 1] tensor (a Transpose in,
one out), so each row is a pixel and the averaging is a 1x1 convolution over channels: its
filters are I - 1/L for x - mean and 1/L for the variance. The plugin sums each row with 8
filters of -1/L and spreads the mean back with a second convolution; one convolution of L
filters computes the same, and it also normalises over H and W together where the plugin's rows
are W only. A row longer than the largest GNA filter (768) is left alone, as the plugin does.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.common import pointwise
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, static_shape
from ovopt.support.shapes import normalize_axis

MAX_FILTER_SIZE = 768  # kConvFilterMaxSize


def normalised_suffix(op: ov.MVNV6Op) -> int | None:
    """The first axis of the MVN's axes if they are the last axes from 2 on, of static batch-1
    data of rank 3 or 4 that is not empty: what GNA can normalise."""
    shape, axes = static_shape(op.data), constant(op.axes)
    if shape is None or axes is None or len(shape) not in (3, 4) or shape[0] != 1 or 0 in shape:
        return None
    normalised = sorted({normalize_axis(int(a), len(shape)) for a in axes.reshape(-1)})
    if not normalised or normalised[0] < 2 or normalised != list(range(normalised[0], len(shape))):
        return None
    return normalised[0]


def power(b: Builder, x, exponent: float):
    """x^exponent for positive x as Exp(exponent * Log(x)): activations GNA approximates."""
    scaled = b.add(ov.MultiplyV1Op(b.add(ov.LogV0Op(x)), b.constant_like(np.asarray(exponent), x)))
    return b.add(ov.ExpV0Op(scaled))


class DecomposeMVN(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MVNV6Op, rewriter: PatternRewriter) -> None:
        first = normalised_suffix(op)
        variance = op.normalize_variance.value.data
        if first is None:
            return
        shape = static_shape(op.data)
        rows, length = int(np.prod(shape[:first])), int(np.prod(shape[first:]))
        if length > MAX_FILTER_SIZE:
            return
        b = Builder(op)
        flat = b.add(ov.ReshapeV1Op(op.data, b.i64([1, rows, 1, length]), special_zero=False))
        channels = b.add(ov.TransposeV1Op(flat, b.i64([0, 3, 1, 2])))
        centred = pointwise(b, channels, np.eye(length) - 1.0 / length)
        result = centred
        if variance:
            squares = b.add(ov.MultiplyV1Op(centred, centred))
            spread = pointwise(b, squares, np.full((length, length), 1.0 / length))
            eps = b.constant_like(np.asarray(op.eps.value.data), op.data)
            if op.eps_mode.data == "inside_sqrt":
                reciprocal = power(b, b.add(ov.AddV1Op(spread, eps)), -0.5)
            else:
                reciprocal = power(b, b.add(ov.AddV1Op(power(b, spread, 0.5), eps)), -1.0)
            result = b.add(ov.MultiplyV1Op(centred, reciprocal))
        rows_back = b.add(ov.TransposeV1Op(result, b.i64([0, 2, 3, 1])))
        b.add(ov.ReshapeV1Op(rows_back, b.i64(list(shape)), special_zero=False))
        b.replace(rewriter)


@dataclass(frozen=True)
class DecomposeMVNPass(PatternPass):
    """MVN-6 over the last axes of batch-1 data of rank 3 or 4 as 1x1 convolutions, Log, Exp and
    products."""

    name = "gna-decompose-mvn"
    erase_dead = True


def patterns(options: DecomposeMVNPass) -> list[RewritePattern]:
    return [DecomposeMVN()]
