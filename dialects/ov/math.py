"""Element-wise mathematics: trigonometry, rounding, sign, remainders, bit operations,
clamping, and the tests for NaN and infinity."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import TensorType, i1
from xdsl.irdl import operand_def, result_def, traits_def
from xdsl.traits import Commutative
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, float_prop, int_prop, one_of
from ovopt.dialects.ov.base import AUTO_BROADCAST, OvOp, ov_op, string
from ovopt.dialects.ov.elementwise import BinaryElementwiseOp, UnaryElementwiseOp
from ovopt.dialects.traits import ElementwiseBroadcast, ElementwiseUnary
from ovopt.support.elements import is_boolean, is_floating, is_integer
from ovopt.support.shapes import (
    Shape,
    broadcast_numpy,
    broadcast_pdpd,
    require_element,
    same_element_type,
    shape_of,
    shapes_agree,
    tensor_type,
)


@ov_op(1)
class SinV0Op(UnaryElementwiseOp):
    """Sin-1: sine."""


@ov_op(1)
class CosV0Op(UnaryElementwiseOp):
    """Cos-1: cosine."""


@ov_op(1)
class TanV0Op(UnaryElementwiseOp):
    """Tan-1: tangent."""


@ov_op(1)
class AsinV0Op(UnaryElementwiseOp):
    """Asin-1: arcsine."""


@ov_op(1)
class AcosV0Op(UnaryElementwiseOp):
    """Acos-1: arccosine."""


@ov_op(1)
class AtanV0Op(UnaryElementwiseOp):
    """Atan-1: arctangent."""


@ov_op(1)
class SinhV0Op(UnaryElementwiseOp):
    """Sinh-1: hyperbolic sine."""


@ov_op(1)
class CoshV0Op(UnaryElementwiseOp):
    """Cosh-1: hyperbolic cosine."""


# The inverse hyperbolic functions are C++ v3 ops that OpenVINO files under opset4.
@ov_op(4)
class AsinhV3Op(UnaryElementwiseOp):
    """Asinh-3: inverse hyperbolic sine."""


@ov_op(4)
class AcoshV3Op(UnaryElementwiseOp):
    """Acosh-3: inverse hyperbolic cosine."""


@ov_op(4)
class AtanhV3Op(UnaryElementwiseOp):
    """Atanh-3: inverse hyperbolic tangent."""


@ov_op(1)
class SignV0Op(UnaryElementwiseOp):
    """Sign-1: -1, 0 or 1."""


@ov_op(5)
class RoundV5Op(UnaryElementwiseOp):
    """Round-5: to the nearest integer; halves go to the even one or away from zero, by `mode`."""

    mode = one_of(("half_to_even", "half_away_from_zero"), default="half_to_even")


@ov_op(1)
class FloorModV1Op(BinaryElementwiseOp):
    """FloorMod-1: the remainder of a division rounded down; its sign is the divisor's."""


@ov_op(1)
class ModV1Op(BinaryElementwiseOp):
    """Mod-1: the remainder of a division rounded toward zero; its sign is the dividend's."""


class BitwiseBinaryOp(BinaryElementwiseOp):
    """A bit operation on two integer (or boolean) tensors, broadcast as numpy does."""

    ACCEPTS: ClassVar = staticmethod(lambda element: is_integer(element) or is_boolean(element))
    NEEDS: ClassVar = "integer or boolean operands"

    @classmethod
    def infer_result_types(cls, operands, properties):
        for operand in operands:
            require_element(operand.type, cls.ACCEPTS, f"{cls.IR_TYPE} needs {cls.NEEDS}")
        return super().infer_result_types(operands, properties)


class BitShiftOp(BitwiseBinaryOp):
    """Shifts the bits of integers by the second operand's counts."""

    ACCEPTS: ClassVar = staticmethod(is_integer)
    NEEDS: ClassVar = "integer operands"


@ov_op(13)
class BitwiseAndV13Op(BitwiseBinaryOp):
    """BitwiseAnd-13: a & b."""

    traits = traits_def(Commutative())


@ov_op(13)
class BitwiseOrV13Op(BitwiseBinaryOp):
    """BitwiseOr-13: a | b."""

    traits = traits_def(Commutative())


@ov_op(13)
class BitwiseXorV13Op(BitwiseBinaryOp):
    """BitwiseXor-13: a ^ b."""

    traits = traits_def(Commutative())


@ov_op(15)
class BitwiseLeftShiftV15Op(BitShiftOp):
    """BitwiseLeftShift-15: a << b."""


@ov_op(15)
class BitwiseRightShiftV15Op(BitShiftOp):
    """BitwiseRightShift-15: a >> b (arithmetic for signed integers)."""


@ov_op(13)
class BitwiseNotV13Op(UnaryElementwiseOp):
    """BitwiseNot-13: ~x for integers, not x for booleans."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, BitwiseBinaryOp.ACCEPTS, f"BitwiseNot needs {BitwiseBinaryOp.NEEDS}")
        return [operands[0].type]


@ov_op(1)
class ClampV0Op(UnaryElementwiseOp):
    """Clamp-1: x limited to [min, max]; integers take min rounded up and max rounded down."""

    min = float_prop(width=64)
    max = float_prop(width=64)

    @classmethod
    def infer_result_types(cls, operands, properties):
        low, high = properties["min"].value.data, properties["max"].value.data
        if not low <= high:
            raise VerifyException(f"Clamp needs min <= max, got min {low} and max {high}")
        return [operands[0].type]


@ov_op(1)
class FakeQuantizeV0Op(OvOp):
    """FakeQuantize-1: x snapped to `levels` evenly spaced values of [input_low, input_high]
    (clamped to it), mapped onto [output_low, output_high]; the four limits broadcast against x
    (per tensor, or per channel). OpenVINO's low-precision pipeline runs the ops around it in
    8 bits when `levels` is 256."""

    x = operand_def(TensorType)
    input_low = operand_def(TensorType)
    input_high = operand_def(TensorType)
    output_low = operand_def(TensorType)
    output_high = operand_def(TensorType)
    output = result_def(TensorType)
    levels = int_prop()
    auto_broadcast = one_of(AUTO_BROADCAST, default="numpy")
    traits = traits_def(ElementwiseBroadcast())

    @classmethod
    def infer_result_types(cls, operands, properties):
        levels = properties["levels"].value.data
        if levels < 2:
            raise VerifyException(f"FakeQuantize needs at least 2 levels, got {levels}")
        require_element(operands[0].type, is_floating, "FakeQuantize needs floating-point data")
        same_element_type(*(v.type for v in operands))
        shape = shape_of(operands[0].type)
        mode = string(properties, "auto_broadcast")
        for limit in operands[1:]:
            limit_shape = shape_of(limit.type)
            if mode == "pdpd":
                broadcast_pdpd(shape, limit_shape)
            elif not (shapes_agree(shape, limit_shape) if mode == "none" else _broadcasts_onto(limit_shape, shape)):
                raise VerifyException(
                    f"a FakeQuantize limit of {limit.type} does not broadcast onto {operands[0].type}"
                )
        return [operands[0].type]


def _broadcasts_onto(limit: Shape, shape: Shape) -> bool:
    """Whether numpy broadcasting of `limit` and `shape` gives `shape`."""
    return shape is None or broadcast_numpy(shape, limit) == shape


class FloatTestOp(OvOp):
    """A test of each element of a floating-point tensor: a boolean tensor of its shape."""

    input = operand_def(TensorType)
    output = result_def(TensorType)
    traits = traits_def(ElementwiseUnary())

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, is_floating, f"{cls.IR_TYPE} needs a floating-point operand")
        return [tensor_type(i1, shape_of(operands[0].type))]


@ov_op(10)
class IsNaNV10Op(FloatTestOp):
    """IsNaN-10: x is not a number."""


@ov_op(10)
class IsFiniteV10Op(FloatTestOp):
    """IsFinite-10: x is neither infinite nor NaN."""


@ov_op(10)
class IsInfV10Op(FloatTestOp):
    """IsInf-10: x is infinite, counting -inf and +inf only as `detect_negative` / `detect_positive` say."""

    detect_negative = bool_prop(default=True)
    detect_positive = bool_prop(default=True)


OPS = [
    SinV0Op,
    CosV0Op,
    TanV0Op,
    AsinV0Op,
    AcosV0Op,
    AtanV0Op,
    SinhV0Op,
    CoshV0Op,
    AsinhV3Op,
    AcoshV3Op,
    AtanhV3Op,
    SignV0Op,
    RoundV5Op,
    FloorModV1Op,
    ModV1Op,
    BitwiseAndV13Op,
    BitwiseOrV13Op,
    BitwiseXorV13Op,
    BitwiseNotV13Op,
    BitwiseLeftShiftV15Op,
    BitwiseRightShiftV15Op,
    ClampV0Op,
    FakeQuantizeV0Op,
    IsNaNV10Op,
    IsFiniteV10Op,
    IsInfV10Op,
]
__all__ = ["BitwiseBinaryOp", "BitShiftOp", "FloatTestOp", *(op.__name__ for op in OPS)]
