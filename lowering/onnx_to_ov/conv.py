"""Conv: Convolution-1 (or GroupConvolution-1 when group > 1), then the bias as an Add."""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import shape_of

AUTO_PAD = {"NOTSET": "explicit", "SAME_UPPER": "same_upper", "SAME_LOWER": "same_lower", "VALID": "valid"}


def auto_pad(op: onnx.OnnxOp) -> str:
    value = op.auto_pad or "NOTSET"
    if value not in AUTO_PAD:
        raise lowering_error(op, f"auto_pad '{value}' is not one of {', '.join(AUTO_PAD)}")
    return AUTO_PAD[value]


def window_attributes(op: onnx.OnnxOp, spatial: int) -> tuple[list[int], list[int], list[int], list[int]]:
    """strides, dilations, pads_begin, pads_end of a convolution or pooling node."""
    strides = list(op.strides or [1] * spatial)
    dilations = list(op.dilations or [1] * spatial)
    pads = list(op.pads or [0] * (2 * spatial))
    if len(strides) != spatial or len(dilations) != spatial or len(pads) != 2 * spatial:
        raise lowering_error(op, f"strides, dilations and pads must cover {spatial} spatial axes")
    return strides, dilations, pads[:spatial], pads[spatial:]


def convolution(b: Builder, op: onnx.OnnxOp, x: SSAValue, w: SSAValue) -> SSAValue:
    """x convolved with w by the node's window attributes: Convolution-1, or GroupConvolution-1
    on w reshaped into groups when `group` > 1 (Conv, ConvInteger and QLinearConv share it)."""
    weights = shape_of(w.type)
    if weights is None or any(d is None for d in weights[2:]):
        raise lowering_error(op, f"the weights need a known rank and kernel size, got {w.type}")
    spatial = len(weights) - 2
    kernel = op.kernel_shape
    if kernel is not None and list(kernel) != weights[2:]:
        raise lowering_error(op, f"kernel_shape {list(kernel)} does not match the weights {weights}")
    strides, dilations, begin, end = window_attributes(op, spatial)
    window = dict(strides=strides, dilations=dilations, pads_begin=begin, pads_end=end, auto_pad=auto_pad(op))
    group = op.group
    if group == 1:
        return b.add(ov.ConvolutionV1Op(x, w, **window))
    out_channels = -1 if weights[0] is None else weights[0] // group
    grouped_shape = b.i64([group, out_channels, *[-1 if d is None else d for d in weights[1:]]])
    filters = b.add(ov.ReshapeV1Op(w, grouped_shape, special_zero=False))
    return b.add(ov.GroupConvolutionV1Op(x, filters, **window))


def channel_bias(b: Builder, y: SSAValue, bias: SSAValue) -> SSAValue:
    """y [N, C, ...] plus the 1-D bias [C] along the channel axis."""
    spatial = len(shape_of(y.type)) - 2
    return b.add(ov.AddV1Op(y, b.add(ov.ReshapeV1Op(bias, b.i64([1, -1] + [1] * spatial), special_zero=False))))


class ConvToConvolution(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConvOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        y = convolution(b, op, op.X, op.W)
        if op.B is not None:
            y = channel_bias(b, y, op.B)
        b.replace(rewriter, [y])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ConvToConvolution()]
