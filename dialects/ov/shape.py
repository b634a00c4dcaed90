"""Shape manipulation and data movement."""

from __future__ import annotations

import math

from xdsl.dialects.builtin import IntegerType, TensorType, i32, i64
from xdsl.ir import SSAValue
from xdsl.irdl import operand_def, result_def, traits_def, var_operand_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, int_prop, one_of, type_prop
from ovopt.dialects.evaluation import evaluate, evaluate_dims
from ovopt.dialects.ov.base import OvOp, flag, int_value, ov_op, string
from ovopt.dialects.traits import AxisWise, ReadsShapeOnly, ShapeOnly
from ovopt.support.shapes import (
    Shape,
    broadcast_numpy,
    element_of,
    normalize_axis,
    same_element_type,
    shape_of,
    show,
    tensor_type,
)


def _integer_tensor(value: SSAValue, what: str) -> None:
    element = element_of(value.type)
    if not isinstance(element, IntegerType):
        raise VerifyException(f"{what} must be an integer tensor, not {value.type}")


@ov_op(1)
class ReshapeV1Op(OvOp):
    """Reshape-1: data with the shape of the second input; with `special_zero`, 0 copies a dim."""

    data = operand_def(TensorType)
    shape = operand_def(TensorType)
    output = result_def(TensorType)
    special_zero = bool_prop()
    traits = traits_def(ShapeOnly())

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, shape = operands
        _integer_tensor(shape, "the target shape")
        element = element_of(data.type)
        target_shape = shape_of(shape.type)
        if target_shape is None or len(target_shape) != 1:
            if target_shape is not None and len(target_shape) != 1:
                raise VerifyException(f"the target shape must be 1-D, got {show(target_shape)}")
            return [tensor_type(element, None)]
        target = evaluate(shape)
        if target is None and isinstance(shape.owner, ShapeOfV3Op) and not flag(properties, "special_zero"):
            # reshaped like another value (reshape_like): its known dims stay known
            return [tensor_type(element, shape_of(shape.owner.input.type))]
        if target is None:
            dims = evaluate_dims(shape)  # the known entries of a target built from shapes
            if dims is None:
                return [tensor_type(element, None if target_shape[0] is None else [None] * target_shape[0])]
            return [tensor_type(element, reshaped(shape_of(data.type), dims, flag(properties, "special_zero")))]
        return [
            tensor_type(
                element, reshaped(shape_of(data.type), [int(v) for v in target], flag(properties, "special_zero"))
            )
        ]


def reshaped(input: Shape, target: list[int | None], special_zero: bool) -> list[int | None]:
    """The output dims of Reshape-1 for a known target (-1 inferred, 0 copied if special_zero)."""
    out: list[int | None] = []
    for index, value in enumerate(target):
        if value is None:  # an entry known only at run time
            out.append(None)
        elif value == 0 and special_zero:
            if input is None:  # data of unknown rank: the copied dim is unknown too (OpenVINO's ?)
                out.append(None)
                continue
            if index >= len(input):
                raise VerifyException(f"target dim {index} copies an input dim that does not exist")
            out.append(input[index])
        elif value < -1:
            raise VerifyException(f"target shape value {value} is invalid")
        else:
            out.append(value)
    if out.count(-1) > 1:
        raise VerifyException("the target shape has more than one -1")
    total = None if input is None or None in input else math.prod(input)
    if -1 in out:
        known = [d for d in out if d != -1]
        if total is None or None in known:
            return [None if d == -1 else d for d in out]
        rest = math.prod(known)  # type: ignore[arg-type]
        if rest == 0 or total % rest:
            raise VerifyException(f"cannot reshape {total} elements into {target}")
        out[out.index(-1)] = total // rest
    elif total is not None and None not in out and math.prod(out) != total:  # type: ignore[arg-type]
        raise VerifyException(f"cannot reshape {show(input)} into {target}")
    return out


@ov_op(1)
class TransposeV1Op(OvOp):
    """Transpose-1: permutes axes by the order in the second input (empty: reverse them)."""

    data = operand_def(TensorType)
    input_order = operand_def(TensorType)
    output = result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, order = operands
        _integer_tensor(order, "the transpose order")
        x = shape_of(data.type)
        element = element_of(data.type)
        values = evaluate(order)
        if x is None:
            return [tensor_type(element, None)]
        if values is None:
            return [tensor_type(element, [None] * len(x))]
        perm = [int(v) for v in values.reshape(-1)] or list(reversed(range(len(x))))
        if sorted(perm) != list(range(len(x))):
            raise VerifyException(f"{perm} is not a permutation of the axes of rank {len(x)}")
        return [tensor_type(element, [x[p] for p in perm])]


@ov_op(1)
class ConcatV0Op(OvOp):
    """Concat-1: joins the inputs along `axis`."""

    inputs = var_operand_def(TensorType)
    output = result_def(TensorType)
    axis = int_prop()
    traits = traits_def(AxisWise("axis"))

    @classmethod
    def infer_result_types(cls, operands, properties):
        if not operands:
            raise VerifyException("Concat needs at least one input")
        element = same_element_type(*(o.type for o in operands))
        shapes = [shape_of(o.type) for o in operands]
        known = [s for s in shapes if s is not None]
        if not known:
            return [tensor_type(element, None)]
        rank = len(known[0])
        axis = normalize_axis(int_value(properties, "axis"), rank)
        out: list[int | None] = list(known[0])
        total: int | None = 0
        for shape in shapes:
            if shape is None:
                total = None
                continue
            if len(shape) != rank:
                raise VerifyException("Concat inputs must share one rank")
            for i, d in enumerate(shape):
                if i == axis:
                    continue
                if out[i] is None:
                    out[i] = d
                elif d is not None and d != out[i]:
                    raise VerifyException(f"Concat inputs differ on axis {i}: {out[i]} and {d}")
            total = None if total is None or shape[axis] is None else total + shape[axis]
        out[axis] = total
        return [tensor_type(element, out)]


@ov_op(3)
class ShapeOfV3Op(OvOp):
    """ShapeOf-3: the shape of the input, as a 1-D i64 or i32 tensor."""

    input = operand_def(TensorType)
    output = result_def(TensorType)
    output_type = type_prop(default=i64)
    traits = traits_def(ReadsShapeOnly())

    @classmethod
    def infer_result_types(cls, operands, properties):
        output_type = properties["output_type"]
        if output_type not in (i32, i64):
            raise VerifyException(f"output_type must be i32 or i64, not {output_type}")
        x = shape_of(operands[0].type)
        return [tensor_type(output_type, [None if x is None else len(x)])]


@ov_op(3)
class BroadcastV3Op(OvOp):
    """Broadcast-3: data repeated to the target shape (`numpy` or `bidirectional` rules)."""

    data = operand_def(TensorType)
    target_shape = operand_def(TensorType)
    output = result_def(TensorType)
    mode = one_of(("numpy", "bidirectional"), default="numpy")

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, target = operands
        _integer_tensor(target, "the target shape")
        element = element_of(data.type)
        values = evaluate(target)
        target_shape = shape_of(target.type)
        wanted = None if values is None else [int(v) for v in values.reshape(-1)]
        if wanted is None and isinstance(target.owner, ShapeOfV3Op):
            wanted = shape_of(target.owner.input.type)  # another value's shape: its known dims stay known
        if wanted is None:
            if target_shape is None or target_shape[0] is None:
                return [tensor_type(element, None)]
            rank = target_shape[0]
            x = shape_of(data.type)
            if string(properties, "mode") == "bidirectional" and x is not None:
                rank = max(rank, len(x))
            return [tensor_type(element, [None] * rank)]
        x = shape_of(data.type)
        if string(properties, "mode") == "bidirectional":
            return [tensor_type(element, broadcast_numpy(x, wanted))]
        if x is not None:
            if len(x) > len(wanted):
                raise VerifyException(f"cannot broadcast {show(x)} to {wanted}")
            broadcast_numpy(x, wanted)  # raises if they do not fit
        return [tensor_type(element, wanted)]


class AxesShapeOp(OvOp):
    """Unsqueeze / Squeeze: the output shape follows from the data's shape and the constant axes."""

    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    traits = traits_def(ShapeOnly())

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes = operands
        x = shape_of(data.type)
        element = element_of(data.type)
        values = evaluate(axes)
        if x is None or values is None:
            return [tensor_type(element, None)]
        return [tensor_type(element, cls.result_shape(x, [int(a) for a in values.reshape(-1)]))]

    @classmethod
    def result_shape(cls, x: list, axes: list[int]) -> list | None:
        raise NotImplementedError


@ov_op(1)
class UnsqueezeV0Op(AxesShapeOp):
    """Unsqueeze-1: inserts dims of size 1 at the axes of the second input (of the output rank)."""

    @classmethod
    def result_shape(cls, x, axes):
        rank = len(x) + len(axes)
        inserted = {normalize_axis(a, rank) for a in axes}
        if len(inserted) != len(axes):
            raise VerifyException("Unsqueeze axes repeat")
        rest = iter(x)
        return [1 if i in inserted else next(rest) for i in range(rank)]


@ov_op(1)
class SqueezeV0Op(AxesShapeOp):
    """Squeeze-1: removes the dims of size 1 at the axes of the second input; no axes (an
    empty tensor) removes every dim of size 1, and a dynamic dim, which may be 1, leaves the rank
    unknown."""

    @classmethod
    def result_shape(cls, x, axes):
        if not axes:
            return None if None in x else [d for d in x if d != 1]
        removed = {normalize_axis(a, len(x)) for a in axes}
        for axis in removed:
            if x[axis] not in (1, None):
                raise VerifyException(f"cannot squeeze axis {axis} of size {x[axis]}")
        return [d for i, d in enumerate(x) if i not in removed]


@ov_op(8)
class GatherV8Op(OvOp):
    """Gather-8: slices of data along `axis` picked by indices (negative indices count back)."""

    data = operand_def(TensorType)
    indices = operand_def(TensorType)
    axis = operand_def(TensorType)
    output = result_def(TensorType)
    batch_dims = int_prop(default=0)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, indices, axis_value = operands
        _integer_tensor(indices, "Gather indices")
        x, idx = shape_of(data.type), shape_of(indices.type)
        element = element_of(data.type)
        axis = evaluate(axis_value)
        batch_dims = int_value(properties, "batch_dims")
        if x is None or idx is None or axis is None:
            return [tensor_type(element, None)]
        axis_index = normalize_axis(int(axis.reshape(-1)[0]), len(x))
        batch = normalize_axis(batch_dims, len(idx), "batch_dims") if batch_dims < 0 else batch_dims  # -1: rank - 1
        return [tensor_type(element, [*x[:axis_index], *idx[batch:], *x[axis_index + 1 :]])]


OPS = [
    ReshapeV1Op,
    TransposeV1Op,
    ConcatV0Op,
    ShapeOfV3Op,
    BroadcastV3Op,
    UnsqueezeV0Op,
    SqueezeV0Op,
    GatherV8Op,
]
__all__ = ["reshaped", *(op.__name__ for op in OPS)]
