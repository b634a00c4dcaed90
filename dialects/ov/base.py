"""The base of every ov op and its declaration: IR spelling, IR attributes, property readers."""

from __future__ import annotations

import re
from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, FloatAttr, IntegerAttr, StringAttr, i1
from xdsl.ir import Attribute, OpTraits, TypeAttribute
from xdsl.irdl import ParsePropInAttrDict
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import Properties, TypedOp, class_vars, declare_op
from ovopt.support import elements

AUTO_PAD = ("explicit", "same_upper", "same_lower", "valid")  # OpenVINO's reader knows no "notset"
AUTO_BROADCAST = ("none", "numpy", "pdpd")


def ints(properties: Properties, name: str) -> list[int]:
    return list(properties[name].get_values())  # attribute arrays are short


def int_value(properties: Properties, name: str) -> int:
    return properties[name].value.data


def string(properties: Properties, name: str) -> str:
    return properties[name].data


def flag(properties: Properties, name: str) -> bool:
    return bool(properties[name].value.data)


class OvOp(TypedOp):
    """An OpenVINO operation: it knows the layer type and opset IR XML spells for it.

    Declare one with `@ov_op(opset)`; the name comes from the class (`SoftmaxV8Op` is
    `ov.Softmax.v8`, IR type `Softmax`) and the constructor from the IRDL definition. The
    declaration makes it `Pure` unless it has effects (`@ov_op(6, effects=True)`: ReadValue).
    """

    IR_TYPE: ClassVar[str]
    IR_VERSION: ClassVar[str]

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "operands attr-dict `:` functional-type(operands, results)"

    def ir_attributes(self) -> dict[str, str]:
        """The layer's `<data>` attributes, as IR XML spells them."""
        return {name: ir_string(value) for name, value in self.all_properties().items()}


_CLASS_NAME = re.compile(r"(?P<type>[A-Za-z0-9]+?)V(?P<version>[0-9]+)Op")


def ov_op(opset: int | str, *, ir_type: str | None = None, dialect: str = "ov", effects: bool = False):
    """Declare an OpenVINO op from a class named `<Type>V<version>Op`.

    `opset` is the opset that holds the op (`8` means `opset8`; a string is used as it is, for
    an extension's own opset), `ir_type` the layer type when IR spells it otherwise (`SoftMax`).
    The op is `Pure` (dead when unused, merged with its twins) unless it has `effects` (it
    reads or writes state kept between inferences), which dead-code removal and merging respect.
    """

    def define(cls):
        match = _CLASS_NAME.fullmatch(cls.__name__)
        if match is None:
            raise TypeError(f"{cls.__name__}: an ov op class is named <Type>V<version>Op, as SoftmaxV8Op")
        cls.IR_TYPE = ir_type or match["type"]
        cls.IR_VERSION = f"opset{opset}" if isinstance(opset, int) else opset
        class_vars(cls, "IR_TYPE", "IR_VERSION")
        if not effects:
            _add_trait(cls, Pure())
        return declare_op(f"{dialect}.{match['type']}.v{match['version']}")(cls)

    return define


def _add_trait(cls: type, trait) -> None:
    """Add `trait` to the traits the class declares itself (its bases' are added by IRDL)."""
    own = vars(cls).get("traits")
    declared = own.gen_traits if isinstance(own, OpTraits) else tuple
    cls.traits = OpTraits(lambda: (trait, *declared()))  # lazily, as IRDL reads traits


def ir_string(value: Attribute) -> str:
    """An attribute value as IR XML writes it: `1, 1`, `true`, `f32`, `explicit`."""
    if isinstance(value, IntegerAttr):
        if value.type == i1:
            return "true" if value.value.data else "false"
        return str(value.value.data)
    if isinstance(value, FloatAttr):
        return repr(float(value.value.data))
    if isinstance(value, StringAttr):
        return value.data
    if isinstance(value, DenseArrayBase):
        return ", ".join(str(v) for v in value.get_values())
    if isinstance(value, ArrayAttr):
        return ",".join(ir_string(v) for v in value.data)
    if isinstance(value, TypeAttribute):
        kind = elements.kind_of(value)
        if kind is None or kind.ov is None:
            raise VerifyException(f"OpenVINO has no element type for {value}")
        return kind.ov
    raise VerifyException(f"no IR spelling for attribute {value}")
