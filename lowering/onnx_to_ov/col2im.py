"""Col2Im onto Col2Im-15, which is ONNX's operator restricted to two spatial axes: image and
block shapes become output_size and kernel_size, the pads split into begin and end."""

from __future__ import annotations

from xdsl.dialects.builtin import i64
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, converted, lowering_error
from ovopt.lowering.onnx_to_ov.conv import window_attributes
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import shape_of


class Col2ImToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.Col2ImOp, rewriter: PatternRewriter) -> None:
        image_shape = shape_of(op.image_shape.type)
        if image_shape != [2]:
            raise lowering_error(
                op, f"Col2Im lowers for 2 spatial axes only (OpenVINO's Col2Im-15), got {op.image_shape.type}"
            )
        strides, dilations, begin, end = window_attributes(op, 2)
        b = Builder(op)
        size, block = (converted(b, value, i64) for value in (op.image_shape, op.block_shape))
        b.add(
            ov.Col2ImV15Op(op.input, size, block, strides=strides, dilations=dilations, pads_begin=begin, pads_end=end)
        )
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [Col2ImToOv()]
