"""Kernels of TopK, CumSum and ReverseSequence."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel
from ovopt.dialects.ov_reference.indexing import normalized_axis


def _descending_order(x, axis: int):
    """Indices that sort x from the largest down, equal values in input order (no negation,
    which unsigned and large integers do not survive)."""
    size = x.shape[axis]
    ascending_of_flipped = np.argsort(np.flip(x, axis), axis=axis, kind="stable")
    return size - 1 - np.flip(ascending_of_flipped, axis)


@kernel(ov.TopKV11Op)
def top_k(op: ov.TopKV11Op, x, k):
    axis = normalized_axis(op.axis.value.data, x.ndim)
    k = min(int(np.asarray(k).reshape(-1)[0]), x.shape[axis])
    if op.mode.data == "max":
        order = _descending_order(x, axis)
    else:
        order = np.argsort(x, axis=axis, kind="stable")
    indices = np.take(order, np.arange(k), axis=axis)
    if op.sort.data == "index":
        indices = np.sort(indices, axis=axis)
    return np.take_along_axis(x, indices, axis=axis), indices


@kernel(ov.CumSumV0Op)
def cum_sum(op: ov.CumSumV0Op, x, axis):
    axis = normalized_axis(axis, x.ndim)
    reverse = bool(op.property_or_default("reverse").value.data)
    data = np.flip(x, axis) if reverse else x
    sums = np.cumsum(data, axis=axis, dtype=x.dtype)
    if op.property_or_default("exclusive").value.data:
        sums = np.roll(sums, 1, axis=axis)
        np.moveaxis(sums, axis, 0)[0] = 0
    return (np.flip(sums, axis) if reverse else sums,)


@kernel(ov.ReverseSequenceV0Op)
def reverse_sequence(op: ov.ReverseSequenceV0Op, x, seq_lengths):
    batch_axis = normalized_axis(op.property_or_default("batch_axis").value.data, x.ndim)
    seq_axis = normalized_axis(op.property_or_default("seq_axis").value.data, x.ndim)
    moved = np.moveaxis(x, (batch_axis, seq_axis), (0, 1)).copy()
    for batch, length in enumerate(seq_lengths.reshape(-1)):
        moved[batch, : int(length)] = moved[batch, : int(length)][::-1]
    return (np.moveaxis(moved, (0, 1), (batch_axis, seq_axis)),)
