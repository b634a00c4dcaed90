"""What the gna -> ov lowerings share: the pattern that applies a lowering function, and the
builtin type of a gna value's buffer."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import AnyFloat
from xdsl.dialects.builtin import TensorType as BuiltinTensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder


class Lowering(RewritePattern):
    """A gna op of `op_types` whose operands are builtin tensors already becomes the opset ops
    `lower(op, b)` builds; ops wait for their producers, so every lowering sees the buffers as
    builtin tensors. `integers` restricts it to quantised ops (True) or float ones (False);
    None takes both (ops that only move data)."""

    def __init__(
        self,
        lower: Callable[[Operation, Builder], Sequence[SSAValue]],
        *op_types: type[Operation],
        integers: bool | None = None,
    ):
        self.lower = lower
        self.op_types = op_types
        self.integers = integers

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or any(isinstance(v.type, gna.TensorType) for v in op.operands):
            return
        if self.integers is not None and self.integers != quantised(op):
            return
        b = Builder(op)
        b.replace(rewriter, self.lower(op, b))


def quantised(op: Operation) -> bool:
    """A gna op of the quantised module: its first result is GNA's integers (i32 sums, i16 or
    i8 data)."""
    element = op.results[0].type.get_element_type() if op.results else None
    return element is not None and not isinstance(element, AnyFloat)


def physical(type: Attribute) -> BuiltinTensorType:
    """The builtin tensor of a gna tensor's buffer: its shape in physical order."""
    if isinstance(type, gna.TensorType):
        return BuiltinTensorType(type.element_type, list(type.get_shape()))
    return type


def reshaped(b: Builder, value: SSAValue, shape: Sequence[int]) -> SSAValue:
    if list(value.type.get_shape()) == list(shape):
        return value
    return b.add(ov.ReshapeV1Op(value, b.i64(list(shape)), special_zero=False))


def transposed(b: Builder, value: SSAValue, order: Sequence[int]) -> SSAValue:
    return b.add(ov.TransposeV1Op(value, b.i64(list(order))))
