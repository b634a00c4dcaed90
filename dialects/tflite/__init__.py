"""The tflite dialect: where a TFLite flatbuffer enters the compiler (frontends/tflite).

One op per builtin operator, generated into `ops.py` from TFLite's schema. Hand-written here:

- `tflite.const`: a tensor with a buffer (weights, shapes, axes), its value viewing the file;
- `tflite.no_value`: an optional input the operator leaves out (`-1` in the flatbuffer);
- `tflite.custom`: an operator of a custom code, kept whole (its code and its option bytes)
  for an extension's lowering or the conversion's error;
- `tflite.storage_cast`: the edge between a quantized tensor and its plain integers, as MLIR's
  `quant.scast`: a model's int8 input becomes a quantized tensor through it, a quantized output
  leaves through it.

A quantized tensor is a tensor of its storage type (i8, ui8, i16, i32) whose encoding is a
`#tflite.quantization<...>`: real = scale * (q - zero_point), per tensor or per slice along
`axis`. Everything ovopt does with tensor types (shapes, element types) sees the storage type;
the lowering reads the encoding.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, NoneType, StringAttr, TensorType
from xdsl.ir import Attribute, Dialect, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.tflite import ops as generated
from ovopt.dialects.tflite.base import TENSOR, VALUE, TfliteOp
from ovopt.dialects.tflite.ops import *  # noqa: F403 (the generated ops are the dialect)
from ovopt.dialects.tflite.ops import TFLITE_OPS
from ovopt.dialects.tflite.quantization import QuantizationAttr, plain, quantization_of, verify_quantized

__all__ = [
    *generated.__all__,
    "TFLITE",
    "ConstOp",
    "CustomOp",
    "NoValueOp",
    "QuantizationAttr",
    "StorageCastOp",
    "TfliteOp",
    "quantization_of",
]


@irdl_op_definition
class ConstOp(IRDLOperation):
    """A tensor whose buffer the model holds. `value` is of the storage type; the result type
    may add a quantization."""

    name = "tflite.const"
    value = prop_def(DenseIntOrFPElementsAttr)
    output = result_def(TensorType)
    traits = traits_def(Pure(), ConstantLike())
    assembly_format = "$value attr-dict `:` type($output)"

    def __init__(self, value: DenseIntOrFPElementsAttr, result_type: Attribute | None = None):
        super().__init__(properties={"value": value}, result_types=[result_type or value.type])

    def verify_(self) -> None:
        result = self.output.type
        if plain(result) != self.value.type:
            raise VerifyException(f"the value is {self.value.type}, the result {plain(result)}")
        verify_quantized(result, "the constant")


@irdl_op_definition
class NoValueOp(IRDLOperation):
    """An optional input an operator leaves out."""

    name = "tflite.no_value"
    output = result_def(NoneType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__(result_types=[NoneType()])


@irdl_op_definition
class StorageCastOp(IRDLOperation):
    """Plain integers read as a quantized tensor of the same storage, or back."""

    name = "tflite.storage_cast"
    input = operand_def(TensorType)
    output = result_def(TensorType)
    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"

    def __init__(self, input: SSAValue, result_type: Attribute):
        super().__init__(operands=[input], result_types=[result_type])

    def verify_(self) -> None:
        source, target = self.input.type, self.output.type
        if plain(source) != plain(target):
            raise VerifyException(f"a storage cast keeps shape and storage: {plain(source)} is not {plain(target)}")
        if (quantization_of(source) is None) == (quantization_of(target) is None):
            raise VerifyException("a storage cast goes between a quantized tensor and its plain integers")
        verify_quantized(source, "the input")
        verify_quantized(target, "the result")


@irdl_op_definition
class CustomOp(IRDLOperation):
    """An operator of a custom code (`custom_code`), kept whole: its inputs and outputs in the
    model's order and its option bytes as the model holds them (usually a FlexBuffer)."""

    name = "tflite.custom"
    custom_code = prop_def(StringAttr)
    custom_options = opt_prop_def(DenseIntOrFPElementsAttr)  # tensor<Nxui8> over the model's bytes
    inputs = var_operand_def(VALUE)
    outputs = var_result_def(TENSOR)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$inputs attr-dict `:` functional-type($inputs, $outputs)"

    def __init__(
        self,
        custom_code: str,
        inputs: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        options: DenseIntOrFPElementsAttr | None = None,
    ):
        properties: dict[str, Attribute] = {"custom_code": StringAttr(custom_code)}
        if options is not None:
            properties["custom_options"] = options
        super().__init__(operands=[list(inputs)], result_types=[list(result_types)], properties=properties)

    def model_op_kind(self) -> str:
        return self.custom_code.data

    def verify_(self) -> None:
        if not self.custom_code.data:
            raise VerifyException("a custom operator has a custom code")


TFLITE = Dialect("tflite", [*TFLITE_OPS, ConstOp, NoValueOp, StorageCastOp, CustomOp], [QuantizationAttr])
