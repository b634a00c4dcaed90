"""SwapInputMatMul: GNA's affine layer takes its weights as the second operand, so a MatMul of a
constant [M, K] by data [K, N] becomes (data^T x constant^T)^T: the data transposed (an existing
Transpose on it removed instead), the operands swapped, the constant read transposed through
transpose_b, and the result transposed back (the plugin's pipeline steps 26-30); a Transpose
[1, 0] that alone follows cancels the one the swap adds. A bias Add of [M, 1] stays after the
Transpose, where convert-ov-to-gna fuses it into the affine of interleaved output [M, N].
The swapped MatMul has N frames: it fires only when N <= 8 (kAffineMaxBatchSize), else the
swap would trade one limit for another. Weights behind a kept FakeQuantize are read through it
as they are (SwapInputMatMulWithFq), for convert-ov-to-gna to fuse."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.matmul import AFFINE_MAX_BATCH, constant_weights, is_swap_2d, only_user
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, static_shape


def transposed(b: Builder, value: SSAValue) -> SSAValue:
    """`value`^T: the input of a Transpose [1, 0] that produces it, else a new Transpose."""
    if is_swap_2d(value.owner):
        return value.owner.data
    return b.add(ov.TransposeV1Op(value, b.i64([1, 0])))


class SwapInputMatMul(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        weights, data = constant_weights(op.a), static_shape(op.b)
        if weights is None or weights.ndim != 2 or data is None or len(data) != 2 or constant(op.b) is not None:
            return
        frames = data[0] if op.transpose_b.value.data else data[1]
        if frames > AFFINE_MAX_BATCH:
            return
        after = only_user(op.output)
        trailing = after if is_swap_2d(after) else None
        b = Builder(trailing or op)
        # C x X = (X^T x C^T)^T; with transpose_b the data is X^T already
        rows = op.b if op.transpose_b.value.data else transposed(b, op.b)
        out = b.add(ov.MatMulV0Op(rows, op.a, transpose_a=False, transpose_b=not op.transpose_a.value.data))
        if trailing is None:
            b.add(ov.TransposeV1Op(out, b.i64([1, 0])))
        b.replace(rewriter)


@dataclass(frozen=True)
class SwapInputMatMulPass(PatternPass):
    """constant [M, K] x data [K, N] with N <= 8 frames as (data^T x constant^T)^T."""

    name = "gna-swap-input-matmul"
    erase_dead = True


def patterns(options: SwapInputMatMulPass) -> list[RewritePattern]:
    return [SwapInputMatMul()]
