"""ov-sink-transposes: the layout change of the channels-last frameworks, finished.

Their lowerings compute each layout-sensitive op channels-first between two marked transposes
(lowering/layout_change.py). This pass moves every marked transpose down, towards the model's
outputs, through the ops that commute with it, the axis an op reads remapped, until it meets
its inverse (both vanish) or an op that reads the data's layout, where it stays:

- element-wise ops (unary, binary, broadcasting: FakeQuantize's ranges): the same op, its
  constant operands transposed back (a one-element constant stays as it is; an element-wise
  expression of constants, such as the kept dequantization of int8 weights, rebuilt on its
  transposed leaves);
- Concat, Split, VariadicSplit, Softmax and the other ops along one axis: along order[axis];
- reductions over constant axes: over the remapped axes; without keep_dims what is left is
  transposed only if its axes changed order (a global pooling's [N, C] needs nothing);
- Pad, Interpolate and Slice with constant pads and axes: the pads and axes remapped;
- a Reshape that only adds or drops 1-dims: a Reshape, then the transpose of what is left.

Each op that reads a marked transpose moves through it on its own; the transpose goes when no
op reads it any more. What is left once nothing moves and only reorders 1-dims (the [N, 1, 1, C]
of a squeeze-excitation block, the last feature map of a small image) is a Reshape (ovc's
TransposeToReshape). Transposes of a model's own graph are never marked, so a model no layout
change touched (an ONNX model) is left exactly as it is: the pass runs only when a mark is
there, and ends by removing the marks.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.dialects.traits import AxisWise, ElementwiseBinary, ElementwiseBroadcast, ElementwiseUnary, Reduction
from ovopt.dialects.typed_properties import python_value
from ovopt.lowering.builder import Builder
from ovopt.lowering.layout_change import LAYOUT_CHANGE_ATTR, is_layout_change, layout_transpose
from ovopt.lowering.ov.simplify.transposes import transpose_order
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.permutations import (
    broadcasts_numpy,
    full_rank_constant,
    inverse,
    is_binary,
    is_identity,
    is_unary,
    retyped,
    transposed_array,
)
from ovopt.lowering.rewriting import rewrite_module
from ovopt.lowering.transpose_moves import MoveThroughConcat, MoveThroughReshape, MoveThroughSplit
from ovopt.lowering.values import constant
from ovopt.support.shapes import rank_of, shape_of


def marked_order(value: SSAValue) -> np.ndarray | None:
    """The order of the marked transpose producing `value`, if it is constant. Other ops may read
    the transpose too: each op moves through it on its own, and it goes when none is left."""
    owner = value.owner
    return transpose_order(owner) if is_layout_change(owner) else None


def sunk(b: Builder, value: SSAValue, order) -> SSAValue:
    """`value` transposed by `order` after the op it moved through (no transpose for the identity)."""
    return value if is_identity(order) else layout_transpose(b, value, [int(i) for i in order])


def source(value: SSAValue) -> SSAValue:
    """What the marked transpose producing `value` reads."""
    return value.owner.data


def remapped(order: np.ndarray, axes: np.ndarray) -> np.ndarray:
    """Axes of the transposed value as axes of what the transpose reads."""
    rank = order.size
    return order[np.where(axes < 0, axes + rank, axes)]


class FoldLayoutTransposes(RewritePattern):
    """A transpose of a transpose, one of them marked: one marked transpose, or none when the
    two cancel."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TransposeV1Op, rewriter: PatternRewriter) -> None:
        inner = op.data.owner
        if not isinstance(inner, ov.TransposeV1Op) or not (is_layout_change(op) or is_layout_change(inner)):
            return
        outer_order, inner_order = transpose_order(op), transpose_order(inner)
        if outer_order is None or inner_order is None:
            return
        order = inner_order[outer_order]  # out[i] = mid[outer[i]] = x[inner[outer[i]]]
        b = Builder(op)
        b.replace(rewriter, [sunk(b, inner.data, order)])


class SinkThroughElementwise(RewritePattern):
    """op(T(a), T(b), c, ...) = T(op(a, b, T⁻¹(c), ...)): every operand the same marked
    transpose or a constant; a constant of one element stays as it is."""

    @staticmethod
    def takes(op_type: type[Operation]) -> bool:
        return any(op_type.has_trait(t) for t in (ElementwiseUnary, ElementwiseBinary, ElementwiseBroadcast))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not (is_unary(op) or is_binary(op) or broadcasts_numpy(op, ElementwiseBroadcast)) or len(op.results) != 1:
            return
        orders = [marked_order(v) for v in op.operands]
        order = next((o for o in orders if o is not None), None)
        rank = rank_of(op.results[0])
        if order is None or rank != order.size:
            return
        b = Builder(op)
        operands = []
        for value, value_order in zip(op.operands, orders):
            if value_order is not None and np.array_equal(value_order, order):
                operands.append(source(value))
                continue
            moved = transposed_constant(b, value, rank, inverse(order))
            if moved is None:
                return
            operands.append(moved)
        sunk(b, retyped(b, op, operands).results[0], order)
        b.replace(rewriter)


def transposed_constant(b: Builder, value: SSAValue, rank: int, order: np.ndarray) -> SSAValue | None:
    """`value`, a constant operand of an element-wise op of `rank` axes, transposed by `order`: a
    constant transposed (one of one element as it is), or an element-wise expression of constants
    (the dequantization of int8 weights, Convert - zero point * scale, kept unfolded for the
    runtime) rebuilt on its leaves transposed, its ops' attributes kept; None for anything else."""
    array = constant(value)
    if array is not None:
        if array.size == 1:
            return value
        full = full_rank_constant(value, rank)
        return None if full is None else transposed_array(b, full, order, value)
    op = value.owner
    if not isinstance(op, Operation) or not (is_unary(op) or is_binary(op)):
        return None
    operands = [transposed_constant(b, v, rank, order) for v in op.operands]
    if any(v is None for v in operands):
        return None
    copy = retyped(b, op, operands)
    copy.attributes.update(op.attributes)
    return copy.results[0]


class SinkThroughAxisWise(RewritePattern):
    """Softmax(T(x), axis) = T(Softmax(x, order[axis])), for any op along one axis (property)."""

    @staticmethod
    def takes(op_type: type[Operation]) -> bool:
        return op_type.has_trait(AxisWise) and op_type is not ov.ConcatV0Op

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        trait = op.get_trait(AxisWise)
        if trait is None or isinstance(op, ov.ConcatV0Op) or len(op.operands) != 1 or len(op.results) != 1:
            return
        order = marked_order(op.operands[0])
        name = trait.axis_property
        if order is None or name not in op.properties:
            return
        axis = int(remapped(order, np.array([op.properties[name].value.data]))[0])
        b = Builder(op)
        kind = op.properties[name].type
        inner = retyped(b, op, [source(op.operands[0])], {name: IntegerAttr(axis, kind)})
        sunk(b, inner.results[0], order)
        b.replace(rewriter)


class SinkThroughReduction(RewritePattern):
    """Reduce(T(x), axes) = Reduce(x, order[axes]), then what is left in the transposed order:
    with keep_dims the same transpose; without, the order of the axes left (often none)."""

    @staticmethod
    def takes(op_type: type[Operation]) -> bool:
        return op_type.has_trait(Reduction)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        trait = op.get_trait(Reduction)
        if trait is None:
            return
        data, axes_value = op.operands[0], op.operands[trait.axes_operand]
        order, axes = marked_order(data), constant(axes_value)
        if order is None or axes is None or len(op.results) != 1:
            return
        axes = axes.astype(np.int64).reshape(-1)
        new_axes = remapped(order, axes)
        keep = python_value(op.properties[trait.keep_dims_property]) if trait.keep_dims_property in op.properties else 0
        b = Builder(op)
        operands = list(op.operands)
        operands[0], operands[trait.axes_operand] = source(data), b.i64(sorted(int(a) for a in new_axes))
        inner = retyped(b, op, operands)
        if keep:
            left = order
        else:
            kept = [int(a) for a in order if a not in set(new_axes.tolist())]  # source axes, in output order
            left = np.argsort(np.argsort(kept))  # where each sits among the source's kept axes
        sunk(b, inner.results[0], left)
        b.replace(rewriter)


class SinkThroughPad(RewritePattern):
    """Pad(T(x), begin, end) = T(Pad(x, begin[inverse], end[inverse])) for constant pads."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.PadV12Op, rewriter: PatternRewriter) -> None:
        order = marked_order(op.data)
        begin, end = constant(op.pads_begin), constant(op.pads_end)
        if order is None or begin is None or end is None or begin.size != order.size or end.size != order.size:
            return
        back = inverse(order)
        b = Builder(op)
        pads = [
            b.constant(np.ascontiguousarray(p.reshape(-1)[back]), p_value.type.element_type)
            for p, p_value in ((begin, op.pads_begin), (end, op.pads_end))
        ]
        inner = retyped(b, op, [source(op.data), *pads, *op.operands[3:]])
        sunk(b, inner.results[0], order)
        b.replace(rewriter)


class SinkThroughAxesOperand(RewritePattern):
    """Interpolate(T(x), sizes, axes) and Slice(T(x), start, stop, step, axes) with constant
    axes: the same op on x along order[axes]."""

    op_types = (ov.InterpolateV11Op, ov.SliceV8Op)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or op.axes is None:
            return
        data = op.operands[0]
        order, axes = marked_order(data), constant(op.axes)
        if order is None or axes is None:
            return
        b = Builder(op)
        new_axes = b.constant(remapped(order, axes.astype(np.int64).reshape(-1)), op.axes.type.element_type)
        operands = [source(data), *op.operands[1:-1], new_axes]
        sunk(b, retyped(b, op, operands).results[0], order)
        b.replace(rewriter)


class UnitTransposeToReshape(RewritePattern):
    """A marked transpose that keeps the order of every dim but 1-dims is a Reshape: to the
    output's dims, a dynamic one copied in place (0) or, alone, inferred (-1)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TransposeV1Op, rewriter: PatternRewriter) -> None:
        order = marked_order(op.output)
        shape = shape_of(op.data.type)
        if order is None or shape is None or len(shape) != order.size:
            return
        moved = [int(a) for a in order if shape[a] != 1]
        if moved != sorted(moved):
            return
        target = [shape[a] for a in order]
        dynamic = [k for k, d in enumerate(target) if d is None]
        in_place = all(order[k] == k for k in dynamic)
        if len(dynamic) > 1 and not in_place:
            return
        b = Builder(op)
        if in_place:
            target = [0 if d is None else d for d in target]
        else:
            target = [-1 if d is None else d for d in target]
        b.add(ov.ReshapeV1Op(op.data, b.i64(target), special_zero=in_place and bool(dynamic)))
        b.replace(rewriter)


def patterns() -> list[RewritePattern]:
    return [
        FoldLayoutTransposes(),
        SinkThroughElementwise(),
        MoveThroughConcat(marked_order, sunk),
        MoveThroughSplit(marked_order, sunk),
        SinkThroughAxisWise(),
        SinkThroughReduction(),
        SinkThroughPad(),
        SinkThroughAxesOperand(),
        MoveThroughReshape(marked_order, sunk),
    ]


@dataclass(frozen=True)
class SinkTransposesPass(PatternPass):
    """Move the marked transposes of a layout change through the ops that commute with them
    until they cancel; then remove the marks."""

    name = "ov-sink-transposes"

    def rewrite(self, module: ModuleOp) -> None:
        rewrite_module(module, patterns(), dce=True)
        rewrite_module(module, [UnitTransposeToReshape()], dce=True)
        for op in module.walk():
            op.attributes.pop(LAYOUT_CHANGE_ATTR, None)
