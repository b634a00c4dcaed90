"""`convert-torch-to-ov` and its built-in pattern families, one module per op family, contributed
through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt.registry.conversions import register_conversion

PASS = "convert-torch-to-ov"


def _pass() -> type:
    from ovopt.lowering.torch_to_ov.passes import ConvertTorchToOvPass

    return ConvertTorchToOvPass


def _families() -> tuple:
    from ovopt.lowering.torch_to_ov import (
        attention,
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
    return (*families, indexing, generation, reduction, attention)


def register() -> None:
    register_conversion(PASS, _pass, "torch", _families)
