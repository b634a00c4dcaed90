"""gna-transpose-sinking: transposes move through the ops that commute with them until they meet
their inverse (and vanish) or reach the model's edges (where gna-split-pre-post cuts them off to
the CPU): the common TSGeneral the GNA plugin ran (pipeline step 42, `ts_general.cpp`).

A forward sweep moves a transpose from an op's input to its outputs (through element-wise
unary and binary ops, a FakeQuantize of one-number limits, Concat, Split and the Reshapes that
only add or drop 1-dims); a backward sweep then moves a transpose from an op's output to its
inputs, except those the forward sweep moved (it would only put them back). Transposes in a row
fold into one, identities vanish. The transposes that belong to a channels-last convolution
(gna-replace-nhwc-layers) stay."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import numpy as np
from xdsl.dialects.builtin import ModuleOp, UnitAttr
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov.simplify.transposes import FuseTransposes, transpose_order
from ovopt.lowering.ov_to_gna.prepare.layout import SUNK_ATTR, movable, pinned
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.permutations import (
    axis_of,
    full_rank_constant,
    inverse,
    is_binary,
    is_identity,
    is_unary,
    retyped,
    transposed,
    transposed_array,
    with_axis,
)
from ovopt.lowering.rewriting import rewrite_module
from ovopt.lowering.transpose_moves import SPLITS, MoveThroughConcat, MoveThroughReshape, MoveThroughSplit
from ovopt.lowering.values import constant, static_shape


def sunk(b: Builder, value: SSAValue, order) -> SSAValue:
    """`value` transposed by `order`, the transpose marked as moved by the forward sweep."""
    result = transposed(b, value, order)
    if result is not value and isinstance(result.owner, ov.TransposeV1Op):
        result.owner.attributes[SUNK_ATTR] = UnitAttr()
    return result


class FoldTransposes(FuseTransposes):
    """Transposes in a row become one and identities vanish; a transpose pinned to a
    convolution stays (only an identity after it goes)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ov.TransposeV1Op) or pinned(op):
            return
        inner = op.data.owner
        if isinstance(inner, ov.TransposeV1Op) and pinned(inner):
            order = transpose_order(op)
            if order is not None and is_identity(order):
                rewriter.replace(op, [], [op.data])
            return
        super().match_and_rewrite(op, rewriter)


# -- forward: a transpose on an input moves to the outputs --------------------------------------


def unary_like(op: Operation) -> bool:
    """An element-wise unary op, or a FakeQuantize whose limits are one number each (the
    plugin's TSBinary moves transposes through FakeQuantize)."""
    if isinstance(op, ov.FakeQuantizeV0Op):
        return all(constant(v) is not None and constant(v).size == 1 for v in op.operands[1:])
    return is_unary(op)


def limits_as_scalars(b: Builder, op: Operation) -> list[SSAValue]:
    """A FakeQuantize's one-number limits as scalars (any rank's transpose leaves them)."""
    return [b.constant(constant(v).reshape(()), v.type.element_type) for v in op.operands[1:]]


class UnaryForward(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        order = movable(op.operands[0]) if unary_like(op) else None
        if order is None:
            return
        b = Builder(op)
        inner = retyped(b, op, [op.operands[0].owner.data, *limits_as_scalars(b, op)])
        sunk(b, inner.results[0], order)
        b.replace(rewriter)


class BinaryForward(RewritePattern):
    """The other operand is the same transpose, or a constant (transposed back, folded)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not is_binary(op) or static_shape(op.results[0]) is None:
            return
        rank = len(static_shape(op.results[0]))
        for index in (0, 1):
            order = movable(op.operands[index])
            if order is None or order.size != rank:
                continue
            other = op.operands[1 - index]
            b = Builder(op)
            other_order = movable(other)
            if other_order is not None and np.array_equal(other_order, order):
                other_value = other.owner.data
            else:
                array = full_rank_constant(other, rank)
                if array is None:
                    continue
                other_value = transposed_array(b, array, inverse(order), other)
            operands = [op.operands[index].owner.data, other_value]
            inner = retyped(b, op, operands if index == 0 else operands[::-1])
            sunk(b, inner.results[0], order)
            b.replace(rewriter)
            return


def static_rank(value: SSAValue) -> int | None:
    shape = static_shape(value)
    return None if shape is None else len(shape)


def moved_constant(b: Builder, value: SSAValue, array: np.ndarray, order: np.ndarray) -> SSAValue:
    return transposed(b, value, order)


# -- backward: a transpose on the output moves to the inputs ------------------------------------


def backward_source(op: ov.TransposeV1Op) -> tuple[Operation, np.ndarray] | None:
    """The op a transpose may move above, and the order: not pinned, not moved forward, the
    op's result used by this transpose only."""
    if SUNK_ATTR in op.attributes or pinned(op) or not op.data.has_one_use():
        return None
    order = transpose_order(op)
    source = op.data.owner
    if order is None or not isinstance(source, Operation) or len(source.results) != 1:
        return None
    return source, order


def reaches_edge_or_transpose(value: SSAValue) -> bool:
    """Moving a transpose onto `value` pays off: it folds there or it reaches a model input."""
    owner = value.owner
    return constant(value) is not None or not isinstance(owner, Operation) or isinstance(owner, ov.TransposeV1Op)


class UnaryBackward(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TransposeV1Op, rewriter: PatternRewriter) -> None:
        found = backward_source(op)
        if found is None or not unary_like(found[0]):
            return
        source, order = found
        b = Builder(op)
        retyped(b, source, [transposed(b, source.operands[0], order), *limits_as_scalars(b, source)])
        b.replace(rewriter)


class BinaryBackward(RewritePattern):
    """T(a op c) with c constant is T(a) op T(c) (c folded)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TransposeV1Op, rewriter: PatternRewriter) -> None:
        found = backward_source(op)
        if found is None or not is_binary(found[0]):
            return
        source, order = found
        arrays = [full_rank_constant(v, order.size) for v in source.operands]
        if sum(a is not None for a in arrays) != 1:
            return
        data = source.operands[0] if arrays[0] is None else source.operands[1]
        if static_shape(data) is None or len(static_shape(data)) != order.size:
            return
        b = Builder(op)
        operands = [
            transposed(b, v, order) if a is None else transposed_array(b, a, order, v)
            for v, a in zip(source.operands, arrays)
        ]
        retyped(b, source, operands)
        b.replace(rewriter)


class ConcatBackward(RewritePattern):
    """T(Concat(xs, axis)) is Concat(T(xs), inverse[axis]), where each input then folds its
    transpose or is a model input or constant."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TransposeV1Op, rewriter: PatternRewriter) -> None:
        found = backward_source(op)
        if found is None or not isinstance(found[0], ov.ConcatV0Op):
            return
        source, order = found
        if not all(reaches_edge_or_transpose(v) for v in source.inputs):
            return
        b = Builder(op)
        inputs = [transposed(b, v, order) for v in source.inputs]
        with_axis(b, source, inputs, int(inverse(order)[axis_of(source, order.size)]))
        b.replace(rewriter)


class SplitBackward(RewritePattern):
    """Every part of a Split transposed the same way: one transpose before it."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, SPLITS) or not all(r.has_one_use() for r in op.results):
            return
        users = [next(iter(r.uses)).operation for r in op.results]
        if not all(isinstance(u, ov.TransposeV1Op) and u.data is r for u, r in zip(users, op.results)):
            return
        if any(SUNK_ATTR in u.attributes or pinned(u) for u in users):
            return
        orders = [transpose_order(u) for u in users]
        if orders[0] is None or any(o is None or not np.array_equal(o, orders[0]) for o in orders):
            return
        axis = axis_of(op, orders[0].size)
        if axis is None:
            return
        b = Builder(op)
        data = transposed(b, op.operands[0], orders[0])
        inner = with_axis(b, op, [data, *op.operands[1:]], int(inverse(orders[0])[axis]))
        for user, part in zip(users, inner.results):
            rewriter.replace_op(user, [], [part])
        b.replace(rewriter)


FORWARD = (
    UnaryForward,
    BinaryForward,
    partial(MoveThroughConcat, movable, sunk, static_rank, moved_constant),
    partial(MoveThroughSplit, movable, sunk),
    partial(MoveThroughReshape, movable, sunk),
)
BACKWARD = (UnaryBackward, BinaryBackward, ConcatBackward, SplitBackward)


@dataclass(frozen=True)
class TransposeSinkingPass(PatternPass):
    """Transposes moved forward, then backward, through the ops that commute with them."""

    name = "gna-transpose-sinking"

    def rewrite(self, module: ModuleOp) -> None:
        """Two greedy rewrites, not one: forward and backward together would move a transpose
        to and fro."""
        for sweep in (FORWARD, BACKWARD):
            rewrite_module(module, [FoldTransposes(), *(kind() for kind in sweep)], dce=True)
        for inner in module.walk():
            inner.attributes.pop(SUNK_ATTR, None)
