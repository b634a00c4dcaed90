"""Convolutions: CONV_2D as Convolution-1, DEPTHWISE_CONV_2D as GroupConvolution-1 (a group per
input channel), TRANSPOSE_CONV as ConvolutionBackpropData-1, each in the NCHW layout OpenVINO
computes in, between the marked transposes of the layout change (lowering/layout_change.py).

TFLite's filters are OHWI (depthwise: 1HW(C*M), transposed: OHWI of the output's channels);
the transposes to OpenVINO's layouts apply to the integers of quantized weights, before their
dequantization (`common.weights`). The bias, the fused activation and the requantization
follow the convolution in NCHW, so they sit between the transposes that cancel.
"""

from __future__ import annotations

from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.lowering.layout_change import channels_first, channels_last
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import (
    Builder,
    Lowerings,
    finish,
    known_ints,
    lowering_error,
    lowers,
    static_shape,
    weights,
)
from ovopt.support.shapes import same_pads

TABLE: dict = {}


def window(op, x: SSAValue, kernel: list[int]) -> dict:
    """strides, dilations and explicit pads of a 2-D window op over NHWC x (SAME: the extra pad
    at the end). Explicit, as ovc writes them: the CPU plugin has no int8 depthwise kernel for
    `same_upper`."""
    dilations = [getattr(op, "dilation_h_factor", 1), getattr(op, "dilation_w_factor", 1)]
    strides = [op.stride_h, op.stride_w]
    begin, end = [0, 0], [0, 0]
    if op.padding == "SAME":
        sizes = static_shape(op, x)[1:3]
        pairs = [
            same_pads(n, s, (k - 1) * d + 1, "same_upper") for n, s, k, d in zip(sizes, strides, kernel, dilations)
        ]
        begin, end = [p[0] for p in pairs], [p[1] for p in pairs]
    return dict(strides=strides, dilations=dilations, pads_begin=begin, pads_end=end, auto_pad="explicit")


def with_bias(b: Builder, op, y: SSAValue, index: int) -> SSAValue:
    """y (N, C, ...) plus the op's bias input `index` along C, when the op has one."""
    bias = op.input(index)
    if bias is None:
        return y
    shape = [1, -1] + [1] * 2
    return b.add(ov.AddV1Op(y, b.add(ov.ReshapeV1Op(bias, b.i64(shape), special_zero=False))))


@lowers(TABLE, tflite.Conv2DOp)
def conv_2d(b: Builder, op: tflite.Conv2DOp) -> SSAValue:
    x, filters = op.inputs[0], op.inputs[1]
    out_channels, height, width, in_channels = static_shape(op, filters, "filter")
    channels = static_shape(op, x)[-1]
    data = channels_first(b, x)
    if channels != in_channels:  # a grouped convolution: the filter holds one group's inputs
        groups = channels // in_channels
        grouped = [groups, out_channels // groups, in_channels, height, width]
        w = weights(b, op, filters, [0, 3, 1, 2], grouped)  # OHWI -> OIHW -> GOIHW
        y = b.add(ov.GroupConvolutionV1Op(data, w, **window(op, x, [height, width])))
    else:
        w = weights(b, op, filters, [0, 3, 1, 2])  # OHWI -> OIHW
        y = b.add(ov.ConvolutionV1Op(data, w, **window(op, x, [height, width])))
    y = finish(b, op, with_bias(b, op, y, 2), channel_axis=1)
    return channels_last(b, y)


@lowers(TABLE, tflite.DepthwiseConv2DOp)
def depthwise_conv_2d(b: Builder, op: tflite.DepthwiseConv2DOp) -> SSAValue:
    x, filters = op.inputs[0], op.inputs[1]
    _, height, width, outputs = static_shape(op, filters, "filter")
    channels = static_shape(op, x)[-1]
    if outputs % channels:
        raise lowering_error(op, f"{outputs} output channels are no multiple of the {channels} input channels")
    # 1HW(C*M) -> (C*M)1HW -> C M 1 H W
    grouped = weights(b, op, filters, [3, 0, 1, 2], [channels, outputs // channels, 1, height, width])
    y = b.add(ov.GroupConvolutionV1Op(channels_first(b, x), grouped, **window(op, x, [height, width])))
    y = finish(b, op, with_bias(b, op, y, 2), channel_axis=1)
    return channels_last(b, y)


@lowers(TABLE, tflite.TransposeConvOp)
def transpose_conv(b: Builder, op: tflite.TransposeConvOp) -> SSAValue:
    """Inputs: the output's shape, the filter (O, H, W, I), the data, an optional bias."""
    wanted = known_ints(op, op.inputs[0], "output shape")
    filters, x = op.inputs[1], op.inputs[2]
    _, height, width, _ = static_shape(op, filters, "filter")
    given = static_shape(op, x)[1:3]
    strides = [op.stride_h, op.stride_w]
    begin, end, extra = [], [], []
    for n, k, s, out in zip(given, [height, width], strides, wanted[1:3]):
        total = max(s * (n - 1) + k - out, 0) if op.padding == "SAME" else 0
        begin.append(total // 2)
        rest = s * (n - 1) + k - begin[-1] - out
        end.append(max(rest, 0))
        extra.append(max(-rest, 0))
    w = weights(b, op, filters, [3, 0, 1, 2])  # OHWI -> IOHW
    y = b.add(
        ov.ConvolutionBackpropDataV1Op(
            channels_first(b, x),
            w,
            strides=strides,
            dilations=[1, 1],
            pads_begin=begin,
            pads_end=end,
            output_padding=extra,
            auto_pad="explicit",
        )
    )
    y = finish(b, op, with_bias(b, op, y, 3), channel_axis=1)
    return channels_last(b, y)


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
