"""Semantic traits, the fold hook and the shape helpers, as passes and extensions use them."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp, StringAttr, TensorType, f32, i64
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.interpreter import Interpreter
from xdsl.interpreters.func import FuncFunctions
from xdsl.ir import Block, Region
from xdsl.traits import Commutative, ConstantLike
from xdsl.utils.exceptions import VerifyException

from ovopt import registry
from ovopt.dialects import ov
from ovopt.dialects.evaluation import evaluate
from ovopt.dialects.traits import AxisWise, ElementwiseBinary, ElementwiseUnary, LayoutSensitive, Reduction, ShapeOnly
from ovopt.support.shapes import shape_of, tensor_type

OPS = list(registry.load_dialect("ov").operations)


def with_trait(trait):
    return {op.name for op in OPS if op.has_trait(trait)}


def test_softmaxes_are_axis_wise_not_element_wise():
    for op in (ov.SoftmaxV8Op, ov.LogSoftmaxV5Op):
        assert op.has_trait(AxisWise) and not op.has_trait(ElementwiseUnary)


@pytest.mark.parametrize(
    ("trait", "members"),
    [
        (ElementwiseUnary, {"ov.Relu.v0", "ov.Sin.v0", "ov.HSwish.v4", "ov.Clamp.v0", "ov.Convert.v0"}),
        (ElementwiseBinary, {"ov.Add.v1", "ov.FloorMod.v1", "ov.Equal.v1", "ov.BitwiseAnd.v13"}),
        (Commutative, {"ov.Add.v1", "ov.Multiply.v1", "ov.Maximum.v1", "ov.Equal.v1", "ov.LogicalAnd.v1"}),
        (Reduction, {"ov.ReduceSum.v1", "ov.ReduceLogicalOr.v1", "ov.ReduceL2.v4"}),
        (LayoutSensitive, {"ov.Convolution.v1", "ov.MaxPool.v14", "ov.BatchNormInference.v5"}),
        (ShapeOnly, {"ov.Reshape.v1", "ov.Squeeze.v0", "ov.Unsqueeze.v0"}),
        (ConstantLike, {"ov.Constant.v0"}),
    ],
)
def test_traits_say_what_the_ops_are(trait, members):
    assert members <= with_trait(trait)


def test_non_commutative_ops_do_not_claim_it():
    assert not {"ov.Subtract.v1", "ov.Divide.v1", "ov.Power.v1", "ov.Less.v1"} & with_trait(Commutative)


def test_element_wise_unary_ops_keep_their_input_shape():
    x = Block(arg_types=[TensorType(f32, [2, 3])]).args[0]
    checked = 0
    for op in OPS:
        if op.has_trait(ElementwiseUnary) and len(op.get_irdl_definition().operands) == 1 and not op.PROPERTY_KINDS:
            try:
                built = op(x)
            except VerifyException:
                continue  # an op of other element types (LogicalNot, BitwiseNot)
            assert shape_of(built.results[0].type) == [2, 3], op.name
            checked += 1
    assert checked >= 25


def test_tensor_type_keeps_what_a_type_carries_besides_its_shape():
    encoded = TensorType(f32, [2, 3], StringAttr("layout:NHWC"))
    assert tensor_type(i64, [6], like=encoded) == TensorType(i64, [6], StringAttr("layout:NHWC"))

    class Carrying:  # a type with a layout answers with_shape itself
        def with_shape(self, shape, element):
            return ("carried", tuple(shape), element)

    assert tensor_type(f32, [4], like=Carrying()) == ("carried", (4,), f32)


def test_a_kernel_registered_later_folds_and_interprets(isolated_registry):
    """The fold hook looks kernels up when it runs: the interpreter and constant evaluation see a
    kernel that was registered after the ops were defined."""
    registry.KERNELS.remove("ov.Relu.v0")
    constant = ov.ConstantV0Op.from_numpy(np.array([-1.0, 2.0], np.float32))
    relu = ov.ReluV0Op(constant.output)
    assert evaluate(relu.output) is None
    registry.register_kernel(ov.ReluV0Op, lambda op, x: (np.abs(x) * 10,))
    np.testing.assert_array_equal(evaluate(relu.output), [10.0, 20.0])

    from ovopt.dialects.ov_reference import OvReference

    block = Block(arg_types=[TensorType(f32, [2])])
    inner = ov.ReluV0Op(block.args[0])
    block.add_ops([inner, ReturnOp(inner.output)])
    function = FuncOp("main", ((TensorType(f32, [2]),), (TensorType(f32, [2]),)), Region(block))
    interpreter = Interpreter(ModuleOp([function]))
    interpreter.register_implementations(FuncFunctions())
    interpreter.register_implementations(OvReference())
    (y,) = interpreter.call_op("main", (np.array([-3.0, 1.0], np.float32),))
    np.testing.assert_array_equal(y, [30.0, 10.0])
