"""ov-merge-duplicates: ops of the same kind and properties reading the same operands compute
the same value, and so do integer constants of the same type and bytes (shapes, axes); each
such group becomes its first op (ovc's SharedOpOptimization, MLIR's CSE for pure ops). A
constant operand counts by its value, so two convolutions of one input with equal weights are
one. One walk in program order: an op is compared after its operands have been merged, so
whole duplicated branches merge.

Floating-point constants themselves stay apart, as ovc keeps them: equal weights or biases
shared by several layers stop OpenVINO's CPU plugin from fusing each into its layer (a
ShuffleNet whose biases were merged ran 1.5x slower), and the .bin stores equal bytes once
either way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

from xdsl.context import Context
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import Pure

from ovopt.dialects import ov
from ovopt.lowering.signature import sync_function_types
from ovopt.support.elements import is_floating
from ovopt.support.locations import TENSOR_NAMES_ATTR, carry_tensor_names
from ovopt.support.mapped_files import same_bytes, sampled_key
from ovopt.support.shapes import element_of
from ovopt.support.walking import walk_ops


@dataclass(frozen=True)
class MergeDuplicatesPass(ModulePass):
    """Let ops that compute the same value from the same operands be one."""

    name = "ov-merge-duplicates"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        blocks = [block for nested in walk_ops(op) for region in nested.regions for block in region.blocks]
        for block in blocks:
            merge_block(block)
        sync_function_types(op)


def merge_block(block: Block) -> None:
    by_value: dict[Hashable, Operation] = {}  # ops that read constants only: by their identity
    # Other ops by kind and operands, a constant operand only as a constant: most are alone in
    # theirs, and their identity (types and properties, hashed deep) is never computed.
    by_operands: dict[Hashable, list[_Candidate]] = {}
    for op in list(block.ops):
        if not _mergeable(op):
            continue
        reads = tuple(_CONSTANT if isinstance(v.owner, ov.ConstantV0Op) else v for v in op.operands)
        if all(value is _CONSTANT for value in reads):
            kept = by_value.setdefault(_identity(op), op)
        else:
            candidates = by_operands.setdefault((op.name, reads), [])
            mine = _Candidate(op)
            kept = next((c.op for c in candidates if c.same_as(mine)), None)
            if kept is None:
                candidates.append(mine)
                continue
        if kept is not op:
            _merge(op, kept, block)


class _Candidate:
    """An op that later ones may merge into, with its identity and that identity's hash
    computed when first asked. Hashes are compared first, as a dictionary would: two weights
    of equal sampled keys only are compared whole."""

    def __init__(self, op: Operation):
        self.op = op
        self._identity: tuple[Hashable, int] | None = None

    def same_as(self, other: _Candidate) -> bool:
        mine, theirs = self.identity(), other.identity()
        return mine[1] == theirs[1] and mine[0] == theirs[0]

    def identity(self) -> tuple[Hashable, int]:
        if self._identity is None:
            identity = _identity(self.op)
            self._identity = identity, hash(identity)
        return self._identity


_CONSTANT = object()  # an operand an ov.Constant makes, in the key of the ops worth comparing


def _merge(op: Operation, kept: Operation, block: Block) -> None:
    for old, new in zip(op.results, kept.results):
        carry_tensor_names(old, new)
        old.replace_all_uses_with(new)
    read = [value.owner for value in op.operands]
    block.erase_op(op)
    for constant in read:  # equal weights that only the merged op read
        if isinstance(constant, ov.ConstantV0Op) and not constant.output.uses:
            block.erase_op(constant)


def _mergeable(op: Operation) -> bool:
    """Whether `op` may merge: not ops with regions, with effects (an opaque `ov.layer` may have
    them), of other dialects, or floating-point constants (kept apart, as ovc keeps them)."""
    if op.dialect_name() != "ov" or op.regions or not op.results or not op.has_trait(Pure):
        return False
    return not (isinstance(op, ov.ConstantV0Op) and is_floating(element_of(op.output.type)))


def _identity(op: Operation) -> Hashable:
    """What makes two mergeable ov ops compute the same value."""
    attributes = tuple(sorted((k, v) for k, v in op.attributes.items() if k != TENSOR_NAMES_ATTR))
    return (
        op.name,
        tuple(_operand_identity(value) for value in op.operands),
        tuple(op.result_types),
        tuple(
            sorted(
                (k, _ConstantValue(v) if isinstance(v, DenseIntOrFPElementsAttr) else v)
                for k, v in op.properties.items()
            )
        ),
        attributes,
    )


def _operand_identity(value: SSAValue) -> Hashable:
    """A constant operand is its value; any other operand is itself."""
    owner = value.owner
    return (value.type, _ConstantValue(owner.value)) if isinstance(owner, ov.ConstantV0Op) else value


@dataclass(frozen=True, eq=False)
class _ConstantValue:
    """A constant's value as a key: hashed by `sampled_key` (hashing a mapped weight whole
    would read all of it into memory), compared whole."""

    value: DenseIntOrFPElementsAttr  # ov.Constant's value is always dense

    def __hash__(self) -> int:
        return hash(sampled_key(self.value.data.data))

    def __eq__(self, other: object) -> bool:
        mine, theirs = self.value, getattr(other, "value", None)
        return (
            isinstance(other, _ConstantValue)
            and mine.type == theirs.type
            and same_bytes(mine.data.data, theirs.data.data)
        )
