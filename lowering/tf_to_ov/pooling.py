"""Pooling: MaxPool (2-D, 3-D, and MaxPoolV2's ksize and strides given as tensors) as MaxPool-8,
AvgPool as AvgPool-1, in the NCHW layout. TensorFlow's average over a SAME window counts only
the values inside the data (`exclude-pad`); MaxPool's EXPLICIT pads are OpenVINO's pads (a
maximum never reads them)."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import (
    Builder,
    channels_first,
    from_channels_first,
    known_ints,
    lowering_error,
    rank,
    ready,
    spatial,
    to_channels_first,
    window_pads,
)

_POOLS = (tf.MaxPoolOp, tf.MaxPoolV2Op, tf.MaxPool3DOp, tf.AvgPoolOp, tf.AvgPool3DOp)


class PoolToOv(RewritePattern):
    op_types = _POOLS

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, _POOLS) or not ready(op):
            return
        x = op.operands[0]
        size = rank(op, x)
        first = channels_first(op)
        if isinstance(op, tf.MaxPoolV2Op):
            ksize, strides = known_ints(op, op.ksize, "ksize"), known_ints(op, op.strides, "strides")
        else:
            ksize, strides = list(op.ksize), list(op.strides)
        kernel, steps = spatial(ksize, first), spatial(strides, first)
        begin, end, auto = window_pads(op, x, kernel, steps, [1] * len(kernel), first)
        if auto != "explicit":
            raise lowering_error(op, f"SAME pooling needs the input's spatial sizes, got {x.type}")
        b = Builder(op)
        data = x if first else to_channels_first(b, x, size)
        window = dict(kernel=kernel, strides=steps, pads_begin=begin, pads_end=end, auto_pad="explicit")
        if isinstance(op, tf.AvgPoolOp | tf.AvgPool3DOp):
            y = b.add(ov.AvgPoolV1Op(data, **window, rounding_type="floor", **{"exclude-pad": True}))
        else:
            pool = ov.MaxPoolV8Op(data, **window, dilations=[1] * len(kernel), rounding_type="floor", axis=0)
            b.add(pool)
            y = pool.results[0]
        if not first:
            from_channels_first(b, y, size)
        b.replace(rewriter, [b.ops[-1].results[0]])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [PoolToOv()]
