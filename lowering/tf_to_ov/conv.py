"""Convolutions: Conv2D / Conv3D as Convolution-1, DepthwiseConv2dNative as GroupConvolution-1
(one group per input channel), Conv2DBackpropInput / Conv3DBackpropInputV2 (transposed
convolutions) as ConvolutionBackpropData-1, in the NCHW layout OpenVINO computes in.

TensorFlow's filters are spatial-first (HWIO: height, width, in, out); OpenVINO's are OIHW, so
the filter gets a Transpose that constant folding applies to the weights. `SAME` padding is
computed (the extra pad at the end) where the spatial sizes are known, and is `same_upper`
otherwise; `EXPLICIT` takes `explicit_paddings`.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import (
    Builder,
    channels_first,
    explicit_pads,
    from_channels_first,
    known_ints,
    lowering_error,
    rank,
    ready,
    same_pads,
    spatial,
    spatial_sizes,
    to_channels_first,
    window_pads,
)
from ovopt.support.shapes import shape_of

_FORWARD = (tf.Conv2DOp, tf.Conv3DOp, tf.DepthwiseConv2dNativeOp)
_TRANSPOSED = (tf.Conv2DBackpropInputOp, tf.Conv3DBackpropInputV2Op)


def window(op: Operation, x: SSAValue, kernel: list[int], first: bool) -> dict:
    """strides, dilations, pads_begin, pads_end, auto_pad of a window op over x."""
    dims = len(kernel)
    strides = spatial(op.strides, first)
    dilations = spatial(getattr(op, "dilations", None) or (1,) * (dims + 2), first)
    begin, end, auto = window_pads(op, x, kernel, strides, dilations, first)
    return dict(strides=strides, dilations=dilations, pads_begin=begin, pads_end=end, auto_pad=auto)


class ConvolutionToOv(RewritePattern):
    op_types = _FORWARD

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, _FORWARD) or not ready(op):
            return
        x, filters = op.operands
        shape = shape_of(filters.type)
        if shape is None or None in shape:
            raise lowering_error(op, f"the filter needs a static shape, got {filters.type}")
        dims = len(shape) - 2
        first = channels_first(op)
        b = Builder(op)
        data = x if first else to_channels_first(b, x, dims + 2)
        settings = window(op, x, list(shape[:dims]), first)
        if isinstance(op, tf.DepthwiseConv2dNativeOp):
            # (H, W, in, multiplier) -> (in, multiplier, H, W) -> groups of one input channel
            channels, multiplier = shape[dims], shape[dims + 1]
            by_channel = b.add(ov.TransposeV1Op(filters, b.i64([dims, dims + 1, *range(dims)])))
            grouped = b.add(
                ov.ReshapeV1Op(by_channel, b.i64([channels, multiplier, 1, *shape[:dims]]), special_zero=False)
            )
            y = b.add(ov.GroupConvolutionV1Op(data, grouped, **settings))
        else:
            # HWIO -> OIHW
            oihw = b.add(ov.TransposeV1Op(filters, b.i64([dims + 1, dims, *range(dims)])))
            y = b.add(ov.ConvolutionV1Op(data, oihw, **settings))
        if not first:
            from_channels_first(b, y, dims + 2)
        b.replace(rewriter)


class TransposedConvolutionToOv(RewritePattern):
    """The gradient of a convolution with respect to its input, whose size `input_sizes` gives:
    the pads (and output padding) that make ConvolutionBackpropData give that size."""

    op_types = _TRANSPOSED

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, _TRANSPOSED) or not ready(op):
            return
        sizes, filters, x = op.operands
        shape = shape_of(filters.type)
        if shape is None or None in shape:
            raise lowering_error(op, f"the filter needs a static shape, got {filters.type}")
        dims = len(shape) - 2
        first = channels_first(op)
        wanted = spatial(known_ints(op, sizes, "input_sizes"), first)
        given = spatial_sizes(x, first)
        if None in given:
            raise lowering_error(op, f"the input's spatial sizes must be static, got {x.type}")
        kernel = list(shape[:dims])
        strides = spatial(op.strides, first)
        dilations = spatial(op.dilations, first)
        if op.padding == "EXPLICIT":
            begin = explicit_pads(op, first)[0]
        elif op.padding == "SAME":
            begin = same_pads(wanted, kernel, strides, dilations)[0]
        else:
            begin = [0] * dims
        end, extra = [], []
        for n, k, s, d, out, pad in zip(given, kernel, strides, dilations, wanted, begin):
            rest = s * (n - 1) + (k - 1) * d + 1 - pad - out
            end.append(max(rest, 0))
            extra.append(max(-rest, 0))
        b = Builder(op)
        data = x if first else to_channels_first(b, x, dims + 2)
        # H, W, out, in -> in, out, H, W
        weights = b.add(ov.TransposeV1Op(filters, b.i64([dims + 1, dims, *range(dims)])))
        y = b.add(
            ov.ConvolutionBackpropDataV1Op(
                data,
                weights,
                strides=strides,
                dilations=dilations,
                pads_begin=begin,
                pads_end=end,
                output_padding=extra,
                auto_pad="explicit",
            )
        )
        if not first:
            from_channels_first(b, y, dims + 2)
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ConvolutionToOv(), TransposedConvolutionToOv()]


__all__ = ["patterns", "rank", "window"]
