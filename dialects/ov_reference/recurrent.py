"""Kernels of the recurrent sequence layers.

Each batch row runs over its own length (sequence_lengths): later steps output zeros and keep
the state; the reverse direction starts at the row's last valid step.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel

FUNCTIONS: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "sigmoid": lambda x: 1 / (1 + np.exp(-x)),
    "tanh": np.tanh,
    "relu": lambda x: np.maximum(x, 0),
}

# (op, x_t [N, I], states per row, W [G*H, I], R [G*H, H], B, activations, clip) -> new states
Cell = Callable[..., tuple[np.ndarray, ...]]


def gates(x, h, w, r, b, clip: float) -> np.ndarray:
    z = x @ w.T + h @ r.T + b
    return np.clip(z, -clip, clip) if clip > 0 else z


def rnn_cell(op, x, states, w, r, b, f, clip):
    (h,) = states
    return (f[0](gates(x, h, w, r, b, clip)),)


def gru_cell(op, x, states, w, r, b, f, clip):
    (h,) = states
    size = h.shape[-1]
    zr = f[0](gates(x, h, w[: 2 * size], r[: 2 * size], b[: 2 * size], clip))
    z, reset = zr[:, :size], zr[:, size:]
    if op.property_or_default("linear_before_reset").value.data:
        candidate = x @ w[2 * size :].T + b[2 * size : 3 * size] + reset * (h @ r[2 * size :].T + b[3 * size :])
    else:
        candidate = x @ w[2 * size :].T + (reset * h) @ r[2 * size :].T + b[2 * size :]
    if clip > 0:
        candidate = np.clip(candidate, -clip, clip)
    return ((1 - z) * f[1](candidate) + z * h,)


def lstm_cell(op, x, states, w, r, b, f, clip):
    h, c = states
    size = h.shape[-1]
    z = gates(x, h, w, r, b, clip)
    forget, input_, candidate, output = (z[:, k * size : (k + 1) * size] for k in range(4))
    c = f[0](forget) * c + f[0](input_) * f[1](candidate)
    return f[0](output) * f[2](c), c


CELLS: dict[type, Cell] = {ov.RNNSequenceV5Op: rnn_cell, ov.GRUSequenceV5Op: gru_cell, ov.LSTMSequenceV5Op: lstm_cell}


@kernel(*CELLS)
def sequence(op: ov.SequenceOp, x, *rest):
    states, (lengths, w, r, b) = rest[: op.STATES], rest[op.STATES :]
    cell = CELLS[type(op)]
    f = [FUNCTIONS[a.data] for a in op.activations.data]
    clip = op.property_or_default("clip").value.data
    batch, steps = x.shape[:2]
    directions = 2 if op.direction.data == "bidirectional" else 1
    y = np.zeros([batch, directions, steps, op.hidden_size.value.data], dtype=x.dtype)
    finals = [np.array(s, dtype=x.dtype) for s in states]
    for d in range(directions):
        backward = op.direction.data == "reverse" or d == 1
        current = [s[:, d].copy() for s in states]
        for t in range(steps):
            active = t < lengths  # rows whose sequence reaches step t
            index = np.where(active, lengths - 1 - t, 0) if backward else np.full(batch, t)
            x_t = x[np.arange(batch), index]
            new = cell(op, x_t, current, w[d], r[d], b[d], f, clip)
            current = [np.where(active[:, None], n, s) for n, s in zip(new, current)]
            y[np.arange(batch)[active], d, index[active]] = current[0][active]
        for final, state in zip(finals, current):
            final[:, d] = state
    return (y, *finals)
