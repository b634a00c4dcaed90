"""The torch -> ov conversion pass."""

from __future__ import annotations

from dataclasses import dataclass

from ovopt.dialects.torch import ConstantOp
from ovopt.lowering.pattern_pass import ConversionTarget, PatternPass


@dataclass(frozen=True)
class ConvertTorchToOvPass(PatternPass):
    """Lower every torch op to the ov dialect; name each node that has no lowering. The scalars
    the calls took, and the calls whose results nothing reads (an unused pooling index, an
    assert), go when nothing reads them."""

    name = "convert-torch-to-ov"
    conversion = ConversionTarget("torch", "OpenVINO", arguments=(ConstantOp,))
    erase_dead = True
    keep_unsupported: bool = False  # a node without a lowering becomes a framework layer
