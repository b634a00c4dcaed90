"""Chains of Reshape, Squeeze and Unsqueeze become one Reshape to the final static shape, and a
chain that ends where it began disappears (ovc's ReshapeSequenceFusion and the removal of
redundant reshapes). Only static final shapes are collapsed: a dynamic one may depend on the
shapes in between."""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov
from ovopt.lowering.matching import producer
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import static_shape

SHAPE_CHANGES = (ov.ReshapeV1Op, ov.SqueezeV0Op, ov.UnsqueezeV0Op)


class CollapseReshapes(RewritePattern):
    op_types = SHAPE_CHANGES

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, SHAPE_CHANGES):
            return
        target = static_shape(op.output)
        if target is None:
            return
        source, links = op.data, 0
        while (inner := producer(source, SHAPE_CHANGES)) is not None:
            source, links = inner.data, links + 1
        if static_shape(source) == target:
            rewriter.replace(op, [], [source])
        elif links:
            shape = ov.ConstantV0Op.from_numpy(np.array(target, dtype=np.int64))
            reshape = ov.ReshapeV1Op(source, shape.output, special_zero=False)
            shape.location = reshape.location = op.location
            rewriter.replace(op, [shape, reshape], [reshape.output])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [CollapseReshapes()]
