"""Reductions over axes given by a second input (empty axes: the input unchanged)."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import operand_def, result_def, traits_def

from ovopt.dialects.declarative import bool_prop
from ovopt.dialects.evaluation import evaluate
from ovopt.dialects.ov.base import OvOp, flag, ov_op
from ovopt.dialects.traits import Reduction
from ovopt.support.elements import is_boolean
from ovopt.support.shapes import element_of, normalize_axis, require_element, shape_of, tensor_type


class ReductionOp(OvOp):
    """A reduction of `data` over the axes in the second input."""

    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    keep_dims = bool_prop(default=False)
    traits = traits_def(Reduction())

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes = operands
        x = shape_of(data.type)
        element = element_of(data.type)
        keep = flag(properties, "keep_dims")
        values = evaluate(axes)
        if x is None:
            return [tensor_type(element, None)]
        if values is None:
            axes_shape = shape_of(axes.type)
            if keep:
                return [tensor_type(element, [None] * len(x))]
            if axes_shape is not None and len(axes_shape) == 1 and axes_shape[0] is not None:
                return [tensor_type(element, [None] * (len(x) - axes_shape[0]))]
            return [tensor_type(element, None)]
        if not x and not keep:  # OpenVINO takes a scalar as a vector of one: axis 0 (or -1) reduces it
            for a in values.reshape(-1):
                normalize_axis(int(a), 1)
            return [tensor_type(element, [])]
        reduced = {normalize_axis(int(a), len(x)) for a in values.reshape(-1)}
        if keep:
            return [tensor_type(element, [1 if i in reduced else d for i, d in enumerate(x)])]
        return [tensor_type(element, [d for i, d in enumerate(x) if i not in reduced])]


@ov_op(1)
class ReduceMeanV1Op(ReductionOp):
    """ReduceMean-1: mean over axes."""


@ov_op(1)
class ReduceSumV1Op(ReductionOp):
    """ReduceSum-1: sum over axes."""


@ov_op(1)
class ReduceProdV1Op(ReductionOp):
    """ReduceProd-1: product over axes."""


@ov_op(1)
class ReduceMaxV1Op(ReductionOp):
    """ReduceMax-1: maximum over axes."""


@ov_op(1)
class ReduceMinV1Op(ReductionOp):
    """ReduceMin-1: minimum over axes."""


@ov_op(4)
class ReduceL1V4Op(ReductionOp):
    """ReduceL1-4: sum of absolute values over axes."""


@ov_op(4)
class ReduceL2V4Op(ReductionOp):
    """ReduceL2-4: square root of the sum of squares over axes."""


class LogicalReductionOp(ReductionOp):
    """A reduction of a boolean tensor: the arithmetic ones do not take booleans."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, is_boolean, f"{cls.IR_TYPE} needs a boolean tensor")
        return super().infer_result_types(operands, properties)


@ov_op(1)
class ReduceLogicalAndV1Op(LogicalReductionOp):
    """ReduceLogicalAnd-1: true where every element over the axes is."""


@ov_op(1)
class ReduceLogicalOrV1Op(LogicalReductionOp):
    """ReduceLogicalOr-1: true where any element over the axes is."""


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
__all__ = ["LogicalReductionOp", "ReductionOp", *(op.__name__ for op in OPS)]
