"""Image resizing: ResizeBilinear and ResizeNearestNeighbor as Interpolate-11 over the spatial
axes of the NHWC image (1 and 2), with TensorFlow's coordinate conventions: `align_corners`,
`half_pixel_centers` (bilinear: half_pixel; nearest: TensorFlow's own half-pixel rule), or
the legacy asymmetric mapping; nearest rounds down, or half away from zero with aligned corners."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, as_i64


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


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ResizeToOv()]
