"""Convolution and pooling become their channels-last gna ops wrapped in transposes, as the
plugin's ReplaceGnaNHWCLayers did: Transpose(to channels-last) -> gna op -> Transpose(back).
The transposes stay ov ops, so transpose sinking can cancel them and the pre/post-processing
split can cut them off to the CPU."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import gna, ov
from ovopt.dialects.shapes import element_of
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov.simplify.matching import constant, is_float
from ovopt.lowering.ov_to_gna.boundary import builtin, from_gna, static_shape, to_gna
from ovopt.lowering.ov_to_gna.limits import fits_on_gna
from ovopt.lowering.ov_to_gna.options import Options

TO_CHANNELS_LAST = {3: [0, 2, 1], 4: [0, 2, 3, 1]}
FROM_CHANNELS_LAST = {3: [0, 2, 1], 4: [0, 3, 1, 2]}


def windows_fit(op: Operation, data: SSAValue, options: Options) -> bool:
    """A 1-D or 2-D window op on static float data with explicit or no padding that GNA runs."""
    shape = static_shape(data)
    if shape is None or len(shape) not in TO_CHANNELS_LAST or not is_float(data):
        return False
    if op.auto_pad.data not in ("explicit", "valid") or static_shape(op.results[0]) is None:
        return False
    return fits_on_gna(op, options.target) is None


def pads(op: Operation) -> dict[str, list[int]]:
    if op.auto_pad.data == "valid":
        zeros = [0] * len(op.strides.get_values())
        return {"pads_begin": zeros, "pads_end": zeros}
    return {"pads_begin": list(op.pads_begin.get_values()), "pads_end": list(op.pads_end.get_values())}


def wrapped(b: Builder, data: SSAValue, build) -> SSAValue:
    """Transpose `data` to channels-last, apply `build` to its gna form, transpose back."""
    rank = len(static_shape(data))
    to_last = b.add(ov.TransposeV1Op(data, b.i64(TO_CHANNELS_LAST[rank])))
    result = build(to_gna(b, to_last, gna.channels_last(rank)))
    out = from_gna(b, result, builtin(result.type.get_shape(), element_of(data.type)))
    return b.add(ov.TransposeV1Op(out, b.i64(FROM_CHANNELS_LAST[rank])))


@dataclass
class ConvolutionToGna(RewritePattern):
    """ov.Convolution with constant filters: gna.convolution, filters [C_OUT, spatial..., C_IN]."""

    options: Options

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ConvolutionV1Op, rewriter: PatternRewriter) -> None:
        filters = constant(op.filters)
        if filters is None or not windows_fit(op, op.data, self.options):
            return
        b = Builder(op)
        rank = filters.ndim
        channels_last = b.constant(np.transpose(filters, TO_CHANNELS_LAST[rank]), element_of(op.filters.type))
        properties = {"strides": list(op.strides.get_values()), "dilations": list(op.dilations.get_values())}

        def build(data: SSAValue) -> SSAValue:
            return b.add(gna.ConvolutionOp(data, channels_last, **properties, **pads(op)))

        wrapped(b, op.data, build)
        b.replace(rewriter)


@dataclass
class PoolToGna(RewritePattern):
    """ov.MaxPool (its indices unused) and ov.AvgPool: gna.max_pool and gna.avg_pool."""

    options: Options

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MaxPoolOp | ov.AvgPoolOp, rewriter: PatternRewriter) -> None:
        if isinstance(op, ov.MaxPoolOp) and op.indices.uses:
            return
        if op.rounding_type.data not in ("floor", "ceil") or not windows_fit(op, op.data, self.options):
            return
        b = Builder(op)
        properties = {
            "strides": list(op.strides.get_values()),
            "kernel": list(op.kernel.get_values()),
            "rounding_type": op.rounding_type.data,
            **pads(op),
        }
        if isinstance(op, ov.AvgPoolOp):
            kind, properties["exclude_pad"] = gna.AvgPoolOp, op.exclude_pad.value.data
        else:
            kind = gna.MaxPoolOp

        def build(data: SSAValue) -> SSAValue:
            return b.add(kind(data, **properties))

        result = wrapped(b, op.data, build)
        b.replace(rewriter, [result] + [None] * (len(op.results) - 1))


def patterns(options: Options) -> list[RewritePattern]:
    return [ConvolutionToGna(options), PoolToGna(options)]
