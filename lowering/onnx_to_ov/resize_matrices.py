"""The resizes OpenVINO's Interpolate cannot compute as ONNX defines them (antialiasing,
exclude_outside, tf_crop_and_resize and half_pixel_symmetric coordinates), as products with
weight matrices.

A resize is separable: along each axis the output is a fixed matrix [out, in] times the input.
When the input shape and the scales or sizes (and the roi) are known at compile time, the
matrices are ONNX's own weights (`resize_weights`) and each axis is one Einsum-7; outputs that
tf_crop_and_resize places outside the input get the extrapolation value added to their zero
rows. Integers are resized in f32 and rounded half to even back, as ONNX saturates them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import f32
from xdsl.ir import SSAValue

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, converted, known_input
from ovopt.support import elements
from ovopt.support.resampling import resize_weights
from ovopt.support.shapes import element_of, shape_of

LABELS = "abcdefghijklmnopqrstuvwxy"  # Einsum labels of the input's axes; z is the resized one


@dataclass(frozen=True)
class AxisResize:
    axis: int
    size: int  # input length
    length: int  # output length
    scale: float
    roi: tuple[float, float] | None  # tf_crop_and_resize's start and end, relative


def known_plan(
    op: onnx.ResizeOp, axes: list[int], sizes: SSAValue | None, scales: SSAValue | None
) -> list[AxisResize] | None:
    """How each axis is resized, when the compiler knows the input shape, the scales or sizes
    and (tf_crop_and_resize) the roi; None otherwise. Axes left as they are drop out."""
    shape = shape_of(op.X.type)
    values = known_input(sizes if sizes is not None else scales)
    if shape is None or None in shape or values is None:
        return None
    inputs = [shape[a] for a in axes]
    values = [float(v) for v in values.reshape(-1)]
    if sizes is not None:
        ratios = [v / size for v, size in zip(values, inputs)]
        policy = op.keep_aspect_ratio_policy or "stretch"
        if policy != "stretch":
            common = min(ratios) if policy == "not_larger" else max(ratios)
            ratios = [common] * len(axes)
            values = [int(common * size + 0.5) for size in inputs]  # rounded half up
        lengths, factors = [int(v) for v in values], ratios
    else:
        lengths, factors = [int(s * size) for s, size in zip(values, inputs)], values
    rois: list[tuple[float, float] | None] = [None] * len(axes)
    if op.coordinate_transformation_mode == "tf_crop_and_resize":
        roi = known_input(op.roi) if op.roi is not None else None
        if roi is None:
            return None
        roi = [float(v) for v in roi.reshape(-1)]
        rois = [(roi[i], roi[len(axes) + i]) for i in range(len(axes))]
    plan = [AxisResize(*step) for step in zip(axes, inputs, lengths, factors, rois)]
    return [p for p in plan if not (math.isclose(p.scale, 1.0) and p.length == p.size and p.roi in (None, (0.0, 1.0)))]


def resize_by_matrices(b: Builder, op: onnx.ResizeOp, plan: list[AxisResize]) -> SSAValue:
    element = element_of(op.X.type)
    integer = elements.is_integer(element)
    y = converted(b, op.X, f32) if integer else op.X
    compute = element_of(y.type)
    dtype = elements.numpy_dtype(compute)
    rank = len(shape_of(op.X.type))
    labels = LABELS[:rank]
    for step in plan:
        weights, outside = resize_weights(
            op.mode,
            op.coordinate_transformation_mode,
            step.size,
            step.length,
            step.scale,
            step.scale * step.size,
            op.nearest_mode,
            op.cubic_coeff_a,
            bool(op.antialias),
            bool(op.exclude_outside),
            step.roi,
        )
        resized = labels.replace(labels[step.axis], "z")
        equation = f"{labels},z{labels[step.axis]}->{resized}"
        y = b.add(ov.EinsumV7Op([y, b.constant(weights.astype(dtype), compute)], equation=equation))
        if outside is not None and outside.any():
            fill = np.where(outside, op.extrapolation_value, 0.0)
            shape = [step.length if i == step.axis else 1 for i in range(rank)]
            y = b.add(ov.AddV1Op(y, b.constant(fill.reshape(shape).astype(dtype), compute)))
    if integer:
        limits = ml_dtypes.iinfo(elements.numpy_dtype(element))
        y = b.add(
            ov.ClampV0Op(b.add(ov.RoundV5Op(y, mode="half_to_even")), min=float(limits.min), max=float(limits.max))
        )
        y = converted(b, y, element)
    return y
