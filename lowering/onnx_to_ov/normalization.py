"""BatchNormalization (inference), Softmax, LRN."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.ov_shapes import shape_of
from ovopt.lowering.onnx_to_ov.common import Builder, along_axis, lowering_error


class BatchNormToInference(RewritePattern):
    """BatchNormalization in inference mode is BatchNormInference-5; training is refused."""

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if isinstance(op, onnx.BatchNormalizationOp):
            mean, variance = op.input_mean, op.input_var
            if op.attr("training_mode"):
                raise lowering_error(op, "training_mode=1 computes batch statistics: export the model for inference")
        elif isinstance(op, onnx.BatchNormalizationV9Op):
            mean, variance = op.mean, op.var
            if op.attr("spatial") == 0:
                raise lowering_error(op, "spatial=0 (per-activation statistics) is not supported")
        else:
            return
        if any(r.uses for r in op.results[1:]):
            raise lowering_error(op, "the running statistics outputs exist only in training: export for inference")
        b = Builder(op)
        epsilon = op.attr("epsilon")
        y = b.add(ov.BatchNormInferenceV5Op(op.X, op.scale, op.B, mean, variance, epsilon))
        b.replace(rewriter, [y] + [None] * (len(op.results) - 1))


class SoftmaxToOv(RewritePattern):
    """Softmax-13 normalises one axis; Softmax-1 and -11 normalise the input flattened to 2-D
    at `axis`, which is one axis only when `axis` is the last."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SoftmaxOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        y = along_axis(b, op, op.input, op.attr("axis"), lambda x, axis: b.add(ov.SoftmaxV8Op(x, axis)))
        b.replace(rewriter, [y])


class LrnToOv(RewritePattern):
    """ONNX LRN normalises across channels (axis 1)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.LRNOp, rewriter: PatternRewriter) -> None:
        if shape_of(op.X.type) is not None and len(shape_of(op.X.type)) < 2:
            raise lowering_error(op, "LRN needs data of rank 2 or more")
        b = Builder(op)
        b.add(ov.LRNV0Op(op.X, b.i64([1]), op.attr("alpha"), op.attr("beta"), op.attr("bias"), op.attr("size")))
        b.replace(rewriter)


PATTERNS = [BatchNormToInference(), SoftmaxToOv(), LrnToOv()]
