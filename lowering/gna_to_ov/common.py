"""What the gna -> ov lowerings share: the builtin type of a gna value's buffer, and a table
of lowerings by op class that the pass's one pattern applies."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from xdsl.dialects.builtin import TensorType as BuiltinTensorType
from xdsl.ir import Attribute, Operation, SSAValue

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.support import elements
from ovopt.support.shapes import element_of

Lowering = Callable[[Operation, Builder], Sequence[SSAValue]]
LOWERINGS: dict[type[Operation], Lowering] = {}


def lowers(*kinds: type[Operation]) -> Callable[[Lowering], Lowering]:
    """Register the decorated function as the lowering of the gna ops `kinds`."""

    def register(function: Lowering) -> Lowering:
        for kind in kinds:
            LOWERINGS[kind] = function
        return function

    return register


def physical(type: Attribute) -> BuiltinTensorType:
    """The builtin tensor of a gna tensor's buffer: its shape in physical order."""
    if isinstance(type, gna.TensorType):
        return BuiltinTensorType(type.element_type, list(type.get_shape()))
    return type


def reshaped(b: Builder, value: SSAValue, shape: Sequence[int]) -> SSAValue:
    if list(value.type.get_shape()) == list(shape):
        return value
    return b.add(ov.ReshapeV1Op(value, b.i64(list(shape)), special_zero=False))


def transposed(b: Builder, value: SSAValue, order: Sequence[int]) -> SSAValue:
    return b.add(ov.TransposeV1Op(value, b.i64(list(order))))


def floats(b: Builder, values: np.ndarray, like: SSAValue) -> SSAValue:
    """A constant of `values` in `like`'s element type."""
    element = element_of(like.type)
    return b.constant(np.asarray(values).astype(elements.numpy_dtype(element)), element)
