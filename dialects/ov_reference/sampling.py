"""Kernel of GridSample: ONNX's GridSample, whose modes and paddings OpenVINO's match."""

from __future__ import annotations

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel
from ovopt.dialects.ov_reference.onnx_semantics import run_onnx_node

ONNX_MODES = {"bilinear": "linear", "bicubic": "cubic", "nearest": "nearest"}


@kernel(ov.GridSampleV9Op)
def grid_sample(op: ov.GridSampleV9Op, data, grid):
    (y,) = run_onnx_node(
        "GridSample",
        [data, grid.astype(data.dtype)],
        1,
        mode=ONNX_MODES[op.property_or_default("mode").data],
        padding_mode=op.property_or_default("padding_mode").data,
        align_corners=int(op.property_or_default("align_corners").value.data),
    )
    return (y,)
