"""ov-fold-constants: evaluate ops whose inputs are all constants, with the reference kernels.

As in Model Optimizer, a ShapeOf stays an op unless `static-shape` is set, so the IR can still
be reshaped at run time; subgraphs below it fold only once their ShapeOf has.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriter, PatternRewriteWalker, RewritePattern

from ovopt.dialects import elements, ov
from ovopt.dialects.ov_reference import KERNELS, run
from ovopt.dialects.ov_shapes import shape_of
from ovopt.lowering.signature import sync_function_types


@dataclass
class FoldConstantOp(RewritePattern):
    static_shape: bool = False

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ov.OvOp) or isinstance(op, ov.ConstantV0Op) or type(op) not in KERNELS:
            return
        if isinstance(op, ov.ShapeOfV3Op):
            shape = shape_of(op.input.type)
            if not self.static_shape or shape is None or None in shape:
                return
            values = (np.array(shape),)  # a static shape needs no data
        elif all(isinstance(o.owner, ov.ConstantV0Op) for o in op.operands):
            values = run(op, *(elements.numpy_from_dense(o.owner.value) for o in op.operands))
        else:
            return
        folded = [
            ov.ConstantV0Op.from_numpy(value, result.type.element_type) for value, result in zip(values, op.results)
        ]
        for constant in folded:
            constant.location = op.location
        rewriter.replace(op, folded, [c.output for c in folded])


@dataclass(frozen=True)
class FoldConstantsPass(ModulePass):
    """Replace every ov op computable at compile time by its value."""

    name = "ov-fold-constants"
    static_shape: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pattern = FoldConstantOp(self.static_shape)
        PatternRewriteWalker(GreedyRewritePatternApplier([pattern], dce_enabled=True)).rewrite_module(op)
        sync_function_types(op)
