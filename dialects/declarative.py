"""Declarative ops: the IRDL definition is the only place an op's operands and properties are
spelled.

`declare_op(name)` turns a class into an xDSL op, registers it, and builds its constructor
from the definition: operands positionally (a list for a variadic one), properties by keyword
as plain Python values (`strides=[1, 1]`, `auto_pad="valid"`, `keep_dims=True`), result types
inferred by the op's `infer_result_types`. The property helpers below declare a property
together with how a Python value becomes its attribute, and `one_of` constrains a string
property to the values an op specification allows, so there is no second list of legal values
to keep in step.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, TypeVar

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    f32,
    f64,
    i64,
)
from xdsl.ir import Attribute, BlockArgument, OpResult, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrConstraint,
    BaseAttr,
    IRDLOperation,
    OperandDef,
    OptOperandDef,
    ResultDef,
    VarOperandDef,
    VarResultDef,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    traits_def,
)
from xdsl.irdl.constraints import VerificationContext
from xdsl.utils.exceptions import VerifyException

from ovopt import registry
from ovopt.compat.xdsl import init_operation
from ovopt.dialects.traits import InfersResultTypes
from ovopt.support import elements
from ovopt.support.deferred import DeferredOp, deferred_op_definition
from ovopt.support.interned import i64_array
from ovopt.support.shapes import compatible

Properties = Mapping[str, Attribute]
OpT = TypeVar("OpT", bound=type[IRDLOperation])


@dataclass(frozen=True)
class OneOf(AttrConstraint):
    """A string property that takes one of `values`, as an op specification lists them.

    The constraint checks the kind; `TypedOp.verify_` checks the value, where it can name the
    property in the message (`auto_pad must be one of explicit, valid, not 'same'`).
    """

    values: tuple[str, ...]

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not isinstance(attr, StringAttr):
            raise VerifyException(f"expected a string, one of {', '.join(self.values)}, not {attr}")

    def get_bases(self) -> set[type[Attribute]] | None:
        return {StringAttr}

    def mapping_type_vars(self, type_var_mapping) -> OneOf:
        return self


# -- properties with their Python conversion --------------------------------------------------

# id of a prop_def field object -> how a Python value becomes that property's attribute, what
# kind of value it is in words (for the generated reference docs), and how IR XML's spelling of
# the value reads back as the Python value (the inverse of `ov.base.ir_string`, for the IR reader).
# The field is kept too: its id alone could be reused once the field is gone, and a property
# declared without the helpers would take another property's entry.
_CONVERTERS: dict[int, tuple[Any, Callable[[Any], Attribute], str, Callable[[str], Any]]] = {}


def _declared(field: Any, convert: Callable[[Any], Attribute], kind: str, read: Callable[[str], Any]) -> Any:
    _CONVERTERS[id(field)] = (field, convert, kind, read)
    return field


def _default(value: Any, convert: Callable[[Any], Attribute]) -> Attribute | None:
    return None if value is None else convert(value)


def _read_bool(text: str) -> bool:
    spelled = text.strip().lower()
    if spelled not in ("true", "false", "1", "0"):
        raise ValueError(f"expected true or false, not {text!r}")
    return spelled in ("true", "1")


def _read_list(read: Callable[[str], Any]) -> Callable[[str], list]:
    """`1, 2, 3` (an empty string is an empty list)."""
    return lambda text: [read(item.strip()) for item in text.split(",")] if text.strip() else []


def _read_element_type(text: str) -> Attribute:
    kind = elements.from_ov_name(text.strip())
    if kind is None:
        raise ValueError(f"unknown element type {text!r}")
    return kind.mlir


def int_prop(default: int | None = None) -> IntegerAttr:
    convert = lambda v: IntegerAttr(int(v), 64)  # noqa: E731
    return _declared(prop_def(IntegerAttr[I64], _default(default, convert)), convert, "integer", int)


def bool_prop(default: bool | None = None, *, prop_name: str | None = None) -> BoolAttr:
    convert = lambda v: BoolAttr.from_bool(bool(v))  # noqa: E731
    field = prop_def(BoolAttr, _default(default, convert), prop_name=prop_name)
    return _declared(field, convert, "boolean", _read_bool)


def _prop(constraint, default: Attribute | None, optional: bool):
    """A property; an `optional` one (no default) may be absent and is then not printed."""
    return opt_prop_def(constraint) if optional else prop_def(constraint, default)


def float_prop(default: float | None = None, *, width: int = 32, optional: bool = False) -> FloatAttr:
    element = {32: f32, 64: f64}[width]
    convert = lambda v: FloatAttr(float(v), element)  # noqa: E731
    field = _prop(FloatAttr, _default(default, convert), optional)
    return _declared(field, convert, f"float (f{width})", float)


def ints_prop(default: Sequence[int] | None = None, *, optional: bool = False) -> DenseArrayBase:
    """An `array<i64: ...>`: strides, pads, axes."""
    convert = lambda v: i64_array(tuple(int(x) for x in v))  # noqa: E731
    field = _prop(DenseArrayBase.constr(i64), _default(default, convert), optional)
    return _declared(field, convert, "integers", _read_list(int))


def floats_prop(default: Sequence[float] | None = None) -> DenseArrayBase:
    """An `array<f32: ...>`."""
    convert = lambda v: DenseArrayBase.from_list(f32, [float(x) for x in v])  # noqa: E731
    field = prop_def(DenseArrayBase.constr(f32), _default(default, convert))
    return _declared(field, convert, "floats", _read_list(float))


def str_prop(default: str | None = None, *, optional: bool = False) -> StringAttr:
    return _declared(_prop(StringAttr, _default(default, StringAttr), optional), StringAttr, "string", str)


def one_of(values: Iterable[str], default: str | None = None) -> StringAttr:
    """A string property restricted to `values` (an enum of the op specification)."""
    values = tuple(values)
    if default is not None and default not in values:
        raise ValueError(f"default {default!r} is not one of {values}")
    field = prop_def(OneOf(values), _default(default, StringAttr))
    return _declared(field, StringAttr, f"one of {', '.join(values)}", str)


def strings_prop(default: Sequence[str] | None = None) -> ArrayAttr[StringAttr]:
    convert = lambda v: ArrayAttr([StringAttr(x) for x in v])  # noqa: E731
    return _declared(prop_def(ArrayAttr[StringAttr], _default(default, convert)), convert, "strings", _read_list(str))


def type_prop(default: Attribute | None = None) -> TypeAttribute:
    """An element type (`destination_type`, `output_type`), given as an xDSL type."""
    field = prop_def(BaseAttr(TypeAttribute), default)
    return _declared(field, _as_attribute, "element type", _read_element_type)


def _as_attribute(value: Any) -> Attribute:
    if not isinstance(value, Attribute):
        raise TypeError(f"expected an xDSL attribute, got {value!r}")
    return value


_XDSL_BASES = frozenset(IRDLOperation.__mro__)


def _declarations_of(cls: type) -> dict[str, tuple[Callable[[Any], Attribute], str, Callable[[str], Any]]]:
    """Property name -> (converter, kind, IR reader), for the properties declared with the helpers above."""
    found: dict[str, tuple[Callable[[Any], Attribute], str, Callable[[str], Any]]] = {}
    for klass in reversed(cls.__mro__):
        if klass in _XDSL_BASES:  # xDSL's own classes declare no properties: not read, for start-up
            continue
        for name, value in vars(klass).items():
            entry = _CONVERTERS.get(id(value))
            if entry is not None and entry[0] is value:
                found[getattr(value, "ir_name", None) or name] = entry[1:]
    return found


# -- ops that infer their result types -------------------------------------------------------


class TypedOp(DeferredOp):
    """An op whose result types follow from its operands and properties.

    Subclasses implement `infer_result_types`; the generated constructor and the verifier
    both use it, so a rewrite never computes a shape by hand and a wrong type cannot verify.
    """

    CONVERTERS: ClassVar[dict[str, Callable[[Any], Attribute]]] = {}
    PROPERTY_KINDS: ClassVar[dict[str, str]] = {}  # property -> its kind in words ("integers")
    IR_READERS: ClassVar[dict[str, Callable[[str], Any]]] = {}  # property -> IR XML text to Python value
    traits = traits_def(InfersResultTypes())

    @classmethod
    def _define(cls) -> None:
        super()._define()
        if not _writes_constructor(cls):
            cls.__init__ = _constructor(cls)

    @classmethod
    def infer_result_types(cls, operands: Sequence[SSAValue], properties: Properties) -> list[Attribute]:
        """The result types for these operands and properties; raises VerifyException if invalid."""
        raise NotImplementedError

    def _build(self, operands: Sequence[SSAValue | Sequence[SSAValue]], properties: dict[str, Attribute]) -> None:
        """Create the op with the result types its operands and properties imply."""
        definition = self.get_irdl_definition()
        full = {**_property_defaults(type(self)), **properties}
        flat = [v for group in operands for v in ([group] if _is_value(group) else group)]
        result_types = self.infer_result_types(flat, full)
        if (
            _fixed_arity(type(self))
            and len(result_types) == len(definition.results)
            and all(_is_value(group) for group in operands)
        ):
            # One value per operand and result: what xDSL's IRDL builder would do, without
            # matching each argument to its definition again (a model builds ops by thousands).
            init_operation(self, flat, result_types, properties)
            return
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
        for name, definition in self.get_irdl_definition().properties.items():
            value = properties.get(name)
            if (
                isinstance(definition.constr, OneOf)
                and value is not None
                and value.data not in definition.constr.values
            ):
                legal = ", ".join(definition.constr.values)
                raise VerifyException(f"{name} must be one of {legal}, not '{value.data}'")
        inferred = self.infer_result_types(self.operands, properties)
        if len(inferred) != len(self.result_types):
            raise VerifyException(f"the operands give {len(inferred)} results, the op has {len(self.result_types)}")
        for index, (actual, expected) in enumerate(zip(self.result_types, inferred, strict=True)):
            if not compatible(actual, expected):
                raise VerifyException(f"result {index} has type {actual}, but its operands give {expected}")


def _is_value(operand: object) -> bool:
    """Is it one value (not a group of them)? The exact classes first: an instance of a subclass
    of SSAValue, an ABC, goes through `ABCMeta.__instancecheck__`."""
    return type(operand) is OpResult or type(operand) is BlockArgument or isinstance(operand, SSAValue)


@cache
def _property_defaults(cls: type[TypedOp]) -> dict[str, Attribute]:
    definition = cls.get_irdl_definition()
    return {name: p.default_value for name, p in definition.properties.items() if p.default_value is not None}


@cache
def _fixed_arity(cls: type[TypedOp]) -> bool:
    """Every operand and result of `cls` is one value, and it has no region or successor."""
    definition = cls.get_irdl_definition()
    return (
        all(type(d) is OperandDef for _, d in definition.operands)
        and all(type(d) is ResultDef for _, d in definition.results)
        and not definition.regions
        and not definition.successors
    )


def _constructor(cls: type[TypedOp]) -> Callable[..., None]:
    """`__init__(self, *operands, **properties)` from the IRDL definition of `cls`."""
    definition = cls.get_irdl_definition()
    operand_names = [name for name, _ in definition.operands]
    variadic = {
        name for name, d in definition.operands if isinstance(d, VarOperandDef) and not isinstance(d, OptOperandDef)
    }
    optional = {name for name, d in definition.operands if isinstance(d, OptOperandDef)}
    converters = cls.CONVERTERS
    defaults = {name: p.default_value for name, p in definition.properties.items()}
    accessors = {field: name for field, (name, kind) in definition.accessor_names.items() if kind == "property"}

    def __init__(self, *operands: SSAValue | Sequence[SSAValue] | None, **properties: Any) -> None:
        required = len(operand_names) - len([n for n in operand_names[len(operands) :] if n in optional])
        if not required <= len(operands) <= len(operand_names):
            raise TypeError(f"{cls.name} takes the operands {', '.join(operand_names)}, got {len(operands)}")
        operands = (*operands, *([None] * (len(operand_names) - len(operands))))
        values: dict[str, Attribute] = {}
        for field, value in properties.items():
            name = accessors.get(field, field)
            if name not in defaults:
                raise TypeError(f"{cls.name} has no property {field!r} (it has {', '.join(defaults) or 'none'})")
            if value is None:
                continue
            convert = converters.get(name, _as_attribute)
            values[name] = value if isinstance(value, Attribute) else convert(value)
        missing = [n for n, d in defaults.items() if d is None and n not in values]
        if missing and not _optional(definition, missing):
            raise TypeError(f"{cls.name} needs the properties {', '.join(missing)}")
        values = {name: values[name] for name in defaults if name in values}  # definition order prints the same
        groups = [
            list(o) if name in variadic else ([] if o is None else [o]) if name in optional else o
            for name, o in zip(operand_names, operands)
        ]
        self._build(groups, values)

    parameters = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_ONLY)]
    parameters += [
        inspect.Parameter(n, inspect.Parameter.POSITIONAL_ONLY, **({"default": None} if n in optional else {}))
        for n in operand_names
    ]
    parameters += [
        inspect.Parameter(
            field, inspect.Parameter.KEYWORD_ONLY, default=None if defaults[name] is None else defaults[name]
        )
        for field, name in accessors.items()
    ]
    __init__.__signature__ = inspect.Signature(parameters)
    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _optional(definition, names: list[str]) -> bool:
    from xdsl.irdl import OptPropertyDef

    return all(isinstance(definition.properties[n], OptPropertyDef) for n in names)


def _writes_constructor(cls: type) -> bool:
    """Does the class, or a base below TypedOp, write its own `__init__`?"""
    for klass in cls.__mro__:
        if klass is TypedOp:
            return False
        if "__init__" in vars(klass):
            return True
    return False


def class_vars(cls: type, *names: str) -> None:
    """Annotate attributes set on `cls` after its definition as ClassVar, as IRDL requires."""
    cls.__annotations__ = {**vars(cls).get("__annotations__", {}), **dict.fromkeys(names, ClassVar)}


def declare_op(name: str) -> Callable[[OpT], OpT]:
    """Define the op `name` from the class: IRDL definition, constructor unless the class
    writes its own, the `InfersResultTypes` trait, and its registration. A `DeferredOp`'s (a
    `TypedOp`'s) definition and constructor are made when it is first used (`deferred_op_definition`)."""

    def define(cls: OpT) -> OpT:
        cls.name = name
        declared = _declarations_of(cls)
        cls.CONVERTERS = {name: convert for name, (convert, _, _) in declared.items()}
        cls.PROPERTY_KINDS = {name: kind for name, (_, kind, _) in declared.items()}
        cls.IR_READERS = {name: read for name, (_, _, read) in declared.items()}
        class_vars(cls, "CONVERTERS", "PROPERTY_KINDS", "IR_READERS")
        op = deferred_op_definition(cls) if issubclass(cls, DeferredOp) else irdl_op_definition(cls)
        registry.register_op(op)
        return op

    return define


__all__ = [
    "OneOf",
    "Properties",
    "TypedOp",
    "bool_prop",
    "class_vars",
    "declare_op",
    "float_prop",
    "floats_prop",
    "int_prop",
    "ints_prop",
    "one_of",
    "str_prop",
    "strings_prop",
    "type_prop",
]
