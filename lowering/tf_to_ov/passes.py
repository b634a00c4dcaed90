"""The tf -> ov conversion pass."""

from __future__ import annotations

from dataclasses import dataclass

from ovopt.lowering.pattern_pass import ConversionTarget, PatternPass


@dataclass(frozen=True)
class ConvertTfToOvPass(PatternPass):
    """Lower every tf op to the ov dialect; name each node that has no lowering. The constants
    and shape computations nothing reads any more go with the ops that read them."""

    name = "convert-tf-to-ov"
    conversion = ConversionTarget("tf", "OpenVINO")
    erase_dead = True
    keep_unsupported: bool = False  # a node without a lowering becomes a framework layer
