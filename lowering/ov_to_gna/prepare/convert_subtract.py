"""ConvertSubtract: GNA sums but does not subtract, so a - b becomes a + (-1) * b; by a
constant b it is an Add of the negated constant. Unsigned data has no -1: it stays."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, is_signed


class ConvertSubtract(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.SubtractV1Op, rewriter: PatternRewriter) -> None:
        if not is_signed(op.lhs):
            return
        b = Builder(op)
        subtrahend = constant(op.rhs)
        if subtrahend is not None:
            negated = b.constant_like(-subtrahend, op.rhs)
        else:
            minus_one = b.constant_like(np.asarray(-1), op.rhs)
            negated = b.add(ov.MultiplyV1Op(op.rhs, minus_one, auto_broadcast=op.auto_broadcast))
        b.add(ov.AddV1Op(op.lhs, negated, auto_broadcast=op.auto_broadcast))
        b.replace(rewriter)


@dataclass(frozen=True)
class ConvertSubtractPass(PatternPass):
    """a - b becomes a + (-1) * b (by a constant: an Add of -b), signed and floating-point data."""

    name = "gna-convert-subtract"
    erase_dead = True


def patterns(options: ConvertSubtractPass) -> list[RewritePattern]:
    return [ConvertSubtract()]
