"""What a pattern asks of a value, one function per question, with one contract each: its static
shape, whether it holds floating-point or signed numbers, the value of the constant that makes
it, its one number; and a constant in its element type.

`constant` reads only a constant op (folding into weights needs the constant itself);
`evaluate` (dialects/evaluation.py, the fold hook) also computes small values at compile time
(shapes, axes), and a conversion reads its frontend's constants too (onnx_to_ov: `known_input`).
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue

from ovopt.dialects import ov
from ovopt.dialects.evaluation import constant_of
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of


def static_shape(value: SSAValue) -> tuple[int, ...] | None:
    """The shape of `value`, or None when its rank or any dimension is unknown."""
    shape = shape_of(value.type)
    return None if shape is None or None in shape else tuple(shape)


def is_float(value: SSAValue) -> bool:
    """Does `value` hold floating-point numbers?"""
    return elements.is_floating(element_of(value.type))


def is_signed(value: SSAValue) -> bool:
    """Floating-point or signed integer data: what a multiplication by -1 negates."""
    element = element_of(value.type)
    return elements.is_floating(element) or np.issubdtype(elements.numpy_dtype(element), np.signedinteger)


def constant(value: SSAValue) -> np.ndarray | None:
    """The value of the constant op that produces `value`, if one does."""
    return constant_of(value.owner)


def scalar(value: SSAValue) -> float | None:
    """The number a one-element constant holds."""
    array = constant(value)
    return float(array.reshape(-1)[0]) if array is not None and array.size == 1 else None


def constant_like(array: np.ndarray | float, like: SSAValue) -> ov.ConstantV0Op:
    """A constant of `array` in `like`'s element type (computed wider, stored as the model's)."""
    element = element_of(like.type)
    return ov.ConstantV0Op.from_numpy(np.asarray(array).astype(elements.numpy_dtype(element), copy=False), element)
