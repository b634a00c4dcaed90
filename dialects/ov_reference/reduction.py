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
    ov.ReduceL1V4Op: lambda x, axis, keepdims: np.sum(np.abs(x), axis=axis, keepdims=keepdims),
    ov.ReduceL2V4Op: lambda x, axis, keepdims: np.sqrt(np.sum(np.square(x), axis=axis, keepdims=keepdims)),
    ov.ReduceLogicalAndV1Op: np.all,
    ov.ReduceLogicalOrV1Op: np.any,
}


@kernel(*_REDUCE)
def reduce(op: ov.ReductionOp, x, axes):
    keep = bool(op.property_or_default("keep_dims").value.data)
    axes = tuple(sorted({int(a) % max(x.ndim, 1) for a in axes.reshape(-1)}))
    if x.ndim == 0 and axes:  # a scalar reduced along axis 0, as OpenVINO takes it: a vector of one
        x = x.reshape(1)
    return (_REDUCE[type(op)](x, axis=axes, keepdims=keep),)
