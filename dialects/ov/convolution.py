"""Convolution and pooling: windows sliding over the spatial axes of NC... data."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import TensorType, i32, i64
from xdsl.irdl import operand_def, opt_operand_def, result_def, traits_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, int_prop, ints_prop, one_of, type_prop
from ovopt.dialects.ov.base import AUTO_PAD, OvOp, Properties, flag, int_value, ints, ov_op, string
from ovopt.dialects.traits import LayoutSensitive
from ovopt.support.shapes import Shape, element_of, same_element_type, shape_of, show, sliding_window_dim, tensor_type
from ovopt.support.verification import SignatureVerifier


class SlidingWindowOp(OvOp):
    """Convolution and pooling: windows slide over the spatial axes (2 and on) of NC... data."""

    strides = ints_prop()
    pads_begin = ints_prop()
    pads_end = ints_prop()
    auto_pad = one_of(AUTO_PAD, default="explicit")
    traits = traits_def(LayoutSensitive(channel_axis=1), SignatureVerifier())
    # `ceil_torch` rounding came with opset14: the older pooling versions refuse it.
    CEIL_TORCH: ClassVar[bool] = True

    @classmethod
    def _spatial(
        cls, data: Shape, kernel: Sequence[int], properties: Properties, rounding: str = "floor"
    ) -> list[int | None]:
        """Output lengths of the spatial axes of `data` under `kernel` and the properties."""
        if rounding == "ceil_torch" and not cls.CEIL_TORCH:
            raise VerifyException(f"rounding_type ceil_torch needs {cls.IR_TYPE}-14")
        spatial = len(kernel)
        if data is not None and len(data) != spatial + 2:
            raise VerifyException(f"input of rank {len(data)} does not match a {spatial}-D window")
        strides = ints(properties, "strides")
        dilations = ints(properties, "dilations") if "dilations" in properties else [1] * spatial
        begin, end = ints(properties, "pads_begin"), ints(properties, "pads_end")
        for name, values in (("strides", strides), ("dilations", dilations), ("pads_begin", begin), ("pads_end", end)):
            if len(values) != spatial:
                raise VerifyException(f"{name} has {len(values)} values for {spatial} spatial axes")
        if any(s <= 0 for s in strides) or any(d <= 0 for d in dilations):
            raise VerifyException("strides and dilations must be positive")
        auto_pad = string(properties, "auto_pad")
        sizes = [None] * spatial if data is None else data[2:]
        return [
            sliding_window_dim(size, k, s, d, b, e, auto_pad, rounding)
            for size, k, s, d, b, e in zip(sizes, kernel, strides, dilations, begin, end)
        ]


class FilterWindowOp(SlidingWindowOp):
    """Convolution with filters whose kernel axes start at KERNEL_AXIS (after any group axis)."""

    data = operand_def(TensorType)
    filters = operand_def(TensorType)
    output = result_def(TensorType)
    dilations = ints_prop()
    KERNEL_AXIS: ClassVar[int] = 2

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, filters = operands
        element = same_element_type(data.type, filters.type)
        x, w = shape_of(data.type), shape_of(filters.type)
        if w is None:
            raise VerifyException("filters must have a known rank")
        if any(d is None for d in w[cls.KERNEL_AXIS :]):
            raise VerifyException(f"filters {show(w)} must have a static kernel size")
        channels = cls.output_channels(None if x is None else x[1], w)
        spatial = cls._spatial(x, w[cls.KERNEL_AXIS :], properties)
        return [tensor_type(element, [None if x is None else x[0], channels, *spatial])]

    @classmethod
    def output_channels(cls, channels: int | None, filters: list[int | None]) -> int | None:
        """The output's channel count; raises if the data's `channels` do not fit the filters."""
        raise NotImplementedError


@ov_op(1)
class ConvolutionV1Op(FilterWindowOp):
    """Convolution-1: data [N, C_IN, ...] with filters [C_OUT, C_IN, ...], without bias."""

    @classmethod
    def output_channels(cls, channels, filters):
        if None not in (channels, filters[1]) and channels != filters[1]:
            raise VerifyException(f"data has {channels} channels, filters expect {filters[1]}")
        return filters[0]


@ov_op(1)
class GroupConvolutionV1Op(FilterWindowOp):
    """GroupConvolution-1: filters [GROUPS, C_OUT/GROUPS, C_IN/GROUPS, ...]."""

    KERNEL_AXIS: ClassVar[int] = 3

    @classmethod
    def output_channels(cls, channels, filters):
        groups, out_per_group, in_per_group = filters[:3]
        if None not in (channels, groups, in_per_group) and channels != groups * in_per_group:
            raise VerifyException(f"data has {channels} channels, filters expect {groups} groups of {in_per_group}")
        return None if None in (groups, out_per_group) else groups * out_per_group


@ov_op(8)
class DeformableConvolutionV8Op(SlidingWindowOp):
    """DeformableConvolution-8: a 2-D grouped convolution whose kernel taps sample the data at
    positions moved by `offsets` [N, deformable_group * 2 * kH * kW, H_OUT, W_OUT] (y, x pairs),
    bilinearly, each weighted by the optional `mask` [N, deformable_group * kH * kW, H_OUT, W_OUT].
    With `bilinear_interpolation_pad` a tap partly outside the data reads zeros there."""

    data = operand_def(TensorType)
    offsets = operand_def(TensorType)
    filters = operand_def(TensorType)
    mask = opt_operand_def(TensorType)
    output = result_def(TensorType)
    dilations = ints_prop()
    group = int_prop(default=1)
    deformable_group = int_prop(default=1)
    bilinear_interpolation_pad = bool_prop(default=False)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, offsets, filters, *mask = operands
        element = same_element_type(data.type, offsets.type, filters.type, *(m.type for m in mask))
        x, w = shape_of(data.type), shape_of(filters.type)
        if w is None or len(w) != 4 or None in w[2:]:
            raise VerifyException("filters must be [C_OUT, C_IN / group, kH, kW] with a static kernel size")
        group, deformable = int_value(properties, "group"), int_value(properties, "deformable_group")
        if group <= 0 or deformable <= 0:
            raise VerifyException(f"group and deformable_group must be positive, got {group} and {deformable}")
        if x is not None and None not in (x[1], w[1]) and x[1] != group * w[1]:
            raise VerifyException(f"data has {x[1]} channels, filters expect {group} groups of {w[1]}")
        spatial = cls._spatial(x, w[2:], properties)
        taps = deformable * w[2] * w[3]
        expected = {"offsets": 2 * taps, "mask": taps}
        for name, value in (("offsets", offsets), *(("mask", m) for m in mask)):
            shape = shape_of(value.type)
            if shape is not None and (len(shape) != 4 or shape[1] not in (None, expected[name])):
                raise VerifyException(f"{name} must be [N, {expected[name]}, H_OUT, W_OUT], got {show(shape)}")
        return [tensor_type(element, [None if x is None else x[0], w[0], *spatial])]


class MaxPoolOp(SlidingWindowOp):
    """Window maxima, and where they were (indices flattened from `axis`)."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    indices = result_def(TensorType)
    dilations = ints_prop()
    kernel = ints_prop()
    rounding_type = one_of(("floor", "ceil", "ceil_torch"), default="floor")
    index_element_type = type_prop(default=i64)
    axis = int_prop(default=0)

    @classmethod
    def infer_result_types(cls, operands, properties):
        x = shape_of(operands[0].type)
        index_type = properties["index_element_type"]
        if index_type not in (i32, i64):
            raise VerifyException(f"index_element_type must be i32 or i64, not {index_type}")
        spatial = cls._spatial(x, ints(properties, "kernel"), properties, string(properties, "rounding_type"))
        shape = [None, None, *spatial] if x is None else [x[0], x[1], *spatial]
        return [tensor_type(element_of(operands[0].type), shape), tensor_type(index_type, shape)]


@ov_op(8)
class MaxPoolV8Op(MaxPoolOp):
    """MaxPool-8: max pooling with dilations and an indices output."""

    CEIL_TORCH: ClassVar = False


@ov_op(14)
class MaxPoolV14Op(MaxPoolOp):
    """MaxPool-14: MaxPool-8 plus `ceil_torch` rounding (no window starts in the end padding)."""


class AvgPoolOp(SlidingWindowOp):
    """Window means; `exclude-pad` leaves padding out of the count."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    kernel = ints_prop()
    exclude_pad = bool_prop(prop_name="exclude-pad")
    rounding_type = one_of(("floor", "ceil", "ceil_torch"), default="floor")

    @classmethod
    def infer_result_types(cls, operands, properties):
        x = shape_of(operands[0].type)
        kernel = ints(properties, "kernel")
        spatial = cls._spatial(x, kernel, properties, string(properties, "rounding_type"))
        if flag(properties, "exclude-pad") and string(properties, "auto_pad") == "explicit":
            # A window wholly in the padding would count no element; OpenVINO refuses it.
            pads = zip(kernel, ints(properties, "pads_begin"), ints(properties, "pads_end"))
            for axis, (k, begin, end) in enumerate(pads):
                if begin >= k or end >= k:
                    raise VerifyException(
                        "with exclude-pad, pads must be smaller than the kernel: "
                        f"axis {axis} has kernel {k}, pads {begin} and {end}"
                    )
        shape = [None, None, *spatial] if x is None else [x[0], x[1], *spatial]
        return [tensor_type(element_of(operands[0].type), shape)]


@ov_op(1)
class AvgPoolV1Op(AvgPoolOp):
    """AvgPool-1: average pooling."""

    CEIL_TORCH: ClassVar = False


@ov_op(14)
class AvgPoolV14Op(AvgPoolOp):
    """AvgPool-14: AvgPool-1 plus `ceil_torch` rounding."""


OPS = [
    ConvolutionV1Op,
    GroupConvolutionV1Op,
    DeformableConvolutionV8Op,
    MaxPoolV8Op,
    MaxPoolV14Op,
    AvgPoolV1Op,
    AvgPoolV14Op,
]
__all__ = ["SlidingWindowOp", "MaxPoolOp", "AvgPoolOp", *(op.__name__ for op in OPS)]
