"""FULLY_CONNECTED (x times the transposed (out, in) weights, plus the bias; x flattened to rows
of the weights' input size unless keep_num_dims) and BATCH_MATMUL as MatMul-1."""

from __future__ import annotations

from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Builder, Lowerings, finish, lowers, static_shape, weights

TABLE: dict = {}


@lowers(TABLE, tflite.FullyConnectedOp)
def fully_connected(b: Builder, op: tflite.FullyConnectedOp) -> SSAValue:
    x = op.inputs[0]
    inputs = static_shape(op, op.inputs[1], "weights")[1]
    rows = x
    if len(static_shape(op, x)) != 2:
        rows = b.add(ov.ReshapeV1Op(x, b.i64([-1, inputs]), special_zero=False))
    y = b.add(ov.MatMulV0Op(rows, weights(b, op, op.inputs[1]), transpose_a=False, transpose_b=True))
    bias = op.input(2)
    if bias is not None:
        y = b.add(ov.AddV1Op(y, bias))
    out_shape = static_shape(op, op.outputs[0], "output")
    if out_shape != static_shape(op, y, "product"):
        y = b.add(ov.ReshapeV1Op(y, b.i64(out_shape), special_zero=False))
    return finish(b, op, y)


@lowers(TABLE, tflite.BatchMatmulOp)
def batch_matmul(b: Builder, op: tflite.BatchMatmulOp) -> SSAValue:
    x, y = op.inputs
    product = ov.MatMulV0Op(x, y, transpose_a=bool(op.adj_x), transpose_b=bool(op.adj_y))
    return finish(b, op, b.add(product))


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
