"""Resize (all versions) and Upsample: Interpolate-11.

Resize-11 on maps its modes (linear: linear_onnx) and coordinate transformations one to one,
by sizes when it has them and by scales otherwise, along `axes` (Resize-18) or every axis.
keep_aspect_ratio_policy scales every axis by the least (not_larger) or largest (not_smaller)
ratio of size to input, the sizes rounded half up. Resize-10 and Upsample sample at
x_out / scale (asymmetric), the nearest element rounded down.

Interpolate cannot follow ONNX in some cases: tf_crop_and_resize and half_pixel_symmetric
coordinates, exclude_outside, antialiasing. With the input shape and the scales or sizes
known at compile time those are products with weight matrices (`resize_matrices`); otherwise
they are refused. align_corners with a scale that makes a fractional length (4 * 0.6) aligns
to the whole output length, as onnxruntime and Interpolate do; ONNX's reference aligns to the
fractional one.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import f32, i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.ov.interpolation import COORDINATE_TRANSFORMATION_MODES
from ovopt.lowering.onnx_to_ov.common import Builder, converted, known_rank, lowering_error
from ovopt.lowering.onnx_to_ov.resize_matrices import known_plan, resize_by_matrices
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import normalize_axis, shape_of

MODES = {"nearest": "nearest", "linear": "linear_onnx", "bilinear": "linear_onnx", "cubic": "cubic"}


def interpolate_mode(op: onnx.OnnxOp) -> str:
    mode = op.mode
    if mode not in MODES:
        raise lowering_error(op, f"mode '{mode}' is not one of nearest, linear, cubic")
    return MODES[mode]


def given(value: SSAValue | None) -> SSAValue | None:
    """An optional input, None when absent or empty (Resize-11 passes an empty tensor for it)."""
    if value is None or shape_of(value.type) == [0]:
        return None
    return value


def interpolate_cannot(op: onnx.ResizeOp) -> str | None:
    """What of this node OpenVINO's Interpolate cannot compute as ONNX does; None: nothing."""
    transform = op.coordinate_transformation_mode
    if transform not in COORDINATE_TRANSFORMATION_MODES:
        return (
            f"has no coordinate_transformation_mode '{transform}' (it has {', '.join(COORDINATE_TRANSFORMATION_MODES)})"
        )
    if op.exclude_outside:
        return "cannot leave out the samples outside the input (exclude_outside=1)"
    if op.antialias:
        return "does not antialias as ONNX defines it (antialias=1)"
    return None


def aspect_kept_sizes(b: Builder, op: onnx.ResizeOp, sizes: SSAValue, axes: list[int]) -> SSAValue:
    """The sizes keep_aspect_ratio_policy gives: every axis scaled by one ratio of size to input
    length (the least or the largest), rounded half up."""
    shape = shape_of(op.X.type)
    if shape is not None and all(shape[a] is not None for a in axes):
        lengths = b.constant(np.array([shape[a] for a in axes], dtype=np.float32), f32)
    else:
        lengths = b.add(
            ov.ConvertV0Op(
                b.add(ov.GatherV8Op(b.add(ov.ShapeOfV3Op(op.X)), b.i64(axes), b.i64(0))), destination_type=f32
            )
        )
    ratios = b.add(ov.DivideV1Op(b.add(ov.ConvertV0Op(sizes, destination_type=f32)), lengths))
    pick = ov.ReduceMinV1Op if op.keep_aspect_ratio_policy == "not_larger" else ov.ReduceMaxV1Op
    scale = b.add(pick(ratios, b.i64([0]), keep_dims=True))
    half_up = b.add(
        ov.FloorV0Op(b.add(ov.AddV1Op(b.add(ov.MultiplyV1Op(scale, lengths)), b.constant_like(0.5, lengths))))
    )
    return b.add(ov.ConvertV0Op(half_up, destination_type=i64))


class ResizeToInterpolate(RewritePattern):
    """Resize from opset 11 on."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ResizeOp, rewriter: PatternRewriter) -> None:
        mode = interpolate_mode(op)
        rank = known_rank(op.X, op, "Resize")
        axes = [normalize_axis(a, rank) for a in op.axes or range(rank)]
        b = Builder(op)
        sizes, scales = given(op.sizes), given(op.scales)
        if sizes is None and scales is None:
            raise lowering_error(op, "Resize needs scales or sizes")
        reason = interpolate_cannot(op)
        if reason is not None:
            plan = known_plan(op, axes, sizes, scales)
            if plan is None:
                raise lowering_error(
                    op,
                    f"OpenVINO's Interpolate {reason}; such a resize is lowered to weight matrices only when the "
                    "input shape and the scales or sizes (and roi) are known at compile time",
                )
            b.replace(rewriter, [resize_by_matrices(b, op, plan)])
            return
        if sizes is not None and (op.keep_aspect_ratio_policy or "stretch") != "stretch":
            sizes = aspect_kept_sizes(b, op, sizes, axes)
        b.add(
            ov.InterpolateV11Op(
                op.X,
                sizes if sizes is not None else scales,
                b.i64(axes),
                mode=mode,
                shape_calculation_mode="sizes" if sizes is not None else "scales",
                coordinate_transformation_mode=op.coordinate_transformation_mode,
                nearest_mode=op.nearest_mode,
                cube_coeff=op.cubic_coeff_a,
            )
        )
        b.replace(rewriter)


class UpsampleToInterpolate(RewritePattern):
    """Upsample (scales as an attribute in opset 7, an input in 9) and Resize-10."""

    op_types = (onnx.UpsampleOp, onnx.UpsampleV7Op, onnx.ResizeV10Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, onnx.UpsampleOp | onnx.UpsampleV7Op | onnx.ResizeV10Op):
            return
        b = Builder(op)
        if isinstance(op, onnx.UpsampleV7Op):
            scales = op.scales
            if scales is None:  # Upsample-1 spelled them height_scale and width_scale
                scales = (1.0, 1.0, op.height_scale, op.width_scale)
            scales = b.constant(np.asarray(scales, dtype=np.float32), f32)
        else:
            scales = converted(b, op.scales, f32)
        b.add(
            ov.InterpolateV11Op(
                op.X,
                scales,
                None,
                mode=interpolate_mode(op),
                shape_calculation_mode="scales",
                coordinate_transformation_mode="asymmetric",
                nearest_mode="floor",
            )
        )
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ResizeToInterpolate(), UpsampleToInterpolate()]
