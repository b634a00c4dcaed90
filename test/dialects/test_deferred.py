"""Op definitions made on first use (support/deferred.py) behave as `irdl_op_definition`'s:
every way xDSL reads a definition from the class makes it first."""

from __future__ import annotations

from typing import ClassVar

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import I64, Builtin, IntegerAttr, TensorType, f32
from xdsl.dialects.func import Func
from xdsl.ir import Dialect
from xdsl.irdl import (
    IRDLOperation,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.traits import Pure
from xdsl.utils.exceptions import PyRDLOpDefinitionError
from xdsl.utils.test_value import create_ssa_value

from ovopt import registry
from ovopt.support.deferred import DeferredOp, deferred_op_definition, is_defined

TENSOR = TensorType(f32, [2, 3])


def declare():
    """A fresh deferred op (each test its own, so no other test has defined it)."""

    @deferred_op_definition
    class ScaleOp(DeferredOp):
        name = "test.scale"
        T: ClassVar = VarConstraint("T", base(TensorType))
        input = operand_def(T)
        output = result_def(T)
        factor = prop_def(IntegerAttr[I64])
        traits = traits_def(Pure())
        assembly_format = "$input `by` $factor attr-dict `:` type($input)"

    return ScaleOp


def test_an_op_is_defined_when_built():
    op_class = declare()
    assert not is_defined(op_class)
    op = op_class(operands=[create_ssa_value(TENSOR)], result_types=[TENSOR], properties={"factor": IntegerAttr(3, 64)})
    assert is_defined(op_class)
    assert op.factor.value.data == 3 and op.output.type == TENSOR  # the accessors are xDSL's
    op.verify()


def test_an_op_is_defined_when_parsed_with_its_assembly_format():
    op_class = declare()
    ctx = Context()
    for dialect in (Builtin, Func, Dialect("test", [op_class])):
        ctx.load_dialect(dialect)
    text = """
    func.func @f(%arg: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %x = test.scale %arg by 2 : tensor<2x3xf32>
      func.return %x : tensor<2x3xf32>
    }
    """
    op = next(o for o in Parser(ctx, text).parse_module().walk() if o.name == "test.scale")
    assert isinstance(op, op_class) and is_defined(op_class)
    assert op.factor.value.data == 2


def test_a_class_answers_for_its_traits_and_definition_before_any_instance():
    first, second = declare(), declare()
    assert first.has_trait(Pure) and is_defined(first)
    assert [name for name, _ in second.get_irdl_definition().operands] == ["input"] and is_defined(second)


def test_a_subclass_of_an_op_is_refused_at_once_as_xdsl_refuses_it():
    """xDSL cannot define an op that derives from another op; nor is the refusal deferred."""
    with pytest.raises(PyRDLOpDefinitionError):

        @deferred_op_definition
        class DoubleOp(declare()):
            name = "test.double"

    with pytest.raises(PyRDLOpDefinitionError):

        @irdl_op_definition
        class EagerDoubleOp(irdl_op_definition(declare())):
            name = "test.double"


def test_a_wrong_definition_fails_as_irdl_op_definition_does():
    @deferred_op_definition
    class BrokenOp(DeferredOp):
        name = "test.broken"
        input = operand_def(base(TensorType))
        assembly_format = "$nothing attr-dict"

    with pytest.raises(PyRDLOpDefinitionError) as deferred:
        BrokenOp.get_irdl_definition()
    with pytest.raises(PyRDLOpDefinitionError):
        BrokenOp(operands=[create_ssa_value(TENSOR)])  # and again at every later use
    assert not is_defined(BrokenOp)

    class EagerBrokenOp(IRDLOperation):
        name = "test.broken"
        input = operand_def(base(TensorType))
        assembly_format = "$nothing attr-dict"

    with pytest.raises(PyRDLOpDefinitionError) as eager:
        irdl_op_definition(EagerBrokenOp)
    assert deferred.value.args[0] == eager.value.args[0]  # the same complaint about the format
    assert deferred.value.args[1][1] == eager.value.args[1][1]


@pytest.mark.parametrize("dialect", ["onnx", "ov", "gna"])
def test_every_op_of_the_dialects_defines(dialect):
    for op_class in registry.load_dialect(dialect).operations:
        definition = op_class.get_irdl_definition()
        assert definition.name == op_class.name and is_defined(op_class)
