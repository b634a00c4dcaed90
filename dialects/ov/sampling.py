"""Sampling an image at computed positions: GridSample."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, one_of
from ovopt.dialects.ov.base import OvOp, ov_op
from ovopt.support.elements import is_floating
from ovopt.support.shapes import element_of, require_element, shape_of, show, tensor_type


@ov_op(9)
class GridSampleV9Op(OvOp):
    """GridSample-9: the [N, C, H, W] image sampled at the [N, H_out, W_out, 2] grid of (x, y)
    positions normalised to [-1, 1], by `mode`, positions outside the image by `padding_mode`."""

    data = operand_def(TensorType)
    grid = operand_def(TensorType)
    output = result_def(TensorType)
    align_corners = bool_prop(default=False)
    mode = one_of(("bilinear", "bicubic", "nearest"), default="bilinear")
    padding_mode = one_of(("zeros", "border", "reflection"), default="zeros")

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, grid = operands
        require_element(grid.type, is_floating, "the GridSample grid must be floating-point")
        x, g = shape_of(data.type), shape_of(grid.type)
        if x is not None and len(x) != 4:
            raise VerifyException(f"GridSample samples a 4-D image, got shape {show(x)}")
        if g is not None and (len(g) != 4 or g[3] not in (2, None)):
            raise VerifyException(f"the GridSample grid must be [N, H, W, 2], got shape {show(g)}")
        batch = next((d for d in ((x or [None])[0], (g or [None])[0]) if d is not None), None)
        if x is not None and g is not None and None not in (x[0], g[0]) and x[0] != g[0]:
            raise VerifyException(f"an image {show(x)} and a grid {show(g)} of different batches")
        channels = None if x is None else x[1]
        height, width = (None, None) if g is None else (g[1], g[2])
        return [tensor_type(element_of(data.type), [batch, channels, height, width])]


OPS = [GridSampleV9Op]
__all__ = [op.__name__ for op in OPS]
