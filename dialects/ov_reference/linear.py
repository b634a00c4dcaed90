"""Kernels of the linear-algebra ops."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel


@kernel(ov.MatMulV0Op)
def matmul(op: ov.MatMulV0Op, a, b):
    if op.property_or_default("transpose_a").value.data and a.ndim > 1:
        a = np.swapaxes(a, -1, -2)
    if op.property_or_default("transpose_b").value.data and b.ndim > 1:
        b = np.swapaxes(b, -1, -2)
    return (np.matmul(a, b),)
