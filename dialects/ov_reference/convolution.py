"""Kernels of convolution and pooling."""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel
from ovopt.dialects.shapes import same_pads


def _pads(op: ov.SlidingWindowOp, x: np.ndarray, kernel_size, dilations) -> list[tuple[int, int]]:
    """Explicit (begin, end) pads of each spatial axis, auto_pad resolved."""
    auto_pad = op.property_or_default("auto_pad").data
    strides = list(op.strides.get_values())
    pads = []
    for axis, (k, s, d) in enumerate(zip(kernel_size, strides, dilations)):
        size = x.shape[axis + 2]
        if auto_pad in ("same_upper", "same_lower"):
            pads.append(same_pads(size, s, d * (k - 1) + 1, auto_pad))
        elif auto_pad == "valid":
            pads.append((0, 0))
        else:
            pads.append((op.pads_begin.get_values()[axis], op.pads_end.get_values()[axis]))
    return pads


def _windows(x: np.ndarray, kernel_size, strides, dilations, pads, out_shape, fill: float) -> np.ndarray:
    """Windows of x: [N, C, *out_spatial, *kernel] (padding with `fill`)."""
    spatial = len(kernel_size)
    padded = np.pad(x, [(0, 0), (0, 0), *pads], constant_values=fill)
    extra = [
        max(0, (o - 1) * s + d * (k - 1) + 1 - padded.shape[i + 2])
        for i, (o, s, d, k) in enumerate(zip(out_shape, strides, dilations, kernel_size))
    ]
    if any(extra):  # ceil rounding: the last windows run past the end
        padded = np.pad(padded, [(0, 0), (0, 0), *[(0, e) for e in extra]], constant_values=fill)
    window = [d * (k - 1) + 1 for k, d in zip(kernel_size, dilations)]
    view = sliding_window_view(padded, window, axis=tuple(range(2, 2 + spatial)))
    view = view[(..., *[slice(None, None, d) for d in dilations])]
    return view[(slice(None), slice(None), *[slice(None, o * s, s) for o, s in zip(out_shape, strides)])]


@kernel(ov.ConvolutionV1Op, ov.GroupConvolutionV1Op)
def convolution(op, x, w):
    grouped = isinstance(op, ov.GroupConvolutionV1Op)
    if not grouped:
        w = w[np.newaxis]
    groups = w.shape[0]
    kernel_size = w.shape[3:]
    dilations = list(op.dilations.get_values())
    strides = list(op.strides.get_values())
    out_spatial = op.output.type.get_shape()[2:]
    windows = _windows(x, kernel_size, strides, dilations, _pads(op, x, kernel_size, dilations), out_spatial, 0)
    n, c = x.shape[:2]
    windows = windows.reshape(n, groups, c // groups, *windows.shape[2:])
    spatial = len(kernel_size)
    outs = []
    for g in range(groups):
        # windows[:, g]: [N, Cg, *out, *k]; w[g]: [Og, Cg, *k]
        axes_w = [1, *range(2, 2 + spatial)]
        axes_x = [1, *range(2 + spatial, 2 + 2 * spatial)]
        out = np.tensordot(windows[:, g], w[g], axes=(axes_x, axes_w))  # [N, *out, Og]
        outs.append(np.moveaxis(out, -1, 1))
    return (np.concatenate(outs, axis=1),)


@kernel(ov.MaxPoolV8Op, ov.MaxPoolV14Op)
def max_pool(op: ov.MaxPoolOp, x):
    kernel_size = list(op.kernel.get_values())
    dilations = list(op.dilations.get_values())
    strides = list(op.strides.get_values())
    out_spatial = op.output.type.get_shape()[2:]
    pads = _pads(op, x, kernel_size, dilations)
    positions = np.arange(x.size, dtype=np.int64).reshape(x.shape)
    if op.property_or_default("axis").value.data != 0:
        raise NotImplementedError("MaxPool-8 indices from an axis other than 0")
    windows = _windows(x, kernel_size, strides, dilations, pads, out_spatial, -np.inf)
    index_windows = _windows(positions, kernel_size, strides, dilations, pads, out_spatial, -1)
    flat = windows.reshape(*windows.shape[: 2 + len(kernel_size)], -1)
    flat_index = index_windows.reshape(flat.shape)
    best = np.argmax(flat, axis=-1)
    values = np.take_along_axis(flat, best[..., None], -1)[..., 0]
    indices = np.take_along_axis(flat_index, best[..., None], -1)[..., 0]
    return values, indices


@kernel(ov.AvgPoolV1Op, ov.AvgPoolV14Op)
def avg_pool(op: ov.AvgPoolOp, x):
    kernel_size = list(op.kernel.get_values())
    dilations = [1] * len(kernel_size)
    strides = list(op.strides.get_values())
    out_spatial = op.output.type.get_shape()[2:]
    pads = _pads(op, x, kernel_size, dilations)
    window_axes = tuple(range(-len(kernel_size), 0))
    total = _windows(x, kernel_size, strides, dilations, pads, out_spatial, 0).sum(axis=window_axes)
    # The divisor counts the window's elements inside the data, and inside the padding too
    # unless exclude-pad; never the part of a ceil-mode window past the padding.
    ones = np.ones((1, 1, *x.shape[2:]))
    if op.exclude_pad.value.data:
        counted, count_pads = ones, pads
    else:
        counted, count_pads = np.pad(ones, [(0, 0), (0, 0), *pads], constant_values=1), [(0, 0)] * len(pads)
    count = _windows(counted, kernel_size, strides, dilations, count_pads, out_spatial, 0).sum(axis=window_axes)
    return (total / count,)
