"""convert-gna-to-ov: the emulation of the gna dialect in the opset (see __init__.py)."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import gna
from ovopt.lowering.builder import Builder
from ovopt.lowering.gna_to_ov import compute, memory, pwl  # noqa: F401  (they fill LOWERINGS)
from ovopt.lowering.gna_to_ov.common import LOWERINGS
from ovopt.lowering.rewriting import rewrite_module
from ovopt.lowering.signature import sync_function_types
from ovopt.support.locations import describe


class LowerGnaOp(RewritePattern):
    """A gna op whose operands are builtin tensors already becomes its opset ops; ops wait for
    their producers, so every lowering sees the buffers as builtin tensors."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        lower = LOWERINGS.get(type(op))
        if lower is None or any(isinstance(v.type, gna.TensorType) for v in op.operands):
            return
        b = Builder(op)
        results = lower(op, b)
        b.replace(rewriter, results)


@dataclass(frozen=True)
class ConvertGnaToOvPass(ModulePass):
    """Lower every gna op to the opset ops that compute the same."""

    name = "convert-gna-to-ov"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        rewrite_module(op, [LowerGnaOp()], dce=True)
        left = [o for o in op.walk() if o.dialect_name() == "gna"]
        if left:
            raise PassFailedException(f"convert-gna-to-ov: {describe(left[0])} has no lowering to the opset")
        sync_function_types(op)
