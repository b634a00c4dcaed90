"""Reductions over axes given by a second input (empty axes: the input unchanged)."""

from __future__ import annotations

from xdsl.dialects.builtin import BoolAttr, TensorType
from xdsl.ir import SSAValue
from xdsl.irdl import operand_def, prop_def, result_def

from ovopt.dialects.elements import is_boolean
from ovopt.dialects.ov.base import OvOp, constant_value, define_op, flag
from ovopt.dialects.shapes import element_of, normalize_axis, require_element, shape_of, tensor_type


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


ReduceMeanV1Op = define_op(
    ReductionOp, "ReduceMeanV1Op", "ov.ReduceMean.v1", "ReduceMean", "opset1", "ReduceMean-1: mean over axes."
)
ReduceSumV1Op = define_op(
    ReductionOp, "ReduceSumV1Op", "ov.ReduceSum.v1", "ReduceSum", "opset1", "ReduceSum-1: sum over axes."
)
ReduceProdV1Op = define_op(
    ReductionOp, "ReduceProdV1Op", "ov.ReduceProd.v1", "ReduceProd", "opset1", "ReduceProd-1: product over axes."
)
ReduceMaxV1Op = define_op(
    ReductionOp, "ReduceMaxV1Op", "ov.ReduceMax.v1", "ReduceMax", "opset1", "ReduceMax-1: maximum over axes."
)
ReduceMinV1Op = define_op(
    ReductionOp, "ReduceMinV1Op", "ov.ReduceMin.v1", "ReduceMin", "opset1", "ReduceMin-1: minimum over axes."
)
ReduceL1V4Op = define_op(
    ReductionOp, "ReduceL1V4Op", "ov.ReduceL1.v4", "ReduceL1", "opset4", "ReduceL1-4: sum of absolute values over axes."
)
ReduceL2V4Op = define_op(
    ReductionOp,
    "ReduceL2V4Op",
    "ov.ReduceL2.v4",
    "ReduceL2",
    "opset4",
    "ReduceL2-4: square root of the sum of squares over axes.",
)


class LogicalReductionOp(ReductionOp):
    """A reduction of a boolean tensor: the arithmetic ones do not take booleans."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, is_boolean, f"{cls.IR_TYPE} needs a boolean tensor")
        return super().infer_result_types(operands, properties)


ReduceLogicalAndV1Op = define_op(
    LogicalReductionOp,
    "ReduceLogicalAndV1Op",
    "ov.ReduceLogicalAnd.v1",
    "ReduceLogicalAnd",
    "opset1",
    "ReduceLogicalAnd-1: true where every element over the axes is.",
)
ReduceLogicalOrV1Op = define_op(
    LogicalReductionOp,
    "ReduceLogicalOrV1Op",
    "ov.ReduceLogicalOr.v1",
    "ReduceLogicalOr",
    "opset1",
    "ReduceLogicalOr-1: true where any element over the axes is.",
)


OPS = [
    ReduceMeanV1Op,
    ReduceSumV1Op,
    ReduceProdV1Op,
    ReduceMaxV1Op,
    ReduceMinV1Op,
    ReduceL1V4Op,
    ReduceL2V4Op,
    ReduceLogicalAndV1Op,
    ReduceLogicalOrV1Op,
]
__all__ = ["ReductionOp", "LogicalReductionOp", *(op.__name__ for op in OPS)]
