"""`convert-tf-to-ov` and its built-in pattern families, one module per op family, contributed
through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt.registry.conversions import register_conversion

PASS = "convert-tf-to-ov"


def _pass() -> type:
    from ovopt.lowering.tf_to_ov.passes import ConvertTfToOvPass

    return ConvertTfToOvPass


def register() -> None:
    register_conversion(PASS, _pass, "tf", _families)


def _families() -> tuple:
    from ovopt.lowering import recurrent_loops
    from ovopt.lowering.tf_to_ov import (
        arrays,
        constants,
        control_flow,
        conv,
        elementwise,
        linear,
        normalization,
        pooling,
        quantization,
        reduction,
        resize,
        shape,
        space_batch,
    )

    return (
        constants,
        elementwise,
        linear,
        conv,
        pooling,
        normalization,
        shape,
        reduction,
        resize,
        space_batch,
        arrays,
        quantization,
        control_flow,
        recurrent_loops,
    )
