"""`convert-onnx-to-ov` and its built-in pattern families, one module per op family, contributed
through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt.registry.conversions import register_conversion

PASS = "convert-onnx-to-ov"


def _pass() -> type:
    from ovopt.lowering.onnx_to_ov.passes import ConvertOnnxToOvPass

    return ConvertOnnxToOvPass


def register() -> None:
    register_conversion(PASS, _pass, "onnx", _families, always=True)


def _families() -> tuple:
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

    return (
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
    )
