"""ov-cut-outputs: ovc's `--output`, the model cut at named tensors.

The function returns the values the names designate, in the order given (a model output's
name, or any tensor name the frontend kept on a value), and what only the dropped outputs
needed is removed.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import SSAValue
from xdsl.passes import ModulePass

from ovopt.lowering.clean_up import clean_up
from ovopt.lowering.ov.options.graph import input_names, main_function
from ovopt.lowering.ov.options.syntax import OptionError, split_top_level
from ovopt.support.locations import NAME_ATTR, closest, tensor_names

OPTION = "--output"


@dataclass(frozen=True)
class CutOutputsPass(ModulePass):
    """Make the named tensors the model's outputs (`out_1,out_2`)."""

    name = "ov-cut-outputs"
    outputs: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not self.outputs.strip():
            return
        wanted = split_top_level(self.outputs, OPTION)
        function = main_function(op, OPTION)
        named = _named_values(function)
        missing = [name for name in wanted if name not in named]
        if missing:
            outputs = [n for n in named if named[n] in _returned(function)]
            raise OptionError(
                f"{OPTION}: the model has no tensor {missing[0]!r}{closest(missing[0], named)} "
                f"(its outputs: {', '.join(outputs)})"
            )
        terminator = function.body.block.last_op
        assert isinstance(terminator, ReturnOp)
        terminator.operands = [named[name] for name in wanted]
        function.res_attrs = ArrayAttr(DictionaryAttr({NAME_ATTR: StringAttr(name)}) for name in wanted)
        clean_up(op)


def _returned(function: FuncOp) -> list[SSAValue]:
    terminator = function.body.block.last_op
    return list(terminator.operands) if isinstance(terminator, ReturnOp) else []


def _named_values(function: FuncOp) -> dict[str, SSAValue]:
    """Every tensor name of the model -> its value: inputs, outputs, and the names values keep."""
    block = function.body.block
    named: dict[str, SSAValue] = {}
    for arg, name in zip(block.args, input_names(function)):
        named[name] = arg
    for index, value in enumerate(_returned(function)):
        attrs = function.res_attrs.data[index].data if function.res_attrs else {}
        name = attrs.get(NAME_ATTR)
        if isinstance(name, StringAttr):
            named.setdefault(name.data, value)
    for arg in block.args:
        for name in tensor_names(arg):
            named.setdefault(name, arg)
    for op in block.ops:
        for result in op.results:
            for name in tensor_names(result):
                named.setdefault(name, result)
    return named
