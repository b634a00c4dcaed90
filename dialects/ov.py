"""The ov dialect: OpenVINO operations, one op per operation version.

`ov.Softmax.v8` is OpenVINO's `ov::op::v8::Softmax`: the op knows the `type` and `version`
(opset) that IR XML spells for it (`SoftMax`, `opset8`), and its properties carry OpenVINO's
attribute names, so the IR target writes them as they are. Every op infers its result types
(`infer_result_types`, used by the builders and re-checked by the verifier) and has a numpy
reference kernel in `ov_reference.py`. Model inputs and outputs are the arguments and results
of `func.func @main`, not ops.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import ClassVar

import numpy as np
from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    f32,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Dialect, SSAValue, TypeAttribute
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import elements
from ovopt.dialects.ov_shapes import (
    Shape,
    broadcast_numpy,
    compatible,
    element_of,
    normalize_axis,
    same_element_type,
    shape_of,
    show,
    sliding_window_dim,
    tensor_type,
)

Properties = Mapping[str, Attribute]

AUTO_PAD = ("explicit", "same_upper", "same_lower", "valid")  # OpenVINO's reader knows no "notset"
AUTO_BROADCAST = ("none", "numpy", "pdpd")


def i64_array(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, list(values))


def ints(properties: Properties, name: str) -> list[int]:
    return list(properties[name].get_values())  # attribute arrays are short


def int_value(properties: Properties, name: str) -> int:
    return properties[name].value.data


def string(properties: Properties, name: str) -> str:
    return properties[name].data


def flag(properties: Properties, name: str) -> bool:
    return bool(properties[name].value.data)


def constant_value(value: SSAValue) -> np.ndarray | None:
    """The value of `value` if it is known at compile time (a constant or a static shape)."""
    from ovopt.dialects.ov_reference import evaluate  # the kernels need the ops defined here

    return evaluate(value)


class OvOp(IRDLOperation):
    """An OpenVINO operation. Subclasses set the IR spelling and infer their result types."""

    IR_TYPE: ClassVar[str]
    IR_VERSION: ClassVar[str]
    ALLOWED: ClassVar[dict[str, tuple[str, ...]]] = {}  # string property -> its legal values

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "operands attr-dict `:` functional-type(operands, results)"

    @classmethod
    def infer_result_types(cls, operands: Sequence[SSAValue], properties: Properties) -> list[Attribute]:
        """The result types for these operands and properties; raises VerifyException if invalid."""
        raise NotImplementedError

    def _build(self, operands: Sequence[SSAValue | Sequence[SSAValue]], properties: dict[str, Attribute]) -> None:
        """Create the op with the result types its operands and properties imply."""
        definition = self.get_irdl_definition()
        full = {name: p.default_value for name, p in definition.properties.items() if p.default_value is not None}
        full.update(properties)
        flat = [v for group in operands for v in ([group] if isinstance(group, SSAValue) else group)]
        result_types = self.infer_result_types(flat, full)
        super().__init__(operands=operands, result_types=result_types, properties=properties)

    def property_or_default(self, name: str) -> Attribute:
        value = self.properties.get(name)
        if value is None:
            value = self.get_irdl_definition().properties[name].default_value
        return value

    def all_properties(self) -> dict[str, Attribute]:
        """Every property, defaults filled in, in definition order."""
        definition = self.get_irdl_definition()
        return {name: self.property_or_default(name) for name in definition.properties}

    def verify_(self) -> None:
        properties = self.all_properties()
        for name, legal in self.ALLOWED.items():
            if string(properties, name) not in legal:
                raise VerifyException(f"{name} must be one of {', '.join(legal)}, not '{string(properties, name)}'")
        inferred = self.infer_result_types(self.operands, properties)
        for index, (actual, expected) in enumerate(zip(self.result_types, inferred, strict=True)):
            if not compatible(actual, expected):
                raise VerifyException(f"result {index} has type {actual}, but its operands give {expected}")

    def ir_attributes(self) -> dict[str, str]:
        """The layer's `<data>` attributes, as IR XML spells them."""
        return {name: ir_string(value) for name, value in self.all_properties().items()}


def ir_string(value: Attribute) -> str:
    """An attribute value as IR XML writes it: `1, 1`, `true`, `f32`, `explicit`."""
    if isinstance(value, IntegerAttr):
        if value.type == i1:
            return "true" if value.value.data else "false"
        return str(value.value.data)
    if isinstance(value, FloatAttr):
        return repr(float(value.value.data))
    if isinstance(value, StringAttr):
        return value.data
    if isinstance(value, DenseArrayBase):
        return ", ".join(str(v) for v in value.get_values())
    if isinstance(value, ArrayAttr):
        return ",".join(ir_string(v) for v in value.data)
    if isinstance(value, TypeAttribute):
        kind = elements.kind_of(value)
        if kind is None or kind.ov is None:
            raise VerifyException(f"OpenVINO has no element type for {value}")
        return kind.ov
    raise VerifyException(f"no IR spelling for attribute {value}")


def _define(base: type[OvOp], class_name: str, op_name: str, ir_type: str, ir_version: str, doc: str):
    """An op that is its base class with another name: element-wise functions, reductions."""
    namespace = {
        "__doc__": doc,
        "__module__": __name__,
        "__annotations__": {"IR_TYPE": ClassVar, "IR_VERSION": ClassVar},
        "name": op_name,
        "IR_TYPE": ir_type,
        "IR_VERSION": ir_version,
    }
    return irdl_op_definition(type(class_name, (base,), namespace))


# -- Constant ----------------------------------------------------------------------------------


@irdl_op_definition
class ConstantV0Op(OvOp):
    """Constant-1: a tensor known at compile time; its bytes go to the .bin file."""

    name = "ov.Constant.v0"
    IR_TYPE: ClassVar = "Const"
    IR_VERSION: ClassVar = "opset1"
    value = prop_def(DenseIntOrFPElementsAttr)
    output = result_def(TensorType)
    traits = traits_def(Pure(), ConstantLike())
    assembly_format = None

    def __init__(self, value: DenseIntOrFPElementsAttr):
        super().__init__(result_types=[value.get_type()], properties={"value": value})

    @classmethod
    def from_numpy(cls, array: np.ndarray, element_type: Attribute | None = None) -> ConstantV0Op:
        return cls(elements.dense_from_numpy(np.asarray(array), element_type))

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [properties["value"].get_type()]

    def ir_attributes(self) -> dict[str, str]:
        raise NotImplementedError("the IR target writes Const layers itself")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.value)
        printer.print_op_attributes(self.attributes)

    @classmethod
    def parse(cls, parser: Parser) -> ConstantV0Op:
        value = parser.parse_attribute()
        if not isinstance(value, DenseIntOrFPElementsAttr):
            parser.raise_error("ov.Constant.v0 takes a dense<...> : tensor<...> value")
        attributes = parser.parse_optional_attr_dict()
        op = cls(value)
        op.attributes.update(attributes)
        return op


# -- Element-wise ----------------------------------------------------------------------------


class UnaryElementwiseOp(OvOp):
    """An element-wise function of one tensor: the result has the input's type."""

    T: ClassVar = VarConstraint("T", base(TensorType))
    input = operand_def(T)
    output = result_def(T)
    assembly_format = "$input attr-dict `:` type($input)"

    def __init__(self, input: SSAValue):
        self._build([input], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [operands[0].type]


ReluV0Op = _define(UnaryElementwiseOp, "ReluV0Op", "ov.Relu.v0", "ReLU", "opset1", "ReLU-1: max(x, 0).")
SigmoidV0Op = _define(UnaryElementwiseOp, "SigmoidV0Op", "ov.Sigmoid.v0", "Sigmoid", "opset1", "Sigmoid-1: 1 / (1 + exp(-x)).")
TanhV0Op = _define(UnaryElementwiseOp, "TanhV0Op", "ov.Tanh.v0", "Tanh", "opset1", "Tanh-1: hyperbolic tangent.")
ExpV0Op = _define(UnaryElementwiseOp, "ExpV0Op", "ov.Exp.v0", "Exp", "opset1", "Exp-1: e to the x.")
LogV0Op = _define(UnaryElementwiseOp, "LogV0Op", "ov.Log.v0", "Log", "opset1", "Log-1: natural logarithm.")
SqrtV0Op = _define(UnaryElementwiseOp, "SqrtV0Op", "ov.Sqrt.v0", "Sqrt", "opset1", "Sqrt-1: square root.")
AbsV0Op = _define(UnaryElementwiseOp, "AbsV0Op", "ov.Abs.v0", "Abs", "opset1", "Abs-1: absolute value.")
NegativeV0Op = _define(UnaryElementwiseOp, "NegativeV0Op", "ov.Negative.v0", "Negative", "opset1", "Negative-1: -x.")
FloorV0Op = _define(UnaryElementwiseOp, "FloorV0Op", "ov.Floor.v0", "Floor", "opset1", "Floor-1: round down.")
CeilingV0Op = _define(UnaryElementwiseOp, "CeilingV0Op", "ov.Ceiling.v0", "Ceiling", "opset1", "Ceiling-1: round up.")
ErfV0Op = _define(UnaryElementwiseOp, "ErfV0Op", "ov.Erf.v0", "Erf", "opset1", "Erf-1: the Gauss error function.")

UNARY_OPS = [ReluV0Op, SigmoidV0Op, TanhV0Op, ExpV0Op, LogV0Op, SqrtV0Op, AbsV0Op, NegativeV0Op, FloorV0Op, CeilingV0Op, ErfV0Op]


class BinaryElementwiseOp(OvOp):
    """An element-wise function of two tensors of one element type, broadcast as numpy does."""

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    output = result_def(TensorType)
    auto_broadcast = prop_def(StringAttr, default_value=StringAttr("numpy"))
    ALLOWED: ClassVar = {"auto_broadcast": AUTO_BROADCAST}

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        self._build([lhs, rhs], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        lhs, rhs = operands
        element = same_element_type(lhs.type, rhs.type)
        a, b = shape_of(lhs.type), shape_of(rhs.type)
        mode = string(properties, "auto_broadcast")
        if mode == "none":
            if a is not None and b is not None and not compatible(lhs.type, rhs.type):
                raise VerifyException(f"shapes {show(a)} and {show(b)} differ and auto_broadcast is none")
            shape = a if a is not None else b
        elif mode == "numpy":
            shape = broadcast_numpy(a, b)
        else:
            shape = a  # pdpd: rhs broadcasts onto lhs
        return [tensor_type(element, shape)]


AddV1Op = _define(BinaryElementwiseOp, "AddV1Op", "ov.Add.v1", "Add", "opset1", "Add-1: a + b.")
SubtractV1Op = _define(BinaryElementwiseOp, "SubtractV1Op", "ov.Subtract.v1", "Subtract", "opset1", "Subtract-1: a - b.")
MultiplyV1Op = _define(BinaryElementwiseOp, "MultiplyV1Op", "ov.Multiply.v1", "Multiply", "opset1", "Multiply-1: a * b.")
MaximumV1Op = _define(BinaryElementwiseOp, "MaximumV1Op", "ov.Maximum.v1", "Maximum", "opset1", "Maximum-1: max(a, b).")
MinimumV1Op = _define(BinaryElementwiseOp, "MinimumV1Op", "ov.Minimum.v1", "Minimum", "opset1", "Minimum-1: min(a, b).")
PowerV1Op = _define(BinaryElementwiseOp, "PowerV1Op", "ov.Power.v1", "Power", "opset1", "Power-1: a to the b.")


@irdl_op_definition
class DivideV1Op(BinaryElementwiseOp):
    """Divide-1: a / b; integers round down when `m_pythondiv`, toward zero otherwise."""

    name = "ov.Divide.v1"
    IR_TYPE: ClassVar = "Divide"
    IR_VERSION: ClassVar = "opset1"
    m_pythondiv = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))

    def __init__(self, lhs: SSAValue, rhs: SSAValue, python_division: bool = True):
        self._build([lhs, rhs], {"m_pythondiv": BoolAttr.from_bool(python_division)})


BINARY_OPS = [AddV1Op, SubtractV1Op, MultiplyV1Op, DivideV1Op, MaximumV1Op, MinimumV1Op, PowerV1Op]


@irdl_op_definition
class ConvertV0Op(OvOp):
    """Convert-1: the input's values in another element type."""

    name = "ov.Convert.v0"
    IR_TYPE: ClassVar = "Convert"
    IR_VERSION: ClassVar = "opset1"
    input = operand_def(TensorType)
    output = result_def(TensorType)
    destination_type = prop_def(TypeAttribute)

    def __init__(self, input: SSAValue, destination_type: Attribute):
        self._build([input], {"destination_type": destination_type})

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [tensor_type(properties["destination_type"], shape_of(operands[0].type))]


# -- Convolution and pooling -------------------------------------------------------------------


class SlidingWindowOp(OvOp):
    """Convolution and pooling: windows slide over the spatial axes (2 and on) of NC... data."""

    strides = prop_def(DenseArrayBase.constr(i64))
    pads_begin = prop_def(DenseArrayBase.constr(i64))
    pads_end = prop_def(DenseArrayBase.constr(i64))
    auto_pad = prop_def(StringAttr, default_value=StringAttr("explicit"))

    @classmethod
    def _spatial(
        cls, data: Shape, kernel: Sequence[int], properties: Properties, rounding: str = "floor"
    ) -> list[int | None]:
        """Output lengths of the spatial axes of `data` under `kernel` and the properties."""
        spatial = len(kernel)
        if data is not None and len(data) != spatial + 2:
            raise VerifyException(f"input of rank {len(data)} does not match a {spatial}-D window")
        strides = ints(properties, "strides")
        dilations = ints(properties, "dilations") if "dilations" in properties else [1] * spatial
        begin, end = ints(properties, "pads_begin"), ints(properties, "pads_end")
        for name, values in (("strides", strides), ("dilations", dilations), ("pads_begin", begin), ("pads_end", end)):
            if len(values) != spatial:
                raise VerifyException(f"{name} has {len(values)} values for {spatial} spatial axes")
        if any(s <= 0 for s in strides) or any(d <= 0 for d in dilations):
            raise VerifyException("strides and dilations must be positive")
        auto_pad = string(properties, "auto_pad")
        sizes = [None] * spatial if data is None else data[2:]
        return [
            sliding_window_dim(size, k, s, d, b, e, auto_pad, rounding)
            for size, k, s, d, b, e in zip(sizes, kernel, strides, dilations, begin, end)
        ]


@irdl_op_definition
class ConvolutionV1Op(SlidingWindowOp):
    """Convolution-1: data [N, C_IN, ...] with filters [C_OUT, C_IN, ...], without bias."""

    name = "ov.Convolution.v1"
    IR_TYPE: ClassVar = "Convolution"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    filters = operand_def(TensorType)
    output = result_def(TensorType)
    dilations = prop_def(DenseArrayBase.constr(i64))
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD}

    def __init__(self, data, filters, strides, dilations, pads_begin, pads_end, auto_pad="explicit"):
        self._build(
            [data, filters],
            {
                "strides": i64_array(strides),
                "dilations": i64_array(dilations),
                "pads_begin": i64_array(pads_begin),
                "pads_end": i64_array(pads_end),
                "auto_pad": StringAttr(auto_pad),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, filters = operands
        element = same_element_type(data.type, filters.type)
        x, w = shape_of(data.type), shape_of(filters.type)
        if w is None:
            raise VerifyException("filters must have a known rank")
        if any(d is None for d in w[2:]):
            raise VerifyException(f"filters {show(w)} must have a static kernel size")
        if x is not None and x[1] is not None and w[1] is not None and x[1] != w[1]:
            raise VerifyException(f"data has {x[1]} channels, filters expect {w[1]}")
        spatial = cls._spatial(x, w[2:], properties)
        batch = None if x is None else x[0]
        return [tensor_type(element, [batch, w[0], *spatial])]


@irdl_op_definition
class GroupConvolutionV1Op(SlidingWindowOp):
    """GroupConvolution-1: filters [GROUPS, C_OUT/GROUPS, C_IN/GROUPS, ...]."""

    name = "ov.GroupConvolution.v1"
    IR_TYPE: ClassVar = "GroupConvolution"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    filters = operand_def(TensorType)
    output = result_def(TensorType)
    dilations = prop_def(DenseArrayBase.constr(i64))
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD}

    __init__ = ConvolutionV1Op.__init__

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, filters = operands
        element = same_element_type(data.type, filters.type)
        x, w = shape_of(data.type), shape_of(filters.type)
        if w is None or any(d is None for d in w[3:]):
            raise VerifyException("filters must have a known rank and a static kernel size")
        groups, out_per_group, in_per_group = w[:3]
        if x is not None and None not in (x[1], groups, in_per_group) and x[1] != groups * in_per_group:
            raise VerifyException(f"data has {x[1]} channels, filters expect {groups} groups of {in_per_group}")
        spatial = cls._spatial(x, w[3:], properties)
        out = None if None in (groups, out_per_group) else groups * out_per_group
        return [tensor_type(element, [None if x is None else x[0], out, *spatial])]


class MaxPoolOp(SlidingWindowOp):
    """Window maxima, and where they were (indices flattened from `axis`)."""

    IR_TYPE: ClassVar = "MaxPool"
    data = operand_def(TensorType)
    output = result_def(TensorType)
    indices = result_def(TensorType)
    dilations = prop_def(DenseArrayBase.constr(i64))
    kernel = prop_def(DenseArrayBase.constr(i64))
    rounding_type = prop_def(StringAttr, default_value=StringAttr("floor"))
    index_element_type = prop_def(TypeAttribute, default_value=i64)
    axis = prop_def(IntegerAttr[I64], default_value=IntegerAttr(0, 64))

    def __init__(self, data, kernel, strides, dilations, pads_begin, pads_end, rounding_type="floor", auto_pad="explicit"):
        self._build(
            [data],
            {
                "strides": i64_array(strides),
                "dilations": i64_array(dilations),
                "pads_begin": i64_array(pads_begin),
                "pads_end": i64_array(pads_end),
                "kernel": i64_array(kernel),
                "rounding_type": StringAttr(rounding_type),
                "auto_pad": StringAttr(auto_pad),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        x = shape_of(operands[0].type)
        index_type = properties["index_element_type"]
        if index_type not in (i32, i64):
            raise VerifyException(f"index_element_type must be i32 or i64, not {index_type}")
        spatial = cls._spatial(x, ints(properties, "kernel"), properties, string(properties, "rounding_type"))
        shape = [None, None, *spatial] if x is None else [x[0], x[1], *spatial]
        return [tensor_type(element_of(operands[0].type), shape), tensor_type(index_type, shape)]


@irdl_op_definition
class MaxPoolV8Op(MaxPoolOp):
    """MaxPool-8: max pooling with dilations and an indices output."""

    name = "ov.MaxPool.v8"
    IR_VERSION: ClassVar = "opset8"
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD, "rounding_type": ("floor", "ceil")}


@irdl_op_definition
class MaxPoolV14Op(MaxPoolOp):
    """MaxPool-14: MaxPool-8 plus `ceil_torch` rounding (no window starts in the end padding)."""

    name = "ov.MaxPool.v14"
    IR_VERSION: ClassVar = "opset14"
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD, "rounding_type": ("floor", "ceil", "ceil_torch")}


class AvgPoolOp(SlidingWindowOp):
    """Window means; `exclude-pad` leaves padding out of the count."""

    IR_TYPE: ClassVar = "AvgPool"
    data = operand_def(TensorType)
    output = result_def(TensorType)
    kernel = prop_def(DenseArrayBase.constr(i64))
    exclude_pad = prop_def(BoolAttr, prop_name="exclude-pad")
    rounding_type = prop_def(StringAttr, default_value=StringAttr("floor"))

    def __init__(self, data, kernel, strides, pads_begin, pads_end, exclude_pad, rounding_type="floor", auto_pad="explicit"):
        self._build(
            [data],
            {
                "strides": i64_array(strides),
                "pads_begin": i64_array(pads_begin),
                "pads_end": i64_array(pads_end),
                "kernel": i64_array(kernel),
                "exclude-pad": BoolAttr.from_bool(exclude_pad),
                "rounding_type": StringAttr(rounding_type),
                "auto_pad": StringAttr(auto_pad),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        x = shape_of(operands[0].type)
        kernel = ints(properties, "kernel")
        spatial = cls._spatial(x, kernel, properties, string(properties, "rounding_type"))
        if flag(properties, "exclude-pad") and string(properties, "auto_pad") == "explicit":
            # A window wholly in the padding would count no element; OpenVINO refuses it.
            pads = zip(kernel, ints(properties, "pads_begin"), ints(properties, "pads_end"))
            for axis, (k, begin, end) in enumerate(pads):
                if begin >= k or end >= k:
                    raise VerifyException(
                        f"with exclude-pad, pads must be smaller than the kernel: axis {axis} has kernel {k}, pads {begin} and {end}"
                    )
        shape = [None, None, *spatial] if x is None else [x[0], x[1], *spatial]
        return [tensor_type(element_of(operands[0].type), shape)]


@irdl_op_definition
class AvgPoolV1Op(AvgPoolOp):
    """AvgPool-1: average pooling."""

    name = "ov.AvgPool.v1"
    IR_VERSION: ClassVar = "opset1"
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD, "rounding_type": ("floor", "ceil")}


@irdl_op_definition
class AvgPoolV14Op(AvgPoolOp):
    """AvgPool-14: AvgPool-1 plus `ceil_torch` rounding."""

    name = "ov.AvgPool.v14"
    IR_VERSION: ClassVar = "opset14"
    ALLOWED: ClassVar = {"auto_pad": AUTO_PAD, "rounding_type": ("floor", "ceil", "ceil_torch")}


# -- Linear algebra and normalisation ------------------------------------------------------------


@irdl_op_definition
class MatMulV0Op(OvOp):
    """MatMul-1: numpy matmul, with optional transposes of the last two axes of a and b."""

    name = "ov.MatMul.v0"
    IR_TYPE: ClassVar = "MatMul"
    IR_VERSION: ClassVar = "opset1"
    a = operand_def(TensorType)
    b = operand_def(TensorType)
    output = result_def(TensorType)
    transpose_a = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    transpose_b = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))

    def __init__(self, a: SSAValue, b: SSAValue, transpose_a: bool = False, transpose_b: bool = False):
        self._build(
            [a, b],
            {"transpose_a": BoolAttr.from_bool(transpose_a), "transpose_b": BoolAttr.from_bool(transpose_b)},
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        a, b = operands
        element = same_element_type(a.type, b.type)
        x, y = shape_of(a.type), shape_of(b.type)
        if x is None or y is None:
            return [tensor_type(element, None)]
        if not x or not y:
            raise VerifyException("MatMul operands must have rank 1 or more")
        x, y = list(x), list(y)
        if flag(properties, "transpose_a") and len(x) > 1:
            x[-2:] = x[-1], x[-2]
        if flag(properties, "transpose_b") and len(y) > 1:
            y[-2:] = y[-1], y[-2]
        a_vector, b_vector = len(x) == 1, len(y) == 1
        if a_vector:
            x = [1, *x]
        if b_vector:
            y = [*y, 1]
        if x[-1] is not None and y[-2] is not None and x[-1] != y[-2]:
            raise VerifyException(f"MatMul cannot multiply {show(x)} by {show(y)}")
        batch = broadcast_numpy(x[:-2], y[:-2])
        shape = [*batch, x[-2], y[-1]]
        if b_vector:
            shape.pop(-1)
        if a_vector:
            shape.pop(-1 if b_vector else -2)
        return [tensor_type(element, shape)]


@irdl_op_definition
class BatchNormInferenceV5Op(OvOp):
    """BatchNormInference-5: (x - mean) / sqrt(variance + epsilon) * gamma + beta over axis 1."""

    name = "ov.BatchNormInference.v5"
    IR_TYPE: ClassVar = "BatchNormInference"
    IR_VERSION: ClassVar = "opset5"
    data = operand_def(TensorType)
    gamma = operand_def(TensorType)
    beta = operand_def(TensorType)
    mean = operand_def(TensorType)
    variance = operand_def(TensorType)
    output = result_def(TensorType)
    epsilon = prop_def(FloatAttr)

    def __init__(self, data, gamma, beta, mean, variance, epsilon: float):
        self._build([data, gamma, beta, mean, variance], {"epsilon": FloatAttr(epsilon, f32)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = operands[0]
        same_element_type(*(o.type for o in operands))
        if properties["epsilon"].value.data < 0:
            raise VerifyException(f"epsilon must not be negative, got {properties['epsilon'].value.data}")
        x = shape_of(data.type)
        if x is not None and len(x) < 2:
            raise VerifyException("BatchNormInference data needs rank 2 or more")
        for operand in operands[1:]:
            shape = shape_of(operand.type)
            if shape is not None and (len(shape) != 1 or (x is not None and None not in (x[1], shape[0]) and x[1] != shape[0])):
                raise VerifyException(f"per-channel inputs must be [C], got {show(shape)}")
        return [data.type]


@irdl_op_definition
class SoftmaxV8Op(OvOp):
    """Softmax-8: normalises along `axis`; a negative axis counts from the back."""

    name = "ov.Softmax.v8"
    IR_TYPE: ClassVar = "SoftMax"
    IR_VERSION: ClassVar = "opset8"
    T: ClassVar = VarConstraint("T", base(TensorType))
    input = operand_def(T)
    output = result_def(T)
    axis = prop_def(IntegerAttr[I64], default_value=IntegerAttr(1, 64))
    assembly_format = "$input attr-dict `:` type($input)"

    def __init__(self, input: SSAValue, axis: int = 1):
        self._build([input], {"axis": IntegerAttr(axis, 64)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        rank = len(shape_of(operands[0].type) or [0] * 64)
        normalize_axis(int_value(properties, "axis"), rank)
        return [operands[0].type]


@irdl_op_definition
class LRNV0Op(OvOp):
    """LRN-1: local response normalisation over the axes given by the second input."""

    name = "ov.LRN.v0"
    IR_TYPE: ClassVar = "LRN"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    alpha = prop_def(FloatAttr)
    beta = prop_def(FloatAttr)
    bias = prop_def(FloatAttr)
    size = prop_def(IntegerAttr[I64])

    def __init__(self, data, axes, alpha: float, beta: float, bias: float, size: int):
        self._build(
            [data, axes],
            {
                "alpha": FloatAttr(alpha, f32),
                "beta": FloatAttr(beta, f32),
                "bias": FloatAttr(bias, f32),
                "size": IntegerAttr(size, 64),
            },
        )

    @classmethod
    def infer_result_types(cls, operands, properties):
        return [operands[0].type]


# -- Reductions ---------------------------------------------------------------------------------


class ReductionOp(OvOp):
    """A reduction of `data` over the axes in the second input."""

    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)
    keep_dims = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))

    def __init__(self, data: SSAValue, axes: SSAValue, keep_dims: bool = False):
        self._build([data, axes], {"keep_dims": BoolAttr.from_bool(keep_dims)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes = operands
        x = shape_of(data.type)
        element = element_of(data.type)
        keep = flag(properties, "keep_dims")
        values = constant_value(axes)
        if x is None:
            return [tensor_type(element, None)]
        if values is None:
            axes_shape = shape_of(axes.type)
            if keep:
                return [tensor_type(element, [None] * len(x))]
            if axes_shape is not None and len(axes_shape) == 1 and axes_shape[0] is not None:
                return [tensor_type(element, [None] * (len(x) - axes_shape[0]))]
            return [tensor_type(element, None)]
        reduced = {normalize_axis(int(a), len(x)) for a in values.reshape(-1)}
        if keep:
            return [tensor_type(element, [1 if i in reduced else d for i, d in enumerate(x)])]
        return [tensor_type(element, [d for i, d in enumerate(x) if i not in reduced])]


ReduceMeanV1Op = _define(ReductionOp, "ReduceMeanV1Op", "ov.ReduceMean.v1", "ReduceMean", "opset1", "ReduceMean-1: mean over axes.")
ReduceSumV1Op = _define(ReductionOp, "ReduceSumV1Op", "ov.ReduceSum.v1", "ReduceSum", "opset1", "ReduceSum-1: sum over axes.")
ReduceProdV1Op = _define(ReductionOp, "ReduceProdV1Op", "ov.ReduceProd.v1", "ReduceProd", "opset1", "ReduceProd-1: product over axes.")
ReduceMaxV1Op = _define(ReductionOp, "ReduceMaxV1Op", "ov.ReduceMax.v1", "ReduceMax", "opset1", "ReduceMax-1: maximum over axes.")
ReduceMinV1Op = _define(ReductionOp, "ReduceMinV1Op", "ov.ReduceMin.v1", "ReduceMin", "opset1", "ReduceMin-1: minimum over axes.")

REDUCTION_OPS = [ReduceMeanV1Op, ReduceSumV1Op, ReduceProdV1Op, ReduceMaxV1Op, ReduceMinV1Op]


# -- Shape manipulation ---------------------------------------------------------------------------


def _integer_tensor(value: SSAValue, what: str) -> None:
    element = element_of(value.type)
    if not isinstance(element, IntegerType):
        raise VerifyException(f"{what} must be an integer tensor, not {value.type}")


@irdl_op_definition
class ReshapeV1Op(OvOp):
    """Reshape-1: data with the shape of the second input; with `special_zero`, 0 copies a dim."""

    name = "ov.Reshape.v1"
    IR_TYPE: ClassVar = "Reshape"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    shape = operand_def(TensorType)
    output = result_def(TensorType)
    special_zero = prop_def(BoolAttr)

    def __init__(self, data: SSAValue, shape: SSAValue, special_zero: bool):
        self._build([data, shape], {"special_zero": BoolAttr.from_bool(special_zero)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, shape = operands
        _integer_tensor(shape, "the target shape")
        element = element_of(data.type)
        target_shape = shape_of(shape.type)
        if target_shape is None or len(target_shape) != 1:
            if target_shape is not None and len(target_shape) != 1:
                raise VerifyException(f"the target shape must be 1-D, got {show(target_shape)}")
            return [tensor_type(element, None)]
        target = constant_value(shape)
        if target is None and isinstance(shape.owner, ShapeOfV3Op) and not flag(properties, "special_zero"):
            # reshaped like another value (reshape_like): its known dims stay known
            return [tensor_type(element, shape_of(shape.owner.input.type))]
        if target is None:
            return [tensor_type(element, None if target_shape[0] is None else [None] * target_shape[0])]
        return [tensor_type(element, reshaped(shape_of(data.type), [int(v) for v in target], flag(properties, "special_zero")))]


def reshaped(input: Shape, target: list[int], special_zero: bool) -> list[int | None]:
    """The output dims of Reshape-1 for a known target (-1 inferred, 0 copied if special_zero)."""
    out: list[int | None] = []
    for index, value in enumerate(target):
        if value == 0 and special_zero:
            if input is None or index >= len(input):
                raise VerifyException(f"target dim {index} copies an input dim that does not exist")
            out.append(input[index])
        elif value < -1:
            raise VerifyException(f"target shape value {value} is invalid")
        else:
            out.append(value)
    if out.count(-1) > 1:
        raise VerifyException("the target shape has more than one -1")
    total = None if input is None or None in input else math.prod(input)
    if -1 in out:
        known = [d for d in out if d != -1]
        if total is None or None in known:
            return [None if d == -1 else d for d in out]
        rest = math.prod(known)  # type: ignore[arg-type]
        if rest == 0 or total % rest:
            raise VerifyException(f"cannot reshape {total} elements into {target}")
        out[out.index(-1)] = total // rest
    elif total is not None and None not in out and math.prod(out) != total:  # type: ignore[arg-type]
        raise VerifyException(f"cannot reshape {show(input)} into {target}")
    return out


@irdl_op_definition
class TransposeV1Op(OvOp):
    """Transpose-1: permutes axes by the order in the second input (empty: reverse them)."""

    name = "ov.Transpose.v1"
    IR_TYPE: ClassVar = "Transpose"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    input_order = operand_def(TensorType)
    output = result_def(TensorType)

    def __init__(self, data: SSAValue, input_order: SSAValue):
        self._build([data, input_order], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, order = operands
        _integer_tensor(order, "the transpose order")
        x = shape_of(data.type)
        element = element_of(data.type)
        values = constant_value(order)
        if x is None:
            return [tensor_type(element, None)]
        if values is None:
            return [tensor_type(element, [None] * len(x))]
        perm = [int(v) for v in values.reshape(-1)] or list(reversed(range(len(x))))
        if sorted(perm) != list(range(len(x))):
            raise VerifyException(f"{perm} is not a permutation of the axes of rank {len(x)}")
        return [tensor_type(element, [x[p] for p in perm])]


@irdl_op_definition
class ConcatV0Op(OvOp):
    """Concat-1: joins the inputs along `axis`."""

    name = "ov.Concat.v0"
    IR_TYPE: ClassVar = "Concat"
    IR_VERSION: ClassVar = "opset1"
    inputs = var_operand_def(TensorType)
    output = result_def(TensorType)
    axis = prop_def(IntegerAttr[I64])

    def __init__(self, inputs: Sequence[SSAValue], axis: int):
        self._build([list(inputs)], {"axis": IntegerAttr(axis, 64)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        if not operands:
            raise VerifyException("Concat needs at least one input")
        element = same_element_type(*(o.type for o in operands))
        shapes = [shape_of(o.type) for o in operands]
        known = [s for s in shapes if s is not None]
        if not known:
            return [tensor_type(element, None)]
        rank = len(known[0])
        axis = normalize_axis(int_value(properties, "axis"), rank)
        out: list[int | None] = list(known[0])
        total: int | None = 0
        for shape in shapes:
            if shape is None:
                total = None
                continue
            if len(shape) != rank:
                raise VerifyException("Concat inputs must share one rank")
            for i, d in enumerate(shape):
                if i == axis:
                    continue
                if out[i] is None:
                    out[i] = d
                elif d is not None and d != out[i]:
                    raise VerifyException(f"Concat inputs differ on axis {i}: {out[i]} and {d}")
            total = None if total is None or shape[axis] is None else total + shape[axis]
        out[axis] = total
        return [tensor_type(element, out)]


@irdl_op_definition
class ShapeOfV3Op(OvOp):
    """ShapeOf-3: the shape of the input, as a 1-D i64 or i32 tensor."""

    name = "ov.ShapeOf.v3"
    IR_TYPE: ClassVar = "ShapeOf"
    IR_VERSION: ClassVar = "opset3"
    input = operand_def(TensorType)
    output = result_def(TensorType)
    output_type = prop_def(TypeAttribute, default_value=i64)

    def __init__(self, input: SSAValue, output_type: Attribute = i64):
        self._build([input], {"output_type": output_type})

    @classmethod
    def infer_result_types(cls, operands, properties):
        output_type = properties["output_type"]
        if output_type not in (i32, i64):
            raise VerifyException(f"output_type must be i32 or i64, not {output_type}")
        x = shape_of(operands[0].type)
        return [tensor_type(output_type, [None if x is None else len(x)])]


@irdl_op_definition
class BroadcastV3Op(OvOp):
    """Broadcast-3: data repeated to the target shape (`numpy` or `bidirectional` rules)."""

    name = "ov.Broadcast.v3"
    IR_TYPE: ClassVar = "Broadcast"
    IR_VERSION: ClassVar = "opset3"
    data = operand_def(TensorType)
    target_shape = operand_def(TensorType)
    output = result_def(TensorType)
    mode = prop_def(StringAttr, default_value=StringAttr("numpy"))
    ALLOWED: ClassVar = {"mode": ("numpy", "bidirectional")}

    def __init__(self, data: SSAValue, target_shape: SSAValue, mode: str = "numpy"):
        self._build([data, target_shape], {"mode": StringAttr(mode)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, target = operands
        _integer_tensor(target, "the target shape")
        element = element_of(data.type)
        values = constant_value(target)
        target_shape = shape_of(target.type)
        wanted = None if values is None else [int(v) for v in values.reshape(-1)]
        if wanted is None and isinstance(target.owner, ShapeOfV3Op):
            wanted = shape_of(target.owner.input.type)  # another value's shape: its known dims stay known
        if wanted is None:
            if target_shape is None or target_shape[0] is None:
                return [tensor_type(element, None)]
            rank = target_shape[0]
            x = shape_of(data.type)
            if string(properties, "mode") == "bidirectional" and x is not None:
                rank = max(rank, len(x))
            return [tensor_type(element, [None] * rank)]
        x = shape_of(data.type)
        if string(properties, "mode") == "bidirectional":
            return [tensor_type(element, broadcast_numpy(x, wanted))]
        if x is not None:
            if len(x) > len(wanted):
                raise VerifyException(f"cannot broadcast {show(x)} to {wanted}")
            broadcast_numpy(x, wanted)  # raises if they do not fit
        return [tensor_type(element, wanted)]


@irdl_op_definition
class UnsqueezeV0Op(OvOp):
    """Unsqueeze-1: inserts dims of size 1 at the axes of the second input (of the output rank)."""

    name = "ov.Unsqueeze.v0"
    IR_TYPE: ClassVar = "Unsqueeze"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)

    def __init__(self, data: SSAValue, axes: SSAValue):
        self._build([data, axes], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes = operands
        x = shape_of(data.type)
        element = element_of(data.type)
        values = constant_value(axes)
        if x is None or values is None:
            return [tensor_type(element, None)]
        rank = len(x) + values.size
        inserted = {normalize_axis(int(a), rank) for a in values.reshape(-1)}
        if len(inserted) != values.size:
            raise VerifyException("Unsqueeze axes repeat")
        rest = iter(x)
        return [tensor_type(element, [1 if i in inserted else next(rest) for i in range(rank)])]


@irdl_op_definition
class SqueezeV0Op(OvOp):
    """Squeeze-1: removes the dims of size 1 at the axes of the second input."""

    name = "ov.Squeeze.v0"
    IR_TYPE: ClassVar = "Squeeze"
    IR_VERSION: ClassVar = "opset1"
    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    output = result_def(TensorType)

    def __init__(self, data: SSAValue, axes: SSAValue):
        self._build([data, axes], {})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes = operands
        x = shape_of(data.type)
        element = element_of(data.type)
        values = constant_value(axes)
        if x is None or values is None:
            return [tensor_type(element, None)]
        removed = {normalize_axis(int(a), len(x)) for a in values.reshape(-1)}
        for axis in removed:
            if x[axis] not in (1, None):
                raise VerifyException(f"cannot squeeze axis {axis} of size {x[axis]}")
        return [tensor_type(element, [d for i, d in enumerate(x) if i not in removed])]


@irdl_op_definition
class GatherV8Op(OvOp):
    """Gather-8: slices of data along `axis` picked by indices (negative indices count back)."""

    name = "ov.Gather.v8"
    IR_TYPE: ClassVar = "Gather"
    IR_VERSION: ClassVar = "opset8"
    data = operand_def(TensorType)
    indices = operand_def(TensorType)
    axis = operand_def(TensorType)
    output = result_def(TensorType)
    batch_dims = prop_def(IntegerAttr[I64], default_value=IntegerAttr(0, 64))

    def __init__(self, data: SSAValue, indices: SSAValue, axis: SSAValue, batch_dims: int = 0):
        self._build([data, indices, axis], {"batch_dims": IntegerAttr(batch_dims, 64)})

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, indices, axis_value = operands
        _integer_tensor(indices, "Gather indices")
        x, idx = shape_of(data.type), shape_of(indices.type)
        element = element_of(data.type)
        axis = constant_value(axis_value)
        batch_dims = int_value(properties, "batch_dims")
        if x is None or idx is None or axis is None:
            return [tensor_type(element, None)]
        axis_index = normalize_axis(int(axis.reshape(-1)[0]), len(x))
        batch = normalize_axis(batch_dims, len(idx) + 1, "batch_dims") if batch_dims < 0 else batch_dims
        return [tensor_type(element, [*x[:axis_index], *idx[batch:], *x[axis_index + 1 :]])]


OV_OPS = [
    ConstantV0Op,
    *UNARY_OPS,
    *BINARY_OPS,
    ConvertV0Op,
    ConvolutionV1Op,
    GroupConvolutionV1Op,
    MaxPoolV8Op,
    MaxPoolV14Op,
    AvgPoolV1Op,
    AvgPoolV14Op,
    MatMulV0Op,
    BatchNormInferenceV5Op,
    SoftmaxV8Op,
    LRNV0Op,
    *REDUCTION_OPS,
    ReshapeV1Op,
    TransposeV1Op,
    ConcatV0Op,
    ShapeOfV3Op,
    BroadcastV3Op,
    UnsqueezeV0Op,
    SqueezeV0Op,
    GatherV8Op,
]

OV = Dialect("ov", OV_OPS, [])
