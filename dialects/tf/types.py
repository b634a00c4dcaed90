"""TensorFlow's element types and shapes as the tf dialect spells them.

Numbers are builtin element types (`f32`, `i64`, `ui8`; signed integers signless, as in every
ovopt dialect); what has no builtin spelling is a tf type: `!tf.resource` (a variable's handle),
`!tf.variant` (a TensorList), `!tf.string`. A `shape` attribute is `#tf.shape<?x3>`, or
`#tf.shape<*>` when not even the rank is known. TensorFlow's `DataType` numbers map here, so
the frontend, the generator and the verifiers agree on what `DT_HALF` is.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    ComplexType,
    Float16Type,
    Float32Type,
    Float64Type,
    IntAttr,
    IntegerType,
    Signedness,
    UnitAttr,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer


@irdl_attr_definition
class ResourceType(ParametrizedAttribute, TypeAttribute):
    """`!tf.resource`: the handle of a resource variable (a VarHandleOp's result)."""

    name = "tf.resource"


@irdl_attr_definition
class VariantType(ParametrizedAttribute, TypeAttribute):
    """`!tf.variant`: an opaque value, in practice a TensorList."""

    name = "tf.variant"


@irdl_attr_definition
class StringType(ParametrizedAttribute, TypeAttribute):
    """`!tf.string`: the element of a string tensor."""

    name = "tf.string"


@irdl_attr_definition
class ShapeAttr(ParametrizedAttribute):
    """`#tf.shape<?x3>`: a `shape` attribute; `?` is an unknown dim, `#tf.shape<*>` an unknown rank."""

    name = "tf.shape"
    dims: ArrayAttr[IntAttr] | UnitAttr  # -1: unknown; UnitAttr: unknown rank

    def __init__(self, dims: Sequence[int | None] | None):
        super().__init__(UnitAttr() if dims is None else ArrayAttr(IntAttr(-1 if d is None else d) for d in dims))

    @property
    def shape(self) -> tuple[int | None, ...] | None:
        """The dims, None for an unknown one; None for an unknown rank."""
        if isinstance(self.dims, UnitAttr):
            return None
        return tuple(None if d.data < 0 else d.data for d in self.dims.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            if parser.parse_optional_punctuation("*"):
                return (UnitAttr(),)
            if parser.parse_optional_characters("scalar"):
                return (ArrayAttr(()),)
            dims = parser.parse_dimension_list() if not parser.parse_optional_punctuation(">") else []
        return (ArrayAttr(IntAttr(d) for d in dims),)

    def print_parameters(self, printer: Printer) -> None:
        shape = self.shape
        if shape is None:
            printer.print_string("<*>")
        elif not shape:
            printer.print_string("<scalar>")
        else:
            printer.print_string("<" + "x".join("?" if d is None else str(d) for d in shape) + ">")


def _int(width: int, signed: bool = True) -> IntegerType:
    return IntegerType(width, Signedness.SIGNLESS if signed else Signedness.UNSIGNED)


# TensorFlow's DataType number -> (its name without DT_, the element type). Quantized types and
# the narrow floats are left out: the frontend names them when a model holds one.
DATA_TYPES: dict[int, tuple[str, Attribute]] = {
    1: ("float", Float32Type()),
    2: ("double", Float64Type()),
    3: ("int32", _int(32)),
    4: ("uint8", _int(8, False)),
    5: ("int16", _int(16)),
    6: ("int8", _int(8)),
    7: ("string", StringType()),
    8: ("complex64", ComplexType(Float32Type())),
    9: ("int64", _int(64)),
    10: ("bool", _int(1)),
    14: ("bfloat16", BFloat16Type()),
    17: ("uint16", _int(16, False)),
    18: ("complex128", ComplexType(Float64Type())),
    19: ("half", Float16Type()),
    20: ("resource", ResourceType()),
    21: ("variant", VariantType()),
    22: ("uint32", _int(32, False)),
    23: ("uint64", _int(64, False)),
}
_BY_NAME = {name: element for name, element in DATA_TYPES.values()}
_BY_TYPE = {element: code for code, (_, element) in DATA_TYPES.items()}


def element_type(code: int) -> Attribute | None:
    """The element type of DataType `code` (DT_FLOAT is 1); None for one the dialect lacks."""
    found = DATA_TYPES.get(code)
    return found[1] if found is not None else None


def element_type_named(name: str) -> Attribute:
    """The element type of a DataType name without `DT_` (`float`, `int32`), as the generator
    writes them."""
    return _BY_NAME[name]


def element_type_or_none(name: str) -> Attribute | None:
    return _BY_NAME.get(name)


def data_type(element: Attribute) -> int | None:
    """The DataType number of an element type; None for one TensorFlow has no type for."""
    return _BY_TYPE.get(element)


def data_type_name(element: Attribute) -> str:
    """`float`, `int32`, ... as TensorFlow names the element type; its MLIR spelling otherwise."""
    code = _BY_TYPE.get(element)
    return DATA_TYPES[code][0] if code is not None else str(element)
