"""Element-wise operations: activations, arithmetic, conversion."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import BoolAttr, StringAttr, TensorType
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import VarConstraint, base, irdl_op_definition, operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.ov.base import AUTO_BROADCAST, OvOp, define_op, string
from ovopt.dialects.shapes import (
    broadcast_numpy,
    compatible,
    element_of,
    same_element_type,
    shape_of,
    show,
    tensor_type,
)


class UnaryElementwiseOp(OvOp):
    """An element-wise function of one tensor: the result has the input's type."""

    T: ClassVar = VarConstraint("T", base(TensorType))
    input = operand_def(T)
    output = result_def(T)
    assembly_format = "$input attr-dict `:` type($input)"

    def __init__(self, input: SSAValue):
        self._build([input], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [operands[0].type]


ReluV0Op = define_op(UnaryElementwiseOp, "ReluV0Op", "ov.Relu.v0", "ReLU", "opset1", "ReLU-1: max(x, 0).")
SigmoidV0Op = define_op(
    UnaryElementwiseOp, "SigmoidV0Op", "ov.Sigmoid.v0", "Sigmoid", "opset1", "Sigmoid-1: 1 / (1 + exp(-x))."
)
TanhV0Op = define_op(UnaryElementwiseOp, "TanhV0Op", "ov.Tanh.v0", "Tanh", "opset1", "Tanh-1: hyperbolic tangent.")
ExpV0Op = define_op(UnaryElementwiseOp, "ExpV0Op", "ov.Exp.v0", "Exp", "opset1", "Exp-1: e to the x.")
LogV0Op = define_op(UnaryElementwiseOp, "LogV0Op", "ov.Log.v0", "Log", "opset1", "Log-1: natural logarithm.")
SqrtV0Op = define_op(UnaryElementwiseOp, "SqrtV0Op", "ov.Sqrt.v0", "Sqrt", "opset1", "Sqrt-1: square root.")
AbsV0Op = define_op(UnaryElementwiseOp, "AbsV0Op", "ov.Abs.v0", "Abs", "opset1", "Abs-1: absolute value.")
NegativeV0Op = define_op(UnaryElementwiseOp, "NegativeV0Op", "ov.Negative.v0", "Negative", "opset1", "Negative-1: -x.")
FloorV0Op = define_op(UnaryElementwiseOp, "FloorV0Op", "ov.Floor.v0", "Floor", "opset1", "Floor-1: round down.")
CeilingV0Op = define_op(UnaryElementwiseOp, "CeilingV0Op", "ov.Ceiling.v0", "Ceiling", "opset1", "Ceiling-1: round up.")
ErfV0Op = define_op(UnaryElementwiseOp, "ErfV0Op", "ov.Erf.v0", "Erf", "opset1", "Erf-1: the Gauss error function.")


class BinaryElementwiseOp(OvOp):
    """An element-wise function of two tensors of one element type, broadcast as numpy does."""

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    output = result_def(TensorType)
    auto_broadcast = prop_def(StringAttr, default_value=StringAttr("numpy"))
    ALLOWED: ClassVar = {"auto_broadcast": AUTO_BROADCAST}

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        self._build([lhs, rhs], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        lhs, rhs = operands
        element = same_element_type(lhs.type, rhs.type)
        a, b = shape_of(lhs.type), shape_of(rhs.type)
        mode = string(properties, "auto_broadcast")
        if mode == "none":
            if a is not None and b is not None and not compatible(lhs.type, rhs.type):
                raise VerifyException(f"shapes {show(a)} and {show(b)} differ and auto_broadcast is none")
            shape = a if a is not None else b
        elif mode == "numpy":
            shape = broadcast_numpy(a, b)
        else:
            shape = a  # pdpd: rhs broadcasts onto lhs
        return [tensor_type(element, shape)]


AddV1Op = define_op(BinaryElementwiseOp, "AddV1Op", "ov.Add.v1", "Add", "opset1", "Add-1: a + b.")
SubtractV1Op = define_op(
    BinaryElementwiseOp, "SubtractV1Op", "ov.Subtract.v1", "Subtract", "opset1", "Subtract-1: a - b."
)
MultiplyV1Op = define_op(
    BinaryElementwiseOp, "MultiplyV1Op", "ov.Multiply.v1", "Multiply", "opset1", "Multiply-1: a * b."
)
MaximumV1Op = define_op(
    BinaryElementwiseOp, "MaximumV1Op", "ov.Maximum.v1", "Maximum", "opset1", "Maximum-1: max(a, b)."
)
MinimumV1Op = define_op(
    BinaryElementwiseOp, "MinimumV1Op", "ov.Minimum.v1", "Minimum", "opset1", "Minimum-1: min(a, b)."
)
PowerV1Op = define_op(BinaryElementwiseOp, "PowerV1Op", "ov.Power.v1", "Power", "opset1", "Power-1: a to the b.")


@irdl_op_definition
class DivideV1Op(BinaryElementwiseOp):
    """Divide-1: a / b; integers round down when `m_pythondiv`, toward zero otherwise."""

    name = "ov.Divide.v1"
    IR_TYPE: ClassVar = "Divide"
    IR_VERSION: ClassVar = "opset1"
    m_pythondiv = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))

    def __init__(self, lhs: SSAValue, rhs: SSAValue, python_division: bool = True):
        self._build([lhs, rhs], {"m_pythondiv": BoolAttr.from_bool(python_division)})


@irdl_op_definition
class ConvertV0Op(OvOp):
    """Convert-1: the input's values in another element type."""

    name = "ov.Convert.v0"
    IR_TYPE: ClassVar = "Convert"
    IR_VERSION: ClassVar = "opset1"
    input = operand_def(TensorType)
    output = result_def(TensorType)
    destination_type = prop_def(TypeAttribute)

    def __init__(self, input: SSAValue, destination_type: Attribute):
        self._build([input], {"destination_type": destination_type})

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [tensor_type(properties["destination_type"], shape_of(operands[0].type))]


@irdl_op_definition
class ConvertLikeV1Op(OvOp):
    """ConvertLike-1: the input's values in the element type of a second tensor."""

    name = "ov.ConvertLike.v1"
    IR_TYPE: ClassVar = "ConvertLike"
    IR_VERSION: ClassVar = "opset1"
    input = operand_def(TensorType)
    like = operand_def(TensorType)
    output = result_def(TensorType)

    def __init__(self, input: SSAValue, like: SSAValue):
        self._build([input, like], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [tensor_type(element_of(operands[1].type), shape_of(operands[0].type))]


OPS = [
    ReluV0Op,
    SigmoidV0Op,
    TanhV0Op,
    ExpV0Op,
    LogV0Op,
    SqrtV0Op,
    AbsV0Op,
    NegativeV0Op,
    FloorV0Op,
    CeilingV0Op,
    ErfV0Op,
    AddV1Op,
    SubtractV1Op,
    MultiplyV1Op,
    DivideV1Op,
    MaximumV1Op,
    MinimumV1Op,
    PowerV1Op,
    ConvertV0Op,
    ConvertLikeV1Op,
]
__all__ = ["UnaryElementwiseOp", "BinaryElementwiseOp", *(op.__name__ for op in OPS)]
