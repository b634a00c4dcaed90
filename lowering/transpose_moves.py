"""A transpose moved down through a Concat, a Split or a Reshape, for both passes that sink
transposes (ov-sink-transposes, gna-transpose-sinking). A pass builds each move with its own
answers: which transposes may move (`order_of`: the order of the transpose producing a value, or
None) and how the moved one is written after the op (`sunk`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.permutations import axis_of, inverse, retyped, squeezed_transpose, transposed_array, with_axis
from ovopt.lowering.values import constant, static_shape
from ovopt.support.shapes import rank_of

SPLITS = (ov.SplitV1Op, ov.VariadicSplitV1Op)


@dataclass(eq=False)
class TransposeMove(RewritePattern):
    order_of: Callable[[SSAValue], np.ndarray | None]
    sunk: Callable[[Builder, SSAValue, Any], SSAValue]


def constant_transposed(b: Builder, value: SSAValue, array: np.ndarray, order: np.ndarray) -> SSAValue:
    """A constant input moved back through the transpose: a new constant of `array` by `order`."""
    return transposed_array(b, array, order, value)


@dataclass(eq=False)
class MoveThroughConcat(TransposeMove):
    """Concat(T(x), T(y), c) = T(Concat(x, y, T⁻¹(c))) along order[axis]: every input the same
    transpose or a constant of the output's rank (`rank`: the output's, or None when a pass does
    not move the transpose; `moved_constant` writes c transposed back)."""

    rank: Callable[[SSAValue], int | None] = rank_of
    moved_constant: Callable[[Builder, SSAValue, np.ndarray, np.ndarray], SSAValue] = constant_transposed
    op_types = (ov.ConcatV0Op,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ov.ConcatV0Op):
            return
        orders = [self.order_of(v) for v in op.inputs]
        order = next((o for o in orders if o is not None), None)
        rank = self.rank(op.output) if order is not None else None
        if rank is None or rank != order.size:
            return
        b = Builder(op)
        inputs = []
        for value, value_order in zip(op.inputs, orders):
            array = constant(value)
            if value_order is not None and np.array_equal(value_order, order):
                inputs.append(value.owner.data)
            elif array is not None and array.ndim == rank:
                inputs.append(self.moved_constant(b, value, array, inverse(order)))
            else:
                return
        inner = with_axis(b, op, inputs, int(order[axis_of(op, rank)]))
        self.sunk(b, inner.results[0], order)
        b.replace(rewriter)


@dataclass(eq=False)
class MoveThroughSplit(TransposeMove):
    """Split(T(x), axis) = T on each part of Split(x, order[axis])."""

    op_types = SPLITS

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        order = self.order_of(op.operands[0]) if isinstance(op, SPLITS) else None
        axis = axis_of(op, order.size) if order is not None else None
        if axis is None:
            return
        b = Builder(op)
        inner = with_axis(b, op, [op.operands[0].owner.data, *op.operands[1:]], int(order[axis]))
        b.replace(rewriter, [self.sunk(b, part, order) for part in inner.results])


@dataclass(eq=False)
class MoveThroughReshape(TransposeMove):
    """Reshape(T(x)) that only adds or drops 1-dims is T'(Reshape'(x)) (T' may be the identity)."""

    op_types = (ov.ReshapeV1Op,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        order = self.order_of(op.data) if isinstance(op, ov.ReshapeV1Op) else None
        source = op.data.owner.data if order is not None else None
        shape = static_shape(source) if source is not None else None
        target = static_shape(op.output) if shape is not None else None
        if shape is None or target is None:
            return
        commuted = squeezed_transpose(shape, order, target)
        if commuted is None:
            return
        middle, new_order = commuted
        b = Builder(op)
        reshaped = retyped(b, op, [source, b.i64(middle)])
        self.sunk(b, reshaped.results[0], np.asarray(new_order))
        b.replace(rewriter)
