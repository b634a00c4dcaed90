"""Constants read through a Transpose that swaps their last two axes: what
ov-transpose-matmul-weights makes of a MatMul's weights, and what the IR writer writes as the
transposed constant, a band at a time (targets/ir/transposed.py), instead of folding it in memory."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import i1
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import ov
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of


def swap_last_axes(rank: int) -> list[int]:
    """The order of a Transpose that swaps the last two of `rank` axes."""
    return [*range(rank - 2), rank - 1, rank - 2]


def stored_whole_bytes(value: SSAValue) -> bool:
    """Does the IR store the elements of `value` as xDSL holds them, a whole number of bytes
    each (not 4-bit types, packed, nor booleans, written 0 or 1)?"""
    element = element_of(value.type)
    kind = elements.kind_of(element)
    return kind is not None and kind.dtype is not None and kind.ov not in elements.PACKED_BITS and element != i1


def is_transposed_constant(op: Operation) -> bool:
    """Is `op` a Transpose of a constant of whole-byte elements, by the order that swaps its
    last two axes?"""
    if not isinstance(op, ov.TransposeV1Op):
        return False
    data, order = op.data.owner, op.input_order.owner
    if not isinstance(data, ov.ConstantV0Op) or not isinstance(order, ov.ConstantV0Op):
        return False
    shape = shape_of(data.output.type)
    if shape is None or len(shape) < 2 or not stored_whole_bytes(data.output):
        return False
    return np.array_equal(elements.numpy_from_dense(order.value).reshape(-1), swap_last_axes(len(shape)))
