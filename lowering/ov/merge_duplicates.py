"""ov-merge-duplicates: ops of the same kind and properties reading the same operands compute
the same value, and so do constants of the same type and bytes; each such group becomes its
first op (ovc's SharedOpOptimization, MLIR's CSE for pure ops). One walk in program order:
an op is compared after its operands have been merged, so whole duplicated branches merge."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation
from xdsl.passes import ModulePass

from ovopt.dialects.locations import TENSOR_NAMES_ATTR, carry_tensor_names
from ovopt.lowering.signature import sync_function_types


@dataclass(frozen=True)
class MergeDuplicatesPass(ModulePass):
    """Let ops that compute the same value from the same operands be one."""

    name = "ov-merge-duplicates"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        blocks = [block for nested in op.walk() for region in nested.regions for block in region.blocks]
        for block in blocks:
            merge_block(block)
        sync_function_types(op)


def merge_block(block: Block) -> None:
    first: dict[Hashable, Operation] = {}
    for op in list(block.ops):
        key = _identity(op)
        if key is None:
            continue
        kept = first.setdefault(key, op)
        if kept is op:
            continue
        for old, new in zip(op.results, kept.results):
            carry_tensor_names(old, new)
            old.replace_all_uses_with(new)
        block.erase_op(op)


def _identity(op: Operation) -> Hashable | None:
    """What makes two ov ops compute the same value, or None for ops never merged (those with
    regions, or of other dialects)."""
    if op.dialect_name() != "ov" or op.regions or not op.results:
        return None
    attributes = tuple(sorted((k, v) for k, v in op.attributes.items() if k != TENSOR_NAMES_ATTR))
    return (
        op.name,
        tuple(op.operands),
        tuple(op.result_types),
        tuple(sorted(op.properties.items())),
        attributes,
    )
