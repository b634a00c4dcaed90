"""Attributes built once and shared: xDSL attributes are immutable values, and building one
verifies each of its parameters, so the few a model repeats thousands of times (its tensor
types, op versions, small integer arrays such as strides and axes) are looked up, not rebuilt.
"""

from __future__ import annotations

import functools

from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, NoneAttr, TensorType, i64
from xdsl.ir import Attribute

_SIZE = 4096  # distinct values kept; a model has a few hundred


@functools.lru_cache(maxsize=_SIZE)
def ranked_tensor_type(element: Attribute, dims: tuple[int, ...], encoding: Attribute | None = None) -> TensorType:
    """`TensorType(element, dims, encoding)`."""
    return TensorType(element, dims, NoneAttr() if encoding is None else encoding)


@functools.lru_cache(maxsize=_SIZE)
def i64_attr(value: int) -> IntegerAttr:
    """`IntegerAttr(value, 64)`."""
    return IntegerAttr(value, 64)


@functools.lru_cache(maxsize=_SIZE)
def i64_array(values: tuple[int, ...]) -> DenseArrayBase:
    """`DenseArrayBase.from_list(i64, values)`: an `array<i64: ...>`."""
    return DenseArrayBase.from_list(i64, values)
