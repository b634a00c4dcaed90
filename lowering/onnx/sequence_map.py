"""SequenceMap over known sequences, unrolled: its body cloned once per element.

ONNX defines SequenceMap as a Loop over the elements; when the compiler knows the elements
(see `sequences.py`), the body's ops copied once per position compute the same tensors without
control flow. A copy of the body's node `n` for element `i` of node `X` is located at
`callsite("X/i/n" at fused<"SequenceMap-17">["X"])`, so IR layers stay distinct and an error
names the node whose unrolling it comes from.
"""

from __future__ import annotations

from xdsl.dialects.builtin import CallSiteLoc, FusedLoc, StringAttr
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx
from ovopt.lowering.onnx.sequences import known_elements, sequence_of
from ovopt.lowering.onnx_to_ov.common import lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.locations import TENSOR_NAMES_ATTR, name_loc, node_name, op_kind


def mapped_inputs(op: onnx.SequenceMapOp) -> list[list[SSAValue] | SSAValue] | None:
    """Per body input: the elements of a sequence input, or a tensor input itself; None while a
    sequence input is not known."""
    inputs: list[list[SSAValue] | SSAValue] = []
    for value in [op.input_sequence, *op.additional_inputs]:
        if not isinstance(value.type, onnx.SeqType):
            inputs.append(value)
            continue
        items = known_elements(value)
        if items is None:
            return None
        inputs.append(items)
    return inputs


class UnrollSequenceMap(RewritePattern):
    """SequenceMap over known sequences of one length is its body once per element."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SequenceMapOp, rewriter: PatternRewriter) -> None:
        inputs = mapped_inputs(op)
        if inputs is None:
            return
        lengths = {len(i) for i in inputs if isinstance(i, list)}
        if len(lengths) != 1:
            raise lowering_error(op, f"maps sequences of different lengths ({', '.join(map(str, sorted(lengths)))})")
        (length,) = lengths
        block = op.body.block
        *body, terminator = list(block.ops)
        assert isinstance(terminator, onnx.YieldOp)
        caller = FusedLoc([op.location], StringAttr(op_kind(op)))
        prefix = node_name(op) or op.ONNX_TYPE
        outputs: list[list[SSAValue]] = [[] for _ in op.out_sequence]
        for position in range(length):
            mapper: dict[SSAValue, SSAValue] = {
                arg: value[position] if isinstance(value, list) else value for arg, value in zip(block.args, inputs)
            }
            for index, inner in enumerate(body):
                copy = inner.clone(value_mapper=mapper)
                copy.attributes.pop(TENSOR_NAMES_ATTR, None)  # the body's values are no tensors of the model
                name = f"{prefix}/{position}/{node_name(inner) or index}"
                copy.location = CallSiteLoc(name_loc(name), caller)
                rewriter.insert(copy)
            for output, value in zip(outputs, terminator.values):
                output.append(mapper.get(value, value))
        sequences = [sequence_of(items, op, result) for items, result in zip(outputs, op.out_sequence)]
        rewriter.replace(op, sequences, [s.results[0] for s in sequences])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [UnrollSequenceMap()]
