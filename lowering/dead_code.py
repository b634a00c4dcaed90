"""dce: xDSL's dead-code elimination, run only when some op is dead.

The passes before it remove what they leave dead (ov-simplify and the conversions erase as
they go), so at the end of a pipeline there is mostly nothing to remove; xDSL's liveness
analysis would still walk every op twice, asking each for its traits (0.09 s at 10,000
nodes). In a region whose ops are in dominance order (no op reads a later op's value) a dead
op whose results something reads is read only by dead ops, and so leads to one whose results
nothing reads: one walk asking that of each op (per class, for the pure ops without regions)
tells whether xDSL's pass has anything to do.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.transforms.dead_code_elimination import region_dce

from ovopt.lowering.rewriting import would_be_dead
from ovopt.support.walking import walk_ops


@dataclass(frozen=True)
class DeadCodeEliminationPass(ModulePass):
    """Remove the ops whose results nothing uses and that have no other effect."""

    name = "dce"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if any(_unused_and_dead(inner) for inner in walk_ops(op) if inner is not op):
            region_dce(op.body)


def _unused_and_dead(op: Operation) -> bool:
    return all(result.first_use is None for result in op.results) and would_be_dead(op)
