"""Kernels of the transposed convolutions."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel


@kernel(ov.ConvolutionBackpropDataV1Op, ov.GroupConvolutionBackpropDataV1Op)
def convolution_backprop(op: ov.BackpropDataOp, x, w):
    if isinstance(op, ov.ConvolutionBackpropDataV1Op):
        w = w[np.newaxis]  # one group: [1, C_IN, C_OUT, ...]
    groups, _, out_per_group, *kernel_size = w.shape
    strides, dilations, output_padding = (
        list(getattr(op, name).get_values()) for name in ("strides", "dilations", "output_padding")
    )
    spatial = len(kernel_size)
    if op.property_or_default("auto_pad").data == "valid":
        begin, end = [0] * spatial, [0] * spatial
    else:
        begin, end = list(op.pads_begin.get_values()), list(op.pads_end.get_values())
    sizes = x.shape[2:]
    full = [
        s * (i - 1) + d * (k - 1) + 1 + p
        for s, i, d, k, p in zip(strides, sizes, dilations, kernel_size, output_padding)
    ]
    n, c = x.shape[:2]
    grouped = x.reshape(n, groups, c // groups, *sizes)
    result = np.zeros([n, groups, out_per_group, *full], dtype=np.result_type(x, w))
    for offset in np.ndindex(*kernel_size):
        # every input element times this kernel tap, placed stride apart from the tap's position
        contribution = np.einsum("ngc...,gco->ngo...", grouped, w[(slice(None),) * 3 + offset])
        window = tuple(
            slice(d * o, d * o + s * (i - 1) + 1, s) for d, o, s, i in zip(dilations, offset, strides, sizes)
        )
        result[(slice(None),) * 3 + window] += contribution
    result = result.reshape(n, groups * out_per_group, *full)
    return (result[(slice(None), slice(None), *(slice(b, f - e) for b, f, e in zip(begin, full, end)))],)
