"""HandleTransposesAroundMatMul: GNA's affine layer reads its data interleaved, frames as
columns ([K, N]), and writes its result the same way ([O, N]). convert-ov-to-gna makes that
explicit: a MatMul of N > 1 frames [N, K] reads its data through a Transpose into [K, N] and
transposes the result back. Where the data already is a Transpose [1, 0] of some Y [K, N], Y
is the interleaved data: the MatMul reads Y with transpose_a and both transposes go (the
plugin removed the Transpose too, rather than stacking a second; the plugin's pipeline step 31).
The Transpose [1, 0] that alone follows a MatMul, the other half, is the affine's interleaved
result: convert-ov-to-gna takes it over. The plugin's other case, a Reshape or Concat that
changes the batch before the MatMul, needs nothing here: layouts are explicit in the gna
dialect, so the interleaving transpose convert-ov-to-gna writes is the one the plugin inserted."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.matmul import is_swap_2d
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant


class HandleTransposeBeforeMatMul(RewritePattern):
    """MatMul(Transpose[1, 0](Y), constant W) -> MatMul(Y, W, transpose_a)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        weights = constant(op.b)
        if weights is None or weights.ndim != 2 or op.transpose_a.value.data or not is_swap_2d(op.a.owner):
            return
        b = Builder(op)
        b.add(ov.MatMulV0Op(op.a.owner.data, op.b, transpose_a=True, transpose_b=op.transpose_b.value.data))
        b.replace(rewriter)


@dataclass(frozen=True)
class HandleTransposesAroundMatMulPass(PatternPass):
    """A MatMul by constant weights whose data is a 2-D Transpose reads the untransposed data
    as its frames-as-columns input."""

    name = "gna-handle-transposes-around-matmul"
    erase_dead = True


def patterns(options: HandleTransposesAroundMatMulPass) -> list[RewritePattern]:
    return [HandleTransposeBeforeMatMul()]
