"""What the passes on the gna dialect share: which values are accumulators, who reads a value
(through layout casts, which move no data), and the identity layers they insert."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import numpy as np
from xdsl.ir import Operation, SSAValue, Use
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from ovopt.dialects import gna
from ovopt.dialects.gna.layers import ACCUMULATING, producer
from ovopt.lowering.builder import Builder
from ovopt.support import elements

IDENTITY = {"slopes": [1.0], "intercepts": [0.0], "knots": [-1.0, 1.0], "approximates": "identity"}


def is_accumulator(value: SSAValue) -> bool:
    """Made by a layer (affine, diagonal, convolution, pooling): its 32-bit sums in integers."""
    source, _ = producer(value)
    return source is not None and source.name in ACCUMULATING


def is_gna_cast(op: Operation) -> bool:
    """A layout cast between two gna tensors (not into or out of the gna dialect)."""
    return isinstance(op, gna.LayoutCastOp) and all(
        isinstance(t, gna.TensorType) for t in (op.input.type, op.output.type)
    )


@dataclass(frozen=True)
class Reader:
    """A use of a value, reached through the gna layout casts in `casts` (first one first)."""

    use: Use
    casts: tuple[gna.LayoutCastOp, ...]

    @property
    def op(self) -> Operation:
        return self.use.operation


def readers(value: SSAValue, casts: tuple[gna.LayoutCastOp, ...] = ()) -> Iterator[Reader]:
    """Every use of `value`, looking through gna layout casts."""
    for use in list(value.uses):
        if is_gna_cast(use.operation) and isinstance(use.operation.output.type, gna.TensorType):
            yield from readers(use.operation.output, (*casts, use.operation))
        else:
            yield Reader(use, casts)


def reroute(b: Builder, reader: Reader, value: SSAValue) -> Operation:
    """Make `reader` read `value` instead, through copies of the casts it read through (the
    old casts may feed other readers; dead ones go with dead-code elimination). Returns the
    reader, to be notified as modified."""
    for cast in reader.casts:
        value = b.add(gna.LayoutCastOp(value, cast.output.type))
    op, index = reader.op, reader.use.index
    op.operands = [value if i == index else v for i, v in enumerate(op.operands)]
    return op


def insert_after(rewriter: PatternRewriter, anchor: Operation, b: Builder, modified: Iterable[Operation]) -> None:
    """Put the ops `b` built right after `anchor` and tell the rewriter who now reads them."""
    rewriter.insert(b.ops, InsertPoint.after(anchor))
    for op in modified:
        rewriter.notify_op_modified(op)


def constant(b: Builder, value: float, like: SSAValue) -> SSAValue:
    """A one-element constant of `like`'s element type."""
    element = like.type.get_element_type()
    return b.constant(np.full(1, value, elements.numpy_dtype(element)), element)


def identity(b: Builder, value: SSAValue) -> SSAValue:
    """The identity activation of `value` (a PWL): 32-bit sums to 16-bit data."""
    return b.add(gna.PwlOp(value, **IDENTITY))


def diagonal(b: Builder, value: SSAValue) -> SSAValue:
    """An identity diagonal layer over `value`: 16-bit data to a 32-bit accumulator."""
    return b.add(gna.DiagonalOp(value, constant(b, 1.0, value), constant(b, 0.0, value)))
