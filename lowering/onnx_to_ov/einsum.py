"""Einsum: Einsum-7 with the equation made explicit.

ONNX allows spaces, and an implicit output: the labels that appear once, in alphabetical
order, after the broadcast axes (`...`) if an input has them, as numpy reads it.
"""

from __future__ import annotations

from collections import Counter

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.ov.einsum import ELLIPSIS
from ovopt.lowering.onnx_to_ov.common import Builder
from ovopt.lowering.pattern_pass import PatternPass


def explicit_equation(equation: str) -> str:
    equation = "".join(equation.split())
    if "->" in equation:
        return equation
    counts = Counter(equation.replace(ELLIPSIS, "").replace(",", ""))
    once = "".join(sorted(label for label, count in counts.items() if count == 1))
    return f"{equation}->{ELLIPSIS if ELLIPSIS in equation else ''}{once}"


class EinsumToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.EinsumOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.EinsumV7Op(list(op.Inputs), equation=explicit_equation(op.equation)))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [EinsumToOv()]
