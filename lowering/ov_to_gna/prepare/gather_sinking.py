"""gna-gather-sinking: GNA has no Gather, so a Gather of constant indices on one axis (left by
gna-transpose-reshape-to-gather) moves forward toward the outputs, where gna-split-pre-post
cuts it off to the CPU, or into the weights of a MatMul, where it vanishes (the plugin's
GatherSinkingGeneral, `transformations/gather_sinking.cpp`):

- through element-wise unary ops (any indices);
- through element-wise binary ops whose other operand is the same Gather, or a constant
  (gathered back by the inverse permutation, or broadcast along the axis);
- into the constant weights of a MatMul, when it permutes the contracted axis;
- two Gathers on the same axis fuse; a Gather that keeps every index in place vanishes."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.permutations import full_rank_constant, inverse, is_binary, is_identity, is_unary, retyped
from ovopt.lowering.values import constant, static_shape


@dataclass(frozen=True)
class FlatGather:
    """A Gather of 1-D constant indices along one axis of data of static rank."""

    data: SSAValue
    indices: np.ndarray
    axis: int

    @property
    def is_permutation(self) -> bool:
        size = static_shape(self.data)[self.axis]
        return self.indices.size == size and np.array_equal(np.sort(self.indices), np.arange(size))


def flat_gather(value: SSAValue, *, sole_user: bool = True) -> FlatGather | None:
    """The Gather producing `value` (by default, read by the op that asks only), if it is one."""
    op = value.owner
    if not isinstance(op, ov.GatherV8Op) or op.batch_dims.value.data != 0 or (sole_user and not value.has_one_use()):
        return None
    indices, axis, shape = constant(op.indices), constant(op.axis), static_shape(op.data)
    if indices is None or indices.ndim != 1 or axis is None or axis.size != 1 or shape is None:
        return None
    axis = int(axis.reshape(-1)[0])
    axis = axis + len(shape) if axis < 0 else axis
    indices = indices.astype(np.int64)
    return FlatGather(op.data, np.where(indices < 0, indices + shape[axis], indices), axis)


def gathered(b: Builder, value: SSAValue, indices: np.ndarray, axis: int) -> SSAValue:
    if is_identity(indices):
        return value
    return b.add(ov.GatherV8Op(value, b.i64(indices), b.i64(axis)))


class UnaryForward(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        gather = flat_gather(op.operands[0]) if is_unary(op) else None
        if gather is None:
            return
        b = Builder(op)
        inner = retyped(b, op, [gather.data])
        gathered(b, inner.results[0], gather.indices, gather.axis)
        b.replace(rewriter)


def same_gather(twin: FlatGather | None, gather: FlatGather, rank: int) -> bool:
    """`twin` picks what `gather` picks: the same indices on the same axis of data of the same
    rank (a lower-rank twin broadcasts, its axis is another of the result's)."""
    return (
        twin is not None
        and len(static_shape(twin.data)) == rank
        and twin.axis == gather.axis
        and np.array_equal(twin.indices, gather.indices)
    )


class BinaryForward(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        shape = static_shape(op.results[0]) if is_binary(op) else None
        if shape is None:
            return
        for index in (0, 1):
            gather = flat_gather(op.operands[index])
            if gather is None or len(static_shape(gather.data)) != len(shape):
                continue
            other = op.operands[1 - index]
            b = Builder(op)
            twin = flat_gather(other)
            if same_gather(twin, gather, len(shape)):
                other_value = twin.data
            else:
                array = full_rank_constant(other, len(shape))
                if array is None:
                    continue
                if array.shape[gather.axis] != 1:
                    if not gather.is_permutation:
                        continue
                    array = np.take(array, inverse(gather.indices), axis=gather.axis)
                other_value = b.constant(np.ascontiguousarray(array), other.type.element_type)
            operands = [gather.data, other_value]
            inner = retyped(b, op, operands if index == 0 else operands[::-1])
            gathered(b, inner.results[0], gather.indices, gather.axis)
            b.replace(rewriter)
            return


class IntoMatMulWeights(RewritePattern):
    """Gather(x, p, last axis) @ W is x @ W with its rows permuted by p's inverse."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        gather = flat_gather(op.a)
        weights = constant(op.b)
        if gather is None or weights is None or weights.ndim < 2 or op.transpose_a.value.data:
            return
        if gather.axis != len(static_shape(gather.data)) - 1 or not gather.is_permutation:
            return
        rows = -1 if op.transpose_b.value.data else -2
        b = Builder(op)
        rows_permuted = np.ascontiguousarray(np.take(weights, inverse(gather.indices), axis=rows))
        permuted = b.constant(rows_permuted, op.b.type.element_type)
        retyped(b, op, [gather.data, permuted])
        b.replace(rewriter)


class FuseGathers(RewritePattern):
    """Gather(Gather(x, i, axis), j, axis) is Gather(x, i[j], axis); an identity vanishes."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.GatherV8Op, rewriter: PatternRewriter) -> None:
        own = flat_gather(op.output, sole_user=False)
        if own is None:
            return
        inner = flat_gather(op.data)
        if inner is not None and inner.axis == own.axis:
            b = Builder(op)
            result = gathered(b, inner.data, inner.indices[own.indices], own.axis)
            b.replace(rewriter, [result])
        elif own.indices.size == static_shape(op.data)[own.axis] and is_identity(own.indices):
            rewriter.replace(op, [], [op.data])


@dataclass(frozen=True)
class GatherSinkingPass(PatternPass):
    """Gathers of constant indices moved forward toward the outputs or into MatMul weights."""

    name = "gna-gather-sinking"
    erase_dead = True


def patterns(options: GatherSinkingPass) -> list[RewritePattern]:
    return [UnaryForward(), BinaryForward(), IntoMatMulWeights(), FuseGathers()]
