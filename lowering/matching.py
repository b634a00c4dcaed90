"""What a fusion asks of the ops around a value: which constant a binary op reads, whether an
op is used only by the fused one, how a product or an affine function of a value was spelled;
and the op rebuilt on other operands. (Questions about one value: values.py.)"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import ov
from ovopt.dialects.traits import broadcast_mode
from ovopt.lowering.values import constant, is_float, scalar
from ovopt.support import elements
from ovopt.support.shapes import element_of


def split_constant(op: Operation) -> tuple[SSAValue, np.ndarray] | None:
    """For a binary op with exactly one constant operand: (the other operand, the constant).
    None for an op that broadcasts the pdpd way, which lines the constant up with the leading
    axes: the fusions read a constant numpy's way, from the last axis."""
    if broadcast_mode(op) == "pdpd":
        return None
    a, b = op.operands
    a_value, b_value = constant(a), constant(b)
    if (a_value is None) == (b_value is None):
        return None
    return (b, a_value) if a_value is not None else (a, b_value)


def split_scalar(op: Operation | None) -> tuple[SSAValue, float] | None:
    """For a binary op with one one-element constant operand: (the other operand, its number)."""
    split = split_constant(op) if op is not None else None
    if split is None or split[1].size != 1:
        return None
    return split[0], float(split[1].reshape(-1)[0])


def producer(value: SSAValue, kind: type[Operation] | tuple[type[Operation], ...]) -> Operation | None:
    """The op of class `kind` that produces `value` and nothing else uses, if it is one."""
    owner = value.owner
    if isinstance(owner, kind) and value.has_one_use():
        return owner
    return None


def rebuilt(op: Operation, operands: Sequence[SSAValue]) -> Operation:
    """A copy of `op` reading `operands`, with its properties, location and tensor names: as in
    ovc, a layer that absorbs a scale keeps its names (they then name the scaled value)."""
    copy = op.clone(clone_name_hints=False)
    copy.operands = list(operands)
    return copy


def close(actual: float | None, expected: float, like: SSAValue) -> bool:
    """Equal up to the rounding of `like`'s element type (an exporter stores 1/sqrt(2) rounded);
    exactly equal for integers."""
    if actual is None:
        return False
    eps = float(ml_dtypes.finfo(elements.numpy_dtype(element_of(like.type))).eps) if is_float(like) else 0.0
    return abs(actual - expected) <= 4 * eps * abs(expected)


@dataclass
class Product:
    """`scale` times the product of `factors`: how a decomposed activation reads however the
    exporter ordered its multiplications (0.5 * x * s, x * (s * 0.5), (x * s) / 2, ...)."""

    scale: float = 1.0
    factors: list[SSAValue] = field(default_factory=list)

    def is_of(self, *factors: SSAValue) -> bool:
        """Are the factors exactly these values, in any order?"""
        return len(self.factors) == len(factors) and all(
            sum(f is g for g in self.factors) == sum(f is g for g in factors) for f in factors
        )


def product(value: SSAValue, *, root: bool = False) -> Product:
    """`value` read as a Product through Multiply, Divide by a constant and Negative. Only the
    root's producer may have other users: the ops read through are the fused op's to remove."""
    found = Product()

    def visit(v: SSAValue, top: bool) -> None:
        number = scalar(v)
        if number is not None:
            found.scale *= number
            return
        owner = v.owner
        if top or v.has_one_use():
            if isinstance(owner, ov.MultiplyV1Op) and owner.auto_broadcast.data == "numpy":
                visit(owner.lhs, False)
                visit(owner.rhs, False)
                return
            divisor = scalar(owner.rhs) if isinstance(owner, ov.DivideV1Op) else None
            if divisor and owner.auto_broadcast.data == "numpy":
                found.scale /= divisor
                visit(owner.lhs, False)
                return
            if isinstance(owner, ov.NegativeV0Op):
                found.scale = -found.scale
                visit(owner.input, False)
                return
        found.factors.append(v)

    visit(value, root)
    return found


def affine(value: SSAValue) -> tuple[float, Product]:
    """`value` as offset + Product, reading a single-use Add or Subtract of a constant."""
    owner = value.owner
    if value.has_one_use() and isinstance(owner, (ov.AddV1Op, ov.SubtractV1Op)):
        split = split_scalar(owner)
        if split is not None and owner.auto_broadcast.data == "numpy":
            term, offset = split
            if isinstance(owner, ov.SubtractV1Op):
                if term is owner.rhs:  # c - t
                    negated = product(term)
                    return offset, Product(-negated.scale, negated.factors)
                offset = -offset
            return offset, product(term)
    return 0.0, product(value)


def unary(value: SSAValue, kind: type[Operation]) -> SSAValue | None:
    """The input of the single-use op of class `kind` that produces `value`."""
    owner = producer(value, kind)
    return owner.operands[0] if owner is not None else None


def computes_like(x: SSAValue, root: Operation) -> bool:
    """Does an element-wise function of `x` have `root`'s type? Not when constants of higher
    rank broadcast the subgraph wider than x, nor for integer data."""
    return x.type == root.results[0].type and is_float(x)
