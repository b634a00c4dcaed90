"""Kernel of Interpolate: one axis at a time, by the weight matrices ONNX's Resize uses
(`resize_weights`), the output length whole as OpenVINO takes it.

Covers the nearest, linear_onnx and cubic modes; the pillow modes, `linear`, antialiasing and
nearest mode `simple` are not modelled.
"""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov.interpolation import scaled_length
from ovopt.dialects.ov_reference.core import kernel
from ovopt.support.resampling import resize_weights

MODES = {"nearest": "nearest", "linear_onnx": "linear", "cubic": "cubic"}


@kernel(ov.InterpolateV11Op)
def interpolate(op: ov.InterpolateV11Op, x, scales_or_sizes, axes=None):
    mode = MODES.get(op.mode.data)
    nearest_mode = op.property_or_default("nearest_mode").data
    if mode is None or op.property_or_default("antialias").value.data or nearest_mode == "simple":
        raise NotImplementedError(f"Interpolate kernel for mode {op.mode.data}, antialias or nearest mode simple")
    begin, end = (list(getattr(op, name).get_values()) for name in ("pads_begin", "pads_end"))
    pads = [(begin[i] if i < len(begin) else 0, end[i] if i < len(end) else 0) for i in range(x.ndim)]
    y = np.pad(x.astype(np.float64), pads)
    axes = list(range(x.ndim)) if axes is None else [int(a) % x.ndim for a in axes.reshape(-1)]
    by_sizes = op.shape_calculation_mode.data == "sizes"
    transform = op.property_or_default("coordinate_transformation_mode").data
    cubic_a = op.property_or_default("cube_coeff").value.data
    for axis, value in zip(axes, scales_or_sizes.reshape(-1)):
        size = y.shape[axis]
        length = int(value) if by_sizes else scaled_length(size, float(value))
        scale = length / size if by_sizes else float(value)
        weights, _ = resize_weights(mode, transform, size, length, scale, length, nearest_mode, cubic_a)
        y = np.moveaxis(np.tensordot(weights, y, axes=([1], [axis])), 0, axis)
    if np.issubdtype(x.dtype, np.integer):  # rounded half to even, saturated
        limits = np.iinfo(x.dtype)
        y = np.clip(np.rint(y), limits.min, limits.max)
    return (y,)
