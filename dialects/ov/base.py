"""The base of every ov op: IR spelling, result-type inference, verification, IR attributes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

import numpy as np
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, FloatAttr, IntegerAttr, StringAttr, i1, i64
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import IRDLOperation, ParsePropInAttrDict, VarResultDef, irdl_op_definition, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import elements
from ovopt.dialects.ov_shapes import compatible

Properties = Mapping[str, Attribute]

AUTO_PAD = ("explicit", "same_upper", "same_lower", "valid")  # OpenVINO's reader knows no "notset"
AUTO_BROADCAST = ("none", "numpy", "pdpd")


def i64_array(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, list(values))


def ints(properties: Properties, name: str) -> list[int]:
    return list(properties[name].get_values())  # attribute arrays are short


def int_value(properties: Properties, name: str) -> int:
    return properties[name].value.data


def string(properties: Properties, name: str) -> str:
    return properties[name].data


def flag(properties: Properties, name: str) -> bool:
    return bool(properties[name].value.data)


def constant_value(value: SSAValue) -> np.ndarray | None:
    """The value of `value` if it is known at compile time (a constant or a static shape)."""
    from ovopt.dialects.ov_reference import evaluate  # the kernels need the ops defined here

    return evaluate(value)


class OvOp(IRDLOperation):
    """An OpenVINO operation. Subclasses set the IR spelling and infer their result types."""

    IR_TYPE: ClassVar[str]
    IR_VERSION: ClassVar[str]
    ALLOWED: ClassVar[dict[str, tuple[str, ...]]] = {}  # string property -> its legal values

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "operands attr-dict `:` functional-type(operands, results)"

    @classmethod
    def infer_result_types(cls, operands: Sequence[SSAValue], properties: Properties) -> list[Attribute]:
        """The result types for these operands and properties; raises VerifyException if invalid."""
        raise NotImplementedError

    def _build(self, operands: Sequence[SSAValue | Sequence[SSAValue]], properties: dict[str, Attribute]) -> None:
        """Create the op with the result types its operands and properties imply."""
        definition = self.get_irdl_definition()
        full = {name: p.default_value for name, p in definition.properties.items() if p.default_value is not None}
        full.update(properties)
        flat = [v for group in operands for v in ([group] if isinstance(group, SSAValue) else group)]
        result_types = self.infer_result_types(flat, full)
        if [type(d) for _, d in definition.results] == [VarResultDef]:
            result_types = [result_types]  # one variadic group (Split): its types go as one list
        super().__init__(operands=operands, result_types=result_types, properties=properties)

    def property_or_default(self, name: str) -> Attribute:
        value = self.properties.get(name)
        if value is None:
            value = self.get_irdl_definition().properties[name].default_value
        return value

    def all_properties(self) -> dict[str, Attribute]:
        """Every property, defaults filled in, in definition order."""
        definition = self.get_irdl_definition()
        return {name: self.property_or_default(name) for name in definition.properties}

    def verify_(self) -> None:
        properties = self.all_properties()
        for name, legal in self.ALLOWED.items():
            if string(properties, name) not in legal:
                raise VerifyException(f"{name} must be one of {', '.join(legal)}, not '{string(properties, name)}'")
        inferred = self.infer_result_types(self.operands, properties)
        if len(inferred) != len(self.result_types):
            raise VerifyException(f"the operands give {len(inferred)} results, the op has {len(self.result_types)}")
        for index, (actual, expected) in enumerate(zip(self.result_types, inferred, strict=True)):
            if not compatible(actual, expected):
                raise VerifyException(f"result {index} has type {actual}, but its operands give {expected}")

    def ir_attributes(self) -> dict[str, str]:
        """The layer's `<data>` attributes, as IR XML spells them."""
        return {name: ir_string(value) for name, value in self.all_properties().items()}


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


def define_op(base: type[OvOp], class_name: str, op_name: str, ir_type: str, ir_version: str, doc: str):
    """An op that is its base class with another name: element-wise functions, reductions."""
    namespace = {
        "__doc__": doc,
        "__module__": base.__module__,
        "__annotations__": {"IR_TYPE": ClassVar, "IR_VERSION": ClassVar},
        "name": op_name,
        "IR_TYPE": ir_type,
        "IR_VERSION": ir_version,
    }
    return irdl_op_definition(type(class_name, (base,), namespace))
