"""Verifying a module once per op signature.

xDSL verifies every op from scratch: its operand, result, property and attribute constraints,
then its traits, then its own verifier. A model repeats a few signatures thousands of times (the
convolutions of a ResNet differ in their weights, not in their types and properties), and the
constraints are a function of the signature alone: the op's class, its operand and result
types, its properties and the attributes its definition declares. `verify_signatures` checks
them once per signature and runs the traits and the op's own verifier for every op, except for
ops with the `SignatureVerifier` trait, whose own verifier reads the signature only too. The
IsolatedFromAbove check of a function (no op reads a value from outside it) rides on the same
walk, rather than walking the function again.

It only ever accepts what `Operation.verify` accepts; on any failure the caller verifies the
xDSL way, which names the first op that breaks as before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, DenseResourceAttr, TensorType, UnrankedTensorType
from xdsl.ir import Attribute, Block, ErasedSSAValue, Operation, OpResult, SSAValue
from xdsl.irdl import IRDLOperation, OpDef, traits_def
from xdsl.irdl.constraints import (
    AnyAttr,
    AnyOf,
    AttrConstraint,
    BaseAttr,
    RangeConstraint,
    RangeLengthConstraint,
    RangeOf,
)
from xdsl.traits import IsolatedFromAbove, IsTerminator, NoTerminator, OpTrait
from xdsl.utils.exceptions import VerifyException

from ovopt.compat.xdsl import generated_verifier_parts


@dataclass(frozen=True)
class SignatureVerifier(OpTrait):
    """The op's own verifier (`verify_`) reads nothing but its class, operand and result
    types, properties and declared attributes (of a tensor, its type, not its elements), so
    one check stands for every op with the same signature (see also `reads_no_shapes`)."""


def reads_no_shapes(verifier: Callable[[Operation], None]) -> Callable[[Operation], None]:
    """Mark an op's own verifier that reads of each value and tensor type only its kind and
    element type (an onnx op checks its values against the schema's type lists): with the
    `SignatureVerifier` trait, and constraints that read no more than the class, ops that
    differ only in shapes share one check. A subclass's verifier that overrides it is unmarked."""
    verifier.reads_no_shapes = True
    return verifier


def verify_signatures(module: Operation) -> None:
    """Verify `module` and all it holds; raises (not necessarily xDSL's message) when it does
    not verify."""
    _verify(module, set())


@dataclass(frozen=True)
class _Plan:
    """How to verify ops of one class: the parts of xDSL's generated verifier."""

    op_def: OpDef
    region_def: OpDef  # for an op with regions: op_def but IsolatedFromAbove, which `_verify` checks
    isolated: bool  # the op has IsolatedFromAbove
    own_verifier: Callable[[Operation], None] | None
    signature_only: bool
    property_keys: dict[str, Callable[[Attribute], object]]
    attribute_keys: dict[str, Callable[[Attribute], object]]
    type_key: Callable[[Attribute], object]  # what of a value's type the checks read
    class_only: bool  # the operand and result constraints read only the values' type classes
    constraint_keys: dict[str, Callable[[Attribute], object]]  # what a constraint reads of a property
    attribute_constraint_keys: dict[str, Callable[[Attribute], object]]  # of a declared attribute


def _verify(op: Operation, checked: set[tuple], isolated: Operation | None = None) -> None:
    """Verify `op` and what it holds; `isolated` is the closest IsolatedFromAbove op around it,
    whose check this takes over (xDSL's walks its regions once more, looking up every operand's
    ancestors): an operand defined in the op's own block, as nearly all are, is inside."""
    own_block = op.parent
    for operand in op.operands:
        if type(operand) is OpResult:  # nearly every operand: asked first, without an ABC's isinstance
            home = operand.op.parent
        elif isinstance(operand, ErasedSSAValue):
            raise VerifyException("an erased value is used")
        else:
            home = _home(operand)
        if isolated is not None and home is not own_block and not _defined_inside(operand, isolated):
            raise VerifyException(f"{op.name} uses a value defined outside its IsolatedFromAbove parent")
    plan = _plan(type(op))
    by_xdsl = plan is None or bool(op.successors)
    if by_xdsl:
        op.verify(verify_nested_ops=False)  # the rare cases (branches, hand-written verifiers): xDSL's checks
    elif own_block is not None and own_block.last_op is op:
        _check_block_end(op, own_block)
    if op.regions and (plan.isolated if plan is not None else op.has_trait(IsolatedFromAbove)):
        isolated = op
    for region in op.regions:
        for block in region.blocks:
            if block.parent is not region:
                raise VerifyException("a block's parent is not its region")
            if block.first_op is None:
                op.verify()  # an empty block: xDSL says whether the op allows it
            for inner in block.ops:
                if inner.parent is not block:
                    raise VerifyException("an op's parent is not its block")
                _verify(inner, checked, isolated)
    if by_xdsl:
        return
    if op.regions:
        plan.region_def.verify(op)
        if plan.own_verifier is not None:
            plan.own_verifier(op)
        return
    type_key = plan.type_key
    signature = (
        type(op),
        tuple([type_key(value.type) for value in op.operands]),
        tuple([type_key(value.type) for value in op.results]),
        tuple([(name, plan.property_keys.get(name, _by_value)(value)) for name, value in op.properties.items()]),
        tuple([(name, key(op.attributes[name])) for name, key in plan.attribute_keys.items() if name in op.attributes]),
    )
    if signature in checked:
        for trait in plan.op_def.traits:
            trait.verify(op)
        if plan.own_verifier is not None and not plan.signature_only:
            plan.own_verifier(op)
        return
    # A new signature: its constraints may still be known, when they read only classes.
    constraints = _constraints_key(op, plan) if plan.class_only else signature
    if constraints in checked:
        for trait in plan.op_def.traits:
            trait.verify(op)
    else:
        plan.op_def.verify(op)
        checked.add(constraints)
    if plan.own_verifier is not None:
        plan.own_verifier(op)
    checked.add(signature)


def _home(value: SSAValue) -> Block:
    """The block that defines `value`."""
    owner = value.owner
    return owner if isinstance(owner, Block) else owner.parent


def _defined_inside(value: SSAValue, isolated: Operation) -> bool:
    """What IsolatedFromAbove asks of a value `isolated` holds an op reading: defined inside it."""
    return value.owner is not isolated and isolated.is_ancestor(value.owner)


def _constraints_key(op: Operation, plan: _Plan) -> tuple:
    """What IRDL's checks of an op whose value constraints read only classes read of it."""
    return (
        _CONSTRAINTS,
        type(op),
        tuple([type(value.type) for value in op.operands]),
        tuple([type(value.type) for value in op.results]),
        tuple([(name, plan.constraint_keys.get(name, _by_value)(value)) for name, value in op.properties.items()]),
        tuple(
            [
                (name, key(op.attributes[name]))
                for name, key in plan.attribute_constraint_keys.items()
                if name in op.attributes
            ]
        ),
    )


_CONSTRAINTS = object()  # marks the keys of constraints, apart from the signatures


def _check_block_end(op: Operation, block: Block) -> None:
    """What `Operation.verify` asks of the last op of a block: a terminator, unless the block is
    the only one of an op's region that needs none (NoTerminator)."""
    region = block.parent
    if region is None or op.has_trait(IsTerminator):
        return
    parent = region.parent
    if len(region.blocks) > 1 or (parent is not None and not parent.has_trait(NoTerminator)):
        raise VerifyException(f"{op.name} ends a block but is not a terminator")


@cache
def _plan(cls: type[Operation]) -> _Plan | None:
    """The plan for `cls`, or None when its verifier is not the one `irdl_op_definition`
    generates, which holds the definition and the op's own verifier (then xDSL verifies the op
    whole: slower, never wrong)."""
    if not issubclass(cls, IRDLOperation):
        return None
    parts = generated_verifier_parts(cls)
    if parts is None:
        return None
    op_def, own = parts
    signature_only = any(isinstance(trait, SignatureVerifier) for trait in op_def.traits)
    class_only = _class_only(op_def)
    shape_free = signature_only and getattr(own, "reads_no_shapes", False) and class_only

    def key(definition) -> Callable[[Attribute], object]:
        constrained = _key_for(definition.constr)
        if signature_only and constrained is type:
            return _tensor_by_element if shape_free else _tensor_by_type
        return constrained

    isolated = any(isinstance(trait, IsolatedFromAbove) for trait in op_def.traits)
    others = [trait for trait in op_def.traits if not isinstance(trait, IsolatedFromAbove)]
    return _Plan(
        op_def,
        replace(op_def, traits=traits_def(*others)) if isolated else op_def,
        isolated,
        own,
        signature_only,
        {name: key(d) for name, d in op_def.properties.items()},
        {name: key(d) for name, d in op_def.attributes.items()},
        _kind_and_element if shape_free else _itself,
        class_only,
        {name: _key_for(d.constr) for name, d in op_def.properties.items()},
        {name: _key_for(d.constr) for name, d in op_def.attributes.items()},
    )


def _class_only(op_def: OpDef) -> bool:
    """Whether the constraints of every operand and result read no more than the class."""
    return all(_range_reads_class(d.constr) for _, d in [*op_def.operands, *op_def.results])


def _range_reads_class(constraint: RangeConstraint) -> bool:
    """Whether a range of values is constrained by their number and their classes only."""
    if isinstance(constraint, RangeLengthConstraint):
        constraint = constraint.constraint
    return isinstance(constraint, RangeOf) and _key_for(constraint.constr) is type


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
    return id(value) if _is_tensor(type(value)) else value


def _tensor_by_type(value: Attribute) -> object:
    """What an op's own verifier may read of a property: the value, or a tensor's type."""
    return (type(value), value.type) if _is_tensor(type(value)) else value


def _tensor_by_element(value: Attribute) -> object:
    """What a verifier that reads no shapes may read of a property: a tensor's element type."""
    return (type(value), _kind_and_element(value.type)) if _is_tensor(type(value)) else value


def _kind_and_element(value_type: Attribute) -> object:
    """A tensor type as a verifier that reads no shapes sees it: its class and element type."""
    if isinstance(value_type, TensorType | UnrankedTensorType):
        return type(value_type), value_type.element_type
    return value_type


def _itself(value_type: Attribute) -> object:
    return value_type


@cache
def _is_tensor(attribute_type: type[Attribute]) -> bool:
    """Is it a tensor's class? Once per class: an isinstance of xDSL's attribute classes, which
    are ABCs, costs more than the rest of an op's key."""
    return issubclass(attribute_type, DenseIntOrFPElementsAttr | DenseResourceAttr)
