"""Bodies of control flow, made isolated: what the conversions of ONNX's and TensorFlow's If and
loops share. A framework's body reads values of the graph around it; an OpenVINO body reads only
its Parameters, so every outer value a body reads becomes an input of the op and an argument of
the body (outer constants are copied in instead, as ovc does)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import Rewriter
from xdsl.traits import IsTerminator
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import ov
from ovopt.dialects.ov.control_flow import join_types
from ovopt.dialects.traits import InfersResultTypes
from ovopt.support.shapes import compatible, shape_of


def captured(regions: Sequence[Region]) -> list[SSAValue]:
    """The values defined outside `regions` that ops inside them read, in order of first use."""
    blocks = {block for region in regions for op in region.walk() for r in op.regions for block in r.blocks}
    blocks |= {block for region in regions for block in region.blocks}
    found: dict[SSAValue, None] = {}
    for region in regions:
        for op in region.walk():
            for value in op.operands:
                owner = value.owner
                block = owner if isinstance(value, BlockArgument) else owner.parent_block()
                if block not in blocks:
                    found.setdefault(value, None)
    return list(found)


class Body:
    """A new, isolated body made from the block of a framework's control-flow op (an ONNX
    subgraph, a TensorFlow loop body): its ops move over, the values it read from outside become
    arguments (constants are copied in), and it ends with `ov.yield`."""

    def __init__(self, node: Operation, old: Block, prefix: Sequence[Attribute], captures: Sequence[SSAValue]):
        self.node = node
        self.old = old
        self.block = Block(arg_types=[*prefix, *(c.type for c in captures)])
        self.captures = list(captures)

    def build(self, rewriter: PatternRewriter, old_args: dict[int, SSAValue]) -> Region:
        """Move the ops over; `old_args` maps old argument indices to their new values (args of
        the new block, or values built in it with `add` beforehand)."""
        inside = set(self.old.walk())
        for value in captured([self.old.parent]):
            if isinstance(value.owner, ov.ConstantV0Op):  # copied in, not passed
                copy = value.owner.clone()
                if self.block.first_op is None:
                    self.block.add_op(copy)
                else:
                    self.block.insert_op_before(copy, self.block.first_op)
                value.replace_uses_with_if(copy.output, lambda use: use.operation in inside)
        first = len(self.block.args) - len(self.captures)
        for value, arg in zip(self.captures, self.block.args[first:]):
            value.replace_uses_with_if(arg, lambda use: use.operation in inside)
        for index, new in old_args.items():
            self.old.args[index].replace_all_uses_with(new)
        terminator = self.old.last_op
        assert terminator is not None and terminator.has_trait(IsTerminator)
        values = list(terminator.operands)
        rewriter.erase(terminator)  # through the rewriter, which has it on its worklist
        for op in list(self.old.ops):
            op.detach()
            self.block.add_op(op)
        self.block.add_op(ov.YieldOp(values))
        return Region(self.block)

    def replace_yield(self, values: Sequence[SSAValue]) -> None:
        """Let the body return `values` instead."""
        self.block.erase_op(self.block.last_op)
        self.block.add_op(ov.YieldOp(values))

    def yielded(self) -> list[SSAValue]:
        return list(self.block.last_op.operands)

    def add(self, op: Operation) -> SSAValue:
        """Append a helper op to the body, at the node's location."""
        op.location = self.node.location
        if self.block.last_op is not None and isinstance(self.block.last_op, ov.YieldOp):
            self.block.insert_op_before(op, self.block.last_op)
        else:
            self.block.add_op(op)
        return op.results[0]

    def i64(self, values) -> SSAValue:
        return self.add(ov.ConstantV0Op.from_numpy(np.asarray(values, dtype=np.int64)))


def clone_into(block: Block, before: Operation | None, source: Block, arguments: list[SSAValue]) -> list[SSAValue]:
    """Copies of `source`'s ops (its terminator aside) in `block` before `before` (at the end when
    None), its arguments bound to `arguments`; the values its terminator gives, as copied."""
    mapping: dict[SSAValue, SSAValue] = dict(zip(source.args, arguments))
    for op in source.ops:
        if op is source.last_op:
            break
        copy = op.clone(value_mapper=mapping)
        if before is None:
            block.add_op(copy)
        else:
            block.insert_op_before(copy, before)
    return [mapping.get(v, v) for v in source.last_op.operands]


def carried_type(initial: Attribute, declared: Attribute) -> Attribute:
    """The body argument type of a carried value: what both the initial value and the body's
    declaration allow (a body input ONNX leaves untyped takes the initial value's type)."""
    return initial if shape_of(declared) is None else join_types(initial, declared)


def refine_types(block: Block) -> None:
    """Re-infer the result types of a body's ops after its arguments got more precise types."""
    for op in block.walk():
        trait = op.get_trait(InfersResultTypes)
        if trait is None:
            continue
        try:
            inferred = trait.infer(op)
        except VerifyException:
            continue
        for result, new in zip(op.results, inferred):
            if new != result.type and shape_of(new) is not None and compatible(result.type, new):
                Rewriter.replace_value_with_new_type(result, new)
