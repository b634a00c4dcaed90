"""Normalisation: batch statistics, softmax, local response."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I64, BoolAttr, FloatAttr, IntegerAttr, StringAttr, TensorType, f32
from xdsl.ir import SSAValue
from xdsl.irdl import VarConstraint, base, irdl_op_definition, operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.elements import is_floating, is_integer
from ovopt.dialects.ov.base import OvOp, constant_value, int_value
from ovopt.dialects.shapes import normalize_axis, require_element, same_element_type, shape_of, show


@irdl_op_definition
class BatchNormInferenceV5Op(OvOp):
    """BatchNormInference-5: (x - mean) / sqrt(variance + epsilon) * gamma + beta over axis 1."""

    name = "ov.BatchNormInference.v5"
    IR_TYPE: ClassVar = "BatchNormInference"
    IR_VERSION: ClassVar = "opset5"
    data = operand_def(TensorType)
    gamma = operand_def(TensorType)
    beta = operand_def(TensorType)
    mean = operand_def(TensorType)
    variance = operand_def(TensorType)
    output = result_def(TensorType)
    epsilon = prop_def(FloatAttr)

    def __init__(self, data, gamma, beta, mean, variance, epsilon: float):
        self._build([data, gamma, beta, mean, variance], {"epsilon": FloatAttr(epsilon, f32)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = operands[0]
        same_element_type(*(o.type for o in operands))
        if properties["epsilon"].value.data < 0:
            raise VerifyException(f"epsilon must not be negative, got {properties['epsilon'].value.data}")
        x = shape_of(data.type)
        if x is not None and len(x) < 2:
            raise VerifyException("BatchNormInference data needs rank 2 or more")
        for operand in operands[1:]:
            shape = shape_of(operand.type)
            if shape is not None and (
                len(shape) != 1 or (x is not None and None not in (x[1], shape[0]) and x[1] != shape[0])
            ):
                raise VerifyException(f"per-channel inputs must be [C], got {show(shape)}")
        return [data.type]


@irdl_op_definition
class SoftmaxV8Op(OvOp):
    """Softmax-8: normalises along `axis`; a negative axis counts from the back."""

    name = "ov.Softmax.v8"
    IR_TYPE: ClassVar = "SoftMax"
    IR_VERSION: ClassVar = "opset8"
    T: ClassVar = VarConstraint("T", base(TensorType))
    input = operand_def(T)
    output = result_def(T)
    axis = prop_def(IntegerAttr[I64], default_value=IntegerAttr(1, 64))
    assembly_format = "$input attr-dict `:` type($input)"

    def __init__(self, input: SSAValue, axis: int = 1):
        self._build([input], {"axis": IntegerAttr(axis, 64)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        rank = len(shape_of(operands[0].type) or [0] * 64)
        normalize_axis(int_value(properties, "axis"), rank)
        return [operands[0].type]


@irdl_op_definition
class LRNV0Op(OvOp):
    """LRN-1: local response normalisation over the axes given by the second input."""

    name = "ov.LRN.v0"
    IR_TYPE: ClassVar = "LRN"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    alpha = prop_def(FloatAttr)
    beta = prop_def(FloatAttr)
    bias = prop_def(FloatAttr)
    size = prop_def(IntegerAttr[I64])

    def __init__(self, data, axes, alpha: float, beta: float, bias: float, size: int):
        self._build(
            [data, axes],
            {
                "alpha": FloatAttr(alpha, f32),
                "beta": FloatAttr(beta, f32),
                "bias": FloatAttr(bias, f32),
                "size": IntegerAttr(size, 64),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [operands[0].type]


@irdl_op_definition
class MVNV6Op(OvOp):
    """MVN-6: (x - mean) / sqrt(variance + eps) over the axes of the second input, eps inside
    or outside the square root (`eps_mode`); without `normalize_variance`, x - mean only."""

    name = "ov.MVN.v6"
    IR_TYPE: ClassVar = "MVN"
    IR_VERSION: ClassVar = "opset6"
    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    normalize_variance = prop_def(BoolAttr)
    eps = prop_def(FloatAttr)
    eps_mode = prop_def(StringAttr)
    ALLOWED: ClassVar = {"eps_mode": ("inside_sqrt", "outside_sqrt")}

    def __init__(self, data: SSAValue, axes: SSAValue, normalize_variance: bool, eps: float, eps_mode: str):
        self._build(
            [data, axes],
            {
                "normalize_variance": BoolAttr.from_bool(normalize_variance),
                "eps": FloatAttr(eps, f32),
                "eps_mode": StringAttr(eps_mode),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes = operands
        require_element(data.type, is_floating, "MVN normalises floating-point data")
        require_element(axes.type, is_integer, "MVN axes must be integers")
        values = constant_value(axes)
        x = shape_of(data.type)
        if values is not None and x is not None:
            normalized = [normalize_axis(int(a), len(x)) for a in values.reshape(-1)]
            if len(set(normalized)) != len(normalized):
                raise VerifyException(f"MVN axes repeat: {[int(a) for a in values.reshape(-1)]}")
        return [data.type]


@irdl_op_definition
class GroupNormalizationV12Op(OvOp):
    """GroupNormalization-12: data [N, C, ...] normalised over each of `num_groups` groups of
    channels (and the spatial axes), then scaled and shifted per channel (scale, bias [C])."""

    name = "ov.GroupNormalization.v12"
    IR_TYPE: ClassVar = "GroupNormalization"
    IR_VERSION: ClassVar = "opset12"
    data = operand_def(TensorType)
    scale = operand_def(TensorType)
    bias = operand_def(TensorType)
    output = result_def(TensorType)
    num_groups = prop_def(IntegerAttr[I64])
    epsilon = prop_def(FloatAttr)

    def __init__(self, data: SSAValue, scale: SSAValue, bias: SSAValue, num_groups: int, epsilon: float):
        self._build(
            [data, scale, bias], {"num_groups": IntegerAttr(num_groups, 64), "epsilon": FloatAttr(epsilon, f32)}
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = operands[0]
        same_element_type(*(o.type for o in operands))
        require_element(data.type, is_floating, "GroupNormalization normalises floating-point data")
        groups = int_value(properties, "num_groups")
        if groups <= 0:
            raise VerifyException(f"num_groups must be positive, got {groups}")
        if properties["epsilon"].value.data < 0:
            raise VerifyException(f"epsilon must not be negative, got {properties['epsilon'].value.data}")
        x = shape_of(data.type)
        if x is not None and len(x) < 2:
            raise VerifyException("GroupNormalization data needs rank 2 or more")
        channels = None if x is None else x[1]
        if channels is not None and channels % groups:
            raise VerifyException(f"{channels} channels do not split into {groups} groups")
        for operand in operands[1:]:
            shape = shape_of(operand.type)
            if shape is not None and (len(shape) != 1 or (None not in (channels, shape[0]) and shape[0] != channels)):
                raise VerifyException(f"scale and bias must be [C], got {show(shape)} for data {show(x)}")
        return [data.type]


OPS = [
    BatchNormInferenceV5Op,
    SoftmaxV8Op,
    LRNV0Op,
    MVNV6Op,
    GroupNormalizationV12Op,
]
__all__ = [*(op.__name__ for op in OPS)]
