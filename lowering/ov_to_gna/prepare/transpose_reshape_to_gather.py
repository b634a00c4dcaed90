"""gna-transpose-reshape-to-gather: a transpose whose result is then flattened is a flatten
then a Gather on the flat axis (the plugin's TransposeToGather family, GatherSinkingTranspose-
Reshape, `gather_sinking_transpose_reshape.cpp`): where transpose sinking stops at a Reshape, the permutation
becomes a Gather of constant indices that gather sinking can move on, or a weight matrix absorb.

    x[A, B, C] -> Transpose {0, 2, 1} -> Reshape [A, C*B]
    x[A, B, C] -> Reshape [A, B*C] -> Gather(indices, axis 1)

The axes before the first one the transpose moves are kept; every axis after it must be
flattened into one."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.layout import movable
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import static_shape


def flat_gather(shape, order, target) -> tuple[int, np.ndarray] | None:
    """For a transpose of `shape` by `order` reshaped to `target`: the gather axis and indices
    on the flattened input, if the reshape flattens every axis from the first moved one on."""
    moved = [axis for axis in range(len(order)) if order[axis] != axis]
    if not moved:
        return None
    first = moved[0]
    transposed_shape = [shape[axis] for axis in order]
    flat = int(np.prod(shape[first:]))
    if list(target) != [*transposed_shape[:first], flat]:
        return None
    positions = np.arange(flat).reshape(shape[first:])
    return first, np.transpose(positions, [int(axis) - first for axis in order[first:]]).reshape(-1)


class TransposeReshapeToGather(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ReshapeV1Op, rewriter: PatternRewriter) -> None:
        order = movable(op.data)
        source = op.data.owner.data if order is not None else None
        shape = static_shape(source) if source is not None else None
        target = static_shape(op.output)
        if shape is None or target is None:
            return
        found = flat_gather(shape, order, target)
        if found is None:
            return
        axis, indices = found
        b = Builder(op)
        flat = b.add(ov.ReshapeV1Op(source, b.i64([*shape[:axis], int(indices.size)]), special_zero=False))
        b.add(ov.GatherV8Op(flat, b.i64(indices), b.i64(axis)))
        b.replace(rewriter)


@dataclass(frozen=True)
class TransposeReshapeToGatherPass(PatternPass):
    """A transpose then a flattening Reshape as the Reshape then a Gather on the flat axis."""

    name = "gna-transpose-reshape-to-gather"
    erase_dead = True


def patterns(options: TransposeReshapeToGatherPass) -> list[RewritePattern]:
    return [TransposeReshapeToGather()]
