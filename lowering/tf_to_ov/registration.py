"""`convert-tf-to-ov` and its built-in pattern families, one module per op family, contributed
through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import Transformation

PASS = "convert-tf-to-ov"


def _pass() -> type:
    from ovopt.lowering.tf_to_ov.passes import ConvertTfToOvPass

    return ConvertTfToOvPass


def has_tf_ops(module) -> bool:
    """Whether the module was imported from a TensorFlow model (the pass has work to do)."""
    return any(op.dialect_name() == "tf" for op in module.walk())


def register() -> None:
    registry.register_transformation(
        Transformation(
            PASS,
            _pass,
            "inference",
            condition=has_tf_ops,
            description="lower every tf op to the ov dialect; name each node that has no lowering",
        )
    )
    registry.PATTERNS.add_provider(register_patterns, prefix=(PASS,))


def register_patterns() -> None:
    from ovopt.lowering.tf_to_ov import (
        constants,
        control_flow,
        conv,
        elementwise,
        linear,
        normalization,
        pooling,
        reduction,
        resize,
        shape,
    )

    families = (constants, elementwise, linear, conv, pooling, normalization, shape, reduction, resize)
    for family in (*families, control_flow):
        registry.register_patterns(PASS, family.patterns, name=family.__name__.rsplit(".", 1)[1])
