"""Random valid samples of each ov op with a reference kernel, for op_kernels.py: operands
(function arguments, or `Const` for the attribute-like ones: axes, shapes, indices of a
spec'd range) and properties drawn from what the op's verifier accepts, values drawn from the
domain where the op is defined (no NaN-producing inputs, integer division by zero excluded).

A sampler is `f(rng) -> Sample`; the same generator state gives the same sample. A seeded numpy
generator rather than Hypothesis: a one-op sample is already small (shapes of a few dims of up
to 5), so shrinking would add little, and a plain loop keeps the script's runs cheap.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from xdsl.dialects.builtin import f32, i1, i32, i64

F32, I32, I64, BOOL = np.float32, np.int32, np.int64, np.bool_


@dataclass
class Const:
    """An operand that is an ov.Constant of the module rather than an argument."""

    array: np.ndarray


@dataclass
class Sample:
    op: str
    operands: list  # arrays (arguments), Const, None (an absent optional operand) or lists (variadic)
    properties: dict = field(default_factory=dict)
    tolerance: float = 1.0  # a multiple of compare.py's ATOL and RTOL, for long float reductions
    unordered: frozenset = frozenset()  # outputs whose element order the spec leaves open

    def describe(self) -> str:
        shapes = [
            "none" if o is None else [_shape(x) for x in o] if isinstance(o, list) else _shape(o) for o in self.operands
        ]
        return f"{self.op}{shapes} {self.properties}"


def _shape(operand) -> str:
    if isinstance(operand, Const):
        return f"const{operand.array.tolist()}" if operand.array.size <= 8 else f"const{list(operand.array.shape)}"
    return f"{operand.dtype}{list(operand.shape)}"


SAMPLERS: dict[str, Callable[[np.random.Generator], Sample]] = {}

# Ops with a kernel that are not sampled, and why.
EXCLUDED: dict[str, str] = {}

# Sample classes a sampler leaves out, shown by the script's table: where OpenVINO is wrong
# (each names its docs/robustness.md entry) or the kernel does not model the case (it refuses
# it: folding keeps the op).
EXCLUSION_NOTES: dict[str, list[str]] = {
    "ov.Divide.v1": ["integer m_pythondiv with operands of mixed signs: the CPU plugin truncates"],
    "ov.LRN.v0": ["a fractional bias: OpenVINO truncates it to an integer"],
    "ov.GroupConvolutionBackpropData.v1": ["one group: often not compiled by the CPU plugin"],
    "ov.AvgPool.v1": ["ceil rounding with padding counted: OpenVINO's divisor"],
    "ov.AvgPool.v14": ["ceil rounding with padding counted: OpenVINO's divisor"],
    "ov.MaxPool.v8": ["ceil rounding: OpenVINO's indices (values agree)"],
    "ov.MaxPool.v14": ["ceil rounding: OpenVINO's indices (values agree)"],
    "ov.RDFT.v9": ["signal_size -1 (not compiled) or above the input's (refused)"],
    "ov.IRDFT.v9": ["signal_size -1 (not compiled), zero-padding, or on three axes (OpenVINO's numbers differ)"],
    "ov.NonMaxSuppression.v9": [
        "max_output_boxes_per_class 0: OpenVINO's valid count is garbage",
        "soft-NMS and sort_result_descending: not modelled by the kernel",
    ],
    "ov.GridSample.v9": ["bicubic with border padding: OpenVINO differs from ONNX's (the kernel's)"],
    "ov.Interpolate.v11": [
        "tf_half_pixel_for_nn with linear or cubic modes: OpenVINO copies an axis kept at its size",
        "pillow modes, linear, antialias, nearest mode simple: not modelled by the kernel",
    ],
    "ov.ROIAlign.v9": ["max pooling and aligned_mode half_pixel: not modelled by the kernel"],
    "ov.Gather.v8": ["batch_dims over a batch of one, gathering on the next axis: the CPU plugin crashes"],
}


def sampler(*ops: str):
    def register(function):
        for op in ops:
            SAMPLERS[op] = lambda rng, op=op, f=function: f(rng, op)
        return function

    return register


# -- drawing shapes and values ---------------------------------------------------------------


def shape(rng, low_rank: int = 1, high_rank: int = 4, high_dim: int = 5) -> tuple[int, ...]:
    return tuple(int(d) for d in rng.integers(1, high_dim + 1, rng.integers(low_rank, high_rank + 1)))


def floats(rng, dims, low: float = -5.0, high: float = 5.0) -> np.ndarray:
    return rng.uniform(low, high, dims).astype(F32)


def ints(rng, dims, low: int = -20, high: int = 20, dtype=I32) -> np.ndarray:
    return rng.integers(low, high + 1, dims).astype(dtype)


def bools(rng, dims) -> np.ndarray:
    return rng.random(dims) < 0.5


def broadcast_pair(rng) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two shapes numpy broadcasting accepts: one a suffix of the other, some dims 1."""
    full = shape(rng)
    other = list(full[int(rng.integers(0, len(full) + 1)) :])
    other = [1 if rng.random() < 0.3 else d for d in other]
    first = [1 if rng.random() < 0.2 else d for d in full]
    return (tuple(first), tuple(other)) if rng.random() < 0.5 else (tuple(other), tuple(first))


def axis(rng, rank: int) -> int:
    """An axis in [-rank, rank)."""
    return int(rng.integers(-rank, rank))


def axes(rng, rank: int, at_least: int = 1) -> list[int]:
    count = int(rng.integers(at_least, rank + 1))
    chosen = sorted(rng.choice(rank, count, replace=False).tolist())
    return [a - rank if rng.random() < 0.3 else a for a in chosen]


def i64s(values) -> Const:
    return Const(np.asarray(values, dtype=I64))


def choice(rng, options):
    return options[int(rng.integers(0, len(options)))]


# -- element-wise ------------------------------------------------------------------------------

UNARY_DOMAINS = {
    "ov.Abs.v0": (-5, 5),
    "ov.Acos.v0": (-0.99, 0.99),
    "ov.Acosh.v3": (1.01, 5),
    "ov.Asin.v0": (-0.99, 0.99),
    "ov.Asinh.v3": (-5, 5),
    "ov.Atan.v0": (-5, 5),
    "ov.Atanh.v3": (-0.99, 0.99),
    "ov.Ceiling.v0": (-5, 5),
    "ov.Cos.v0": (-4, 4),
    "ov.Cosh.v0": (-3, 3),
    "ov.Erf.v0": (-3, 3),
    "ov.Exp.v0": (-5, 5),
    "ov.Floor.v0": (-5, 5),
    "ov.HSigmoid.v5": (-5, 5),
    "ov.HSwish.v4": (-5, 5),
    "ov.Log.v0": (0.01, 10),
    "ov.Mish.v4": (-5, 5),
    "ov.Negative.v0": (-5, 5),
    "ov.Relu.v0": (-5, 5),
    "ov.Sigmoid.v0": (-8, 8),
    "ov.Sign.v0": (-2, 2),
    "ov.Sin.v0": (-4, 4),
    "ov.Sinh.v0": (-3, 3),
    "ov.SoftPlus.v4": (-10, 10),
    "ov.SoftSign.v9": (-5, 5),
    "ov.Sqrt.v0": (0, 10),
    "ov.Tan.v0": (-1.4, 1.4),
    "ov.Tanh.v0": (-4, 4),
}
INTEGER_UNARY = {"ov.Abs.v0", "ov.Negative.v0", "ov.Relu.v0", "ov.Sign.v0"}


@sampler(*UNARY_DOMAINS)
def unary(rng, op):
    dims = shape(rng)
    if op in INTEGER_UNARY and rng.random() < 0.3:
        return Sample(op, [ints(rng, dims)])
    x = floats(rng, dims, *UNARY_DOMAINS[op])
    if op in ("ov.Sign.v0", "ov.Relu.v0", "ov.Abs.v0", "ov.Floor.v0", "ov.Ceiling.v0"):
        x[rng.random(dims) < 0.2] = 0.0
    return Sample(op, [x])


@sampler("ov.Elu.v0")
def elu(rng, op):
    return Sample(op, [floats(rng, shape(rng))], {"alpha": float(rng.uniform(0.1, 2))})


@sampler("ov.Gelu.v7")
def gelu(rng, op):
    return Sample(op, [floats(rng, shape(rng))], {"approximation_mode": choice(rng, ["ERF", "TANH"])})


@sampler("ov.Clamp.v0")
def clamp(rng, op):
    low = float(rng.uniform(-3, 1))
    return Sample(op, [floats(rng, shape(rng))], {"min": low, "max": low + float(rng.uniform(0, 3))})


@sampler("ov.Round.v5")
def round_(rng, op):
    dims = shape(rng)
    x = np.where(rng.random(dims) < 0.4, rng.integers(-6, 6, dims) + 0.5, floats(rng, dims)).astype(F32)
    return Sample(op, [x], {"mode": choice(rng, ["half_to_even", "half_away_from_zero"])})


def specials(rng, dims) -> np.ndarray:
    x = floats(rng, dims)
    picks = rng.random(dims)
    x[picks < 0.15] = np.nan
    x[(picks >= 0.15) & (picks < 0.3)] = np.inf
    x[(picks >= 0.3) & (picks < 0.45)] = -np.inf
    return x


@sampler("ov.IsFinite.v10", "ov.IsNaN.v10")
def is_class(rng, op):
    return Sample(op, [specials(rng, shape(rng))])


@sampler("ov.IsInf.v10")
def is_inf(rng, op):
    flags = {"detect_negative": bool(rng.random() < 0.5), "detect_positive": bool(rng.random() < 0.5)}
    return Sample(op, [specials(rng, shape(rng))], flags)


@sampler("ov.Swish.v4")
def swish(rng, op):
    beta = Const(np.array(rng.uniform(0.2, 2), F32)) if rng.random() < 0.5 else None
    return Sample(op, [floats(rng, shape(rng)), beta])


@sampler("ov.Selu.v0", "ov.HardSigmoid.v0")
def two_parameters(rng, op):
    # HardSigmoid's are scalars (OpenVINO refuses shape [1]); Selu's may be either
    dims = () if op == "ov.HardSigmoid.v0" or rng.random() < 0.5 else (1,)
    a, b = (Const(np.array(rng.uniform(0.1, 2), F32).reshape(dims)) for _ in range(2))
    return Sample(op, [floats(rng, shape(rng)), a, b])


@sampler("ov.PRelu.v0")
def prelu(rng, op):
    dims = shape(rng, 2)
    slope = floats(rng, (dims[1],) if rng.random() < 0.5 else (1,), -1, 1)
    return Sample(op, [floats(rng, dims), Const(slope)])


ARITHMETIC = ("ov.Add.v1", "ov.Subtract.v1", "ov.Multiply.v1", "ov.Maximum.v1", "ov.Minimum.v1")


@sampler(*ARITHMETIC)
def arithmetic(rng, op):
    a, b = broadcast_pair(rng)
    if rng.random() < 0.3:
        return Sample(op, [ints(rng, a), ints(rng, b)])
    return Sample(op, [floats(rng, a), floats(rng, b)])


def nonzero(rng, dims, dtype) -> np.ndarray:
    if dtype == F32:
        return (rng.choice([-1, 1], dims) * rng.uniform(0.5, 5, dims)).astype(F32)
    return (rng.choice([-1, 1], dims) * rng.integers(1, 8, dims)).astype(dtype)


@sampler("ov.Divide.v1")
def divide(rng, op):
    a, b = broadcast_pair(rng)
    if rng.random() < 0.4:
        if rng.random() < 0.5:
            return Sample(op, [ints(rng, a), nonzero(rng, b, I32)], {"m_pythondiv": False})
        # OpenVINO's CPU plugin truncates an integer Divide with m_pythondiv (docs/robustness.md,
        # "Integer Divide with m_pythondiv"): floor and truncation agree on same-sign operands.
        return Sample(op, [ints(rng, a, 0, 40), ints(rng, b, 1, 8)], {"m_pythondiv": True})
    return Sample(op, [floats(rng, a), nonzero(rng, b, F32)])


@sampler("ov.FloorMod.v1", "ov.Mod.v1")
def modulo(rng, op):
    a, b = broadcast_pair(rng)
    if rng.random() < 0.5:
        return Sample(op, [ints(rng, a), nonzero(rng, b, I32)])
    # whole numbers in floats: the remainder is exact, so no rounding flips its sign
    return Sample(op, [ints(rng, a).astype(F32), nonzero(rng, b, I32).astype(F32)])


@sampler("ov.Power.v1")
def power(rng, op):
    a, b = broadcast_pair(rng)
    if rng.random() < 0.3:
        return Sample(op, [ints(rng, a, -4, 4), ints(rng, b, 0, 5)])
    return Sample(op, [floats(rng, a, 0.1, 3), floats(rng, b, -2, 2)])


COMPARISONS = ("ov.Equal.v1", "ov.NotEqual.v1", "ov.Greater.v1", "ov.GreaterEqual.v1", "ov.Less.v1", "ov.LessEqual.v1")


@sampler(*COMPARISONS)
def comparison(rng, op):
    a, b = broadcast_pair(rng)
    dtype = choice(rng, [F32, I32])
    return Sample(op, [ints(rng, a, -3, 3).astype(dtype), ints(rng, b, -3, 3).astype(dtype)])  # ties are common


@sampler("ov.LogicalAnd.v1", "ov.LogicalOr.v1", "ov.LogicalXor.v1")
def logical(rng, op):
    a, b = broadcast_pair(rng)
    return Sample(op, [bools(rng, a), bools(rng, b)])


@sampler("ov.LogicalNot.v1")
def logical_not(rng, op):
    return Sample(op, [bools(rng, shape(rng))])


@sampler("ov.BitwiseAnd.v13", "ov.BitwiseOr.v13", "ov.BitwiseXor.v13")
def bitwise(rng, op):
    a, b = broadcast_pair(rng)
    kind = choice(rng, ["i32", "u8", "bool"])
    if kind == "bool":
        return Sample(op, [bools(rng, a), bools(rng, b)])
    dtype, low, high = (I32, -1000, 1000) if kind == "i32" else (np.uint8, 0, 255)
    return Sample(op, [ints(rng, a, low, high, dtype), ints(rng, b, low, high, dtype)])


@sampler("ov.BitwiseNot.v13")
def bitwise_not(rng, op):
    dims = shape(rng)
    kind = choice(rng, ["i32", "u8", "bool"])
    if kind == "bool":
        return Sample(op, [bools(rng, dims)])
    return Sample(op, [ints(rng, dims, -1000, 1000) if kind == "i32" else ints(rng, dims, 0, 255, np.uint8)])


@sampler("ov.BitwiseLeftShift.v15", "ov.BitwiseRightShift.v15")
def shift(rng, op):
    a, b = broadcast_pair(rng)
    return Sample(op, [ints(rng, a, -1000, 1000), ints(rng, b, 0, 20)])


@sampler("ov.Select.v1")
def select(rng, op):
    a, b = broadcast_pair(rng)
    cond = choice(rng, [a, b])
    return Sample(op, [bools(rng, cond), floats(rng, a), floats(rng, b)])


@sampler("ov.Convert.v0")
def convert(rng, op):
    dims = shape(rng)
    target = choice(rng, [(f32, F32), (i32, I32), (i64, I64), (i1, BOOL)])
    source = choice(rng, ["f32", "i32", "bool"])
    x = {"f32": floats(rng, dims, -100, 100), "i32": ints(rng, dims, -100, 100), "bool": bools(rng, dims)}[source]
    if target[1] == BOOL and source == "f32":
        x[rng.random(dims) < 0.3] = 0.0
    return Sample(op, [x], {"destination_type": target[0]})


@sampler("ov.ConvertLike.v1")
def convert_like(rng, op):
    dims = shape(rng)
    like = choice(rng, [np.zeros(1, F32), np.zeros(1, I32), np.zeros(1, I64)])
    return Sample(op, [floats(rng, dims, -100, 100), Const(like)])


@sampler("ov.Constant.v0")
def constant(rng, op):
    return Sample(op, [], {"value": choice(rng, [floats(rng, shape(rng)), ints(rng, shape(rng))])})


@sampler("ov.FakeQuantize.v0")
def fake_quantize(rng, op):
    dims = shape(rng, 2)
    per_channel = (1, dims[1]) + (1,) * (len(dims) - 2)
    bounds = per_channel if rng.random() < 0.5 else ()
    low = floats(rng, bounds, -3, -0.5)
    high = low + floats(rng, bounds, 1, 4)
    out_low = floats(rng, (), -2, 0)
    out_high = out_low + floats(rng, (), 1, 3)
    x = floats(rng, dims, -4, 4)
    # A value on a rounding boundary may fall either way in float32: one level apart.
    return Sample(
        op,
        [x, Const(low), Const(high), Const(out_low), Const(out_high)],
        {"levels": int(choice(rng, [2, 16, 255, 256]))},
    )


# -- reductions and normalizations -------------------------------------------------------------

REDUCTIONS = ("ov.ReduceL1.v4", "ov.ReduceL2.v4", "ov.ReduceMax.v1", "ov.ReduceMean.v1", "ov.ReduceMin.v1")
REDUCTIONS += ("ov.ReduceProd.v1", "ov.ReduceSum.v1")


@sampler(*REDUCTIONS, "ov.ReduceLogicalAnd.v1", "ov.ReduceLogicalOr.v1")
def reduce(rng, op):
    dims = shape(rng)
    if "Logical" in op:
        x = rng.random(dims) < 0.8
    elif op == "ov.ReduceProd.v1":
        x = floats(rng, dims, 0.5, 1.5)
    else:
        x = floats(rng, dims)
    return Sample(op, [x, i64s(axes(rng, len(dims)))], {"keep_dims": bool(rng.random() < 0.5)})


@sampler("ov.Softmax.v8", "ov.LogSoftmax.v5")
def softmax(rng, op):
    dims = shape(rng)
    return Sample(
        op,
        [floats(rng, dims)],
        {"axis": axis(rng, len(dims)) if op.endswith("v8") else int(rng.integers(0, len(dims)))},
    )


@sampler("ov.BatchNormInference.v5")
def batch_norm(rng, op):
    dims = shape(rng, 2)
    c = (dims[1],)
    parameters = [floats(rng, c), floats(rng, c), floats(rng, c), floats(rng, c, 0.1, 3)]
    return Sample(op, [floats(rng, dims), *map(Const, parameters)], {"epsilon": float(rng.uniform(1e-5, 1e-2))})


@sampler("ov.GroupNormalization.v12")
def group_norm(rng, op):
    groups = int(rng.integers(1, 4))
    dims = (int(rng.integers(1, 3)), groups * int(rng.integers(1, 3)), *shape(rng, 1, 2))
    c = (dims[1],)
    properties = {"num_groups": groups, "epsilon": float(rng.uniform(1e-5, 1e-2))}
    return Sample(op, [floats(rng, dims), Const(floats(rng, c)), Const(floats(rng, c))], properties)


@sampler("ov.MVN.v6")
def mvn(rng, op):
    dims = shape(rng, 2)
    properties = {
        "normalize_variance": bool(rng.random() < 0.7),
        "eps": float(rng.uniform(1e-5, 1e-2)),
        "eps_mode": choice(rng, ["inside_sqrt", "outside_sqrt"]),
    }
    return Sample(op, [floats(rng, dims), i64s(axes(rng, len(dims)))], properties)


@sampler("ov.LRN.v0")
def lrn(rng, op):
    dims = (int(rng.integers(1, 3)), int(rng.integers(1, 6)), *shape(rng, 0, 2))
    across = [1] if rng.random() < 0.6 else list(range(2, len(dims))) or [1]
    properties = {
        "alpha": float(rng.uniform(1e-4, 1e-2)),
        "beta": float(rng.uniform(0.5, 1)),
        # OpenVINO truncates a fractional bias (docs/robustness.md, "LRN's bias"): whole biases only
        "bias": float(rng.integers(1, 4)),
        "size": int(choice(rng, [1, 3, 5])),
    }
    return Sample(op, [floats(rng, dims), i64s(across)], properties)


# -- shapes and movement -----------------------------------------------------------------------


@sampler("ov.Concat.v0")
def concat(rng, op):
    dims = shape(rng)
    at = axis(rng, len(dims))
    parts = []
    for _ in range(int(rng.integers(1, 4))):
        part = list(dims)
        part[at] = int(rng.integers(1, 4))
        parts.append(floats(rng, part))
    return Sample(op, [parts], {"axis": at})


@sampler("ov.Reshape.v1")
def reshape(rng, op):
    dims = shape(rng)
    size = int(np.prod(dims))
    target = []
    rest = size
    while rest > 1 and len(target) < 3:
        divisors = [d for d in range(1, rest + 1) if rest % d == 0]
        target.append(choice(rng, divisors))
        rest //= target[-1]
    target.append(rest)
    special_zero = bool(rng.random() < 0.5)
    if rng.random() < 0.5:
        target[int(rng.integers(0, len(target)))] = -1
    if special_zero and len(target) <= len(dims) and target[0] == dims[0] and rng.random() < 0.5:
        target[0] = 0
    return Sample(op, [floats(rng, dims), i64s(target)], {"special_zero": special_zero})


@sampler("ov.Transpose.v1")
def transpose(rng, op):
    dims = shape(rng)
    return Sample(op, [floats(rng, dims), i64s(rng.permutation(len(dims)))])


@sampler("ov.Squeeze.v0")
def squeeze(rng, op):
    dims = [1 if rng.random() < 0.5 else d for d in shape(rng)]
    ones = [i for i, d in enumerate(dims) if d == 1]
    chosen = [i for i in ones if rng.random() < 0.6] or ones[:1]
    if not chosen:
        dims.append(1)
        chosen = [len(dims) - 1]
    return Sample(op, [floats(rng, dims), i64s(chosen)])


@sampler("ov.Unsqueeze.v0")
def unsqueeze(rng, op):
    dims = shape(rng, 0, 3)
    added = int(rng.integers(1, 3))
    rank = len(dims) + added  # the axes count in the output's rank
    chosen = [int(a) - rank if rng.random() < 0.3 else int(a) for a in rng.choice(rank, added, replace=False)]
    return Sample(op, [floats(rng, dims), i64s(chosen)])


@sampler("ov.Tile.v0")
def tile(rng, op):
    dims = shape(rng, 1, 3)
    repeats = rng.integers(1, 4, int(rng.integers(1, len(dims) + 2)))
    return Sample(op, [floats(rng, dims), i64s(repeats)])


@sampler("ov.Broadcast.v3")
def broadcast(rng, op):
    a, b = broadcast_pair(rng)
    mode = choice(rng, ["numpy", "bidirectional"])
    if mode == "numpy":
        full = tuple(np.broadcast_shapes(a, b))
        return Sample(op, [floats(rng, a), i64s(full)], {"mode": mode})
    return Sample(op, [floats(rng, a), i64s(b)], {"mode": mode})


@sampler("ov.ShapeOf.v3")
def shape_of(rng, op):
    return Sample(op, [floats(rng, shape(rng))], {"output_type": choice(rng, [i32, i64])})


@sampler("ov.DepthToSpace.v0", "ov.SpaceToDepth.v0")
def depth_space(rng, op):
    block = int(rng.integers(1, 3))
    spatial = int(rng.integers(1, 3))
    if op == "ov.DepthToSpace.v0":
        dims = (int(rng.integers(1, 3)), block**spatial * int(rng.integers(1, 3)), *shape(rng, spatial, spatial, 3))
    else:
        dims = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), *(block * d for d in shape(rng, spatial, spatial, 2)))
    return Sample(op, [floats(rng, dims)], {"block_size": block, "mode": choice(rng, ["blocks_first", "depth_first"])})


@sampler("ov.ShuffleChannels.v0")
def shuffle_channels(rng, op):
    dims = list(shape(rng, 1, 4))
    at = axis(rng, len(dims))
    group = int(rng.integers(1, 4))
    dims[at] = group * int(rng.integers(1, 3))
    return Sample(op, [floats(rng, dims)], {"axis": at, "group": group})


@sampler("ov.Split.v1")
def split(rng, op):
    dims = list(shape(rng))
    at = axis(rng, len(dims))
    parts = int(rng.integers(1, 4))
    dims[at] = parts * int(rng.integers(1, 3))
    return Sample(op, [floats(rng, dims), Const(np.array(at, I64))], {"num_splits": parts})


@sampler("ov.VariadicSplit.v1")
def variadic_split(rng, op):
    dims = list(shape(rng))
    at = axis(rng, len(dims))
    lengths = [int(x) for x in rng.integers(0, 3, int(rng.integers(1, 4)))]
    dims[at] = max(1, sum(lengths))
    lengths[-1] += dims[at] - sum(lengths)
    if rng.random() < 0.4:
        lengths[int(rng.integers(0, len(lengths)))] = -1
    return Sample(op, [floats(rng, dims), Const(np.array(at, I64)), i64s(lengths)])


@sampler("ov.Pad.v12")
def pad(rng, op):
    dims = shape(rng, 1, 4)
    mode = choice(rng, ["constant", "edge", "reflect", "symmetric"])
    # how far each mode may pad an axis of d elements: reflect repeats no edge, symmetric does
    highest = {
        "constant": lambda d: 3,
        "edge": lambda d: 3,
        "reflect": lambda d: min(3, d - 1),
        "symmetric": lambda d: min(3, d),
    }[mode]
    lowest = (lambda d: -(d - 1)) if mode == "constant" else (lambda d: 0)  # negative pads crop
    begin = [int(rng.integers(lowest(d), highest(d) + 1)) for d in dims]
    end = [int(rng.integers(0, highest(d) + 1)) for d in dims]
    value = Const(np.array(rng.uniform(-2, 2), F32)) if mode == "constant" else None
    return Sample(op, [floats(rng, dims), i64s(begin), i64s(end), value], {"pad_mode": mode})


@sampler("ov.ReverseSequence.v0")
def reverse_sequence(rng, op):
    dims = shape(rng, 2)
    batch, seq = (int(x) for x in rng.choice(len(dims), 2, replace=False))
    lengths = rng.integers(1, dims[seq] + 1, dims[batch]).astype(choice(rng, [I32, I64]))
    return Sample(op, [floats(rng, dims), lengths], {"batch_axis": batch, "seq_axis": seq})


@sampler("ov.CumSum.v0")
def cumsum(rng, op):
    dims = shape(rng)
    x = floats(rng, dims) if rng.random() < 0.7 else ints(rng, dims)
    flags = {"exclusive": bool(rng.random() < 0.5), "reverse": bool(rng.random() < 0.5)}
    return Sample(op, [x, Const(np.array(axis(rng, len(dims)), I64))], flags)


@sampler("ov.Slice.v8")
def slice_(rng, op):
    dims = shape(rng)
    chosen = axes(rng, len(dims))
    start = [int(rng.integers(-dims[a] - 1, dims[a] + 1)) for a in chosen]
    stop = [int(rng.integers(-dims[a] - 1, dims[a] + 2)) for a in chosen]
    step = [int(rng.integers(1, 3)) * (1 if rng.random() < 0.6 else -1) for _ in chosen]
    leading = [a % len(dims) for a in chosen] == list(range(len(chosen)))
    given = None if leading and rng.random() < 0.5 else i64s(chosen)  # without axes: the leading ones
    return Sample(op, [floats(rng, dims), i64s(start), i64s(stop), i64s(step), given])


@sampler("ov.StridedSlice.v1")
def strided_slice(rng, op):
    dims = shape(rng)
    n = int(rng.integers(1, len(dims) + 1))
    begin = [int(rng.integers(-d, d)) for d in dims[:n]]
    end = [int(rng.integers(-d, d + 1)) for d in dims[:n]]
    strides = [int(rng.integers(1, 3)) * (1 if rng.random() < 0.7 else -1) for _ in range(n)]
    mask = lambda: [int(rng.random() < 0.3) for _ in range(n)]  # noqa: E731
    properties = {
        "begin_mask": mask(),
        "end_mask": mask(),
        "new_axis_mask": [],
        "shrink_axis_mask": [],
        "ellipsis_mask": [],
    }
    return Sample(op, [floats(rng, dims), i64s(begin), i64s(end), i64s(strides)], properties)


# -- indexing ----------------------------------------------------------------------------------


def indices(rng, dims, size: int, negative: bool = True, dtype=None) -> np.ndarray:
    low = -size if negative and rng.random() < 0.5 else 0
    return rng.integers(low, size, dims).astype(dtype or choice(rng, [I32, I64]))


@sampler("ov.Gather.v8")
def gather(rng, op):
    dims = shape(rng)
    batch_dims = int(rng.integers(0, len(dims))) if rng.random() < 0.3 else 0
    at = int(rng.integers(batch_dims, len(dims)))
    if batch_dims and at == batch_dims and np.prod(dims[:batch_dims]) == 1:
        batch_dims = 0  # OpenVINO's CPU plugin crashes here (docs/robustness.md, "Gather with a batch of one")
    index_dims = dims[:batch_dims] + shape(rng, 0, 2, 3)
    found = indices(rng, index_dims, dims[at])
    operand = Const(found) if rng.random() < 0.5 else found
    if batch_dims and rng.random() < 0.5:  # counted from the end of indices' dims
        batch_dims -= found.ndim
    return Sample(op, [floats(rng, dims), operand, Const(np.array(at, I64))], {"batch_dims": batch_dims})


@sampler("ov.GatherElements.v6")
def gather_elements(rng, op):
    dims = shape(rng)
    at = axis(rng, len(dims))
    index_dims = list(dims)
    index_dims[at] = int(rng.integers(1, 5))
    return Sample(op, [floats(rng, dims), indices(rng, index_dims, dims[at])], {"axis": at})


@sampler("ov.GatherND.v8")
def gather_nd(rng, op):
    dims = shape(rng, 1, 4)
    batch_dims = int(rng.integers(0, len(dims))) if rng.random() < 0.3 else 0
    depth = int(rng.integers(1, len(dims) - batch_dims + 1))
    index_dims = (*dims[:batch_dims], *shape(rng, 0, 2, 3), depth)
    columns = [indices(rng, index_dims[:-1], d, dtype=I64) for d in dims[batch_dims : batch_dims + depth]]
    found = np.stack(columns, axis=-1).astype(choice(rng, [I32, I64]))
    return Sample(op, [floats(rng, dims), found], {"batch_dims": batch_dims})


@sampler("ov.ScatterElementsUpdate.v12")
def scatter_elements(rng, op):
    dims = shape(rng)
    at = axis(rng, len(dims))
    reduction = choice(rng, ["none", "sum", "prod", "min", "max", "mean"])
    index_dims = list(dims)
    index_dims[at] = int(rng.integers(1, dims[at] + 1))
    if reduction == "none":  # distinct indices along the axis: the order of writes is unspecified
        moved = np.moveaxis(np.zeros(index_dims), at, 0)
        picks = np.stack([rng.permutation(dims[at])[: index_dims[at]] for _ in range(moved[0].size)], axis=-1)
        found = np.moveaxis(picks.reshape(moved.shape), 0, at).astype(I64)
    else:
        found = indices(rng, index_dims, dims[at], dtype=I64)
    values = floats(rng, index_dims, 0.5, 2) if reduction == "prod" else floats(rng, index_dims)
    properties = {"reduction": reduction, "use_init_val": bool(rng.random() < 0.5)}
    return Sample(op, [floats(rng, dims), found, values, Const(np.array(at, I64))], properties)


@sampler("ov.ScatterNDUpdate.v15")
def scatter_nd(rng, op):
    dims = shape(rng, 1, 3)
    depth = int(rng.integers(1, len(dims) + 1))
    reduction = choice(rng, ["none", "sum", "sub", "prod", "min", "max"])
    cells = [tuple(c) for c in np.ndindex(*dims[:depth])]
    count = int(rng.integers(1, len(cells) + 1))
    if reduction == "none":  # distinct targets: the order of writes is unspecified
        found = np.array([cells[i] for i in rng.permutation(len(cells))[:count]], I64)
    else:
        found = np.array([cells[i] for i in rng.integers(0, len(cells), count)], I64)
    updates = (
        floats(rng, (count, *dims[depth:]), 0.5, 2) if reduction == "prod" else floats(rng, (count, *dims[depth:]))
    )
    return Sample(op, [floats(rng, dims), found, updates], {"reduction": reduction})


@sampler("ov.OneHot.v16")
def one_hot(rng, op):
    dims = shape(rng, 0, 3)
    depth = int(rng.integers(1, 6))
    mode = choice(rng, ["ignore_negative", "normalize"])
    found = rng.integers(-depth - 1, depth + 2, dims).astype(choice(rng, [I32, I64]))
    on, off = Const(np.array(rng.uniform(-3, 3), F32)), Const(np.array(rng.uniform(-3, 3), F32))
    properties = {"axis": int(rng.integers(-len(dims) - 1, len(dims) + 1)), "negative_indices_mode": mode}
    return Sample(op, [found, Const(np.array(depth, I64)), on, off], properties)


# -- generation --------------------------------------------------------------------------------


@sampler("ov.Range.v4")
def range_(rng, op):
    if rng.random() < 0.5:
        start, step = int(rng.integers(-10, 10)), int(choice(rng, [-3, -2, -1, 1, 2, 3]))
        stop = start + step * int(rng.integers(0, 8)) + int(rng.integers(-1, 2))
        values = [np.array(v, I32) for v in (start, stop, step)]
        return Sample(op, list(map(Const, values)), {"output_type": choice(rng, [i32, i64, f32])})
    start, step = float(rng.uniform(-5, 5)), float(rng.uniform(0.3, 2)) * choice(rng, [-1, 1])
    stop = start + step * float(rng.uniform(0, 8))
    values = [np.array(v, F32) for v in (start, stop, step)]
    return Sample(op, list(map(Const, values)), {"output_type": f32})


@sampler("ov.Eye.v9")
def eye(rng, op):
    rows, columns = int(rng.integers(1, 6)), int(rng.integers(1, 6))
    diagonal = int(rng.integers(-6, 7))
    batch = i64s(shape(rng, 1, 2, 3)) if rng.random() < 0.3 else None
    operands = [Const(np.array(rows, I64)), Const(np.array(columns, I64)), Const(np.array(diagonal, I64)), batch]
    return Sample(op, operands, {"output_type": choice(rng, [f32, i32, i64])})


# -- linear algebra ----------------------------------------------------------------------------


@sampler("ov.MatMul.v0")
def matmul(rng, op):
    m, k, n = (int(x) for x in rng.integers(1, 6, 3))
    batch_a, batch_b = broadcast_pair(rng) if rng.random() < 0.5 else ((), ())
    batch_a, batch_b = batch_a[-2:], batch_b[-2:]  # the last dims: broadcasting aligns from the right
    a, b = (*batch_a, m, k), (*batch_b, k, n)
    flags = {"transpose_a": bool(rng.random() < 0.5), "transpose_b": bool(rng.random() < 0.5)}
    if flags["transpose_a"]:
        a = (*batch_a, k, m)
    if flags["transpose_b"]:
        b = (*batch_b, n, k)
    # a vector, which its transpose flag leaves as it is
    if rng.random() < 0.2:
        a = (k,)
    if rng.random() < 0.2:
        b = (k,)
    return Sample(op, [floats(rng, a), floats(rng, b)], flags)


EQUATIONS = (
    "ij,jk->ik",
    "bij,bjk->bik",
    "ij->ji",
    "i,i->",
    "ij->i",
    "ii->i",
    "ij,ij->ij",
    "i,j->ij",
    "...ij,...jk->...ik",
    "abc->cb",
)


@sampler("ov.Einsum.v7")
def einsum(rng, op):
    equation = choice(rng, EQUATIONS)
    sizes = {letter: int(rng.integers(1, 5)) for letter in "abcdijk"}
    sizes["j"] = sizes["i"] if equation == "ii->i" else sizes["j"]
    inputs = []
    for term in equation.split("->")[0].split(","):
        dims = [sizes[c] for c in term.replace("...", "")]
        inputs.append(floats(rng, ((2,) if "..." in term else ()) + tuple(dims)))
    return Sample(op, [inputs], {"equation": equation})


@sampler("ov.ScaledDotProductAttention.v13")
def scaled_dot_product_attention(rng, op):
    """Query [N..., L, E], key and value heads of 1 or the query's, any of the optional inputs:
    none, a boolean or float mask of the scores' shape or less, a mask and a scale; causal or not."""
    batch = shape(rng, 1, 2, 3)
    length, source, depth, value_depth = (int(d) for d in rng.integers(1, 6, 4))
    heads = tuple(choice(rng, [1, d]) for d in batch)
    query, key = floats(rng, (*batch, length, depth)), floats(rng, (*heads, source, depth))
    value = floats(rng, (*heads, source, value_depth))
    scores = (*batch, length, source)
    extras = []
    kind = choice(rng, ["none", "boolean", "float", "float and scale"])
    if kind != "none":
        masked = scores[int(rng.integers(0, len(scores) - 1)) :]
        extras.append(bools(rng, masked) if kind == "boolean" else floats(rng, masked))
    if kind == "float and scale":
        extras.append(floats(rng, (), 0.1, 2.0))
    return Sample(op, [query, key, value, extras], {"causal": bool(rng.random() < 0.3)})


# -- ordering ----------------------------------------------------------------------------------


def distinct(rng, dims) -> np.ndarray:
    """Floats with no ties: an order among equal values would be the kernel's choice."""
    count = int(np.prod(dims))
    return (rng.permutation(count).reshape(dims) * 0.5 - count / 4).astype(F32)


@sampler("ov.TopK.v11")
def topk(rng, op):
    dims = shape(rng)
    at = axis(rng, len(dims))
    k = int(rng.integers(1, dims[at] + 1))
    sort = choice(rng, ["value", "index", "none"])
    properties = {
        "axis": at,
        "mode": choice(rng, ["max", "min"]),
        "sort": sort,
        "index_element_type": choice(rng, [i32, i64]),
        "stable": sort != "none" and bool(rng.random() < 0.5),  # OpenVINO refuses stable unsorted
    }
    unordered = frozenset({0, 1}) if sort == "none" else frozenset()
    return Sample(op, [distinct(rng, dims), Const(np.array(k, I64))], properties, unordered=unordered)


@sampler("ov.NonZero.v3")
def non_zero(rng, op):
    dims = shape(rng)
    x = np.where(rng.random(dims) < 0.5, 0, floats(rng, dims)).astype(choice(rng, [F32, I32]))
    return Sample(op, [x], {"output_type": choice(rng, [i32, i64])})


@sampler("ov.Unique.v10")
def unique(rng, op):
    dims = shape(rng, 1, 3, 4)
    x = rng.integers(-3, 4, dims).astype(F32)
    at = Const(np.array(axis(rng, len(dims)), I64)) if rng.random() < 0.4 else None
    properties = {"sorted": bool(rng.random() < 0.5), "index_element_type": choice(rng, [i32, i64])}
    return Sample(op, [x, at], properties)


# -- convolutions and pooling ------------------------------------------------------------------


def window(rng, spatial: int, transposed: bool = False) -> tuple[list[int], dict]:
    """Kernel sizes and the window properties of a convolution over `spatial` dims."""
    kernel = [int(k) for k in rng.integers(1, 4, spatial)]
    properties = {
        "strides": [int(s) for s in rng.integers(1, 3, spatial)],
        "dilations": [int(d) for d in rng.integers(1, 3, spatial)],
        "pads_begin": [int(p) for p in rng.integers(0, 2, spatial)],
        "pads_end": [int(p) for p in rng.integers(0, 2, spatial)],
        "auto_pad": choice(rng, ["explicit", "explicit", "valid", "same_upper", "same_lower"]),
    }
    if transposed:
        properties["output_padding"] = [
            int(rng.integers(0, min(s, d))) for s, d in zip(properties["strides"], properties["dilations"])
        ]
    return kernel, properties


def image(rng, channels: int, spatial: int, low: int = 3) -> tuple[int, ...]:
    return (int(rng.integers(1, 3)), channels, *(int(d) for d in rng.integers(low, low + 4, spatial)))


@sampler("ov.Convolution.v1", "ov.GroupConvolution.v1")
def convolution(rng, op):
    spatial = int(rng.integers(1, 4))
    kernel, properties = window(rng, spatial)
    groups = int(rng.integers(1, 4)) if op == "ov.GroupConvolution.v1" else 1
    per_group_in, per_group_out = int(rng.integers(1, 3)), int(rng.integers(1, 3))
    dims = image(rng, groups * per_group_in, spatial, low=max(3, 2 * max(kernel) + 1))
    if groups > 1 or op == "ov.GroupConvolution.v1":
        filters = (groups, per_group_out, per_group_in, *kernel)
    else:
        filters = (per_group_out, per_group_in, *kernel)
    return Sample(op, [floats(rng, dims, -2, 2), Const(floats(rng, filters, -1, 1))], properties)


@sampler("ov.ConvolutionBackpropData.v1", "ov.GroupConvolutionBackpropData.v1")
def convolution_backprop(rng, op):
    spatial = int(rng.integers(1, 3))
    kernel, properties = window(rng, spatial, transposed=True)
    properties["auto_pad"] = "explicit"
    grouped = op == "ov.GroupConvolutionBackpropData.v1"
    groups = int(rng.integers(1, 4)) if grouped else 1
    per_group_in, per_group_out = int(rng.integers(1, 3)), int(rng.integers(1, 3))
    dims = image(rng, groups * per_group_in, spatial, low=2)
    filters = (groups, per_group_in, per_group_out, *kernel) if grouped else (per_group_in, per_group_out, *kernel)
    for i in range(spatial):  # the pads crop the output: keep some of it
        full = properties["strides"][i] * (dims[2 + i] - 1) + properties["dilations"][i] * (kernel[i] - 1) + 1
        if full + properties["output_padding"][i] - properties["pads_begin"][i] - properties["pads_end"][i] < 1:
            properties["pads_begin"][i] = properties["pads_end"][i] = 0
    if grouped and groups == 1:  # the CPU plugin often fails to compile it (docs/robustness.md,
        # "GroupConvolutionBackpropData of one group"): two groups
        dims, filters = (dims[0], 2 * dims[1], *dims[2:]), (2, *filters[1:])
    return Sample(op, [floats(rng, dims, -2, 2), Const(floats(rng, filters, -1, 1))], properties)


def pooling(rng, op) -> tuple[tuple[int, ...], dict]:
    spatial = int(rng.integers(1, 4))
    kernel = [int(k) for k in rng.integers(1, 4, spatial)]
    properties = {
        "kernel": kernel,
        "strides": [int(s) for s in rng.integers(1, 3, spatial)],
        "pads_begin": [int(rng.integers(0, k)) for k in kernel],
        "pads_end": [int(rng.integers(0, k)) for k in kernel],
        "auto_pad": choice(rng, ["explicit", "explicit", "valid", "same_upper", "same_lower"]),
        "rounding_type": choice(rng, ["floor", "ceil"] + (["ceil_torch"] if op.endswith("v14") else [])),
    }
    dims = image(rng, int(rng.integers(1, 4)), spatial, low=max(kernel) + 2)
    return dims, properties


@sampler("ov.AvgPool.v1", "ov.AvgPool.v14")
def avg_pool(rng, op):
    dims, properties = pooling(rng, op)
    properties["exclude-pad"] = bool(rng.random() < 0.5)
    if not properties["exclude-pad"] and properties["rounding_type"] != "floor":
        # OpenVINO's divisor of a ceil window past the data (docs/robustness.md, "AvgPool's
        # divisor of a ceil window"): AvgPool-14 agrees without padding, AvgPool-1 not at all
        properties["pads_begin"] = properties["pads_end"] = [0] * len(properties["kernel"])
        if op == "ov.AvgPool.v1":
            properties["rounding_type"] = "floor"
    return Sample(op, [floats(rng, dims)], properties)


@sampler("ov.MaxPool.v8", "ov.MaxPool.v14")
def max_pool(rng, op):
    dims, properties = pooling(rng, op)
    properties["dilations"] = [1 if rng.random() < 0.6 else 2 for _ in properties["kernel"]]
    properties["index_element_type"] = choice(rng, [i32, i64])
    properties["axis"] = 0
    # ceil rounding: OpenVINO's indices differ (docs/robustness.md, "MaxPool's indices under
    # ceil rounding"); the values agree
    properties["rounding_type"] = "floor"
    return Sample(op, [distinct(rng, dims)], properties)


# -- signal processing -------------------------------------------------------------------------


def spectral_axes(rng, rank: int) -> list[int]:
    """Distinct axes of the `rank` signal dims (not the trailing complex pair), some negative."""
    chosen = [int(a) for a in rng.permutation(rank)[: int(rng.integers(1, rank + 1))]]
    return [a - rank if rng.random() < 0.3 else a for a in chosen]


def signal_sizes(rng, dims, chosen, limits=None) -> Const | None:
    """Points per transformed axis: -1 (the input's), fewer (trimmed) or more (zero-padded);
    with `limits`, none above them and no -1 (the CPU plugin's faults with real transforms)."""
    if rng.random() < 0.5:
        return None
    if limits is not None:
        return i64s([int(rng.integers(1, limit + 1)) for limit in limits])
    return i64s([-1 if rng.random() < 0.3 else int(rng.integers(1, dims[a] + 3)) for a in chosen])


@sampler("ov.DFT.v7", "ov.IDFT.v7")
def dft(rng, op):
    dims = shape(rng, 1, 3)
    chosen = spectral_axes(rng, len(dims))
    # sums of up to ~100 terms: tolerance of a sum, not of one rounding
    return Sample(op, [floats(rng, (*dims, 2)), i64s(chosen), signal_sizes(rng, dims, chosen)], tolerance=4)


@sampler("ov.RDFT.v9")
def rdft(rng, op):
    dims = shape(rng, 1, 3)
    chosen = spectral_axes(rng, len(dims))
    # the CPU plugin fails on -1 sizes and refuses larger ones (docs/robustness.md, "RDFT and
    # IRDFT signal sizes")
    sizes = signal_sizes(rng, dims, chosen, limits=[dims[a] for a in chosen])
    return Sample(op, [floats(rng, dims), i64s(chosen), sizes], tolerance=4)


@sampler("ov.IRDFT.v9")
def irdft(rng, op):
    dims = tuple(max(2, d) for d in shape(rng, 1, 3))  # a half-spectrum of one point is no signal
    chosen = spectral_axes(rng, len(dims))[:2]  # three axes with signal sizes: the CPU's garbage
    # no -1 and no zero-padding (docs/robustness.md, "RDFT and IRDFT signal sizes")
    limits = [dims[a] for a in chosen[:-1]] + [2 * (dims[chosen[-1]] - 1)]
    sizes = signal_sizes(rng, dims, chosen, limits=limits)
    return Sample(op, [floats(rng, (*dims, 2)), i64s(chosen), sizes], tolerance=4)


@sampler("ov.STFT.v15")
def stft(rng, op):
    frame = int(rng.integers(2, 9))
    length = frame + int(rng.integers(0, 12))
    signal = (int(rng.integers(1, 3)), length) if rng.random() < 0.7 else (length,)
    window = floats(rng, (int(rng.integers(1, frame + 1)),), 0, 1)
    sizes = [Const(np.array(frame, I64)), Const(np.array(int(rng.integers(1, frame + 2)), I64))]
    properties = {"transpose_frames": bool(rng.random() < 0.5)}
    return Sample(op, [floats(rng, signal), window, *sizes], properties, tolerance=4)


@sampler("ov.Col2Im.v15")
def col2im(rng, op):
    kernel = [int(k) for k in rng.integers(1, 4, 2)]
    strides = [int(s) for s in rng.integers(1, 3, 2)]
    dilations = [int(d) for d in rng.integers(1, 3, 2)]
    pads_begin, pads_end = [int(p) for p in rng.integers(0, 2, 2)], [int(p) for p in rng.integers(0, 2, 2)]
    size = [max(int(d), dilations[i] * (kernel[i] - 1) + 1) for i, d in enumerate(rng.integers(3, 7, 2))]
    blocks = 1
    for i in range(2):
        blocks *= (size[i] + pads_begin[i] + pads_end[i] - dilations[i] * (kernel[i] - 1) - 1) // strides[i] + 1
    channels = int(rng.integers(1, 3))
    dims = (channels * kernel[0] * kernel[1], blocks)
    if rng.random() < 0.6:
        dims = (int(rng.integers(1, 3)), *dims)
    properties = {"strides": strides, "dilations": dilations, "pads_begin": pads_begin, "pads_end": pads_end}
    return Sample(op, [floats(rng, dims), i64s(size), i64s(kernel)], properties)


# -- recurrent sequences -----------------------------------------------------------------------

GATES = {"ov.RNNSequence.v5": 1, "ov.GRUSequence.v5": 3, "ov.LSTMSequence.v5": 4}
ACTIVATION_COUNT = {"ov.RNNSequence.v5": 1, "ov.GRUSequence.v5": 2, "ov.LSTMSequence.v5": 3}


@sampler(*GATES)
def sequence(rng, op):
    batch, steps, inputs, hidden = (int(x) for x in rng.integers(1, 5, 4))
    direction = choice(rng, ["forward", "reverse", "bidirectional"])
    directions = 2 if direction == "bidirectional" else 1
    gates = GATES[op]
    linear_before_reset = op == "ov.GRUSequence.v5" and bool(rng.random() < 0.5)
    states = [floats(rng, (batch, directions, hidden), -1, 1) for _ in range(2 if op == "ov.LSTMSequence.v5" else 1)]
    lengths = rng.integers(1, steps + 1, batch).astype(choice(rng, [I32, I64]))
    weights = [
        Const(floats(rng, (directions, gates * hidden, inputs), -1, 1)),
        Const(floats(rng, (directions, gates * hidden, hidden), -1, 1)),
        Const(floats(rng, (directions, (gates + linear_before_reset) * hidden), -1, 1)),
    ]
    names = ["sigmoid", "tanh", "relu"]
    activations = ["sigmoid", "tanh", "tanh"][-ACTIVATION_COUNT[op] :] if op != "ov.RNNSequence.v5" else ["tanh"]
    if rng.random() < 0.3:
        activations = [choice(rng, names) for _ in activations]
    properties = {"hidden_size": hidden, "direction": direction, "activations": activations}
    if op == "ov.GRUSequence.v5":
        properties["linear_before_reset"] = linear_before_reset
    if rng.random() < 0.3:
        properties["clip"] = float(rng.uniform(0.5, 3))
    operands = [floats(rng, (batch, steps, inputs), -2, 2), *states, lengths, *weights]
    return Sample(op, operands, properties, tolerance=4)


# -- sampling and detection --------------------------------------------------------------------


@sampler("ov.GridSample.v9")
def grid_sample(rng, op):
    dims = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), int(rng.integers(2, 6)), int(rng.integers(2, 6)))
    grid = floats(rng, (dims[0], int(rng.integers(1, 5)), int(rng.integers(1, 5)), 2), -1.2, 1.2)
    properties = {
        "align_corners": bool(rng.random() < 0.5),
        "mode": choice(rng, ["bilinear", "bicubic", "nearest"]),
        "padding_mode": choice(rng, ["zeros", "border", "reflection"]),
    }
    if properties["mode"] == "bicubic" and properties["padding_mode"] == "border":
        # OpenVINO's differ from ONNX's, the kernel's (docs/robustness.md, "GridSample bicubic border")
        properties["padding_mode"] = "zeros"
    return Sample(op, [floats(rng, dims), grid], properties)


@sampler("ov.ROIAlign.v9")
def roi_align(rng, op):
    dims = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), int(rng.integers(3, 8)), int(rng.integers(3, 8)))
    count = int(rng.integers(1, 4))
    scale = float(choice(rng, [1.0, 0.5, 0.25]))
    corners = rng.uniform(0, [dims[3] / scale, dims[2] / scale], (count, 2))
    sizes = rng.uniform(1, 4, (count, 2)) / scale
    rois = np.concatenate([corners, np.minimum(corners + sizes, [dims[3] / scale, dims[2] / scale])], axis=1)
    properties = {
        "pooled_h": int(rng.integers(1, 4)),
        "pooled_w": int(rng.integers(1, 4)),
        "sampling_ratio": int(rng.integers(0, 3)),
        "spatial_scale": scale,
        "mode": "avg",  # the kernel's: max pooling and aligned_mode half_pixel are not modelled
        "aligned_mode": choice(rng, ["asymmetric", "half_pixel_for_nn"]),
    }
    batch_indices = rng.integers(0, dims[0], count).astype(choice(rng, [I32, I64]))
    return Sample(op, [floats(rng, dims), rois.astype(F32), batch_indices], properties)


@sampler("ov.NonMaxSuppression.v9")
def non_max_suppression(rng, op):
    batches, classes, boxes = int(rng.integers(1, 3)), int(rng.integers(1, 3)), int(rng.integers(1, 7))
    corners = rng.uniform(0, 10, (batches, boxes, 2))
    sizes = rng.uniform(1, 5, (batches, boxes, 2))
    box_encoding = choice(rng, ["corner", "center"])
    coordinates = np.concatenate([corners, corners + sizes] if box_encoding == "corner" else [corners, sizes], axis=2)
    scores = distinct(rng, (batches, classes, boxes)) / (batches * classes * boxes) + 0.5  # no ties
    thresholds = [
        # none: OpenVINO's count of valid outputs is garbage (docs/robustness.md, "NonMaxSuppression
        # of no boxes")
        Const(np.array(int(rng.integers(1, boxes + 2)), I64)),
        Const(np.array(rng.uniform(0.1, 0.9), F32)),
        Const(np.array(rng.uniform(0, 0.6), F32)),
        Const(np.array(0.0, F32)),  # soft-NMS: not modelled by the kernel
    ]
    properties = {
        "box_encoding": box_encoding,
        "sort_result_descending": False,  # across batches: not modelled by the kernel
        "output_type": choice(rng, [i32, i64]),
    }
    return Sample(op, [coordinates.astype(F32), scores.astype(F32), *thresholds], properties)


@sampler("ov.Interpolate.v11")
def interpolate(rng, op):
    dims = (
        int(rng.integers(1, 3)),
        int(rng.integers(1, 3)),
        *(int(d) for d in rng.integers(1, 6, int(rng.integers(1, 3)))),
    )
    spatial = list(range(2, len(dims)))
    chosen = spatial if rng.random() < 0.5 else [a for a in spatial if rng.random() < 0.7] or spatial[:1]
    by_sizes = rng.random() < 0.5
    if by_sizes:
        values = Const(np.array([int(rng.integers(1, 9)) for _ in chosen], I64))
    else:  # no axis scaled to nothing
        scales = [choice(rng, [0.5, 1.0, 1.5, 2.0, 2.5, 3.0]) for _ in chosen]
        values = Const(np.array([max(s, 1.0 / dims[a]) for s, a in zip(scales, chosen)], F32))
    mode = choice(rng, ["nearest", "linear_onnx", "cubic"])  # the kernel's: no pillow modes, no `linear`
    properties = {
        "mode": mode,
        "shape_calculation_mode": "sizes" if by_sizes else "scales",
        "coordinate_transformation_mode": choice(
            rng, ["half_pixel", "pytorch_half_pixel", "asymmetric", "tf_half_pixel_for_nn", "align_corners"]
        ),
        "nearest_mode": choice(rng, ["round_prefer_floor", "round_prefer_ceil", "floor", "ceil"]),
        "antialias": False,
    }
    if mode != "nearest" and properties["coordinate_transformation_mode"] == "tf_half_pixel_for_nn":
        # an axis kept at its size: OpenVINO copies it, its formula shifts it by half a pixel
        # (docs/robustness.md, "Interpolate's tf_half_pixel_for_nn")
        properties["coordinate_transformation_mode"] = "half_pixel"
    return Sample(op, [floats(rng, dims), values, i64s(chosen)], properties)


@sampler("ov.DeformableConvolution.v8")
def deformable_convolution(rng, op):
    kernel = [int(k) for k in rng.integers(1, 4, 2)]
    group, deformable = int(rng.integers(1, 3)), int(rng.integers(1, 3))
    channels = group * deformable * int(rng.integers(1, 3))
    properties = {
        "strides": [int(s) for s in rng.integers(1, 3, 2)],
        "dilations": [int(d) for d in rng.integers(1, 3, 2)],
        "pads_begin": [int(p) for p in rng.integers(0, 2, 2)],
        "pads_end": [int(p) for p in rng.integers(0, 2, 2)],
        "group": group,
        "deformable_group": deformable,
        "bilinear_interpolation_pad": bool(rng.random() < 0.5),
    }
    size = [int(d) for d in rng.integers(2, 6, 2)]
    size = [max(s, properties["dilations"][i] * (kernel[i] - 1) + 1) for i, s in enumerate(size)]
    out = [
        (
            size[i]
            + properties["pads_begin"][i]
            + properties["pads_end"][i]
            - properties["dilations"][i] * (kernel[i] - 1)
            - 1
        )
        // properties["strides"][i]
        + 1
        for i in range(2)
    ]
    batch = int(rng.integers(1, 3))
    taps = deformable * kernel[0] * kernel[1]
    offsets = floats(rng, (batch, 2 * taps, *out), -1.5, 1.5)
    filters = Const(floats(rng, (int(rng.integers(1, 3)) * group, channels // group, *kernel), -1, 1))
    mask = floats(rng, (batch, taps, *out), 0, 1) if rng.random() < 0.5 else None
    return Sample(op, [floats(rng, (batch, channels, *size)), offsets, filters, mask], properties)
