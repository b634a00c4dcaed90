"""ConvertDWSCToScaleShifts: a depthwise convolution (a GroupConvolution with one input and one
output channel per group) over one spatial axis is, per kernel tap, the padded input shifted
by that tap and scaled per channel; GNA runs each scale as a diagonal layer and the sum as
eltwise adds (the plugin's pipeline step 11). Each tap is a strided Slice of the padded data
times a [1, C, 1...] constant, and the taps are summed."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.common import conv_pads, zero_padded
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, is_float, static_shape


def sliding_axis(data: tuple[int, ...], kernel: tuple[int, ...]) -> int | None:
    """The one spatial axis (2 or 3) a depthwise kernel slides along: every other spatial axis
    of the data and the kernel has size 1."""
    spatial = [axis for axis in range(2, len(data)) if data[axis] > 1 or kernel[axis - 2] > 1]
    if len(spatial) > 1:
        return None
    return spatial[0] if spatial else len(data) - 1


class ConvertDWSCToScaleShifts(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.GroupConvolutionV1Op, rewriter: PatternRewriter) -> None:
        data, filters = static_shape(op.data), constant(op.filters)
        pads = conv_pads(op)
        if data is None or filters is None or pads is None or not is_float(op.data) or len(data) not in (3, 4):
            return
        groups, out_per_group, in_per_group, *kernel = filters.shape
        if data[0] != 1 or groups != data[1] or (out_per_group, in_per_group) != (1, 1):
            return
        axis = sliding_axis(data, tuple(kernel))
        if axis is None:
            return
        output = static_shape(op.output)
        taps, stride = kernel[axis - 2], op.strides.get_values()[axis - 2]
        dilation, length = op.dilations.get_values()[axis - 2], output[axis]
        b = Builder(op)
        padded = zero_padded(b, op.data, *pads)
        scale_shape = [1, groups] + [1] * (len(data) - 2)
        total = None
        for tap in range(taps):
            start = tap * dilation
            window = b.add(
                ov.SliceV8Op(
                    padded, b.i64([start]), b.i64([start + (length - 1) * stride + 1]), b.i64([stride]), b.i64([axis])
                )
            )
            weights = filters.reshape(groups, taps)[:, tap].reshape(scale_shape)
            scaled = b.add(ov.MultiplyV1Op(window, b.constant_like(np.asarray(weights, np.float64), op.data)))
            total = scaled if total is None else b.add(ov.AddV1Op(total, scaled))
        b.replace(rewriter, [total])


@dataclass(frozen=True)
class ConvertDWSCToScaleShiftsPass(PatternPass):
    """A depthwise GroupConvolution over one spatial axis (batch 1, constant filters) becomes a
    sum over its kernel taps of per-channel scales of shifted slices of the padded data."""

    name = "gna-convert-dwsc-to-scaleshifts"
    erase_dead = True


def patterns(options: ConvertDWSCToScaleShiftsPass) -> list[RewritePattern]:
    return [ConvertDWSCToScaleShifts()]
