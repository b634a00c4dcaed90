"""Numpy reference kernels of the ov dialect: one per op, shared by constant folding, shape
evaluation during type inference, and the interpreter that checks lowerings.

A kernel takes the op and its operands as numpy arrays and returns one array per result.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from xdsl.interpreter import Interpreter, InterpreterFunctions, impl, register_impls
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import elements, ov
from ovopt.dialects.ov_shapes import shape_of

Kernel = Callable[..., tuple[np.ndarray, ...]]
KERNELS: dict[type[Operation], Kernel] = {}

# Type inference evaluates small integer subgraphs (shapes, axes); never weights.
EVALUATE_LIMIT = 1 << 12


def kernel(*op_types: type[Operation]):
    def register(function: Kernel) -> Kernel:
        for op_type in op_types:
            KERNELS[op_type] = function
        return function

    return register


def run(op: Operation, *args: np.ndarray) -> tuple[np.ndarray, ...]:
    """The results of `op` on `args`, cast to the op's result element types."""
    results = KERNELS[type(op)](op, *args)
    return tuple(
        np.asarray(r, dtype=elements.numpy_dtype(t.element_type)) for r, t in zip(results, op.result_types)
    )


def evaluate(value: SSAValue, depth: int = 0) -> np.ndarray | None:
    """The compile-time value of a small ov value, or None when it depends on model inputs."""
    op = value.owner
    if isinstance(op, ov.ConstantV0Op):
        return elements.numpy_from_dense(op.value)
    if isinstance(op, ov.ShapeOfV3Op):
        shape = shape_of(op.input.type)
        if shape is None or None in shape:
            return None
        return np.array(shape, dtype=elements.numpy_dtype(op.output.type.element_type))
    if not isinstance(op, Operation) or type(op) not in KERNELS or depth > 32:
        return None
    result_shape = shape_of(value.type)
    if result_shape is None or None in result_shape or math.prod(result_shape) > EVALUATE_LIMIT:
        return None
    args = []
    for operand in op.operands:
        arg = evaluate(operand, depth + 1)
        if arg is None:
            return None
        args.append(arg)
    return run(op, *args)[value.index]


# -- kernels ---------------------------------------------------------------------------------

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
    ov.ErfV0Op: np.vectorize(math.erf, otypes=[np.float64]),
}
for _op, _function in _UNARY.items():
    kernel(_op)(lambda op, x, f=_function: (f(x),))

_BINARY = {
    ov.AddV1Op: np.add,
    ov.SubtractV1Op: np.subtract,
    ov.MultiplyV1Op: np.multiply,
    ov.MaximumV1Op: np.maximum,
    ov.MinimumV1Op: np.minimum,
    ov.PowerV1Op: np.power,
}
for _op, _function in _BINARY.items():
    kernel(_op)(lambda op, a, b, f=_function: (f(a, b),))


@kernel(ov.DivideV1Op)
def divide(op: ov.DivideV1Op, a, b):
    if np.issubdtype(a.dtype, np.integer):
        if op.property_or_default("m_pythondiv").value.data:
            return (np.floor_divide(a, b),)
        return ((np.trunc(a / b)).astype(a.dtype),)
    return (a / b,)


@kernel(ov.ConstantV0Op)
def constant(op: ov.ConstantV0Op):
    return (elements.numpy_from_dense(op.value),)


@kernel(ov.ConvertV0Op)
def convert(op: ov.ConvertV0Op, x):
    target = elements.numpy_dtype(op.destination_type)
    if np.issubdtype(target, np.integer) and np.issubdtype(x.dtype, np.floating):
        x = np.trunc(x)
    return (x.astype(target),)


def _pads(op: ov.SlidingWindowOp, x: np.ndarray, kernel_size, dilations) -> list[tuple[int, int]]:
    """Explicit (begin, end) pads of each spatial axis, auto_pad resolved."""
    auto_pad = op.property_or_default("auto_pad").data
    strides = list(op.strides.get_values())
    pads = []
    for axis, (k, s, d) in enumerate(zip(kernel_size, strides, dilations)):
        size = x.shape[axis + 2]
        if auto_pad in ("same_upper", "same_lower"):
            total = max((math.ceil(size / s) - 1) * s + d * (k - 1) + 1 - size, 0)
            small, large = total // 2, total - total // 2
            pads.append((small, large) if auto_pad == "same_upper" else (large, small))
        elif auto_pad == "valid":
            pads.append((0, 0))
        else:
            pads.append((op.pads_begin.get_values()[axis], op.pads_end.get_values()[axis]))
    return pads


def _windows(x: np.ndarray, kernel_size, strides, dilations, pads, out_shape, fill: float) -> np.ndarray:
    """Windows of x: [N, C, *out_spatial, *kernel] (padding with `fill`)."""
    spatial = len(kernel_size)
    padded = np.pad(x, [(0, 0), (0, 0), *pads], constant_values=fill)
    extra = [max(0, (o - 1) * s + d * (k - 1) + 1 - padded.shape[i + 2]) for i, (o, s, d, k) in enumerate(zip(out_shape, strides, dilations, kernel_size))]
    if any(extra):  # ceil rounding: the last windows run past the end
        padded = np.pad(padded, [(0, 0), (0, 0), *[(0, e) for e in extra]], constant_values=fill)
    window = [d * (k - 1) + 1 for k, d in zip(kernel_size, dilations)]
    view = sliding_window_view(padded, window, axis=tuple(range(2, 2 + spatial)))
    view = view[(..., *[slice(None, None, d) for d in dilations])]
    return view[(slice(None), slice(None), *[slice(None, o * s, s) for o, s in zip(out_shape, strides)])]


@kernel(ov.ConvolutionV1Op, ov.GroupConvolutionV1Op)
def convolution(op, x, w):
    grouped = isinstance(op, ov.GroupConvolutionV1Op)
    if not grouped:
        w = w[np.newaxis]
    groups = w.shape[0]
    kernel_size = w.shape[3:]
    dilations = list(op.dilations.get_values())
    strides = list(op.strides.get_values())
    out_spatial = op.output.type.get_shape()[2:]
    windows = _windows(x, kernel_size, strides, dilations, _pads(op, x, kernel_size, dilations), out_spatial, 0)
    n, c = x.shape[:2]
    windows = windows.reshape(n, groups, c // groups, *windows.shape[2:])
    spatial = len(kernel_size)
    outs = []
    for g in range(groups):
        # windows[:, g]: [N, Cg, *out, *k]; w[g]: [Og, Cg, *k]
        axes_w = [1, *range(2, 2 + spatial)]
        axes_x = [1, *range(2 + spatial, 2 + 2 * spatial)]
        out = np.tensordot(windows[:, g], w[g], axes=(axes_x, axes_w))  # [N, *out, Og]
        outs.append(np.moveaxis(out, -1, 1))
    return (np.concatenate(outs, axis=1),)


@kernel(ov.MaxPoolV8Op, ov.MaxPoolV14Op)
def max_pool(op: ov.MaxPoolOp, x):
    kernel_size = list(op.kernel.get_values())
    dilations = list(op.dilations.get_values())
    strides = list(op.strides.get_values())
    out_spatial = op.output.type.get_shape()[2:]
    pads = _pads(op, x, kernel_size, dilations)
    positions = np.arange(x.size, dtype=np.int64).reshape(x.shape)
    if op.property_or_default("axis").value.data != 0:
        raise NotImplementedError("MaxPool-8 indices from an axis other than 0")
    windows = _windows(x, kernel_size, strides, dilations, pads, out_spatial, -np.inf)
    index_windows = _windows(positions, kernel_size, strides, dilations, pads, out_spatial, -1)
    flat = windows.reshape(*windows.shape[: 2 + len(kernel_size)], -1)
    flat_index = index_windows.reshape(flat.shape)
    best = np.argmax(flat, axis=-1)
    values = np.take_along_axis(flat, best[..., None], -1)[..., 0]
    indices = np.take_along_axis(flat_index, best[..., None], -1)[..., 0]
    return values, indices


@kernel(ov.AvgPoolV1Op, ov.AvgPoolV14Op)
def avg_pool(op: ov.AvgPoolOp, x):
    kernel_size = list(op.kernel.get_values())
    dilations = [1] * len(kernel_size)
    strides = list(op.strides.get_values())
    out_spatial = op.output.type.get_shape()[2:]
    pads = _pads(op, x, kernel_size, dilations)
    window_axes = tuple(range(-len(kernel_size), 0))
    total = _windows(x, kernel_size, strides, dilations, pads, out_spatial, 0).sum(axis=window_axes)
    # The divisor counts the window's elements inside the data, and inside the padding too
    # unless exclude-pad; never the part of a ceil-mode window past the padding.
    ones = np.ones((1, 1, *x.shape[2:]))
    if op.exclude_pad.value.data:
        counted, count_pads = ones, pads
    else:
        counted, count_pads = np.pad(ones, [(0, 0), (0, 0), *pads], constant_values=1), [(0, 0)] * len(pads)
    count = _windows(counted, kernel_size, strides, dilations, count_pads, out_spatial, 0).sum(axis=window_axes)
    return (total / count,)


@kernel(ov.MatMulV0Op)
def matmul(op: ov.MatMulV0Op, a, b):
    if op.property_or_default("transpose_a").value.data and a.ndim > 1:
        a = np.swapaxes(a, -1, -2)
    if op.property_or_default("transpose_b").value.data and b.ndim > 1:
        b = np.swapaxes(b, -1, -2)
    return (np.matmul(a, b),)


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
    if batch_dims != 0:
        raise NotImplementedError("Gather-8 with batch_dims")
    indices = np.where(indices < 0, indices + x.shape[axis], indices)
    return (np.take(x, indices, axis=axis),)


class OvReference(InterpreterFunctions):
    """Runs ov ops in xDSL's interpreter with the kernels above (values are numpy arrays)."""


def _interpreter_impl(op_type: type[Operation]):
    def run_op(functions: OvReference, interpreter: Interpreter, op: Operation, args: tuple[Any, ...]):
        return run(op, *(np.asarray(a) for a in args))

    return impl(op_type)(run_op)


for _op_type in KERNELS:
    setattr(OvReference, f"run_{_op_type.__name__}", _interpreter_impl(_op_type))
OvReference = register_impls(OvReference)
