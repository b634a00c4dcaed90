"""ov-set-inputs: ovc's `--input`, the shapes and element types of the model's inputs, and
Model Optimizer's cuts and frozen inputs.

An item may name any tensor of the model, or `node:port` (output `port` of node `node`) or
`port:node` (the tensor feeding its input `port`): the model is cut there, the tensor becoming a
new input of that name, and what only fed it (model inputs included) goes. A name that is a
model input or a tensor is taken as such first (TensorFlow's tensor names hold `:`).
`name->[values]` freezes an input to a constant of those values (of the item's shape and type,
else the input's), which ov-fold-constants then folds into what reads it.

A shape re-specialises the signature and every type below it is inferred again (a static
shape where the model had `?`, or the other way round); a range (`1..8`) is dynamic in the
types and kept for the Parameter, which OpenVINO reads with its bounds. An element type
re-types the Parameter, as ovc does, and a Convert back to the type the model computes in
follows it, so the model stays valid (ovc stops there: a Conv on an f16 input with f32 weights
fails to convert).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr, UnitAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import BlockArgument
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from ovopt.dialects import ov
from ovopt.lowering.ov.options.graph import (
    INPUT_CONVERSION_ATTR,
    cut_at_tensors,
    input_names,
    insert_after_argument,
    main_function,
    reinfer_types,
    remove_arguments,
    resolve_inputs,
)
from ovopt.lowering.ov.options.syntax import InputSpec, OptionError, parse_inputs
from ovopt.support import elements
from ovopt.support.locations import name_loc
from ovopt.support.runtime_info import INPUT_SHAPE_ATTR, set_argument_attribute
from ovopt.support.shapes import element_of, shape_of, show, tensor_type

OPTION = "--input"
SHAPE_OPTION_ATTR = "ovopt.shape_option"  # argument attribute: the --input item that set its shape ("x[1,3]")


@dataclass(frozen=True)
class SetInputsPass(ModulePass):
    """Set the shapes and element types of model inputs (`x[1,3,224,224]{f32},y[1..8,?]`)."""

    name = "ov-set-inputs"
    inputs: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not self.inputs.strip():
            return
        specs = parse_inputs(self.inputs)
        function = main_function(op, OPTION)
        cut_at_tensors(function, [spec.name for spec in specs], OPTION)
        args = resolve_inputs(function, [spec.name for spec in specs], OPTION)
        names = input_names(function)
        for spec, arg in zip(specs, args):
            if spec.shape is not None:
                _set_shape(function, arg, spec, names[arg.index])
        for spec, arg in zip(specs, args):
            if spec.element is not None and spec.value is None:
                _set_element(function.body.block.args[arg.index], spec, names[arg.index])
        reinfer_types(function, OPTION)
        frozen = [(spec, function.body.block.args[arg.index]) for spec, arg in zip(specs, args) if spec.value]
        for spec, arg in frozen:
            _freeze(arg, spec, names[arg.index])
        remove_arguments(function, [arg for _, arg in frozen])
        if frozen:
            reinfer_types(function, OPTION)


def _freeze(arg: BlockArgument, spec: InputSpec, name: str) -> None:
    """Every use of the input reads a constant of the given values instead."""
    element = spec.element or element_of(arg.type)
    shape = shape_of(arg.type) if spec.shape is None else [dim.static for dim in spec.shape]
    values = np.asarray(spec.value, dtype=elements.numpy_dtype(element))
    declared = shape
    if shape is None:
        shape = list(values.shape)
    elif None in shape:  # its static dims stay; its last dynamic dim takes what they leave, others are 1
        static = math.prod(d for d in shape if d is not None)
        last = len(shape) - 1 - shape[::-1].index(None)
        fill = values.size // static if static and values.size % static == 0 else 1
        shape = [fill if k == last else 1 if d is None else d for k, d in enumerate(shape)]
    if values.size not in (1, math.prod(shape)):
        raise OptionError(f"{OPTION}: {values.size} values for input '{name}' of shape {show(declared)}")
    constant = ov.ConstantV0Op.from_numpy(
        np.broadcast_to(values, shape).copy() if values.size == 1 else values.reshape(shape), element
    )
    constant.location = name_loc(name)
    Rewriter.insert_op(constant, InsertPoint.at_start(arg.block))
    value = constant.output
    if element != element_of(arg.type):
        convert = ov.ConvertV0Op(value, destination_type=element_of(arg.type))
        Rewriter.insert_op(convert, InsertPoint.after(constant))
        value = convert.output
    arg.replace_all_uses_with(value)


def _set_shape(function: FuncOp, arg: BlockArgument, spec: InputSpec, name: str) -> None:
    old = shape_of(arg.type)
    if old is not None and len(old) != len(spec.shape):
        raise OptionError(f"{OPTION}: input '{name}' has rank {len(old)}; the shape given has {len(spec.shape)} dims")
    shape = [dim.static for dim in spec.shape]
    Rewriter.replace_value_with_new_type(arg, tensor_type(element_of(arg.type), shape, like=arg.type))
    bounded = any(dim.static is None and (dim.low, dim.high) != (0, None) for dim in spec.shape)
    text = ",".join(str(dim) for dim in spec.shape)
    set_argument_attribute(function, arg.index, INPUT_SHAPE_ATTR, StringAttr(text) if bounded else None)
    set_argument_attribute(function, arg.index, SHAPE_OPTION_ATTR, StringAttr(f"{name}[{text}]"))


def _set_element(arg: BlockArgument, spec: InputSpec, name: str) -> None:
    computes_in = element_of(arg.type)
    if spec.element == computes_in:
        return
    arg = Rewriter.replace_value_with_new_type(arg, tensor_type(spec.element, shape_of(arg.type), like=arg.type))

    def convert(value):
        op = ov.ConvertV0Op(value, destination_type=computes_in)
        op.location = name_loc(f"{name}/Convert")
        op.attributes[INPUT_CONVERSION_ATTR] = UnitAttr()
        return [op]

    insert_after_argument(arg, convert)
