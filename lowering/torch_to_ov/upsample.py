"""Resampling images: upsampling, grid sampling, folding blocks back.

- upsample_nearest2d.vec and upsample_bilinear2d.vec as Interpolate-11 over the last two axes,
  to `output_size` (Interpolate's `sizes`: torch then maps coordinates by input / output length)
  or by `scale_factors` (its `scales`: torch then maps them by 1 / scale). Nearest is torch's
  legacy nearest, floor(x_out * input / output): `asymmetric` coordinates, rounded down.
  Bilinear is `linear_onnx` with `half_pixel` coordinates, (x_out + 0.5) / scale - 0.5 clamped
  at 0 (not `pytorch_half_pixel`, which samples 0 for an output of length 1 where torch does
  not), or `align_corners`. A scale whose output length OpenVINO computes otherwise than torch
  (floor(L * scale) in f32 against double) is refused: give output_size.
- grid_sampler_2d as GridSample-9: interpolation 0, 1, 2 are bilinear, nearest, bicubic;
  padding 0, 1, 2 are zeros, border, reflection; align_corners as it is.
- col2im (F.fold) as Col2Im-15, the padding on both sides.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import f32
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.dialects.ov.interpolation import scaled_length
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, as_i64_vector, lowering_error, ready
from ovopt.support.shapes import rank_of, shape_of

GRID_MODES = {0: "bilinear", 1: "nearest", 2: "bicubic"}
GRID_PADDINGS = {0: "zeros", 1: "border", 2: "reflection"}


class UpsampleToInterpolate(RewritePattern):
    op_types = (torch.AtenUpsampleNearest2dVecOp, torch.AtenUpsampleBilinear2dVecOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        rank = rank_of(op.input)
        if rank != 4:
            raise lowering_error(op, f"{op.model_op_kind()} resizes [N, C, H, W] images, got {op.input.type}")
        b = Builder(op)
        if len(op.output_size) > 0:
            if len(op.output_size) != 2:
                raise lowering_error(op, f"output_size holds {len(op.output_size)} sizes for 2 axes")
            target, calculation = as_i64_vector(b, op.output_size), "sizes"
        elif op.scale_factors is not None and len(op.scale_factors) in (1, 2):
            scales = list(op.scale_factors) * (3 - len(op.scale_factors))
            self._check_lengths(op, scales)
            target, calculation = b.constant(np.asarray(scales, dtype=np.float32), f32), "scales"
        else:
            raise lowering_error(op, "an upsampling needs output_size or two scale_factors")
        if isinstance(op, torch.AtenUpsampleNearest2dVecOp):
            modes = dict(mode="nearest", coordinate_transformation_mode="asymmetric", nearest_mode="floor")
        else:
            transform = "align_corners" if op.align_corners else "half_pixel"
            modes = dict(mode="linear_onnx", coordinate_transformation_mode=transform)
        b.add(ov.InterpolateV11Op(op.input, target, b.i64([2, 3]), shape_calculation_mode=calculation, **modes))
        b.replace(rewriter)

    @staticmethod
    def _check_lengths(op: Operation, scales: list[float]) -> None:
        """The output lengths OpenVINO computes from the scales must be torch's (the result's)."""
        lengths, results = shape_of(op.input.type)[2:], shape_of(op.result.type)[2:]
        for length, scale, result in zip(lengths, scales, results):
            if None not in (length, result) and scaled_length(length, scale) != result:
                raise lowering_error(
                    op,
                    f"OpenVINO scales a length {length} by {scale} to {scaled_length(length, scale)}, torch to "
                    f"{result}: give the upsampling an output_size",
                )


class GridSamplerToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenGridSampler2dOp, rewriter: PatternRewriter) -> None:
        mode, padding = GRID_MODES.get(op.interpolation_mode), GRID_PADDINGS.get(op.padding_mode)
        if mode is None or padding is None:
            raise lowering_error(
                op,
                f"grid_sampler_2d's interpolation_mode is 0, 1 or 2 and padding_mode 0, 1 or 2, got "
                f"{op.interpolation_mode} and {op.padding_mode}",
            )
        b = Builder(op)
        b.add(ov.GridSampleV9Op(op.input, op.grid, align_corners=op.align_corners, mode=mode, padding_mode=padding))
        b.replace(rewriter)


def _pair(values: tuple[int, ...]) -> list[int]:
    """An int[2] argument: one value stands for both."""
    return list(values) * 2 if len(values) == 1 else list(values)


class Col2ImToOv(RewritePattern):
    """col2im: [N, C * kH * kW, L] blocks (or without N) summed into [N, C, H, W]."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenCol2imOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        if len(op.output_size) not in (1, 2):
            raise lowering_error(op, f"col2im folds into 2 spatial axes, got output_size of {len(op.output_size)}")
        b = Builder(op)
        sizes = list(op.output_size) * (3 - len(op.output_size))
        padding = _pair(op.padding)
        b.add(
            ov.Col2ImV15Op(
                op.self,
                as_i64_vector(b, sizes),
                b.i64(_pair(op.kernel_size)),
                strides=_pair(op.stride),
                dilations=_pair(op.dilation),
                pads_begin=padding,
                pads_end=padding,
            )
        )
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [UpsampleToInterpolate(), GridSamplerToOv(), Col2ImToOv()]
