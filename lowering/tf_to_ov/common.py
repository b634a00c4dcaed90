"""What the tf -> ov patterns share: values the compiler knows (axes, shapes, sizes given as
tensors), integers as the i64 OpenVINO takes, and the layout change of TensorFlow's NHWC ops.

A TensorFlow op of the channels-last layout (`data_format` NHWC / NDHWC, the default) becomes
its NCHW OpenVINO op between two Transposes: the input to channels-first, the result back. The
IR is right as it is; the Transposes are marked (lowering/layout_change.py), and
`ov-default`'s ov-sink-transposes cancels the pairs between consecutive layout-changing ops, so
a CNN keeps transposes only at its inputs and outputs.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import i64
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import ov
from ovopt.dialects.evaluation import evaluate
from ovopt.lowering import layout_change
from ovopt.lowering.builder import Builder, lowering_error
from ovopt.support.shapes import element_of, rank_of, shape_of

__all__ = [
    "Builder",
    "as_i64",
    "channels_first",
    "from_channels_first",
    "known",
    "known_ints",
    "lowering_error",
    "rank",
    "ready",
    "spatial",
    "to_channels_first",
]


def ready(op: Operation) -> bool:
    """Are the op's operands ov values (not tf ops still to convert)? Patterns that read their
    operands' types or values wait until then."""
    return all(operand.owner.dialect_name() != "tf" for operand in op.operands if isinstance(operand.owner, Operation))


def known(value: SSAValue) -> np.ndarray | None:
    """The value of `value` when the compiler knows it (a constant, a static shape's dims)."""
    return evaluate(value)


def known_ints(op: Operation, value: SSAValue, what: str) -> list[int]:
    """An operand that must be known (axes, a permutation), as ints; an error naming the node
    otherwise."""
    array = evaluate(value)
    if array is None:
        raise lowering_error(op, f"its {what} must be known when converting (a constant), not computed at run time")
    return [int(v) for v in np.asarray(array).reshape(-1)]


def as_i64(b: Builder, value: SSAValue) -> SSAValue:
    """An integer operand as i64: a new constant when known, else a Convert."""
    array = evaluate(value)
    if array is not None:
        return b.i64(np.asarray(array, dtype=np.int64).tolist() if np.ndim(array) else int(array))
    if element_of(value.type) == i64:
        return value
    return b.add(ov.ConvertV0Op(value, destination_type=i64))


def rank(op: Operation, value: SSAValue) -> int:
    found = rank_of(value)
    if found is None:
        raise lowering_error(op, f"needs an input of known rank, got {value.type}")
    return found


def channels_first(op: Operation) -> bool:
    """Does the op's `data_format` put channels before the spatial axes (NCHW, NCDHW)?"""
    return str(getattr(op, "data_format", "NHWC")).startswith("NC")


def to_channels_first(b: Builder, x: SSAValue, rank: int) -> SSAValue:
    """x (N, spatial..., C) transposed to (N, C, spatial...), marked for ov-sink-transposes."""
    return layout_change.layout_transpose(b, x, layout_change.to_channels_first(rank))


def from_channels_first(b: Builder, y: SSAValue, rank: int) -> SSAValue:
    """y (N, C, spatial...) transposed back to (N, spatial..., C), marked for ov-sink-transposes."""
    return layout_change.layout_transpose(b, y, layout_change.to_channels_last(rank))


def spatial(values: Sequence[int], first: bool) -> list[int]:
    """The spatial entries of a per-axis list given in the op's layout (strides, dilations, ksize)."""
    return list(values[2:]) if first else list(values[1:-1])


def same_pads(
    sizes: Sequence[int | None], kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int]
) -> tuple[list[int], list[int]] | None:
    """TensorFlow's SAME padding of a window over `sizes` (the extra one at the end), or None
    when a size is unknown."""
    if None in sizes:
        return None
    begin, end = [], []
    for size, k, s, d in zip(sizes, kernel, strides, dilations):
        total = max((-(-size // s) - 1) * s + (k - 1) * d + 1 - size, 0)
        begin.append(total // 2)
        end.append(total - total // 2)
    return begin, end


def spatial_sizes(x: SSAValue, first: bool) -> list[int | None]:
    shape = shape_of(x.type) or []
    return list(shape[2:]) if first else list(shape[1:-1])


def explicit_pads(op: Operation, first: bool) -> tuple[list[int], list[int]]:
    """The spatial (begin, end) pairs of an op's `explicit_paddings` (one pair per axis, in its layout)."""
    pairs = list(op.explicit_paddings)
    chosen = [pairs[i : i + 2] for i in range(0, len(pairs), 2)]
    chosen = chosen[2:] if first else chosen[1:-1]
    return [p[0] for p in chosen], [p[1] for p in chosen]


def window_pads(
    op: Operation, x: SSAValue, kernel: list[int], strides: list[int], dilations: list[int], first: bool
) -> tuple[list[int], list[int], str]:
    """pads_begin, pads_end and auto_pad of a window op's `padding` over x: VALID none, EXPLICIT
    its `explicit_paddings`, SAME computed where the spatial sizes are known, else same_upper."""
    dims = len(kernel)
    if op.padding == "VALID":
        return [0] * dims, [0] * dims, "explicit"
    if op.padding == "EXPLICIT":
        return *explicit_pads(op, first), "explicit"
    pads = same_pads(spatial_sizes(x, first), kernel, strides, dilations)
    if pads is None:
        return [0] * dims, [0] * dims, "same_upper"
    return pads[0], pads[1], "explicit"
