"""The onnx -> ov conversion pass."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriter, PatternRewriteWalker, RewritePattern
from xdsl.utils.exceptions import PassFailedException, VerifyException

from ovopt.dialects.locations import describe
from ovopt.dialects.onnx import NoValueOp, YieldOp
from ovopt.lowering.onnx_to_ov import (
    activation,
    cast,
    comparison,
    constants,
    conv,
    conv_transpose,
    einsum,
    elementwise,
    generation,
    indexing,
    linear,
    lp_pool,
    math,
    normalization,
    norms,
    ordering,
    padding,
    pooling,
    quantization,
    recurrent,
    reduction,
    resize,
    shape,
    slicing,
)
from ovopt.lowering.onnx_to_ov.common import lowering_error
from ovopt.lowering.signature import sync_function_types

PATTERNS = [
    *constants.PATTERNS,
    *elementwise.PATTERNS,
    *conv.PATTERNS,
    *pooling.PATTERNS,
    *linear.PATTERNS,
    *normalization.PATTERNS,
    *shape.PATTERNS,
    *cast.PATTERNS,
    *comparison.PATTERNS,
    *math.PATTERNS,
    *activation.PATTERNS,
    *reduction.PATTERNS,
    *norms.PATTERNS,
    *conv_transpose.PATTERNS,
    *lp_pool.PATTERNS,
    *einsum.PATTERNS,
    *quantization.PATTERNS,
    *resize.PATTERNS,
    *recurrent.PATTERNS,
    *slicing.PATTERNS,
    *indexing.PATTERNS,
    *ordering.PATTERNS,
    *generation.PATTERNS,
    *padding.PATTERNS,
]


@dataclass
class NameFailingNode(RewritePattern):
    """Runs `pattern`; an ov op that cannot be built for a node (its type inference refuses the
    node's shapes or attributes) fails naming that node, not as a bare verifier message."""

    pattern: RewritePattern

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        try:
            self.pattern.match_and_rewrite(op, rewriter)
        except VerifyException as error:
            raise lowering_error(op, str(error)) from None


@dataclass(frozen=True)
class ConvertOnnxToOvPass(ModulePass):
    """Lower every onnx op to the ov dialect; name each node that has no lowering."""

    name = "convert-onnx-to-ov"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        walker = PatternRewriteWalker(NameFailingNode(GreedyRewritePatternApplier(PATTERNS, dce_enabled=False)))
        walker.rewrite_module(op)
        sync_function_types(op)
        left = [o for o in op.walk() if o.dialect_name() == "onnx" and not isinstance(o, NoValueOp | YieldOp)]
        if left:
            shown = ", ".join(describe(o) for o in left[:5])
            more = f" and {len(left) - 5} more" if len(left) > 5 else ""
            raise PassFailedException(
                f"no lowering to OpenVINO for {shown}{more}; an extension can add one (see docs/extensions.md)"
            )
