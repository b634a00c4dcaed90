"""Model Optimizer's input pre-processing: `--mean-values`, `--scale-values`,
`--reverse-input-channels`, each a pass that puts ops right after the input.

The channel axis is the `C` of the input's layout (`--layout`), else axis 1 (NCHW, ONNX's
convention). The driver runs them so the data flows as Model Optimizer documents it:
Parameter -> reverse channels -> subtract mean -> divide by scale -> the model.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass

from ovopt.dialects import ov
from ovopt.lowering.ov.options.graph import (
    argument_layout,
    input_names,
    input_value,
    insert_after_argument,
    main_function,
    resolve_inputs,
)
from ovopt.lowering.ov.options.syntax import OptionError, parse_values
from ovopt.support import elements
from ovopt.support.locations import name_loc
from ovopt.support.shapes import element_of, shape_of


def channel_axis(function: FuncOp, arg: BlockArgument, option: str, name: str) -> int:
    """The input's channel axis: C of its layout, else 1."""
    shape = shape_of(arg.type)
    if shape is None:
        raise OptionError(f"{option}: input '{name}' has no known rank; give its shape with --input")
    layout = argument_layout(function, arg)
    if layout is not None:
        if "C" not in layout:
            raise OptionError(f"{option}: input '{name}' has layout {layout}, without a channel dimension C")
        return layout.index("C")
    if len(shape) < 2:
        raise OptionError(f"{option}: input '{name}' has rank {len(shape)}; give --layout to say where C is")
    return 1


def _located(op: Operation, name: str) -> Operation:
    op.location = name_loc(f"{name}/{op.IR_TYPE}")
    return op


def _per_channel(option: str, text: str, combine: Callable[[SSAValue, SSAValue], Operation], module: ModuleOp):
    """Combine each named input with its values, broadcast along its channel axis."""
    values = parse_values(text, option)
    function = main_function(module, option)
    names = input_names(function)
    for arg, numbers in zip(resolve_inputs(function, list(values), option), values.values()):
        name = names[arg.index]
        element = element_of(input_value(arg).type)
        if not elements.is_floating(element):
            raise OptionError(f"{option}: input '{name}' is {element}, not floating point; give --input {name}{{f32}}")
        shape = [1] * len(shape_of(arg.type) or [])
        if len(numbers) > 1:
            axis = channel_axis(function, arg, option, name)
            channels = shape_of(arg.type)[axis]
            if channels is not None and channels != len(numbers):
                raise OptionError(
                    f"{option}: input '{name}' has {channels} channels on axis {axis}; {len(numbers)} values given"
                )
            shape[axis] = len(numbers)
        array = np.asarray(numbers, elements.numpy_dtype(element)).reshape(shape)

        def build(value: SSAValue, array=array, name=name, element=element) -> list[Operation]:
            constant = _located(ov.ConstantV0Op.from_numpy(array, element), name)
            return [constant, _located(combine(value, constant.output), name)]

        insert_after_argument(arg, build)


@dataclass(frozen=True)
class MeanValuesPass(ModulePass):
    """Subtract per-channel means from inputs (`x[123.7,116.3,103.5]`)."""

    name = "ov-mean-values"
    values: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.values.strip():
            _per_channel("--mean-values", self.values, ov.SubtractV1Op, op)


@dataclass(frozen=True)
class ScaleValuesPass(ModulePass):
    """Divide inputs by per-channel scales (`x[58.4,57.1,57.4]`), after the mean."""

    name = "ov-scale-values"
    values: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.values.strip():
            _per_channel("--scale-values", self.values, ov.DivideV1Op, op)


@dataclass(frozen=True)
class ReverseInputChannelsPass(ModulePass):
    """Reverse the channel order (RGB <-> BGR) of every input with 3 channels."""

    name = "ov-reverse-input-channels"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        option = "--reverse-input-channels"
        function = main_function(op, option)
        names = input_names(function)
        reversed_any = False
        for arg in list(function.body.block.args):
            shape = shape_of(arg.type)
            if shape is None or (len(shape) < 2 and argument_layout(function, arg) is None):
                continue
            axis = channel_axis(function, arg, option, names[arg.index])
            if shape[axis] != 3:
                continue
            reversed_any = True

            def build(value: SSAValue, axis=axis, name=names[arg.index]) -> list[Operation]:
                indices = _located(ov.ConstantV0Op.from_numpy(np.array([2, 1, 0], np.int64)), name)
                along = _located(ov.ConstantV0Op.from_numpy(np.array(axis, np.int64)), name)
                return [indices, along, _located(ov.GatherV8Op(value, indices.output, along.output), name)]

            insert_after_argument(arg, build)
        if not reversed_any:
            shapes = ", ".join(f"{n} {shape_of(a.type)}" for n, a in zip(names, function.body.block.args))
            raise OptionError(f"{option}: no input has 3 channels on its channel axis (inputs: {shapes})")
