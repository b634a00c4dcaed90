"""ov-simplify: ovc's common optimisations (its MOC pipeline) as rewrite patterns on the ov
dialect — fusions into fewer, bigger ops and foldings into the weights — so that the IR is as
lean as ovc's without changing what the model computes.

Each family lives in its own module and contributes its patterns to this pass through the
registry, as an extension adds a fusion of its own:
`registry.register_patterns("ov-simplify", my_patterns)`. Constant subgraphs fold in the same
rewrite, so a fusion sees the constants it needs and its own constant arithmetic folds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.pattern_rewriter import RewritePattern

from ovopt.lowering.ov.fold_constants import FoldConstantOp
from ovopt.lowering.pattern_pass import PatternPass


@dataclass(frozen=True)
class SimplifyPass(PatternPass):
    """Fuse and fold with every pattern registered for ov-simplify, until none applies."""

    name = "ov-simplify"
    erase_dead = True

    def patterns(self) -> Sequence[RewritePattern]:
        return [FoldConstantOp(), *super().patterns()]
