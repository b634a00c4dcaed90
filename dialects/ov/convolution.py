"""Convolution and pooling: windows sliding over the spatial axes of NC... data."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import I64, BoolAttr, DenseArrayBase, IntegerAttr, StringAttr, TensorType, i32, i64
from xdsl.ir import TypeAttribute
from xdsl.irdl import irdl_op_definition, operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.ov.base import AUTO_PAD, OvOp, Properties, flag, i64_array, ints, string
from ovopt.dialects.shapes import Shape, element_of, same_element_type, shape_of, show, sliding_window_dim, tensor_type


class SlidingWindowOp(OvOp):
    """Convolution and pooling: windows slide over the spatial axes (2 and on) of NC... data."""

    strides = prop_def(DenseArrayBase.constr(i64))
    pads_begin = prop_def(DenseArrayBase.constr(i64))
    pads_end = prop_def(DenseArrayBase.constr(i64))
    auto_pad = prop_def(StringAttr, default_value=StringAttr("explicit"))

    @classmethod
    def _spatial(
        cls, data: Shape, kernel: Sequence[int], properties: Properties, rounding: str = "floor"
    ) -> list[int | None]:
        """Output lengths of the spatial axes of `data` under `kernel` and the properties."""
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


@irdl_op_definition
class ConvolutionV1Op(SlidingWindowOp):
    """Convolution-1: data [N, C_IN, ...] with filters [C_OUT, C_IN, ...], without bias."""

    name = "ov.Convolution.v1"
    IR_TYPE: ClassVar = "Convolution"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    filters = operand_def(TensorType)
    output = result_def(TensorType)
    dilations = prop_def(DenseArrayBase.constr(i64))
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD}

    def __init__(self, data, filters, strides, dilations, pads_begin, pads_end, auto_pad="explicit"):
        self._build(
            [data, filters],
            {
                "strides": i64_array(strides),
                "dilations": i64_array(dilations),
                "pads_begin": i64_array(pads_begin),
                "pads_end": i64_array(pads_end),
                "auto_pad": StringAttr(auto_pad),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, filters = operands
        element = same_element_type(data.type, filters.type)
        x, w = shape_of(data.type), shape_of(filters.type)
        if w is None:
            raise VerifyException("filters must have a known rank")
        if any(d is None for d in w[2:]):
            raise VerifyException(f"filters {show(w)} must have a static kernel size")
        if x is not None and x[1] is not None and w[1] is not None and x[1] != w[1]:
            raise VerifyException(f"data has {x[1]} channels, filters expect {w[1]}")
        spatial = cls._spatial(x, w[2:], properties)
        batch = None if x is None else x[0]
        return [tensor_type(element, [batch, w[0], *spatial])]


@irdl_op_definition
class GroupConvolutionV1Op(SlidingWindowOp):
    """GroupConvolution-1: filters [GROUPS, C_OUT/GROUPS, C_IN/GROUPS, ...]."""

    name = "ov.GroupConvolution.v1"
    IR_TYPE: ClassVar = "GroupConvolution"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    filters = operand_def(TensorType)
    output = result_def(TensorType)
    dilations = prop_def(DenseArrayBase.constr(i64))
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD}

    __init__ = ConvolutionV1Op.__init__

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, filters = operands
        element = same_element_type(data.type, filters.type)
        x, w = shape_of(data.type), shape_of(filters.type)
        if w is None or any(d is None for d in w[3:]):
            raise VerifyException("filters must have a known rank and a static kernel size")
        groups, out_per_group, in_per_group = w[:3]
        if x is not None and None not in (x[1], groups, in_per_group) and x[1] != groups * in_per_group:
            raise VerifyException(f"data has {x[1]} channels, filters expect {groups} groups of {in_per_group}")
        spatial = cls._spatial(x, w[3:], properties)
        out = None if None in (groups, out_per_group) else groups * out_per_group
        return [tensor_type(element, [None if x is None else x[0], out, *spatial])]


class MaxPoolOp(SlidingWindowOp):
    """Window maxima, and where they were (indices flattened from `axis`)."""

    IR_TYPE: ClassVar = "MaxPool"
    data = operand_def(TensorType)
    output = result_def(TensorType)
    indices = result_def(TensorType)
    dilations = prop_def(DenseArrayBase.constr(i64))
    kernel = prop_def(DenseArrayBase.constr(i64))
    rounding_type = prop_def(StringAttr, default_value=StringAttr("floor"))
    index_element_type = prop_def(TypeAttribute, default_value=i64)
    axis = prop_def(IntegerAttr[I64], default_value=IntegerAttr(0, 64))

    def __init__(
        self, data, kernel, strides, dilations, pads_begin, pads_end, rounding_type="floor", auto_pad="explicit"
    ):
        self._build(
            [data],
            {
                "strides": i64_array(strides),
                "dilations": i64_array(dilations),
                "pads_begin": i64_array(pads_begin),
                "pads_end": i64_array(pads_end),
                "kernel": i64_array(kernel),
                "rounding_type": StringAttr(rounding_type),
                "auto_pad": StringAttr(auto_pad),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        x = shape_of(operands[0].type)
        index_type = properties["index_element_type"]
        if index_type not in (i32, i64):
            raise VerifyException(f"index_element_type must be i32 or i64, not {index_type}")
        spatial = cls._spatial(x, ints(properties, "kernel"), properties, string(properties, "rounding_type"))
        shape = [None, None, *spatial] if x is None else [x[0], x[1], *spatial]
        return [tensor_type(element_of(operands[0].type), shape), tensor_type(index_type, shape)]


@irdl_op_definition
class MaxPoolV8Op(MaxPoolOp):
    """MaxPool-8: max pooling with dilations and an indices output."""

    name = "ov.MaxPool.v8"
    IR_VERSION: ClassVar = "opset8"
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD, "rounding_type": ("floor", "ceil")}


@irdl_op_definition
class MaxPoolV14Op(MaxPoolOp):
    """MaxPool-14: MaxPool-8 plus `ceil_torch` rounding (no window starts in the end padding)."""

    name = "ov.MaxPool.v14"
    IR_VERSION: ClassVar = "opset14"
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD, "rounding_type": ("floor", "ceil", "ceil_torch")}


class AvgPoolOp(SlidingWindowOp):
    """Window means; `exclude-pad` leaves padding out of the count."""

    IR_TYPE: ClassVar = "AvgPool"
    data = operand_def(TensorType)
    output = result_def(TensorType)
    kernel = prop_def(DenseArrayBase.constr(i64))
    exclude_pad = prop_def(BoolAttr, prop_name="exclude-pad")
    rounding_type = prop_def(StringAttr, default_value=StringAttr("floor"))

    def __init__(
        self, data, kernel, strides, pads_begin, pads_end, exclude_pad, rounding_type="floor", auto_pad="explicit"
    ):
        self._build(
            [data],
            {
                "strides": i64_array(strides),
                "pads_begin": i64_array(pads_begin),
                "pads_end": i64_array(pads_end),
                "kernel": i64_array(kernel),
                "exclude-pad": BoolAttr.from_bool(exclude_pad),
                "rounding_type": StringAttr(rounding_type),
                "auto_pad": StringAttr(auto_pad),
            },
        )

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


@irdl_op_definition
class AvgPoolV1Op(AvgPoolOp):
    """AvgPool-1: average pooling."""

    name = "ov.AvgPool.v1"
    IR_VERSION: ClassVar = "opset1"
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD, "rounding_type": ("floor", "ceil")}


@irdl_op_definition
class AvgPoolV14Op(AvgPoolOp):
    """AvgPool-14: AvgPool-1 plus `ceil_torch` rounding."""

    name = "ov.AvgPool.v14"
    IR_VERSION: ClassVar = "opset14"
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD, "rounding_type": ("floor", "ceil", "ceil_torch")}


OPS = [
    ConvolutionV1Op,
    GroupConvolutionV1Op,
    MaxPoolV8Op,
    MaxPoolV14Op,
    AvgPoolV1Op,
    AvgPoolV14Op,
]
__all__ = ["SlidingWindowOp", "MaxPoolOp", "AvgPoolOp", *(op.__name__ for op in OPS)]
