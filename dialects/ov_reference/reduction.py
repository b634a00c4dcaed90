"""Kernels of the reductions."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel

_REDUCE = {
    ov.ReduceMeanV1Op: np.mean,
    ov.ReduceSumV1Op: np.sum,
    ov.ReduceProdV1Op: np.prod,
    ov.ReduceMaxV1Op: np.max,
    ov.ReduceMinV1Op: np.min,
}


@kernel(*_REDUCE)
def reduce(op: ov.ReductionOp, x, axes):
    keep = bool(op.property_or_default("keep_dims").value.data)
    axes = tuple(sorted({int(a) % max(x.ndim, 1) for a in axes.reshape(-1)}))
    return (_REDUCE[type(op)](x, axis=axes, keepdims=keep),)
