"""LSTM / GRU / RNN sequences unrolled into their cells' arithmetic (the plugin's
ConvertSequenceToTensorIterator, GRUCellDecomposition, LSTMCellDecomposition and, late,
UnrollTensorIterator: pipeline steps 8-10 and 67). GNA runs no recurrent layer: each time step is
MatMuls by the constant weights (transposed once, so the weights are the second operand), a
bias Add, a Split into gates, Sigmoid / Tanh / Relu and products.

Fires on a static sequence (batch, steps and input size known) whose sequence lengths are a
constant equal to the number of steps (no masking), with constant W, R and B. Clip limits the
gate pre-activations as in OpenVINO. No Subtract is made: GRU's (1 - z) is z * -1 + 1.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, static_shape

ACTIVATIONS = {"sigmoid": ov.SigmoidV0Op, "tanh": ov.TanhV0Op, "relu": ov.ReluV0Op}


@dataclass
class Cell:
    """One direction of a sequence op: its weights (transposed) and what its gates compute."""

    b: Builder
    op: ov.SequenceOp
    w: np.ndarray  # [I, G * H]
    r: np.ndarray  # [H, G * H]
    bias: np.ndarray
    hidden: int

    def const(self, array: np.ndarray) -> SSAValue:
        return self.b.constant_like(array, self.op.X)

    def act(self, index: int, x: SSAValue) -> SSAValue:
        return self.b.add(ACTIVATIONS[self.op.activations.data[index].data](x))

    def clipped(self, x: SSAValue) -> SSAValue:
        clip = self.op.clip.value.data
        return self.b.add(ov.ClampV0Op(x, min=-clip, max=clip)) if clip > 0 else x

    def linear(self, x: SSAValue, h: SSAValue, rows: slice, bias: np.ndarray | None) -> SSAValue:
        """x W^T + h R^T (+ bias) over the gate rows `rows`; h may be None (its term left out)."""
        b = self.b
        total = b.add(ov.MatMulV0Op(x, self.const(self.w[:, rows])))
        if h is not None:
            total = b.add(ov.AddV1Op(total, b.add(ov.MatMulV0Op(h, self.const(self.r[:, rows])))))
        return total if bias is None else b.add(ov.AddV1Op(total, self.const(bias)))

    def gates(self, x: SSAValue, h: SSAValue, count: int) -> list[SSAValue]:
        """The `count` gates' clipped pre-activations x W^T + h R^T + B, split."""
        b, size = self.b, self.hidden
        total = self.clipped(self.linear(x, h, slice(0, count * size), self.bias[: count * size]))
        return list(b.add(ov.SplitV1Op(total, b.i64(1), num_splits=count)).owner.results) if count > 1 else [total]

    def step(self, x: SSAValue, states: list[SSAValue]) -> list[SSAValue]:
        b = self.b
        if isinstance(self.op, ov.LSTMSequenceV5Op):
            h, c = states
            forget, input_, candidate, output = self.gates(x, h, 4)
            kept = b.add(ov.MultiplyV1Op(self.act(0, forget), c))
            c = b.add(ov.AddV1Op(kept, b.add(ov.MultiplyV1Op(self.act(0, input_), self.act(1, candidate)))))
            return [b.add(ov.MultiplyV1Op(self.act(0, output), self.act(2, c))), c]
        if isinstance(self.op, ov.GRUSequenceV5Op):
            return [self.gru_step(x, states[0])]
        return [self.act(0, self.gates(x, states[0], 1)[0])]

    def gru_step(self, x: SSAValue, h: SSAValue) -> SSAValue:
        b, size = self.b, self.hidden
        z, reset = (self.act(0, g) for g in self.gates(x, h, 2))
        rows = slice(2 * size, 3 * size)
        if self.op.linear_before_reset.value.data:
            recurrent = b.add(ov.MatMulV0Op(h, self.const(self.r[:, rows])))
            recurrent = b.add(ov.AddV1Op(recurrent, self.const(self.bias[3 * size :])))
            reset_term = b.add(ov.MultiplyV1Op(reset, recurrent))
            candidate = b.add(ov.AddV1Op(self.linear(x, None, rows, self.bias[rows]), reset_term))
        else:
            candidate = self.linear(x, b.add(ov.MultiplyV1Op(reset, h)), rows, self.bias[rows])
        candidate = self.act(1, self.clipped(candidate))
        keep = b.add(ov.AddV1Op(b.add(ov.MultiplyV1Op(z, self.const(np.asarray(-1.0)))), self.const(np.asarray(1.0))))
        return b.add(ov.AddV1Op(b.add(ov.MultiplyV1Op(keep, candidate)), b.add(ov.MultiplyV1Op(z, h))))


def parts(b: Builder, value: SSAValue, axis: int, count: int, shape: list[int]) -> list[SSAValue]:
    """`value` split into `count` along `axis`, each reshaped to `shape`."""
    pieces = [value] if count == 1 else list(b.add(ov.SplitV1Op(value, b.i64(axis), num_splits=count)).owner.results)
    return [b.add(ov.ReshapeV1Op(p, b.i64(shape), special_zero=False)) for p in pieces]


def joined(b: Builder, values: list[SSAValue], axis: int) -> SSAValue:
    return values[0] if len(values) == 1 else b.add(ov.ConcatV0Op(values, axis=axis))


class DecomposeSequence(RewritePattern):
    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ov.SequenceOp):
            return
        x_shape = static_shape(op.X)
        weights = [constant(v) for v in (op.W, op.R, op.B)]
        lengths = constant(op.sequence_lengths)
        if x_shape is None or any(w is None for w in weights) or lengths is None:
            return
        batch, steps, inputs = x_shape
        if lengths.size != batch or np.any(lengths.reshape(-1) != steps):
            return
        hidden = op.hidden_size.value.data
        b = Builder(op)
        directions = 2 if op.direction.data == "bidirectional" else 1
        xs = parts(b, op.X, 1, steps, [batch, inputs])
        initial = [parts(b, s, 1, directions, [batch, hidden]) for s in op.operands[1 : 1 + op.STATES]]
        w, r, bias = (np.asarray(a, dtype=np.float64) for a in weights)
        outputs, finals = [], []
        for d in range(directions):
            cell = Cell(b, op, w[d].T, r[d].T, bias[d], hidden)
            backward = op.direction.data == "reverse" or d == 1
            states, ys = [s[d] for s in initial], [None] * steps
            for t in reversed(range(steps)) if backward else range(steps):
                states = cell.step(xs[t], states)
                ys[t] = b.add(ov.ReshapeV1Op(states[0], b.i64([batch, 1, 1, hidden]), special_zero=False))
            outputs.append(joined(b, ys, 2))
            finals.append([b.add(ov.ReshapeV1Op(s, b.i64([batch, 1, hidden]), special_zero=False)) for s in states])
        results = [joined(b, outputs, 1), *(joined(b, list(group), 1) for group in zip(*finals))]
        b.replace(rewriter, results)


@dataclass(frozen=True)
class DecomposeRNNPass(PatternPass):
    """LSTM, GRU and RNN sequences of static length unrolled into MatMul, Add, Split, Sigmoid,
    Tanh and Multiply per time step."""

    name = "gna-decompose-rnn"
    erase_dead = True


def patterns(options: DecomposeRNNPass) -> list[RewritePattern]:
    return [DecomposeSequence()]
