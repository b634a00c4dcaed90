"""Transposed convolution: ConvolutionBackpropData and its grouped form.

Each input element scatters the kernel, scaled by it, into an output `strides` times larger;
`pads_begin`/`pads_end` crop the result and `output_padding` extends it at the end. OpenVINO's
optional output_shape input (and the auto_pad modes that need it) is not modelled: a lowering
works out explicit pads instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute
from xdsl.irdl import operand_def, result_def, traits_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import ints_prop, one_of
from ovopt.dialects.ov.base import OvOp, Properties, ints, ov_op, string
from ovopt.dialects.traits import LayoutSensitive
from ovopt.support.elements import is_floating
from ovopt.support.shapes import Shape, require_element, same_element_type, shape_of, show, tensor_type


class BackpropDataOp(OvOp):
    """A transposed convolution of data [N, C_IN, ...]; subclasses read their filters' layout."""

    data = operand_def(TensorType)
    filters = operand_def(TensorType)
    output = result_def(TensorType)
    strides = ints_prop()
    pads_begin = ints_prop()
    pads_end = ints_prop()
    dilations = ints_prop()
    auto_pad = one_of(("explicit", "valid"), default="explicit")
    output_padding = ints_prop()
    traits = traits_def(LayoutSensitive(channel_axis=1))

    @classmethod
    def _spatial(cls, data: Shape, kernel: Sequence[int], properties: Properties) -> list[int | None]:
        """Output lengths: stride * (in - 1) + dilation * (k - 1) + 1 - pads + output_padding."""
        spatial = len(kernel)
        if data is not None and len(data) != spatial + 2:
            raise VerifyException(f"input of rank {len(data)} does not match a {spatial}-D kernel")
        names = ("strides", "dilations", "pads_begin", "pads_end", "output_padding")
        values = {name: ints(properties, name) for name in names}
        for name, value in values.items():
            if len(value) != spatial:
                raise VerifyException(f"{name} has {len(value)} values for {spatial} spatial axes")
        if any(v <= 0 for v in values["strides"] + values["dilations"]):
            raise VerifyException("strides and dilations must be positive")
        if any(v < 0 for v in values["pads_begin"] + values["pads_end"] + values["output_padding"]):
            raise VerifyException("pads and output_padding must not be negative")
        valid = string(properties, "auto_pad") == "valid"
        sizes = [None] * spatial if data is None else data[2:]
        out: list[int | None] = []
        for axis, (size, k) in enumerate(zip(sizes, kernel)):
            if size is None:
                out.append(None)
                continue
            stride, dilation = values["strides"][axis], values["dilations"][axis]
            pads = 0 if valid else values["pads_begin"][axis] + values["pads_end"][axis]
            length = stride * (size - 1) + dilation * (k - 1) + 1 - pads + values["output_padding"][axis]
            if length <= 0:
                raise VerifyException(f"the pads leave no output on spatial axis {axis}")
            out.append(length)
        return out

    @classmethod
    def _checked_filters(cls, operands, layout_rank: int) -> tuple[list[int | None], list[int], Attribute]:
        data, filters = operands
        element = same_element_type(data.type, filters.type)
        require_element(data.type, is_floating, f"{cls.IR_TYPE} needs floating-point data")
        w = shape_of(filters.type)
        if w is None or len(w) < layout_rank + 1 or any(d is None for d in w[layout_rank:]):
            raise VerifyException(f"filters {show(w)} need a known rank and a static kernel size")
        return w, w[layout_rank:], element


@ov_op(1)
class ConvolutionBackpropDataV1Op(BackpropDataOp):
    """ConvolutionBackpropData-1: filters [C_IN, C_OUT, ...]."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        w, kernel, element = cls._checked_filters(operands, 2)
        x = shape_of(operands[0].type)
        if x is not None and None not in (x[1], w[0]) and x[1] != w[0]:
            raise VerifyException(f"data has {x[1]} channels, filters expect {w[0]}")
        spatial = cls._spatial(x, kernel, properties)
        return [tensor_type(element, [None if x is None else x[0], w[1], *spatial])]


@ov_op(1)
class GroupConvolutionBackpropDataV1Op(BackpropDataOp):
    """GroupConvolutionBackpropData-1: filters [GROUPS, C_IN/GROUPS, C_OUT/GROUPS, ...]."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        w, kernel, element = cls._checked_filters(operands, 3)
        groups, in_per_group, out_per_group = w[:3]
        x = shape_of(operands[0].type)
        if x is not None and None not in (x[1], groups, in_per_group) and x[1] != groups * in_per_group:
            raise VerifyException(f"data has {x[1]} channels, filters expect {groups} groups of {in_per_group}")
        spatial = cls._spatial(x, kernel, properties)
        out = None if None in (groups, out_per_group) else groups * out_per_group
        return [tensor_type(element, [None if x is None else x[0], out, *spatial])]


OPS = [
    ConvolutionBackpropDataV1Op,
    GroupConvolutionBackpropDataV1Op,
]
__all__ = ["BackpropDataOp", *(op.__name__ for op in OPS)]
