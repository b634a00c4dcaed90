"""Numpy reference kernels of the gna dialect, written from the ops' definitions (not from
their lowering to the opset), so that the interpreter checks convert-gna-to-ov and the GNA
lowering independently. Values are the buffers in physical order.

On integers the kernels compute as GNA does (intel/gna src/gna-lib/kernels, the saturating
"-sat" variants): products summed in int64 from the bias, an int8 affine's row sums times the
row's multiplier, the sum saturated to int32; pooling of the int32 sums (max, or a sum
saturated again); the PWL's fixed-point segments with an arithmetic shift, saturated to int16
(fixed_point.apply_pwl). Two places differ from the library, both only where the library
itself saturates an intermediate sum: it saturates an affine's sum after each chunk of inputs
its internal buffer holds (here once, at the end), and it pools a convolution's unsaturated
int64 sums (here the saturated ones).
"""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ovopt.dialects import gna
from ovopt.dialects.evaluation import kernel
from ovopt.dialects.gna.fixed_point import INT32, FixedSegments, apply_pwl, quantise, saturate
from ovopt.dialects.gna.precisions import is_quantised


def _integers(op) -> bool:
    return is_quantised(op.operands[0].type.get_element_type())


def _sums(values: np.ndarray) -> np.ndarray:
    """GNA's accumulator: int64 sums saturated to int32."""
    return saturate(values, INT32).astype(np.int32)


def _ints(op, name: str) -> list[int]:
    return list(getattr(op, name).get_values())


def _windows(op, x: np.ndarray, kernel_size: list[int], fill: float) -> np.ndarray:
    """[N, out spatial..., C, kernel...]: every window of channels-last `x`."""
    spatial = len(kernel_size)
    strides, begin, end = _ints(op, "strides"), _ints(op, "pads_begin"), _ints(op, "pads_end")
    dilations = _ints(op, "dilations") if hasattr(op, "dilations") else [1] * spatial
    out = op.results[0].type.get_shape()[1:-1]
    extra = [
        max(0, (o - 1) * s + d * (k - 1) + 1 - (n + b + e))  # ceil rounding: a last, partial window
        for o, s, d, k, n, b, e in zip(out, strides, dilations, kernel_size, x.shape[1:-1], begin, end)
    ]
    padding = [(0, 0), *((b, e + x_) for b, e, x_ in zip(begin, end, extra)), (0, 0)]
    padded = np.pad(x, padding, constant_values=fill)
    spans = [d * (k - 1) + 1 for d, k in zip(dilations, kernel_size)]
    views = sliding_window_view(padded, spans, axis=tuple(range(1, spatial + 1)))
    index = (slice(None), *(slice(0, o * s, s) for o, s in zip(out, strides)), slice(None))
    index += tuple(slice(None, None, d) for d in dilations)
    return views[index]


@kernel(gna.ConvolutionOp)
def convolution(op: gna.ConvolutionOp, x, w, bias=None):
    integers = _integers(op)
    if integers:
        x, w, bias = (None if a is None else np.asarray(a, np.int64) for a in (x, w, bias))
    spatial = w.ndim - 2
    windows = _windows(op, x, list(w.shape[1:-1]), 0)  # [N, out..., C_in, k...]
    kernel_axes = tuple(range(w.ndim - 1 + 1, w.ndim - 1 + 1 + spatial))
    filters = np.moveaxis(w, -1, 1)  # [C_out, C_in, k...]
    y = np.tensordot(windows, filters, axes=((w.ndim - 1, *kernel_axes), (1, *range(2, 2 + spatial))))
    y = y if bias is None else y + bias
    return (_sums(y) if integers else y,)


@kernel(gna.MaxPoolOp)
def max_pool(op: gna.MaxPoolOp, x):
    k = _ints(op, "kernel")
    windows = _windows(op, x, k, np.iinfo(x.dtype).min if _integers(op) else -np.inf)
    return (windows.max(axis=tuple(range(-len(k), 0))),)


@kernel(gna.SumPoolOp)
def sum_pool(op: gna.SumPoolOp, x):
    k = _ints(op, "kernel")
    integers = _integers(op)
    sums = _windows(op, np.asarray(x, np.int64) if integers else x, k, 0).sum(axis=tuple(range(-len(k), 0)))
    return (_sums(sums) if integers else sums,)


@kernel(gna.AvgPoolOp)
def avg_pool(op: gna.AvgPoolOp, x):
    k = _ints(op, "kernel")
    axes = tuple(range(-len(k), 0))
    sums = _windows(op, x, k, 0.0).sum(axis=axes)
    if op.exclude_pad.value.data:
        counts = _windows(op, np.ones_like(x), k, 0.0).sum(axis=axes)
        return (sums / counts,)
    return (sums / np.prod(k),)


@kernel(gna.AffineOp)
def affine(op: gna.AffineOp, x, w, bias=None, multipliers=None):
    if not _integers(op):
        y = w @ x  # [O, K] x [K, N]
        return (y if bias is None else y + bias[:, None],)
    y = np.asarray(w, np.int64) @ np.asarray(x, np.int64)
    if multipliers is not None:  # igemm8: each row's int8 products times its multiplier
        y = y * np.asarray(multipliers, np.int64)[:, None]
    if bias is not None:
        y = y + np.asarray(bias, np.int64)[:, None]
    return (_sums(y),)


@kernel(gna.DiagonalOp)
def diagonal(op: gna.DiagonalOp, x, w, b):
    if not _integers(op):
        return (x * w + b,)
    return (_sums(np.asarray(x, np.int64) * np.asarray(w, np.int64) + np.asarray(b, np.int64)),)


@kernel(gna.EltwiseOp)
def eltwise(op: gna.EltwiseOp, a, b):
    return ({"sum": np.add, "sub": np.subtract, "prod": np.multiply}[op.operation.data](a, b),)


@kernel(gna.PwlOp)
def pwl(op: gna.PwlOp, x):
    if _integers(op):
        table = FixedSegments(*(tuple(getattr(op, n).get_values()) for n in ("x_base", "y_base", "fixed_slope")))
        return (apply_pwl(x, table, op.low_precision.value.data),)
    slopes, intercepts, knots = (np.asarray(getattr(op, n).get_values()) for n in ("slopes", "intercepts", "knots"))
    segment = np.clip(np.searchsorted(knots, x, side="right") - 1, 0, len(slopes) - 1)
    return (slopes[segment] * x + intercepts[segment],)


@kernel(gna.QuantizeOp)
def quantize(op: gna.QuantizeOp, x):
    bounds = (-128, 127) if op.low_precision.value.data else (-32768, 32767)
    return (quantise(x, op.scale.value.data, bounds),)


@kernel(gna.DequantizeOp)
def dequantize(op: gna.DequantizeOp, x):
    return ((np.asarray(x, np.float64) / op.data.type.scale).astype(np.float32),)


@kernel(gna.CopyOp, gna.IdentityOp)
def same(op, x):
    return (x,)


@kernel(gna.LayoutCastOp)
def layout_cast(op: gna.LayoutCastOp, x):
    return (np.reshape(x, op.output.type.get_shape()),)


@kernel(gna.CropOp)
def crop(op: gna.CropOp, x):
    return (x[tuple(slice(o, o + s) for o, s in zip(_ints(op, "offsets"), _ints(op, "sizes")))],)


@kernel(gna.ConcatOp)
def concat(op: gna.ConcatOp, *parts):
    return (np.concatenate(parts, axis=op.axis.value.data),)


@kernel(gna.SplitOp)
def split(op: gna.SplitOp, x):
    bounds = np.cumsum(_ints(op, "sizes"))[:-1]
    return tuple(np.split(x, bounds, axis=op.axis.value.data))


@kernel(gna.TransposeOp)
def transpose(op: gna.TransposeOp, x):
    return (x.T,)
