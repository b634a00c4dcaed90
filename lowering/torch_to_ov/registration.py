"""`convert-torch-to-ov` and its built-in pattern families, one module per op family, contributed
through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import Transformation

PASS = "convert-torch-to-ov"


def _pass() -> type:
    from ovopt.lowering.torch_to_ov.passes import ConvertTorchToOvPass

    return ConvertTorchToOvPass


def has_torch_ops(module) -> bool:
    """Whether the module was imported from a PyTorch program (the pass has work to do)."""
    return any(op.dialect_name() == "torch" for op in module.walk())


def register() -> None:
    registry.register_transformation(
        Transformation(
            PASS,
            _pass,
            "inference",
            condition=has_torch_ops,
            description="lower every torch op to the ov dialect; name each node that has no lowering",
        )
    )
    registry.PATTERNS.add_provider(register_patterns, prefix=(PASS,))


def register_patterns() -> None:
    from ovopt.lowering.torch_to_ov import (
        constants,
        conv,
        elementwise,
        generation,
        indexing,
        linear,
        normalization,
        pooling,
        reduction,
        shape,
        upsample,
    )

    families = (constants, elementwise, linear, conv, pooling, upsample, normalization, shape)
    for family in (*families, indexing, generation, reduction):
        registry.register_patterns(PASS, family.patterns, name=family.__name__.rsplit(".", 1)[1])
