"""The base class of the tf dialect's generated ops, and the verifier every one of them runs.

A TensorFlow op is declared by its OpDef: input and output args (one value of a type attr or
a fixed type, `N` values of a type attr, or one value per type of a list attr) and attrs
(typed, with defaults, allowed values and minimums). A generated op records its args in
`INPUTS` / `OUTPUTS` and declares each attr as a typed field (`op.data_format` reads it as
Python, the OpDef's default when the node left it out); `TfOp.verify_` checks the values against
the args and the attrs against their allowed values, so an op is exactly as valid as TensorFlow
would find its node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from xdsl.dialects.builtin import ArrayAttr, DenseIntOrFPElementsAttr, StringAttr
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import base, traits_def
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.tf.types import ShapeAttr, data_type_name, element_type_named, element_type_or_none
from ovopt.dialects.typed_properties import (
    BOOL,
    BOOLS,
    FLOAT,
    FLOATS,
    INT,
    INTS,
    STRING,
    TENSOR,
    TypedPropertiesOp,
    TypedProperty,
    typed_property,
)

__all__ = [
    "BOOL",
    "BOOLS",
    "CONSTANT_TRAITS",
    "FLOAT",
    "FLOATS",
    "FUNC",
    "INT",
    "INTS",
    "SHAPE",
    "SHAPES",
    "STRING",
    "STRINGS",
    "TENSOR",
    "TENSOR_ATTR",
    "TYPE",
    "TYPES",
    "Arg",
    "TfAttribute",
    "TfOp",
    "element_of",
    "tf_attribute",
]

# Attr kinds, by the OpDef's spelling of their type, beside the common ones (INT, FLOAT, BOOL, STRING,
# INTS, FLOATS, BOOLS: typed_properties.py).
TYPE = base(TypeAttribute)
SHAPE = base(ShapeAttr)
TENSOR_ATTR = base(DenseIntOrFPElementsAttr)
FUNC = base(StringAttr)  # a function's name (a constraint of its own: the importer tells it from STRING)
STRINGS = ArrayAttr[StringAttr]
TYPES = ArrayAttr[TypeAttribute]
SHAPES = ArrayAttr[ShapeAttr]

# The traits of an op that holds its value (Const): folding and `evaluate` read its `value`.
CONSTANT_TRAITS = traits_def(Pure(), ConstantLike())


@dataclass(frozen=True)
class Arg:
    """An input or output arg of an OpDef, held by the op's field `field`.

    `type` names the type attr its values have, or is `=float` (a fixed type, by DataType name);
    with `number`, the arg is that int attr's count of values; with `listed`, `type` is a
    list(type) attr and the arg has one value per type in it. `name` is TensorFlow's name of the
    arg where the field's differs (a Python keyword, a name xDSL's operations use).
    """

    field: str
    type: str
    number: str | None = None
    listed: bool = False
    name: str | None = None

    @property
    def tf_name(self) -> str:
        return self.name or self.field

    @property
    def variadic(self) -> bool:
        return self.number is not None or self.listed


class TfAttribute(TypedProperty):
    """An attr as a typed field: the OpDef's default when absent, its allowed values and minimum
    checked by the verifier."""

    __slots__ = ("allowed", "constraint", "default_value", "minimum")

    def __init__(
        self,
        definition: Any,
        name: str | None,
        constraint: Any,
        default: Any,
        allowed: tuple | None,
        minimum: int | None,
    ):
        super().__init__(definition, name)
        self.constraint = constraint  # the attr's kind: INT, INTS, TYPE, ... (the importer reads it)
        self.default_value = default
        self.allowed = allowed
        self.minimum = minimum

    def default(self, op) -> Any:
        return self.default_value


_NO_DEFAULT = object()


def tf_attribute(
    constraint: Any,
    *,
    default: Any = _NO_DEFAULT,
    allowed: tuple | None = None,
    minimum: int | None = None,
    name: str | None = None,
) -> Any:
    """The field of an attr: required when the OpDef gives no default. Type attrs name their
    defaults and allowed values by DataType name (`"int32"`); a type the dialect has no element
    type for (the quantized ones) cannot occur, and is left out."""
    if constraint is TYPE:
        if isinstance(default, str):
            default = element_type_named(default)
        if allowed is not None:
            allowed = tuple(e for a in allowed if (e := element_type_or_none(a)) is not None)
    required = default is _NO_DEFAULT
    field = typed_property(constraint, required=required, name=name)
    return TfAttribute(field.definition, name, constraint, None if required else default, allowed, minimum)


def element_of(value: SSAValue) -> Attribute:
    """The element type of a tensor value."""
    return value.type.element_type


class TfOp(TypedPropertiesOp):
    """A TensorFlow op, generated from its OpDef (ops.py). `INPUTS` and `OUTPUTS` are its args."""

    INPUTS: ClassVar[tuple[Arg, ...]] = ()
    OUTPUTS: ClassVar[tuple[Arg, ...]] = ()

    traits = traits_def(Pure())

    @classmethod
    def tf_type(cls) -> str:
        """The op's type as TensorFlow names it: `Conv2D`."""
        return cls.name.split(".", 1)[1]

    def model_op_kind(self) -> str:
        return self.tf_type()

    @classmethod
    def attributes(cls) -> dict[str, TfAttribute]:
        """The attr fields by field name, in OpDef order."""
        return {f: a for f, a in vars(cls).items() if isinstance(a, TfAttribute)}

    def values(self, arg: Arg) -> tuple[SSAValue, ...]:
        """The operands or results of an arg."""
        held = getattr(self, arg.field)
        return tuple(held) if arg.variadic else (held,)

    def attr(self, name: str) -> Any:
        """An attr by its TensorFlow name, as Python (the default when absent)."""
        for field in type(self).attributes().values():
            if field.name == name:
                return field.__get__(self)
        raise KeyError(name)

    def verify_(self) -> None:
        for field in type(self).attributes().values():
            value = field.__get__(self)
            _check_attribute(field, value)
        for kind, args in (("input", self.INPUTS), ("output", self.OUTPUTS)):
            for arg in args:
                self._check_arg(kind, arg)

    def _check_arg(self, kind: str, arg: Arg) -> None:
        values = self.values(arg)
        if arg.number is not None:
            count = self.attr(arg.number)
            if count is not None and len(values) != count:
                raise VerifyException(f"{kind} {arg.field} has {len(values)} values, but {arg.number} is {count}")
        if arg.type.startswith("="):
            expected: list[Attribute | None] = [element_type_named(arg.type[1:])] * len(values)
        elif arg.listed:
            listed = self.attr(arg.type) or ()
            if len(listed) != len(values):
                raise VerifyException(
                    f"{kind} {arg.field} has {len(values)} values, but {arg.type} lists {len(listed)}"
                )
            expected = list(listed)
        else:
            expected = [self.attr(arg.type)] * len(values)
        for index, (value, element) in enumerate(zip(values, expected)):
            if element is not None and element_of(value) != element:
                where = f"{kind} {arg.field}" + (f" #{index}" if arg.variadic else "")
                raise VerifyException(
                    f"{where} is of {data_type_name(element_of(value))}, but {arg.type.lstrip('=')} is "
                    f"{data_type_name(element)}"
                )


def _check_attribute(field: TfAttribute, value: Any) -> None:
    if value is None:
        return
    if field.allowed is not None:
        chosen = value if isinstance(value, tuple) and not isinstance(value, str) else (value,)
        for one in chosen:
            if one not in field.allowed:
                shown = ", ".join(data_type_name(a) if isinstance(a, Attribute) else str(a) for a in field.allowed)
                what = data_type_name(one) if isinstance(one, Attribute) else repr(one)
                raise VerifyException(f"attr {field.name} is {what}, not one of {shown}")
    if field.minimum is not None:
        size = len(value) if isinstance(value, tuple) else value
        if isinstance(size, int) and size < field.minimum:
            raise VerifyException(f"attr {field.name} is {value}, below its minimum {field.minimum}")
