"""Verification once per op signature: it accepts exactly what xDSL's verification accepts, also
when two ops share a signature and only one of them is valid."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp, TensorType, f32
from xdsl.dialects.func import Func
from xdsl.ir import Block, Region
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, traits_def
from xdsl.utils.exceptions import VerifyException

from ovopt import registry
from ovopt.dialects import ov
from ovopt.dialects.onnx.base import OnnxOp
from ovopt.frontends.mlir import OvParser
from ovopt.support.locations import verify_naming_node
from ovopt.support.verification import SignatureVerifier, reads_no_shapes, verify_signatures


def parsed(text: str) -> ModuleOp:
    context = Context()
    for dialect in (Builtin, Func, registry.load_dialect("ov"), registry.load_dialect("onnx")):
        context.load_dialect(dialect)
    return OvParser(context, text).parse_module()


def accepted(verify, module: ModuleOp) -> bool:
    try:
        verify(module)
    except Exception:  # noqa: BLE001 - any failure is a rejection
        return False
    return True


# Two Reshapes of one signature: the second one's target shape makes its result type wrong.
SAME_SIGNATURE_ONE_WRONG = """
func.func @main(%x: tensor<2x3xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %good = ov.Constant.v0 dense<[6]> : tensor<1xi64>
  %bad = ov.Constant.v0 dense<[3]> : tensor<1xi64>
  %a = "ov.Reshape.v1"(%x, %good) <{special_zero = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf32>
  %b = "ov.Reshape.v1"(%x, %bad) <{special_zero = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf32>
  func.return %a, %b : tensor<6xf32>, tensor<6xf32>
}
"""

VALID = """
func.func @main(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %a = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %b = "onnx.Relu"(%a) <{version = 14 : i64}> : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %c = "ov.Relu.v0"(%b) : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %d = "ov.Relu.v0"(%c) : (tensor<1x8xf32>) -> tensor<1x8xf32>
  func.return %d : tensor<1x8xf32>
}
"""

# The second op of one signature ends its block without being a terminator.
UNTERMINATED = """
func.func @main(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %a = "ov.Relu.v0"(%x) : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %b = "ov.Relu.v0"(%a) : (tensor<1x8xf32>) -> tensor<1x8xf32>
}
"""

# Two constants of one result type: the second one's value is of another type.
CONSTANT_OF_ANOTHER_TYPE = """
func.func @main() -> (tensor<1xi32>, tensor<1xi32>) {
  %a = "ov.Constant.v0"() <{value = dense<[1]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %b = "ov.Constant.v0"() <{value = dense<[1]> : tensor<1xi64>}> : () -> tensor<1xi32>
  func.return %a, %b : tensor<1xi32>, tensor<1xi32>
}
"""

# An onnx op whose type its schema forbids: its signature is checked the first time it is seen.
WRONG_TYPE = """
func.func @main(%x: tensor<1x8xi1>) -> tensor<1x8xi1> {
  %a = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<1x8xi1>) -> tensor<1x8xi1>
  func.return %a : tensor<1x8xi1>
}
"""


# Two onnx ops whose types differ in their shapes share one check; not in their element types.
SHAPES_SHARE_ELEMENTS_DO_NOT = """
func.func @main(%x: tensor<1x8xf32>, %y: tensor<2x4xi1>) -> (tensor<1x8xf32>, tensor<2x4xi1>) {
  %a = "onnx.Relu"(%x) <{version = 14 : i64}> : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %b = "onnx.Relu"(%y) <{version = 14 : i64}> : (tensor<2x4xi1>) -> tensor<2x4xi1>
  func.return %a, %b : tensor<1x8xf32>, tensor<2x4xi1>
}
"""


# Ops of one class whose types differ in shape share the check of their constraints, which read
# only the type's class: one of another class is checked again.
CONSTRAINED_CLASS = """
func.func @main(%x: tensor<1x8xf32>, %y: tensor<2x4xf32>, %s: f32) -> (tensor<1x8xf32>, tensor<2x4xf32>, f32) {
  %a = "ov.Relu.v0"(%x) : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %b = "ov.Relu.v0"(%y) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %c = "ov.Relu.v0"(%s) : (f32) -> f32
  func.return %a, %b, %c : tensor<1x8xf32>, tensor<2x4xf32>, f32
}
"""


# An If whose bodies read only their own arguments; one whose body reads the function's argument
# %y (IsolatedFromAbove forbids it), and one that reads it in an op ending the body.
IF_BODY = """
func.func @main(%c: tensor<i1>, %x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %z = ov.If.v8 %c, %x : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<2xf32>):
    %s = ov.Add.v1 %a, READ : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    ov.yield YIELDED : tensor<2xf32>
  } {
  ^bb0(%a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }
  func.return %z : tensor<2xf32>
}
"""
IF_READING_ITS_OWN_ARGUMENTS = IF_BODY.replace("READ", "%a").replace("YIELDED", "%s")
IF_READING_A_FUNCTION_ARGUMENT = IF_BODY.replace("READ", "%y").replace("YIELDED", "%s")
IF_YIELDING_A_FUNCTION_ARGUMENT = IF_BODY.replace("READ", "%a").replace("YIELDED", "%y")

# The same body one If deeper: the outer If's check covers what the inner one holds.
NESTED_IF_READING_A_FUNCTION_ARGUMENT = """
func.func @main(%c: tensor<i1>, %x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %z = ov.If.v8 %c, %c, %x : (tensor<i1>, tensor<i1>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%d: tensor<i1>, %a: tensor<2xf32>):
    %w = ov.If.v8 %d, %a : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32> {
    ^bb1(%b: tensor<2xf32>):
      %s = ov.Add.v1 %b, %y : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      ov.yield %s : tensor<2xf32>
    } {
    ^bb1(%b: tensor<2xf32>):
      ov.yield %b : tensor<2xf32>
    }
    ov.yield %w : tensor<2xf32>
  } {
  ^bb0(%d: tensor<i1>, %a: tensor<2xf32>):
    ov.yield %a : tensor<2xf32>
  }
  func.return %z : tensor<2xf32>
}
"""


@pytest.mark.parametrize(
    ("text", "valid"),
    [
        (VALID, True),
        (CONSTRAINED_CLASS, False),
        (SHAPES_SHARE_ELEMENTS_DO_NOT, False),
        (SAME_SIGNATURE_ONE_WRONG, False),
        (CONSTANT_OF_ANOTHER_TYPE, False),
        (UNTERMINATED, False),
        (WRONG_TYPE, False),
        (IF_READING_ITS_OWN_ARGUMENTS, True),
        (IF_READING_A_FUNCTION_ARGUMENT, False),
        (IF_YIELDING_A_FUNCTION_ARGUMENT, False),
        (NESTED_IF_READING_A_FUNCTION_ARGUMENT, False),
    ],
)
def test_accepts_what_xdsl_accepts(text, valid):
    module = parsed(text)
    assert accepted(ModuleOp.verify, module) is valid
    assert accepted(verify_signatures, module) is valid


def test_a_failure_names_the_op_as_xdsl_verification_did():
    module = parsed(SAME_SIGNATURE_ONE_WRONG)
    with pytest.raises(VerifyException, match=r"^a ov\.Reshape\.v1 op: cannot reshape \[2,3\] into \[3\]$"):
        verify_naming_node(module)


def test_signature_verifiers_are_the_ops_that_infer_from_types_alone():
    onnx_ops = [op for op in registry.load_dialect("onnx").operations if issubclass(op, OnnxOp)]
    assert all(op.has_trait(SignatureVerifier) for op in onnx_ops)
    for op in (ov.ReluV0Op, ov.AddV1Op, ov.ConvolutionV1Op, ov.MatMulV0Op, ov.ConstantV0Op):
        assert op.has_trait(SignatureVerifier)
    for op in (ov.ReshapeV1Op, ov.BroadcastV3Op, ov.MVNV6Op):  # they read their operands' values
        assert not op.has_trait(SignatureVerifier)


def _square(op: IRDLOperation) -> None:
    shape = op.x.type.get_shape()
    if shape[0] != shape[1]:
        raise VerifyException("not square")


@irdl_op_definition
class _SquareOp(IRDLOperation):
    """A test op whose own verifier reads shapes."""

    name = "test.square"
    x = operand_def(TensorType)
    traits = traits_def(SignatureVerifier())
    verify_ = _square


@irdl_op_definition
class _FalselyShapeFreeOp(IRDLOperation):
    """The same verifier, marked as reading no shapes (falsely, to show what the mark does)."""

    name = "test.falsely_shape_free"
    x = operand_def(TensorType)
    traits = traits_def(SignatureVerifier())
    verify_ = reads_no_shapes(lambda op: _square(op))


def test_ops_that_differ_in_shapes_share_a_check_only_when_their_verifier_says_so():
    def module(op_type):
        block = Block(arg_types=[TensorType(f32, [2, 2]), TensorType(f32, [2, 3])])
        square, not_square = block.args  # the last op of a block is verified the xDSL way
        block.add_ops([op_type.create(operands=[arg]) for arg in (square, not_square, square)])
        return ModuleOp(Region(block))

    with pytest.raises(VerifyException, match="not square"):
        verify_signatures(module(_SquareOp))
    verify_signatures(module(_FalselyShapeFreeOp))  # the [2, 3] op shares the [2, 2] op's check
    with pytest.raises(VerifyException, match="not square"):
        module(_FalselyShapeFreeOp).verify()  # which xDSL's verification does not
