"""Reductions (MEAN, SUM, REDUCE_MAX / MIN / PROD over constant axes, keep_dims), SOFTMAX (of
beta times x) and LOG_SOFTMAX over the last axis, ARG_MAX / ARG_MIN as a TopK of one."""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Builder, Lowerings, finish, known_ints, lowers
from ovopt.support.shapes import element_of

TABLE: dict = {}

_REDUCTIONS = {
    tflite.MeanOp: ov.ReduceMeanV1Op,
    tflite.SumOp: ov.ReduceSumV1Op,
    tflite.ReduceMaxOp: ov.ReduceMaxV1Op,
    tflite.ReduceMinOp: ov.ReduceMinV1Op,
    tflite.ReduceProdOp: ov.ReduceProdV1Op,
}


@lowers(TABLE, *_REDUCTIONS)
def reduce(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    axes = b.i64(known_ints(op, op.inputs[1], "axes"))
    return finish(b, op, b.add(_REDUCTIONS[type(op)](op.inputs[0], axes, keep_dims=bool(op.keep_dims))))


@lowers(TABLE, tflite.SoftmaxOp)
def softmax(b: Builder, op: tflite.SoftmaxOp) -> SSAValue:
    x = op.inputs[0]
    if op.beta != 1.0:
        x = b.add(ov.MultiplyV1Op(x, b.constant(np.asarray(op.beta, np.float32))))
    return finish(b, op, b.add(ov.SoftmaxV8Op(x, axis=-1)))


@lowers(TABLE, tflite.LogSoftmaxOp)
def log_softmax(b: Builder, op: tflite.LogSoftmaxOp) -> SSAValue:
    return finish(b, op, b.add(ov.LogSoftmaxV5Op(op.inputs[0], axis=-1)))


@lowers(TABLE, tflite.ArgMaxOp, tflite.ArgMinOp)
def arg_extreme(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    axis = known_ints(op, op.inputs[1], "axis")[0]
    mode = "max" if isinstance(op, tflite.ArgMaxOp) else "min"
    element = element_of(op.outputs[0].type)
    top = ov.TopKV11Op(op.inputs[0], b.i64(1), axis=axis, mode=mode, sort="none", index_element_type=element)
    b.add(top)
    return b.add(ov.SqueezeV0Op(top.results[1], b.i64([axis])))


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
