"""Kernels of convolution and pooling."""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel
from ovopt.support.shapes import same_pads


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


def _bilinear(image: np.ndarray, y: np.ndarray, x: np.ndarray, pad: bool) -> np.ndarray:
    """image [C, H, W] sampled at the positions y, x (any shape, broadcast): [C, *y.shape].
    With `pad` a position less than a pixel outside the image reads zeros for its corners
    outside; without, only positions inside are read (between corners clamped to the image)."""
    height, width = image.shape[-2:]
    if pad:
        outside = (y <= -1) | (y >= height) | (x <= -1) | (x >= width)
    else:
        outside = (y < 0) | (y >= height) | (x < 0) | (x >= width)
    if pad:
        y0, x0 = np.floor(y).astype(np.int64), np.floor(x).astype(np.int64)
        y1, x1 = y0 + 1, x0 + 1
    else:
        y0, x0 = np.maximum(np.floor(y).astype(np.int64), 0), np.maximum(np.floor(x).astype(np.int64), 0)
        y1, x1 = np.minimum(np.ceil(y).astype(np.int64), height - 1), np.minimum(np.ceil(x).astype(np.int64), width - 1)
    dy, dx = y - y0, x - x0

    def at(rows, cols):
        inside = (rows >= 0) & (rows < height) & (cols >= 0) & (cols < width) & ~outside
        values = image[:, np.clip(rows, 0, height - 1), np.clip(cols, 0, width - 1)]
        return np.where(inside, values, 0)

    return (
        at(y0, x0) * (1 - dy) * (1 - dx)
        + at(y1, x0) * dy * (1 - dx)
        + at(y0, x1) * (1 - dy) * dx
        + at(y1, x1) * dy * dx
    )


@kernel(ov.DeformableConvolutionV8Op)
def deformable_convolution(op: ov.DeformableConvolutionV8Op, data, offsets, filters, mask=None):
    kh, kw = filters.shape[2:]
    dilations = list(op.dilations.get_values())
    (top, left), _ = zip(*_pads(op, data, (kh, kw), dilations))
    (sh, sw), (dh, dw) = op.strides.get_values(), dilations
    groups, deformable = op.group.value.data, op.deformable_group.value.data
    pad = bool(op.property_or_default("bilinear_interpolation_pad").value.data)
    n, channels = data.shape[:2]
    out_h, out_w = offsets.shape[2:]
    rows = (np.arange(out_h) * sh - top)[:, None, None, None] + (np.arange(kh) * dh)[None, None, :, None]
    cols = (np.arange(out_w) * sw - left)[None, :, None, None] + (np.arange(kw) * dw)[None, None, None, :]
    per_deformable = channels // deformable
    output = np.zeros((n, filters.shape[0], out_h, out_w), dtype=np.float64)
    for b in range(n):
        columns = []  # [C, out_h, out_w, kh, kw]
        for g in range(deformable):
            moves = offsets[b, g * 2 * kh * kw : (g + 1) * 2 * kh * kw].reshape(kh, kw, 2, out_h, out_w)
            y = rows + moves[:, :, 0].transpose(2, 3, 0, 1)
            x = cols + moves[:, :, 1].transpose(2, 3, 0, 1)
            image = data[b, g * per_deformable : (g + 1) * per_deformable].astype(np.float64)
            sampled = _bilinear(image, y, x, pad)
            if mask is not None:
                sampled = sampled * mask[b, g * kh * kw : (g + 1) * kh * kw].reshape(kh, kw, out_h, out_w).transpose(
                    2, 3, 0, 1
                )
            columns.append(sampled)
        sampled = np.concatenate(columns)
        per_group_in, per_group_out = channels // groups, filters.shape[0] // groups
        for g in range(groups):
            w = filters[g * per_group_out : (g + 1) * per_group_out].astype(np.float64)
            x_group = sampled[g * per_group_in : (g + 1) * per_group_in]
            output[b, g * per_group_out : (g + 1) * per_group_out] = np.einsum("chwij,ocij->ohw", x_group, w)
    return (output.astype(data.dtype),)
