"""Verifying a module once per op signature.

xDSL verifies every op from scratch: its operand, result, property and attribute constraints,
then its traits, then its own verifier. A model repeats a few signatures thousands of times (the
convolutions of a ResNet differ in their weights, not in their types and properties), and the
constraints are a function of the signature alone: the op's class, its operand and result
types, its properties and the attributes its definition declares. `verify_signatures` checks
them once per signature and runs the traits and the op's own verifier for every op, except for
ops with the `SignatureVerifier` trait, whose own verifier reads the signature only too.

It only ever accepts what `Operation.verify` accepts; on any failure the caller verifies the
xDSL way, which names the first op that breaks as before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, DenseResourceAttr
from xdsl.ir import Attribute, ErasedSSAValue, Operation
from xdsl.irdl import IRDLOperation, OpDef
from xdsl.irdl.constraints import AnyAttr, AnyOf, AttrConstraint, BaseAttr
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class SignatureVerifier(OpTrait):
    """The op's own verifier (`verify_`) reads nothing but its class, operand and result
    types, properties and declared attributes (of a tensor, its type, not its elements), so
    one check stands for every op with the same signature."""


def verify_signatures(module: Operation) -> None:
    """Verify `module` and all it holds; raises (not necessarily xDSL's message) when it does
    not verify."""
    _verify(module, set())


@dataclass(frozen=True)
class _Plan:
    """How to verify ops of one class: the parts of xDSL's generated verifier."""

    op_def: OpDef
    own_verifier: Callable[[Operation], None] | None
    signature_only: bool
    property_keys: dict[str, Callable[[Attribute], object]]
    attribute_keys: dict[str, Callable[[Attribute], object]]


def _verify(op: Operation, checked: set[tuple]) -> None:
    for operand in op.operands:
        if isinstance(operand, ErasedSSAValue):
            raise VerifyException("an erased value is used")
    plan = _plan(type(op))
    by_xdsl = plan is None or bool(op.successors) or _ends_block(op)
    if by_xdsl:
        op.verify(verify_nested_ops=False)  # the rare cases (terminators, branches): xDSL's checks
    for region in op.regions:
        for block in region.blocks:
            if block.parent is not region:
                raise VerifyException("a block's parent is not its region")
            if block.first_op is None:
                op.verify()  # an empty block: xDSL says whether the op allows it
            for inner in block.ops:
                if inner.parent is not block:
                    raise VerifyException("an op's parent is not its block")
                _verify(inner, checked)
    if by_xdsl:
        return
    if op.regions:
        plan.op_def.verify(op)
        if plan.own_verifier is not None:
            plan.own_verifier(op)
        return
    signature = (
        type(op),
        tuple([value.type for value in op.operands]),
        tuple([value.type for value in op.results]),
        tuple([(name, plan.property_keys.get(name, _by_value)(value)) for name, value in op.properties.items()]),
        tuple([(name, key(op.attributes[name])) for name, key in plan.attribute_keys.items() if name in op.attributes]),
    )
    if signature in checked:
        for trait in plan.op_def.traits:
            trait.verify(op)
        if plan.own_verifier is not None and not plan.signature_only:
            plan.own_verifier(op)
        return
    plan.op_def.verify(op)
    if plan.own_verifier is not None:
        plan.own_verifier(op)
    checked.add(signature)


def _ends_block(op: Operation) -> bool:
    """The last op of a block: xDSL checks terminators there."""
    return op.parent is not None and op.next_op is None


@cache
def _plan(cls: type[Operation]) -> _Plan | None:
    """The plan for `cls`, or None when its verifier is not the one `irdl_op_definition`
    generates, whose closure holds the definition and the op's own verifier (then xDSL
    verifies the op whole: slower, never wrong)."""
    if not issubclass(cls, IRDLOperation):
        return None
    generated = cls.verify_
    cells = dict(zip(generated.__code__.co_freevars, generated.__closure__ or ()))
    if "op_def" not in cells:
        return None
    op_def = cells["op_def"].cell_contents
    own = cells["custom_verify"].cell_contents if "custom_verify" in cells else None
    signature_only = any(isinstance(trait, SignatureVerifier) for trait in op_def.traits)

    def key(definition) -> Callable[[Attribute], object]:
        constrained = _key_for(definition.constr)
        return _tensor_by_type if signature_only and constrained is type else constrained

    return _Plan(
        op_def,
        own,
        signature_only,
        {name: key(d) for name, d in op_def.properties.items()},
        {name: key(d) for name, d in op_def.attributes.items()},
    )


def _key_for(constraint: AttrConstraint) -> Callable[[Attribute], object]:
    """What of a property's value its constraint reads: only the class, for a base-class
    constraint (a constant's tensor); the value, otherwise."""
    if isinstance(constraint, AnyAttr | BaseAttr) or (
        isinstance(constraint, AnyOf) and all(isinstance(c, AnyAttr | BaseAttr) for c in constraint.attr_constrs)
    ):
        return type
    return _by_value


def _by_value(value: Attribute) -> object:
    """The value itself; a tensor's bytes are never hashed: its identity stands for it."""
    return id(value) if isinstance(value, _TENSORS) else value


def _tensor_by_type(value: Attribute) -> object:
    """What an op's own verifier may read of a property: the value, or a tensor's type."""
    return (type(value), value.type) if isinstance(value, _TENSORS) else value


_TENSORS = DenseIntOrFPElementsAttr | DenseResourceAttr
