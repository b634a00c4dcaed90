"""Kernels of the element-wise ops."""

from __future__ import annotations

import math

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import aligned, binary_kernels, kernel, unary_kernels
from ovopt.support import elements

erf = np.vectorize(math.erf, otypes=[np.float64])

_UNARY = {
    ov.ReluV0Op: lambda x: np.maximum(x, 0),
    ov.SigmoidV0Op: lambda x: 1 / (1 + np.exp(-x)),
    ov.TanhV0Op: np.tanh,
    ov.ExpV0Op: np.exp,
    ov.LogV0Op: np.log,
    ov.SqrtV0Op: np.sqrt,
    ov.AbsV0Op: np.abs,
    ov.NegativeV0Op: np.negative,
    ov.FloorV0Op: np.floor,
    ov.CeilingV0Op: np.ceil,
    ov.ErfV0Op: erf,
}
unary_kernels(__name__, _UNARY)

_BINARY = {
    ov.AddV1Op: np.add,
    ov.SubtractV1Op: np.subtract,
    ov.MultiplyV1Op: np.multiply,
    ov.MaximumV1Op: np.maximum,
    ov.MinimumV1Op: np.minimum,
    ov.PowerV1Op: np.power,
}
binary_kernels(__name__, _BINARY)


@kernel(ov.DivideV1Op)
def divide(op: ov.DivideV1Op, a, b):
    a, b = aligned(op, a, b)
    if np.issubdtype(a.dtype, np.integer):
        if op.property_or_default("m_pythondiv").value.data:
            return (np.floor_divide(a, b),)
        return ((np.trunc(a / b)).astype(a.dtype),)
    return (a / b,)


@kernel(ov.ConstantV0Op)
def constant(op: ov.ConstantV0Op):
    return (elements.numpy_from_dense(op.value),)


@kernel(ov.ConvertV0Op, ov.ConvertLikeV1Op)
def convert(op: ov.ConvertV0Op | ov.ConvertLikeV1Op, x, like=None):
    target = elements.numpy_dtype(op.output.type.element_type)
    if np.issubdtype(target, np.integer) and np.issubdtype(x.dtype, np.floating):
        x = np.trunc(x)
    return (x.astype(target),)
