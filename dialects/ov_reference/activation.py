"""Kernels of the activations."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel, unary_kernels
from ovopt.dialects.ov_reference.elementwise import erf


def _elu(x, alpha):
    return np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0)))


def _softplus(x):
    return np.logaddexp(0, x)


_UNARY = {
    ov.HSwishV4Op: lambda x: x * np.clip(x + 3, 0, 6) / 6,
    ov.HSigmoidV5Op: lambda x: np.clip(x + 3, 0, 6) / 6,
    ov.SoftPlusV4Op: _softplus,
    ov.SoftSignV9Op: lambda x: x / (1 + np.abs(x)),
    ov.MishV4Op: lambda x: x * np.tanh(_softplus(x)),
}
unary_kernels(__name__, _UNARY)


@kernel(ov.EluV0Op)
def elu(op: ov.EluV0Op, x):
    return (_elu(x, op.alpha.value.data),)


@kernel(ov.SeluV0Op)
def selu(op: ov.SeluV0Op, x, alpha, lambda_):
    return (lambda_.reshape(()) * _elu(x, alpha.reshape(())),)


@kernel(ov.HardSigmoidV0Op)
def hard_sigmoid(op: ov.HardSigmoidV0Op, x, alpha, beta):
    return (np.clip(alpha.reshape(()) * x + beta.reshape(()), 0, 1),)


@kernel(ov.PReluV0Op)
def prelu(op: ov.PReluV0Op, x, slope):
    if slope.ndim == 1 and x.ndim >= 2 and slope.shape[0] == x.shape[1]:
        slope = slope.reshape(-1, *[1] * (x.ndim - 2))  # along the channels
    return (np.where(x < 0, slope * x, x),)


@kernel(ov.GeluV7Op)
def gelu(op: ov.GeluV7Op, x):
    if op.property_or_default("approximation_mode").data == "TANH":
        return (0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x**3))),)
    return (0.5 * x * (1 + erf(x / np.sqrt(2))),)


@kernel(ov.SwishV4Op)
def swish(op: ov.SwishV4Op, x, beta=None):
    beta = 1.0 if beta is None else beta.reshape(())
    return (x / (1 + np.exp(-beta * x)),)
