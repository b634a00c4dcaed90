"""ov-low-latency2: OpenVINO's LowLatency2 (`--transform LowLatency2`), the recurrent state of
a model kept between inferences, so that a sequence can be fed a step (or a chunk) at a time.

What OpenVINO's pass does (src/core/src/pass/low_latency.cpp), on the model's own ops:

- a sequence op (RNNSequence, GRUSequence, LSTMSequence): its initial hidden state (and an
  LSTM's cell state) is read from a variable `<op name>/variable_<k>`, and the final state is
  assigned to it;
- a Loop: each back edge (a loop-carried input) is read from a variable
  `<op name>/<body parameter name>/variable_<input index>`, and the Loop's last value of it
  is assigned to it. A Loop that runs one iteration (its trip count is 1 and its condition
  always true, or its body's condition is always false) is then unrolled: its body takes its
  place.

The variable starts (on the first inference and after `reset_state()`) at zeros of the
state's shape when `use_const_initializer` (the default), else at the value the model computed
for the initial state in that inference. The variable's type and shape are left `dynamic`, as
OpenVINO leaves them, so the state takes the shape of what initialises it. An op whose state is
already read from a variable is left alone: the pass runs once. OpenVINO's pass also unrolls a
sequence of one time step into a cell op; the ov dialect has no cell ops, and the sequence of
one step computes the same.

A sequence op that runs in reverse (or both ways) is refused: its reverse direction starts at
the end of the sequence, so no state carried from one chunk to the next gives what the whole
sequence gives (OpenVINO's pass keeps it anyway, and fails on a one-step bidirectional one).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import ov
from ovopt.lowering.ov.options.graph import main_function, reinfer_types
from ovopt.lowering.ov.stateful.variables import (
    assign_variable,
    erase_if_dead,
    named,
    read_variable,
    reads_variable,
    zeros_like,
)
from ovopt.lowering.values import constant
from ovopt.support import elements
from ovopt.support.locations import carry_tensor_names, describe, node_name
from ovopt.support.shapes import element_of, shape_of

WHAT = "LowLatency2"


@dataclass(frozen=True)
class LowLatency2Pass(ModulePass):
    """Keep the state of sequence ops and Loop back edges between inferences (ReadValue/Assign)."""

    name = "ov-low-latency2"
    use_const_initializer: bool = True

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        function = main_function(op, WHAT)
        variables = _Variables(function)
        unrolled = False
        for inner in function.body.block.ops:
            if isinstance(inner, ov.SequenceOp):
                _check_forward(inner)
        for inner in list(function.body.block.ops):
            if isinstance(inner, ov.SequenceOp):
                self._keep_sequence_state(inner, variables)
            elif isinstance(inner, ov.LoopV5Op) and self._keep_loop_state(inner, variables):
                unrolled = True
        if unrolled:
            reinfer_types(function, WHAT)

    def _keep_state(self, op: Operation, operand: int, result: SSAValue, variable: str, after: Operation) -> Operation:
        """Read operand `operand` of `op` from `variable` and assign `result` to it after
        `after`; the Assign (where the next one goes)."""
        state = op.operands[operand]
        init = zeros_like(state, f"{variable}/init", op) if self.use_const_initializer else state
        read = read_variable(variable, op, init)
        op.operands = [read if index == operand else value for index, value in enumerate(op.operands)]
        if self.use_const_initializer:
            erase_if_dead(state)
        return assign_variable(variable, result, InsertPoint.after(after))

    def _keep_sequence_state(self, op: ov.SequenceOp, variables: _Variables) -> None:
        states = range(1, 1 + op.STATES)  # X, then H (and an LSTM's C); results Y, then Ho (Co)
        if any(reads_variable(op.operands[index]) for index in states):
            return
        name = variables.owner_name(op)
        after: Operation = op
        for k, index in enumerate(states):
            after = self._keep_state(op, index, op.results[index], variables.new(f"{name}/variable_{k}"), after)

    def _keep_loop_state(self, loop: ov.LoopV5Op, variables: _Variables) -> bool:
        """The back edges of `loop` kept as state; True if the Loop was then unrolled."""
        body = loop.body.block
        carried = range(loop.carried)
        first = 2  # operands: trip count, execution condition, then the inputs
        if any(reads_variable(loop.inputs[i]) for i in carried):
            return False  # LowLatency2 ran already
        if any(isinstance(use.operation, ov.ReadValueV6Op) for i in carried for use in body.args[1 + i].uses):
            return False  # the body reads the state itself
        name = variables.owner_name(loop)
        after: Operation = loop
        for i in carried:
            parameter = f"{name}/body/input_{1 + i}"  # the body Parameter's name in the IR
            variable = variables.new(f"{name}/{parameter}/variable_{i}")
            after = self._keep_state(loop, first + i, loop.results[i], variable, after)
        if not _runs_once(loop):
            return False
        _unroll(loop)
        return True


def _check_forward(op: ov.SequenceOp) -> None:
    direction = op.direction.data
    if direction != "forward":
        raise PassFailedException(
            f"{WHAT}: {describe(op)} runs {direction}: its reverse direction starts at the end of the "
            "sequence, so its state cannot be carried from one inference to the next; convert the model "
            "without --transform LowLatency2, or export that layer forward only"
        )


class _Variables:
    """Variable names, unique in the function; the names of the ops that own them."""

    def __init__(self, function: FuncOp):
        self.taken = {o.variable_id.data for o in function.walk() if isinstance(o, ov.ReadValueV6Op | ov.AssignV6Op)}
        self.unnamed = 0

    def owner_name(self, op: Operation) -> str:
        name = node_name(op)
        if name is None:
            name = f"{op.IR_TYPE}_{self.unnamed}"
            self.unnamed += 1
        return name

    def new(self, name: str) -> str:
        unique, suffix = name, 1
        while unique in self.taken:
            unique, suffix = f"{name}/{suffix}", suffix + 1
        self.taken.add(unique)
        return unique


def _truth(value: SSAValue) -> bool | None:
    """The constant truth of a condition, if known."""
    known = constant(value)
    return None if known is None or known.size != 1 else bool(known.reshape(-1)[0])


def _runs_once(loop: ov.LoopV5Op) -> bool:
    """Does the Loop run exactly one iteration, whatever its inputs? As OpenVINO's Loop counts
    them: its body's first condition is false (one pass, do-while), or true with a trip count of
    1; the body's condition being a constant, or an input of constant value passed on."""
    if _truth(loop.execution_condition) is not True:
        return False
    condition = ov.yielded(loop.body)[0]
    args = list(loop.body.block.args)
    if condition in args[1:]:  # never args[0]: the verifier makes the iteration number an integer
        condition = loop.inputs[args.index(condition) - 1]
    truth = _truth(condition)
    if truth is False:
        return True
    trip_count = constant(loop.trip_count)
    return truth is True and trip_count is not None and trip_count.size == 1 and int(trip_count.reshape(-1)[0]) == 1


def _unroll(loop: ov.LoopV5Op) -> None:
    """Put the body of a Loop that runs once in its place: iteration 0, the inputs as the body's
    arguments; each result is the body's value (a concatenation of one iteration is that)."""
    block = loop.body.block
    iteration = block.args[0]
    element = element_of(iteration.type)
    start = named(
        ov.ConstantV0Op.from_numpy(np.zeros(shape_of(iteration.type) or [], elements.numpy_dtype(element)), element),
        f"{node_name(loop) or 'Loop'}/current_iteration",
    )
    Rewriter.insert_op(start, InsertPoint.before(loop))
    mapping: dict[SSAValue, SSAValue] = {iteration: start.output}
    mapping.update(zip(block.args[1:], loop.inputs))
    terminator = block.last_op
    clones = [op.clone(value_mapper=mapping) for op in block.ops if op is not terminator]
    Rewriter.insert_op(clones, InsertPoint.before(loop))
    values = [mapping.get(v, v) for v in ov.yielded(loop.body)]
    for result, value in zip(loop.results, values[1:]):
        carry_tensor_names(result, value)
        result.replace_all_uses_with(value)
    read = [loop.trip_count, loop.execution_condition]
    loop.detach()
    loop.erase()
    for value in [*read, start.output, *(r for op in reversed(clones) for r in op.results)]:
        erase_if_dead(value)  # the condition, the iteration number: what only the Loop read
