"""Moving ops across transposes: permutations as vectors, values and constants transposed, the
ops a transpose commutes with (element-wise unary and binary ops, Concat and Split along a
remapped axis, Reshapes that only add or drop 1-dims), and an op rebuilt on transposed
operands. The layout passes share them: ov-sink-transposes and GNA's transpose and gather
sinking."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation, SSAValue
from xdsl.traits import OpTrait

from ovopt.dialects import ov
from ovopt.dialects.traits import ElementwiseBinary, ElementwiseUnary, broadcast_mode
from ovopt.lowering.builder import Builder
from ovopt.lowering.values import constant


def inverse(order: Sequence[int]) -> np.ndarray:
    return np.argsort(np.asarray(order))


def is_identity(order: Sequence[int]) -> bool:
    return np.array_equal(np.asarray(order), np.arange(len(order)))


def is_unary(op: Operation) -> bool:
    return op.has_trait(ElementwiseUnary) and len(op.operands) == 1 and len(op.results) == 1


def is_binary(op: Operation) -> bool:
    return broadcasts_numpy(op, ElementwiseBinary)


def broadcasts_numpy(op: Operation, trait: type[OpTrait]) -> bool:
    """`op` has `trait` and broadcasts its inputs numpy's way, the one way the transpose moves
    handle (pdpd lines inputs up from the first axis)."""
    return op.has_trait(trait) and broadcast_mode(op) == "numpy"


def transposed(b: Builder, value: SSAValue, order: Sequence[int]) -> SSAValue:
    """`value` transposed by `order`: a constant folds, an identity order adds nothing."""
    if is_identity(order):
        return value
    array = constant(value)
    if array is not None:
        return b.constant(np.ascontiguousarray(np.transpose(array, order)), value.type.element_type)
    return b.add(ov.TransposeV1Op(value, b.i64([int(i) for i in order])))


def transposed_array(b: Builder, array: np.ndarray, order: Sequence[int], like: SSAValue) -> SSAValue:
    """A constant of `array` transposed by `order`, in `like`'s element type."""
    return b.constant(np.ascontiguousarray(np.transpose(array, order)), like.type.element_type)


def full_rank_constant(value: SSAValue, rank: int) -> np.ndarray | None:
    """A constant operand as an array of `rank` axes (numpy broadcasting adds leading ones)."""
    array = constant(value)
    if array is None or array.ndim > rank:
        return None
    return array.reshape((1,) * (rank - array.ndim) + array.shape)


def retyped(b: Builder, op: Operation, operands: Sequence[SSAValue], properties: dict | None = None) -> Operation:
    """A copy of `op` on `operands` (and changed `properties`), its result types inferred anew."""
    props = {**op.properties, **(properties or {})}
    full = {**op.all_properties(), **(properties or {})}
    types = type(op).infer_result_types(list(operands), full)
    if types and isinstance(types[0], list):
        types = types[0]  # one variadic group (Split)
    copy = type(op).create(operands=list(operands), result_types=list(types), properties=props)
    b.add(copy)
    return copy


def axis_of(op: Operation, rank: int) -> int | None:
    """The axis of a Concat (property) or Split (constant operand), counted from 0."""
    if isinstance(op, ov.ConcatV0Op):
        axis = op.axis.value.data
    else:
        value = constant(op.axis)
        if value is None or value.size != 1:
            return None
        axis = int(value.reshape(-1)[0])
    return axis + rank if axis < 0 else axis


def with_axis(b: Builder, op: Operation, operands: list[SSAValue], axis: int) -> Operation:
    """`op` (Concat or Split) on `operands` along `axis`."""
    if isinstance(op, ov.ConcatV0Op):
        return retyped(b, op, operands, {"axis": IntegerAttr(axis, 64)})
    return retyped(b, op, [operands[0], b.i64(axis), *operands[2:]])


def squeezed_transpose(shape, order, target) -> tuple[list[int], list[int]] | None:
    """A Reshape of `shape` transposed by `order` to `target`, when it only adds or drops 1-dims,
    as a Reshape of `shape` then a transpose: (the intermediate shape, the new order)."""
    moved = [shape[i] for i in order]
    if [d for d in moved if d != 1] != [d for d in target if d != 1]:
        return None
    axes = [int(order[j]) for j in range(len(order)) if moved[j] != 1]  # big axes, output order
    kept = sorted(axes)  # the same axes in input order
    places = [k for k, d in enumerate(target) if d != 1]
    middle = [1] * len(target)
    for place, axis in zip(places, kept):
        middle[place] = shape[axis]
    new_order = list(range(len(target)))
    for place, axis in zip(places, axes):
        new_order[place] = places[kept.index(axis)]
    return middle, new_order
