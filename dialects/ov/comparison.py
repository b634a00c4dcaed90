"""Comparisons, logical operations and Select: the ops whose results or conditions are boolean."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import StringAttr, TensorType, i1
from xdsl.ir import SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, prop_def, result_def

from ovopt.dialects.elements import is_boolean
from ovopt.dialects.ov.base import AUTO_BROADCAST, OvOp, define_op, string
from ovopt.dialects.ov.elementwise import BinaryElementwiseOp, UnaryElementwiseOp
from ovopt.dialects.shapes import broadcast_numpy, require_element, same_element_type, shape_of, tensor_type


class ComparisonOp(BinaryElementwiseOp):
    """Compares two tensors of one element type, element by element: a boolean tensor."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        (result,) = super().infer_result_types(operands, properties)
        return [tensor_type(i1, shape_of(result))]


EqualV1Op = define_op(ComparisonOp, "EqualV1Op", "ov.Equal.v1", "Equal", "opset1", "Equal-1: a == b.")
NotEqualV1Op = define_op(ComparisonOp, "NotEqualV1Op", "ov.NotEqual.v1", "NotEqual", "opset1", "NotEqual-1: a != b.")
LessV1Op = define_op(ComparisonOp, "LessV1Op", "ov.Less.v1", "Less", "opset1", "Less-1: a < b.")
GreaterV1Op = define_op(ComparisonOp, "GreaterV1Op", "ov.Greater.v1", "Greater", "opset1", "Greater-1: a > b.")
LessEqualV1Op = define_op(
    ComparisonOp, "LessEqualV1Op", "ov.LessEqual.v1", "LessEqual", "opset1", "LessEqual-1: a <= b."
)
GreaterEqualV1Op = define_op(
    ComparisonOp, "GreaterEqualV1Op", "ov.GreaterEqual.v1", "GreaterEqual", "opset1", "GreaterEqual-1: a >= b."
)


class LogicalBinaryOp(BinaryElementwiseOp):
    """A logical function of two boolean tensors, broadcast as numpy does."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        for operand in operands:
            require_element(operand.type, is_boolean, f"{cls.IR_TYPE} needs boolean operands")
        return super().infer_result_types(operands, properties)


LogicalAndV1Op = define_op(
    LogicalBinaryOp, "LogicalAndV1Op", "ov.LogicalAnd.v1", "LogicalAnd", "opset1", "LogicalAnd-1: a and b."
)
LogicalOrV1Op = define_op(
    LogicalBinaryOp, "LogicalOrV1Op", "ov.LogicalOr.v1", "LogicalOr", "opset1", "LogicalOr-1: a or b."
)
# OpenVINO's serializer files v1::LogicalXor under opset2, and so does this op.
LogicalXorV1Op = define_op(
    LogicalBinaryOp, "LogicalXorV1Op", "ov.LogicalXor.v1", "LogicalXor", "opset2", "LogicalXor-1: a xor b."
)


@irdl_op_definition
class LogicalNotV1Op(UnaryElementwiseOp):
    """LogicalNot-1: not x, for a boolean tensor."""

    name = "ov.LogicalNot.v1"
    IR_TYPE: ClassVar = "LogicalNot"
    IR_VERSION: ClassVar = "opset1"

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, is_boolean, "LogicalNot needs a boolean operand")
        return [operands[0].type]


@irdl_op_definition
class SelectV1Op(OvOp):
    """Select-1: then where the boolean condition holds, else elsewhere; all three broadcast."""

    name = "ov.Select.v1"
    IR_TYPE: ClassVar = "Select"
    IR_VERSION: ClassVar = "opset1"
    cond = operand_def(TensorType)
    then = operand_def(TensorType)
    else_ = operand_def(TensorType)
    output = result_def(TensorType)
    auto_broadcast = prop_def(StringAttr, default_value=StringAttr("numpy"))
    ALLOWED: ClassVar = {"auto_broadcast": AUTO_BROADCAST}

    def __init__(self, cond: SSAValue, then: SSAValue, else_: SSAValue):
        self._build([cond, then, else_], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        cond, then, else_ = operands
        require_element(cond.type, is_boolean, "Select needs a boolean condition")
        element = same_element_type(then.type, else_.type)
        mode = string(properties, "auto_broadcast")
        if mode == "numpy":
            shape = broadcast_numpy(shape_of(cond.type), broadcast_numpy(shape_of(then.type), shape_of(else_.type)))
        else:  # none: all three agree; pdpd: else and cond broadcast onto then
            shape = shape_of(then.type)
        return [tensor_type(element, shape)]


OPS = [
    EqualV1Op,
    NotEqualV1Op,
    LessV1Op,
    GreaterV1Op,
    LessEqualV1Op,
    GreaterEqualV1Op,
    LogicalAndV1Op,
    LogicalOrV1Op,
    LogicalXorV1Op,
    LogicalNotV1Op,
    SelectV1Op,
]
__all__ = ["ComparisonOp", "LogicalBinaryOp", *(op.__name__ for op in OPS)]
