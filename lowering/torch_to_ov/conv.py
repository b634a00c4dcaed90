"""convolution: Convolution-1 or GroupConvolution-1 (ConvolutionBackpropData-1 or its group
form when transposed), then the bias along the channel axis; conv2d the same, never transposed."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, torch
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, lowering_error, static_int, static_ints
from ovopt.support.shapes import rank_of, shape_of


class ConvolutionToOv(RewritePattern):
    """convolution, and conv2d as torch.export leaves nn.Conv2d (never transposed; an unbatched
    [C, H, W] input gets a batch axis of 1 and loses it after)."""

    op_types = (torch.AtenConvolutionOp, torch.AtenConv2dOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        weights = shape_of(op.weight.type)
        if weights is None or None in weights:
            raise lowering_error(op, f"the weights need a static shape, got {op.weight.type}")
        spatial = len(weights) - 2
        transposed = isinstance(op, torch.AtenConvolutionOp) and op.transposed
        window = [static_ints(v) for v in (op.stride, op.padding, op.dilation)]
        window.append(static_ints(op.output_padding) if transposed else [0])
        groups = static_int(op.groups)
        if any(w is None for w in window) or groups is None:
            raise lowering_error(op, "a convolution's strides, padding, dilations and groups must be known")
        stride, padding, dilation, output_padding = (_spread(w, spatial) for w in window)
        b = Builder(op)
        x = op.input
        unbatched = rank_of(x) == len(weights) - 1  # conv2d takes [C, H, W] too
        if unbatched:
            x = b.add(ov.UnsqueezeV0Op(x, b.i64([0])))
        pads = dict(pads_begin=padding, pads_end=padding)
        if not transposed:
            y = _convolution(b, x, op.weight, weights, groups, strides=stride, dilations=dilation, **pads)
        else:
            y = _transposed(b, op, weights, groups, stride, dilation, padding, output_padding)
        if op.bias is not None:
            bias = b.add(ov.ReshapeV1Op(op.bias, b.i64([1, -1] + [1] * spatial), special_zero=False))
            y = b.add(ov.AddV1Op(y, bias))
        if unbatched:
            y = b.add(ov.SqueezeV0Op(y, b.i64([0])))
        b.replace(rewriter, [y])


def _spread(values: list[int], spatial: int) -> list[int]:
    """A list argument of one value stands for every spatial axis."""
    return values * spatial if len(values) == 1 else values


def _convolution(b: Builder, x, weight, weights: list[int], groups: int, **window):
    if groups == 1:
        return b.add(ov.ConvolutionV1Op(x, weight, **window))
    grouped = b.i64([groups, weights[0] // groups, *weights[1:]])
    filters = b.add(ov.ReshapeV1Op(weight, grouped, special_zero=False))
    return b.add(ov.GroupConvolutionV1Op(x, filters, **window))


def _transposed(b: Builder, op, weights, groups, stride, dilation, padding, output_padding):
    """weight [C_IN, C_OUT / groups, ...], as ConvolutionBackpropData takes it."""
    window = dict(
        strides=stride, dilations=dilation, pads_begin=padding, pads_end=padding, output_padding=output_padding
    )
    if groups == 1:
        return b.add(ov.ConvolutionBackpropDataV1Op(op.input, op.weight, **window))
    grouped = b.i64([groups, weights[0] // groups, *weights[1:]])
    filters = b.add(ov.ReshapeV1Op(op.weight, grouped, special_zero=False))
    return b.add(ov.GroupConvolutionBackpropDataV1Op(op.input, filters, **window))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ConvolutionToOv()]
