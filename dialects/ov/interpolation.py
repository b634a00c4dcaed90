"""Interpolate-11: resizing along some axes by scales or to sizes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import ClassVar

import numpy as np
from xdsl.dialects.builtin import BoolAttr, DenseArrayBase, FloatAttr, StringAttr, TensorType, f32, i64
from xdsl.ir import SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, opt_operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.elements import is_floating, is_integer
from ovopt.dialects.ov.base import OvOp, constant_value, i64_array, ints, string
from ovopt.dialects.shapes import Dim, element_of, normalize_axis, require_element, shape_of, show, tensor_type

MODES = ("nearest", "linear", "linear_onnx", "cubic", "bilinear_pillow", "bicubic_pillow")
COORDINATE_TRANSFORMATION_MODES = (
    "half_pixel",
    "pytorch_half_pixel",
    "asymmetric",
    "tf_half_pixel_for_nn",
    "align_corners",
)
NEAREST_MODES = ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil", "simple")


def scaled_length(size: int, scale: float) -> int:
    """floor(size * scale) in f32, as OpenVINO computes a length from a scale."""
    return math.floor(np.float32(size) * np.float32(scale))


@irdl_op_definition
class InterpolateV11Op(OvOp):
    """Interpolate-11: the image (padded by pads_begin/pads_end) resized along `axes` (the
    third input; all axes without it) to the sizes, or by the scales, of the second input
    (`shape_calculation_mode`: integer sizes or floating-point scales)."""

    name = "ov.Interpolate.v11"
    IR_TYPE: ClassVar = "Interpolate"
    IR_VERSION: ClassVar = "opset11"
    image = operand_def(TensorType)
    scales_or_sizes = operand_def(TensorType)
    axes = opt_operand_def(TensorType)
    output = result_def(TensorType)
    mode = prop_def(StringAttr)
    shape_calculation_mode = prop_def(StringAttr)
    coordinate_transformation_mode = prop_def(StringAttr, default_value=StringAttr("half_pixel"))
    nearest_mode = prop_def(StringAttr, default_value=StringAttr("round_prefer_floor"))
    antialias = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    pads_begin = prop_def(DenseArrayBase.constr(i64))
    pads_end = prop_def(DenseArrayBase.constr(i64))
    cube_coeff = prop_def(FloatAttr, default_value=FloatAttr(-0.75, f32))
    ALLOWED: ClassVar = {
        "mode": MODES,
        "shape_calculation_mode": ("sizes", "scales"),
        "coordinate_transformation_mode": COORDINATE_TRANSFORMATION_MODES,
        "nearest_mode": NEAREST_MODES,
    }

    def __init__(
        self,
        image: SSAValue,
        scales_or_sizes: SSAValue,
        axes: SSAValue | None,
        mode: str,
        shape_calculation_mode: str,
        coordinate_transformation_mode: str = "half_pixel",
        nearest_mode: str = "round_prefer_floor",
        antialias: bool = False,
        cube_coeff: float = -0.75,
        pads_begin: Sequence[int] | None = None,
        pads_end: Sequence[int] | None = None,
    ):
        rank = len(shape_of(image.type) or [])
        self._build(
            [image, scales_or_sizes, [] if axes is None else [axes]],
            {
                "mode": StringAttr(mode),
                "shape_calculation_mode": StringAttr(shape_calculation_mode),
                "coordinate_transformation_mode": StringAttr(coordinate_transformation_mode),
                "nearest_mode": StringAttr(nearest_mode),
                "antialias": BoolAttr.from_bool(antialias),
                "pads_begin": i64_array([0] * rank if pads_begin is None else pads_begin),
                "pads_end": i64_array([0] * rank if pads_end is None else pads_end),
                "cube_coeff": FloatAttr(cube_coeff, f32),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        image, scales_or_sizes, *rest = operands
        element = require_element(
            image.type, lambda e: is_floating(e) or is_integer(e), "Interpolate resizes numeric images"
        )
        by_sizes = string(properties, "shape_calculation_mode") == "sizes"
        if by_sizes:
            require_element(scales_or_sizes.type, is_integer, "Interpolate sizes must be integers")
        else:
            require_element(scales_or_sizes.type, is_floating, "Interpolate scales must be floating-point")
        x = shape_of(image.type)
        if x is None:
            return [tensor_type(element, None)]
        begin, end = ints(properties, "pads_begin"), ints(properties, "pads_end")
        if len(begin) > len(x) or len(end) > len(x) or any(p < 0 for p in begin + end):
            raise VerifyException(f"pads {begin} and {end} do not fit an image of rank {len(x)}")
        padded: list[Dim] = [
            None if d is None else d + (begin[i] if i < len(begin) else 0) + (end[i] if i < len(end) else 0)
            for i, d in enumerate(x)
        ]
        count = (shape_of(scales_or_sizes.type) or [None])[0]
        if rest:
            require_element(rest[0].type, is_integer, "Interpolate axes must be integers")
            values = constant_value(rest[0])
            if values is None:
                return [tensor_type(element, [None] * len(x))]
            axes = [normalize_axis(int(a), len(x)) for a in values.reshape(-1)]
        else:
            axes = list(range(len(x)))
        if count is not None and count != len(axes):
            raise VerifyException(f"{count} scales or sizes for {len(axes)} axes of an image {show(x)}")
        values = constant_value(scales_or_sizes)
        for index, axis in enumerate(axes):
            if values is None:
                padded[axis] = None
            elif by_sizes:
                padded[axis] = int(values[index])
            elif padded[axis] is not None:
                padded[axis] = scaled_length(padded[axis], float(values[index]))
        return [tensor_type(element_of(image.type), padded)]


OPS = [
    InterpolateV11Op,
]
__all__ = ["scaled_length", *(op.__name__ for op in OPS)]
