"""UNIDIRECTIONAL_SEQUENCE_LSTM (what the TFLite converter makes of a Keras 2 LSTM) as
LSTMSequence-5: TFLite's per-gate weights (input, forget, cell, output) concatenated in OpenVINO's
order f, i, c, o; the fused activation is the cell's (g and h), the gates' is the sigmoid.

TFLite clips the cell state to `cell_clip` (Keras 2 sets 10) where OpenVINO's `clip` bounds the
activations' inputs instead; as |c| grows by at most 1 a step, the clip never acts when the
initial state is known and |c0| + T <= cell_clip, and the LSTM is then lowered without one.
Refused, naming the operator: a quantized input or output (the int8 kernel's fixed-point
gates), no input gate (CIFG), peepholes, a projection, layer normalization, a clip that may act,
a fused activation OpenVINO's LSTM cannot apply. Weights quantized over float data (dynamic
range) are their real values.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.dialects.evaluation import evaluate
from ovopt.dialects.tflite.quantization import quantization_of
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.recurrent_loops import swap_leading
from ovopt.lowering.tflite_to_ov.common import Builder, Lowerings, lowering_error, lowers, static_shape

TABLE: dict = {}
# Inputs of UNIDIRECTIONAL_SEQUENCE_LSTM, gates in TFLite's order i, f, c, o.
INPUT_WEIGHTS, RECURRENT_WEIGHTS, BIASES = (1, 2, 3, 4), (5, 6, 7, 8), (12, 13, 14, 15)
PEEPHOLES, PROJECTION, STATES, LAYER_NORMS = (9, 10, 11), (16, 17), (18, 19), (20, 21, 22, 23)
OV_ORDER = (1, 0, 2, 3)  # f, i, c, o
ACTIVATIONS = {"TANH": "tanh", "RELU": "relu"}


def _gates(b: Builder, op: tflite.UnidirectionalSequenceLstmOp, indices: tuple[int, ...]) -> SSAValue:
    """The four gates' tensors stacked in OpenVINO's order, with a leading direction axis."""
    parts = [op.inputs[indices[g]] for g in OV_ORDER]
    stacked = b.add(ov.ConcatV0Op(parts, axis=0))
    return b.add(ov.UnsqueezeV0Op(stacked, b.i64([0])))


def _refusal(op: tflite.UnidirectionalSequenceLstmOp, steps: int) -> str | None:
    """Why LSTMSequence cannot compute this LSTM, if it cannot."""
    if any(quantization_of(v.type) is not None for v in (op.inputs[0], op.outputs[0])):
        return "its input or output is quantized (the int8 LSTM kernel); ovopt lowers the float LSTM only"
    if any(op.input(i) is None for i in (*INPUT_WEIGHTS, *RECURRENT_WEIGHTS, *BIASES)):
        return "it has no input gate (CIFG), which LSTMSequence cannot express"
    for indices, what in ((PEEPHOLES, "peepholes"), (PROJECTION, "a projection"), (LAYER_NORMS, "layer normalization")):
        if any(op.input(i) is not None for i in indices):
            return f"it has {what}, which LSTMSequence cannot express"
    if op.proj_clip:
        return "it clips a projection, which LSTMSequence cannot express"
    if op.fused_activation_function not in ACTIVATIONS:
        return f"its activation {op.fused_activation_function} is none of LSTMSequence's (tanh, relu)"
    if op.cell_clip:
        initial = evaluate(op.inputs[STATES[1]])
        if initial is None or float(np.abs(initial).max(initial=0.0)) + steps > op.cell_clip:
            return (
                f"it clips the cell state to {op.cell_clip:g}, which {steps} steps may reach; OpenVINO's "
                "LSTMSequence clips the gates' inputs instead"
            )
    return None


@lowers(TABLE, tflite.UnidirectionalSequenceLstmOp)
def unidirectional_sequence_lstm(b: Builder, op: tflite.UnidirectionalSequenceLstmOp) -> SSAValue:
    x = op.inputs[0]
    shape = static_shape(op, x)
    if len(shape) != 3:
        raise lowering_error(op, f"its input must be [batch, time, features] or time-major, got {x.type}")
    steps = shape[0] if op.time_major else shape[1]
    reason = _refusal(op, steps)
    if reason is not None:
        raise lowering_error(op, reason)
    hidden = static_shape(op, op.inputs[RECURRENT_WEIGHTS[1]], "recurrent weights")[1]
    data = swap_leading(b, x) if op.time_major else x
    batch = shape[1] if op.time_major else shape[0]
    states = [b.add(ov.UnsqueezeV0Op(op.inputs[i], b.i64([1]))) for i in STATES]
    biases = b.add(ov.ConcatV0Op([op.inputs[BIASES[g]] for g in OV_ORDER], axis=0))
    sequence = ov.LSTMSequenceV5Op(
        data,
        *states,
        b.constant(np.full([batch], steps, np.int64)),
        _gates(b, op, INPUT_WEIGHTS),
        _gates(b, op, RECURRENT_WEIGHTS),
        b.add(ov.UnsqueezeV0Op(biases, b.i64([0]))),
        hidden_size=hidden,
        direction="forward",
        activations=["sigmoid", *[ACTIVATIONS[op.fused_activation_function]] * 2],
    )
    b.add(sequence)
    y = b.add(ov.SqueezeV0Op(sequence.Y, b.i64([1])))
    return swap_leading(b, y) if op.time_major else y


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
