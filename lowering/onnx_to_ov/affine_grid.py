"""AffineGrid, lowered directly: ONNX's function body squeezes without axes on shapes that are
only known at run time (the size is a model input), which OpenVINO cannot compile."""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import element_of, shape_of


def normalized_coordinates(b: Builder, length: SSAValue, like: SSAValue, align_corners: bool) -> SSAValue:
    """The `length` pixel positions of one axis in [-1, 1]: pixel centres, 2i+1 / L - 1, or with
    align_corners the corners, 2i / (L - 1) - 1 (just -1 for one pixel, as linspace gives)."""
    element = element_of(like.type)
    positions = b.add(ov.RangeV4Op(b.i64(0), length, b.i64(1), output_type=element))
    doubled = b.add(ov.MultiplyV1Op(positions, b.constant_like(2.0, like)))
    size = b.add(ov.ConvertV0Op(length, destination_type=element))
    if align_corners:
        gaps = b.add(
            ov.MaximumV1Op(b.add(ov.SubtractV1Op(size, b.constant_like(1.0, like))), b.constant_like(1.0, like))
        )
        scaled = b.add(ov.DivideV1Op(doubled, gaps))
    else:
        scaled = b.add(ov.DivideV1Op(b.add(ov.AddV1Op(doubled, b.constant_like(1.0, like))), size))
    return b.add(ov.SubtractV1Op(scaled, b.constant_like(1.0, like)))


class AffineGridToOv(RewritePattern):
    """The grid of normalised positions (x, y[, z], 1) of every output pixel, [..., k + 1] for
    k spatial axes (x along the last), times each theta transposed: a MatMul of [1, pixels,
    k + 1] by [N, k, k + 1], reshaped to [N, spatial..., k]. Sizes may be run-time values."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.AffineGridOp, rewriter: PatternRewriter) -> None:
        size_shape = shape_of(op.size.type)
        if size_shape is None or len(size_shape) != 1 or size_shape[0] not in (4, 5):
            raise lowering_error(op, f"AffineGrid needs a size of 4 or 5 values, got {op.size.type}")
        k = size_shape[0] - 2
        b = Builder(op)
        size = op.size
        spatial = b.add(ov.SliceV8Op(size, b.i64([2]), b.i64([k + 2]), b.i64([1]), b.i64([0])))
        column_shape = b.add(ov.ConcatV0Op([spatial, b.i64([1])], axis=0))
        columns = []
        for axis in range(k):
            length = b.add(ov.GatherV8Op(size, b.i64(axis + 2), b.i64(0)))
            coordinates = normalized_coordinates(b, length, op.theta, bool(op.align_corners))
            along = [1] * (k + 1)
            along[axis] = -1
            shaped = b.add(ov.ReshapeV1Op(coordinates, b.i64(along), special_zero=False))
            columns.append(b.add(ov.BroadcastV3Op(shaped, column_shape)))
        ones = b.add(ov.BroadcastV3Op(b.constant_like(1.0, op.theta), column_shape))
        points = b.add(ov.ConcatV0Op([*reversed(columns), ones], axis=k))
        flat = b.add(ov.ReshapeV1Op(points, b.i64([1, -1, k + 1]), special_zero=False))
        moved = b.add(ov.MatMulV0Op(flat, op.theta, transpose_a=False, transpose_b=True))
        batch = b.add(ov.GatherV8Op(size, b.i64([0]), b.i64(0)))
        grid_shape = b.add(ov.ConcatV0Op([batch, spatial, b.i64([k])], axis=0))
        b.add(ov.ReshapeV1Op(moved, grid_shape, special_zero=False))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [AffineGridToOv()]
