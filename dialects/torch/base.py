"""The torch dialect's value kinds and the base class of its generated ATen ops.

An ATen argument is an operand or a property by what it can be in an exported program:
- tensors (`Tensor`, `Tensor?`, `Tensor[]`, `Tensor?[]`) are operands of builtin tensor types;
- what may be symbolic (`SymInt`, `SymInt[]`, `Scalar`: a size, a fill value) are operands of
  scalar types, `i64`, `f64` or `i1`, made by `torch.constant` when known and by `torch.aten.sym_size`
  or `torch.sym` arithmetic when the size is a `Dim` of the export; a list is a variadic operand;
  a `None` inside a list of tensors (`index.Tensor`) is a value of type `none`;
- what is known when the program is traced (`int`, `int[]`, `bool`, `float`, `str`, a dtype,
  a layout, a device, a memory format) are properties, read as Python through the op's typed
  fields (`op.keepdim`), the dtype as an MLIR element type (`f16`).

The importer gives every argument the node left out its schema default, so an op holds all it
computes with: a lowering reads `op.dim`, never a default of its own.
"""

from __future__ import annotations

from typing import Any, ClassVar

from xdsl.dialects.builtin import (
    I64,
    BoolAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    NoneType,
    StringAttr,
    TensorType,
    UnrankedTensorType,
    f64,
    i1,
    i64,
)
from xdsl.ir import TypeAttribute
from xdsl.irdl import base, eq, traits_def
from xdsl.traits import Pure

from ovopt.dialects.typed_properties import TypedPropertiesOp, typed_property
from ovopt.support.verification import SignatureVerifier

# Operand kinds.
TENSOR = base(TensorType) | base(UnrankedTensorType)
TENSOR_OR_NONE = TENSOR | base(NoneType)  # an entry of `Tensor?[]`
INT = eq(i64)  # SymInt
BOOL = eq(i1)  # SymBool
SCALAR = eq(i64) | eq(f64) | eq(i1)  # Scalar: an int, a float or a bool

# Property kinds.
INT_ATTR = IntegerAttr[I64]
INTS_ATTR = DenseArrayBase.constr(i64)
BOOL_ATTR = BoolAttr
BOOLS_ATTR = DenseArrayBase.constr(i1)
FLOAT_ATTR = FloatAttr
FLOATS_ATTR = DenseArrayBase.constr(f64)
STR_ATTR = StringAttr
DTYPE_ATTR = base(TypeAttribute)  # a ScalarType, as the element type it stands for

__all__ = [
    "BOOLS_ATTR",
    "BOOL_ATTR",
    "DTYPE_ATTR",
    "FLOATS_ATTR",
    "FLOAT_ATTR",
    "INT",
    "INTS_ATTR",
    "INT_ATTR",
    "SCALAR",
    "STR_ATTR",
    "TENSOR",
    "TENSOR_OR_NONE",
    "AtenOp",
    "torch_argument",
]


def torch_argument(constraint: Any, *, required: bool = True, name: str | None = None) -> Any:
    """The typed field of an ATen argument held as a property (see typed_properties.py)."""
    return typed_property(constraint, required=required, name=name)


class AtenOp(TypedPropertiesOp):
    """An ATen operator overload. Subclasses are generated from torch's schemas (ops.py).

    `SCHEMA` is the overload's schema as torch prints it; `LIST_SIZES` the sizes its list
    arguments name (`int[2] stride`): a single number passed for one stands for that many.
    The IRDL constraints of its fields are its verifier: operand kinds and property types.
    """

    SCHEMA: ClassVar[str]
    LIST_SIZES: ClassVar[dict[str, int]] = {}

    traits = traits_def(Pure(), SignatureVerifier())

    @classmethod
    def aten_name(cls) -> str:
        """`aten::add.Tensor`: how torch names the overload (and errors name the op)."""
        return cls.SCHEMA.split("(", 1)[0]

    def model_op_kind(self) -> str:
        return self.aten_name()
