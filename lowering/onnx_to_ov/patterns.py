"""The built-in onnx -> ov patterns, one set per op family, contributed to `convert-onnx-to-ov`
through the registry as an extension contributes its own."""

from __future__ import annotations

from ovopt import registry
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

FAMILIES = (
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

for _family in FAMILIES:
    registry.register_patterns(
        "convert-onnx-to-ov", lambda family=_family: family.PATTERNS, name=_family.__name__.rsplit(".", 1)[1]
    )
