"""`convert-gna-to-ov` (the emulation, in `gna-emulate`) and its pattern families: the computing
ops, the memory ops and the piecewise-linear activations."""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import Transformation

CONVERSION = "convert-gna-to-ov"


def _convert_gna_to_ov() -> type:
    from ovopt.lowering.gna_to_ov.passes import ConvertGnaToOvPass

    return ConvertGnaToOvPass


def register() -> None:
    registry.register_transformation(
        Transformation(
            CONVERSION,
            _convert_gna_to_ov,
            "back",
            pipelines=("gna-emulate",),
            run_after=("convert-ov-to-gna",),
            run_before=("dce",),
            description="emulation: every gna op as the opset ops that compute the same (PWL segments included; "
            "a quantised module's integers in f32)",
        )
    )
    registry.PATTERNS.add_provider(register_patterns, prefix=(CONVERSION,))


def register_patterns() -> None:
    from ovopt.lowering.gna_to_ov import compute, integers, memory, pwl

    for family in (compute, integers, memory, pwl):
        registry.register_patterns(CONVERSION, family.patterns, name=family.__name__.rsplit(".", 1)[1])
