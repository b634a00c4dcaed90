"""ConvertNegative: -x becomes x * -1, a scale GNA runs as a diagonal layer. Unsigned data has
no -1: it stays."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.common import negated
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import is_signed


class ConvertNegative(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.NegativeV0Op, rewriter: PatternRewriter) -> None:
        if not is_signed(op.input):
            return
        b = Builder(op)
        b.replace(rewriter, [negated(b, op.input)])


@dataclass(frozen=True)
class ConvertNegativePass(PatternPass):
    """-x becomes x * -1, signed and floating-point data."""

    name = "gna-convert-negative"
    erase_dead = True


def patterns(options: ConvertNegativePass) -> list[RewritePattern]:
    return [ConvertNegative()]
