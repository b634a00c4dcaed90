"""Data movement: Reshape, Flatten, Transpose, Concat, Squeeze, Unsqueeze."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.ov_shapes import shape_of
from ovopt.lowering.onnx_to_ov.common import Builder, flatten_to_2d, known_rank, lowering_error


class ReshapeToOv(RewritePattern):
    """Reshape's 0 copies the input dim unless allowzero, which is Reshape-1's special_zero."""

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.ReshapeOp):
            shape, special_zero = op.shape, not op.attr("allowzero")
        elif isinstance(op, onnx.ReshapeV1Op):
            if op.attr("shape") is None:
                raise lowering_error(op, "Reshape-1 needs its shape attribute")
            shape, special_zero = b.i64(op.attr("shape")), True
        else:
            return
        b.add(ov.ReshapeV1Op(op.data, shape, special_zero))
        b.replace(rewriter)


class FlattenToReshape(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.FlattenOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op.input, op, "Flatten")
        axis = op.attr("axis")
        axis = axis + rank if axis < 0 else axis
        if not 0 <= axis <= rank:
            raise lowering_error(op, f"axis {op.attr('axis')} is out of range for rank {rank}")
        b = Builder(op)
        b.replace(rewriter, [flatten_to_2d(b, op.input, axis)])


class TransposeToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.TransposeOp, rewriter: PatternRewriter) -> None:
        perm = op.attr("perm")
        b = Builder(op)
        if perm is None:
            perm = list(reversed(range(known_rank(op.data, op, "Transpose without perm"))))
        b.add(ov.TransposeV1Op(op.data, b.i64(list(perm))))
        b.replace(rewriter)


class ConcatToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConcatOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.ConcatV0Op(list(op.inputs), op.attr("axis")))
        b.replace(rewriter)


class UnsqueezeToOv(RewritePattern):
    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.UnsqueezeOp):
            axes = op.axes
        elif isinstance(op, onnx.UnsqueezeV11Op):
            axes = b.i64(list(op.attr("axes")))
        else:
            return
        b.add(ov.UnsqueezeV0Op(op.data, axes))
        b.replace(rewriter)


class SqueezeToOv(RewritePattern):
    """Squeeze without axes removes every dim of size 1, which must then be known."""

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.SqueezeOp):
            axes = op.axes
        elif isinstance(op, onnx.SqueezeV11Op):
            axes = None if op.attr("axes") is None else b.i64(list(op.attr("axes")))
        else:
            return
        if axes is None:
            shape = shape_of(op.data.type)
            if shape is None or None in shape:
                raise lowering_error(op, "Squeeze without axes needs the input shape static")
            axes = b.i64([i for i, d in enumerate(shape) if d == 1])
        b.add(ov.SqueezeV0Op(op.data, axes))
        b.replace(rewriter)


PATTERNS = [ReshapeToOv(), FlattenToReshape(), TransposeToOv(), ConcatToOv(), UnsqueezeToOv(), SqueezeToOv()]
