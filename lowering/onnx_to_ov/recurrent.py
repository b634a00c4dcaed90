"""RNN, GRU and LSTM: RNNSequence-5, GRUSequence-5 and LSTMSequence-5.

ONNX runs time-major ([T, N, I], layout 0) or batch-major (layout 1); OpenVINO batch-major
with the direction axis after the batch, so X, the states and Y are transposed to and from
that. ONNX keeps the input and recurrence biases apart ([D, 2 * gates * H]), OpenVINO takes
their sum (GRU with linear_before_reset keeps h's recurrence bias apart). LSTM gates go from
ONNX's order i, o, f, c to OpenVINO's f, i, c, o. Missing sequence lengths are T, missing
initial states zeros.

Refused, as OpenVINO has no way to run them: activations other than Sigmoid, Tanh and Relu
(or different per direction), LSTM peepholes and input_forget.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, known_input, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of

ACTIVATIONS = {"Sigmoid": "sigmoid", "Tanh": "tanh", "Relu": "relu"}
DIRECTIONS = {"forward": "forward", "foward": "forward", "reverse": "reverse", "bidirectional": "bidirectional"}
# per ONNX op: OpenVINO's op, gate count, default activations of one direction
KINDS = {
    onnx.RNNOp: (ov.RNNSequenceV5Op, 1, ("Tanh",)),
    onnx.GRUOp: (ov.GRUSequenceV5Op, 3, ("Sigmoid", "Tanh")),
    onnx.LSTMOp: (ov.LSTMSequenceV5Op, 4, ("Sigmoid", "Tanh", "Tanh")),
}
LSTM_GATE_ORDER = [2, 0, 3, 1]  # OpenVINO's f, i, c, o taken from ONNX's i, o, f, c


def transposed(b: Builder, value: SSAValue, order: list[int]) -> SSAValue:
    if order == sorted(order):
        return value
    return b.add(ov.TransposeV1Op(value, b.i64(order)))


def activation_names(op: onnx.OnnxOp, defaults: tuple[str, ...], directions: int) -> list[str]:
    """OpenVINO's activations: one list for every direction."""
    if op.activation_alpha or op.activation_beta:
        raise lowering_error(op, "OpenVINO's sequences take no activation_alpha or activation_beta")
    names = list(op.activations or defaults)
    count = len(defaults)
    groups = [names[d * count : (d + 1) * count] or names[:count] for d in range(directions)]
    if any(group != groups[0] for group in groups):
        raise lowering_error(op, f"OpenVINO applies one set of activations to both directions, got {names}")
    unsupported = [name for name in groups[0] if name not in ACTIVATIONS]
    if unsupported or len(groups[0]) != count:
        raise lowering_error(
            op, f"OpenVINO's sequences take {count} of {', '.join(ACTIVATIONS)} as activations, got {names}"
        )
    return [ACTIVATIONS[name] for name in groups[0]]


def reordered(b: Builder, value: SSAValue, parts: int, order: list[int]) -> SSAValue:
    """value's row blocks (axis 1, `parts` of them) in another order."""
    split = ov.SplitV1Op(value, b.i64(1), num_splits=parts)
    b.add(split)
    return b.add(ov.ConcatV0Op([split.outputs[i] for i in order], axis=1))


def combined_bias(b: Builder, op: onnx.OnnxOp, gates: int, hidden: int, directions: int) -> SSAValue:
    """OpenVINO's B from ONNX's [D, 2 * gates * H]: input plus recurrence bias per gate."""
    linear_before_reset = isinstance(op, onnx.GRUOp) and bool(op.linear_before_reset)
    rows = (gates + 1 if linear_before_reset else gates) * hidden
    element = element_of(op.X.type)
    if op.B is None:
        return b.constant(np.zeros([directions, rows], dtype=elements.numpy_dtype(element)), element)
    halves = ov.SplitV1Op(op.B, b.i64(1), num_splits=2)
    b.add(halves)
    weights, recurrence = halves.outputs
    if not linear_before_reset:
        return b.add(ov.AddV1Op(weights, recurrence))
    w_parts, r_parts = ov.SplitV1Op(weights, b.i64(1), num_splits=3), ov.SplitV1Op(recurrence, b.i64(1), num_splits=3)
    b.add(w_parts)
    b.add(r_parts)
    z, r = (b.add(ov.AddV1Op(w_parts.outputs[i], r_parts.outputs[i])) for i in (0, 1))
    return b.add(ov.ConcatV0Op([z, r, w_parts.outputs[2], r_parts.outputs[2]], axis=1))


def dim_value(b: Builder, x: SSAValue, axis: int) -> SSAValue:
    """Dim `axis` of x as a [1] tensor: a constant when static."""
    shape = shape_of(x.type)
    if shape is not None and shape[axis] is not None:
        return b.i64([shape[axis]])
    return b.add(ov.GatherV8Op(b.add(ov.ShapeOfV3Op(x)), b.i64([axis]), b.i64(0)))


def zero_state(b: Builder, x: SSAValue, directions: int, hidden: int) -> SSAValue:
    """Zeros [N, D, H] for batch-major x."""
    element = element_of(x.type)
    batch = (shape_of(x.type) or [None])[0]
    if batch is not None:
        return b.constant(np.zeros([batch, directions, hidden], dtype=elements.numpy_dtype(element)), element)
    zero = b.constant(np.zeros([], dtype=elements.numpy_dtype(element)), element)
    shape = b.add(ov.ConcatV0Op([dim_value(b, x, 0), b.i64([directions, hidden])], axis=0))
    return b.add(ov.BroadcastV3Op(zero, shape))


class RecurrentToSequence(RewritePattern):
    op_types = tuple(KINDS)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        kind = KINDS.get(type(op))
        if kind is None:
            return
        target, gates, default_activations = kind
        direction = DIRECTIONS.get(op.direction)
        if direction is None:
            raise lowering_error(op, f"direction '{op.direction}' is not forward, reverse or bidirectional")
        directions = 2 if direction == "bidirectional" else 1
        hidden = op.hidden_size or (shape_of(op.R.type) or [None])[-1]
        if hidden is None:
            raise lowering_error(op, "hidden_size is not given and R's shape does not show it")
        names = activation_names(op, default_activations, directions)
        if isinstance(op, onnx.LSTMOp):
            self.refuse_lstm_extras(op)
        batch_major = bool(op.layout)
        b = Builder(op)
        x = op.X if batch_major else transposed(b, op.X, [1, 0, 2])
        states = [op.initial_h] + ([op.initial_c] if isinstance(op, onnx.LSTMOp) else [])
        states = [
            zero_state(b, x, directions, hidden) if s is None else s if batch_major else transposed(b, s, [1, 0, 2])
            for s in states
        ]
        lengths = op.sequence_lens
        if lengths is None:  # every sequence runs the whole time axis
            shape = shape_of(x.type)
            if shape is not None and None not in shape[:2]:
                lengths = b.constant(np.full([shape[0]], shape[1], dtype=np.int64))
            else:
                lengths = b.add(ov.BroadcastV3Op(dim_value(b, x, 1), dim_value(b, x, 0)))
        w, r = op.W, op.R
        bias = combined_bias(b, op, gates, hidden, directions)
        if isinstance(op, onnx.LSTMOp):
            w, r, bias = (reordered(b, value, 4, LSTM_GATE_ORDER) for value in (w, r, bias))
        extra = {"linear_before_reset": bool(op.linear_before_reset)} if isinstance(op, onnx.GRUOp) else {}
        sequence = target(
            x,
            *states,
            lengths,
            w,
            r,
            bias,
            hidden_size=hidden,
            direction=direction,
            activations=names,
            clip=op.clip or 0.0,
            **extra,
        )
        b.add(sequence)
        state_order = [0, 1, 2] if batch_major else [1, 0, 2]
        pairs = [(op.Y, sequence.Y, [0, 2, 1, 3] if batch_major else [2, 1, 0, 3]), (op.Y_h, sequence.Ho, state_order)]
        if isinstance(op, onnx.LSTMOp):
            pairs.append((op.Y_c, sequence.Co, state_order))
        outputs = {onnx_result: (value, order) for onnx_result, value, order in pairs if onnx_result is not None}
        b.replace(rewriter, [transposed(b, *outputs[result]) if result.uses else None for result in op.results])

    @staticmethod
    def refuse_lstm_extras(op: onnx.LSTMOp) -> None:
        if op.input_forget:
            raise lowering_error(op, "OpenVINO's LSTMSequence has no coupled input and forget gates (input_forget=1)")
        if op.P is not None:
            peepholes = known_input(op.P)
            if peepholes is None or np.any(peepholes):
                raise lowering_error(op, "OpenVINO's LSTMSequence has no peepholes (input P)")


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [RecurrentToSequence()]
