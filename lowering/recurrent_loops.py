"""Keras' recurrent layers, which TensorFlow and TFLite run as a while loop over the time steps,
as OpenVINO's sequence ops: a Loop whose body is one LSTM, GRU or simple RNN cell becomes
LSTMSequence-5, GRUSequence-5 or RNNSequence-5, which the CPU plugin runs as one kernel (ovc
keeps the Loop, which the plugin runs step by step as a TensorIterator).

The Loop must be a counted walk over a sequence of static length T: a Gather at axis 0 of a
loop-invariant [T, N, I] tensor at an index counting from 0, a condition that is a conjunction
of `counter + 1 < bound` over counters from 0 whose smallest bound is T, and no other carried
value than the counters, the bounds and the cell's states. The cell (Keras 3's, as it traces):

- LSTM: z = x K + h R + b split in four (i, f, c, o); c' = f(z_f) c + f(z_i) g(z_c);
  h' = f(z_o) h(c'). OpenVINO's gate order is f, i, c, o.
- GRU, reset_after (Keras 3's default): x K + b_x split in three (z, r, h), h R + b_h sliced
  in three; z = f(.z + .z), r = f(.r + .r), h~ = g(x_h + r (h R + b_h)_h); h' = z h + (1 - z) h~:
  GRUSequence with linear_before_reset and B = [b_z, b_r, b_xh, b_hh].
- SimpleRNN: h' = f(x K + h R + b).

The activations must be OpenVINO's (sigmoid, tanh, relu); anything else (a mask's Select,
hard_sigmoid, a dropout, a second cell) leaves the Loop as it is, which is still right. The
Loop's concatenated output must be the Unsqueeze of h' (the sequence, time-major) and its
other results unread.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.dialects.evaluation import can_fold, evaluate, fold
from ovopt.lowering.builder import Builder
from ovopt.lowering.layout_change import layout_transpose
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of

ACTIVATIONS = {ov.SigmoidV0Op: "sigmoid", ov.TanhV0Op: "tanh", ov.ReluV0Op: "relu"}
LSTM_GATE_ORDER = [1, 0, 2, 3]  # OpenVINO's f, i, c, o taken from Keras' i, f, c, o


@dataclass
class Cell:
    """A recognised cell: its OpenVINO op, weights in OpenVINO's layout ([gates * H, I],
    [gates * H, H], [bias rows * H]), activations and the carried positions of h (and c)."""

    kind: type[ov.SequenceOp]
    w: np.ndarray
    r: np.ndarray
    b: np.ndarray
    activations: list[str]
    states: list[int]
    hidden: SSAValue  # h' in the body
    extra: dict


class LoopView:
    """A Loop's body read as values: what a body argument stands for outside."""

    def __init__(self, op: ov.LoopV5Op):
        self.op = op
        self.block: Block = op.body.block
        self.yields = list(self.block.last_op.operands)
        self.carried = op.carried

    def position(self, value: SSAValue) -> int | None:
        """The input index of a body argument (not the iteration number)."""
        if isinstance(value, BlockArgument) and value.owner is self.block and value.index > 0:
            return value.index - 1
        return None

    def known(self, value: SSAValue, depth: int = 0) -> np.ndarray | None:
        """The value's constant, looking through invariant inputs (and carried values yielded
        unchanged, as a frozen graph passes weights) to the value outside."""
        index = self.position(value)
        if index is not None:
            return evaluate(self.op.inputs[index]) if self.invariant(value) is not None else None
        found = evaluate(value)
        owner = value.owner
        if found is not None or not isinstance(owner, Operation) or depth > 8 or not can_fold(owner):
            return found
        args = [self.known(operand, depth + 1) for operand in owner.operands]
        return None if any(a is None for a in args) else fold(owner, *args)[value.index]

    def invariant(self, value: SSAValue) -> int | None:
        """The input index of a body argument that is the same every iteration: an invariant
        input, or a carried value yielded unchanged."""
        index = self.position(value)
        if index is None or (index < self.carried and self.yields[1 + index] is not value):
            return None
        return index

    def state(self, value: SSAValue) -> int | None:
        """The carried position of a body argument."""
        index = self.position(value)
        return index if index is not None and index < self.carried else None

    def is_counter(self, index: int) -> bool:
        """Does carried value `index` start at 0 and grow by 1 an iteration?"""
        start = evaluate(self.op.inputs[index])
        step = _add_scalar(self.yields[1 + index])
        return (
            start is not None
            and start.size == 1
            and int(start.reshape(-1)[0]) == 0
            and step
            == (
                self.block.args[1 + index],
                1,
            )
        )

    def bound(self, value: SSAValue) -> int | None:
        """A loop invariant number: a constant or a carried value yielded unchanged."""
        index = self.state(value)
        if index is not None:
            if self.yields[1 + index] is not value:
                return None
            value = self.op.inputs[index]
        found = self.known(value) if index is None else evaluate(value)
        return int(found.reshape(-1)[0]) if found is not None and found.size == 1 else None


def _add_scalar(value: SSAValue) -> tuple[SSAValue, float] | None:
    """x + c as (x, c), for a one-element constant c."""
    owner = value.owner
    if not isinstance(owner, ov.AddV1Op):
        return None
    for term, other in ((owner.lhs, owner.rhs), (owner.rhs, owner.lhs)):
        number = evaluate(other)
        if number is not None and number.size == 1 and evaluate(term) is None:
            return term, float(number.reshape(-1)[0])
    return None


def _leaves(value: SSAValue, kind: type[Operation]) -> list[SSAValue]:
    """The operands of a tree of `kind` (Add, Multiply, LogicalAnd) rooted at value."""
    owner = value.owner
    if isinstance(owner, kind) and owner.auto_broadcast.data == "numpy":
        return [*_leaves(owner.lhs, kind), *_leaves(owner.rhs, kind)]
    return [value]


def trip_count(loop: LoopView) -> tuple[int, int] | None:
    """(T, the counter that indexes nothing else) when the loop runs exactly T times: the first
    condition holds and the next one is a conjunction of counter + 1 < bound."""
    first = evaluate(loop.op.execution_condition)
    if first is None or not bool(first.reshape(-1)[0]):
        return None
    trip = evaluate(loop.op.trip_count)
    bounds = []
    for leaf in _leaves(loop.yields[0], ov.LogicalAndV1Op):
        less = leaf.owner
        if not isinstance(less, ov.LessV1Op):
            return None
        counter = loop.state(_add_scalar(less.lhs)[0]) if _add_scalar(less.lhs) else None
        bound = loop.bound(less.rhs)
        if counter is None or bound is None or loop.yields[1 + counter] is not less.lhs:
            return None
        if not loop.is_counter(counter):
            return None
        bounds.append(bound)
    if not bounds:
        return None
    steps = min(bounds)
    if trip is not None and 0 <= int(trip.reshape(-1)[0]) < steps:
        steps = int(trip.reshape(-1)[0])
    return steps, len(bounds)


def _step_input(loop: LoopView) -> tuple[ov.GatherV8Op, int] | None:
    """The one Gather of the time step from an invariant [T, N, I] input at a counter."""
    gathers = [op for op in loop.block.ops if isinstance(op, ov.GatherV8Op) and loop.invariant(op.data) is not None]
    if len(gathers) != 1:
        return None
    gather = gathers[0]
    source = loop.invariant(gather.data)
    counter = loop.state(gather.indices)
    axis = evaluate(gather.axis)
    if counter is None or not loop.is_counter(counter):
        return None
    if axis is None or int(axis.reshape(-1)[0]) != 0 or gather.batch_dims.value.data != 0:
        return None
    shape = shape_of(gather.data.type)
    if shape is None or len(shape) != 3 or shape[0] is None or shape[2] is None:
        return None
    return gather, source


def _columns(value: SSAValue) -> tuple[SSAValue, int, int] | None:
    """value as columns [start, stop) of a rank-2 value: a Split or StridedSlice on the last
    axis, or the whole of it."""
    owner = value.owner
    if isinstance(owner, ov.SplitV1Op):
        shape = shape_of(owner.data.type)
        axis = evaluate(owner.axis)
        parts = owner.num_splits.value.data
        if shape is None or len(shape) != 2 or shape[1] is None or axis is None:
            return None
        if int(axis.reshape(-1)[0]) % 2 != 1:
            return None
        width = shape[1] // parts
        return owner.data, value.index * width, (value.index + 1) * width
    if isinstance(owner, ov.StridedSliceV1Op):
        shape = shape_of(owner.data.type)
        begin, end, strides = (evaluate(v) for v in (owner.begin, owner.end, owner.strides))
        masks = [list(getattr(owner, m).get_values()) for m in ("begin_mask", "end_mask")]
        others = [getattr(owner, m).get_values() for m in ("new_axis_mask", "shrink_axis_mask", "ellipsis_mask")]
        if shape is None or len(shape) != 2 or shape[1] is None or begin is None or end is None or strides is None:
            return None
        if len(begin) != 2 or any(any(m) for m in others) or list(strides) != [1, 1]:
            return None
        if not (masks[0][0] or begin[0] == 0) or not (masks[1][0] or end[0] >= 1 << 31):
            return None
        width = shape[1]
        start = 0 if masks[0][1] else int(begin[1]) % width if begin[1] < 0 else int(begin[1])
        stop = width if masks[1][1] else width + int(end[1]) if end[1] < 0 else min(int(end[1]), width)
        return owner.data, start, stop
    shape = shape_of(value.type)
    if shape is None or len(shape) != 2 or shape[1] is None:
        return None
    return value, 0, shape[1]


def _affine(loop: LoopView, value: SSAValue, x: SSAValue, width: int) -> dict | None:
    """value = x K + h R + b (any of the terms may be missing): {"x": K, "h": (R, state), "b": b}
    with K as [I, width]; None when it is anything else."""
    found: dict = {"b": np.zeros(width)}
    for leaf in _leaves(value, ov.AddV1Op):
        constant = loop.known(leaf)
        if constant is not None:
            found["b"] = found["b"] + np.broadcast_to(constant, [width]).astype(np.float64)
            continue
        matmul = _row_of_one(leaf).owner
        if not isinstance(matmul, ov.MatMulV0Op) or matmul.transpose_a.value.data:
            return None
        weights = loop.known(matmul.b)
        if weights is None or weights.ndim != 2:
            return None
        weights = weights.T if matmul.transpose_b.value.data else weights
        if matmul.a is x and "x" not in found:
            found["x"] = weights
        elif loop.state(matmul.a) is not None and "h" not in found:
            found["h"] = (weights, loop.state(matmul.a))
        else:
            return None
    return found


def _row_of_one(value: SSAValue) -> SSAValue:
    """A [1, W] value squeezed or reshaped to [W] adds as it is (a batch of one): the [1, W]
    value."""
    owner, shape = value.owner, shape_of(value.type)
    one_dim = shape is not None and len(shape) == 1 and None not in shape
    if isinstance(owner, ov.SqueezeV0Op | ov.ReshapeV1Op) and one_dim and shape_of(owner.data.type) == [1, *shape]:
        return owner.data
    return value


def _activation(value: SSAValue) -> tuple[str, SSAValue] | None:
    owner = value.owner
    name = ACTIVATIONS.get(type(owner))
    return (name, owner.operands[0]) if name else None


def _gate_block(loop: LoopView, value: SSAValue, hidden: int) -> tuple[SSAValue, int] | None:
    """value as gate block k of a [N, gates * H] value (the block's source and k)."""
    columns = _columns(value)
    if columns is None or columns[2] - columns[1] != hidden or columns[1] % hidden:
        return None
    return columns[0], columns[1] // hidden


def _pair(value: SSAValue, kind: type[Operation]) -> list[tuple[SSAValue, SSAValue]]:
    """Both orders of a commutative binary op's operands."""
    owner = value.owner
    if not isinstance(owner, kind) or owner.auto_broadcast.data != "numpy":
        return []
    return [(owner.lhs, owner.rhs), (owner.rhs, owner.lhs)]


def _lstm(loop: LoopView, x: SSAValue, hidden: int, h_index: int) -> Cell | None:
    """h' = f(z_o) h(c'), c' = f(z_f) c + f(z_i) g(z_c), z = x K + h R + b in four blocks."""
    for gate, cell in _pair(loop.yields[1 + h_index], ov.MultiplyV1Op):
        output, squashed = _activation(gate), _activation(cell)
        if output is None or squashed is None:
            continue
        c_index = next((i for i in range(loop.carried) if loop.yields[1 + i] is squashed[1]), None)
        if c_index is None or c_index == h_index:
            continue
        terms = _lstm_terms(loop, squashed[1], c_index, hidden)
        if terms is None:
            continue
        blocks = [_gate_block(loop, terms[g][1], hidden) for g in "if"] + [_gate_block(loop, output[1], hidden)]
        if None in blocks or len({block[0] for block in blocks}) != 1 or [block[1] for block in blocks] != [0, 1, 3]:
            continue
        names = {name: act[0] for name, act in {**terms, "o": output}.items()}
        if not names["i"] == names["f"] == names["o"]:
            continue
        gates = _affine(loop, blocks[0][0], x, 4 * hidden)
        if gates is None or "x" not in gates or gates.get("h", (None, h_index))[1] != h_index:
            continue
        order = np.concatenate([np.arange(hidden) + g * hidden for g in LSTM_GATE_ORDER])
        w = gates["x"].T[order]
        r = gates["h"][0].T[order] if "h" in gates else np.zeros([4 * hidden, hidden])
        activations = [names["f"], names["c"], squashed[0]]
        return Cell(
            ov.LSTMSequenceV5Op, w, r, gates["b"][order], activations, [h_index, c_index], loop.yields[1 + h_index], {}
        )
    return None


def _lstm_terms(loop: LoopView, value: SSAValue, c_index: int, hidden: int) -> dict | None:
    """c' = f(z_f) c + f(z_i) g(z_c) as {gate: (activation, z)}, z_c taken from block 2 of the
    source z_i is block 0 of."""
    for kept, added in _pair(value, ov.AddV1Op):
        for keep, old in _pair(kept, ov.MultiplyV1Op):
            if loop.state(old) != c_index or _activation(keep) is None:
                continue
            for a, b in _pair(added, ov.MultiplyV1Op):
                gate, candidate = _activation(a), _activation(b)
                if gate is None or candidate is None:
                    continue
                i_block, c_block = _gate_block(loop, gate[1], hidden), _gate_block(loop, candidate[1], hidden)
                if i_block and c_block and i_block[1] == 0 and c_block == (i_block[0], 2):
                    return {"f": _activation(keep), "i": gate, "c": candidate}
    return None


def _gru(loop: LoopView, x: SSAValue, hidden: int, h_index: int) -> Cell | None:
    """h' = z h + (1 - z) g(x_h + r (h R + b_h)_h), z and r f(x K + b_x + h R + b_h) blocks."""
    old = loop.block.args[1 + h_index]
    for keep, update in _pair(loop.yields[1 + h_index], ov.AddV1Op):
        for z, h in _pair(keep, ov.MultiplyV1Op):
            if h is not old or _activation(z) is None:
                continue
            for one_minus_z, candidate in _pair(update, ov.MultiplyV1Op):
                owner = one_minus_z.owner
                one = evaluate(owner.lhs) if isinstance(owner, ov.SubtractV1Op) else None
                if one is None or one.size != 1 or float(one.reshape(-1)[0]) != 1.0 or owner.rhs is not z:
                    continue
                cell = _gru_gates(loop, x, hidden, h_index, _activation(z), _activation(candidate))
                if cell is not None:
                    return cell
    return None


def _gru_gates(loop, x, hidden, h_index, z_gate, candidate) -> Cell | None:
    if candidate is None:
        return None
    x_part, reset_part = None, None
    for a, b in _pair(candidate[1], ov.AddV1Op):
        for r, rec in _pair(b, ov.MultiplyV1Op):
            if _activation(r) and _gate_block(loop, rec, hidden) and _gate_block(loop, a, hidden):
                x_part, reset_part, reset = a, rec, _activation(r)
    if x_part is None:
        return None
    x_source, x_block = _gate_block(loop, x_part, hidden)
    h_source, h_block = _gate_block(loop, reset_part, hidden)
    sums = {}
    for name, (_, value) in (("z", z_gate), ("r", reset)):
        for a, b in _pair(value, ov.AddV1Op):
            blocks = _gate_block(loop, a, hidden), _gate_block(loop, b, hidden)
            if None not in blocks and blocks[0][0] is x_source and blocks[1][0] is h_source:
                sums[name] = (blocks[0][1], blocks[1][1])
    if sums.get("z") != (0, 0) or sums.get("r") != (1, 1) or (x_block, h_block) != (2, 2):
        return None
    if z_gate[0] != reset[0]:
        return None
    xs = _affine(loop, x_source, x, 3 * hidden)
    hs = _affine(loop, h_source, x, 3 * hidden)
    if xs is None or hs is None or set(xs) != {"x", "b"} or set(hs) != {"h", "b"} or hs["h"][1] != h_index:
        return None
    bias = np.concatenate([xs["b"][: 2 * hidden] + hs["b"][: 2 * hidden], xs["b"][2 * hidden :], hs["b"][2 * hidden :]])
    activations = [z_gate[0], candidate[0]]
    return Cell(
        ov.GRUSequenceV5Op,
        xs["x"].T,
        hs["h"][0].T,
        bias,
        activations,
        [h_index],
        loop.yields[1 + h_index],
        {"linear_before_reset": True},
    )


def _simple(loop: LoopView, x: SSAValue, hidden: int, h_index: int) -> Cell | None:
    """h' = f(x K + h R + b)."""
    found = _activation(loop.yields[1 + h_index])
    if found is None:
        return None
    gates = _affine(loop, found[1], x, hidden)
    if gates is None or "x" not in gates or gates.get("h", (None, h_index))[1] != h_index:
        return None
    r = gates["h"][0].T if "h" in gates else np.zeros([hidden, hidden])
    return Cell(ov.RNNSequenceV5Op, gates["x"].T, r, gates["b"], [found[0]], [h_index], loop.yields[1 + h_index], {})


def _cell(loop: LoopView, x: SSAValue) -> Cell | None:
    for index in range(loop.carried):
        shape = shape_of(loop.yields[1 + index].type)
        if shape is None or len(shape) != 2 or shape[1] is None:
            continue
        for match in (_lstm, _gru, _simple):
            cell = match(loop, x, shape[1], index)
            if cell is not None:
                return cell
    return None


class LoopToSequence(RewritePattern):
    """A Loop running one recurrent cell over a sequence -> LSTM/GRU/RNNSequence-5."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.LoopV5Op, rewriter: PatternRewriter) -> None:
        loop = LoopView(op)
        step = _step_input(loop)
        counted = trip_count(loop)
        if step is None or counted is None:
            return
        gather, source = step
        sequence = op.inputs[source]
        steps = shape_of(sequence.type)[0]
        if counted[0] != steps or steps < 1:
            return
        cell = _cell(loop, gather.results[0])
        last = _only_cell(loop, cell) if cell is not None else None
        if last is None:
            return
        _replace(op, loop, cell, sequence, steps, last, rewriter)


def _only_cell(loop: LoopView, cell: Cell) -> list[int] | None:
    """Are the loop's other carried values counters and bounds nothing reads after the loop,
    or h' as [1, N, H] (TFLite's one-element list of the last output), and its one concatenated
    output the sequence of h'? The carried positions of h' as [1, N, H], or None."""
    last = []
    for index in range(loop.carried):
        if index in cell.states:
            continue
        if _one_step_of(loop.yields[1 + index], cell.hidden):
            last.append(index)
            continue
        if loop.op.results[index].uses:
            return None
        if not loop.is_counter(index) and loop.invariant(loop.block.args[1 + index]) is None:
            return None
    outputs = loop.yields[1 + loop.carried :]
    if any(axis != 0 for axis in loop.op.axes) or len(outputs) > 1:
        return None
    if not all(_one_step_of(value, cell.hidden) for value in outputs):
        return None
    return last


def _one_step_of(value: SSAValue, hidden: SSAValue) -> bool:
    """Is value h' with a new axis 0 ([1, N, H])?"""
    owner = value.owner
    if not isinstance(owner, ov.UnsqueezeV0Op | ov.ReshapeV1Op) or owner.operands[0] is not hidden:
        return False
    shape, inner = shape_of(value.type), shape_of(hidden.type)
    if isinstance(owner, ov.UnsqueezeV0Op):
        axes = evaluate(owner.axes)
        return axes is not None and list(axes.reshape(-1)) == [0]
    return shape is not None and inner is not None and None not in inner and shape == [1, *inner]


def _replace(
    op: ov.LoopV5Op, loop: LoopView, cell: Cell, sequence: SSAValue, steps: int, last: list[int], rewriter
) -> None:
    b = Builder(op)
    element = element_of(sequence.type)
    dtype = elements.numpy_dtype(element)
    x = swap_leading(b, sequence)
    states = [b.add(ov.UnsqueezeV0Op(op.inputs[i], b.i64([1]))) for i in cell.states]
    batch = b.add(ov.GatherV8Op(b.add(ov.ShapeOfV3Op(sequence)), b.i64([1]), b.i64(0)))
    lengths = b.add(ov.BroadcastV3Op(b.constant(np.asarray(steps, np.int64)), batch))
    weights = [b.constant(np.ascontiguousarray(a[None], dtype), element) for a in (cell.w, cell.r, cell.b)]
    sequence_op = cell.kind(
        x,
        *states,
        lengths,
        *weights,
        hidden_size=cell.r.shape[1],
        direction="forward",
        activations=cell.activations,
        **cell.extra,
    )
    b.add(sequence_op)
    results: list[SSAValue | None] = [None] * len(op.results)
    for index, state in zip(cell.states, sequence_op.results[1:]):
        results[index] = b.add(ov.SqueezeV0Op(state, b.i64([1])))
    for index in last:
        results[index] = b.add(ov.UnsqueezeV0Op(results[cell.states[0]], b.i64([0])))
    if len(op.results) > loop.carried:
        y = b.add(ov.SqueezeV0Op(sequence_op.Y, b.i64([1])))
        results[loop.carried] = swap_leading(b, y)
    b.replace(rewriter, results)


def swap_leading(b: Builder, value: SSAValue) -> SSAValue:
    """[A, B, C] as [B, A, C] (time-major to batch-major and back): a Reshape when A or B is 1
    and the shape static (it then folds with the Reshape TFLite made of the batch of one), else a
    Transpose."""
    shape = shape_of(value.type)
    if shape is not None and None not in shape and 1 in shape[:2]:
        return b.add(ov.ReshapeV1Op(value, b.i64([shape[1], shape[0], shape[2]]), special_zero=False))
    return layout_transpose(b, value, [1, 0, 2])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [LoopToSequence()]
