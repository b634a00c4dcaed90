"""Resize (all versions) and Upsample: Interpolate-11.

Resize-11 on maps its modes (linear: linear_onnx) and coordinate transformations one to one,
by sizes when it has them and by scales otherwise, along `axes` (Resize-18) or every axis.
keep_aspect_ratio_policy scales every axis by the least (not_larger) or largest (not_smaller)
ratio of size to input, the sizes rounded half up, and samples by that one scale
(`resize_keeping_aspect`). Resize-10 and Upsample sample at
x_out / scale (asymmetric), the nearest element rounded down.

Interpolate cannot follow ONNX in some cases: tf_crop_and_resize and half_pixel_symmetric
coordinates, exclude_outside, antialiasing. With the input shape and the scales or sizes
known at compile time those are products with weight matrices (`resize_matrices`); otherwise
they are refused. Nor does OpenVINO's CPU plugin resize (linear, cubic) an axis whose length
a scale other than 1 keeps (3 * 1.2 floors to 3; align_corners maps it to itself): known, it
is resized by matrices too. align_corners with a scale that makes a fractional length (4 * 0.6)
aligns to the whole output length, as onnxruntime and Interpolate do; ONNX's reference aligns
to the fractional one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import f32, i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.ov.interpolation import COORDINATE_TRANSFORMATION_MODES, scaled_length
from ovopt.lowering.onnx_to_ov.common import Builder, converted, known_input, known_rank, lowering_error
from ovopt.lowering.onnx_to_ov.resize_matrices import AxisResize, known_plan, resize_by_matrices
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, normalize_axis, shape_of

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


def known_aspect_kept(op: onnx.ResizeOp, sizes: SSAValue, axes: list[int]) -> tuple[np.float32, list[int]] | None:
    """keep_aspect_ratio_policy's one scale, the least (not_larger) or largest (not_smaller)
    ratio of size to input length, and the sizes it gives, rounded half up; computed in f32 as
    onnxruntime does, when the compiler knows the sizes and the input lengths along `axes`."""
    shape = shape_of(op.X.type)
    values = known_input(sizes)
    if values is None or shape is None or any(shape[a] is None for a in axes):
        return None
    lengths = np.array([shape[a] for a in axes], dtype=np.float32)
    ratios = values.reshape(-1).astype(np.float32) / lengths
    scale = ratios.min() if op.keep_aspect_ratio_policy == "not_larger" else ratios.max()
    return scale, [int(n) for n in np.floor(scale * lengths + np.float32(0.5))]


@dataclass
class AspectRatio:
    """keep_aspect_ratio_policy's one scale as the ratio `size / length` of the axis that
    gives it ([1] each, i64), and the sizes it gives ([axes]), all computed at run time."""

    size: SSAValue
    length: SSAValue
    kept: SSAValue


def aspect_ratio(b: Builder, op: onnx.ResizeOp, sizes: SSAValue, lengths: SSAValue) -> AspectRatio:
    """The policy's ratio picked and applied in integers: OpenVINO's CPU plugin divides floats
    by multiplying by a reciprocal, a unit in the last place off a quotient that decides which
    element `nearest` picks and, at a half, a rounded size. An axis's ratio is the policy's when
    it is >= (not_smaller) or <= (not_larger) every other, compared crosswise; ties share it.
    The sizes are round-half-up(size * lengths / length) by integer division."""
    sizes = converted(b, sizes, i64)
    crosswise = b.add(
        ov.MultiplyV1Op(b.add(ov.UnsqueezeV0Op(sizes, b.i64([1]))), b.add(ov.UnsqueezeV0Op(lengths, b.i64([0]))))
    )
    compare = ov.LessEqualV1Op if op.keep_aspect_ratio_policy == "not_larger" else ov.GreaterEqualV1Op
    others = b.add(ov.TransposeV1Op(crosswise, b.i64([1, 0])))
    picked = b.add(ov.ReduceLogicalAndV1Op(b.add(compare(crosswise, others)), b.i64([1])))
    zero = b.i64(0)

    def of_picked(values: SSAValue) -> SSAValue:  # the tied axes share one ratio: the largest terms are one pair
        return b.add(ov.ReduceMaxV1Op(b.add(ov.SelectV1Op(picked, values, zero)), b.i64([0]), keep_dims=True))

    size, length = of_picked(sizes), of_picked(lengths)
    two = b.i64([2])
    twice = b.add(ov.MultiplyV1Op(b.add(ov.MultiplyV1Op(size, two)), lengths))
    kept = b.add(ov.DivideV1Op(b.add(ov.AddV1Op(twice, length)), b.add(ov.MultiplyV1Op(length, two))))
    return AspectRatio(size, length, kept)


def end_pad(length: int, scale: np.float32, size: int) -> int:
    """The fewest elements to add to `length` for Interpolate's floor(length * scale) to reach `size`
    and differ from the grown length: an axis Interpolate resizes to its own length is copied
    through by OpenVINO's CPU plugin in linear and cubic modes, whatever the scale (`rescaled_in_place`)."""
    pad = 0
    while scaled_length(length + pad, scale) < size or rescaled_in_place(length + pad, scale):
        pad += 1
    return pad


def rescaled_in_place(length: int, scale: float) -> bool:
    """A non-empty axis whose length a scale other than 1 keeps (3 * 1.2 floors to 3): ONNX still
    maps its coordinates by the scale, OpenVINO's CPU plugin copies it (linear and cubic)."""
    return length > 0 and not math.isclose(scale, 1.0) and scaled_length(length, scale) == length


def plan_of_a_kept_length(op: onnx.ResizeOp, axes: list[int], scales: SSAValue) -> list[AxisResize] | None:
    """The weight-matrix plan of a resize by known `scales` when one of them keeps its axis's
    length (`rescaled_in_place`), which Interpolate would copy; None otherwise."""
    plan = known_plan(op, axes, None, scales)
    return plan if plan is not None and any(rescaled_in_place(step.size, step.scale) for step in plan) else None


def ceil_divide(b: Builder, x: SSAValue, y: SSAValue) -> SSAValue:
    return b.add(ov.DivideV1Op(b.add(ov.AddV1Op(x, b.add(ov.SubtractV1Op(y, b.i64([1]))))), y))


def axis_lengths(b: Builder, x: SSAValue, axes: list[int]) -> SSAValue:
    """The lengths of x along `axes` (i64): constants when static."""
    shape = shape_of(x.type)
    if all(shape[a] is not None for a in axes):
        return b.i64([shape[a] for a in axes])
    return b.add(ov.GatherV8Op(b.add(ov.ShapeOfV3Op(x)), b.i64(axes), b.i64(0)))


def interpolate(b: Builder, op: onnx.ResizeOp, image: SSAValue, target: SSAValue, axes: list[int]) -> SSAValue:
    """Interpolate-11 of `image` to `target`: integer sizes or floating-point scales along `axes`."""
    by_sizes = elements.is_integer(element_of(target.type))
    return b.add(
        ov.InterpolateV11Op(
            image,
            target,
            b.i64(axes),
            mode=interpolate_mode(op),
            shape_calculation_mode="sizes" if by_sizes else "scales",
            coordinate_transformation_mode=op.coordinate_transformation_mode,
            nearest_mode=op.nearest_mode,
            cube_coeff=op.cubic_coeff_a,
        )
    )


def resize_keeping_aspect(b: Builder, op: onnx.ResizeOp, sizes: SSAValue, axes: list[int]) -> SSAValue:
    """Resize to sizes under keep_aspect_ratio_policy. ONNX (and onnxruntime) map coordinates by
    the policy's one scale, not by output / input length per axis as Interpolate's sizes mode
    does; align_corners maps by lengths alone, so sizes mode is right for it. Otherwise the input
    grows at the end by copies of its edge (which the samplers read as they read the clamped
    edge) for Interpolate's own lengths to hold that scale, and its output is sliced to the sizes."""
    known = known_aspect_kept(op, sizes, axes)
    if op.coordinate_transformation_mode == "align_corners":
        kept = b.i64(known[1]) if known is not None else aspect_ratio(b, op, sizes, axis_lengths(b, op.X, axes)).kept
        return interpolate(b, op, op.X, kept, axes)
    if known is not None:
        return resize_by_known_scale(b, op, *known, axes)
    if op.coordinate_transformation_mode == "pytorch_half_pixel":
        raise lowering_error(
            op,
            "keep_aspect_ratio_policy with pytorch_half_pixel coordinates needs the sizes and the input lengths "
            "along the axes known at compile time",
        )
    return resize_by_ratio(b, op, sizes, axes)


def resize_by_known_scale(b: Builder, op: onnx.ResizeOp, scale: np.float32, kept: list[int], axes: list[int]):
    """Interpolate's scales mode by the policy's scale (onnxruntime's f32). It floors the lengths
    where ONNX rounds them half up, so the input grows until the floored lengths reach the sizes."""
    lengths = [shape_of(op.X.type)[a] for a in axes]
    pads = [end_pad(n, scale, size) for n, size in zip(lengths, kept)]
    grown = op.X
    if any(pads):
        pads_end = np.zeros(len(shape_of(op.X.type)), dtype=np.int64)
        pads_end[axes] = pads
        grown = grown_at_end(b, op.X, b.i64(pads_end.tolist()))
    y = interpolate(b, op, grown, b.constant(np.full(len(axes), scale, dtype=np.float32), f32), axes)
    scaled = [scaled_length(n + pad, scale) for n, pad in zip(lengths, pads)]
    return y if scaled == kept else slice_to(b, y, b.i64(kept), axes)


def resize_by_ratio(b: Builder, op: onnx.ResizeOp, sizes: SSAValue, axes: list[int]) -> SSAValue:
    """Interpolate's sizes mode to lengths whose ratio is the policy's, size * t on an input grown
    to length * t, which the plugin divides exactly (`aspect_ratio`), for sizes or lengths known
    only at run time. pytorch_half_pixel is not for this way: it maps an output of length 1 to
    the origin, which Interpolate, resizing to the longer length, would not."""
    lengths = axis_lengths(b, op.X, axes)
    ratio = aspect_ratio(b, op, sizes, lengths)
    # the fewest multiples t of the ratio's terms that cover the input and the sizes
    times = b.add(ov.MaximumV1Op(ceil_divide(b, lengths, ratio.length), ceil_divide(b, ratio.kept, ratio.size)))
    pads = b.add(ov.SubtractV1Op(b.add(ov.MultiplyV1Op(ratio.length, times)), lengths))
    zeros = b.i64([0] * len(shape_of(op.X.type)))
    grown = grown_at_end(b, op.X, b.add(ov.ScatterElementsUpdateV12Op(zeros, b.i64(axes), pads, b.i64(0))))
    y = interpolate(b, op, grown, b.add(ov.MultiplyV1Op(ratio.size, times)), axes)
    return slice_to(b, y, ratio.kept, axes)


def grown_at_end(b: Builder, x: SSAValue, pads_end: SSAValue) -> SSAValue:
    """x with `pads_end` (i64, one per dim) copies of its last elements added."""
    return b.add(ov.PadV12Op(x, b.i64([0] * len(shape_of(x.type))), pads_end, pad_mode="edge"))


def slice_to(b: Builder, y: SSAValue, sizes: SSAValue, axes: list[int]) -> SSAValue:
    """The first `sizes` elements of y along `axes`."""
    count = len(axes)
    return b.add(ov.SliceV8Op(y, b.i64([0] * count), sizes, b.i64([1] * count), b.i64(axes)))


class ResizeToInterpolate(RewritePattern):
    """Resize from opset 11 on."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ResizeOp, rewriter: PatternRewriter) -> None:
        interpolate_mode(op)  # an unknown mode is refused before anything is built
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
            b.replace(rewriter, [resize_keeping_aspect(b, op, sizes, axes)])
            return
        if op.mode != "nearest" and op.coordinate_transformation_mode != "align_corners" and scales is not None:
            plan = plan_of_a_kept_length(op, axes, scales)
            if plan is not None:
                b.replace(rewriter, [resize_by_matrices(b, op, plan)])
                return
        interpolate(b, op, op.X, sizes if sizes is not None else scales, axes)
        b.replace(rewriter)


@dataclass(frozen=True)
class Upsampling:
    """Upsample and Resize-10 as the Resize the weight matrices read: linear, asymmetric."""

    X: SSAValue
    mode: str = "linear"
    coordinate_transformation_mode: str = "asymmetric"
    nearest_mode: str = "floor"
    cubic_coeff_a: float = -0.75
    antialias: int = 0
    exclude_outside: int = 0
    extrapolation_value: float = 0.0
    roi: SSAValue | None = None


class UpsampleToInterpolate(RewritePattern):
    """Upsample (scales as an attribute in opset 7, an input in 9) and Resize-10; linear with a
    known scale that keeps an axis's length is resized by weight matrices (`rescaled_in_place`)."""

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
        shape = shape_of(op.X.type)
        if op.mode == "linear" and shape is not None:
            plan = plan_of_a_kept_length(Upsampling(op.X), list(range(len(shape))), scales)
            if plan is not None:
                b.replace(rewriter, [resize_by_matrices(b, Upsampling(op.X), plan)])
                return
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
