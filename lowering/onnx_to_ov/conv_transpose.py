"""ConvTranspose: ConvolutionBackpropData-1 (GroupConvolutionBackpropData-1 when group > 1),
then the bias as an Add.

ONNX's output_shape attribute and SAME padding fix the output size; the lowering turns them
into explicit pads (the total split as ONNX's specification and onnxruntime split it) or, where
output_shape grows past what the kernel covers, into output_padding, so output_shape needs
static spatial sizes.

SAME pads the output down to input * stride. Where the kernel covers less than that,
(k - 1) * d + 1 + output_padding < stride, the specification's sentence (and onnx.reference)
would grow the output to input * stride; onnxruntime and ONNX's shape inference clamp the
total padding at zero instead, so the output is stride * (input - 1) + (k - 1) * d + 1 +
output_padding, which is the shape models declare. The lowering follows them. The total,
output_padding + (k - 1) * d + 1 - stride, does not depend on the input length, so SAME
needs no static sizes.
"""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error, required_static_shape
from ovopt.lowering.onnx_to_ov.conv import auto_pad, window_attributes
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import shape_of


def explicit_pads(
    op: onnx.ConvTransposeOp,
    kernel: list[int],
    strides: list[int],
    dilations: list[int],
    begin: list[int],
    end: list[int],
) -> tuple[list[int], list[int], list[int]]:
    """pads_begin, pads_end and output_padding that give the output size ONNX asks for."""
    spatial = len(kernel)
    output_padding = list(op.output_padding or [0] * spatial)
    mode = auto_pad(op)
    wanted = op.output_shape
    if wanted is None and mode == "explicit":
        return begin, end, output_padding
    if wanted is None and mode == "valid":
        return [0] * spatial, [0] * spatial, output_padding
    if wanted is None:  # SAME: down to input * stride, never below what the kernel covers
        totals = [
            max(0, extra + (k - 1) * d + 1 - s) for k, s, d, extra in zip(kernel, strides, dilations, output_padding)
        ]
        return *split_pads(totals, mode), output_padding
    sizes = required_static_shape(op.X, op, "ConvTranspose with output_shape")[2:]
    totals, padding = [], []
    for size, k, s, d, extra, out in zip(sizes, kernel, strides, dilations, output_padding, list(wanted)[-spatial:]):
        total = s * (size - 1) + extra + (k - 1) * d + 1 - out
        # an output reaching past the last kernel tap is zeros at the end: output_padding
        totals.append(max(0, total))
        padding.append(extra - min(0, total))
    return *split_pads(totals, mode), padding


def split_pads(totals: list[int], mode: str) -> tuple[list[int], list[int]]:
    """pads_begin and pads_end of each total: the odd one at the end for same_upper, at the
    beginning otherwise, as ONNX's specification and onnxruntime put it."""
    small = [total // 2 for total in totals]
    large = [total - total // 2 for total in totals]
    return (small, large) if mode == "same_upper" else (large, small)


class ConvTransposeToBackpropData(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConvTransposeOp, rewriter: PatternRewriter) -> None:
        weights = shape_of(op.W.type)
        if weights is None or any(d is None for d in weights[2:]):
            raise lowering_error(op, f"the weights need a known rank and kernel size, got {op.W.type}")
        spatial = len(weights) - 2
        kernel = weights[2:]
        if op.kernel_shape is not None and list(op.kernel_shape) != kernel:
            raise lowering_error(op, f"kernel_shape {list(op.kernel_shape)} does not match the weights {weights}")
        strides, dilations, begin, end = window_attributes(op, spatial)
        begin, end, output_padding = explicit_pads(op, kernel, strides, dilations, begin, end)
        group = op.group
        b = Builder(op)
        if group == 1:
            filters = op.W
            target = ov.ConvolutionBackpropDataV1Op
        else:
            if weights[1] is None and weights[0] is None:
                raise lowering_error(op, f"grouped weights need a static channel count, got {op.W.type}")
            in_per_group = -1 if weights[0] is None else weights[0] // group
            out_per_group = -1 if weights[1] is None else weights[1]
            grouped_shape = b.i64([group, in_per_group, out_per_group, *kernel])
            filters = b.add(ov.ReshapeV1Op(op.W, grouped_shape, special_zero=False))
            target = ov.GroupConvolutionBackpropDataV1Op
        y = b.add(
            target(
                op.X,
                filters,
                strides=strides,
                dilations=dilations,
                pads_begin=begin,
                pads_end=end,
                output_padding=output_padding,
            )
        )
        if op.B is not None:
            bias = b.add(ov.ReshapeV1Op(op.B, b.i64([1, -1] + [1] * spatial), special_zero=False))
            y = b.add(ov.AddV1Op(y, bias))
        b.replace(rewriter, [y])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ConvTransposeToBackpropData()]
