"""ConvertDivide: GNA has no division, so a / b becomes a * b^-1 (the reciprocal a Power the
plugin approximates piecewise); by a constant b it is a Multiply by the folded 1 / b.
Integer division rounds, which a reciprocal cannot do: it stays."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, is_float


class ConvertDivide(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.DivideV1Op, rewriter: PatternRewriter) -> None:
        if not is_float(op.lhs):
            return
        b = Builder(op)
        divisor = constant(op.rhs)
        if divisor is not None:
            with np.errstate(divide="ignore"):
                reciprocal = b.constant_like(1.0 / divisor.astype(np.float64), op.rhs)
        else:
            reciprocal = b.add(ov.PowerV1Op(op.rhs, b.constant_like(np.asarray(-1.0), op.rhs)))
        b.add(ov.MultiplyV1Op(op.lhs, reciprocal, auto_broadcast=op.auto_broadcast))
        b.replace(rewriter)


@dataclass(frozen=True)
class ConvertDividePass(PatternPass):
    """a / b becomes a * b^-1 (by a constant: a Multiply by 1 / b), floating-point data only."""

    name = "gna-convert-divide"
    erase_dead = True


def patterns(options: ConvertDividePass) -> list[RewritePattern]:
    return [ConvertDivide()]
