"""Sequence ops on sequences whose elements are known, rewritten into plain tensor ops.

A sequence is *known* when it is the result of `SequenceConstruct` (its operands are its
elements) or `SequenceEmpty`; every pattern below turns a sequence op on known sequences, with
positions the compiler knows, into one of those two or into tensor ops, so the patterns applied
to a fixpoint leave no sequence a tensor depends on. The elements' values may be computed at
run time; only the number of elements and the positions must be constants.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx
from ovopt.lowering.builder import Builder
from ovopt.lowering.onnx_to_ov.common import known_input, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, normalize_axis, shape_of, tensor_type

# The versions of the tensor ops the patterns build: the lowering takes them in any model.
_VERSIONS = {onnx.SplitOp: 13, onnx.SqueezeOp: 13, onnx.UnsqueezeOp: 13, onnx.ConcatOp: 13, onnx.ConstantOp: 13}
_SEQUENCE_VERSION = 11


def known_elements(sequence: SSAValue) -> list[SSAValue] | None:
    """The elements of `sequence` if the compiler knows them, else None."""
    owner = sequence.owner
    if isinstance(owner, onnx.SequenceConstructOp):
        return list(owner.inputs)
    if isinstance(owner, onnx.SequenceEmptyOp):
        return []
    return None


def known_position(position: SSAValue | None) -> int | None:
    """A position operand's value if it is a compile-time constant (None if not, or absent)."""
    if position is None:
        return None
    value = known_input(position)
    return None if value is None or value.size != 1 else int(value.reshape(()))


def sequence_of(values: Sequence[SSAValue], node: Operation, result: SSAValue) -> Operation:
    """The op making a known sequence of `values` in place of `node`'s `result`."""
    properties = {"version": IntegerAttr(_SEQUENCE_VERSION, 64)}
    if values:
        made = onnx.SequenceConstructOp(operands=[list(values)], result_types=[result.type], properties=properties)
    else:
        made = onnx.SequenceEmptyOp(result_types=[result.type], properties=properties)
    made.location = node.location
    return made


def build(op_class: type[onnx.OnnxOp], operands: list, result_types: list, **properties: Attribute) -> onnx.OnnxOp:
    """A tensor op of the version in `_VERSIONS`."""
    properties["version"] = IntegerAttr(_VERSIONS[op_class], 64)
    return op_class(operands=operands, result_types=result_types, properties=properties)


def i64_constant(values: int | Sequence[int]) -> onnx.OnnxOp:
    data = elements.dense_from_numpy(np.asarray(values, dtype=np.int64))
    return build(onnx.ConstantOp, [], [data.get_type()], value=data)


def _index(op: Operation, position: int, length: int, what: str, inclusive_end: bool = False) -> int:
    """`position` counted from the front; an error naming `op` if it is outside the sequence."""
    end = length + 1 if inclusive_end else length
    if not -length <= position < end:
        raise lowering_error(op, f"{what} {position} is outside a sequence of {length} tensors")
    return position + length if position < 0 else position


class SequenceAtKnown(RewritePattern):
    """SequenceAt at a constant position of a known sequence is that element."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SequenceAtOp, rewriter: PatternRewriter) -> None:
        items, position = known_elements(op.input_sequence), known_position(op.position)
        if items is None or position is None:
            return
        rewriter.replace(op, [], [items[_index(op, position, len(items), "position")]])


class SequenceLengthKnown(RewritePattern):
    """SequenceLength of a known sequence is a constant."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SequenceLengthOp, rewriter: PatternRewriter) -> None:
        items = known_elements(op.input_sequence)
        if items is not None:
            b = Builder(op)
            b.add(i64_constant(len(items)))
            b.replace(rewriter)


class SequenceInsertKnown(RewritePattern):
    """SequenceInsert into a known sequence, at the end or a constant position, is known."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SequenceInsertOp, rewriter: PatternRewriter) -> None:
        items, position = known_elements(op.input_sequence), known_position(op.position)
        if items is None or (op.position is not None and position is None):
            return
        at = len(items) if position is None else _index(op, position, len(items), "position", inclusive_end=True)
        items.insert(at, op.tensor)
        rewriter.replace(op, sequence_of(items, op, op.output_sequence))


class SequenceEraseKnown(RewritePattern):
    """SequenceErase from a known sequence, of the last or a constant position, is known."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SequenceEraseOp, rewriter: PatternRewriter) -> None:
        items, position = known_elements(op.input_sequence), known_position(op.position)
        if items is None or (op.position is not None and position is None):
            return
        if not items:
            raise lowering_error(op, "erases from an empty sequence")
        del items[-1 if position is None else _index(op, position, len(items), "position")]
        rewriter.replace(op, sequence_of(items, op, op.output_sequence))


class IdentityOfSequence(RewritePattern):
    """Identity of a sequence is the sequence."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.IdentityOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.input.type, onnx.SeqType):
            rewriter.replace(op, [], [op.input])


def split_lengths(op: onnx.SplitToSequenceOp) -> tuple[list[int] | None, int | None]:
    """How SplitToSequence cuts its input: the part lengths when the compiler knows them, and
    the number of parts when it knows that (a 1-D `split` of a static length computed at run
    time gives the count alone)."""
    shape = shape_of(op.input.type)
    axis = op.axis
    dim = None if shape is None else shape[normalize_axis(axis, len(shape))]
    if op.split is None:
        return (None, None) if dim is None else ([1] * dim, dim)
    split_shape = shape_of(op.split.type)
    known = known_input(op.split)
    if known is not None and known.ndim == 1:
        return [int(n) for n in known], known.size
    if split_shape is not None and len(split_shape) == 1:
        return None, split_shape[0]
    if known is None or dim is None:
        return None, None
    chunk = int(known.reshape(()))
    if chunk <= 0:
        raise lowering_error(op, f"split {chunk} must be positive")
    return [chunk] * (dim // chunk) + ([dim % chunk] if dim % chunk else []), -(-dim // chunk)


class SplitToSequenceToSplit(RewritePattern):
    """SplitToSequence into a number of parts the compiler knows is Split (each part squeezed
    when `keepdims=0` leaves the axis out)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SplitToSequenceOp, rewriter: PatternRewriter) -> None:
        lengths, count = split_lengths(op)
        if count is None:
            return
        if count == 0:
            rewriter.replace(op, sequence_of([], op, op.output_sequence))
            return
        shape = shape_of(op.input.type)
        axis = op.axis
        if shape is not None:
            axis = normalize_axis(axis, len(shape))
        squeeze = op.split is None and op.keepdims == 0  # the count is known: so is the rank
        element = element_of(op.input.type)
        part_types = [_part_type(element, shape, axis, lengths[i] if lengths else None) for i in range(count)]
        b = Builder(op)
        sizes = op.split if lengths is None else b.add(i64_constant(lengths))
        split = build(onnx.SplitOp, [op.input, [sizes]], [part_types], axis=_i64(axis))
        b.add(split)
        parts: list[SSAValue] = list(split.results)
        if squeeze:
            axes = b.add(i64_constant([axis]))
            parts = [b.add(build(onnx.SqueezeOp, [p, [axes]], [_without_axis(p.type, axis)])) for p in parts]
        b.add(sequence_of(parts, op, op.output_sequence))
        b.replace(rewriter)


class ConcatFromSequenceToConcat(RewritePattern):
    """ConcatFromSequence of a known sequence is Concat, of the elements unsqueezed at `axis`
    when `new_axis=1` stacks them."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConcatFromSequenceOp, rewriter: PatternRewriter) -> None:
        items = known_elements(op.input_sequence)
        if items is None:
            return
        if not items:
            raise lowering_error(op, "concatenates an empty sequence; ONNX needs at least one tensor")
        axis = op.axis
        b = Builder(op)
        if op.new_axis == 1:
            rank = shape_of(items[0].type)
            if axis < 0 and rank is None:
                raise lowering_error(op, "new_axis=1 with a negative axis needs the elements' rank known")
            if rank is not None:
                axis = normalize_axis(axis, len(rank) + 1)
            axes = b.add(i64_constant([axis]))
            items = [b.add(build(onnx.UnsqueezeOp, [t, axes], [_with_unit_axis(t.type, axis)])) for t in items]
        b.add(build(onnx.ConcatOp, [items], [op.concat_result.type], axis=_i64(axis)))
        b.replace(rewriter)


def _i64(value: int) -> IntegerAttr:
    return IntegerAttr(value, 64)


def _part_type(element: Attribute, shape: list | None, axis: int, length: int | None) -> Attribute:
    if shape is None:
        return tensor_type(element, None)
    return tensor_type(element, [length if i == axis else d for i, d in enumerate(shape)])


def _without_axis(type: Attribute, axis: int) -> Attribute:
    shape = shape_of(type)
    return tensor_type(element_of(type), None if shape is None else shape[:axis] + shape[axis + 1 :])


def _with_unit_axis(type: Attribute, axis: int) -> Attribute:
    shape = shape_of(type)
    return tensor_type(element_of(type), None if shape is None else [*shape[:axis], 1, *shape[axis:]])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        SequenceAtKnown(),
        SequenceLengthKnown(),
        SequenceInsertKnown(),
        SequenceEraseKnown(),
        IdentityOfSequence(),
        SplitToSequenceToSplit(),
        ConcatFromSequenceToConcat(),
    ]
