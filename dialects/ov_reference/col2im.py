"""Kernel of Col2Im: every column's block added into the padded image, the padding cut off."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel


@kernel(ov.Col2ImV15Op)
def col2im(op: ov.Col2ImV15Op, data, output_size, kernel_size):
    (height, width), (kh, kw) = (int(v) for v in output_size), (int(v) for v in kernel_size)
    (sh, sw), (dh, dw) = op.strides.get_values(), op.dilations.get_values()
    (top, left), (bottom, right) = op.pads_begin.get_values(), op.pads_end.get_values()
    batched = data if data.ndim == 3 else data[None]
    n, columns, _ = batched.shape
    channels = columns // (kh * kw)
    padded_h, padded_w = height + top + bottom, width + left + right
    blocks_w = (padded_w - dw * (kw - 1) - 1) // sw + 1
    blocks_h = (padded_h - dh * (kh - 1) - 1) // sh + 1
    taps = batched.reshape(n, channels, kh, kw, blocks_h, blocks_w)
    image = np.zeros((n, channels, padded_h, padded_w), dtype=data.dtype)
    for i in range(kh):
        for j in range(kw):
            rows = slice(i * dh, i * dh + sh * (blocks_h - 1) + 1, sh)
            cols = slice(j * dw, j * dw + sw * (blocks_w - 1) + 1, sw)
            image[:, :, rows, cols] += taps[:, :, i, j]
    image = image[:, :, top : top + height, left : left + width]
    return (image if data.ndim == 3 else image[0],)
