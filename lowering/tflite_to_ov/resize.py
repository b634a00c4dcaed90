"""RESIZE_BILINEAR and RESIZE_NEAREST_NEIGHBOR as Interpolate-11 over the NHWC image's spatial
axes (1, 2): Interpolate takes its axes, so no layout change is needed. The coordinate modes
are TensorFlow's: align_corners, half-pixel centers (for nearest, TF's own variant), or
asymmetric."""

from __future__ import annotations

from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Builder, Lowerings, finish, lowers, static_shape

TABLE: dict = {}


@lowers(TABLE, tflite.ResizeBilinearOp, tflite.ResizeNearestNeighborOp)
def resize(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    nearest = isinstance(op, tflite.ResizeNearestNeighborOp)
    if op.align_corners:
        coordinates, rounding = "align_corners", "round_prefer_ceil"
    elif op.half_pixel_centers:
        coordinates, rounding = ("tf_half_pixel_for_nn" if nearest else "half_pixel"), "floor"
    else:
        coordinates, rounding = "asymmetric", "floor"
    sizes = static_shape(op, op.outputs[0], "output")[1:3]
    y = ov.InterpolateV11Op(
        op.inputs[0],
        b.i64(sizes),
        b.i64([1, 2]),
        mode="nearest" if nearest else "linear",
        shape_calculation_mode="sizes",
        coordinate_transformation_mode=coordinates,
        nearest_mode=rounding,
    )
    return finish(b, op, b.add(y))


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
