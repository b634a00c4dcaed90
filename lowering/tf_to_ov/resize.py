"""Image resizing: ResizeBilinear and ResizeNearestNeighbor as Interpolate-11 over the spatial
axes of the NHWC image (1 and 2), with TensorFlow's coordinate conventions: `align_corners`,
`half_pixel_centers` (bilinear: half_pixel; nearest: TensorFlow's own half-pixel rule), or
the legacy asymmetric mapping; nearest rounds down, or half away from zero with aligned corners.
CropAndResize samples boxes of the images, composed of Gathers and arithmetic."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import f32, i64
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, as_i64, known_ints, lowering_error, rank, ready
from ovopt.support.shapes import element_of, shape_of


class ResizeToOv(RewritePattern):
    op_types = (tf.ResizeBilinearOp, tf.ResizeNearestNeighborOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        nearest = isinstance(op, tf.ResizeNearestNeighborOp)
        if op.align_corners:
            mapping = "align_corners"
        elif op.half_pixel_centers:
            mapping = "tf_half_pixel_for_nn" if nearest else "half_pixel"
        else:
            mapping = "asymmetric"
        rounding = "round_prefer_ceil" if op.align_corners else "floor"
        b = Builder(op)
        b.add(
            ov.InterpolateV11Op(
                op.images,
                as_i64(b, op.size),
                b.i64([1, 2]),
                mode="nearest" if nearest else "linear_onnx",
                shape_calculation_mode="sizes",
                coordinate_transformation_mode=mapping,
                nearest_mode=rounding,
                antialias=False,
            )
        )
        b.replace(rewriter)


class CropAndResizeToOv(RewritePattern):
    """Each box (y1, x1, y2, x2, in [0, 1] of the image) of image box_ind sampled at
    crop_size points: row i at y1 * (H - 1) + i * (y2 - y1) * (H - 1) / (crop_height - 1) (the
    box's middle for one row), columns alike; bilinear between the four pixels around a point,
    or the nearest (rounded half away from zero); `extrapolation_value` where a point falls
    outside the image. The pixels come from Gathers: the box's image, its rows, its columns."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.CropAndResizeOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        size = known_ints(op, op.crop_size, "crop_size")
        if len(size) != 2 or min(size) < 1:
            raise lowering_error(op, f"crop_size must be two positive sizes, got {size}")
        if rank(op, op.image) != 4:
            raise lowering_error(op, f"needs an NHWC image, got {op.image.type}")
        b = Builder(op)
        image = op.image
        if element_of(image.type) != f32:
            image = b.add(ov.ConvertV0Op(image, destination_type=f32))
        image = b.add(ov.GatherV8Op(image, op.box_ind, b.i64(0), batch_dims=0))  # [boxes, H, W, C]
        corners = ov.SplitV1Op(op.boxes, b.i64(1), num_splits=4)
        b.add(corners)
        y1, x1, y2, x2 = corners.results  # each [boxes, 1]
        points, inside = [], []
        for axis, (low, high), count in ((1, (y1, y2), size[0]), (2, (x1, x2), size[1])):
            extent = b.add(ov.ConvertV0Op(_last_index(b, op.image, axis), destination_type=f32))
            at = _sample_points(b, low, high, extent, count)  # [boxes, count]
            points.append(at)
            zero = b.constant(np.float32(0))
            inside.append(
                b.add(ov.LogicalAndV1Op(b.add(ov.GreaterEqualV1Op(at, zero)), b.add(ov.LessEqualV1Op(at, extent))))
            )
        rows, columns = points
        if op.method == "nearest":
            pick = [b.add(ov.RoundV5Op(p, mode="half_away_from_zero")) for p in points]
            sampled = _pixels(b, image, op.image, *pick)
        else:
            top, left = (b.add(ov.FloorV0Op(p)) for p in points)
            bottom, right = (b.add(ov.CeilingV0Op(p)) for p in points)
            y_lerp = _spread(b, b.add(ov.SubtractV1Op(rows, top)), 1)
            x_lerp = _spread(b, b.add(ov.SubtractV1Op(columns, left)), 2)
            upper = _lerp(b, _pixels(b, image, op.image, top, left), _pixels(b, image, op.image, top, right), x_lerp)
            lower = _lerp(
                b, _pixels(b, image, op.image, bottom, left), _pixels(b, image, op.image, bottom, right), x_lerp
            )
            sampled = _lerp(b, upper, lower, y_lerp)
        valid = b.add(ov.LogicalAndV1Op(_spread(b, inside[0], 1), _spread(b, inside[1], 2)))
        b.add(ov.SelectV1Op(valid, sampled, b.constant(np.float32(op.extrapolation_value))))
        b.replace(rewriter)


def _last_index(b: Builder, image: SSAValue, axis: int) -> SSAValue:
    """H - 1 (axis 1) or W - 1 (axis 2) of the image, as a scalar i64."""
    shape = shape_of(image.type)
    if shape[axis] is not None:
        return b.i64(shape[axis] - 1)
    size = b.add(ov.GatherV8Op(b.add(ov.ShapeOfV3Op(image)), b.i64(axis), b.i64(0), batch_dims=0))
    return b.add(ov.SubtractV1Op(size, b.i64(1)))


def _sample_points(b: Builder, low: SSAValue, high: SSAValue, extent: SSAValue, count: int) -> SSAValue:
    """The `count` sampling coordinates of each box along one axis, [boxes, count] (f32), in
    TensorFlow's order of operations."""
    if count == 1:
        middle = b.add(ov.MultiplyV1Op(b.add(ov.AddV1Op(low, high)), b.constant(np.float32(0.5))))
        return b.add(ov.MultiplyV1Op(middle, extent))
    scale = b.add(
        ov.DivideV1Op(
            b.add(ov.MultiplyV1Op(b.add(ov.SubtractV1Op(high, low)), extent)), b.constant(np.float32(count - 1))
        )
    )
    steps = b.constant(np.arange(count, dtype=np.float32)[None, :])
    return b.add(ov.AddV1Op(b.add(ov.MultiplyV1Op(low, extent)), b.add(ov.MultiplyV1Op(steps, scale))))


def _spread(b: Builder, value: SSAValue, axis: int) -> SSAValue:
    """[boxes, count] as [boxes, count, 1, 1] (rows, axis 1) or [boxes, 1, count, 1] (columns)."""
    return b.add(ov.UnsqueezeV0Op(value, b.i64([2, 3] if axis == 1 else [1, 3])))


def _pixels(b: Builder, image: SSAValue, original: SSAValue, rows: SSAValue, columns: SSAValue) -> SSAValue:
    """image[box, rows[box, i], columns[box, j], :] -> [boxes, height, width, C]; the coordinates
    (f32) clamped into the image first (the points outside it are replaced afterwards)."""
    indices = []
    for axis, at in ((1, rows), (2, columns)):
        at = b.add(ov.ConvertV0Op(at, destination_type=i64))
        at = b.add(ov.MinimumV1Op(b.add(ov.MaximumV1Op(at, b.i64(0))), _last_index(b, original, axis)))
        indices.append(at)
    picked = b.add(ov.GatherV8Op(image, indices[0], b.i64(1), batch_dims=1))
    return b.add(ov.GatherV8Op(picked, indices[1], b.i64(2), batch_dims=1))


def _lerp(b: Builder, a: SSAValue, z: SSAValue, t: SSAValue) -> SSAValue:
    return b.add(ov.AddV1Op(a, b.add(ov.MultiplyV1Op(b.add(ov.SubtractV1Op(z, a)), t))))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ResizeToOv(), CropAndResizeToOv()]
