"""The torch dialect: where a PyTorch program enters the compiler (frontends/torch).

One op per ATen overload of the Core ATen op set, generated into `ops.py` from torch's own
schemas; the few hand-written ops here hold what the schemas cannot: the program's weights
(`torch.tensor`), the scalars its calls take (`torch.constant`), the Python arithmetic of
symbolic sizes (`torch.sym`), and calls of operators the dialect has no op for (`torch.custom`:
a custom `mylib::op`, or an ATen overload outside the core set), kept whole for an extension's
lowering or the conversion's error.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    NoneType,
    StringAttr,
    TensorType,
    UnitAttr,
    f64,
    i1,
    i64,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.torch import ops as aten_ops
from ovopt.dialects.torch.base import SCALAR, TENSOR, TENSOR_OR_NONE, AtenOp
from ovopt.dialects.torch.ops import *  # noqa: F403 (the generated ops are the dialect)
from ovopt.dialects.torch.ops import ATEN_OPS

__all__ = [*aten_ops.__all__, "TORCH", "AtenOp", "ConstantOp", "CustomOp", "SymOp", "TensorOp", "scalar_type"]


def scalar_type(value: int | float | bool | None) -> Attribute:
    """The type of a `torch.constant` of `value`: i1, i64, f64 or none."""
    if value is None:
        return NoneType()
    if isinstance(value, bool):
        return i1
    return i64 if isinstance(value, int) else f64


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """A scalar an ATen call takes: an int or a size (i64), a float (f64), a bool (i1), or None
    (inside a list of optional tensors), whose value is a unit attribute (`{value} : none`: the
    attribute parser has no `none`)."""

    name = "torch.constant"
    value = prop_def(IntegerAttr | FloatAttr | UnitAttr)
    result = result_def(SCALAR | TENSOR_OR_NONE)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, value: int | float | bool | None):
        kind = scalar_type(value)
        if value is None:
            attribute: Attribute = UnitAttr()
        elif kind == f64:
            attribute = FloatAttr(float(value), f64)
        else:
            attribute = IntegerAttr(int(value), kind)
        super().__init__(properties={"value": attribute}, result_types=[kind])

    @property
    def python_value(self) -> int | float | bool | None:
        value = self.value
        if isinstance(value, UnitAttr):
            return None
        if isinstance(value, FloatAttr):
            return value.value.data
        return bool(value.value.data) if value.type == i1 else value.value.data

    def verify_(self) -> None:
        value, kind = self.value, self.result.type
        expected = NoneType() if isinstance(value, UnitAttr) else value.type
        if kind != expected:
            raise VerifyException(f"a torch.constant of {value} has type {expected}, not {kind}")


@irdl_op_definition
class TensorOp(IRDLOperation):
    """A tensor of the program: a parameter, a buffer or a lifted constant, named after its
    state-dict key. Its bytes are the program's, viewed, not copied."""

    name = "torch.tensor"
    value = prop_def(DenseIntOrFPElementsAttr)
    result = result_def(TensorType)
    traits = traits_def(Pure(), ConstantLike())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, value: DenseIntOrFPElementsAttr):
        super().__init__(properties={"value": value}, result_types=[value.type])

    def verify_(self) -> None:
        if self.value.type != self.result.type:
            raise VerifyException(f"a torch.tensor of {self.value.type} has type {self.result.type}")


# The Python operators of symbolic sizes, by their `operator` name, and what they give.
SYMBOLIC_OPERATORS = {
    **dict.fromkeys(("add", "sub", "mul", "floordiv", "mod", "pow", "neg", "max", "min"), "number"),
    "truediv": "float",
    **dict.fromkeys(("eq", "ne", "lt", "le", "gt", "ge", "and_", "or_", "not_"), "bool"),
}


@irdl_op_definition
class SymOp(IRDLOperation):
    """Python arithmetic on symbolic sizes (`s0 * 2`, `s0 // 4`, `max(s0, 1)`), as an exported
    program records it: `operator` names the function (`operator.floordiv` is `floordiv`)."""

    name = "torch.sym"
    operator = prop_def(StringAttr)
    inputs = var_operand_def(SCALAR)
    result = result_def(SCALAR)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$inputs attr-dict `:` functional-type($inputs, $result)"

    def __init__(self, operator: str, inputs: Sequence[SSAValue], result_type: Attribute):
        super().__init__(
            operands=[list(inputs)], properties={"operator": StringAttr(operator)}, result_types=[result_type]
        )

    def verify_(self) -> None:
        operator = self.operator.data
        if operator not in SYMBOLIC_OPERATORS:
            raise VerifyException(f"torch.sym has no operator {operator!r} ({', '.join(SYMBOLIC_OPERATORS)})")
        arity = 1 if operator in ("neg", "not_") else 2
        if len(self.inputs) != arity:
            raise VerifyException(f"torch.sym {operator} takes {arity} values, not {len(self.inputs)}")
        if SYMBOLIC_OPERATORS[operator] == "bool" and self.result.type != i1:
            raise VerifyException(f"torch.sym {operator} gives an i1")


@irdl_op_definition
class CustomOp(IRDLOperation):
    """A call of an operator the dialect has no op for, kept whole: `target` is its qualified
    name (`mylib::scaled_tanh`, `aten::foo.overload`), `schema` its schema; its tensors and
    symbolic scalars are the operands (named in `operand_names`), the rest of its arguments
    `arguments`, by name."""

    name = "torch.custom"
    target = prop_def(StringAttr)
    schema = prop_def(StringAttr)
    operand_names = prop_def(DictionaryAttr)  # argument name -> the index of its first operand
    arguments = prop_def(DictionaryAttr)
    inputs = var_operand_def(TENSOR_OR_NONE | SCALAR)
    outputs = var_result_def(TENSOR | SCALAR)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$inputs attr-dict `:` functional-type($inputs, $outputs)"

    def model_op_kind(self) -> str:
        """How errors name the op: `mylib::scaled_tanh`."""
        return self.target.data


def _torch_ops() -> list[type[Operation]]:
    return [*ATEN_OPS, ConstantOp, TensorOp, SymOp, CustomOp]


TORCH = Dialect("torch", _torch_ops(), [])
