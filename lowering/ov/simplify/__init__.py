"""ov-simplify: ovc's common optimisations (its MOC pipeline) as rewrite patterns on the ov
dialect — fusions into fewer, bigger ops and foldings into the weights — so that the IR is as
lean as ovc's without changing what the model computes.

Each family lives in its own module and contributes its patterns to this pass through the
registry, as an extension adds a fusion of its own:
`registry.register_patterns("ov-simplify", my_patterns)`. Constant subgraphs fold in the same
rewrite, so a fusion sees the constants it needs and its own constant arithmetic folds.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ovopt import registry
from ovopt.lowering.ov.fold_constants import FoldConstantOp
from ovopt.lowering.rewriting import rewrite_module
from ovopt.lowering.signature import sync_function_types


@dataclass(frozen=True)
class SimplifyPass(ModulePass):
    """Fuse and fold with every pattern registered for ov-simplify, until none applies."""

    name = "ov-simplify"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        rewrite_module(op, [FoldConstantOp(), *registry.patterns_for(self.name)], dce=True)
        sync_function_types(op)
