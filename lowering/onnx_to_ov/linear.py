"""MatMul, and Gemm as MatMul (with its transposes) scaled by alpha plus beta * C."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder
from ovopt.lowering.pattern_pass import PatternPass


class MatMulToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.MatMulOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.MatMulV0Op(op.A, op.B))
        b.replace(rewriter)


class GemmToMatMul(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.GemmOp, rewriter: PatternRewriter) -> None:
        alpha, beta = op.alpha, op.beta
        b = Builder(op)
        y = b.add(ov.MatMulV0Op(op.A, op.B, transpose_a=bool(op.transA), transpose_b=bool(op.transB)))
        if alpha != 1.0:
            y = b.add(ov.MultiplyV1Op(y, b.constant_like(alpha, op.A)))
        if op.C is not None and beta != 0.0:
            c = op.C
            if beta != 1.0:
                c = b.add(ov.MultiplyV1Op(c, b.constant_like(beta, op.A)))
            y = b.add(ov.AddV1Op(y, c))
        b.replace(rewriter, [y])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [MatMulToOv(), GemmToMatMul()]
