"""Reading operands during type inference: integer inputs and the values known at compile time.

Many ops take shapes, axes, counts or indices as tensors; their result shapes are known when
those values are (`evaluate`), and the dims they govern are `?` otherwise.
"""

from __future__ import annotations

from xdsl.ir import Attribute, SSAValue
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.evaluation import evaluate
from ovopt.support import elements
from ovopt.support.shapes import Shape, require_element, shape_of, show


def integer_input(value: SSAValue, what: str) -> Attribute:
    """The element type of `value`, which must be an integer tensor."""
    return require_element(value.type, elements.is_integer, f"{what} must be an integer tensor")


def scalar_input(value: SSAValue, what: str, vector_of_one: bool = True) -> None:
    """`value` must hold one element: a scalar, or (unless the op refuses one, as OpenVINO's
    OneHot does) a 1-D tensor of one element."""
    shape = shape_of(value.type)
    one_element = ([], [None], [1]) if vector_of_one else ([], [None])
    if shape is not None and shape not in one_element:
        raise VerifyException(f"{what} must be a scalar, got shape {show(shape)}")


def known_ints(value: SSAValue) -> list[int] | None:
    """The values of an integer tensor, flattened, if known at compile time."""
    values = evaluate(value)
    return None if values is None else [int(v) for v in values.reshape(-1)]


def known_int(value: SSAValue) -> int | None:
    """The value of a one-element integer tensor, if known at compile time."""
    values = known_ints(value)
    return None if values is None or len(values) != 1 else values[0]


def vector_length(value: SSAValue, what: str) -> int | None:
    """The length of a 1-D tensor (None while it is dynamic)."""
    shape = shape_of(value.type)
    if shape is None:
        return None
    if len(shape) != 1:
        raise VerifyException(f"{what} must be 1-D, got shape {show(shape)}")
    return shape[0]


def same_rank(a: Shape, b: Shape, what: str) -> None:
    if a is not None and b is not None and len(a) != len(b):
        raise VerifyException(f"{what} must have the same rank, got {show(a)} and {show(b)}")
