"""RemoveExtraReshapes: a Reshape (or Squeeze, Unsqueeze) whose output shape is its input's is
dropped, and a chain of them becomes one Reshape to the last shape (the plugin's
RemoveExtraReshapes and ReshapeSequenceFusion, the plugin's pipeline steps 34, 47 and 57). The
MatMul and layout passes before it leave such chains behind; ov-simplify's pattern does it."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.pattern_rewriter import RewritePattern

from ovopt.lowering.ov.simplify.reshapes import CollapseReshapes
from ovopt.lowering.pattern_pass import PatternPass


@dataclass(frozen=True)
class RemoveExtraReshapesPass(PatternPass):
    """Reshapes that keep the shape dropped, chains of reshapes made one."""

    name = "gna-remove-extra-reshapes"
    erase_dead = True


def patterns(options: RemoveExtraReshapesPass) -> list[RewritePattern]:
    return [CollapseReshapes()]
