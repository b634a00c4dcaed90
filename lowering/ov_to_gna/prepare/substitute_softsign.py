"""SubstituteSoftsign: x / (1 + |x|), as an exporter writes it (Abs, Add, Power(-1) and
Multiply, or Divide), becomes one SoftSign (the plugin's pipeline step 37): one PWL instead of
a Power GNA cannot run and a multiplication. ov-simplify has no such fusion (ovc keeps the
decomposition); gna-convert-divide has already made a Divide a Multiply by Power(-1)."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import affine, close, computes_like, producer, product, unary
from ovopt.lowering.ov.simplify.activations import pairs
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import scalar


def one_plus_abs_of(value: SSAValue, x: SSAValue) -> bool:
    """Is `value` a single-use 1 + |x| (the Add's operands in either order)?"""
    offset, term = affine(value)
    return (
        close(offset, 1, x)
        and close(term.scale, 1, x)
        and len(term.factors) == 1
        and unary(term.factors[0], ov.AbsV0Op) is x
    )


def softsign_input(op: Operation) -> SSAValue | None:
    """x for op = x / (1 + |x|) or x * (1 + |x|)^-1."""
    if isinstance(op, ov.DivideV1Op):
        return op.lhs if op.rhs.has_one_use() and one_plus_abs_of(op.rhs, op.lhs) else None
    if not isinstance(op, ov.MultiplyV1Op):
        return None
    found = product(op.output, root=True)
    for x, rest in pairs(found):
        power = producer(rest, ov.PowerV1Op)
        if power is not None and scalar(power.rhs) == -1 and close(found.scale, 1, x) and one_plus_abs_of(power.lhs, x):
            return x
    return None


class SubstituteSoftsign(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        x = softsign_input(op)
        if x is None or not computes_like(x, op):
            return
        b = Builder(op)
        b.add(ov.SoftSignV9Op(x))
        b.replace(rewriter)


@dataclass(frozen=True)
class SubstituteSoftsignPass(PatternPass):
    """x / (1 + |x|) as one SoftSign."""

    name = "gna-substitute-softsign"
    erase_dead = True


def patterns(options: SubstituteSoftsignPass) -> list[RewritePattern]:
    return [SubstituteSoftsign()]
