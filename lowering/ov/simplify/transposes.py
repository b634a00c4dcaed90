"""Transposes in a row become one, and a transpose that keeps every axis in place disappears
(ovc's TransposeFuse)."""

from __future__ import annotations

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.matching import producer
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant
from ovopt.support.shapes import rank_of


class FuseTransposes(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TransposeV1Op, rewriter: PatternRewriter) -> None:
        order = transpose_order(op)
        if order is None:
            return
        source = op.data
        inner = producer(source, ov.TransposeV1Op)
        inner_order = transpose_order(inner) if inner is not None else None
        if inner_order is not None:
            source, order = inner.data, inner_order[order]  # out[i] = mid[order[i]] = x[inner[order[i]]]
        if np.array_equal(order, np.arange(order.size)):
            rewriter.replace(op, [], [source])
        elif inner_order is not None:
            permutation = ov.ConstantV0Op.from_numpy(order.astype(np.int64))
            transpose = ov.TransposeV1Op(source, permutation.output)
            permutation.location = transpose.location = op.location
            rewriter.replace(op, [permutation, transpose], [transpose.output])


def transpose_order(op: ov.TransposeV1Op) -> np.ndarray | None:
    """The permutation as a vector (an empty order reverses the axes), if it is constant."""
    order = constant(op.input_order)
    rank = rank_of(op.data)
    if order is None or rank is None:
        return None
    order = order.astype(np.int64).reshape(-1)
    return np.arange(rank)[::-1] if order.size == 0 else order


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FuseTransposes()]
