"""Col2Im-15: sliding blocks of an image (as Im2Col lays them out) summed back into it."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import ints_prop
from ovopt.dialects.ov.base import OvOp, ints, ov_op
from ovopt.dialects.ov.operands import integer_input, known_ints, vector_length
from ovopt.support.shapes import element_of, shape_of, show, sliding_window_dim, tensor_type


@ov_op(15)
class Col2ImV15Op(OvOp):
    """Col2Im-15: data [N, C * kH * kW, L] (or without N) whose columns are the L blocks of a 2-D
    image of `output_size`, blocks of `kernel_size` taken with strides, dilations and pads;
    overlapping blocks add up. The result is [N, C, H, W]."""

    data = operand_def(TensorType)
    output_size = operand_def(TensorType)
    kernel_size = operand_def(TensorType)
    output = result_def(TensorType)
    strides = ints_prop(default=[1, 1])
    dilations = ints_prop(default=[1, 1])
    pads_begin = ints_prop(default=[0, 0])
    pads_end = ints_prop(default=[0, 0])

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, output_size, kernel_size = operands
        for value, what in ((output_size, "the Col2Im output_size"), (kernel_size, "the Col2Im kernel_size")):
            integer_input(value, what)
            if vector_length(value, what) not in (2, None):
                raise VerifyException(f"{what} must hold 2 values, got shape {show(shape_of(value.type))}")
        for name in ("strides", "dilations", "pads_begin", "pads_end"):
            values = ints(properties, name)
            if len(values) != 2 or min(values) < (0 if name.startswith("pads") else 1):
                raise VerifyException(f"{name} must be 2 {'non-negative' if 'pads' in name else 'positive'} values")
        x = shape_of(data.type)
        if x is not None and len(x) not in (2, 3):
            raise VerifyException(f"the Col2Im data must be 2-D or 3-D, got shape {show(x)}")
        size, kernel = known_ints(output_size), known_ints(kernel_size)
        if x is None:
            return [tensor_type(element_of(data.type), None)]
        batch, (column, blocks) = x[:-2], x[-2:]
        channels = None
        if kernel is not None and column is not None:
            if column % (kernel[0] * kernel[1]):
                raise VerifyException(f"{column} values per column are not a whole number of {kernel} blocks")
            channels = column // (kernel[0] * kernel[1])
        if size is not None and kernel is not None and blocks is not None:
            strides, dilations = ints(properties, "strides"), ints(properties, "dilations")
            begin, end = ints(properties, "pads_begin"), ints(properties, "pads_end")
            counts = [
                sliding_window_dim(size[d], kernel[d], strides[d], dilations[d], begin[d], end[d], "explicit", "floor")
                for d in range(2)
            ]
            if counts[0] * counts[1] != blocks:
                raise VerifyException(f"an image {size} holds {counts[0] * counts[1]} blocks, the data {blocks}")
        spatial = [None, None] if size is None else size
        return [tensor_type(element_of(data.type), [*batch, channels, *spatial])]


OPS = [Col2ImV15Op]
__all__ = [op.__name__ for op in OPS]
