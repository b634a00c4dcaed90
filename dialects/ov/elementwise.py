"""Element-wise operations: activations, arithmetic, conversion."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import VarConstraint, base, operand_def, result_def, traits_def
from xdsl.traits import Commutative
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, one_of, type_prop
from ovopt.dialects.ov.base import AUTO_BROADCAST, OvOp, ov_op, string
from ovopt.dialects.traits import ElementwiseBinary, ElementwiseUnary, ReadsTypeOnly
from ovopt.support.shapes import (
    broadcast_numpy,
    broadcast_pdpd,
    compatible,
    element_of,
    merged,
    same_element_type,
    shape_of,
    show,
    tensor_type,
)
from ovopt.support.verification import SignatureVerifier


class UnaryElementwiseOp(OvOp):
    """An element-wise function of one tensor: the result has the input's type."""

    T: ClassVar = VarConstraint("T", base(TensorType))
    input = operand_def(T)
    output = result_def(T)
    traits = traits_def(ElementwiseUnary(), SignatureVerifier())
    assembly_format = "$input attr-dict `:` type($input)"

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [operands[0].type]


@ov_op(1, ir_type="ReLU")
class ReluV0Op(UnaryElementwiseOp):
    """ReLU-1: max(x, 0)."""


@ov_op(1)
class SigmoidV0Op(UnaryElementwiseOp):
    """Sigmoid-1: 1 / (1 + exp(-x))."""


@ov_op(1)
class TanhV0Op(UnaryElementwiseOp):
    """Tanh-1: hyperbolic tangent."""


@ov_op(1)
class ExpV0Op(UnaryElementwiseOp):
    """Exp-1: e to the x."""


@ov_op(1)
class LogV0Op(UnaryElementwiseOp):
    """Log-1: natural logarithm."""


@ov_op(1)
class SqrtV0Op(UnaryElementwiseOp):
    """Sqrt-1: square root."""


@ov_op(1)
class AbsV0Op(UnaryElementwiseOp):
    """Abs-1: absolute value."""


@ov_op(1)
class NegativeV0Op(UnaryElementwiseOp):
    """Negative-1: -x."""


@ov_op(1)
class FloorV0Op(UnaryElementwiseOp):
    """Floor-1: round down."""


@ov_op(1)
class CeilingV0Op(UnaryElementwiseOp):
    """Ceiling-1: round up."""


@ov_op(1)
class ErfV0Op(UnaryElementwiseOp):
    """Erf-1: the Gauss error function."""


class BinaryElementwiseOp(OvOp):
    """An element-wise function of two tensors of one element type, broadcast as numpy does (or
    the right-hand side onto the left, with pdpd)."""

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    output = result_def(TensorType)
    auto_broadcast = one_of(AUTO_BROADCAST, default="numpy")
    traits = traits_def(ElementwiseBinary(), SignatureVerifier())

    @classmethod
    def infer_result_types(cls, operands, properties):
        lhs, rhs = operands
        element = same_element_type(lhs.type, rhs.type)
        a, b = shape_of(lhs.type), shape_of(rhs.type)
        mode = string(properties, "auto_broadcast")
        if mode == "none":
            if a is not None and b is not None and not compatible(lhs.type, rhs.type):
                raise VerifyException(f"shapes {show(a)} and {show(b)} differ and auto_broadcast is none")
            shape = merged(a, b)
        elif mode == "numpy":
            shape = broadcast_numpy(a, b)
        else:
            shape = broadcast_pdpd(a, b)  # rhs onto lhs
        return [tensor_type(element, shape, like=lhs.type)]


@ov_op(1)
class AddV1Op(BinaryElementwiseOp):
    """Add-1: a + b."""

    traits = traits_def(Commutative())


@ov_op(1)
class SubtractV1Op(BinaryElementwiseOp):
    """Subtract-1: a - b."""


@ov_op(1)
class MultiplyV1Op(BinaryElementwiseOp):
    """Multiply-1: a * b."""

    traits = traits_def(Commutative())


@ov_op(1)
class MaximumV1Op(BinaryElementwiseOp):
    """Maximum-1: max(a, b)."""

    traits = traits_def(Commutative())


@ov_op(1)
class MinimumV1Op(BinaryElementwiseOp):
    """Minimum-1: min(a, b)."""

    traits = traits_def(Commutative())


@ov_op(1)
class PowerV1Op(BinaryElementwiseOp):
    """Power-1: a to the b."""


@ov_op(1)
class DivideV1Op(BinaryElementwiseOp):
    """Divide-1: a / b; integers round down when `m_pythondiv`, toward zero otherwise."""

    m_pythondiv = bool_prop(default=True)


@ov_op(1)
class ConvertV0Op(OvOp):
    """Convert-1: the input's values in another element type."""

    input = operand_def(TensorType)
    output = result_def(TensorType)
    destination_type = type_prop()
    traits = traits_def(ElementwiseUnary())

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [tensor_type(properties["destination_type"], shape_of(operands[0].type), like=operands[0].type)]


@ov_op(1)
class ConvertLikeV1Op(OvOp):
    """ConvertLike-1: the input's values in the element type of a second tensor."""

    input = operand_def(TensorType)
    like = operand_def(TensorType)
    output = result_def(TensorType)
    traits = traits_def(ReadsTypeOnly(operands=(1,)))

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [tensor_type(element_of(operands[1].type), shape_of(operands[0].type), like=operands[0].type)]


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
__all__ = ["BinaryElementwiseOp", "UnaryElementwiseOp", *(op.__name__ for op in OPS)]
