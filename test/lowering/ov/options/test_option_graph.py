"""The converter options' errors about the model they are given: no single model function, a
model not yet in the ov dialect, inputs named wrongly or partly, a node port that is not there."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.dialects.func import Func
from xdsl.dialects.test import Test

from ovopt import registry
from ovopt.frontends.mlir import OvParser
from ovopt.lowering.ov.options.graph import OptionError, cut_at_tensors, main_function, resolve_inputs

TWO_INPUTS = """
func.func @main(%x: tensor<1x4xf32> {ovopt.name = "x"}, %y: tensor<1x4xf32> {ovopt.name = "y"}) -> tensor<1x4xf32> {
  %r = ov.Add.v1 %x, %y : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> loc("add")
  func.return %r : tensor<1x4xf32>
}
"""


def parsed(text: str) -> ModuleOp:
    context = Context()
    for dialect in (Builtin, Func, Test, registry.load_dialect("ov")):
        context.load_dialect(dialect)
    return OvParser(context, text).parse_module()


def message(call) -> str:
    with pytest.raises(OptionError) as error:
        call()
    return str(error.value)


def test_the_model_is_one_function_in_the_ov_dialect() -> None:
    two = parsed(TWO_INPUTS.replace("@main", "@a") + TWO_INPUTS.replace("@main", "@b"))
    assert message(lambda: main_function(two, "--input")) == (
        "--input: the module must hold one function, @main, the model"
    )
    foreign = parsed(TWO_INPUTS.replace("func.return", '"test.op"() : () -> ()\n  func.return'))
    assert message(lambda: main_function(foreign, "--layout")) == (
        "--layout works on the ov dialect: run convert-onnx-to-ov first (-p ov-default)"
    )


def test_inputs_are_named_all_or_none() -> None:
    function = main_function(parsed(TWO_INPUTS), "--input")
    x, y = function.body.blocks[0].args
    assert resolve_inputs(function, ["y", "x"], "--input") == [y, x]
    assert resolve_inputs(function, [None, None], "--input") == [x, y]
    assert message(lambda: resolve_inputs(function, ["x", None], "--mean-values")) == (
        "--mean-values: name every input or none (the model's inputs: x, y)"
    )
    assert message(lambda: resolve_inputs(function, [None], "--mean-values")) == (
        "--mean-values: 1 unnamed item(s) for a model of 2 inputs; name them (the model's inputs: x, y)"
    )
    assert message(lambda: resolve_inputs(function, ["z"], "--layout")) == (
        "--layout: the model has no input 'z'; its inputs: x, y"
    )


def test_a_cut_at_a_missing_node_input_names_the_inputs_the_node_has() -> None:
    function = main_function(parsed(TWO_INPUTS), "--input")
    assert message(lambda: cut_at_tensors(function, ["2:add"], "--input")) == (
        "--input: node 'add' has 2 inputs, no input 2"
    )
    assert message(lambda: cut_at_tensors(function, ["add:1"], "--input")) == (
        "--input: node 'add' has 1 outputs, no output 1"
    )


def test_a_node_is_named_by_an_op_of_its_own_name_not_only_by_a_prefix() -> None:
    """Ops named 'block/add' are a node 'block/add' (or the inner ops of a node 'block' that
    has an op named 'block'): without such an op there is no node 'block' to cut at."""
    function = main_function(parsed(TWO_INPUTS.replace('loc("add")', 'loc("block/add")')), "--input")
    assert message(lambda: cut_at_tensors(function, ["block:0"], "--input")).startswith(
        "--input: the model has no input 'block:0'; its inputs: x, y"
    )
    assert message(lambda: cut_at_tensors(function, ["block/add:1"], "--input")) == (
        "--input: node 'block/add' has 1 outputs, no output 1"
    )
