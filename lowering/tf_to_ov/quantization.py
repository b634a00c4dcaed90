"""FakeQuantWithMinMaxArgs / Vars / VarsPerChannel: FakeQuantize on TensorFlow's nudged grid.

TensorFlow does not quantize over [min, max] as given: it moves the range so that zero is one of
the 2^num_bits (or 2^num_bits - 1, narrow) levels, keeping its width (the zero point is rounded
half away from zero and held inside the levels), then snaps x to that grid. The lowering computes
the same nudged limits, in float32 as TensorFlow does, and gives them to FakeQuantize as both
its input and output range; so the limits must be known when converting.
"""

from __future__ import annotations

import math

import numpy as np
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, known, lowering_error
from ovopt.support.shapes import shape_of


def nudged_range(low: float, high: float, num_bits: int, narrow_range: bool) -> tuple[float, float, int]:
    """TensorFlow's nudged (min, max) and the number of levels between them."""
    quant_min = np.float32(1 if narrow_range else 0)
    quant_max = np.float32((1 << num_bits) - 1)
    low, high = np.float32(low), np.float32(high)
    scale = (high - low) / (quant_max - quant_min)
    zero_point = quant_min - low / scale
    if zero_point < quant_min:
        nudged = quant_min
    elif zero_point > quant_max:
        nudged = quant_max
    else:
        nudged = np.float32(math.floor(float(zero_point) + 0.5))  # std::round of a value >= 0
    return float((quant_min - nudged) * scale), float((quant_max - nudged) * scale), int(quant_max - quant_min) + 1


class FakeQuantToOv(RewritePattern):
    """Args (limits in attributes), Vars (scalar limits) and VarsPerChannel (one pair per index
    of the last axis: FakeQuantize's limits broadcast along it)."""

    op_types = (tf.FakeQuantWithMinMaxArgsOp, tf.FakeQuantWithMinMaxVarsOp, tf.FakeQuantWithMinMaxVarsPerChannelOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        x = op.inputs
        if isinstance(op, tf.FakeQuantWithMinMaxArgsOp):
            lows, highs = np.array([op.min], np.float32), np.array([op.max], np.float32)
        else:
            limits = known(op.min), known(op.max)
            if any(v is None for v in limits):
                raise lowering_error(
                    op, "its min and max must be known when converting (constants), not computed at run time"
                )
            lows, highs = (np.asarray(v, np.float32).reshape(-1) for v in limits)
            per_channel = isinstance(op, tf.FakeQuantWithMinMaxVarsPerChannelOp)
            channels = (shape_of(x.type) or [None])[-1] if per_channel else 1
            if lows.size != highs.size or (channels is not None and lows.size != channels):
                wanted = "one pair per index of the last axis" if per_channel else "scalars"
                raise lowering_error(
                    op, f"its min and max must be {wanted} of {x.type}, got {lows.size} and {highs.size} values"
                )
        if not 2 <= op.num_bits <= 16:
            raise lowering_error(op, f"num_bits must be between 2 and 16, as TensorFlow requires, got {op.num_bits}")
        for low, high in zip(lows, highs):
            if not low < high:
                raise lowering_error(
                    op, f"min must be smaller than max, as TensorFlow requires, got {float(low)} and {float(high)}"
                )
        nudged = [nudged_range(low, high, op.num_bits, bool(op.narrow_range)) for low, high in zip(lows, highs)]
        b = Builder(op)
        if isinstance(op, tf.FakeQuantWithMinMaxVarsPerChannelOp):
            bottom = b.constant(np.array([n[0] for n in nudged], np.float32))
            top = b.constant(np.array([n[1] for n in nudged], np.float32))
        else:
            bottom, top = b.constant_like(nudged[0][0], x), b.constant_like(nudged[0][1], x)
        b.add(ov.FakeQuantizeV0Op(x, bottom, top, bottom, top, levels=nudged[0][2]))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FakeQuantToOv()]
