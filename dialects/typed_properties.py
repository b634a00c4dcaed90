"""Typed property fields: a generated op's field that reads its property as plain Python.

A framework dialect (onnx, torch) declares each attribute of an operator as a field,
`strides: tuple[int, ...] | None = typed_property(INTS)`, so a lowering reads `op.strides` (a
misspelled name is an AttributeError) instead of `op.properties.get("strides")`. The field holds
the IRDL property definition: `define_with_typed_properties` lets xDSL make the property from it,
then puts the typed field back over the raw accessor xDSL installs. A subclass says what an
absent property reads as (`default`): the onnx dialect's schema default of the op's version.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    UnrankedTensorType,
    f32,
    i1,
    i64,
)
from xdsl.ir import Attribute, Operation
from xdsl.irdl import base, opt_prop_def, prop_def

from ovopt.support.deferred import DeferredOp

# The constraints the framework dialects' generated ops are declared with: a value is a tensor of
# any element type, of known rank or not; a property is one of these kinds.
TENSOR = base(TensorType) | base(UnrankedTensorType)
INT = IntegerAttr[I64]
FLOAT = FloatAttr
BOOL = BoolAttr
STRING = StringAttr
INTS = DenseArrayBase.constr(i64)
FLOATS = DenseArrayBase.constr(f32)
BOOLS = DenseArrayBase.constr(i1)


class TypedProperty:
    """The field of one property: `op.<field>` is the property as Python (`python_value`), or
    `default(op)` when the op does not have it. Read-only: a rewrite builds a new op, or sets
    `op.properties[name]`."""

    __slots__ = ("definition", "field", "name")

    def __init__(self, definition: Any, name: str | None):
        self.definition = definition  # prop_def(...) or opt_prop_def(...)
        self.name = name  # the property's name; None: the field's
        self.field = name

    def __set_name__(self, owner: type, field: str) -> None:
        self.field = field
        if self.name is None:
            self.name = field

    def __get__(self, op: Operation | None, owner: type | None = None) -> Any:
        if op is None:
            return self  # on the class: the field itself
        value = op.properties.get(self.name)
        return python_value(value) if value is not None else self.default(op)

    def __set__(self, op: Operation, value: Any) -> None:
        raise AttributeError(
            f"{type(op).__name__}.{self.field} reads the property: set op.properties[{self.name!r}] instead"
        )

    def default(self, op: Operation) -> Any:
        """What an absent property reads as."""
        return None


def typed_property(
    constraint: Any, *, required: bool = False, name: str | None = None, field: type[TypedProperty] = TypedProperty
) -> Any:
    """The field of a property with `constraint`: present on every op if `required`, named
    `name` where the field's name differs (a Python keyword, or an operand's name)."""
    definition = prop_def(constraint, prop_name=name) if required else opt_prop_def(constraint, prop_name=name)
    return field(definition, name)


def define_with_typed_properties(cls: type, define: Callable[[], None]) -> None:
    """Run xDSL's definition of `cls` (`define`) with each typed field's property definition in
    its place, then put the typed fields back over the raw accessors xDSL installed."""
    typed = {field: value for field, value in vars(cls).items() if isinstance(value, TypedProperty)}
    for field, accessor in typed.items():
        setattr(cls, field, accessor.definition)
    try:
        define()
    finally:
        for field, accessor in typed.items():
            setattr(cls, field, accessor)


class TypedPropertiesOp(DeferredOp):
    """The base of a framework dialect's generated ops: xDSL's definition is made with each typed
    field's property definition, and the typed fields kept."""

    @classmethod
    def _define(cls) -> None:
        define_with_typed_properties(cls, super()._define)


def python_value(attribute: Attribute) -> Any:
    """An attribute's value as plain Python: bools, ints, floats, strings and tuples of them;
    anything else (a tensor, a type) stays the attribute."""
    kind = type(attribute)
    convert = _BY_TYPE.get(kind)  # every op property read comes here: one look-up, not a chain of isinstance
    if convert is None:
        convert = _BY_TYPE[kind] = next((c for base, c in _CONVERTERS if isinstance(attribute, base)), _unchanged)
    return convert(attribute)


def _integer(attribute: IntegerAttr) -> int | bool:
    value = attribute.value.data
    return bool(value) if attribute.type == _BOOL else value


def _dense_array(attribute: DenseArrayBase) -> tuple:
    values = attribute.get_values()
    return tuple(bool(v) for v in values) if attribute.elt_type == _BOOL else tuple(values)


def _unchanged(attribute: Attribute) -> Attribute:
    return attribute


_CONVERTERS: tuple[tuple[type, Callable[[Any], Any]], ...] = (
    (IntegerAttr, _integer),
    (FloatAttr, lambda attribute: attribute.value.data),
    (StringAttr, lambda attribute: attribute.data),
    (DenseArrayBase, _dense_array),
    (ArrayAttr, lambda attribute: tuple(python_value(a) for a in attribute.data)),
)
_BY_TYPE: dict[type, Callable[[Any], Any]] = dict(_CONVERTERS)  # and each other attribute class, once met


_BOOL = IntegerType(1)
