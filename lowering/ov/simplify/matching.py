"""What the ov-simplify patterns ask of the IR: constant operands, single uses, rebuilt ops."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import elements, ov
from ovopt.dialects.evaluation import constant_of
from ovopt.dialects.shapes import element_of, shape_of


def constant(value: SSAValue) -> np.ndarray | None:
    """The value of `value` if an ov.Constant produces it."""
    owner = value.owner
    return constant_of(owner) if isinstance(owner, ov.ConstantV0Op) else None


def split_constant(op: Operation) -> tuple[SSAValue, np.ndarray] | None:
    """For a binary op with exactly one constant operand: (the other operand, the constant)."""
    a, b = op.operands
    a_value, b_value = constant(a), constant(b)
    if (a_value is None) == (b_value is None):
        return None
    return (b, a_value) if a_value is not None else (a, b_value)


def producer(value: SSAValue, kind: type[Operation] | tuple[type[Operation], ...]) -> Operation | None:
    """The op of class `kind` that produces `value` and nothing else uses, if it is one."""
    owner = value.owner
    if isinstance(owner, kind) and value.has_one_use():
        return owner
    return None


def static_shape(value: SSAValue) -> tuple[int, ...] | None:
    shape = shape_of(value.type)
    return None if shape is None or None in shape else tuple(shape)


def as_element(array: np.ndarray, like: SSAValue) -> ov.ConstantV0Op:
    """A constant of `array` in `like`'s element type (computed wider, stored as the model's)."""
    element = element_of(like.type)
    return ov.ConstantV0Op.from_numpy(np.asarray(array).astype(elements.numpy_dtype(element)), element)


def rebuilt(op: Operation, operands: Sequence[SSAValue]) -> Operation:
    """A copy of `op` reading `operands`, with its properties, location and tensor names: as in
    ovc, a layer that absorbs a scale keeps its names (they then name the scaled value)."""
    copy = op.clone(clone_name_hints=False)
    copy.operands = list(operands)
    return copy


def is_float(value: SSAValue) -> bool:
    return elements.is_floating(element_of(value.type))
