"""The base of the tflite dialect's generated ops, their option fields and their verifier.

A builtin operator reads its tensors by position (`inputs[2]` of CONV_2D is the bias) and may
leave an optional one out (`-1` in the flatbuffer, a `tflite.no_value` here), so every op has
one variadic operand list and one variadic result list in TFLite's order; `ARITY` says how many
its kernel takes where ovopt knows. Options are typed properties with the schema's defaults, an
enum field holding the enum value's name (`padding = "SAME"`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from xdsl.dialects.builtin import NoneType, TensorType
from xdsl.irdl import ParsePropInAttrDict, base, traits_def, var_operand_def, var_result_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.tflite.quantization import verify_quantized
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

__all__ = ["BOOL", "BOOLS", "FLOAT", "FLOATS", "INT", "INTS", "STRING", "TENSOR", "VALUE", "TfliteOp", "option"]

VALUE = TENSOR | base(NoneType)  # an operand: a tensor, or a tflite.no_value for an absent optional input


class TfliteOption(TypedProperty):
    """A field of the operator's options table: the schema's default when absent; an enum field
    takes only its enum's names."""

    __slots__ = ("accessor", "constraint", "default_value", "enum")

    def __init__(self, definition: Any, constraint: Any, accessor: str, default: Any, enum: tuple[str, ...] | None):
        super().__init__(definition, None)
        self.constraint = constraint  # INT, FLOAT, ... (the importer reads it)
        self.accessor = accessor  # flatc's accessor of the field on the options table
        self.default_value = default
        self.enum = enum

    def default(self, op) -> Any:
        return self.default_value


def option(constraint: Any, accessor: str, default: Any, enum: tuple[str, ...] | None = None) -> Any:
    field = typed_property(constraint)
    return TfliteOption(field.definition, constraint, accessor, default, enum)


class TfliteOp(TypedPropertiesOp):
    """A builtin operator (ops.py): its tensors in TFLite's order, its options as fields."""

    CODE: ClassVar[int] = -1  # the BuiltinOperator value
    OPTIONS: ClassVar[str | None] = None  # the options table's name
    OPTIONS_UNION: ClassVar[int] = 0  # 1: builtin_options, 2: builtin_options_2
    ARITY: ClassVar[tuple[int, int | None, int | None] | None] = None  # fewest inputs, most, outputs

    inputs = var_operand_def(VALUE)
    outputs = var_result_def(TENSOR)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)  # options in the {...} dict
    assembly_format = "$inputs attr-dict `:` functional-type($inputs, $outputs)"

    @classmethod
    def options(cls) -> dict[str, TfliteOption]:
        """The option fields by name, in the table's order."""
        return {f: a for f, a in vars(cls).items() if isinstance(a, TfliteOption)}

    @classmethod
    def operator_name(cls) -> str:
        """The operator as TFLite names it: `CONV_2D`."""
        return cls.name.split(".", 1)[1]

    def model_op_kind(self) -> str:
        return self.operator_name()

    def input(self, index: int):
        """Input `index`, or None when absent (left out, or a tflite.no_value)."""
        if index >= len(self.inputs):
            return None
        value = self.inputs[index]
        return None if isinstance(value.type, NoneType) else value

    def verify_(self) -> None:
        for field in type(self).options().values():
            value = field.__get__(self)
            if field.enum is not None and value not in field.enum:
                raise VerifyException(f"{field.field} is {value!r}, not one of {', '.join(field.enum)}")
        for index, value in enumerate([*self.inputs, *self.outputs]):
            if isinstance(value.type, TensorType):
                verify_quantized(value.type, f"tensor #{index} of {self.operator_name()}")
        if self.ARITY is None:
            return
        low, high, outputs = self.ARITY
        count = len(self.inputs)
        if count < low or (high is not None and count > high):
            expected = f"{low}" if low == high else f"{low} to {high}" if high is not None else f"at least {low}"
            raise VerifyException(f"{self.operator_name()} takes {expected} inputs, got {count}")
        for index in range(low):
            if isinstance(self.inputs[index].type, NoneType):
                raise VerifyException(f"input {index} of {self.operator_name()} is required")
        if outputs is not None and len(self.outputs) != outputs:
            raise VerifyException(f"{self.operator_name()} gives {outputs} outputs, got {len(self.outputs)}")


def subgraph_name(index: int) -> str:
    """The function a subgraph other than the main one imports as (a WHILE's condition and
    body are `@subgraph_<index>`, private, beside `@main`)."""
    return f"subgraph_{index}"
