"""Element-wise ONNX operators: activations and numpy-broadcast arithmetic."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, converted, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import is_float
from ovopt.support.shapes import element_of, shape_of

UNARY = {
    onnx.ReluOp: ov.ReluV0Op,
    onnx.SigmoidOp: ov.SigmoidV0Op,
    onnx.TanhOp: ov.TanhV0Op,
    onnx.ExpOp: ov.ExpV0Op,
    onnx.LogOp: ov.LogV0Op,
    onnx.SqrtOp: ov.SqrtV0Op,
    onnx.AbsOp: ov.AbsV0Op,
    onnx.NegOp: ov.NegativeV0Op,
    onnx.FloorOp: ov.FloorV0Op,
    onnx.CeilOp: ov.CeilingV0Op,
    onnx.ErfOp: ov.ErfV0Op,
}

BINARY = {
    onnx.AddOp: ov.AddV1Op,
    onnx.SubOp: ov.SubtractV1Op,
    onnx.MulOp: ov.MultiplyV1Op,
    onnx.DivOp: ov.DivideV1Op,
    onnx.PowOp: ov.PowerV1Op,
}


@dataclass
class TableToOv(RewritePattern):
    """An ONNX op of `table` (ONNX op -> ov op) becomes its ov op, as `build` makes it."""

    table: Mapping[type, type]

    @property
    def op_types(self) -> tuple[type, ...]:
        return tuple(self.table)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        target = self.table.get(type(op))
        if target is None:
            return
        b = Builder(op)
        self.build(b, op, target)
        b.replace(rewriter)

    def build(self, b: Builder, op, target: type) -> None:
        raise NotImplementedError


@dataclass
class UnaryToOv(TableToOv):
    """An ONNX function of one input becomes the ov op of the same function."""

    table: Mapping[type, type] = field(default_factory=lambda: UNARY)

    def build(self, b: Builder, op, target: type) -> None:
        b.add(target(op.operands[0]))


def legacy_broadcast(b: Builder, op: onnx.OnnxOp, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
    """Before opset 7, `broadcast=1, axis=k` aligned B's dims with A's from axis k."""
    if op.onnx_version >= 7 or not op.broadcast:
        return rhs
    axis = op.axis
    if axis is None:
        return rhs  # suffix alignment is numpy's
    a, r = shape_of(lhs.type), shape_of(rhs.type)
    if a is None or r is None:
        raise lowering_error(op, "legacy broadcasting with an axis needs known ranks")
    axis %= len(a)
    target = [1] * axis + [-1 if d is None else d for d in r] + [1] * (len(a) - axis - len(r))
    if target.count(-1) > 1:
        raise lowering_error(op, "legacy broadcasting needs B's shape static")
    return b.add(ov.ReshapeV1Op(rhs, b.i64(target), special_zero=False))


@dataclass
class BinaryToOv(TableToOv):
    """Add, Sub, Mul, Div and Pow broadcast as numpy does: the ov ops' `numpy` mode. Other
    families pass their own `table` (comparisons, logical and bit operations)."""

    table: Mapping[type, type] = field(default_factory=lambda: BINARY)

    def build(self, b: Builder, op, target: type) -> None:
        lhs, rhs = op.operands
        rhs = legacy_broadcast(b, op, lhs, rhs)
        if target is ov.PowerV1Op and element_of(lhs.type) != element_of(rhs.type):
            b.add(mixed_power(b, lhs, rhs))
        elif target is ov.DivideV1Op:
            # ONNX integer division truncates, as C does; OpenVINO's default is Python's floor.
            b.add(ov.DivideV1Op(lhs, rhs, m_pythondiv=is_float(lhs)))
        else:
            b.add(target(lhs, rhs))


def mixed_power(b: Builder, base: SSAValue, exponent: SSAValue) -> ov.ConvertV0Op | ov.PowerV1Op:
    """ONNX Pow lets base and exponent differ in type (the result has the base's); OpenVINO's
    Power takes one type. An integer power of a float base converts the exponent; a float
    power of an integer base is computed in the exponent's type and truncated back."""
    if is_float(base) or not is_float(exponent):
        return ov.PowerV1Op(base, converted(b, exponent, element_of(base.type)))
    power = b.add(ov.PowerV1Op(converted(b, base, element_of(exponent.type)), exponent))
    return ov.ConvertV0Op(power, destination_type=element_of(base.type))


VARIADIC = {onnx.SumOp: ov.AddV1Op, onnx.MeanOp: ov.AddV1Op, onnx.MaxOp: ov.MaximumV1Op, onnx.MinOp: ov.MinimumV1Op}


class VariadicToChain(RewritePattern):
    """Sum, Max and Min of n inputs are a chain of n - 1 Adds, Maximums or Minimums (each
    broadcasts as numpy does); of one input, that input. Mean is the Sum divided by n."""

    op_types = tuple(VARIADIC)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        target = VARIADIC.get(type(op))
        if target is None:
            return
        inputs = list(op.data_0)
        b = Builder(op)
        total = inputs[0]
        for value in inputs[1:]:
            total = b.add(target(total, value))
        if isinstance(op, onnx.MeanOp) and len(inputs) > 1:
            total = b.add(ov.DivideV1Op(total, b.constant_like(len(inputs), total)))
        b.replace(rewriter, [total])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [UnaryToOv(), BinaryToOv(), VariadicToChain()]
