"""Matrix products: MatMul and BatchMatMul (V1 to V3; adjoints of real matrices are their
transposes) as MatMul-0, which broadcasts the batch axes as BatchMatMulV2 does; Einsum as
Einsum-7 with the same equation."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, lowering_error
from ovopt.support.shapes import element_of

_BATCH = (tf.BatchMatMulOp, tf.BatchMatMulV2Op, tf.BatchMatMulV3Op)


class MatMulToOv(RewritePattern):
    op_types = (tf.MatMulOp, *_BATCH)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, tf.MatMulOp):
            b.add(ov.MatMulV0Op(op.a, op.b, transpose_a=bool(op.transpose_a), transpose_b=bool(op.transpose_b)))
        elif isinstance(op, _BATCH):
            x, y = op.x, op.y
            result = element_of(op.output.type)
            if isinstance(op, tf.BatchMatMulV3Op):  # inputs of other types, computed in Tout
                x = x if element_of(x.type) == result else b.add(ov.ConvertV0Op(x, destination_type=result))
                y = y if element_of(y.type) == result else b.add(ov.ConvertV0Op(y, destination_type=result))
            b.add(ov.MatMulV0Op(x, y, transpose_a=bool(op.adj_x), transpose_b=bool(op.adj_y)))
        else:
            return
        b.replace(rewriter)


class EinsumToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.EinsumOp, rewriter: PatternRewriter) -> None:
        if "->" not in op.equation:
            raise lowering_error(op, f"an equation without an output ('{op.equation}') is not one ovopt reads")
        b = Builder(op)
        b.add(ov.EinsumV7Op(list(op.inputs), equation=op.equation))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [MatMulToOv(), EinsumToOv()]
