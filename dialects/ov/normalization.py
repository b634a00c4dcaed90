"""Normalisation: batch statistics, softmax and log-softmax, local response, MVN, groups."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import VarConstraint, base, operand_def, result_def, traits_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, float_prop, int_prop, one_of
from ovopt.dialects.evaluation import evaluate
from ovopt.dialects.ov.base import OvOp, int_value, ov_op
from ovopt.dialects.traits import AxisWise, LayoutSensitive
from ovopt.support.elements import is_floating, is_integer
from ovopt.support.shapes import normalize_axis, require_element, same_element_type, shape_of, show


@ov_op(5)
class BatchNormInferenceV5Op(OvOp):
    """BatchNormInference-5: (x - mean) / sqrt(variance + epsilon) * gamma + beta over axis 1."""

    data = operand_def(TensorType)
    gamma = operand_def(TensorType)
    beta = operand_def(TensorType)
    mean = operand_def(TensorType)
    variance = operand_def(TensorType)
    output = result_def(TensorType)
    epsilon = float_prop()
    traits = traits_def(LayoutSensitive(channel_axis=1))

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = operands[0]
        same_element_type(*(o.type for o in operands))
        require_element(data.type, is_floating, "BatchNormInference needs floating-point data")
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


class AlongAxisOp(OvOp):
    """A normalisation along `axis` (a negative one counts from the back): not element-wise,
    every output depends on the whole axis."""

    T: ClassVar = VarConstraint("T", base(TensorType))
    input = operand_def(T)
    output = result_def(T)
    axis = int_prop(default=1)
    traits = traits_def(AxisWise("axis"))
    assembly_format = "$input attr-dict `:` type($input)"

    @classmethod
    def infer_result_types(cls, operands, properties):
        rank = len(shape_of(operands[0].type) or [0] * 64)
        normalize_axis(int_value(properties, "axis"), rank)
        return [operands[0].type]


@ov_op(8, ir_type="SoftMax")
class SoftmaxV8Op(AlongAxisOp):
    """Softmax-8: exp(x) / sum(exp(x)) along `axis`."""


@ov_op(5)
class LogSoftmaxV5Op(AlongAxisOp):
    """LogSoftmax-5: log(softmax(x)) along `axis`, computed without the overflow of exp."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, is_floating, "LogSoftmax needs floating-point data")
        return super().infer_result_types(operands, properties)


@ov_op(1)
class LRNV0Op(OvOp):
    """LRN-1: local response normalisation over the axes given by the second input."""

    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    alpha = float_prop()
    beta = float_prop()
    bias = float_prop()
    size = int_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [operands[0].type]


@ov_op(6)
class MVNV6Op(OvOp):
    """MVN-6: (x - mean) / sqrt(variance + eps) over the axes of the second input, eps inside
    or outside the square root (`eps_mode`); without `normalize_variance`, x - mean only."""

    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    normalize_variance = bool_prop()
    eps = float_prop()
    eps_mode = one_of(("inside_sqrt", "outside_sqrt"))

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes = operands
        require_element(data.type, is_floating, "MVN normalises floating-point data")
        require_element(axes.type, is_integer, "MVN axes must be integers")
        values = evaluate(axes)
        x = shape_of(data.type)
        if values is not None and x is not None:
            normalized = [normalize_axis(int(a), len(x)) for a in values.reshape(-1)]
            if len(set(normalized)) != len(normalized):
                raise VerifyException(f"MVN axes repeat: {[int(a) for a in values.reshape(-1)]}")
        return [data.type]


@ov_op(12)
class GroupNormalizationV12Op(OvOp):
    """GroupNormalization-12: data [N, C, ...] normalised over each of `num_groups` groups of
    channels (and the spatial axes), then scaled and shifted per channel (scale, bias [C])."""

    data = operand_def(TensorType)
    scale = operand_def(TensorType)
    bias = operand_def(TensorType)
    output = result_def(TensorType)
    num_groups = int_prop()
    epsilon = float_prop()
    traits = traits_def(LayoutSensitive(channel_axis=1))

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
    LogSoftmaxV5Op,
    LRNV0Op,
    MVNV6Op,
    GroupNormalizationV12Op,
]
__all__ = ["AlongAxisOp", *(op.__name__ for op in OPS)]
