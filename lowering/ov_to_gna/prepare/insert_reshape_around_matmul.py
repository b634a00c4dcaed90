"""InsertReshapeAroundMatmul: GNA's affine layer multiplies a matrix by a matrix, so a MatMul of
rank-3/4 data [..., K] by constant weights [K, O] reads its data reshaped to [rows, K] and its
result is reshaped back (the plugin's pipeline steps 22-25). A bias Add of a constant [O] that
alone follows the MatMul is done on the 2-D result (where convert-ov-to-gna makes it the
affine's bias), and so is a following Transpose whose data has at most two dims over 1 (a 2-D
transpose, or a reshape when it only moves 1-dims). A constant first operand [M, K] times data
[1, ..., K, N] reads the data as [K, N]: that one gna-swap-input-matmul swaps next. Weights
behind a kept FakeQuantize are read through it as they are (InsertReshapeAroundMatmulWithFq),
for convert-ov-to-gna to fuse."""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.matmul import column_bias, constant_weights, only_user
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, static_shape


def reshaped(b: Builder, value: SSAValue, shape: list[int]) -> SSAValue:
    return b.add(ov.ReshapeV1Op(value, b.i64(shape), special_zero=False))


def trailing_transpose(value: SSAValue, rows: int, columns: int) -> tuple[ov.TransposeV1Op, bool] | None:
    """The Transpose that alone reads `value`, when its data's dims over 1 are `rows` and
    `columns` (in that order): it and whether it swaps them."""
    transpose = only_user(value)
    order = constant(transpose.input_order) if isinstance(transpose, ov.TransposeV1Op) else None
    shape = static_shape(value)
    if order is None or order.size != len(shape) or static_shape(transpose.output) is None:
        return None
    big = [axis for axis, d in enumerate(shape) if d > 1]
    if [shape[axis] for axis in big] != [d for d in (rows, columns) if d > 1]:
        return None
    moved = [int(axis) for axis in order.reshape(-1) if shape[int(axis)] > 1]
    return transpose, len(big) == 2 and moved != big


class InsertReshapeAroundDataMatmul(RewritePattern):
    """MatMul(data [..., K], constant [K, O]) of rank > 2 on a 2-D MatMul, [+ bias] [+ Transpose]."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        shape, weights = static_shape(op.a), constant_weights(op.b)
        if shape is None or len(shape) <= 2 or weights is None or weights.ndim != 2 or op.transpose_a.value.data:
            return
        if constant(op.a) is not None or static_shape(op.output) is None:
            return
        rows, columns = math.prod(shape[:-1]), static_shape(op.output)[-1]
        last: Operation = op
        bias = column_bias(only_user(op.output), op)
        if bias is not None:
            last = only_user(op.output)
        transpose = trailing_transpose(last.results[0], rows, columns)
        if transpose is not None:
            last = transpose[0]
        b = Builder(last)
        flat = reshaped(b, op.a, [rows, shape[-1]])
        out = b.add(ov.MatMulV0Op(flat, op.b, transpose_a=False, transpose_b=op.transpose_b.value.data))
        if bias is not None:
            out = b.add(ov.AddV1Op(out, b.constant_like(bias.reshape(1, -1), op.output)))
        if transpose is not None and transpose[1]:
            out = b.add(ov.TransposeV1Op(out, b.i64([1, 0])))
        reshaped(b, out, list(static_shape(last.results[0])))
        b.replace(rewriter)


class InsertReshapeAroundConstantMatmul(RewritePattern):
    """MatMul(constant [M, K], data [1, ..., K, N]) on the data read as [K, N]."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        shape, weights = static_shape(op.b), constant_weights(op.a)
        if shape is None or len(shape) <= 2 or weights is None or weights.ndim != 2 or op.transpose_b.value.data:
            return
        if any(d != 1 for d in shape[:-2]) or constant(op.b) is not None or static_shape(op.output) is None:
            return
        b = Builder(op)
        flat = reshaped(b, op.b, list(shape[-2:]))
        out = b.add(ov.MatMulV0Op(op.a, flat, transpose_a=op.transpose_a.value.data, transpose_b=False))
        reshaped(b, out, list(static_shape(op.output)))
        b.replace(rewriter)


@dataclass(frozen=True)
class InsertReshapeAroundMatmulPass(PatternPass):
    """MatMuls of rank-3/4 data by 2-D constant weights on 2-D data, reshaped back after the
    bias Add and Transpose that follow."""

    name = "gna-insert-reshape-around-matmul"
    erase_dead = True


def patterns(options: InsertReshapeAroundMatmulPass) -> list[RewritePattern]:
    return [InsertReshapeAroundDataMatmul(), InsertReshapeAroundConstantMatmul()]
