"""Kernels of the normalisation ops."""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel


@kernel(ov.BatchNormInferenceV5Op)
def batch_norm(op: ov.BatchNormInferenceV5Op, x, gamma, beta, mean, variance):
    shape = [1, -1] + [1] * (x.ndim - 2)
    epsilon = op.epsilon.value.data
    scale = gamma / np.sqrt(variance + epsilon)
    return (x * scale.reshape(shape) + (beta - mean * scale).reshape(shape),)


@kernel(ov.SoftmaxV8Op)
def softmax(op: ov.SoftmaxV8Op, x):
    axis = op.property_or_default("axis").value.data
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return (e / e.sum(axis=axis, keepdims=True),)


@kernel(ov.LogSoftmaxV5Op)
def log_softmax(op: ov.LogSoftmaxV5Op, x):
    axis = op.property_or_default("axis").value.data
    shifted = x - x.max(axis=axis, keepdims=True)
    return (shifted - np.log(np.exp(shifted).sum(axis=axis, keepdims=True)),)


@kernel(ov.LRNV0Op)
def lrn(op: ov.LRNV0Op, x, axes):
    size = op.size.value.data
    alpha, beta, bias = op.alpha.value.data, op.beta.value.data, op.bias.value.data
    axes = [int(a) % x.ndim for a in axes.reshape(-1)]
    squares = x.astype(np.float64) ** 2
    pads = [(0, 0)] * x.ndim
    for axis in axes:
        pads[axis] = ((size - 1) // 2, size // 2)
    padded = np.pad(squares, pads)
    window = [size if i in axes else 1 for i in range(x.ndim)]
    sums = sliding_window_view(padded, window).sum(axis=tuple(range(x.ndim, 2 * x.ndim)))
    count = size ** len(axes)
    return (x / (bias + alpha / count * sums) ** beta,)


@kernel(ov.MVNV6Op)
def mvn(op: ov.MVNV6Op, x, axes):
    axes = tuple(sorted({int(a) % x.ndim for a in axes.reshape(-1)}))
    centred = x - x.mean(axis=axes, keepdims=True)
    if not op.normalize_variance.value.data:
        return (centred,)
    variance = (centred**2).mean(axis=axes, keepdims=True)
    eps = op.eps.value.data
    if op.eps_mode.data == "inside_sqrt":
        return (centred / np.sqrt(variance + eps),)
    return (centred / (np.sqrt(variance) + eps),)


@kernel(ov.GroupNormalizationV12Op)
def group_normalization(op: ov.GroupNormalizationV12Op, x, scale, bias):
    groups = op.num_groups.value.data
    grouped = x.reshape(x.shape[0], groups, -1)
    centred = grouped - grouped.mean(axis=2, keepdims=True)
    normalized = (centred / np.sqrt((centred**2).mean(axis=2, keepdims=True) + op.epsilon.value.data)).reshape(x.shape)
    per_channel = [1, -1] + [1] * (x.ndim - 2)
    return (normalized * scale.reshape(per_channel) + bias.reshape(per_channel),)
