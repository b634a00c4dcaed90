"""Decompose2DConv: GNA 2.0 has no 2-D convolution, so a 2-D convolution that cannot be read
as a 1-D one (isMappableFrom2DTo1D, `layers/gna_convolution_layer.cpp`) becomes one convolution per kernel
row, each with a kernel of height 1 over the input rows that row meets (a strided Slice), their
outputs summed (the plugin's pipeline steps 13-15). GNA 3.0 and 3.5 convolve in 2-D: the pass
fires only for `target=2.0`.

The plugin also flattens each row slice to H = 1 and regroups the sums to fit its filter size
limits; here each part stays a [1, C, OH, W] convolution of kernel [1, KW], which convert-ov-to-gna
maps row by row. Padding must have been made explicit first (gna-convert-padded-to-valid-conv).
Filters behind a kept FakeQuantize (gna-keep-weights-fake-quantize) keep it on each kernel row.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.limits import target_option
from ovopt.lowering.ov_to_gna.prepare.common import conv_pads, fake_quantized_like, kept_fake_quantize
from ovopt.lowering.ov_to_gna.prepare.matmul import constant_weights
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import is_float, static_shape


def mappable_to_1d(data: tuple[int, ...], kernel: tuple[int, ...], strides: tuple[int, ...]) -> bool:
    """isMappableFrom2DTo1D: 1-D data, or a kernel as wide as the data with stride 1 across, or
    (one channel) a kernel as high as the data with stride 1 down."""
    _, channels, height, width = data
    if height == 1 or width == 1:
        return True
    return (kernel[1] == width and strides[1] == 1) or (kernel[0] == height and channels == 1 and strides[0] == 1)


def kernel_row(b: Builder, op: ov.ConvolutionV1Op, filters: np.ndarray, row: int) -> SSAValue:
    """The filters' kernel row `row` [C_OUT, C_IN, 1, KW]; behind the kept FakeQuantize of the
    filters when they have one, its limits sliced alike where they span the kernel's rows."""
    weights = b.constant_like(filters[:, :, row : row + 1, :], op.data)
    fake_quantize = kept_fake_quantize(op.filters)
    if fake_quantize is None:
        return weights

    def sliced(limit: np.ndarray) -> np.ndarray:
        full = limit.reshape((1,) * (4 - limit.ndim) + limit.shape)
        return full[:, :, row : row + 1, :] if full.shape[2] > 1 else full

    return fake_quantized_like(b, weights, fake_quantize, sliced)


class Decompose2DConv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ConvolutionV1Op, rewriter: PatternRewriter) -> None:
        data, filters, output = static_shape(op.data), constant_weights(op.filters), static_shape(op.output)
        pads = conv_pads(op)
        if data is None or filters is None or output is None or pads is None or len(data) != 4 or data[0] != 1:
            return
        strides, dilations = tuple(op.strides.get_values()), tuple(op.dilations.get_values())
        kernel = filters.shape[2:]
        if not is_float(op.data) or any(pads[0] + pads[1]) or dilations != (1, 1) or kernel[0] == 1:
            return
        if mappable_to_1d(data, kernel, strides):
            return
        b = Builder(op)
        rows = output[2]
        total = None
        for row in range(kernel[0]):
            stop = row + (rows - 1) * strides[0] + 1
            sliced = b.add(ov.SliceV8Op(op.data, b.i64([row]), b.i64([stop]), b.i64([strides[0]]), b.i64([2])))
            part = ov.ConvolutionV1Op(
                sliced,
                kernel_row(b, op, filters, row),
                strides=[1, strides[1]],
                dilations=[1, 1],
                pads_begin=[0, 0],
                pads_end=[0, 0],
            )
            partial = b.add(part)
            total = partial if total is None else b.add(ov.AddV1Op(total, partial))
        b.replace(rewriter, [total])


@dataclass(frozen=True)
class Decompose2DConvPass(PatternPass):
    """For GNA 2.0: a 2-D convolution not mappable to 1-D as one kernel-row convolution per
    kernel row on strided row slices, summed."""

    name = "gna-decompose-2d-conv"
    erase_dead = True
    target: str | float | int = "3.5"  # `target=2.0` (or 2) parses as a number


def patterns(options: Decompose2DConvPass) -> list[RewritePattern]:
    return [Decompose2DConv()] if target_option(options.name, options.target) == "2.0" else []
