"""ConvTranspose: ConvolutionBackpropData-1 (GroupConvolutionBackpropData-1 when group > 1),
then the bias as an Add.

ONNX's output_shape attribute and SAME padding fix the output size; the lowering turns them
into explicit pads (the total split as ONNX's specification and onnxruntime split it) or, where
the output grows past what the kernel covers, into output_padding, so it needs static spatial
sizes then.
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
    sizes = required_static_shape(op.X, op, "ConvTranspose with output_shape or SAME padding")[2:]
    wanted = [i * s for i, s in zip(sizes, strides)] if wanted is None else list(wanted)[-spatial:]
    begin, end, padding = [], [], []
    for size, k, s, d, extra, out in zip(sizes, kernel, strides, dilations, output_padding, wanted):
        total = s * (size - 1) + extra + (k - 1) * d + 1 - out
        if total < 0:  # the output reaches past the last kernel tap: zeros at the end
            begin.append(0)
            end.append(0)
            padding.append(extra - total)
            continue
        small, large = total // 2, total - total // 2
        begin.append(small if mode == "same_upper" else large)
        end.append(large if mode == "same_upper" else small)
        padding.append(extra)
    return begin, end, padding


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
