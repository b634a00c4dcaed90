"""Kernels of the comparisons, logical operations and Select."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import aligned, binary_kernels, kernel

_BINARY = {
    ov.EqualV1Op: np.equal,
    ov.NotEqualV1Op: np.not_equal,
    ov.LessV1Op: np.less,
    ov.GreaterV1Op: np.greater,
    ov.LessEqualV1Op: np.less_equal,
    ov.GreaterEqualV1Op: np.greater_equal,
    ov.LogicalAndV1Op: np.logical_and,
    ov.LogicalOrV1Op: np.logical_or,
    ov.LogicalXorV1Op: np.logical_xor,
}
binary_kernels(__name__, _BINARY)


@kernel(ov.LogicalNotV1Op)
def logical_not(op: ov.LogicalNotV1Op, x):
    return (np.logical_not(x),)


@kernel(ov.SelectV1Op)
def select(op: ov.SelectV1Op, cond, then, else_):
    then, else_, cond = aligned(op, then, else_, cond)  # with pdpd: both onto then, of the result's rank
    return (np.where(cond, then, else_),)
