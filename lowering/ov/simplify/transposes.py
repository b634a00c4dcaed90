"""Transposes in a row become one, and a transpose that keeps every axis in place disappears
(ovc's TransposeFuse). The first may have other readers (a ShapeOf, as in Keras' RNNs, whose
time-major transpose back and forth cancels): it stays for them. A ShapeOf of a transpose
reads the shape before it, gathered."""

from __future__ import annotations

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
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
        inner = source.owner if isinstance(source.owner, ov.TransposeV1Op) else None  # others may read it too
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


class ShapeOfTranspose(RewritePattern):
    """ShapeOf(Transpose(x, order)) is ShapeOf(x) gathered by order: the shape does not need
    the data moved (ovc's ShapeOf of a transpose, the same)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ShapeOfV3Op, rewriter: PatternRewriter) -> None:
        inner = op.input.owner
        order = transpose_order(inner) if isinstance(inner, ov.TransposeV1Op) else None
        if order is None:
            return
        shape = ov.ShapeOfV3Op(inner.data, output_type=op.output_type)
        indices = ov.ConstantV0Op.from_numpy(order.astype(np.int64))
        axis = ov.ConstantV0Op.from_numpy(np.asarray(0, np.int64))
        gather = ov.GatherV8Op(shape.output, indices.output, axis.output, batch_dims=0)
        for new in (shape, indices, axis, gather):
            new.location = op.location
        rewriter.replace(op, [shape, indices, axis, gather], [gather.results[0]])


def transpose_order(op: ov.TransposeV1Op) -> np.ndarray | None:
    """The permutation as a vector (an empty order reverses the axes), if it is constant."""
    order = constant(op.input_order)
    rank = rank_of(op.data)
    if order is None or rank is None:
        return None
    order = order.astype(np.int64).reshape(-1)
    return np.arange(rank)[::-1] if order.size == 0 else order


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FuseTransposes(), ShapeOfTranspose()]
