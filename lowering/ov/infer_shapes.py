"""ov-infer-shapes: re-infer result types through the module (Model Optimizer's partial
inference).

After a rewrite refines a type (a static shape found, an input shape given), the ops below it
still carry the old, less precise types. This pass walks the ops in order and gives every op
with the `InfersResultTypes` trait the types its operands now imply, when they are more
precise; function signatures follow. Types never become less precise here, and a
contradiction is left for the verifier to report with the node's name.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.traits import InfersResultTypes
from ovopt.lowering.signature import sync_function_types
from ovopt.support.shapes import compatible, shape_of
from ovopt.support.walking import walk_ops


def _more_precise(new, old) -> bool:
    if new == old or not compatible(old, new):
        return False
    before, after = shape_of(old), shape_of(new)
    if after is None:
        return False
    return before is None or sum(d is None for d in after) < sum(d is None for d in before)


def _static(type) -> bool:
    shape = shape_of(type)
    return shape is not None and None not in shape


def infer_shapes(module: ModuleOp) -> int:
    """Refine result types in place; the number of values refined."""
    refined = 0
    for op in walk_ops(module):
        trait = op.get_trait(InfersResultTypes)
        if trait is None or all(_static(result.type) for result in op.results):
            continue  # a static type is as precise as a type gets
        try:
            inferred = trait.infer(op)
        except VerifyException:
            continue  # the verifier names the node
        for result, new in zip(op.results, inferred):
            if _more_precise(new, result.type):
                Rewriter.replace_value_with_new_type(result, new)
                refined += 1
    sync_function_types(module)
    return refined


@dataclass(frozen=True)
class InferShapesPass(ModulePass):
    name = "ov-infer-shapes"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        infer_shapes(op)
