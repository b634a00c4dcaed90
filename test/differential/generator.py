"""Random valid ONNX models for differential testing (issue 27), drawn with Hypothesis.

A model is grown one operator at a time from a pool of typed values; each operator's builder
picks operands the schema accepts (or makes a new graph input or initializer that fits) and
draws its attributes. Every value carries an interval that bounds its elements, so that no
builder overflows a type or leaves a function's domain (logarithms, square roots and
reciprocals get an `Abs(x) + c` guard; integer divisors are `Abs(y) + 1`).

Inputs are dyadic numbers (multiples of 1/8 in [-2, 2]): sums and products of them are exact in
float32 while their bits fit, whatever the summation order. A value whose bits are tracked
(`frac_bits`) and fit 24 bits is exact; only exact values feed the discontinuous operators
(comparisons, Floor, Ceil, Sign, ArgMax, Cast to an integer), so that a rounding difference in
the last bit can never flip a result.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import onnx
from hypothesis import strategies as st

OPSET = 13
IR_VERSION = 8  # onnxruntime refuses IR versions newer than it knows
FLOAT, INT32, INT64, BOOL = np.float32, np.int32, np.int64, np.bool_
INPUT_STEPS = 8  # inputs are multiples of 1 / INPUT_STEPS
INPUT_FRAC_BITS = 3
INT_LIMIT = 2**30  # integer values stay well inside int32


@dataclass(frozen=True)
class Value:
    name: str
    dtype: type
    shape: tuple[int, ...]
    low: float
    high: float
    frac_bits: int | None = None  # fractional binary digits of an exactly computed float; None: rounded

    @property
    def bound(self) -> float:
        return max(abs(self.low), abs(self.high))

    @property
    def is_float(self) -> bool:
        return self.dtype is FLOAT

    @property
    def exact(self) -> bool:
        """Every element is computed without rounding in float32 (integers and booleans are)."""
        if not self.is_float:
            return True
        if self.frac_bits is None or not math.isfinite(self.bound):
            return False
        return math.log2(self.bound + 1) + self.frac_bits <= 23


@dataclass
class Builder:
    """The graph being grown: nodes, graph inputs, initializers and the pool of values."""

    draw: st.DrawFn
    nodes: list[onnx.NodeProto] = field(default_factory=list)
    inputs: list[Value] = field(default_factory=list)
    initializers: list[onnx.TensorProto] = field(default_factory=list)
    values: list[Value] = field(default_factory=list)
    used: set[str] = field(default_factory=set)
    ops: list[str] = field(default_factory=list)
    counter: int = 0

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    # -- making values

    def shape(self, min_rank: int = 1, max_rank: int = 4, max_dim: int = 5) -> tuple[int, ...]:
        rank = self.draw(st.integers(min_rank, max_rank))
        return tuple(self.draw(st.lists(st.integers(1, max_dim), min_size=rank, max_size=rank)))

    def new_input(self, dtype: type, shape: tuple[int, ...]) -> Value:
        low, high = {FLOAT: (-2.0, 2.0), BOOL: (0, 1)}.get(dtype, (-5, 5))
        frac = INPUT_FRAC_BITS if dtype is FLOAT else 0
        value = Value(self.fresh("in"), dtype, tuple(shape), low, high, frac)
        self.inputs.append(value)
        self.values.append(value)
        return value

    def constant(self, array: np.ndarray, frac_bits: int | None = 0) -> Value:
        name = self.fresh("c")
        self.initializers.append(onnx.numpy_helper.from_array(array, name))
        low, high = (float(array.min()), float(array.max())) if array.size else (0.0, 0.0)
        return Value(name, array.dtype.type, array.shape, low, high, frac_bits)

    def weights(self, shape: tuple[int, ...]) -> Value:
        """Dyadic float weights in [-1, 1], drawn from the model's own seed."""
        seed = self.draw(st.integers(0, 2**16))
        steps = np.random.default_rng(seed).integers(-INPUT_STEPS, INPUT_STEPS + 1, shape)
        return self.constant((steps / INPUT_STEPS).astype(FLOAT), INPUT_FRAC_BITS)

    def ints(self, values, dtype=INT64) -> Value:
        return self.constant(np.asarray(values, dtype=dtype))

    def operand(self, accepts, make) -> Value:
        """A value of the pool that `accepts`, or a new one `make()` gives."""
        candidates = [v for v in self.values if v.shape and accepts(v)]  # scalars are leaves
        if candidates and self.draw(st.integers(0, 3)) > 0:
            return self.draw(st.sampled_from(candidates))
        return make()

    def float_operand(self, accepts=lambda v: True, min_rank: int = 1, max_rank: int = 4) -> Value:
        return self.operand(
            lambda v: v.is_float and min_rank <= len(v.shape) <= max_rank and accepts(v),
            lambda: self.new_input(FLOAT, self.shape(min_rank, max_rank)),
        )

    def node(self, op: str, operands: list[Value | None], result: Value | list[Value], **attributes) -> Value:
        """Append node `op`; `result` gives the output's type and bounds (its name is replaced)."""
        results = result if isinstance(result, list) else [result]
        named = [Value(self.fresh("v"), r.dtype, tuple(r.shape), r.low, r.high, r.frac_bits) for r in results]
        names = [v.name if v is not None else "" for v in operands]
        self.used.update(n for n in names if n)
        self.nodes.append(
            onnx.helper.make_node(op, names, [v.name for v in named], name=self.fresh(op.lower()), **attributes)
        )
        self.values.extend(named)
        return named[0]

    def positive(self, value: Value, floor: float) -> Value:
        """`value` if it is at least `floor`, else Abs(value) + floor."""
        if value.low >= floor:
            return value
        magnitude = self.node("Abs", [value], like(value, 0.0, value.bound, value.frac_bits))
        if value.is_float:
            shift = self.constant(np.asarray(floor, FLOAT), frac_bits=2)
        else:
            shift = self.constant(np.asarray(int(floor), value.dtype))
        frac = add_frac(magnitude, shift)
        return self.node("Add", [magnitude, shift], like(value, floor, value.bound + floor, frac))


def like(value: Value, low: float, high: float, frac_bits: int | None = None, shape=None, dtype=None) -> Value:
    """A result with `value`'s type unless told otherwise."""
    return Value(
        "", dtype or value.dtype, tuple(value.shape if shape is None else shape), float(low), float(high), frac_bits
    )


def add_frac(*values: Value) -> int | None:
    bits = [v.frac_bits for v in values]
    return None if None in bits else max(bits)


def mul_frac(*values: Value) -> int | None:
    bits = [v.frac_bits for v in values]
    return None if None in bits else sum(bits)


def corners(a: Value, b: Value, function) -> tuple[float, float]:
    points = [function(x, y) for x in (a.low, a.high) for y in (b.low, b.high)]
    return min(points), max(points)


def broadcast_partner(b: Builder, a: Value, dtype: type | None = None) -> Value:
    """A value of `a`'s type whose shape broadcasts with `a`'s: a suffix of it with some dims 1."""
    dtype = dtype or a.dtype

    def fits(v: Value) -> bool:
        try:
            return v.dtype is dtype and np.broadcast_shapes(v.shape, a.shape) == a.shape
        except ValueError:
            return False

    def make() -> Value:
        keep = b.draw(st.integers(0, len(a.shape)))
        shape = tuple(d if b.draw(st.booleans()) else 1 for d in a.shape[len(a.shape) - keep :])
        if dtype is FLOAT and b.draw(st.booleans()):
            return b.weights(shape)
        return b.new_input(dtype, shape)

    return b.operand(fits, make)


def in_range(low: float, high: float, dtype: type) -> bool:
    limit = INT_LIMIT if dtype in (INT32, INT64) else 1e30
    return max(abs(low), abs(high)) < limit
