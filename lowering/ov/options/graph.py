"""What the option passes share: the model's inputs by name, ops put right after an input,
and types re-inferred after an input changed."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.traits import InfersResultTypes
from ovopt.lowering.ov.options.syntax import OptionError
from ovopt.lowering.signature import sync_function_types
from ovopt.support import functions
from ovopt.support.locations import NAME_ATTR, describe
from ovopt.support.runtime_info import RT_INFO_ATTR, argument_attribute, rt_info_entries


def main_function(module: ModuleOp, option: str) -> FuncOp:
    """The model's function, in the ov dialect (the options rewrite OpenVINO ops)."""
    try:
        main = functions.main_function(module)
    except functions.FunctionsError as error:
        raise OptionError(f"{option}: {error}") from None
    for op in main.walk():
        if op.dialect_name() not in ("builtin", "func", "ov"):
            raise OptionError(f"{option} works on the ov dialect: run convert-onnx-to-ov first (-p ov-default)")
    return main


def input_names(function: FuncOp) -> list[str]:
    """The model's input names, by argument (`input_N` when the model gave none)."""
    names = []
    for index in range(len(function.body.blocks[0].args)):
        name = argument_attribute(function, index, NAME_ATTR)
        names.append(name.data if isinstance(name, StringAttr) else f"input_{index}")
    return names


def resolve_inputs(function: FuncOp, names: list[str | None], option: str) -> list[BlockArgument]:
    """The arguments `names` designate; None means the only input (or, for several unnamed
    items, the inputs in order)."""
    args = function.body.blocks[0].args
    known = input_names(function)
    chosen = []
    unnamed = [n for n in names if n is None]
    if unnamed and len(unnamed) != len(names):
        raise OptionError(f"{option}: name every input or none (the model's inputs: {', '.join(known)})")
    if unnamed and len(names) != len(args) and not (len(names) == 1 and len(args) == 1):
        raise OptionError(
            f"{option}: {len(names)} unnamed item(s) for a model of {len(args)} inputs; "
            f"name them (the model's inputs: {', '.join(known)})"
        )
    for position, name in enumerate(names):
        if name is None:
            chosen.append(args[position])
        elif name in known:
            chosen.append(args[known.index(name)])
        else:
            raise OptionError(f"{option}: the model has no input {name!r}; its inputs: {', '.join(known)}")
    return chosen


def argument_layout(function: FuncOp, arg: BlockArgument) -> str | None:
    """The input's layout as --layout recorded it (`NCHW`), if any."""
    entry = rt_info_entries(argument_attribute(function, arg.index, RT_INFO_ATTR)).get("layout")
    return entry["layout"].strip("[]").replace(",", "") if entry and "layout" in entry else None


INPUT_CONVERSION_ATTR = "ovopt.input_conversion"  # on the Convert --input's element type adds


def input_value(arg: BlockArgument) -> SSAValue:
    """The input as the model computes with it: the argument, or the Convert that --input's
    element type put after it (pre-processing goes after that Convert: a u8 image is
    converted first, then normalised)."""
    uses = list(arg.uses)
    if len(uses) == 1 and INPUT_CONVERSION_ATTR in uses[0].operation.attributes:
        return uses[0].operation.results[0]
    return arg


def insert_after_argument(arg: BlockArgument, build: Callable[[SSAValue], list[Operation]]) -> None:
    """Put the ops `build(value)` returns right after the input's value (see input_value);
    every other use of that value reads the last op's result instead."""
    value = input_value(arg)
    ops = build(value)
    where = InsertPoint.at_start(arg.block) if value is arg else InsertPoint.after(value.owner)
    Rewriter.insert_op(ops, where)
    value.replace_uses_with_if(ops[-1].results[0], lambda use: use.operation not in ops)


def reinfer_types(function: FuncOp, option: str) -> None:
    """Give every op the result types its operands now imply (more or less precise than before:
    an input's shape was set), then the signature; an op that cannot take its new operands is a
    one-line error naming it."""
    for op in function.walk():
        trait = op.get_trait(InfersResultTypes)
        if trait is None:
            continue
        try:
            inferred = trait.infer(op)
        except VerifyException as error:
            raise OptionError(f"{option}: {describe(op)} cannot take the new input: {error}") from None
        for result, new in zip(op.results, inferred):
            if new != result.type:
                Rewriter.replace_value_with_new_type(result, new)
    module = function.parent_op()
    if isinstance(module, ModuleOp):
        sync_function_types(module)
