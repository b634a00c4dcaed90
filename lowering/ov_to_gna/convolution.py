"""Convolution and pooling become their channels-last gna ops wrapped in transposes, as the
plugin's ReplaceGnaNHWCLayers did: Transpose(to channels-last) -> gna op -> Transpose(back).
The transposes stay ov ops, so transpose sinking can cancel them and the pre/post-processing
split can cut them off to the CPU."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import split_constant
from ovopt.lowering.ov_to_gna.boundary import builtin, from_gna, gna_source, to_gna
from ovopt.lowering.ov_to_gna.fused_weights import fused_weights, mark_fused
from ovopt.lowering.values import is_float, static_shape
from ovopt.support.shapes import element_of

if TYPE_CHECKING:
    from ovopt.lowering.ov_to_gna.passes import ConvertOvToGnaPass

TO_CHANNELS_LAST = {3: [0, 2, 1], 4: [0, 2, 3, 1]}
FROM_CHANNELS_LAST = {3: [0, 2, 1], 4: [0, 3, 1, 2]}


def windows_fit(op: Operation, data: SSAValue) -> bool:
    """A 1-D or 2-D window op on static float data with explicit or no padding."""
    shape = static_shape(data)
    if shape is None or len(shape) not in TO_CHANNELS_LAST or not is_float(data):
        return False
    return op.auto_pad.data in ("explicit", "valid") and static_shape(op.results[0]) is not None


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
    """ov.Convolution with constant filters: gna.convolution, filters [C_OUT, spatial..., C_IN].
    Filters behind a kept FakeQuantize are its output, fused (fused_weights.py)."""

    options: ConvertOvToGnaPass

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ConvolutionV1Op, rewriter: PatternRewriter) -> None:
        fused = fused_weights(op.filters)
        if fused is None or not windows_fit(op, op.data):
            return
        b = Builder(op)
        filters = fused.weights
        rank = filters.ndim
        channels_last = b.constant(np.transpose(filters, TO_CHANNELS_LAST[rank]), element_of(op.filters.type))
        properties = {"strides": list(op.strides.get_values()), "dilations": list(op.dilations.get_values())}
        channels = None if fused.ranges is None else fused.ranges.reshape(filters.shape[0], -1)[:, 0]

        def build(data: SSAValue) -> SSAValue:
            conv = b.add(gna.ConvolutionOp(data, channels_last, **properties, **pads(op)))
            mark_fused(conv.owner, fused, channels)
            return conv

        wrapped(b, op.data, build)
        b.replace(rewriter)


@dataclass
class PoolToGna(RewritePattern):
    """ov.MaxPool (its indices unused) and ov.AvgPool: gna.max_pool and gna.avg_pool."""

    options: ConvertOvToGnaPass

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MaxPoolOp | ov.AvgPoolOp, rewriter: PatternRewriter) -> None:
        if isinstance(op, ov.MaxPoolOp) and op.indices.uses:
            return
        if op.rounding_type.data not in ("floor", "ceil") or not windows_fit(op, op.data):
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


class FuseConvolutionBias(RewritePattern):
    """ov.Add of a per-channel constant to the result of a gna.convolution without bias, read
    channels-last or transposed back to channels-first: the convolution's bias (the plugin's
    GnaConvolutionFusion)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.AddV1Op, rewriter: PatternRewriter) -> None:
        split = split_constant(op)
        if split is None or not split[0].has_one_use():
            return
        back = split[0].owner if isinstance(split[0].owner, ov.TransposeV1Op) else None
        read = back.data if back is not None else split[0]
        source = gna_source(read)
        conv = source.owner if source is not None else None
        if not isinstance(conv, gna.ConvolutionOp) or conv.bias is not None or not source.has_one_use():
            return
        if not read.has_one_use() or op.output.type != split[0].type:
            return
        bias, rank = split[1], conv.output.type.get_num_dims()
        channels = conv.output.type.get_shape()[-1]
        per_channel = [1, channels] + [1] * (rank - 2) if back is not None else [1] * (rank - 1) + [channels]
        if bias.ndim > rank or [1] * (rank - bias.ndim) + list(bias.shape) != per_channel:
            return
        b = Builder(op)
        bias_value = b.constant(bias.reshape(channels), element_of(op.output.type))
        properties = {name: getattr(conv, name) for name in ("strides", "pads_begin", "pads_end", "dilations")}
        fused = b.add(gna.ConvolutionOp(conv.data, conv.filters, bias_value, **properties))
        fused.owner.attributes.update(conv.attributes)  # the filters' FakeQuantize, if any
        out = from_gna(b, fused, read.type)
        if back is not None:
            b.add(ov.TransposeV1Op(out, back.input_order))
        b.replace(rewriter, [out] if back is None else None)


def patterns(options: ConvertOvToGnaPass) -> list[RewritePattern]:
    return [ConvolutionToGna(options), PoolToGna(options), FuseConvolutionBias()]
