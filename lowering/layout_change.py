"""The layout change of the channels-last frameworks (TensorFlow, TFLite): the transposes their
lowerings put around each channels-first ov op, marked so that `ov-sink-transposes` knows them.

TFLite and TensorFlow compute convolutions and pooling on NHWC data; OpenVINO's ops take NCHW.
A lowering of such an op does not transpose its weights and data by hand and hope they cancel:
it reads the data through `channels_first(b, x)` (a Transpose NHWC -> NCHW), computes with the
ov op, and hands the result back through `channels_last(b, y)` (NCHW -> NHWC), so every op of
the converted module still sees the framework's layout. The two transposes carry the mark
`ovopt.layout_change`; ov-sink-transposes moves marked transposes through the ops that do not
care about the layout until each meets its inverse, so a pure CNN keeps a transpose only where
the model's inputs and outputs keep NHWC. Weights are transposed the same way: a Transpose of a
constant, which constant folding computes once.
"""

from __future__ import annotations

from xdsl.dialects.builtin import UnitAttr
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder, lowering_error
from ovopt.support.shapes import rank_of

LAYOUT_CHANGE_ATTR = "ovopt.layout_change"  # on an ov.Transpose a framework's layout change made


def to_channels_first(rank: int) -> list[int]:
    """The order that reads channels-last data (N, spatial..., C) as channels-first (N, C, spatial...)."""
    return [0, rank - 1, *range(1, rank - 1)]


def to_channels_last(rank: int) -> list[int]:
    """The order that reads channels-first data (N, C, spatial...) as channels-last (N, spatial..., C)."""
    return [0, *range(2, rank), 1]


def channels_first(b: Builder, x: SSAValue) -> SSAValue:
    """`x` (N, spatial..., C) as (N, C, spatial...), through a marked transpose."""
    return layout_transpose(b, x, to_channels_first(_rank(b, x)))


def channels_last(b: Builder, y: SSAValue) -> SSAValue:
    """`y` (N, C, spatial...) as (N, spatial..., C), through a marked transpose."""
    return layout_transpose(b, y, to_channels_last(_rank(b, y)))


def layout_transpose(b: Builder, x: SSAValue, order: list[int]) -> SSAValue:
    """A Transpose of `x` by `order`, marked as part of the layout change."""
    transpose = ov.TransposeV1Op(x, b.i64(order))
    mark(transpose)
    return b.add(transpose)


def mark(op: Operation) -> None:
    op.attributes[LAYOUT_CHANGE_ATTR] = UnitAttr()


def is_layout_change(op: Operation | None) -> bool:
    """Is `op` a transpose of the layout change (one ov-sink-transposes may move)?"""
    return isinstance(op, ov.TransposeV1Op) and LAYOUT_CHANGE_ATTR in op.attributes


def _rank(b: Builder, value: SSAValue) -> int:
    rank = rank_of(value)
    if rank is None or rank < 3:
        raise lowering_error(b.node, f"a channels-last tensor has rank 3 or more, got {value.type}")
    return rank
