"""Element-wise mathematics: trigonometry, rounding, sign, remainders, bit operations,
clamping, and the tests for NaN and infinity."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import BoolAttr, FloatAttr, StringAttr, TensorType, f64, i1
from xdsl.ir import SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, prop_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.elements import is_boolean, is_floating, is_integer
from ovopt.dialects.ov.base import OvOp, define_op
from ovopt.dialects.ov.elementwise import BinaryElementwiseOp, UnaryElementwiseOp
from ovopt.dialects.shapes import require_element, shape_of, tensor_type

SinV0Op = define_op(UnaryElementwiseOp, "SinV0Op", "ov.Sin.v0", "Sin", "opset1", "Sin-1: sine.")
CosV0Op = define_op(UnaryElementwiseOp, "CosV0Op", "ov.Cos.v0", "Cos", "opset1", "Cos-1: cosine.")
TanV0Op = define_op(UnaryElementwiseOp, "TanV0Op", "ov.Tan.v0", "Tan", "opset1", "Tan-1: tangent.")
AsinV0Op = define_op(UnaryElementwiseOp, "AsinV0Op", "ov.Asin.v0", "Asin", "opset1", "Asin-1: arcsine.")
AcosV0Op = define_op(UnaryElementwiseOp, "AcosV0Op", "ov.Acos.v0", "Acos", "opset1", "Acos-1: arccosine.")
AtanV0Op = define_op(UnaryElementwiseOp, "AtanV0Op", "ov.Atan.v0", "Atan", "opset1", "Atan-1: arctangent.")
SinhV0Op = define_op(UnaryElementwiseOp, "SinhV0Op", "ov.Sinh.v0", "Sinh", "opset1", "Sinh-1: hyperbolic sine.")
CoshV0Op = define_op(UnaryElementwiseOp, "CoshV0Op", "ov.Cosh.v0", "Cosh", "opset1", "Cosh-1: hyperbolic cosine.")
# The inverse hyperbolic functions are C++ v3 ops that OpenVINO files under opset4.
AsinhV3Op = define_op(
    UnaryElementwiseOp, "AsinhV3Op", "ov.Asinh.v3", "Asinh", "opset4", "Asinh-3: inverse hyperbolic sine."
)
AcoshV3Op = define_op(
    UnaryElementwiseOp, "AcoshV3Op", "ov.Acosh.v3", "Acosh", "opset4", "Acosh-3: inverse hyperbolic cosine."
)
AtanhV3Op = define_op(
    UnaryElementwiseOp, "AtanhV3Op", "ov.Atanh.v3", "Atanh", "opset4", "Atanh-3: inverse hyperbolic tangent."
)
SignV0Op = define_op(UnaryElementwiseOp, "SignV0Op", "ov.Sign.v0", "Sign", "opset1", "Sign-1: -1, 0 or 1.")


@irdl_op_definition
class RoundV5Op(UnaryElementwiseOp):
    """Round-5: to the nearest integer; halves go to the even one or away from zero, by `mode`."""

    name = "ov.Round.v5"
    IR_TYPE: ClassVar = "Round"
    IR_VERSION: ClassVar = "opset5"
    mode = prop_def(StringAttr, default_value=StringAttr("half_to_even"))
    ALLOWED: ClassVar = {"mode": ("half_to_even", "half_away_from_zero")}

    def __init__(self, input: SSAValue, mode: str = "half_to_even"):
        self._build([input], {"mode": StringAttr(mode)})


FloorModV1Op = define_op(
    BinaryElementwiseOp,
    "FloorModV1Op",
    "ov.FloorMod.v1",
    "FloorMod",
    "opset1",
    "FloorMod-1: the remainder of a division rounded down; its sign is the divisor's.",
)
ModV1Op = define_op(
    BinaryElementwiseOp,
    "ModV1Op",
    "ov.Mod.v1",
    "Mod",
    "opset1",
    "Mod-1: the remainder of a division rounded toward zero; its sign is the dividend's.",
)


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


BitwiseAndV13Op = define_op(
    BitwiseBinaryOp, "BitwiseAndV13Op", "ov.BitwiseAnd.v13", "BitwiseAnd", "opset13", "BitwiseAnd-13: a & b."
)
BitwiseOrV13Op = define_op(
    BitwiseBinaryOp, "BitwiseOrV13Op", "ov.BitwiseOr.v13", "BitwiseOr", "opset13", "BitwiseOr-13: a | b."
)
BitwiseXorV13Op = define_op(
    BitwiseBinaryOp, "BitwiseXorV13Op", "ov.BitwiseXor.v13", "BitwiseXor", "opset13", "BitwiseXor-13: a ^ b."
)
BitwiseLeftShiftV15Op = define_op(
    BitShiftOp,
    "BitwiseLeftShiftV15Op",
    "ov.BitwiseLeftShift.v15",
    "BitwiseLeftShift",
    "opset15",
    "BitwiseLeftShift-15: a << b.",
)
BitwiseRightShiftV15Op = define_op(
    BitShiftOp,
    "BitwiseRightShiftV15Op",
    "ov.BitwiseRightShift.v15",
    "BitwiseRightShift",
    "opset15",
    "BitwiseRightShift-15: a >> b (arithmetic for signed integers).",
)


@irdl_op_definition
class BitwiseNotV13Op(UnaryElementwiseOp):
    """BitwiseNot-13: ~x for integers, not x for booleans."""

    name = "ov.BitwiseNot.v13"
    IR_TYPE: ClassVar = "BitwiseNot"
    IR_VERSION: ClassVar = "opset13"

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, BitwiseBinaryOp.ACCEPTS, f"BitwiseNot needs {BitwiseBinaryOp.NEEDS}")
        return [operands[0].type]


@irdl_op_definition
class ClampV0Op(UnaryElementwiseOp):
    """Clamp-1: x limited to [min, max]; integers take min rounded up and max rounded down."""

    name = "ov.Clamp.v0"
    IR_TYPE: ClassVar = "Clamp"
    IR_VERSION: ClassVar = "opset1"
    min = prop_def(FloatAttr)
    max = prop_def(FloatAttr)

    def __init__(self, input: SSAValue, min: float, max: float):
        self._build([input], {"min": FloatAttr(min, f64), "max": FloatAttr(max, f64)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        low, high = properties["min"].value.data, properties["max"].value.data
        if not low <= high:
            raise VerifyException(f"Clamp needs min <= max, got min {low} and max {high}")
        return [operands[0].type]


class FloatTestOp(OvOp):
    """A test of each element of a floating-point tensor: a boolean tensor of its shape."""

    input = operand_def(TensorType)
    output = result_def(TensorType)

    def __init__(self, input: SSAValue):
        self._build([input], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        require_element(operands[0].type, is_floating, f"{cls.IR_TYPE} needs a floating-point operand")
        return [tensor_type(i1, shape_of(operands[0].type))]


IsNaNV10Op = define_op(FloatTestOp, "IsNaNV10Op", "ov.IsNaN.v10", "IsNaN", "opset10", "IsNaN-10: x is not a number.")
IsFiniteV10Op = define_op(
    FloatTestOp,
    "IsFiniteV10Op",
    "ov.IsFinite.v10",
    "IsFinite",
    "opset10",
    "IsFinite-10: x is neither infinite nor NaN.",
)


@irdl_op_definition
class IsInfV10Op(FloatTestOp):
    """IsInf-10: x is infinite, counting -inf and +inf only as `detect_negative` / `detect_positive` say."""

    name = "ov.IsInf.v10"
    IR_TYPE: ClassVar = "IsInf"
    IR_VERSION: ClassVar = "opset10"
    detect_negative = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))
    detect_positive = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))

    def __init__(self, input: SSAValue, detect_negative: bool = True, detect_positive: bool = True):
        self._build(
            [input],
            {
                "detect_negative": BoolAttr.from_bool(detect_negative),
                "detect_positive": BoolAttr.from_bool(detect_positive),
            },
        )


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
    IsNaNV10Op,
    IsFiniteV10Op,
    IsInfV10Op,
]
__all__ = ["BitwiseBinaryOp", "BitShiftOp", "FloatTestOp", *(op.__name__ for op in OPS)]
