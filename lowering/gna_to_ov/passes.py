"""convert-gna-to-ov: the emulation of the gna dialect in the opset (see __init__.py)."""

from __future__ import annotations

from dataclasses import dataclass

from ovopt.lowering.pattern_pass import ConversionTarget, PatternPass


@dataclass(frozen=True)
class ConvertGnaToOvPass(PatternPass):
    """Lower every gna op to the opset ops that compute the same."""

    name = "convert-gna-to-ov"
    conversion = ConversionTarget("gna", "the opset")
    erase_dead = True
