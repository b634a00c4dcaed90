"""Activation functions beyond ReLU, Sigmoid and Tanh.

OpenVINO takes the parameters of Selu, HardSigmoid, PReLU and Swish as inputs (tensors of
the data's element type), and those of Elu and Gelu as attributes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import TensorType
from xdsl.ir import SSAValue
from xdsl.irdl import operand_def, opt_operand_def, result_def, traits_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import float_prop, one_of
from ovopt.dialects.ov.base import OvOp, ov_op
from ovopt.dialects.ov.elementwise import UnaryElementwiseOp
from ovopt.dialects.traits import ElementwiseUnary
from ovopt.support.elements import is_floating
from ovopt.support.shapes import (
    broadcast_numpy,
    require_element,
    same_element_type,
    shape_of,
    shapes_agree,
    show,
    static_size,
)


def floating_data(operands: Sequence[SSAValue], what: str) -> None:
    """All operands share one floating-point element type, as every activation needs."""
    same_element_type(*(o.type for o in operands))
    require_element(operands[0].type, is_floating, f"{what} needs floating-point data")


class ActivationOp(UnaryElementwiseOp):
    """An element-wise activation of a floating-point tensor."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        floating_data(operands, cls.IR_TYPE)
        return [operands[0].type]


@ov_op(4)
class HSwishV4Op(ActivationOp):
    """HSwish-4: x * min(max(x + 3, 0), 6) / 6."""


@ov_op(5)
class HSigmoidV5Op(ActivationOp):
    """HSigmoid-5: min(max(x + 3, 0), 6) / 6."""


@ov_op(4)
class SoftPlusV4Op(ActivationOp):
    """SoftPlus-4: ln(1 + exp(x))."""


@ov_op(9)
class SoftSignV9Op(ActivationOp):
    """SoftSign-9: x / (1 + |x|)."""


@ov_op(4)
class MishV4Op(ActivationOp):
    """Mish-4: x * tanh(softplus(x))."""


@ov_op(1)
class EluV0Op(ActivationOp):
    """Elu-1: x if x > 0, else alpha * (exp(x) - 1)."""

    alpha = float_prop(width=64)


@ov_op(7)
class GeluV7Op(ActivationOp):
    """Gelu-7: x * Phi(x), with the exact Gauss error function or its tanh approximation."""

    approximation_mode = one_of(("ERF", "TANH"), default="ERF")


class ParametrizedActivationOp(OvOp):
    """An activation of its first operand, data, whose parameters are the other operands:
    tensors of its element type. (Subclasses declare every operand, in order: IRDL puts a
    subclass's fields before its base's.)"""

    output = result_def(TensorType)
    traits = traits_def(ElementwiseUnary())
    SCALAR_PARAMETERS: ClassVar[bool] = True  # PReLU's slope is a tensor
    RANK_ZERO_PARAMETERS: ClassVar[bool] = False  # OpenVINO refuses HardSigmoid's of shape [1]

    @classmethod
    def infer_result_types(cls, operands, properties):
        floating_data(operands, cls.IR_TYPE)
        for parameter in operands[1:] if cls.SCALAR_PARAMETERS else ():
            size = static_size(shape_of(parameter.type))
            if size is not None and size != 1:
                raise VerifyException(f"{cls.IR_TYPE} needs one-element parameters, got {parameter.type}")
            rank = len(shape_of(parameter.type) or ())
            if cls.RANK_ZERO_PARAMETERS and rank != 0:
                raise VerifyException(f"{cls.IR_TYPE} needs scalar (rank 0) parameters, got {parameter.type}")
        return [operands[0].type]


@ov_op(1)
class SeluV0Op(ParametrizedActivationOp):
    """Selu-1: lambda * (x if x > 0 else alpha * (exp(x) - 1))."""

    data = operand_def(TensorType)
    alpha = operand_def(TensorType)
    lambda_ = operand_def(TensorType)


@ov_op(1)
class HardSigmoidV0Op(ParametrizedActivationOp):
    """HardSigmoid-1: max(0, min(1, alpha * x + beta))."""

    data = operand_def(TensorType)
    alpha = operand_def(TensorType)
    beta = operand_def(TensorType)
    RANK_ZERO_PARAMETERS: ClassVar = True


@ov_op(1, ir_type="PReLU")
class PReluV0Op(ParametrizedActivationOp):
    """PReLU-1: x if x >= 0, else slope * x. A 1-D slope as long as dim 1 of data follows the
    channels (dim 1), not numpy's last dim; other slopes broadcast as numpy does."""

    data = operand_def(TensorType)
    slope = operand_def(TensorType)
    SCALAR_PARAMETERS: ClassVar = False

    @classmethod
    def infer_result_types(cls, operands, properties):
        (result,) = super().infer_result_types(operands, properties)
        data, slope = shape_of(operands[0].type), shape_of(operands[1].type)
        if data is None or slope is None or (len(slope) == 1 and len(data) >= 2 and shapes_agree(slope, data[1:2])):
            return [result]  # per channel
        try:
            to_data = len(slope) <= len(data) and shapes_agree(broadcast_numpy(data, slope), data)
        except VerifyException:
            to_data = False
        if not to_data:
            raise VerifyException(
                f"PReLU's slope {show(slope)} neither follows the channels nor broadcasts to {show(data)}"
            )
        return [result]


@ov_op(4)
class SwishV4Op(ParametrizedActivationOp):
    """Swish-4: x * sigmoid(beta * x); beta is a scalar input, 1 when absent."""

    data = operand_def(TensorType)
    beta = opt_operand_def(TensorType)


OPS = [
    EluV0Op,
    SeluV0Op,
    PReluV0Op,
    HardSigmoidV0Op,
    HSwishV4Op,
    HSigmoidV5Op,
    SoftPlusV4Op,
    SoftSignV9Op,
    MishV4Op,
    GeluV7Op,
    SwishV4Op,
]
__all__ = ["ActivationOp", "ParametrizedActivationOp", *(op.__name__ for op in OPS)]
