"""ov-make-stateful: OpenVINO's MakeStateful (`--transform MakeStateful[param_res_names=...]`):
a model that takes its state as an input and gives the next one as an output (a decoder's
past key/values, an RNN exported step by step) keeps that state itself.

Each pair `{'input name': 'output name'}` (tensor names, as OpenVINO finds the Parameter and the
Result) becomes a variable named `input name` + `output name`: the input's uses read it (a
ReadValue without an initial value: the state starts at zeros of the input's type and shape),
the output's value is assigned to it, and both leave the model's signature. As in OpenVINO, a
state of a dynamic shape starts empty: the application sets it (`query_state()[i].state`)
before the first inference, or gives the input a static shape (`--input`).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import BlockArgument, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint
from xdsl.utils.exceptions import PassFailedException, VerifyException

from ovopt.dialects import ov
from ovopt.lowering.ov.options.graph import input_names, main_function, remove_arguments
from ovopt.lowering.ov.stateful.variables import assign_variable, read_variable
from ovopt.lowering.signature import sync_function_types
from ovopt.support.locations import NAME_ATTR, closest, tensor_names
from ovopt.support.runtime_info import INPUT_SHAPE_ATTR, argument_attribute
from ovopt.support.shapes import element_of, shape_of, shapes_agree, show

WHAT = "MakeStateful"


@dataclass(frozen=True)
class MakeStatefulPass(ModulePass):
    """Turn named input/output pairs into state (`{'h_in':'h_out'}`): ReadValue/Assign."""

    name = "ov-make-stateful"
    param_res_names: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pairs = parse_pairs(self.param_res_names)
        if not pairs:
            return
        function = main_function(op, WHAT)
        block = function.body.block
        terminator = block.last_op
        assert isinstance(terminator, ReturnOp)
        args = [_input(function, name) for name, _ in pairs]
        taken: list[int] = []
        for _, name in pairs:
            taken.append(_output(function, name, taken))
        outputs = list(terminator.operands)
        for (input_name, output_name), arg, index in zip(pairs, args, taken):
            _check_pair(input_name, arg, output_name, outputs[index])
        first = block.first_op
        for (input_name, output_name), arg in zip(pairs, args):
            bounded = argument_attribute(function, arg.index, INPUT_SHAPE_ATTR)
            shape = bounded.data if isinstance(bounded, StringAttr) else ov.spelled_shape(shape_of(arg.type))
            variable = input_name + output_name
            read = read_variable(
                variable,
                first,
                variable_type=ov.spelled_element(element_of(arg.type)),
                variable_shape=shape,
            )
            arg.replace_all_uses_with(read)
            outputs = [read if value is arg else value for value in outputs]
        for (input_name, output_name), index in zip(pairs, taken):
            assign_variable(input_name + output_name, outputs[index], InsertPoint.before(terminator))
        kept = [i for i in range(len(outputs)) if i not in taken]
        terminator.operands = [outputs[i] for i in kept]
        if function.res_attrs is not None:
            function.res_attrs = ArrayAttr(function.res_attrs.data[i] for i in kept)
        remove_arguments(function, args)
        sync_function_types(op)


def parse_pairs(text: str) -> list[tuple[str, str]]:
    """`{'h_in':'h_out','c_in':'c_out'}`, as Model Optimizer takes param_res_names."""
    if not text.strip():
        return []
    try:
        pairs = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError):
        pairs = None
    if not isinstance(pairs, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in pairs.items()):
        raise PassFailedException(
            f"{WHAT}: param_res_names {text!r} is not a dict of input names to output names, like {{'h_in':'h_out'}}"
        )
    return list(pairs.items())


def _check_pair(input_name: str, arg: BlockArgument, output_name: str, value: SSAValue) -> None:
    """The output is the input's next value: they must be of one element type and shape, one
    OpenVINO has (the variable's type)."""
    element, shape = element_of(arg.type), shape_of(arg.type)
    try:
        ov.spelled_element(element)
    except VerifyException as error:
        raise PassFailedException(
            f"{WHAT}: input {input_name!r}: {error}, so no state can hold it; pair an input of another type"
        ) from None
    if element_of(value.type) == element and shapes_agree(shape, shape_of(value.type)):
        return
    raise PassFailedException(
        f"{WHAT}: input {input_name!r} is {element} {show(shape)} but output {output_name!r} is "
        f"{element_of(value.type)} {show(shape_of(value.type))}: the output is the state's next value, so the two "
        "must be of one type and shape; pair the input with the output that is its next value"
    )


def _input(function: FuncOp, name: str) -> BlockArgument:
    """The model input with tensor name `name`."""
    names = input_names(function)
    for arg, own in zip(function.body.block.args, names):
        if name == own or name in tensor_names(arg):
            return arg
    raise PassFailedException(
        f"{WHAT}: the model has no input {name!r}{closest(name, names)}; its inputs: {', '.join(names)}"
    )


def _output(function: FuncOp, name: str, taken: list[int]) -> int:
    """The index of the first model output named `name` that no pair took yet: by its own name,
    else by a tensor name its value keeps."""
    terminator = function.body.block.last_op
    attrs = function.res_attrs.data if function.res_attrs is not None else []
    own = [attrs[i].data.get(NAME_ATTR) if i < len(attrs) else None for i in range(len(terminator.operands))]
    names = [n.data for n in own if isinstance(n, StringAttr)]
    by_own = [i for i, n in enumerate(own) if isinstance(n, StringAttr) and n.data == name]
    by_tensor = [i for i, value in enumerate(terminator.operands) if name in tensor_names(value)]
    for index in [*by_own, *by_tensor]:
        if index not in taken:
            return index
    if by_own or by_tensor:
        raise PassFailedException(f"{WHAT}: output {name!r} is already the new value of another state")
    raise PassFailedException(
        f"{WHAT}: the model has no output {name!r}{closest(name, names)}; its outputs: {', '.join(names)}"
    )
