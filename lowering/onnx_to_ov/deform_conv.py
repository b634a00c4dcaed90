"""DeformConv onto DeformableConvolution-8 (2-D only), then the bias as an Add.

ONNX samples the input bilinearly with every corner outside it read as zero, so a tap up to a
pixel outside still sees the corners inside: OpenVINO's `bilinear_interpolation_pad = true`.
The offsets ((y, x) per tap, per offset group) and mask lay out as OpenVINO's."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error
from ovopt.lowering.onnx_to_ov.conv import window_attributes
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import shape_of


class DeformConvToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.DeformConvOp, rewriter: PatternRewriter) -> None:
        weights = shape_of(op.W.type)
        if weights is None or len(weights) != 4 or None in weights[2:]:
            raise lowering_error(op, f"DeformConv lowers in 2-D with a static kernel only, got weights {op.W.type}")
        strides, dilations, begin, end = window_attributes(op, 2)
        b = Builder(op)
        mask = [] if op.mask is None else [op.mask]
        result = b.add(
            ov.DeformableConvolutionV8Op(
                op.X,
                op.offset,
                op.W,
                *mask,
                strides=strides,
                pads_begin=begin,
                pads_end=end,
                dilations=dilations,
                group=op.group,
                deformable_group=op.offset_group,
                bilinear_interpolation_pad=True,
            )
        )
        if op.B is not None:
            bias = b.add(ov.ReshapeV1Op(op.B, b.i64([1, -1, 1, 1]), special_zero=False))
            b.add(ov.AddV1Op(result, bias))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [DeformConvToOv()]
