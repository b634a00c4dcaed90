"""Reductions over axes given by a second input."""

from __future__ import annotations

from xdsl.dialects.builtin import BoolAttr, TensorType
from xdsl.ir import SSAValue
from xdsl.irdl import operand_def, prop_def, result_def

from ovopt.dialects.ov.base import OvOp, constant_value, define_op, flag
from ovopt.dialects.ov_shapes import element_of, normalize_axis, shape_of, tensor_type


class ReductionOp(OvOp):
    """A reduction of `data` over the axes in the second input."""

    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    keep_dims = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))

    def __init__(self, data: SSAValue, axes: SSAValue, keep_dims: bool = False):
        self._build([data, axes], {"keep_dims": BoolAttr.from_bool(keep_dims)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes = operands
        x = shape_of(data.type)
        element = element_of(data.type)
        keep = flag(properties, "keep_dims")
        values = constant_value(axes)
        if x is None:
            return [tensor_type(element, None)]
        if values is None:
            axes_shape = shape_of(axes.type)
            if keep:
                return [tensor_type(element, [None] * len(x))]
            if axes_shape is not None and len(axes_shape) == 1 and axes_shape[0] is not None:
                return [tensor_type(element, [None] * (len(x) - axes_shape[0]))]
            return [tensor_type(element, None)]
        reduced = {normalize_axis(int(a), len(x)) for a in values.reshape(-1)}
        if keep:
            return [tensor_type(element, [1 if i in reduced else d for i, d in enumerate(x)])]
        return [tensor_type(element, [d for i, d in enumerate(x) if i not in reduced])]


ReduceMeanV1Op = define_op(ReductionOp, "ReduceMeanV1Op", "ov.ReduceMean.v1", "ReduceMean", "opset1", "ReduceMean-1: mean over axes.")
ReduceSumV1Op = define_op(ReductionOp, "ReduceSumV1Op", "ov.ReduceSum.v1", "ReduceSum", "opset1", "ReduceSum-1: sum over axes.")
ReduceProdV1Op = define_op(ReductionOp, "ReduceProdV1Op", "ov.ReduceProd.v1", "ReduceProd", "opset1", "ReduceProd-1: product over axes.")
ReduceMaxV1Op = define_op(ReductionOp, "ReduceMaxV1Op", "ov.ReduceMax.v1", "ReduceMax", "opset1", "ReduceMax-1: maximum over axes.")
ReduceMinV1Op = define_op(ReductionOp, "ReduceMinV1Op", "ov.ReduceMin.v1", "ReduceMin", "opset1", "ReduceMin-1: minimum over axes.")


OPS = [
    ReduceMeanV1Op,
    ReduceSumV1Op,
    ReduceProdV1Op,
    ReduceMaxV1Op,
    ReduceMinV1Op,
]
__all__ = ["ReductionOp", *(op.__name__ for op in OPS)]
