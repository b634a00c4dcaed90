"""`convert-tflite-to-ov` and its built-in pattern families, one module per operator family,
contributed through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import Transformation

PASS = "convert-tflite-to-ov"


def _pass() -> type:
    from ovopt.lowering.tflite_to_ov.passes import ConvertTfliteToOvPass

    return ConvertTfliteToOvPass


def has_tflite_ops(module) -> bool:
    """Whether the module was imported from a TFLite model (the pass has work to do)."""
    return any(op.dialect_name() == "tflite" for op in module.walk())


def register() -> None:
    registry.register_transformation(
        Transformation(
            PASS,
            _pass,
            "inference",
            condition=has_tflite_ops,
            description="lower every tflite op to the ov dialect; name each operator that has no lowering",
        )
    )
    registry.PATTERNS.add_provider(register_patterns, prefix=(PASS,))


def register_patterns() -> None:
    from ovopt.lowering.tflite_to_ov import constants, conv, elementwise, linear, pooling, reduction, resize, shape

    for family in (constants, elementwise, conv, pooling, linear, shape, reduction, resize):
        registry.register_patterns(PASS, family.patterns, name=family.__name__.rsplit(".", 1)[1])
