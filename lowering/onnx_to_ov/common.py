"""What the onnx -> ov patterns share: replacing a node, constants, errors, reshaping helpers."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.ir import Attribute, Operation, SSAValue

from ovopt.dialects import onnx, ov
from ovopt.dialects.evaluation import evaluate
from ovopt.lowering.builder import Builder, lowering_error
from ovopt.lowering.values import static_shape
from ovopt.support import elements
from ovopt.support.shapes import element_of, normalize_axis, shape_of


def required_static_shape(value: SSAValue, op: Operation, what: str) -> list[int]:
    """The static shape of `value`; an error naming `op` (`what` needs it) if it has none."""
    shape = static_shape(value)
    if shape is None:
        raise lowering_error(op, f"{what} needs a static shape, got {value.type}")
    return list(shape)


def known_rank(value: SSAValue, op: Operation, what: str) -> int:
    shape = shape_of(value.type)
    if shape is None:
        raise lowering_error(op, f"{what} needs a known rank, got {value.type}")
    return len(shape)


def converted(b: Builder, value: SSAValue, element: Attribute) -> SSAValue:
    """value in element type `element`: a Convert unless it has that type already."""
    return value if element_of(value.type) == element else b.add(ov.ConvertV0Op(value, destination_type=element))


def dense_attr_array(value: Attribute, op: Operation) -> np.ndarray:
    if not isinstance(value, DenseIntOrFPElementsAttr):
        raise lowering_error(op, f"OpenVINO has no constant of this kind: {value}")
    return elements.numpy_from_dense(value)


def known_input(value: SSAValue) -> np.ndarray | None:
    """The value of a node input known at compile time: an initializer or ONNX Constant not yet
    lowered, or an ov value that `evaluate` computes; None when it depends on model inputs."""
    owner = value.owner
    if isinstance(owner, onnx.ConstantOp):
        return elements.numpy_from_dense(owner.value) if isinstance(owner.value, DenseIntOrFPElementsAttr) else None
    return evaluate(value)


def flatten_to_2d(b: Builder, x: SSAValue, axis: int) -> SSAValue:
    """x as [prod(dims before axis), prod(dims from axis)], as ONNX Flatten defines."""
    shape = shape_of(x.type)
    if shape is not None:
        head, tail = shape[:axis], shape[axis:]
        if None not in head:
            return b.add(ov.ReshapeV1Op(x, b.i64([int(np.prod(head, dtype=np.int64)), -1]), special_zero=False))
        if None not in tail:
            return b.add(ov.ReshapeV1Op(x, b.i64([-1, int(np.prod(tail, dtype=np.int64))]), special_zero=False))
        if axis == 1:
            return b.add(ov.ReshapeV1Op(x, b.i64([0, -1]), special_zero=True))
    # dims unknown at compile time: compute the leading product from the runtime shape
    dims = b.add(ov.ShapeOfV3Op(x))
    leading = b.add(ov.GatherV8Op(dims, b.i64(list(range(axis))), b.i64(0)))
    product = b.add(ov.ReduceProdV1Op(leading, b.i64([0]), keep_dims=True))
    target = b.add(ov.ConcatV0Op([product, b.i64([-1])], axis=0))
    return b.add(ov.ReshapeV1Op(x, target, special_zero=False))


def reshape_like(b: Builder, x: SSAValue, like: SSAValue) -> SSAValue:
    """x reshaped to `like`'s shape (a constant when static, ShapeOf otherwise)."""
    shape = shape_of(like.type)
    if shape is not None and None not in shape:
        return b.add(ov.ReshapeV1Op(x, b.i64(shape), special_zero=False))
    return b.add(ov.ReshapeV1Op(x, b.add(ov.ShapeOfV3Op(like)), special_zero=False))


def along_axis(
    b: Builder, op: onnx.OnnxOp, x: SSAValue, axis: int, build: Callable[[SSAValue, int], SSAValue]
) -> SSAValue:
    """`build(x, axis)`, as Softmax, LogSoftmax and Hardmax apply it: along one axis from opset
    13 on, and before that along the input flattened to 2-D at `axis` (one axis only when
    `axis` is the last), then reshaped back."""
    if op.onnx_version >= 13:
        return build(x, axis)
    rank = known_rank(x, op, f"{op.ONNX_TYPE} before opset 13")
    axis = normalize_axis(axis, rank)
    if axis == rank - 1:
        return build(x, axis)
    return reshape_like(b, build(flatten_to_2d(b, x, axis), 1), x)
