"""gna.pwl as opset arithmetic, so the emulation carries the segments' real error: the
segment of each element is the number of inner knots at or below it (a GreaterEqual against
the knots, summed), its slope and intercept are gathered by that index, and y = x * m + b."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import i32
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import RewritePattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.gna_to_ov.common import Lowering
from ovopt.lowering.pattern_pass import PatternPass


def pwl(op: gna.PwlOp, b: Builder) -> list[SSAValue]:
    x = op.data
    slopes, intercepts, knots = (
        np.asarray(getattr(op, name).get_values(), np.float64) for name in ("slopes", "intercepts", "knots")
    )
    if len(slopes) == 1:
        scaled = b.add(ov.MultiplyV1Op(x, b.constant_like(slopes[0], x)))
        return [b.add(ov.AddV1Op(scaled, b.constant_like(intercepts[0], x)))]
    rank = x.type.get_num_dims()
    column = b.add(ov.UnsqueezeV0Op(x, b.i64([rank])))
    above = b.add(ov.GreaterEqualV1Op(column, b.constant_like(knots[1:-1], x)))
    counts = b.add(ov.ConvertV0Op(above, destination_type=i32))
    segment = b.add(ov.ReduceSumV1Op(counts, b.i64([rank]), keep_dims=False))
    axis = b.i64(0)
    m = b.add(ov.GatherV8Op(b.constant_like(slopes, x), segment, axis))
    c = b.add(ov.GatherV8Op(b.constant_like(intercepts, x), segment, axis))
    return [b.add(ov.AddV1Op(b.add(ov.MultiplyV1Op(x, m)), c))]


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        Lowering(pwl, gna.PwlOp, integers=False),
    ]
