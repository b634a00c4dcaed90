"""Typed attribute fields of the onnx ops: `op.strides` is the ONNX attribute as Python, with the
default of the op's version; a misspelled name fails; the IR keeps the attribute itself."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    Builtin,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    TensorType,
    f32,
    i64,
)
from xdsl.dialects.func import Func
from xdsl.irdl import OptPropertyDef

from ovopt import registry
from ovopt.dialects import onnx
from ovopt.frontends.mlir import OvParser
from ovopt.support import elements
from ovopt.support.deferred import define_now

ROOT = Path(__file__).resolve().parents[2]


def made(op_class: type[onnx.OnnxOp], version: int, **attributes) -> onnx.OnnxOp:
    """An op of `op_class` at `version` with these properties, and no operands: enough to read it."""
    return op_class.create(properties={"version": IntegerAttr(version, 64), **attributes})


def test_a_set_attribute_reads_as_python():
    conv = made(onnx.ConvOp, 11, group=IntegerAttr(2, 64), auto_pad=StringAttr("VALID"))
    assert conv.group == 2 and type(conv.group) is int
    assert conv.auto_pad == "VALID"
    relu = made(onnx.LeakyReluOp, 16, alpha=FloatAttr(0.5, f32))
    assert relu.alpha == 0.5 and type(relu.alpha) is float


def test_lists_read_as_tuples():
    conv = made(onnx.ConvOp, 11, strides=DenseArrayBase.from_list(i64, [2, 1]))
    assert conv.strides == (2, 1)
    lstm = made(onnx.LSTMOp, 14, activations=ArrayAttr([StringAttr("Sigmoid"), StringAttr("Tanh")]))
    assert lstm.activations == ("Sigmoid", "Tanh")


def test_an_absent_attribute_reads_as_the_default_of_the_version():
    # Softmax's axis defaults to 1 before opset 13 and to -1 since.
    assert onnx.SoftmaxOp.ATTRIBUTE_DEFAULTS == {1: {"axis": 1}, 13: {"axis": -1}}
    assert made(onnx.SoftmaxOp, 1).axis == 1
    assert made(onnx.SoftmaxOp, 11).axis == 1
    assert made(onnx.SoftmaxOp, 13).axis == -1
    assert made(onnx.SoftmaxOp, 13, axis=IntegerAttr(0, 64)).axis == 0  # set: the default does not apply
    assert made(onnx.ConvOp, 11).group == 1 and made(onnx.ConvOp, 11).auto_pad == "NOTSET"


def test_an_absent_attribute_without_default_is_none():
    conv = made(onnx.ConvOp, 11)
    assert conv.kernel_shape is None and conv.strides is None
    # Add-1's broadcast defaults to 0; Add-7 has no such attribute, so no default either.
    assert made(onnx.AddOp, 1).broadcast == 0
    assert made(onnx.AddOp, 7).broadcast is None


def test_a_tensor_attribute_stays_an_attribute():
    value = elements.dense_from_numpy(np.arange(3, dtype=np.float32), f32)
    constant = made(onnx.ConstantOp, 21, value=value)
    assert constant.value is value and isinstance(constant.value, DenseIntOrFPElementsAttr)
    assert constant.value_ints is None


def test_an_unknown_name_is_an_error():
    conv = made(onnx.ConvOp, 11, strides=DenseArrayBase.from_list(i64, [1, 1]))
    with pytest.raises(AttributeError):
        conv.stride  # noqa: B018 - the read is the test
    with pytest.raises(AttributeError):
        conv.kernelshape  # noqa: B018
    assert not hasattr(onnx.ConvOp, "attr")  # no by-name look-up to misspell either


def test_a_renamed_field_reads_the_attribute_of_the_onnx_name():
    # Split-1 has an input and an attribute both called `split`: the attribute's field is split_attr.
    split = made(onnx.SplitV1Op, 1, split=DenseArrayBase.from_list(i64, [2, 3]))
    assert split.split_attr == (2, 3)
    assert split.split is None  # the optional input, absent
    assert onnx.SplitV1Op.get_irdl_definition().accessor_names["split_attr"] == ("split", "property")


def test_the_raw_attribute_stays_in_the_properties_and_the_field_is_read_only():
    strides = DenseArrayBase.from_list(i64, [2, 2])
    conv = made(onnx.ConvOp, 11, strides=strides)
    assert conv.properties["strides"] is strides
    assert "group" not in conv.properties  # the default is read, never written
    with pytest.raises(AttributeError, match=r"properties\['strides'\]"):
        conv.strides = (1, 1)


def test_the_generated_class_declares_the_typed_fields():
    define_now(onnx.ConvOp)
    field = vars(onnx.ConvOp)["strides"]  # after xDSL's definition: still the typed field
    assert isinstance(field, onnx.OnnxAttribute) and onnx.ConvOp.strides is field
    assert onnx.ConvOp.__annotations__["strides"] == tuple[int, ...] | None
    assert onnx.ConvOp.__annotations__["group"] is int
    definition = onnx.ConvOp.get_irdl_definition()
    assert isinstance(definition.properties["strides"], OptPropertyDef)
    required = onnx.CastOp.get_irdl_definition().properties["to"]
    assert not isinstance(required, OptPropertyDef)  # `to` is required: prop_def, verified by xDSL


ROUND_TRIP = """
func.func @main(%x: tensor<1x1x4x4xf32>, %w: tensor<2x1x3x3xf32>) -> tensor<1x2x2x2xf32> {
  %y = "onnx.Conv"(%x, %w) <{strides = array<i64: 2, 2>, version = 11 : i64}>
      : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x2x2xf32>
  func.return %y : tensor<1x2x2x2xf32>
}
"""


def test_parsing_printing_and_cloning_keep_the_attributes():
    context = Context()
    for dialect in (Builtin, Func, registry.load_dialect("onnx")):
        context.load_dialect(dialect)
    module = OvParser(context, ROUND_TRIP).parse_module()
    module.verify()
    (conv,) = [op for op in module.walk() if isinstance(op, onnx.ConvOp)]
    assert conv.strides == (2, 2) and conv.group == 1
    assert "strides = array<i64: 2, 2>" in str(module) and "group" not in str(module)
    clone = conv.clone()
    assert clone.properties == conv.properties and clone.strides == (2, 2)
    assert isinstance(module, ModuleOp) and isinstance(conv.X.type, TensorType)


def _attr_calls(folder: str) -> list[str]:
    found = []
    for path in sorted((ROOT / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "attr"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    return found


@pytest.mark.parametrize("folder", ["lowering", "frontends", "tools"])
def test_no_attribute_is_read_by_name(folder):
    """Lowerings read `op.strides`, never `op.attr("strides")`, whose typo went unnoticed."""
    assert _attr_calls(folder) == []
