"""Weights behind a FakeQuantize gna-keep-weights-fake-quantize kept, as convert-ov-to-gna
fuses them into a layer (the plugin's FuseFQIntoWeightsPass): the layer takes the
FakeQuantize's output as its weights, and its range and levels (`ovopt.weights_fake_quantize`),
from which gna-assign-precision takes the weights' precision and gna-propagate-scales their
scale; with ranges per output channel the widest one's (the smallest scale), and each output
channel's range (`ovopt.weights_fake_quantize_ranges`), from which gna-quantize takes an int8
affine's row multipliers."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import DenseArrayBase, f64
from xdsl.ir import Operation, SSAValue

from ovopt.dialects.evaluation import fold
from ovopt.lowering.gna.fold_fake_quantize import statistics
from ovopt.lowering.gna.scales import WEIGHTS_FQ_ATTR, WEIGHTS_FQ_RANGES_ATTR
from ovopt.lowering.ov_to_gna.prepare.common import kept_fake_quantize
from ovopt.lowering.ov_to_gna.prepare.keep_weights_fake_quantize import channel_ranges, weights_range
from ovopt.lowering.values import constant


@dataclass(frozen=True)
class FusedWeights:
    """Constant weights; with a kept FakeQuantize they come out of, its (low, high, levels)
    (the widest channel's with ranges per channel) and, per channel, high - low broadcast to
    the weights."""

    weights: np.ndarray
    fake_quantize: DenseArrayBase | None = None
    ranges: np.ndarray | None = None


def fused_weights(value: SSAValue) -> FusedWeights | None:
    """The constant weights `value` holds, through a kept FakeQuantize; None when not constant."""
    weights = constant(value)
    if weights is not None:
        return FusedWeights(weights)
    op = kept_fake_quantize(value)
    if op is None:
        return None
    found, operands = weights_range(op), [constant(v) for v in op.operands]
    if found is None or any(x is None for x in operands):
        return None
    (weights,) = fold(op, *operands)
    return FusedWeights(weights, statistics(*found), channel_ranges(op))


def mark_fused(layer: Operation, fused: FusedWeights, rows: np.ndarray | None) -> None:
    """The layer's weights come out of `fused`'s FakeQuantize; `rows`: its range per output
    channel, when they differ."""
    if fused.fake_quantize is not None:
        layer.attributes[WEIGHTS_FQ_ATTR] = fused.fake_quantize
    if rows is not None:
        layer.attributes[WEIGHTS_FQ_RANGES_ATTR] = DenseArrayBase.from_list(f64, [float(r) for r in rows])
