"""Data attributes built without xDSL's construction-time check, for the values a conversion
builds by the ten thousand and that are right by construction: the names of every node and
tensor (a `StringAttr` of a str, an `ArrayAttr` of a tuple of attributes) and the bytes of every
weight. Building one the usual way verifies its value and asks an abstract class's `isinstance`,
which costs more than the object (StringAttr 0.9 us against 0.4 us; the 10k-node chain builds
110,000 of them).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from xdsl.dialects.builtin import ArrayAttr, StringAttr
from xdsl.ir import Attribute, Data

DataT = TypeVar("DataT", bound=Data)


def unchecked_data(cls: type[DataT], data: object) -> DataT:
    """`cls(data)` for a `data` the caller knows `cls` accepts."""
    attribute = cls.__new__(cls)
    object.__setattr__(attribute, "data", data)
    return attribute


def string_attr(text: str) -> StringAttr:
    """`StringAttr(text)`."""
    return unchecked_data(StringAttr, text)


def array_attr(items: Iterable[Attribute]) -> ArrayAttr:
    """`ArrayAttr(items)`."""
    return unchecked_data(ArrayAttr, tuple(items))
