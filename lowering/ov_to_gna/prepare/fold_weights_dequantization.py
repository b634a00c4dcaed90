"""gna-fold-weights-dequantization: GNA quantises weights itself, from their float values, so
the 8-bit weights' dequantisation a model keeps for OpenVINO's low-precision CPU pipeline (a
Convert marked `ovopt.keep_unfolded`, times the per-channel scale: TFLite's int8 models) is
folded to f32 constants here. Unfolded, the weights would be data computed at run time: the
MatMul would stay on the CPU and the scale would become a diagonal layer over the weights.
A weights' FakeQuantize gna-keep-weights-fake-quantize marked stays for convert-ov-to-gna."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ovopt.dialects import ov
from ovopt.dialects.evaluation import KEEP_UNFOLDED_ATTR
from ovopt.lowering.ov.fold_constants import FoldConstantsPass


@dataclass(frozen=True)
class FoldWeightsDequantizationPass(ModulePass):
    """Unmark the kept dequantisations and fold constants again (nothing to do without marks)."""

    name = "gna-fold-weights-dequantization"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        marked = [
            inner
            for inner in op.walk()
            if KEEP_UNFOLDED_ATTR in inner.attributes and not isinstance(inner, ov.FakeQuantizeV0Op)
        ]
        for inner in marked:
            del inner.attributes[KEEP_UNFOLDED_ATTR]
        if marked:
            FoldConstantsPass().apply(ctx, op)
