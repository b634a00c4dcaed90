"""The tflite -> ov conversion pass."""

from __future__ import annotations

from dataclasses import dataclass

from ovopt.lowering.pattern_pass import ConversionTarget, PatternPass


@dataclass(frozen=True)
class ConvertTfliteToOvPass(PatternPass):
    """Lower every tflite op to the ov dialect, quantized tensors to their real values with
    FakeQuantize requantizations and 8-bit weights; name each operator that has no lowering."""

    name = "convert-tflite-to-ov"
    conversion = ConversionTarget("tflite", "OpenVINO")
    erase_dead = True
    keep_unsupported: bool = False  # an operator without a lowering becomes a framework layer
