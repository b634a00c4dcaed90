"""gna-split-pre-post: the transposes and gathers GNA cannot run at the model's edges become small
CPU functions, one per model input or output (the plugin's RemoveInputsProcessing /
RemoveOutputsProcessing, `transformations/remove_in_out_processing.cpp`).

From each model input the walk goes forward through Reshapes that have one user; from each
output backward the same way. The op reached is cut if it is a Gather (GNA has none) or a
Transpose the transpose rule rejects (`backend/gna_limitations.cpp`); the function cut off holds the
Reshapes walked through and that op, so it takes the input as the user gives it (or returns
the output as the user reads it). `@main` then takes (or returns) the value on the other side.
Every value on the path must have one user, or nothing is cut for that input or output.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp, StringAttr, UnitAttr
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from ovopt.dialects import ov
from ovopt.dialects.ov.operands import known_ints
from ovopt.lowering.ov_to_gna.limits import transpose_rule
from ovopt.lowering.ov_to_gna.prepare.layout import pinned
from ovopt.lowering.signature import sync_function_types
from ovopt.support.functions import MAIN_ATTR, POST_PROCESSING_ATTR, PRE_PROCESSING_ATTR, main_function
from ovopt.support.locations import NAME_ATTR, carry_tensor_names
from ovopt.support.shapes import shape_of

GNA_SIDE_SUFFIX = "/gna"  # the tensor name of the value @main takes or returns in the user's place


def needs_cpu(op: Operation) -> bool:
    """A Gather always, a Transpose that GNA cannot do; their other operands must be constants."""
    if not all(isinstance(v.owner, ov.ConstantV0Op) for v in op.operands[1:]):
        return False
    if isinstance(op, ov.GatherV8Op):
        return True
    if isinstance(op, ov.TransposeV1Op):
        if pinned(op):
            return False  # convert-ov-to-gna folds it into the convolution it belongs to
        shape, order = shape_of(op.data.type), known_ints(op.input_order)
        if shape is None or None in shape or order is None:
            return False
        return transpose_rule(shape, order or list(reversed(range(len(shape))))) is not None
    return False


def _passes_through(op: Operation) -> bool:
    return isinstance(op, ov.ReshapeV1Op) and isinstance(op.operands[1].owner, ov.ConstantV0Op)


def input_chain(arg: SSAValue) -> list[Operation] | None:
    """Reshapes then the op to cut, forward from model input `arg`; None if nothing is cut."""
    chain: list[Operation] = []
    value = arg
    while value.has_one_use():
        user = next(iter(value.uses)).operation
        if user.operands[0] is not value:
            return None
        chain.append(user)
        if needs_cpu(user):
            return chain
        if not _passes_through(user):
            return None
        value = user.results[0]
    return None


def output_chain(value: SSAValue) -> list[Operation] | None:
    """The op to cut then Reshapes, backward from returned `value`; None if nothing is cut."""
    chain: list[Operation] = []
    while value.has_one_use() and isinstance(owner := value.owner, Operation) and len(owner.results) == 1:
        chain.insert(0, owner)
        if needs_cpu(owner):
            return chain
        if not _passes_through(owner):
            return None
        value = owner.operands[0]
    return None


def symbol(prefix: str, tensor: str, taken: set[str]) -> str:
    """A function name from a tensor name: letters, digits and `_` only, unique in the module."""
    base = f"{prefix}_{re.sub(r'[^A-Za-z0-9_]', '_', tensor)}"
    name, suffix = base, 1
    while name in taken:
        name, suffix = f"{base}_{suffix}", suffix + 1
    taken.add(name)
    return name


def _named(name: str) -> DictionaryAttr:
    return DictionaryAttr({NAME_ATTR: StringAttr(name)})


def edge_function(name: str, chain: list[Operation], arg_name: str, result_name: str, marker: tuple) -> FuncOp:
    """A function holding copies of `chain` (and the constants it reads) on one argument."""
    block = Block(arg_types=[chain[0].operands[0].type])
    mapping: dict[SSAValue, SSAValue] = {chain[0].operands[0]: block.args[0]}
    for op in chain:
        for operand in op.operands:
            if operand not in mapping:
                constant = operand.owner.clone()
                block.add_op(constant)
                mapping[operand] = constant.results[0]
        copy = op.clone(value_mapper=mapping)
        block.add_op(copy)
        mapping[op.results[0]] = copy.results[0]
    result = mapping[chain[-1].results[0]]
    block.add_op(ReturnOp(result))
    function = FuncOp(
        name,
        ([block.args[0].type], [result.type]),
        Region(block),
        arg_attrs=ArrayAttr([_named(arg_name)]),
        res_attrs=ArrayAttr([_named(result_name)]),
    )
    function.attributes[marker[0]] = StringAttr(marker[1])
    return function


def _erase(chain: list[Operation]) -> None:
    constants = {v.owner for op in chain for v in op.operands if isinstance(v.owner, ov.ConstantV0Op)}
    for op in reversed(chain):
        Rewriter.erase_op(op)
    for constant in constants:
        if not any(result.uses for result in constant.results):
            Rewriter.erase_op(constant)


def _names(attrs: ArrayAttr | None, count: int, default: str) -> list[str]:
    dicts = list(attrs.data) if attrs is not None else []
    names = []
    for index in range(count):
        name: Attribute | None = dicts[index].data.get(NAME_ATTR) if index < len(dicts) else None
        names.append(name.data if isinstance(name, StringAttr) else f"{default}_{index}")
    return names


@dataclass(frozen=True)
class SplitPrePostPass(ModulePass):
    """Cut the edge transposes and gathers GNA cannot run into pre/post-processing functions."""

    name = "gna-split-pre-post"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        main = main_function(op)
        block = main.body.blocks[0]
        terminator = block.last_op
        assert isinstance(terminator, ReturnOp)
        taken = {f.sym_name.data for f in op.ops if isinstance(f, FuncOp)}
        cut: list[FuncOp] = []
        for index, name in enumerate(_names(main.arg_attrs, len(block.args), "input")):
            arg = block.args[index]
            chain = input_chain(arg)
            if chain is None:
                continue
            marker = (PRE_PROCESSING_ATTR, name)
            cut.append(edge_function(symbol("pre", name, taken), chain, name, name + GNA_SIDE_SUFFIX, marker))
            gna_side = chain[-1].results[0]
            new_arg = block.insert_arg(gna_side.type, index)
            carry_tensor_names(gna_side, new_arg)
            gna_side.replace_all_uses_with(new_arg)
            _erase(chain)
            block.erase_arg(arg)
        for index, name in enumerate(_names(main.res_attrs, len(terminator.operands), "output")):
            chain = output_chain(terminator.operands[index])
            if chain is None:
                continue
            marker = (POST_PROCESSING_ATTR, name)
            cut.append(edge_function(symbol("post", name, taken), chain, name + GNA_SIDE_SUFFIX, name, marker))
            terminator.operands = [
                *terminator.operands[:index],
                chain[0].operands[0],
                *terminator.operands[index + 1 :],
            ]
            _erase(chain)
        if cut:
            main.attributes[MAIN_ATTR] = UnitAttr()
            for function in cut:
                op.body.blocks[0].add_op(function)
        sync_function_types(op)
