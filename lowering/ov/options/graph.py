"""What the option passes share: the model's inputs by name, ops put right after an input,
and types re-inferred after an input changed."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.traits import InfersResultTypes
from ovopt.lowering.ov.options.syntax import OptionError
from ovopt.lowering.rewriting import would_be_dead
from ovopt.lowering.signature import sync_function_types
from ovopt.support import functions
from ovopt.support.locations import NAME_ATTR, add_tensor_names, closest, describe, node_name, tensor_names
from ovopt.support.runtime_info import RT_INFO_ATTR, argument_attribute, rt_info_entries, set_argument_attribute


def main_function(module: ModuleOp, option: str) -> FuncOp:
    """The model's function, in the ov dialect (the options rewrite OpenVINO ops)."""
    try:
        main = functions.main_function(module)
    except functions.FunctionsError as error:
        raise OptionError(f"{option}: {error}") from None
    if len(main.body.blocks) != 1:  # a model's branches are If and Loop ops: the options read its one block
        raise OptionError(f"{option}: the model's function has {len(main.body.blocks)} blocks; a model is one block")
    for op in main.walk():
        if op.dialect_name() not in ("builtin", "func", "ov"):
            raise OptionError(f"{option} works on the ov dialect: run convert-onnx-to-ov first (-p ov-default)")
    return main


def input_names(function: FuncOp) -> list[str]:
    """The model's input names, by argument (`input_N` when the model gave none)."""
    names = []
    for index in range(len(function.body.block.args)):
        name = argument_attribute(function, index, NAME_ATTR)
        names.append(name.data if isinstance(name, StringAttr) else f"input_{index}")
    return names


def resolve_inputs(function: FuncOp, names: list[str | None], option: str) -> list[BlockArgument]:
    """The arguments `names` designate; None means the only input (or, for several unnamed
    items, the inputs in order)."""
    args = function.body.block.args
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


def cut_at_tensors(function: FuncOp, names: list[str | None], option: str) -> None:
    """Make each name that is no model input but a tensor (a tensor name, `node:port` or
    `port:node`) a new input of that name, cutting the model there; what then feeds nothing
    (the model inputs of the part cut off included) goes."""
    inputs = set(input_names(function))
    cut = [name for name in names if name is not None and name not in inputs]
    if not cut:
        return
    block = function.body.block
    tensors = _named_tensors(function)
    before = [arg for arg in block.args if arg.uses]
    for name in cut:
        value, uses = _tensor(function, name, tensors, option)
        arg = add_argument(function, value.type, name)
        if len(uses) == len(list(value.uses)):  # the whole tensor moves: its names with it
            add_tensor_names(arg, tensor_names(value))
        for use in uses:
            use.operation.operands = [arg if i == use.index else v for i, v in enumerate(use.operation.operands)]
    _erase_unused_ops(function)
    remove_arguments(function, [arg for arg in before if not arg.uses])


def _named_tensors(function: FuncOp) -> dict[str, SSAValue]:
    found: dict[str, SSAValue] = {}
    for op in function.walk():
        for result in op.results:
            for name in tensor_names(result):
                found.setdefault(name, result)
    return found


def _tensor(function: FuncOp, name: str, tensors: dict[str, SSAValue], option: str):
    """The value `name` designates, and the uses the cut moves to the new input."""
    if name in tensors:
        value = tensors[name]
        return value, list(value.uses)
    first, _, second = name.partition(":")
    nodes = _ops_by_node(function, {first, second})
    if second.isdigit() and first in nodes:  # node:port, an output
        outputs = _node_outputs(nodes[first])
        if int(second) >= len(outputs):
            raise OptionError(f"{option}: node '{first}' has {len(outputs)} outputs, no output {second}")
        value = outputs[int(second)]
        return value, list(value.uses)
    if first.isdigit() and second in nodes:  # port:node, an input
        inputs = _node_inputs(nodes[second])
        if int(first) >= len(inputs):
            raise OptionError(f"{option}: node '{second}' has {len(inputs)} inputs, no input {first}")
        value = inputs[int(first)]
        ops = set(nodes[second])
        return value, [use for use in value.uses if use.operation in ops]
    inputs = input_names(function)
    raise OptionError(
        f"{option}: the model has no input {name!r}; its inputs: {', '.join(inputs)} (nor a tensor or node port of "
        "that name: write a tensor name, node:port for an output of a node, or port:node for an input)"
        f"{closest(name, [*inputs, *tensors])}"
    )


def _ops_by_node(function: FuncOp, nodes: set[str]) -> dict[str, list[Operation]]:
    """The ops each of `nodes` was lowered to: named as the node, or `node/...` (its inner ops)."""
    found: dict[str, list[Operation]] = {}
    for op in function.walk():
        name = node_name(op)
        if name is None:
            continue
        for node in nodes:
            if name == node or name.startswith(node + "/"):
                found.setdefault(node, []).append(op)
    return {node: ops for node, ops in found.items() if any(node_name(op) == node for op in ops)}


def _node_inputs(ops: list[Operation]) -> list[SSAValue]:
    """The values the ops a model node was lowered to read from outside them, in the order they
    are first read: the node's inputs (a Gemm's MatMul reads its port 0 and 1, its Add port 2)."""
    inside = set(ops)
    found: dict[SSAValue, None] = {}
    for op in ops:
        for operand in op.operands:
            if not isinstance(operand, BlockArgument) and operand.owner in inside:
                continue
            found.setdefault(operand)
    return list(found)


def _node_outputs(ops: list[Operation]) -> list[SSAValue]:
    """The results of a model node's ops that something outside them reads: its outputs."""
    inside = set(ops)
    return [r for op in ops for r in op.results if any(use.operation not in inside for use in r.uses)]


def add_argument(function: FuncOp, type: Attribute, name: str) -> BlockArgument:
    """A new last input of the model, named `name`."""
    block = function.body.block
    arg = block.insert_arg(type, len(block.args))
    set_argument_attribute(function, arg.index, NAME_ATTR, StringAttr(name))
    return arg


def remove_arguments(function: FuncOp, args: list[BlockArgument]) -> None:
    """Take inputs nothing reads out of the model (their attributes with them)."""
    if not args:
        return
    block = function.body.block
    attrs = [dict(d.data) for d in function.arg_attrs.data] if function.arg_attrs else [{}] * len(block.args)
    gone = {arg.index for arg in args}
    for arg in sorted(args, key=lambda a: -a.index):
        block.erase_arg(arg)
    function.arg_attrs = ArrayAttr(DictionaryAttr(d) for i, d in enumerate(attrs) if i not in gone)
    module = function.parent_op()
    if isinstance(module, ModuleOp):
        sync_function_types(module)


def _erase_unused_ops(function: FuncOp) -> None:
    """Ops whose results nothing reads, last first, so what only they read goes too; not those
    with effects (an Assign keeps the model's state)."""
    block = function.body.block
    for op in reversed(list(block.ops)):
        if op.results and all(not r.uses for r in op.results) and op is not block.last_op and would_be_dead(op):
            op.detach()
            op.erase()


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
