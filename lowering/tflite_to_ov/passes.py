"""The tflite -> ov conversion pass."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp

from ovopt.lowering.pattern_pass import ConversionTarget, PatternPass


@dataclass(frozen=True)
class ConvertTfliteToOvPass(PatternPass):
    """Lower every tflite op to the ov dialect, quantized tensors to their real values with
    FakeQuantize requantizations and 8-bit weights; name each operator that has no lowering."""

    name = "convert-tflite-to-ov"
    conversion = ConversionTarget("tflite", "OpenVINO")
    erase_dead = True
    keep_unsupported: bool = False  # an operator without a lowering becomes a framework layer

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        """Then the subgraphs no WHILE runs any more (each is a copy in its Loop) go."""
        from ovopt.dialects.tflite import WhileOp  # here: ov-default names this pass for every model

        super().apply(ctx, op)
        if not any(isinstance(inner, WhileOp) for inner in op.walk()):
            for function in list(op.ops):
                if (
                    isinstance(function, FuncOp)
                    and function.sym_visibility
                    and function.sym_name.data.startswith("subgraph_")
                ):
                    op.body.block.erase_op(function)
