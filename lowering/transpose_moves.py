"""A transpose moved down through a Split or a Reshape, for both passes that sink transposes
(ov-sink-transposes, gna-transpose-sinking). A pass's subclass says which transposes may move
(`order_of`: the order of the transpose producing a value, or None) and how the moved one is
written after the op (`sunk`)."""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.permutations import axis_of, retyped, squeezed_transpose, with_axis
from ovopt.lowering.values import static_shape

SPLITS = (ov.SplitV1Op, ov.VariadicSplitV1Op)


class TransposeMove(RewritePattern):
    """The base: a pass's subclass gives `order_of` and `sunk`."""

    @staticmethod
    def order_of(value: SSAValue) -> np.ndarray | None:
        raise NotImplementedError

    @staticmethod
    def sunk(b: Builder, value: SSAValue, order) -> SSAValue:
        raise NotImplementedError


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
