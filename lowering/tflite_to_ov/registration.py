"""`convert-tflite-to-ov` and its built-in pattern families, one module per operator family,
contributed through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt.registry.conversions import register_conversion

PASS = "convert-tflite-to-ov"


def _pass() -> type:
    from ovopt.lowering.tflite_to_ov.passes import ConvertTfliteToOvPass

    return ConvertTfliteToOvPass


def _families() -> tuple:
    from ovopt.lowering import loop_writes, recurrent_loops
    from ovopt.lowering.tflite_to_ov import (
        constants,
        control_flow,
        conv,
        elementwise,
        linear,
        list_writes,
        pooling,
        recurrent,
        reduction,
        resize,
        shape,
    )

    return (
        constants,
        elementwise,
        conv,
        pooling,
        linear,
        list_writes,
        shape,
        reduction,
        resize,
        recurrent,
        control_flow,
        loop_writes,
        recurrent_loops,
    )


def register() -> None:
    register_conversion(PASS, _pass, "tflite", _families)
