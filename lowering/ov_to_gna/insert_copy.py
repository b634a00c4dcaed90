"""gna-insert-copy: GNA's concat, split and crop alias memory (a crop or split output is a view
of its input's buffer, a concat writes its inputs at offsets of its own), so a value that is
already a view, or that a concat takes twice, cannot also be written into the concat's buffer:
it gets a gna.copy of its own first (the plugin's InsertCopyBeforeConcatLayer, step 69
of its pipeline, docs/gna.md). Runs on the gna dialect, after convert-ov-to-gna, where the aliasing ops
exist; emulation drops the copies."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.rewriter import InsertPoint

from ovopt.dialects import gna
from ovopt.lowering.rewriting import rewrite_module

ALIASES = (gna.CropOp, gna.SplitOp)


def is_view(value: SSAValue) -> bool:
    """A crop or split output, through non-functional layout casts."""
    owner = value.owner
    while isinstance(owner, gna.LayoutCastOp):
        owner = owner.input.owner
    return isinstance(owner, ALIASES)


class InsertCopyBeforeConcat(RewritePattern):
    """A concat input that is a view, or that an earlier input of the same concat already is,
    read through a copy."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gna.ConcatOp, rewriter: PatternRewriter) -> None:
        inputs, seen, copies = list(op.inputs), set(), []
        for index, value in enumerate(inputs):
            if is_view(value) or value in seen:
                copy = gna.CopyOp(value)
                copy.location = op.location
                copies.append(copy)
                inputs[index] = copy.output
            seen.add(value)
        if not copies:
            return
        rewriter.insert(copies, InsertPoint.before(op))
        op.operands = inputs
        rewriter.notify_op_modified(op)


@dataclass(frozen=True)
class InsertCopyPass(ModulePass):
    """A gna.copy before every concat input that is a crop / split view or repeats an input."""

    name = "gna-insert-copy"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        rewrite_module(op, [InsertCopyBeforeConcat()])
