"""Constants and the quantization edges: a tensor's buffer, the storage casts at an int8 model's
inputs and outputs, QUANTIZE, DEQUANTIZE and CAST."""

from __future__ import annotations

from xdsl.dialects.builtin import f32
from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.dialects.tflite.quantization import quantization_of
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import (
    Builder,
    Lowerings,
    dequantize,
    is_weights,
    kept,
    lowers,
    quantize,
    read_as_weights,
    requantize,
)
from ovopt.support import elements
from ovopt.support.shapes import element_of

TABLE: dict = {}


@lowers(TABLE, tflite.ConstOp)
def const(b: Builder, op: tflite.ConstOp) -> SSAValue | None:
    """The buffer's bytes as a constant; a quantized one dequantized. A constant that an operator
    reads as its weights waits for it (`common.weights`)."""
    if read_as_weights(op.output):
        return None
    value = b.add(ov.ConstantV0Op(op.value))
    quantization = quantization_of(op.output.type)
    if quantization is None:
        return value
    return dequantize(b, value, quantization, keep=element_of(op.output.type).width.data <= 8)


@lowers(TABLE, tflite.StorageCastOp)
def storage_cast(b: Builder, op: tflite.StorageCastOp) -> SSAValue | None:
    """Integers in: their real values. Real values out: the integers of the output's grid, when
    the input still has its quantized type (an argument); a cast of an operator's result is
    lowered with the operator (`common.Lowerings`).

    A model input's real values lie on their grid already: no FakeQuantize snaps them (as in
    ovc's IR). One would let the CPU plugin run the first layer in 8 bits on the raw input, which
    a CPU without VNNI (AVX2, AVX-512 Skylake) computes with 16-bit pair sums that saturate on
    full-range data (a depthwise convolution 87 steps off there)."""
    into = quantization_of(op.output.type)
    if into is not None:
        return dequantize(b, op.input, into)
    source = quantization_of(op.input.type)
    if source is None:
        return None
    return quantize(b, op.input, source, element_of(op.output.type))


@lowers(TABLE, tflite.QuantizeOp)
def quantize_op(b: Builder, op: tflite.QuantizeOp) -> SSAValue:
    """Float to quantized, or quantized to another grid: real values onto the output's grid."""
    return requantize(b, _real(b, op.inputs[0]), op.outputs[0].type)


@lowers(TABLE, tflite.DequantizeOp)
def dequantize_op(b: Builder, op: tflite.DequantizeOp) -> SSAValue:
    """A quantized input is its real values already; float16 (compressed weights) becomes f32
    through a Convert kept from folding, as OpenVINO keeps compressed weights. Weights wait for
    the operator that reads them."""
    if read_as_weights(op.outputs[0]) and is_weights(op.outputs[0]):
        return None
    return _real(b, op.inputs[0], keep=True)


@lowers(TABLE, tflite.CastOp)
def cast(b: Builder, op: tflite.CastOp) -> SSAValue:
    target = element_of(op.outputs[0].type)
    if element_of(op.inputs[0].type) == target:
        return op.inputs[0]
    return b.add(ov.ConvertV0Op(op.inputs[0], destination_type=target))


def _real(b: Builder, value: SSAValue, keep: bool = False) -> SSAValue:
    element = element_of(value.type)
    if elements.is_floating(element) and element != f32:
        convert = ov.ConvertV0Op(value, destination_type=f32)
        if keep and isinstance(value.owner, ov.ConstantV0Op):
            return kept(b, convert)
        return b.add(convert)
    return value


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
