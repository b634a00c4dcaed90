"""gna-transpose-compress: a transpose that moves blocks of adjacent axes together is a
transpose of fewer axes between two Reshapes (the plugin's TransposeCompress, pipeline
step 43): [2, 2, 4, 4] by {2, 3, 0, 1} is [4, 16] by {1, 0}, a 2-D transpose GNA can do.

A transpose that only moves 1-dims is a reshape already (a layout cast): it stays."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov.simplify.transposes import transpose_order
from ovopt.lowering.ov_to_gna.prepare.layout import pinned
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import static_shape


def blocks(order) -> list[list[int]]:
    """The runs of input axes that stay adjacent and in order, in output order."""
    runs = [[int(order[0])]]
    for axis in order[1:]:
        if int(axis) == runs[-1][-1] + 1:
            runs[-1].append(int(axis))
        else:
            runs.append([int(axis)])
    return runs


def moves_only_unit_dims(shape, order) -> bool:
    big = [int(axis) for axis in order if shape[axis] != 1]
    return big == sorted(big)


class CompressTranspose(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TransposeV1Op, rewriter: PatternRewriter) -> None:
        order, shape = transpose_order(op), static_shape(op.data)
        if order is None or shape is None or order.size <= 2 or pinned(op) or moves_only_unit_dims(shape, order):
            return
        runs = blocks(order)
        if len(runs) == order.size:
            return
        by_input = sorted(runs)
        compressed = [int(np.prod([shape[axis] for axis in run])) for run in by_input]
        new_order = [by_input.index(run) for run in runs]  # never the identity: that order moved only 1-dims
        b = Builder(op)
        flat = b.add(ov.ReshapeV1Op(op.data, b.i64(compressed), special_zero=False))
        moved = b.add(ov.TransposeV1Op(flat, b.i64(new_order)))
        b.add(ov.ReshapeV1Op(moved, b.i64(list(static_shape(op.output))), special_zero=False))
        b.replace(rewriter)


@dataclass(frozen=True)
class TransposeCompressPass(PatternPass):
    """Transposes of blocks of adjacent axes as transposes of fewer axes between Reshapes."""

    name = "gna-transpose-compress"
    erase_dead = True


def patterns(options: TransposeCompressPass) -> list[RewritePattern]:
    return [CompressTranspose()]
