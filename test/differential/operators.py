"""One builder per ONNX operator the generator draws: it picks operands the operator's schema
accepts, draws attributes, and bounds the result (see generator.py). A builder returns the
operator types it added (its guards included)."""

from __future__ import annotations

import math

import numpy as np
from generator import (
    BOOL,
    FLOAT,
    INT32,
    INT64,
    Builder,
    Value,
    add_frac,
    broadcast_partner,
    corners,
    in_range,
    like,
    mul_frac,
)
from hypothesis import strategies as st


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


# name -> (result bounds of the operand's bounds, keeps exactness, needs an exact operand, domain floor)
UNARY = {
    "Abs": (lambda lo, hi: (0.0 if lo <= 0 <= hi else min(abs(lo), abs(hi)), max(abs(lo), abs(hi))), True, False),
    "Neg": (lambda lo, hi: (-hi, -lo), True, False),
    "Relu": (lambda lo, hi: (max(lo, 0.0), max(hi, 0.0)), True, False),
    "Floor": (lambda lo, hi: (math.floor(lo), math.floor(hi)), True, True),
    "Ceil": (lambda lo, hi: (math.ceil(lo), math.ceil(hi)), True, True),
    "Sign": (lambda lo, hi: (-1.0, 1.0), True, True),
    "Sigmoid": (lambda lo, hi: (_sigmoid(lo), _sigmoid(hi)), False, False),
    "Tanh": (lambda lo, hi: (math.tanh(lo), math.tanh(hi)), False, False),
    "Erf": (lambda lo, hi: (math.erf(lo), math.erf(hi)), False, False),
    "Softplus": (lambda lo, hi: (0.0, max(hi, 0.0) + 1.0), False, False),
    "Exp": (lambda lo, hi: (math.exp(lo), math.exp(hi)), False, False),
    "Sqrt": (lambda lo, hi: (math.sqrt(lo), math.sqrt(hi)), False, False),
    "Log": (lambda lo, hi: (math.log(lo), math.log(hi)), False, False),
    "Reciprocal": (lambda lo, hi: (1 / hi, 1 / lo), False, False),
    "Sin": (lambda lo, hi: (-1.0, 1.0), False, False),
    "Cos": (lambda lo, hi: (-1.0, 1.0), False, False),
}
DOMAIN_FLOOR = {"Sqrt": 0.0, "Log": 0.25, "Reciprocal": 0.5}


def unary(op: str):
    bounds, keeps_exact, needs_exact = UNARY[op]

    def build(b: Builder) -> None:
        accepts = (lambda v: v.exact) if needs_exact else (lambda v: True)
        if op == "Exp":
            accepts = lambda v: v.high <= 8  # noqa: E731
        if op in ("Sin", "Cos"):
            accepts = lambda v: v.bound <= 100  # noqa: E731
        x = b.float_operand(accepts)
        if op in DOMAIN_FLOOR:
            x = b.positive(x, DOMAIN_FLOOR[op])
        low, high = bounds(x.low, x.high)
        b.node(op, [x], like(x, low, high, x.frac_bits if keeps_exact else None))

    return build


def activation(op: str):
    """The activations with attributes."""

    def build(b: Builder) -> None:
        x = b.float_operand(lambda v: v.high <= 30)
        alpha = b.draw(st.sampled_from([0.01, 0.1, 0.5, 1.0, 1.5]))
        if op == "LeakyRelu":
            b.node(op, [x], like(x, min(x.low * alpha, x.low), max(x.high, x.high * alpha)), alpha=alpha)
        elif op == "Elu":
            b.node(op, [x], like(x, -alpha, max(x.high, 0.0)), alpha=alpha)
        elif op == "HardSigmoid":
            beta = b.draw(st.sampled_from([0.5, 0.25]))
            b.node(op, [x], like(x, 0.0, 1.0), alpha=alpha / 2, beta=beta)
        elif op == "Selu":
            b.node(op, [x], like(x, -1.76, 1.06 * max(x.high, 0.0)))
        elif op == "Clip":
            low = b.draw(st.sampled_from([-1.5, -0.5, 0.0]))
            high = low + b.draw(st.sampled_from([0.5, 1.0, 2.0]))
            bounds = [b.constant(np.asarray(low, FLOAT), 1), b.constant(np.asarray(high, FLOAT), 1)]
            if b.draw(st.booleans()):
                bounds = bounds[:1]
                high = max(high, x.high)
            b.node(op, [x, *bounds], like(x, low, high, add_frac(x, *bounds)))
        elif op == "Softmax":
            axis = b.draw(st.integers(-len(x.shape), len(x.shape) - 1))
            b.node(op, [x], like(x, 0.0, 1.0), axis=axis)

    return build


BINARY = ("Add", "Sub", "Mul", "Div", "Max", "Min")


def binary(op: str):
    def build(b: Builder) -> None:
        dtype = b.draw(st.sampled_from([FLOAT, FLOAT, INT32, INT64]))
        a = b.operand(lambda v: v.dtype is dtype, lambda: b.new_input(dtype, b.shape()))
        c = broadcast_partner(b, a)
        if b.draw(st.booleans()) and op != "Div":
            a, c = c, a  # the broadcast operand first
        if op == "Div":
            c = b.positive(c, 0.5 if dtype is FLOAT else 1)
        shape = np.broadcast_shapes(a.shape, c.shape)
        if op == "Add":
            low, high, frac = a.low + c.low, a.high + c.high, add_frac(a, c)
        elif op == "Sub":
            low, high, frac = a.low - c.high, a.high - c.low, add_frac(a, c)
        elif op == "Mul":
            (low, high), frac = corners(a, c, lambda x, y: x * y), mul_frac(a, c)
        elif op == "Div":
            (low, high), frac = corners(a, c, lambda x, y: x / y), (0 if dtype is not FLOAT else None)
        else:
            function = max if op == "Max" else min
            (low, high), frac = corners(a, c, function), add_frac(a, c)
        if in_range(low, high, dtype):
            b.node(op, [a, c], like(a, low, high, frac, shape=shape))

    return build


def comparison(op: str):
    def build(b: Builder) -> None:
        a = b.operand(lambda v: v.dtype is not BOOL and v.exact, lambda: b.new_input(FLOAT, b.shape()))
        c = broadcast_partner(b, a)
        if c.is_float and not c.exact:
            return
        b.node(op, [a, c], like(a, 0, 1, 0, shape=np.broadcast_shapes(a.shape, c.shape), dtype=BOOL))

    return build


def logical(op: str):
    def build(b: Builder) -> None:
        a = b.operand(lambda v: v.dtype is BOOL, lambda: b.new_input(BOOL, b.shape()))
        if op == "Not":
            b.node(op, [a], like(a, 0, 1, 0))
            return
        c = broadcast_partner(b, a)
        b.node(op, [a, c], like(a, 0, 1, 0, shape=np.broadcast_shapes(a.shape, c.shape)))

    return build


def where(b: Builder) -> None:
    condition = b.operand(lambda v: v.dtype is BOOL, lambda: b.new_input(BOOL, b.shape()))
    x = broadcast_partner(b, condition, FLOAT)
    y = broadcast_partner(b, condition, FLOAT)
    b.node("Where", [condition, x, y], like(x, min(x.low, y.low), max(x.high, y.high), add_frac(x, y), condition.shape))


def cast(b: Builder) -> None:
    x = b.operand(lambda v: v.exact and v.bound < 2**24, lambda: b.new_input(FLOAT, b.shape()))
    targets = [t for t in (FLOAT, INT32, INT64, BOOL) if t is not x.dtype]
    to = b.draw(st.sampled_from(targets))
    element = {FLOAT: 1, INT32: 6, INT64: 7, BOOL: 9}[to]
    if to is BOOL:
        low, high = 0, 1
    elif x.is_float:  # toward zero
        low, high = math.trunc(x.low), math.trunc(x.high)
    else:
        low, high = x.low, x.high
    b.node("Cast", [x], like(x, low, high, 0 if to is not FLOAT else (x.frac_bits or 0), dtype=to), to=element)


def matmul(b: Builder) -> None:
    a = b.float_operand(lambda v: v.bound <= 100)
    k = a.shape[-1]
    n = b.draw(st.integers(1, 6))
    if len(a.shape) == 1:
        shape = b.draw(st.sampled_from([(k,), (k, n)]))
    else:
        shape = b.draw(st.sampled_from([(k, n), (*a.shape[:-2], k, n)]))
    w = b.weights(shape) if b.draw(st.booleans()) else b.new_input(FLOAT, shape)
    result = np.matmul(np.zeros(a.shape), np.zeros(w.shape)).shape
    reach = k * a.bound * w.bound
    b.node("MatMul", [a, w], like(a, -reach, reach, mul_frac(a, w), shape=result))


def gemm(b: Builder) -> None:
    a = b.float_operand(lambda v: v.bound <= 100, 2, 2)
    trans_a, trans_b = b.draw(st.integers(0, 1)), b.draw(st.integers(0, 1))
    m, k = a.shape[::-1] if trans_a else a.shape
    n = b.draw(st.integers(1, 6))
    w = b.weights((n, k) if trans_b else (k, n))
    alpha = b.draw(st.sampled_from([1.0, 0.5, 2.0]))
    beta = b.draw(st.sampled_from([1.0, 0.5, 2.0]))
    operands = [a, w]
    reach = k * a.bound * w.bound * alpha
    if b.draw(st.booleans()):
        bias = b.weights(b.draw(st.sampled_from([(n,), (1, n), (m, n), (m, 1)])))
        operands.append(bias)
        reach += beta
    frac = mul_frac(a, w)
    frac = None if frac is None else frac + 2
    attributes = {"alpha": alpha, "beta": beta, "transA": trans_a, "transB": trans_b}
    b.node("Gemm", operands, like(a, -reach, reach, frac, shape=(m, n)), **attributes)


def spatial(b: Builder) -> tuple[Value, list[int], list[int], list[int], list[int]]:
    """An NCHW operand and drawn kernel, strides, pads (begin + end) and dilations that fit it."""
    x = b.operand(
        lambda v: v.is_float and len(v.shape) == 4 and v.bound <= 100,
        lambda: b.new_input(FLOAT, (b.draw(st.integers(1, 2)), b.draw(st.integers(1, 4)), *b.shape(2, 2, 8))),
    )
    kernel, strides, dilations, begins, ends = [], [], [], [], []
    for size in x.shape[2:]:
        pad_begin, pad_end = b.draw(st.integers(0, 1)), b.draw(st.integers(0, 1))
        dilation = b.draw(st.integers(1, 2))
        extent = size + pad_begin + pad_end
        k = b.draw(st.integers(1, max(1, min(3, (extent - 1) // dilation + 1))))
        if (k - 1) * dilation + 1 > extent:
            dilation = 1
        kernel.append(k)
        strides.append(b.draw(st.integers(1, 2)))
        dilations.append(dilation)
        begins.append(pad_begin)
        ends.append(pad_end)
    return x, kernel, strides, begins + ends, dilations


def spatial_out(x: Value, kernel, strides, pads, dilations) -> list[int]:
    rank = len(kernel)
    return [
        (size + pads[i] + pads[i + rank] - ((kernel[i] - 1) * dilations[i] + 1)) // strides[i] + 1
        for i, size in enumerate(x.shape[2:])
    ]


def conv(b: Builder) -> None:
    x, kernel, strides, pads, dilations = spatial(b)
    channels = x.shape[1]
    group = b.draw(st.sampled_from([g for g in (1, 2, channels) if channels % g == 0]))
    out_channels = group * b.draw(st.integers(1, 3))
    w = b.weights((out_channels, channels // group, *kernel))
    operands = [x, w]
    if b.draw(st.booleans()):
        operands.append(b.weights((out_channels,)))
    reach = math.prod(w.shape[1:]) * x.bound + 1
    shape = (x.shape[0], out_channels, *spatial_out(x, kernel, strides, pads, dilations))
    attributes = {"kernel_shape": kernel, "strides": strides, "pads": pads, "dilations": dilations, "group": group}
    b.node("Conv", operands, like(x, -reach, reach, mul_frac(x, w), shape=shape), **attributes)


def pool(op: str):
    def build(b: Builder) -> None:
        x, kernel, strides, pads, _ = spatial(b)
        attributes = {"kernel_shape": kernel, "strides": strides}
        # a window of padding alone has no maximum; ceil_mode is left at floor for the same reason
        pads = [min(p, k - 1) for p, k in zip(pads, kernel + kernel)]
        if any(pads):
            attributes["pads"] = pads
        if op == "AveragePool":
            attributes["count_include_pad"] = b.draw(st.integers(0, 1))
            frac = None
        else:
            frac = x.frac_bits
        shape = (*x.shape[:2], *spatial_out(x, kernel, strides, pads, [1] * len(kernel)))
        b.node(op, [x], like(x, min(x.low, 0.0), max(x.high, 0.0), frac, shape=shape), **attributes)

    return build


def global_average_pool(b: Builder) -> None:
    x = b.float_operand(lambda v: True, 3, 4)
    b.node("GlobalAveragePool", [x], like(x, x.low, x.high, None, shape=(*x.shape[:2], *[1] * (len(x.shape) - 2))))


def reduce(op: str):
    def build(b: Builder) -> None:
        x = b.float_operand(lambda v: v.bound <= 1000)
        rank = len(x.shape)
        axes = sorted(b.draw(st.sets(st.integers(0, rank - 1), min_size=1, max_size=rank)))
        axes = [a - rank if b.draw(st.booleans()) else a for a in axes]
        keepdims = b.draw(st.integers(0, 1))
        shape = [1 if (i in axes or i - rank in axes) else d for i, d in enumerate(x.shape)]
        count = math.prod(x.shape) // math.prod(shape)
        if not keepdims:
            shape = [d for i, d in enumerate(x.shape) if not (i in axes or i - rank in axes)]
        if op == "ReduceSum":
            low, high, frac = x.low * count, x.high * count, x.frac_bits
            b.node(op, [x, b.ints(axes)], like(x, low, high, frac, shape=shape), keepdims=keepdims)
            return
        if op == "ReduceMean":
            low, high, frac = x.low, x.high, None
        elif op == "ReduceL2":
            low, high, frac = 0.0, x.bound * math.sqrt(count), None
        else:
            low, high, frac = x.low, x.high, x.frac_bits
        b.node(op, [x], like(x, low, high, frac, shape=shape), axes=axes, keepdims=keepdims)

    return build


def arg_extreme(op: str):
    def build(b: Builder) -> None:
        x = b.operand(lambda v: v.dtype is FLOAT and v.exact, lambda: b.new_input(FLOAT, b.shape()))
        axis = b.draw(st.integers(-len(x.shape), len(x.shape) - 1))
        keepdims = b.draw(st.integers(0, 1))
        shape = list(x.shape)
        if keepdims:
            shape[axis] = 1
        else:
            del shape[axis]
        b.node(op, [x], like(x, 0, x.shape[axis] - 1, 0, shape=shape, dtype=INT64), axis=axis, keepdims=keepdims)

    return build


def any_value(b: Builder) -> Value:
    return b.operand(lambda v: True, lambda: b.new_input(FLOAT, b.shape()))


def reshape(b: Builder) -> None:
    x = any_value(b)
    dims = list(x.shape)
    order = b.draw(st.permutations(range(len(dims))))
    shuffled = [dims[i] for i in order]
    merged: list[int] = []
    for d in shuffled:
        if merged and b.draw(st.booleans()):
            merged[-1] *= d
        else:
            merged.append(d)
    if b.draw(st.booleans()):
        merged.insert(b.draw(st.integers(0, len(merged))), 1)
    target = list(merged)
    if b.draw(st.booleans()):
        target[b.draw(st.integers(0, len(target) - 1))] = -1
    for i, d in enumerate(target):
        if i < len(dims) and d == dims[i] and b.draw(st.integers(0, 3)) == 0:
            target[i] = 0
    b.node("Reshape", [x, b.ints(target)], like(x, x.low, x.high, x.frac_bits, shape=merged))


def transpose(b: Builder) -> None:
    x = any_value(b)
    perm = b.draw(st.permutations(range(len(x.shape))))
    b.node("Transpose", [x], like(x, x.low, x.high, x.frac_bits, shape=[x.shape[p] for p in perm]), perm=list(perm))


def concat(b: Builder) -> None:
    x = any_value(b)
    axis = b.draw(st.integers(0, len(x.shape) - 1))
    parts = [x]
    for _ in range(b.draw(st.integers(1, 2))):
        shape = list(x.shape)
        shape[axis] = b.draw(st.integers(1, 4))
        if b.draw(st.booleans()):
            parts.append(x)
        elif x.dtype is FLOAT:
            parts.append(b.weights(tuple(shape)))
        else:
            parts.append(b.new_input(x.dtype, tuple(shape)))
    shape = list(x.shape)
    shape[axis] = sum(p.shape[axis] for p in parts)
    if b.draw(st.booleans()):
        axis -= len(x.shape)
    low, high = min(p.low for p in parts), max(p.high for p in parts)
    b.node("Concat", parts, like(x, low, high, add_frac(*parts), shape=shape), axis=axis)


def slice_(b: Builder) -> None:
    x = any_value(b)
    rank = len(x.shape)
    axes = b.draw(st.lists(st.integers(0, rank - 1), min_size=1, max_size=rank, unique=True))
    starts, ends, steps, shape = [], [], [], list(x.shape)
    for axis in axes:
        size = x.shape[axis]
        step = b.draw(st.sampled_from([1, 1, 2, -1, -2]))
        start = b.draw(st.integers(-size - 2, size + 2))
        end = b.draw(st.sampled_from([b.draw(st.integers(-size - 2, size + 2)), 2**62, -(2**62)]))
        length = len(range(size)[slice(start, end, step)])
        if length == 0:
            start, end, step, length = 0, size, 1, size
        starts.append(start)
        ends.append(end)
        steps.append(step)
        shape[axis] = length
    if b.draw(st.booleans()):
        axes = [a - rank for a in axes]
    operands = [x, b.ints(starts), b.ints(ends), b.ints(axes), b.ints(steps)]
    b.node("Slice", operands, like(x, x.low, x.high, x.frac_bits, shape=shape))


def gather(b: Builder) -> None:
    x = any_value(b)
    axis = b.draw(st.integers(-len(x.shape), len(x.shape) - 1))
    size = x.shape[axis]
    index_shape = b.shape(0, 2, 3)
    seed = b.draw(st.integers(0, 2**16))
    indices = np.random.default_rng(seed).integers(-size, size, index_shape)
    shape = [*x.shape[: axis % len(x.shape)], *index_shape, *x.shape[axis % len(x.shape) + 1 :]]
    b.node("Gather", [x, b.ints(indices)], like(x, x.low, x.high, x.frac_bits, shape=shape), axis=axis)


def unsqueeze(b: Builder) -> None:
    x = any_value(b)
    if len(x.shape) >= 5:
        return
    out_rank = len(x.shape) + 1
    axis = b.draw(st.integers(-out_rank, out_rank - 1))
    shape = list(x.shape)
    shape.insert(axis % out_rank, 1)
    b.node("Unsqueeze", [x, b.ints([axis])], like(x, x.low, x.high, x.frac_bits, shape=shape))


def squeeze(b: Builder) -> None:
    x = b.operand(lambda v: 1 in v.shape and len(v.shape) > 1, lambda: b.new_input(FLOAT, (*b.shape(1, 3), 1)))
    ones = [i for i, d in enumerate(x.shape) if d == 1]
    axes = sorted(b.draw(st.sets(st.sampled_from(ones), min_size=1)))
    shape = [d for i, d in enumerate(x.shape) if i not in axes]
    b.node("Squeeze", [x, b.ints(axes)], like(x, x.low, x.high, x.frac_bits, shape=shape))


def flatten(b: Builder) -> None:
    x = any_value(b)
    axis = b.draw(st.integers(-len(x.shape), len(x.shape)))
    split = axis + len(x.shape) if axis < 0 else axis
    shape = [math.prod(x.shape[:split]), math.prod(x.shape[split:])]
    b.node("Flatten", [x], like(x, x.low, x.high, x.frac_bits, shape=shape), axis=axis)


OPERATORS = {
    **{op: unary(op) for op in UNARY},
    **{op: activation(op) for op in ("LeakyRelu", "Elu", "HardSigmoid", "Selu", "Clip", "Softmax")},
    **{op: binary(op) for op in BINARY},
    **{op: comparison(op) for op in ("Greater", "Less", "Equal")},
    **{op: logical(op) for op in ("Not", "And", "Or", "Xor")},
    "Where": where,
    "Cast": cast,
    "MatMul": matmul,
    "Gemm": gemm,
    "Conv": conv,
    "MaxPool": pool("MaxPool"),
    "AveragePool": pool("AveragePool"),
    "GlobalAveragePool": global_average_pool,
    **{op: reduce(op) for op in ("ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceL2")},
    "ArgMax": arg_extreme("ArgMax"),
    "ArgMin": arg_extreme("ArgMin"),
    "Reshape": reshape,
    "Transpose": transpose,
    "Concat": concat,
    "Slice": slice_,
    "Gather": gather,
    "Unsqueeze": unsqueeze,
    "Squeeze": squeeze,
    "Flatten": flatten,
}
