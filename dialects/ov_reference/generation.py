"""Kernels of Range, Eye, Tile, Pad, DepthToSpace, SpaceToDepth and ShuffleChannels; the output shapes come
from the values of the bounds, counts and pads."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov.generation import range_length
from ovopt.dialects.ov_reference.core import kernel
from ovopt.support import elements


def _scalar(value):
    return np.asarray(value).reshape(-1)[0].item()


@kernel(ov.RangeV4Op)
def range_kernel(op: ov.RangeV4Op, start, stop, step):
    start, stop, step = _scalar(start), _scalar(stop), _scalar(step)
    count = range_length(start, stop, step)
    if elements.is_integer(op.output_type):
        return (np.arange(count, dtype=np.int64) * int(step) + int(start),)
    return (np.arange(count, dtype=np.float64) * step + start,)


@kernel(ov.EyeV9Op)
def eye(op: ov.EyeV9Op, rows, columns, diagonal_index, *batch_shape):
    matrix = np.eye(int(_scalar(rows)), int(_scalar(columns)), k=int(_scalar(diagonal_index)))
    batch = tuple(int(d) for d in batch_shape[0].reshape(-1)) if batch_shape else ()
    return (np.broadcast_to(matrix, batch + matrix.shape).copy(),)


@kernel(ov.TileV0Op)
def tile(op: ov.TileV0Op, x, repeats):
    return (np.tile(x, [int(r) for r in repeats.reshape(-1)]),)


@kernel(ov.PadV12Op)
def pad(op: ov.PadV12Op, x, pads_begin, pads_end, *pad_value):
    """Negative pads crop first; the rest grows as numpy's pad modes do (OpenVINO's names)."""
    begin, end = [int(p) for p in pads_begin.reshape(-1)], [int(p) for p in pads_end.reshape(-1)]
    crop = tuple(slice(max(-b, 0), size - max(-e, 0)) for b, e, size in zip(begin, end, x.shape))
    widths = [(max(b, 0), max(e, 0)) for b, e in zip(begin, end)]
    mode = op.property_or_default("pad_mode").data
    if mode == "constant":
        value = pad_value[0].reshape(()) if pad_value else 0
        return (np.pad(x[crop], widths, mode="constant", constant_values=value),)
    return (np.pad(x[crop], widths, mode=mode),)


def _interleave(first: list[int], second: list[int]) -> list[int]:
    return [axis for pair in zip(first, second) for axis in pair]


@kernel(ov.DepthToSpaceV0Op)
def depth_to_space(op: ov.DepthToSpaceV0Op, x):
    block = op.property_or_default("block_size").value.data
    n, channels, *spatial = x.shape
    k = len(spatial)
    depth = channels // block**k
    if op.mode.data == "blocks_first":
        split = x.reshape(n, *[block] * k, depth, *spatial)
        depth_axis, block_axes = k + 1, list(range(1, k + 1))
    else:
        split = x.reshape(n, depth, *[block] * k, *spatial)
        depth_axis, block_axes = 1, list(range(2, k + 2))
    order = [0, depth_axis, *_interleave(list(range(k + 2, 2 * k + 2)), block_axes)]
    return (split.transpose(order).reshape(n, depth, *(d * block for d in spatial)),)


@kernel(ov.SpaceToDepthV0Op)
def space_to_depth(op: ov.SpaceToDepthV0Op, x):
    block = op.property_or_default("block_size").value.data
    n, channels, *spatial = x.shape
    k = len(spatial)
    split = x.reshape(n, channels, *[v for d in spatial for v in (d // block, block)])
    outer, offsets = list(range(2, 2 * k + 2, 2)), list(range(3, 2 * k + 2, 2))
    if op.mode.data == "blocks_first":
        order = [0, *offsets, 1, *outer]
    else:
        order = [0, 1, *offsets, *outer]
    return (split.transpose(order).reshape(n, channels * block**k, *(d // block for d in spatial)),)


@kernel(ov.ShuffleChannelsV0Op)
def shuffle_channels(op: ov.ShuffleChannelsV0Op, x):
    axis = op.property_or_default("axis").value.data % x.ndim
    group = op.property_or_default("group").value.data
    split = x.reshape(*x.shape[:axis], group, x.shape[axis] // group, *x.shape[axis + 1 :])
    return (np.swapaxes(split, axis, axis + 1).reshape(x.shape),)
