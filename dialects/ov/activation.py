"""Activation functions beyond ReLU, Sigmoid and Tanh, and LogSoftmax.

OpenVINO takes the parameters of Selu, HardSigmoid, PReLU and Swish as inputs (tensors of
the data's element type), and those of Elu and Gelu as attributes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import I64, FloatAttr, IntegerAttr, StringAttr, TensorType, f64
from xdsl.ir import SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, opt_operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.elements import is_floating
from ovopt.dialects.ov.base import OvOp, define_op, int_value
from ovopt.dialects.ov.elementwise import UnaryElementwiseOp
from ovopt.dialects.shapes import (
    broadcast_numpy,
    normalize_axis,
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


HSwishV4Op = define_op(
    ActivationOp, "HSwishV4Op", "ov.HSwish.v4", "HSwish", "opset4", "HSwish-4: x * min(max(x + 3, 0), 6) / 6."
)
SoftPlusV4Op = define_op(
    ActivationOp, "SoftPlusV4Op", "ov.SoftPlus.v4", "SoftPlus", "opset4", "SoftPlus-4: ln(1 + exp(x))."
)
SoftSignV9Op = define_op(
    ActivationOp, "SoftSignV9Op", "ov.SoftSign.v9", "SoftSign", "opset9", "SoftSign-9: x / (1 + |x|)."
)
MishV4Op = define_op(ActivationOp, "MishV4Op", "ov.Mish.v4", "Mish", "opset4", "Mish-4: x * tanh(softplus(x)).")


@irdl_op_definition
class EluV0Op(ActivationOp):
    """Elu-1: x if x > 0, else alpha * (exp(x) - 1)."""

    name = "ov.Elu.v0"
    IR_TYPE: ClassVar = "Elu"
    IR_VERSION: ClassVar = "opset1"
    alpha = prop_def(FloatAttr)

    def __init__(self, input: SSAValue, alpha: float):
        self._build([input], {"alpha": FloatAttr(alpha, f64)})


@irdl_op_definition
class GeluV7Op(ActivationOp):
    """Gelu-7: x * Phi(x), with the exact Gauss error function or its tanh approximation."""

    name = "ov.Gelu.v7"
    IR_TYPE: ClassVar = "Gelu"
    IR_VERSION: ClassVar = "opset7"
    approximation_mode = prop_def(StringAttr, default_value=StringAttr("ERF"))
    ALLOWED: ClassVar = {"approximation_mode": ("ERF", "TANH")}

    def __init__(self, input: SSAValue, approximation_mode: str = "ERF"):
        self._build([input], {"approximation_mode": StringAttr(approximation_mode)})


@irdl_op_definition
class LogSoftmaxV5Op(ActivationOp):
    """LogSoftmax-5: log(softmax(x)) along `axis`, computed without the overflow of exp."""

    name = "ov.LogSoftmax.v5"
    IR_TYPE: ClassVar = "LogSoftmax"
    IR_VERSION: ClassVar = "opset5"
    axis = prop_def(IntegerAttr[I64], default_value=IntegerAttr(1, 64))

    def __init__(self, input: SSAValue, axis: int = 1):
        self._build([input], {"axis": IntegerAttr(axis, 64)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        shape = shape_of(operands[0].type)
        if shape is not None:
            normalize_axis(int_value(properties, "axis"), len(shape))
        return super().infer_result_types(operands, properties)


class ParametrizedActivationOp(OvOp):
    """An activation of its first operand, data, whose parameters are the other operands:
    tensors of its element type. (Subclasses declare every operand, in order: IRDL puts a
    subclass's fields before its base's.)"""

    output = result_def(TensorType)
    SCALAR_PARAMETERS: ClassVar[bool] = True  # PReLU's slope is a tensor

    @classmethod
    def infer_result_types(cls, operands, properties):
        floating_data(operands, cls.IR_TYPE)
        for parameter in operands[1:] if cls.SCALAR_PARAMETERS else ():
            size = static_size(shape_of(parameter.type))
            if size is not None and size != 1:
                raise VerifyException(f"{cls.IR_TYPE} needs one-element parameters, got {parameter.type}")
        return [operands[0].type]


@irdl_op_definition
class SeluV0Op(ParametrizedActivationOp):
    """Selu-1: lambda * (x if x > 0 else alpha * (exp(x) - 1))."""

    name = "ov.Selu.v0"
    IR_TYPE: ClassVar = "Selu"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    alpha = operand_def(TensorType)
    lambda_ = operand_def(TensorType)

    def __init__(self, data: SSAValue, alpha: SSAValue, lambda_: SSAValue):
        self._build([data, alpha, lambda_], {})


@irdl_op_definition
class HardSigmoidV0Op(ParametrizedActivationOp):
    """HardSigmoid-1: max(0, min(1, alpha * x + beta))."""

    name = "ov.HardSigmoid.v0"
    IR_TYPE: ClassVar = "HardSigmoid"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    alpha = operand_def(TensorType)
    beta = operand_def(TensorType)

    def __init__(self, data: SSAValue, alpha: SSAValue, beta: SSAValue):
        self._build([data, alpha, beta], {})


@irdl_op_definition
class PReluV0Op(ParametrizedActivationOp):
    """PReLU-1: x if x >= 0, else slope * x. A 1-D slope as long as dim 1 of data follows the
    channels (dim 1), not numpy's last dim; other slopes broadcast as numpy does."""

    name = "ov.PRelu.v0"
    IR_TYPE: ClassVar = "PReLU"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    slope = operand_def(TensorType)
    SCALAR_PARAMETERS: ClassVar = False

    def __init__(self, data: SSAValue, slope: SSAValue):
        self._build([data, slope], {})

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


@irdl_op_definition
class SwishV4Op(ParametrizedActivationOp):
    """Swish-4: x * sigmoid(beta * x); beta is a scalar input, 1 when absent."""

    name = "ov.Swish.v4"
    IR_TYPE: ClassVar = "Swish"
    IR_VERSION: ClassVar = "opset4"
    data = operand_def(TensorType)
    beta = opt_operand_def(TensorType)

    def __init__(self, data: SSAValue, beta: SSAValue | None = None):
        self._build([data, [] if beta is None else [beta]], {})


OPS = [
    EluV0Op,
    SeluV0Op,
    PReluV0Op,
    HardSigmoidV0Op,
    HSwishV4Op,
    SoftPlusV4Op,
    SoftSignV9Op,
    MishV4Op,
    GeluV7Op,
    SwishV4Op,
    LogSoftmaxV5Op,
]
__all__ = ["ActivationOp", "ParametrizedActivationOp", *(op.__name__ for op in OPS)]
