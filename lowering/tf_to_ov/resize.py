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
        rows, columns = (
            _Axis(b, op.image, axis, low, high, count)
            for axis, low, high, count in ((1, y1, y2, size[0]), (2, x1, x2, size[1]))
        )
        if op.method == "nearest":
            nearest = [b.add(ov.RoundV5Op(a.points, mode="half_away_from_zero")) for a in (rows, columns)]
            sampled = _columns(b, _rows(b, image, rows.index(nearest[0])), columns.index(nearest[1]))
        else:
            top, left = (b.add(ov.FloorV0Op(a.points)) for a in (rows, columns))
            bottom, right = (b.add(ov.CeilingV0Op(a.points)) for a in (rows, columns))
            y_lerp = rows.spread(b.add(ov.SubtractV1Op(rows.points, top)))
            x_lerp = columns.spread(b.add(ov.SubtractV1Op(columns.points, left)))
            left, right = columns.index(left), columns.index(right)
            blended = []
            for row in (top, bottom):
                picked = _rows(b, image, rows.index(row))
                blended.append(_lerp(b, _columns(b, picked, left), _columns(b, picked, right), x_lerp))
            sampled = _lerp(b, *blended, y_lerp)
        valid = b.add(ov.LogicalAndV1Op(rows.spread(rows.inside), columns.spread(columns.inside)))
        b.add(ov.SelectV1Op(valid, sampled, b.constant(np.float32(op.extrapolation_value))))
        b.replace(rewriter)


class _Axis:
    """One axis of CropAndResize's sampling (rows: image axis 1, columns: 2): the points of
    each box along it ([boxes, count], f32, in TensorFlow's order of operations), which of them
    fall inside the image, and the last pixel index (H - 1 or W - 1)."""

    def __init__(self, b: Builder, image: SSAValue, axis: int, low: SSAValue, high: SSAValue, count: int):
        self.b, self.axis = b, axis
        size = shape_of(image.type)[axis]
        if size is not None:
            self.last = b.i64(size - 1)
        else:
            sizes = b.add(ov.ShapeOfV3Op(image))
            self.last = b.add(ov.SubtractV1Op(b.add(ov.GatherV8Op(sizes, b.i64(axis), b.i64(0))), b.i64(1)))
        extent = b.add(ov.ConvertV0Op(self.last, destination_type=f32))
        if count == 1:
            middle = b.add(ov.MultiplyV1Op(b.add(ov.AddV1Op(low, high)), b.constant(np.float32(0.5))))
            self.points = b.add(ov.MultiplyV1Op(middle, extent))
        else:
            spread = b.add(ov.MultiplyV1Op(b.add(ov.SubtractV1Op(high, low)), extent))
            scale = b.add(ov.DivideV1Op(spread, b.constant(np.float32(count - 1))))
            steps = b.constant(np.arange(count, dtype=np.float32)[None, :])
            self.points = b.add(ov.AddV1Op(b.add(ov.MultiplyV1Op(low, extent)), b.add(ov.MultiplyV1Op(steps, scale))))
        above = b.add(ov.GreaterEqualV1Op(self.points, b.constant(np.float32(0))))
        self.inside = b.add(ov.LogicalAndV1Op(above, b.add(ov.LessEqualV1Op(self.points, extent))))

    def index(self, at: SSAValue) -> SSAValue:
        """Whole-number points as i64 pixel indices, clamped into the image (the points outside
        it are replaced afterwards)."""
        b = self.b
        at = b.add(ov.ConvertV0Op(at, destination_type=i64))
        return b.add(ov.MinimumV1Op(b.add(ov.MaximumV1Op(at, b.i64(0))), self.last))

    def spread(self, value: SSAValue) -> SSAValue:
        """[boxes, count] as [boxes, count, 1, 1] (rows) or [boxes, 1, count, 1] (columns)."""
        return self.b.add(ov.UnsqueezeV0Op(value, self.b.i64([2, 3] if self.axis == 1 else [1, 3])))


def _rows(b: Builder, image: SSAValue, rows: SSAValue) -> SSAValue:
    """image[box, rows[box, i]] -> [boxes, height, W, C]."""
    return b.add(ov.GatherV8Op(image, rows, b.i64(1), batch_dims=1))


def _columns(b: Builder, picked: SSAValue, columns: SSAValue) -> SSAValue:
    """picked[box, :, columns[box, j]] -> [boxes, height, width, C]."""
    return b.add(ov.GatherV8Op(picked, columns, b.i64(2), batch_dims=1))


def _lerp(b: Builder, a: SSAValue, z: SSAValue, t: SSAValue) -> SSAValue:
    return b.add(ov.AddV1Op(a, b.add(ov.MultiplyV1Op(b.add(ov.SubtractV1Op(z, a)), t))))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ResizeToOv(), CropAndResizeToOv()]
