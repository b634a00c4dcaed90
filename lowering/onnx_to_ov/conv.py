"""Conv: Convolution-1 (or GroupConvolution-1 when group > 1), then the bias as an Add."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.shapes import shape_of
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error

AUTO_PAD = {"NOTSET": "explicit", "SAME_UPPER": "same_upper", "SAME_LOWER": "same_lower", "VALID": "valid"}


def auto_pad(op: onnx.OnnxOp) -> str:
    value = op.attr("auto_pad") or "NOTSET"
    if value not in AUTO_PAD:
        raise lowering_error(op, f"auto_pad '{value}' is not one of {', '.join(AUTO_PAD)}")
    return AUTO_PAD[value]


def window_attributes(op: onnx.OnnxOp, spatial: int) -> tuple[list[int], list[int], list[int], list[int]]:
    """strides, dilations, pads_begin, pads_end of a convolution or pooling node."""
    strides = list(op.attr("strides") or [1] * spatial)
    dilations = list(op.attr("dilations") or [1] * spatial)
    pads = list(op.attr("pads") or [0] * (2 * spatial))
    if len(strides) != spatial or len(dilations) != spatial or len(pads) != 2 * spatial:
        raise lowering_error(op, f"strides, dilations and pads must cover {spatial} spatial axes")
    return strides, dilations, pads[:spatial], pads[spatial:]


class ConvToConvolution(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConvOp, rewriter: PatternRewriter) -> None:
        weights = shape_of(op.W.type)
        if weights is None or any(d is None for d in weights[2:]):
            raise lowering_error(op, f"the weights need a known rank and kernel size, got {op.W.type}")
        spatial = len(weights) - 2
        kernel = op.attr("kernel_shape")
        if kernel is not None and list(kernel) != weights[2:]:
            raise lowering_error(op, f"kernel_shape {list(kernel)} does not match the weights {weights}")
        strides, dilations, begin, end = window_attributes(op, spatial)
        group = op.attr("group")
        b = Builder(op)
        if group == 1:
            conv = b.add(
                ov.ConvolutionV1Op(
                    op.X,
                    op.W,
                    strides=strides,
                    dilations=dilations,
                    pads_begin=begin,
                    pads_end=end,
                    auto_pad=auto_pad(op),
                )
            )
        else:
            out_channels = -1 if weights[0] is None else weights[0] // group
            grouped_shape = b.i64([group, out_channels, *[-1 if d is None else d for d in weights[1:]]])
            filters = b.add(ov.ReshapeV1Op(op.W, grouped_shape, special_zero=False))
            conv = b.add(
                ov.GroupConvolutionV1Op(
                    op.X,
                    filters,
                    strides=strides,
                    dilations=dilations,
                    pads_begin=begin,
                    pads_end=end,
                    auto_pad=auto_pad(op),
                )
            )
        if op.B is not None:
            bias = b.add(ov.ReshapeV1Op(op.B, b.i64([1, -1] + [1] * spatial), special_zero=False))
            b.add(ov.AddV1Op(conv, bias))
        b.replace(rewriter)


PATTERNS = [ConvToConvolution()]
