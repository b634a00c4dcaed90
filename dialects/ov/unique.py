"""Unique-10: the distinct elements (or slices along an axis) of a tensor."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType, i32, i64
from xdsl.irdl import operand_def, opt_operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, type_prop
from ovopt.dialects.ov.base import OvOp, ov_op
from ovopt.dialects.ov.operands import integer_input, known_int, scalar_input
from ovopt.support.shapes import element_of, normalize_axis, shape_of, static_size, tensor_type


@ov_op(10)
class UniqueV10Op(OvOp):
    """Unique-10: the distinct elements of the data flattened, or its distinct slices along the
    axis of the second input; sorted ascending or in order of first occurrence. `indices` are
    the first occurrences, `rev_idx` maps every element (slice) to its unique one, `counts`
    counts them. How many there are is known only at run time."""

    data = operand_def(TensorType)
    axis = opt_operand_def(TensorType)
    unique_elements = result_def(TensorType)
    indices = result_def(TensorType)
    rev_idx = result_def(TensorType)
    counts = result_def(TensorType)
    sorted = bool_prop(default=True)
    index_element_type = type_prop(default=i64)
    count_element_type = type_prop(default=i64)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, *axis = operands
        index_type, count_type = properties["index_element_type"], properties["count_element_type"]
        for name, element in (("index_element_type", index_type), ("count_element_type", count_type)):
            if element not in (i32, i64):
                raise VerifyException(f"{name} must be i32 or i64, not {element}")
        x = shape_of(data.type)
        if axis:
            integer_input(axis[0], "the Unique axis")
            scalar_input(axis[0], "the Unique axis")
            value = known_int(axis[0])
            if value is None:  # OpenVINO refuses an axis computed at run time
                raise VerifyException("the Unique axis must be a constant")
            if x is None:
                unique, along = None, None
            else:
                position = normalize_axis(value, len(x))
                unique, along = [*x[:position], None, *x[position + 1 :]], x[position]
        else:
            unique, along = [None], None if x is None else static_size(x)
        return [
            tensor_type(element_of(data.type), unique),
            tensor_type(index_type, [None]),
            tensor_type(index_type, [along]),
            tensor_type(count_type, [None]),
        ]


OPS = [UniqueV10Op]
__all__ = [op.__name__ for op in OPS]
