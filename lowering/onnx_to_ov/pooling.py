"""Pooling: MaxPool, AveragePool, and the global poolings as reductions over spatial axes.

ONNX's ceil_mode drops a last window that would start in the end padding, which is OpenVINO's
`ceil_torch` rounding (opset14); floor rounding keeps the older op versions.
"""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, known_rank, lowering_error
from ovopt.lowering.onnx_to_ov.conv import auto_pad, window_attributes


class MaxPoolToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.MaxPoolOp, rewriter: PatternRewriter) -> None:
        kernel = list(op.attr("kernel_shape"))
        strides, dilations, begin, end = window_attributes(op, len(kernel))
        if op.Indices is not None and op.Indices.uses and op.attr("storage_order") == 1:
            raise lowering_error(op, "column-major indices (storage_order=1) are not supported")
        ceil = bool(op.attr("ceil_mode"))
        target = ov.MaxPoolV14Op if ceil else ov.MaxPoolV8Op
        b = Builder(op)
        pool = target(op.X, kernel, strides, dilations, begin, end, "ceil_torch" if ceil else "floor", auto_pad(op))
        b.add(pool)
        b.replace(rewriter, [pool.output] + ([pool.indices] if op.Indices is not None else []))


class AveragePoolToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.AveragePoolOp, rewriter: PatternRewriter) -> None:
        kernel = list(op.attr("kernel_shape"))
        strides, dilations, begin, end = window_attributes(op, len(kernel))
        if any(d != 1 for d in dilations):
            raise lowering_error(op, f"OpenVINO's AvgPool has no dilations, got {dilations}")
        ceil = bool(op.attr("ceil_mode"))
        exclude_pad = not op.attr("count_include_pad")
        target = ov.AvgPoolV14Op if ceil else ov.AvgPoolV1Op
        b = Builder(op)
        b.add(target(op.X, kernel, strides, begin, end, exclude_pad, "ceil_torch" if ceil else "floor", auto_pad(op)))
        b.replace(rewriter)


GLOBAL_POOLS = {onnx.GlobalAveragePoolOp: ov.ReduceMeanV1Op, onnx.GlobalMaxPoolOp: ov.ReduceMaxV1Op}


class GlobalPoolToReduce(RewritePattern):
    """A global pooling is a reduction over every spatial axis, keeping them as size 1."""

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        target = GLOBAL_POOLS.get(type(op))
        if target is None:
            return
        rank = known_rank(op.X, op, "global pooling")
        b = Builder(op)
        b.add(target(op.X, b.i64(list(range(2, rank))), keep_dims=True))
        b.replace(rewriter)


PATTERNS = [MaxPoolToOv(), AveragePoolToOv(), GlobalPoolToReduce()]
