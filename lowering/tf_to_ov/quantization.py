"""FakeQuantWithMinMaxArgs / FakeQuantWithMinMaxVars: FakeQuantize on TensorFlow's nudged grid.

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
    op_types = (tf.FakeQuantWithMinMaxArgsOp, tf.FakeQuantWithMinMaxVarsOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        if isinstance(op, tf.FakeQuantWithMinMaxArgsOp):
            low, high = op.min, op.max
        else:
            limits = known(op.min), known(op.max)
            if any(v is None or v.size != 1 for v in limits):
                raise lowering_error(
                    op, "its min and max must be known scalars when converting (constants), not computed at run time"
                )
            low, high = (float(v.reshape(-1)[0]) for v in limits)
        if not 2 <= op.num_bits <= 16:
            raise lowering_error(op, f"num_bits must be between 2 and 16, as TensorFlow requires, got {op.num_bits}")
        if not low < high:
            raise lowering_error(op, f"min must be smaller than max, as TensorFlow requires, got {low} and {high}")
        nudged_min, nudged_max, levels = nudged_range(low, high, op.num_bits, bool(op.narrow_range))
        b = Builder(op)
        x = op.inputs
        bottom, top = b.constant_like(nudged_min, x), b.constant_like(nudged_max, x)
        b.add(ov.FakeQuantizeV0Op(x, bottom, top, bottom, top, levels=levels))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FakeQuantToOv()]
