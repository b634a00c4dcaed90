"""The onnx -> ov conversion pass."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects.onnx import NoValueOp, YieldOp
from ovopt.lowering.conversion import ConversionPass
from ovopt.lowering.ov.infer_shapes import infer_shapes
from ovopt.support.locations import describe


@dataclass(frozen=True)
class ConvertOnnxToOvPass(ConversionPass):
    """Lower every onnx op to the ov dialect; name each node that has no lowering."""

    name = "convert-onnx-to-ov"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        super().apply(ctx, op)
        # A node converted before the node that feeds it (the walk reaches a region's users
        # before a Scan or Loop whose body is converted first) typed its results from the
        # onnx operand's less precise type; the converted producer's type now reaches it.
        infer_shapes(op)

    def check_converted(self, module: ModuleOp) -> None:
        left = [o for o in module.walk() if o.dialect_name() == "onnx" and not isinstance(o, NoValueOp | YieldOp)]
        if left:
            shown = ", ".join(describe(o) for o in left[:5])
            more = f" and {len(left) - 5} more" if len(left) > 5 else ""
            raise PassFailedException(
                f"no lowering to OpenVINO for {shown}{more}; an extension can add one (see docs/extensions.md)"
            )
