"""Kernels of the indexing ops. Output shapes come from the values (a slice of a computed
bound, the non-zeros of a tensor), never from result types that may hold `?`."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov.indexing import openvino_slice
from ovopt.dialects.ov_reference.core import kernel


def normalized_axis(value, rank: int) -> int:
    """An axis from a property or a one-element tensor, counted from the front."""
    axis = int(np.asarray(value).reshape(-1)[0])
    return axis + rank if axis < 0 else axis


def _ints(values) -> list[int]:
    return [int(v) for v in np.asarray(values).reshape(-1)]


@kernel(ov.SliceV8Op)
def slice_kernel(op: ov.SliceV8Op, x, start, stop, step, *axes):
    slices = [slice(None)] * x.ndim
    chosen = _ints(axes[0]) if axes else range(len(_ints(start)))
    for axis, begin, end, stride in zip(chosen, _ints(start), _ints(stop), _ints(step)):
        axis = axis + x.ndim if axis < 0 else axis
        slices[axis] = openvino_slice(x.shape[axis], begin, end, stride)
    return (x[tuple(slices)],)


@kernel(ov.StridedSliceV1Op)
def strided_slice(op: ov.StridedSliceV1Op, x, begin, end, *strides):
    """Each entry of begin / end / strides as the numpy index its mask bits make of it."""
    begin, end = _ints(begin), _ints(end)
    strides = _ints(strides[0]) if strides else [1] * len(begin)
    masks = {name: op.property_or_default(name).get_values() for name in ov.STRIDED_SLICE_MASKS}

    def bit(name: str, entry: int) -> bool:
        return entry < len(masks[name]) and masks[name][entry] == 1

    consumed = sum(not (bit("ellipsis_mask", e) or bit("new_axis_mask", e)) for e in range(len(begin)))
    index, dim = [], 0  # dim: the data's dim the entry addresses
    for entry, (start, stop, stride) in enumerate(zip(begin, end, strides)):
        if bit("ellipsis_mask", entry):
            index.append(Ellipsis)
            dim += x.ndim - consumed
        elif bit("new_axis_mask", entry):
            index.append(np.newaxis)
        elif bit("shrink_axis_mask", entry):
            index.append(start)
            dim += 1
        else:
            first = None if bit("begin_mask", entry) else start
            index.append(openvino_slice(x.shape[dim], first, None if bit("end_mask", entry) else stop, stride))
            dim += 1
    return (np.asarray(x[tuple(index)]),)


@kernel(ov.SplitV1Op)
def split(op: ov.SplitV1Op, x, axis):
    return tuple(np.split(x, op.num_splits.value.data, axis=normalized_axis(axis, x.ndim)))


@kernel(ov.VariadicSplitV1Op)
def variadic_split(op: ov.VariadicSplitV1Op, x, axis, split_lengths):
    axis = normalized_axis(axis, x.ndim)
    lengths = _ints(split_lengths)
    if -1 in lengths:
        lengths[lengths.index(-1)] = x.shape[axis] - (sum(lengths) + 1)
    return tuple(np.split(x, np.cumsum(lengths)[:-1], axis=axis))


def _normalized(indices, size: int):
    indices = indices.astype(np.int64)
    return np.where(indices < 0, indices + size, indices)


@kernel(ov.GatherElementsV6Op)
def gather_elements(op: ov.GatherElementsV6Op, x, indices):
    axis = normalized_axis(op.axis.value.data, x.ndim)
    return (np.take_along_axis(x, _normalized(indices, x.shape[axis]), axis=axis),)


@kernel(ov.GatherNDV8Op)
def gather_nd(op: ov.GatherNDV8Op, x, indices):
    batch = op.property_or_default("batch_dims").value.data
    batch_shape = indices.shape[:batch]
    picked = []
    for position in np.ndindex(*batch_shape):
        data, tuples = x[position], indices[position].astype(np.int64)
        picked.append(data[tuple(np.moveaxis(tuples, -1, 0))])
    out_shape = indices.shape[:-1] + x.shape[batch + indices.shape[-1] :]
    return (np.asarray(picked, dtype=x.dtype).reshape(out_shape),)


# reduction -> (the in-place ufunc, the value a reduction without data's value starts from)
_REDUCTIONS = {
    "sum": (np.add, 0),
    "mean": (np.add, 0),
    "prod": (np.multiply, 1),
    "min": (np.minimum, None),
    "max": (np.maximum, None),
}


@kernel(ov.ScatterElementsUpdateV12Op)
def scatter_elements_update(op: ov.ScatterElementsUpdateV12Op, data, indices, updates, axis):
    axis = normalized_axis(axis, data.ndim)
    reduction = op.property_or_default("reduction").data
    use_init_val = bool(op.property_or_default("use_init_val").value.data)
    where = list(np.indices(indices.shape))
    where[axis] = _normalized(indices, data.shape[axis])
    where = tuple(where)
    out = data.copy()
    if reduction == "none":
        out[where] = updates
        return (out,)
    ufunc, start = _REDUCTIONS[reduction]
    if not use_init_val:
        out[where] = updates if start is None else start  # min / max start from the first update
    ufunc.at(out, where, updates)
    if reduction == "mean":
        counts = np.zeros(data.shape, np.int64)
        np.add.at(counts, where, 1)
        touched = counts > 0
        counts = counts + (1 if use_init_val else 0)
        out = np.where(touched, out / np.maximum(counts, 1), out)
    return (out,)


_ND_REDUCTIONS = {
    "sum": np.add,
    "sub": np.subtract,
    "prod": np.multiply,
    "min": np.minimum,
    "max": np.maximum,
}


@kernel(ov.ScatterNDUpdateV15Op)
def scatter_nd_update(op: ov.ScatterNDUpdateV15Op, data, indices, updates):
    reduction = op.property_or_default("reduction").data
    depth = indices.shape[-1]
    tuples = indices.reshape(-1, depth).astype(np.int64)
    slices = updates.reshape((len(tuples), *data.shape[depth:]))
    out = data.copy()
    for key, value in zip(tuples, slices):
        where = tuple(int(k) for k in key)
        out[where] = value if reduction == "none" else _ND_REDUCTIONS[reduction](out[where], value)
    return (out,)


@kernel(ov.OneHotV16Op)
def one_hot(op: ov.OneHotV16Op, indices, depth, on_value, off_value):
    depth = int(np.asarray(depth).reshape(-1)[0])
    indices = indices.astype(np.int64)
    if op.property_or_default("negative_indices_mode").data == "normalize":
        indices = np.where(indices < 0, indices + depth, indices)
    hot = indices[..., None] == np.arange(depth)
    hot = np.moveaxis(hot, -1, normalized_axis(op.axis.value.data, indices.ndim + 1))
    return (np.where(hot, on_value.reshape(()), off_value.reshape(())),)


@kernel(ov.NonZeroV3Op)
def non_zero(op: ov.NonZeroV3Op, x):
    return (np.argwhere(x).T.reshape(x.ndim, -1),)
