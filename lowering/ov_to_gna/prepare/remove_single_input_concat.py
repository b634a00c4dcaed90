"""RemoveSingleInputConcat: a Concat of one input is that input (the plugin's pipeline step 36).
Left in, it would become a GNA concat, and a copy, of a single buffer."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.pattern_pass import PatternPass


class RemoveSingleInputConcat(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ConcatV0Op, rewriter: PatternRewriter) -> None:
        if len(op.operands) == 1 and op.operands[0].type == op.output.type:
            rewriter.replace(op, [], [op.operands[0]])


@dataclass(frozen=True)
class RemoveSingleInputConcatPass(PatternPass):
    """A Concat of one input replaced by that input."""

    name = "gna-remove-single-input-concat"
    erase_dead = True


def patterns(options: RemoveSingleInputConcatPass) -> list[RewritePattern]:
    return [RemoveSingleInputConcat()]
