"""`onnx-resolve-sequences`: ONNX sequences whose length the compiler knows become tensors.

OpenVINO has no sequence type. A sequence made inside the model, whose number of elements and
positions are constants, is a list of tensor values the compiler can follow: SequenceAt,
SequenceLength, SequenceInsert, SequenceErase, SplitToSequence, ConcatFromSequence and
SequenceMap on it become tensor ops (Split, Squeeze, Unsqueeze, Concat, constants) and the body
of SequenceMap copied per element (`sequences.py`, `sequence_map.py`). What is left is refused
with one line naming the node and what is known only at run time; a sequence input or output
of the model is refused first, since no IR can carry it.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import onnx
from ovopt.lowering.onnx import sequences
from ovopt.lowering.ov.options.graph import input_names
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.signature import sync_function_types
from ovopt.support.locations import NAME_ATTR, describe, node_name, shown, tensor_names
from ovopt.support.walking import walk_ops

_SEQUENCE_OPERATORS = "SequenceConstruct/Empty/At/Insert/Erase/Length, SplitToSequence, ConcatFromSequence, SequenceMap"


@dataclass(frozen=True)
class ResolveSequencesPass(PatternPass):
    """Rewrite sequences of a length known at compile time into tensor ops; refuse the others."""

    name = "onnx-resolve-sequences"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not _has_sequences(op):
            return
        for function in op.walk():
            if isinstance(function, FuncOp):
                _refuse_sequence_io(function)
        self.rewrite(op)
        _erase_dead_sequences(op)
        left = next((o for o in op.walk() if _touches_sequence(o) and not _is_known(o)), None)
        if left is not None:
            raise PassFailedException(shown(_why_unresolved(left)))
        sync_function_types(op)


def _is_sequence(value: SSAValue) -> bool:
    return isinstance(value.type, onnx.SeqType)


def _has_sequences(module: ModuleOp) -> bool:
    """Whether any value is a sequence: every value is an op's result or a block's argument."""
    for op in walk_ops(module):
        for result in op.results:
            if isinstance(result.type, onnx.SeqType):
                return True
        for region in op.regions:
            for block in region.blocks:
                if any(isinstance(argument.type, onnx.SeqType) for argument in block.args):
                    return True
    return False


def _touches_sequence(op: Operation) -> bool:
    return any(map(_is_sequence, op.operands)) or any(map(_is_sequence, op.results))


def _is_known(op: Operation) -> bool:
    """A known sequence (SequenceConstruct, SequenceEmpty): what refuses it is its user."""
    return len(op.results) == 1 and sequences.known_elements(op.results[0]) is not None


def _refuse_sequence_io(function: FuncOp) -> None:
    for arg, name in zip(function.body.blocks[0].args, input_names(function)):
        if _is_sequence(arg):
            raise PassFailedException(shown(f"model input '{name}' is a sequence ({arg.type}); {_NO_SEQUENCE_IO}"))
    terminator = function.body.blocks[0].last_op
    if not isinstance(terminator, ReturnOp):
        return
    attrs = function.res_attrs.data if function.res_attrs else ()
    for index, value in enumerate(terminator.arguments):
        if _is_sequence(value):
            name = attrs[index].data.get(NAME_ATTR) if index < len(attrs) else None
            output = name.data if isinstance(name, StringAttr) else f"output_{index}"
            raise PassFailedException(shown(f"model output '{output}' is a sequence ({value.type}); {_NO_SEQUENCE_IO}"))


_NO_SEQUENCE_IO = "OpenVINO has no sequence type, so ovopt takes sequences only inside a model"


def _erase_dead_sequences(module: ModuleOp) -> None:
    """Remove the sequence ops nothing uses any more (the known sequences the patterns left)."""
    for op in reversed(list(module.walk())):
        if op.parent is not None and _touches_sequence(op) and op.results and not any(r.uses for r in op.results):
            op.detach()
            op.erase()


def _why_unresolved(op: Operation) -> str:
    """What `op` needs known at compile time that is not, in one line naming it."""
    positioned = isinstance(op, onnx.SequenceAtOp | onnx.SequenceInsertOp | onnx.SequenceEraseOp)
    if positioned and op.position is not None and sequences.known_position(op.position) is None:
        return (
            f"{describe(op)}: its position comes from {_source(op.position)}, computed at run time; "
            "ovopt needs sequence positions known at compile time"
        )
    if isinstance(op, onnx.SplitToSequenceOp):
        if op.split is not None and sequences.known_input(op.split) is None:
            return (
                f"{describe(op)}: its split comes from {_source(op.split)}, computed at run time, and is no "
                "1-D tensor of a known length; ovopt needs the number of parts known at compile time"
            )
        return (
            f"{describe(op)}: splits {_source(op.input)} ({op.input.type}) along axis {op.axis}, whose "
            "length is known only at run time; ovopt needs the number of parts known at compile time"
        )
    return (
        f"{describe(op)} takes or makes a sequence that ovopt cannot follow at compile time; OpenVINO has no "
        f"sequence type, and ovopt resolves sequences of a known length through {_SEQUENCE_OPERATORS} only"
    )


def _source(value: SSAValue) -> str:
    """How a message names where `value` comes from: its tensor name, a model input, a node."""
    names = tensor_names(value)
    if isinstance(value, BlockArgument) and isinstance(function := value.block.parent_op(), FuncOp):
        return f"model input '{input_names(function)[value.index]}'"
    if names:
        return f"'{names[0]}'"
    owner = value.owner
    name = node_name(owner) if isinstance(owner, Operation) else None
    return f"node '{name}'" if name else "a value computed at run time"
