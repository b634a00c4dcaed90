"""The onnx -> ov conversion pass."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriteWalker
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects.locations import describe
from ovopt.dialects.onnx import OnnxOp
from ovopt.lowering.onnx_to_ov import constants, conv, elementwise, linear, normalization, pooling, shape
from ovopt.lowering.signature import sync_function_types

PATTERNS = [
    *constants.PATTERNS,
    *elementwise.PATTERNS,
    *conv.PATTERNS,
    *pooling.PATTERNS,
    *linear.PATTERNS,
    *normalization.PATTERNS,
    *shape.PATTERNS,
]


@dataclass(frozen=True)
class ConvertOnnxToOvPass(ModulePass):
    """Lower every onnx op to the ov dialect; name each node that has no lowering."""

    name = "convert-onnx-to-ov"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        walker = PatternRewriteWalker(GreedyRewritePatternApplier(PATTERNS, dce_enabled=False))
        walker.rewrite_module(op)
        sync_function_types(op)
        left = [o for o in op.walk() if o.dialect_name() == "onnx"]
        if left:
            lines = [f"  {describe(o)}{_version(o)}" for o in left[:20]]
            more = f"\n  ... and {len(left) - 20} more" if len(left) > 20 else ""
            kinds = ", ".join(sorted({o.name for o in left}))
            raise PassFailedException(
                f"no lowering to OpenVINO for {kinds}:\n" + "\n".join(lines) + more
                + "\nAn extension can add the lowering (see docs/extensions.md)."
            )


def _version(op) -> str:
    return f"-{op.onnx_version}" if isinstance(op, OnnxOp) else ""
