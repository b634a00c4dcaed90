"""Comparisons, logical operations and Select: the ops whose results or conditions are boolean."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType, i1
from xdsl.irdl import operand_def, result_def, traits_def
from xdsl.traits import Commutative
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import one_of
from ovopt.dialects.ov.base import AUTO_BROADCAST, OvOp, ov_op, string
from ovopt.dialects.ov.elementwise import BinaryElementwiseOp, UnaryElementwiseOp
from ovopt.support.elements import is_boolean
from ovopt.support.shapes import (
    broadcast_numpy,
    broadcast_pdpd,
    merged,
    require_element,
    same_element_type,
    shape_of,
    shapes_agree,
    show,
    tensor_type,
)


class ComparisonOp(BinaryElementwiseOp):
    """Compares two tensors of one element type, element by element: a boolean tensor."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        (result,) = super().infer_result_types(operands, properties)
        return [tensor_type(i1, shape_of(result), like=result)]


@ov_op(1)
class EqualV1Op(ComparisonOp):
    """Equal-1: a == b."""

    traits = traits_def(Commutative())


@ov_op(1)
class NotEqualV1Op(ComparisonOp):
    """NotEqual-1: a != b."""

    traits = traits_def(Commutative())


@ov_op(1)
class LessV1Op(ComparisonOp):
    """Less-1: a < b."""


@ov_op(1)
class GreaterV1Op(ComparisonOp):
    """Greater-1: a > b."""


@ov_op(1)
class LessEqualV1Op(ComparisonOp):
    """LessEqual-1: a <= b."""


@ov_op(1)
class GreaterEqualV1Op(ComparisonOp):
    """GreaterEqual-1: a >= b."""


class LogicalBinaryOp(BinaryElementwiseOp):
    """A logical function of two boolean tensors, broadcast as numpy does."""

    traits = traits_def(Commutative())

    @classmethod
    def infer_result_types(cls, operands, properties):
        for operand in operands:
            require_element(operand.type, is_boolean, f"{cls.IR_TYPE} needs boolean operands")
        return super().infer_result_types(operands, properties)


@ov_op(1)
class LogicalAndV1Op(LogicalBinaryOp):
    """LogicalAnd-1: a and b."""


@ov_op(1)
class LogicalOrV1Op(LogicalBinaryOp):
    """LogicalOr-1: a or b."""


@ov_op(2)  # OpenVINO's serializer files v1::LogicalXor under opset2, and so does this op.
class LogicalXorV1Op(LogicalBinaryOp):
    """LogicalXor-1: a xor b."""


@ov_op(1)
class LogicalNotV1Op(UnaryElementwiseOp):
    """LogicalNot-1: not x, for a boolean tensor."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, is_boolean, "LogicalNot needs a boolean operand")
        return [operands[0].type]


@ov_op(1)
class SelectV1Op(OvOp):
    """Select-1: then where the boolean condition holds, else elsewhere; all three broadcast."""

    cond = operand_def(TensorType)
    then = operand_def(TensorType)
    else_ = operand_def(TensorType)
    output = result_def(TensorType)
    auto_broadcast = one_of(AUTO_BROADCAST, default="numpy")

    @classmethod
    def infer_result_types(cls, operands, properties):
        cond, then, else_ = operands
        require_element(cond.type, is_boolean, "Select needs a boolean condition")
        element = same_element_type(then.type, else_.type)
        mode = string(properties, "auto_broadcast")
        shapes = [shape_of(operand.type) for operand in operands]
        if mode == "none" and not all(shapes_agree(shapes[1], s) for s in shapes):
            raise VerifyException(f"shapes {', '.join(map(show, shapes))} differ and auto_broadcast is none")
        if mode == "pdpd":  # else onto then, then cond onto that
            shape = broadcast_pdpd(broadcast_pdpd(shapes[1], shapes[2]), shapes[0])
        elif mode == "none":  # the shapes agree: each dim known if any input knows it, as OpenVINO merges them
            shape = merged(shapes[0], merged(shapes[1], shapes[2]))
        else:
            shape = broadcast_numpy(shapes[0], broadcast_numpy(shapes[1], shapes[2]))
        return [tensor_type(element, shape, like=then.type)]


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
