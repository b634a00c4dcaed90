"""ShuffleNet's channel shuffle, exported as Reshape [N, G, C/G, ...] -> Transpose swapping
G and C/G -> Reshape back to [N, C, ...], is one ShuffleChannels (ovc's ShuffleChannelsFusion)."""

from __future__ import annotations

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.matching import producer
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant
from ovopt.support.shapes import shape_of


class FuseShuffleChannels(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ReshapeV1Op, rewriter: PatternRewriter) -> None:
        transpose = producer(op.data, ov.TransposeV1Op)
        split = producer(transpose.data, ov.ReshapeV1Op) if transpose is not None else None
        if split is None:
            return
        x = shape_of(split.data.type)
        grouped = shape_of(split.output.type)
        order = constant(transpose.input_order)
        if x is None or grouped is None or order is None or len(x) < 2 or shape_of(op.output.type) != x:
            return
        group = grouped[1]
        swapped = [0, 2, 1, *range(3, len(x) + 1)]
        if (
            group is None
            or x[1] is None
            or grouped != [x[0], group, x[1] // group, *x[2:]]
            or not np.array_equal(order.reshape(-1), swapped)
        ):
            return
        shuffle = ov.ShuffleChannelsV0Op(split.data, axis=1, group=group)
        shuffle.location = op.location
        rewriter.replace(op, shuffle)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FuseShuffleChannels()]
