"""`convert-onnx-to-ov` and its built-in pattern families, one module per op family, contributed
through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt import registry
from ovopt.registry import Transformation

PASS = "convert-onnx-to-ov"


def _pass() -> type:
    from ovopt.lowering.onnx_to_ov.passes import ConvertOnnxToOvPass

    return ConvertOnnxToOvPass


def register() -> None:
    registry.register_transformation(
        Transformation(
            PASS,
            _pass,
            "inference",
            description="lower every onnx op to the ov dialect; name each node that has no lowering",
        )
    )
    registry.PATTERNS.add_provider(register_patterns, prefix=(PASS,))


def register_patterns() -> None:
    from ovopt.lowering.onnx_to_ov import (
        activation,
        affine_grid,
        cast,
        col2im,
        comparison,
        constants,
        control_flow,
        conv,
        conv_transpose,
        deform_conv,
        detection,
        einsum,
        elementwise,
        generation,
        indexing,
        linear,
        lp_pool,
        math,
        normalization,
        norms,
        ordering,
        padding,
        pooling,
        quantization,
        quantized,
        recurrent,
        reduction,
        resize,
        sampling,
        shape,
        slicing,
        spectral,
        unique,
        windows,
    )

    for family in (
        constants,
        elementwise,
        conv,
        pooling,
        linear,
        normalization,
        shape,
        cast,
        comparison,
        math,
        activation,
        reduction,
        norms,
        conv_transpose,
        lp_pool,
        einsum,
        quantization,
        quantized,
        resize,
        recurrent,
        slicing,
        indexing,
        ordering,
        generation,
        padding,
        sampling,
        detection,
        unique,
        affine_grid,
        control_flow,
        spectral,
        windows,
        col2im,
        deform_conv,
    ):
        registry.register_patterns(PASS, family.patterns, name=family.__name__.rsplit(".", 1)[1])
