"""`ov_op` reads an op's IR type and version from its class name, so a class named otherwise is
refused where it is declared, not written later as a layer of a wrong type."""

import pytest
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    StringAttr,
    TensorType,
    f16,
    f32,
    f64,
    i1,
    i64,
)
from xdsl.irdl import operand_def, result_def, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.ov.base import OvOp, ir_string, ov_op
from ovopt.dialects.traits import NotFoldable


def test_a_class_not_named_type_v_version_op_is_refused():
    with pytest.raises(TypeError, match=r"^Softmax: an ov op class is named <Type>V<version>Op, as SoftmaxV8Op$"):

        @ov_op(8)
        class Softmax(OvOp):
            pass


def test_the_class_name_gives_type_version_and_opset():
    @ov_op(3, dialect="test_decl")
    class FooV3Op(OvOp):
        data = operand_def(TensorType)
        output = result_def(TensorType)

    assert (FooV3Op.IR_TYPE, FooV3Op.IR_VERSION, FooV3Op.name) == ("Foo", "opset3", "test_decl.Foo.v3")
    assert FooV3Op.has_trait(Pure)


def test_an_ir_type_an_extension_opset_and_effects_are_taken_as_given():
    """Effects: not Pure (dce and merging keep the op), the traits it declares kept."""

    @ov_op("my_extension", ir_type="FooBar", dialect="test_decl", effects=True)
    class BarV1Op(OvOp):
        data = operand_def(TensorType)
        output = result_def(TensorType)
        traits = traits_def(NotFoldable("it has state"))

    assert (BarV1Op.IR_TYPE, BarV1Op.IR_VERSION, BarV1Op.name) == ("FooBar", "my_extension", "test_decl.Bar.v1")
    assert not BarV1Op.has_trait(Pure) and BarV1Op.has_trait(NotFoldable)


def test_a_pure_op_keeps_the_traits_it_declares():
    @ov_op(1, dialect="test_decl")
    class BazV1Op(OvOp):
        data = operand_def(TensorType)
        output = result_def(TensorType)
        traits = traits_def(NotFoldable("no kernel"))

    assert BazV1Op.has_trait(Pure) and BazV1Op.has_trait(NotFoldable)


@pytest.mark.parametrize(
    ("value", "spelled"),
    [
        (IntegerAttr(-3, i64), "-3"),
        (IntegerAttr(1, i1), "true"),
        (IntegerAttr(0, i1), "false"),
        (FloatAttr(0.5, f32), "0.5"),
        (FloatAttr(1e-05, f64), "1e-05"),
        (FloatAttr(2.0, f64), "2.0"),
        (StringAttr("same_upper"), "same_upper"),
        (DenseArrayBase.from_list(i64, [1, 0, 2]), "1, 0, 2"),
        (ArrayAttr([StringAttr("a"), StringAttr("b")]), "a,b"),
        (ArrayAttr([]), ""),
        (f16, "f16"),
        (i1, "boolean"),
    ],
)
def test_an_attribute_as_ir_xml_spells_it(value, spelled):
    assert ir_string(value) == spelled


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (IndexType(), r"^OpenVINO has no element type for index$"),
        (DictionaryAttr({}), r"^no IR spelling for attribute \{\}$"),
    ],
)
def test_an_attribute_ir_xml_cannot_spell_is_refused(value, message):
    with pytest.raises(VerifyException, match=message):
        ir_string(value)
