"""The onnx dialect's types and the base class of its generated ops.

ONNX values are builtin tensors (`tensor<?x3xf32>`, `tensor<*xi64>`) plus the ONNX-only types
below. Every generated op derives from `OnnxOp`, which verifies an op against the real
operator schema of the version it records, so the dialect is exact for every opset version
without copying the schemas into Python.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Any, ClassVar, TypeAlias

from onnx import defs
from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    StringAttr,
    TensorType,
    UnrankedTensorType,
    f32,
    i64,
)
from xdsl.ir import Attribute, ParametrizedAttribute, SSAValue, TypeAttribute
from xdsl.irdl import base, irdl_attr_definition, prop_def, traits_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.typed_properties import TypedPropertiesOp, TypedProperty, typed_property
from ovopt.support import elements
from ovopt.support.verification import SignatureVerifier, reads_no_shapes


@irdl_attr_definition
class StringType(ParametrizedAttribute, TypeAttribute):
    """`!onnx.string`: the element type of ONNX string tensors."""

    name = "onnx.string"


@irdl_attr_definition
class SeqType(ParametrizedAttribute, TypeAttribute):
    """`!onnx.seq<tensor<?xf32>>`: an ONNX sequence whose elements share one type."""

    name = "onnx.seq"
    element_type: Attribute

    def verify(self) -> None:
        if onnx_type_string(self) is None and not isinstance(self.element_type, UnknownType):
            raise VerifyException(f"a sequence holds tensors (or sequences, maps), not {self.element_type}")


@irdl_attr_definition
class OptType(ParametrizedAttribute, TypeAttribute):
    """`!onnx.opt<tensor<2xf32>>`: an ONNX optional, holding one value or none."""

    name = "onnx.opt"
    element_type: Attribute

    def verify(self) -> None:
        if onnx_type_string(self) is None and not isinstance(self.element_type, UnknownType):
            raise VerifyException(f"an optional holds a tensor or a sequence, not {self.element_type}")


@irdl_attr_definition
class MapType(ParametrizedAttribute, TypeAttribute):
    """`!onnx.map<i64, f32>`: an ONNX map (the ai.onnx.ml operators use them)."""

    name = "onnx.map"
    key_type: Attribute
    value_type: Attribute

    def verify(self) -> None:
        if not isinstance(self.key_type, StringType) and not elements.is_integer(self.key_type):
            raise VerifyException(f"a map's keys are integers or strings, not {self.key_type}")


@irdl_attr_definition
class UnknownType(ParametrizedAttribute, TypeAttribute):
    """`!onnx.unknown`: a value whose type the model does not state and inference cannot find."""

    name = "onnx.unknown"


@irdl_attr_definition
class StringTensorAttr(ParametrizedAttribute):
    """`#onnx.strings<tensor<2x!onnx.string>, ["a", "b"]>`: a constant string tensor."""

    name = "onnx.strings"
    type: TensorType
    values: ArrayAttr[StringAttr]

    def verify(self) -> None:
        if self.type.element_type != StringType():
            raise VerifyException(f"a string tensor needs !onnx.string elements, not {self.type.element_type}")
        if any(d < 0 for d in self.type.get_shape()):
            raise VerifyException(f"a string tensor constant needs a static shape, not {self.type}")
        count = math.prod(self.type.get_shape())
        if count != len(self.values.data):
            raise VerifyException(f"{self.type} holds {count} strings, {len(self.values.data)} given")


# The Python value of a TENSOR attribute: the attribute itself.
ElementsAttr: TypeAlias = DenseIntOrFPElementsAttr | StringTensorAttr

# Any value an ONNX node consumes or produces.
ONNX_VALUE = (
    base(TensorType) | base(UnrankedTensorType) | base(SeqType) | base(OptType) | base(MapType) | base(UnknownType)
)
# The value of a TENSOR attribute.
ELEMENTS_ATTR = base(DenseIntOrFPElementsAttr) | base(StringTensorAttr)
# The values of INTS and FLOATS attributes (one constraint object for all the ops' properties).
INTS_ATTR = DenseArrayBase.constr(i64)
FLOATS_ATTR = DenseArrayBase.constr(f32)


def onnx_type_string(type: Attribute) -> str | None:
    """The schema spelling of a value type (`tensor(float)`, `seq(tensor(int64))`); None if unknown."""
    if isinstance(type, TensorType | UnrankedTensorType):
        element = _element_name(type.element_type)
        return None if element is None else f"tensor({element})"
    if isinstance(type, SeqType | OptType):
        inner = onnx_type_string(type.element_type)
        word = "seq" if isinstance(type, SeqType) else "optional"
        return None if inner is None else f"{word}({inner})"
    if isinstance(type, MapType):
        key, value = _element_name(type.key_type), _element_name(type.value_type)
        if value is None:
            value = onnx_type_string(type.value_type)
        return None if key is None or value is None else f"map({key}, {value})"
    return None


def _element_name(element_type: Attribute) -> str | None:
    if isinstance(element_type, StringType):
        return "string"
    kind = elements.kind_of(element_type)
    return None if kind is None else kind.onnx


@functools.cache
def onnx_schema(domain: str, op_type: str, version: int) -> defs.OpSchema:
    return defs.get_schema(op_type, version, domain)


def formal_name(param: defs.OpSchema.FormalParameter) -> str:
    """A formal input or output name as the dialect spells it (old schemas wrote `outputs...`)."""
    return param.name.rstrip(".")


class OnnxAttribute(TypedProperty):
    """The field of an ONNX attribute on a generated op, as onnx-mlir's `getStrides()`:
    `op.strides` is the attribute as plain Python, or, when the node left it out, the schema
    default of the op's version (`ATTRIBUTE_DEFAULTS`), or None without one (see
    typed_properties.py). The attribute itself is `op.properties["strides"]`."""

    __slots__ = ()

    def default(self, op: OnnxOp) -> Any:
        return _defaults_at(type(op), op.onnx_version).get(self.name)


def onnx_attribute(constraint: Any, *, required: bool = False, name: str | None = None) -> Any:
    """The field of an ONNX attribute (see `OnnxAttribute`): a property with `constraint`,
    present on every op if `required`, named `name` where the field's name differs (an input has
    the attribute's name, or it is a Python keyword)."""
    return typed_property(constraint, required=required, name=name, field=OnnxAttribute)


@functools.cache
def _defaults_at(op_class: type[OnnxOp], version: int) -> dict[str, Any]:
    """The attribute defaults of `op_class` at `version`: the table of the newest change before it."""
    defaults: dict[str, Any] = {}
    for since, table in op_class.ATTRIBUTE_DEFAULTS.items():  # oldest first
        if since <= version:
            defaults = table
    return defaults


class OnnxOp(TypedPropertiesOp):
    """An ONNX operator. Subclasses are generated from the operator schemas (ops.py).

    `version` is the `since_version` of the schema the node was imported at, so a lowering can
    tell Softmax-1 from Softmax-13. Attributes the node did not set stay absent from the
    properties; their fields (`op.strides`, an `OnnxAttribute`) read them with the schema default
    of that version.
    """

    ONNX_DOMAIN: ClassVar[str] = ""
    ONNX_TYPE: ClassVar[str]
    SINCE_VERSIONS: ClassVar[tuple[int, ...]]
    # since_version -> {attribute: default}, listed where the defaults change.
    ATTRIBUTE_DEFAULTS: ClassVar[dict[int, dict[str, Any]]] = {}
    # ONNX output name -> Python field, where an input has the same name.
    OUTPUT_FIELDS: ClassVar[dict[str, str]] = {}

    version = prop_def(IntegerAttr[I64])
    traits = traits_def(SignatureVerifier())

    @property
    def onnx_version(self) -> int:
        return self.version.value.data

    @property
    def schema(self) -> defs.OpSchema:
        return onnx_schema(self.ONNX_DOMAIN, self.ONNX_TYPE, self.onnx_version)

    def input_values(self) -> dict[str, tuple[SSAValue, ...]]:
        """Each formal input of the op, by ONNX name, with the values bound to it."""
        return {name: _as_tuple(getattr(self, name)) for name, _ in self.get_irdl_definition().operands}

    def output_values(self) -> dict[str, tuple[SSAValue, ...]]:
        """Each formal output of the op, by ONNX name, with its results."""
        onnx_names = {field: name for name, field in self.OUTPUT_FIELDS.items()}
        return {
            onnx_names.get(field, field): _as_tuple(getattr(self, field))
            for field, _ in self.get_irdl_definition().results
        }

    @reads_no_shapes
    def verify_(self) -> None:
        if self.onnx_version not in self.SINCE_VERSIONS:
            known = ", ".join(map(str, self.SINCE_VERSIONS))
            raise VerifyException(f"{self.name} has no version {self.onnx_version} (versions: {known})")
        schema = self.schema
        bindings: dict[str, str] = {}
        self._verify_values("input", schema.inputs, self.input_values(), bindings)
        self._verify_values("output", schema.outputs, self.output_values(), bindings)
        self._verify_attributes(schema)

    def _verify_values(
        self,
        kind: str,
        params: Sequence[defs.OpSchema.FormalParameter],
        values: dict[str, tuple[SSAValue, ...]],
        bindings: dict[str, str],
    ) -> None:
        by_name = {formal_name(p): p for p in params}
        for name, bound in values.items():
            param = by_name.get(name)
            if param is None:
                if bound:
                    raise VerifyException(f"{self._title()} has no {kind} '{name}'")
                continue
            option = param.option
            if option == defs.OpSchema.FormalParameterOption.Single and len(bound) != 1:
                raise VerifyException(f"{self._title()} needs its {kind} '{name}'")
            if option == defs.OpSchema.FormalParameterOption.Variadic and len(bound) < param.min_arity:
                raise VerifyException(f"{self._title()} needs at least {param.min_arity} values for {kind} '{name}'")
            for value in bound:
                self._verify_type(kind, name, param, value.type, bindings)

    def _verify_type(
        self,
        kind: str,
        name: str,
        param: defs.OpSchema.FormalParameter,
        type: Attribute,
        bindings: dict[str, str],
    ) -> None:
        spelled = onnx_type_string(type)
        if spelled is None:
            return  # an unknown type cannot be checked here
        allowed = _allowed_types(self.ONNX_DOMAIN, self.ONNX_TYPE, self.onnx_version, param.type_str)
        if spelled not in allowed:
            raise VerifyException(f"{self._title()} {kind} '{name}' cannot be {spelled} ({type})")
        if param.is_homogeneous:
            bound = bindings.setdefault(param.type_str, spelled)
            if bound != spelled:
                raise VerifyException(
                    f"{self._title()} {kind} '{name}' is {spelled}, but {param.type_str} is already {bound}"
                )

    def _verify_attributes(self, schema: defs.OpSchema) -> None:
        for prop in self.properties:
            if prop in ("version", "operandSegmentSizes", "resultSegmentSizes", "regionSegmentSizes"):
                continue
            if prop not in schema.attributes:
                raise VerifyException(f"{self._title()} has no attribute '{prop}'")
        region_names = {name for name, _ in self.get_irdl_definition().regions}
        for name, attribute in schema.attributes.items():
            if not attribute.required:
                continue
            if name in region_names:
                present = bool(getattr(self, name).blocks)
            else:
                present = self.properties.get(name) is not None
            if not present:
                raise VerifyException(f"{self._title()} needs its attribute '{name}'")

    def _title(self) -> str:
        return f"{self.ONNX_TYPE}-{self.onnx_version}"

    def model_op_kind(self) -> str:
        """How errors name the op: as ONNX does, `Conv-11` (`Conv` while it has no version)."""
        version = self.properties.get("version")
        return self._title() if isinstance(version, IntegerAttr) else self.ONNX_TYPE


@functools.cache
def _allowed_types(domain: str, op_type: str, version: int, type_str: str) -> frozenset[str]:
    for constraint in onnx_schema(domain, op_type, version).type_constraints:
        if constraint.type_param_str == type_str:
            return frozenset(constraint.allowed_type_strs)
    return frozenset((type_str,))


def _as_tuple(value: SSAValue | Sequence[SSAValue] | None) -> tuple[SSAValue, ...]:
    if value is None:
        return ()
    if isinstance(value, SSAValue):
        return (value,)
    return tuple(value)
