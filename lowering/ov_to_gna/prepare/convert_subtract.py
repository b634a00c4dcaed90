"""ConvertSubtract: GNA sums but does not subtract, so a - b becomes a + (-1) * b; by a
constant b it is an Add of the negated constant. Unsigned data has no -1: it stays."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.common import negated
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import is_signed


class ConvertSubtract(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.SubtractV1Op, rewriter: PatternRewriter) -> None:
        if not is_signed(op.lhs):
            return
        b = Builder(op)
        subtrahend = negated(b, op.rhs)
        b.add(ov.AddV1Op(op.lhs, subtrahend, auto_broadcast=op.auto_broadcast))
        b.replace(rewriter)


@dataclass(frozen=True)
class ConvertSubtractPass(PatternPass):
    """a - b becomes a + (-1) * b (by a constant: an Add of -b), signed and floating-point data."""

    name = "gna-convert-subtract"
    erase_dead = True


def patterns(options: ConvertSubtractPass) -> list[RewritePattern]:
    return [ConvertSubtract()]
