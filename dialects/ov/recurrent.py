"""Recurrent layers over whole sequences: RNNSequence, GRUSequence, LSTMSequence (opset5).

X is [N, T, I] (batch, time, input); states are [N, D, H] with D = 2 when bidirectional;
weights are [D, gates * H, I], recurrences [D, gates * H, H], biases [D, gates * H]; the
output Y is [N, D, T, H]. Gates go in OpenVINO's order: GRU z, r, h; LSTM f, i, c, o.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, float_prop, floats_prop, int_prop, one_of, strings_prop
from ovopt.dialects.ov.base import OvOp, flag, int_value, ov_op, string
from ovopt.support.elements import is_floating, is_integer
from ovopt.support.shapes import Dim, require_element, same_element_type, shape_of, show, tensor_type

DIRECTIONS = ("forward", "reverse", "bidirectional")
ACTIVATIONS = ("sigmoid", "tanh", "relu")


def merged(dims: Sequence[Dim], what: str) -> Dim:
    """The one size several dims must share (None while all are dynamic)."""
    known = {d for d in dims if d is not None}
    if len(known) > 1:
        raise VerifyException(f"{what} disagree: {sorted(known)}")
    return known.pop() if known else None


class SequenceOp(OvOp):
    """A recurrent layer over the time axis of X; subclasses name their operands and gates."""

    hidden_size = int_prop()
    direction = one_of(DIRECTIONS)
    activations = strings_prop()  # each sequence op gives its own default: one function per gate kind
    activations_alpha = floats_prop(default=[])
    activations_beta = floats_prop(default=[])
    clip = float_prop(default=0.0)
    GATES: ClassVar[int]
    STATES: ClassVar[int] = 1  # H; LSTM also carries C

    @classmethod
    def bias_rows(cls, properties) -> int:
        return cls.GATES

    @classmethod
    def infer_result_types(cls, operands, properties):
        x, *states = operands[: 1 + cls.STATES]
        lengths, w, r, b = operands[1 + cls.STATES :]
        element = same_element_type(x.type, *(s.type for s in states), w.type, r.type, b.type)
        require_element(x.type, is_floating, f"{cls.IR_TYPE} needs floating-point data")
        require_element(lengths.type, is_integer, f"{cls.IR_TYPE} sequence lengths must be integers")
        hidden = int_value(properties, "hidden_size")
        if hidden <= 0:
            raise VerifyException(f"hidden_size must be positive, got {hidden}")
        directions = 2 if string(properties, "direction") == "bidirectional" else 1
        names = [a.data for a in properties["activations"].data]
        count = len(cls.get_irdl_definition().properties["activations"].default_value.data)
        if len(names) != count or any(n not in ACTIVATIONS for n in names):
            raise VerifyException(f"{cls.IR_TYPE} takes {count} activations of {', '.join(ACTIVATIONS)}, got {names}")
        ranks = {"X": (x, 3), "W": (w, 3), "R": (r, 3), "B": (b, 2), "sequence lengths": (lengths, 1)}
        ranks.update({f"initial state {i}": (s, 3) for i, s in enumerate(states)})
        shapes = {}
        for name, (value, rank) in ranks.items():
            shape = shape_of(value.type)
            if shape is not None and len(shape) != rank:
                raise VerifyException(f"{name} must have rank {rank}, got {show(shape)}")
            shapes[name] = shape or [None] * rank
        xs, ws, rs, bs = shapes["X"], shapes["W"], shapes["R"], shapes["B"]
        state_shapes = [shapes[f"initial state {i}"] for i in range(len(states))]
        batch = merged([xs[0], shapes["sequence lengths"][0], *(s[0] for s in state_shapes)], "batch sizes")
        merged([directions, ws[0], rs[0], bs[0], *(s[1] for s in state_shapes)], "direction counts")
        merged([hidden, rs[2], *(s[2] for s in state_shapes)], "hidden sizes")
        merged([cls.GATES * hidden, ws[1], rs[1]], "gate rows of W and R")
        merged([cls.bias_rows(properties) * hidden, bs[1]], "gate rows of B")
        merged([xs[2], ws[2]], "input sizes")
        state = tensor_type(element, [batch, directions, hidden])
        return [tensor_type(element, [batch, directions, xs[1], hidden]), *[state] * cls.STATES]


class HiddenStateSequenceOp(SequenceOp):
    """A sequence op whose only state is the hidden one (RNN, GRU)."""

    X = operand_def(TensorType)
    initial_hidden_state = operand_def(TensorType)
    sequence_lengths = operand_def(TensorType)
    W = operand_def(TensorType)
    R = operand_def(TensorType)
    B = operand_def(TensorType)
    Y = result_def(TensorType)
    Ho = result_def(TensorType)


@ov_op(5)
class RNNSequenceV5Op(HiddenStateSequenceOp):
    """RNNSequence-5: H = f(X W^T + H R^T + B)."""

    activations = strings_prop(default=("tanh",))
    GATES: ClassVar = 1


@ov_op(5)
class GRUSequenceV5Op(HiddenStateSequenceOp):
    """GRUSequence-5: gates z, r, h; `linear_before_reset` applies r after R (B then has a
    fourth row block: the recurrence bias of h)."""

    linear_before_reset = bool_prop(default=False)
    activations = strings_prop(default=("sigmoid", "tanh"))
    GATES: ClassVar = 3

    @classmethod
    def bias_rows(cls, properties) -> int:
        return 4 if flag(properties, "linear_before_reset") else 3


@ov_op(5)
class LSTMSequenceV5Op(SequenceOp):
    """LSTMSequence-5: gates f, i, c, o; C = f * C + i * g(c), H = o * h(C); no peepholes."""

    X = operand_def(TensorType)
    initial_hidden_state = operand_def(TensorType)
    initial_cell_state = operand_def(TensorType)
    sequence_lengths = operand_def(TensorType)
    W = operand_def(TensorType)
    R = operand_def(TensorType)
    B = operand_def(TensorType)
    Y = result_def(TensorType)
    Ho = result_def(TensorType)
    Co = result_def(TensorType)
    activations = strings_prop(default=("sigmoid", "tanh", "tanh"))
    GATES: ClassVar = 4
    STATES: ClassVar = 2


OPS = [
    RNNSequenceV5Op,
    GRUSequenceV5Op,
    LSTMSequenceV5Op,
]
__all__ = ["SequenceOp", *(op.__name__ for op in OPS)]
