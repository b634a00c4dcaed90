"""The onnx -> ov conversion pass."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from ovopt.dialects.onnx import NoValueOp, YieldOp
from ovopt.lowering.onnx_to_ov.constant_sweep import sweep_constants
from ovopt.lowering.ov.infer_shapes import infer_shapes
from ovopt.lowering.pattern_pass import ConversionTarget, PatternPass
from ovopt.lowering.rewriting import OpTypeDispatch


@dataclass(frozen=True)
class ConvertOnnxToOvPass(PatternPass):
    """Lower every onnx op to the ov dialect; name each node that has no lowering (or, with
    `keep-unsupported`, keep it as a framework layer)."""

    name = "convert-onnx-to-ov"
    # a missing input and a subgraph's terminator go with the ops that read or hold them
    conversion = ConversionTarget("onnx", "OpenVINO", legal=(NoValueOp, YieldOp))
    keep_unsupported: bool = False  # a node without a lowering becomes a framework layer

    def sweep(self, module: ModuleOp, dispatch: OpTypeDispatch) -> None:
        sweep_constants(module, dispatch)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        super().apply(ctx, op)
        # A node converted before the node that feeds it (the walk reaches a region's users
        # before a Scan or Loop whose body is converted first) typed its results from the
        # onnx operand's less precise type; the converted producer's type now reaches it.
        infer_shapes(op)
