"""Element-wise operators: arithmetic with numpy broadcasting (and the fused activation of ADD,
SUB, MUL, DIV), comparisons and logic, activations, SELECT. On quantized tensors they compute
on the real values and requantize the result (`common.finish`)."""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.lowering.builder import floor_divide
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Builder, Lowerings, finish, lowers
from ovopt.support import elements
from ovopt.support.shapes import element_of

TABLE: dict = {}

_BINARY = {
    tflite.AddOp: ov.AddV1Op,
    tflite.SubOp: ov.SubtractV1Op,
    tflite.MulOp: ov.MultiplyV1Op,
    tflite.DivOp: ov.DivideV1Op,
    tflite.MaximumOp: ov.MaximumV1Op,
    tflite.MinimumOp: ov.MinimumV1Op,
    tflite.PowOp: ov.PowerV1Op,
    tflite.FloorModOp: ov.FloorModV1Op,
    tflite.LessOp: ov.LessV1Op,
    tflite.LessEqualOp: ov.LessEqualV1Op,
    tflite.GreaterOp: ov.GreaterV1Op,
    tflite.GreaterEqualOp: ov.GreaterEqualV1Op,
    tflite.EqualOp: ov.EqualV1Op,
    tflite.NotEqualOp: ov.NotEqualV1Op,
    tflite.LogicalAndOp: ov.LogicalAndV1Op,
    tflite.LogicalOrOp: ov.LogicalOrV1Op,
}

_UNARY = {
    tflite.AbsOp: ov.AbsV0Op,
    tflite.CeilOp: ov.CeilingV0Op,
    tflite.CosOp: ov.CosV0Op,
    tflite.ExpOp: ov.ExpV0Op,
    tflite.FloorOp: ov.FloorV0Op,
    tflite.LogOp: ov.LogV0Op,
    tflite.NegOp: ov.NegativeV0Op,
    tflite.SinOp: ov.SinV0Op,
    tflite.SqrtOp: ov.SqrtV0Op,
    tflite.TanhOp: ov.TanhV0Op,
    tflite.LogisticOp: ov.SigmoidV0Op,
    tflite.ReluOp: ov.ReluV0Op,
    tflite.HardSwishOp: ov.HSwishV4Op,
    tflite.LogicalNotOp: ov.LogicalNotV1Op,
    tflite.SignOp: ov.SignV0Op,
}

_CLAMPS = {tflite.Relu6Op: (0.0, 6.0), tflite.ReluN1To1Op: (-1.0, 1.0), tflite.Relu0To1Op: (0.0, 1.0)}


@lowers(TABLE, *_BINARY)
def binary(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    return finish(b, op, b.add(_BINARY[type(op)](op.inputs[0], op.inputs[1])))


@lowers(TABLE, tflite.SquaredDifferenceOp)
def squared_difference(b: Builder, op: tflite.SquaredDifferenceOp) -> SSAValue:
    difference = b.add(ov.SubtractV1Op(op.inputs[0], op.inputs[1]))
    return finish(b, op, b.add(ov.MultiplyV1Op(difference, difference)))


@lowers(TABLE, tflite.FloorDivOp)
def floor_div(b: Builder, op: tflite.FloorDivOp) -> SSAValue:
    x, y = op.inputs
    if elements.is_floating(element_of(x.type)):
        return finish(b, op, b.add(ov.FloorV0Op(b.add(ov.DivideV1Op(x, y)))))
    return floor_divide(b, x, y)


@lowers(TABLE, *_UNARY)
def unary(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    return finish(b, op, b.add(_UNARY[type(op)](op.inputs[0])))


@lowers(TABLE, *_CLAMPS)
def clamp(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    low, high = _CLAMPS[type(op)]
    return finish(b, op, b.add(ov.ClampV0Op(op.inputs[0], min=low, max=high)))


@lowers(TABLE, tflite.RsqrtOp)
def rsqrt(b: Builder, op: tflite.RsqrtOp) -> SSAValue:
    root = b.add(ov.SqrtV0Op(op.inputs[0]))
    return finish(b, op, b.add(ov.DivideV1Op(b.constant_like(1.0, root), root)))


@lowers(TABLE, tflite.SquareOp)
def square(b: Builder, op: tflite.SquareOp) -> SSAValue:
    return finish(b, op, b.add(ov.MultiplyV1Op(op.inputs[0], op.inputs[0])))


@lowers(TABLE, tflite.EluOp)
def elu(b: Builder, op: tflite.EluOp) -> SSAValue:
    return finish(b, op, b.add(ov.EluV0Op(op.inputs[0], alpha=1.0)))


@lowers(TABLE, tflite.GeluOp)
def gelu(b: Builder, op: tflite.GeluOp) -> SSAValue:
    mode = "TANH" if op.approximate else "ERF"
    return finish(b, op, b.add(ov.GeluV7Op(op.inputs[0], approximation_mode=mode)))


@lowers(TABLE, tflite.LeakyReluOp)
def leaky_relu(b: Builder, op: tflite.LeakyReluOp) -> SSAValue:
    slope = b.constant(np.asarray(op.alpha, np.float32))
    return finish(b, op, b.add(ov.PReluV0Op(op.inputs[0], slope)))


@lowers(TABLE, tflite.PreluOp)
def prelu(b: Builder, op: tflite.PreluOp) -> SSAValue:
    """TFLite's alpha broadcasts against the input (numpy's rule); max(x, 0) + alpha * min(x, 0)."""
    x, alpha = op.inputs
    positive = b.add(ov.ReluV0Op(x))
    negative = b.add(ov.MinimumV1Op(x, b.constant_like(0.0, x)))
    return finish(b, op, b.add(ov.AddV1Op(positive, b.add(ov.MultiplyV1Op(alpha, negative)))))


@lowers(TABLE, tflite.RoundOp)
def round_(b: Builder, op: tflite.RoundOp) -> SSAValue:
    return finish(b, op, b.add(ov.RoundV5Op(op.inputs[0], mode="half_to_even")))


@lowers(TABLE, tflite.SelectOp, tflite.SelectV2Op)
def select(b: Builder, op: tflite.TfliteOp) -> SSAValue:
    return finish(b, op, b.add(ov.SelectV1Op(*op.inputs)))


@lowers(TABLE, tflite.ZerosLikeOp)
def zeros_like(b: Builder, op: tflite.ZerosLikeOp) -> SSAValue:
    x = op.inputs[0]
    return b.add(ov.MultiplyV1Op(x, b.constant_like(0, x)))


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
