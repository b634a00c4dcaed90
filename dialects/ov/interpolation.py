"""Interpolate-11: resizing along some axes by scales or to sizes."""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects.builtin import TensorType
from xdsl.irdl import operand_def, opt_operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, float_prop, ints_prop, one_of
from ovopt.dialects.evaluation import evaluate
from ovopt.dialects.ov.base import OvOp, ints, ov_op, string
from ovopt.support.elements import is_floating, is_integer
from ovopt.support.shapes import Dim, element_of, require_element, shape_of, show, tensor_type

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


@ov_op(11)
class InterpolateV11Op(OvOp):
    """Interpolate-11: the image (padded by pads_begin/pads_end) resized along `axes` (the
    third input; all axes without it) to the sizes, or by the scales, of the second input
    (`shape_calculation_mode`: integer sizes or floating-point scales)."""

    image = operand_def(TensorType)
    scales_or_sizes = operand_def(TensorType)
    axes = opt_operand_def(TensorType)
    output = result_def(TensorType)
    mode = one_of(MODES)
    shape_calculation_mode = one_of(("sizes", "scales"))
    coordinate_transformation_mode = one_of(COORDINATE_TRANSFORMATION_MODES, default="half_pixel")
    nearest_mode = one_of(NEAREST_MODES, default="round_prefer_floor")
    antialias = bool_prop(default=False)
    pads_begin = ints_prop(default=[0])  # shorter than the rank: the rest are zeros
    pads_end = ints_prop(default=[0])
    cube_coeff = float_prop(default=-0.75)

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
            values = evaluate(rest[0])
            if values is None:
                return [tensor_type(element, [None] * len(x))]
            axes = [int(a) for a in values.reshape(-1)]
            if any(not 0 <= a < len(x) for a in axes):
                raise VerifyException(
                    f"Interpolate axes {axes} must be in [0, {len(x)}): OpenVINO takes no negative axis"
                )
        else:
            axes = list(range(len(x)))
        if count is not None and count != len(axes):
            raise VerifyException(f"{count} scales or sizes for {len(axes)} axes of an image {show(x)}")
        values = evaluate(scales_or_sizes)
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
