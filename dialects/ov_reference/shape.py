"""Kernels of shape manipulation and data movement."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel


@kernel(ov.ReshapeV1Op)
def reshape(op: ov.ReshapeV1Op, x, shape):
    return (x.reshape(op.output.type.get_shape()),)


@kernel(ov.TransposeV1Op)
def transpose(op: ov.TransposeV1Op, x, order):
    perm = [int(v) for v in order.reshape(-1)] or None
    return (np.transpose(x, perm),)


@kernel(ov.ConcatV0Op)
def concat(op: ov.ConcatV0Op, *xs):
    return (np.concatenate(xs, axis=op.axis.value.data),)


@kernel(ov.ShapeOfV3Op)
def shape_of_kernel(op: ov.ShapeOfV3Op, x):
    return (np.array(x.shape, dtype=np.int64),)


@kernel(ov.BroadcastV3Op)
def broadcast(op: ov.BroadcastV3Op, x, shape):
    return (np.broadcast_to(x, op.output.type.get_shape()).copy(),)


@kernel(ov.UnsqueezeV0Op, ov.SqueezeV0Op)
def squeeze_or_unsqueeze(op, x, axes):
    return (x.reshape(op.output.type.get_shape()),)


@kernel(ov.GatherV8Op)
def gather(op: ov.GatherV8Op, x, indices, axis):
    axis = int(axis.reshape(-1)[0]) % x.ndim
    batch_dims = op.property_or_default("batch_dims").value.data
    batch_dims += indices.ndim if batch_dims < 0 else 0
    indices = np.where(indices < 0, indices + x.shape[axis], indices)
    if batch_dims == 0:
        return (np.take(x, indices, axis=axis),)
    # each of the leading batch_dims positions gathers from its own slice of data
    out_shape = x.shape[:axis] + indices.shape[batch_dims:] + x.shape[axis + 1 :]
    out = np.empty(out_shape, dtype=x.dtype)
    for position in np.ndindex(*x.shape[:batch_dims]):
        out[position] = np.take(x[position], indices[position], axis=axis - batch_dims)
    return (out,)
