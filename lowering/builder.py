"""Building the ops that replace one op, all carrying its location (its model node name)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import ov
from ovopt.dialects.evaluation import is_constant_op
from ovopt.lowering.values import constant_like
from ovopt.support.locations import describe, name_loc, node_name


def lowering_error(op: Operation, message: str) -> PassFailedException:
    """What a pattern raises for a node it cannot lower: the message, naming the node."""
    return PassFailedException(f"{describe(op)}: {message}")


class Builder:
    """Collects the ops that replace one node, so that they all carry its location."""

    def __init__(self, node: Operation):
        self.node = node
        self.ops: list[Operation] = []

    def add(self, op: Operation) -> SSAValue:
        """Append `op`; its first result is returned (use `op.results` for the others)."""
        op.location = self.node.location
        self.ops.append(op)
        return op.results[0]

    def constant(self, array: np.ndarray, element_type: Attribute | None = None) -> SSAValue:
        return self.add(ov.ConstantV0Op.from_numpy(array, element_type))

    def constant_like(self, array: np.ndarray | float, like: SSAValue) -> SSAValue:
        """A constant of `array` in `like`'s element type (computed wider, stored as the model's)."""
        return self.add(constant_like(array, like))

    def i64(self, values: Sequence[int] | int) -> SSAValue:
        return self.constant(np.asarray(values, dtype=np.int64))

    def replace(
        self,
        rewriter: PatternRewriter,
        results: Sequence[SSAValue | None] | None = None,
        ahead: Sequence[Operation] = (),
    ) -> None:
        """Replace the node with the collected ops (results: the last op's, unless given).

        The ops that produce the node's results keep its name; helpers are `name/Type`. The
        ops `ahead` (built by another rule, named by it) go before the collected ones. A
        constant that only the node read goes with it: the new ops hold what they need of its
        value (a shape, axes, a fill), and a later dead-code pass would only find it again.
        """
        if results is None:
            results = self.ops[-1].results if self.ops else []
        name = node_name(self.node)
        producers = {r.owner for r in results if r is not None}
        if name is not None:
            for op in self.ops:
                if op not in producers:
                    suffix = getattr(op, "IR_TYPE", op.name)
                    op.location = name_loc(f"{name}/{suffix}")
        read = [operand.owner for operand in self.node.operands]
        rewriter.replace(self.node, [*ahead, *self.ops], results)
        for owner in read:
            if unused_constant(owner):
                rewriter.erase(owner)


def unused_constant(owner: Operation | Block) -> bool:
    """A constant op still in its block that nothing reads (the owner of an argument is a block)."""
    return is_constant_op(type(owner)) and owner.parent is not None and all(r.first_use is None for r in owner.results)


def floor_divide(b: Builder, x: SSAValue, y: SSAValue) -> SSAValue:
    """Floor division of integers, as (x - x mod y) / y: that difference divides exactly, and
    OpenVINO's CPU plugin truncates an integer Divide even with `m_pythondiv` (7 / -2 gives -3;
    docs/robustness.md)."""
    remainder = b.add(ov.FloorModV1Op(x, y))
    return b.add(ov.DivideV1Op(b.add(ov.SubtractV1Op(x, remainder)), y, m_pythondiv=False))
