"""Ops that work along one axis in order: TopK, CumSum, ReverseSequence."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I64, BoolAttr, IntegerAttr, StringAttr, TensorType, i32, i64
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import irdl_op_definition, operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.ov.base import OvOp, int_value
from ovopt.dialects.ov.operands import integer_input, known_int, scalar_input, vector_length
from ovopt.dialects.shapes import element_of, normalize_axis, shape_of, tensor_type


@irdl_op_definition
class TopKV11Op(OvOp):
    """TopK-11: the k largest (`max`) or smallest values along `axis` and their indices, sorted
    by value or index or not at all; `stable` keeps equal values in input order."""

    name = "ov.TopK.v11"
    IR_TYPE: ClassVar = "TopK"
    IR_VERSION: ClassVar = "opset11"
    data = operand_def(TensorType)
    k = operand_def(TensorType)
    values = result_def(TensorType)
    indices = result_def(TensorType)
    axis = prop_def(IntegerAttr[I64])
    mode = prop_def(StringAttr)
    sort = prop_def(StringAttr)
    index_element_type = prop_def(TypeAttribute, default_value=i32)
    stable = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    ALLOWED: ClassVar = {"mode": ("max", "min"), "sort": ("value", "index", "none")}

    def __init__(
        self,
        data: SSAValue,
        k: SSAValue,
        axis: int,
        mode: str,
        sort: str,
        index_element_type: Attribute = i32,
        stable: bool = False,
    ):
        properties = {
            "axis": IntegerAttr(axis, 64),
            "mode": StringAttr(mode),
            "sort": StringAttr(sort),
            "index_element_type": index_element_type,
            "stable": BoolAttr.from_bool(stable),
        }
        self._build([data, k], properties)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, k_value = operands
        integer_input(k_value, "TopK k")
        scalar_input(k_value, "TopK k")
        index_type = properties["index_element_type"]
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


@irdl_op_definition
class CumSumV0Op(OvOp):
    """CumSum-3: running sums along the axis of the second input; `exclusive` leaves the current
    element out, `reverse` sums from the back."""

    name = "ov.CumSum.v0"
    IR_TYPE: ClassVar = "CumSum"
    IR_VERSION: ClassVar = "opset3"
    data = operand_def(TensorType)
    axis = operand_def(TensorType)
    output = result_def(TensorType)
    exclusive = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    reverse = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))

    def __init__(self, data: SSAValue, axis: SSAValue, exclusive: bool = False, reverse: bool = False):
        self._build([data, axis], {"exclusive": BoolAttr.from_bool(exclusive), "reverse": BoolAttr.from_bool(reverse)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axis_value = operands
        integer_input(axis_value, "the CumSum axis")
        scalar_input(axis_value, "the CumSum axis")
        x, axis = shape_of(data.type), known_int(axis_value)
        if x is not None and axis is not None:
            normalize_axis(axis, len(x))
        return [data.type]


@irdl_op_definition
class ReverseSequenceV0Op(OvOp):
    """ReverseSequence-1: for each batch entry b, the first seq_lengths[b] elements along
    `seq_axis` reversed, the rest kept."""

    name = "ov.ReverseSequence.v0"
    IR_TYPE: ClassVar = "ReverseSequence"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    seq_lengths = operand_def(TensorType)
    output = result_def(TensorType)
    batch_axis = prop_def(IntegerAttr[I64], default_value=IntegerAttr(0, 64))
    seq_axis = prop_def(IntegerAttr[I64], default_value=IntegerAttr(1, 64))

    def __init__(self, data: SSAValue, seq_lengths: SSAValue, batch_axis: int = 0, seq_axis: int = 1):
        self._build(
            [data, seq_lengths], {"batch_axis": IntegerAttr(batch_axis, 64), "seq_axis": IntegerAttr(seq_axis, 64)}
        )

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
