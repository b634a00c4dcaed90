"""Ops that work along one axis in order: TopK, CumSum, ReverseSequence."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType, i32, i64
from xdsl.irdl import operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, int_prop, one_of, type_prop
from ovopt.dialects.ov.base import OvOp, flag, int_value, ov_op, string
from ovopt.dialects.ov.operands import integer_input, known_int, scalar_input, vector_length
from ovopt.support.shapes import element_of, normalize_axis, shape_of, tensor_type


@ov_op(11)
class TopKV11Op(OvOp):
    """TopK-11: the k largest (`max`) or smallest values along `axis` and their indices, sorted
    by value or index or not at all; `stable` keeps equal values in input order."""

    data = operand_def(TensorType)
    k = operand_def(TensorType)
    values = result_def(TensorType)
    indices = result_def(TensorType)
    axis = int_prop()
    mode = one_of(("max", "min"))
    sort = one_of(("value", "index", "none"))
    index_element_type = type_prop(default=i32)
    stable = bool_prop(default=False)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, k_value = operands
        integer_input(k_value, "TopK k")
        scalar_input(k_value, "TopK k")
        index_type = properties["index_element_type"]
        if flag(properties, "stable") and string(properties, "sort") == "none":
            raise VerifyException("a stable TopK must sort by value or index (OpenVINO refuses sort none)")
        if index_type not in (i32, i64):
            raise VerifyException(f"index_element_type must be i32 or i64, not {index_type}")
        x = shape_of(data.type)
        k = known_int(k_value)
        if k is not None and k < 0:
            raise VerifyException(f"TopK k must not be negative, got {k}")
        out = None
        if x is not None:
            axis = normalize_axis(int_value(properties, "axis"), len(x))
            dim = k if k is None or x[axis] is None else min(k, x[axis])
            out = [*x[:axis], dim, *x[axis + 1 :]]
        return [tensor_type(element_of(data.type), out), tensor_type(index_type, out)]


@ov_op(3)
class CumSumV0Op(OvOp):
    """CumSum-3: running sums along the axis of the second input; `exclusive` leaves the current
    element out, `reverse` sums from the back."""

    data = operand_def(TensorType)
    axis = operand_def(TensorType)
    output = result_def(TensorType)
    exclusive = bool_prop(default=False)
    reverse = bool_prop(default=False)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axis_value = operands
        integer_input(axis_value, "the CumSum axis")
        scalar_input(axis_value, "the CumSum axis")
        x, axis = shape_of(data.type), known_int(axis_value)
        if x is not None and axis is not None:
            normalize_axis(axis, len(x))
        return [data.type]


@ov_op(1)
class ReverseSequenceV0Op(OvOp):
    """ReverseSequence-1: for each batch entry b, the first seq_lengths[b] elements along
    `seq_axis` reversed, the rest kept."""

    data = operand_def(TensorType)
    seq_lengths = operand_def(TensorType)
    output = result_def(TensorType)
    batch_axis = int_prop(default=0)
    seq_axis = int_prop(default=1)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, lengths = operands
        integer_input(lengths, "seq_lengths")
        count = vector_length(lengths, "seq_lengths")
        x = shape_of(data.type)
        if x is not None:
            batch_axis = normalize_axis(int_value(properties, "batch_axis"), len(x), "batch_axis")
            seq_axis = normalize_axis(int_value(properties, "seq_axis"), len(x), "seq_axis")
            if batch_axis == seq_axis:
                raise VerifyException(f"batch_axis and seq_axis are both {batch_axis}")
            if None not in (count, x[batch_axis]) and count != x[batch_axis]:
                raise VerifyException(f"{count} seq_lengths for a batch of {x[batch_axis]}")
        return [data.type]


OPS = [TopKV11Op, CumSumV0Op, ReverseSequenceV0Op]
__all__ = [op.__name__ for op in OPS]
