"""TFLite's tensors as the tflite dialect's types and constants.

A tensor's type is its storage type and static shape (the one the interpreter allocates), with
its quantization as the encoding when it has scales. A buffer's bytes stay where the file was
mapped: a constant is a dense attribute over them, never a list of numbers.
"""

from __future__ import annotations

import math

import numpy as np
from tflite.TensorType import TensorType as SchemaTensorType
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute

from ovopt.dialects.tflite import QuantizationAttr
from ovopt.frontends.tflite.errors import TfliteImportError
from ovopt.support import elements


def _int(width: int, signed: bool = True) -> IntegerType:
    return IntegerType(width, Signedness.SIGNLESS if signed else Signedness.UNSIGNED)


# The schema's TensorType -> element type (signed integers signless, as in every ovopt dialect).
ELEMENT_TYPES: dict[int, Attribute] = {
    0: Float32Type(),
    1: Float16Type(),
    2: _int(32),
    3: _int(8, signed=False),
    4: _int(64),
    6: _int(1),
    7: _int(16),
    9: _int(8),
    10: Float64Type(),
    12: _int(64, signed=False),
    15: _int(32, signed=False),
    16: _int(16, signed=False),
    18: BFloat16Type(),
}

TYPE_NAMES = {value: name for name, value in vars(SchemaTensorType).items() if name.isupper()}


def element_type(code: int, what: str) -> Attribute:
    element = ELEMENT_TYPES.get(code)
    if element is None:
        raise TfliteImportError(f"{what} is of {TYPE_NAMES.get(code, code)}, which ovopt has no element type for")
    return element


def quantization(tensor, what: str) -> QuantizationAttr | None:
    """The tensor's affine quantization, or None when it has no scales (a float tensor)."""
    parameters = tensor.Quantization()
    if parameters is None or parameters.ScaleLength() == 0:
        return None
    if parameters.DetailsType() != 0:
        raise TfliteImportError(f"{what} has a custom quantization, which ovopt cannot read")
    scales = parameters.ScaleAsNumpy()
    zeros = parameters.ZeroPointAsNumpy() if parameters.ZeroPointLength() else np.zeros(len(scales), np.int64)
    if len(zeros) == 1 < len(scales):
        zeros = np.repeat(zeros, len(scales))
    axis = parameters.QuantizedDimension() if len(scales) > 1 else 0
    return QuantizationAttr(scales.tolist(), zeros.tolist(), axis)


def tensor_type(tensor, what: str) -> TensorType:
    """The tensor's type: storage element type, static shape, quantization as the encoding."""
    shape = tensor.ShapeAsNumpy().tolist() if tensor.ShapeLength() else []
    element = element_type(tensor.Type(), what)
    quantized = quantization(tensor, what)
    if quantized is not None and not isinstance(element, IntegerType):
        quantized = None  # a float tensor's recorded min/max: calibration left-overs, not its type
    if quantized is None:
        return TensorType(element, shape)
    return TensorType(element, shape, quantized)


def buffer_data(model, data: memoryview, tensor) -> memoryview | None:
    """The bytes of the tensor's buffer, as a view of the file, or None when it has none."""
    index = tensor.Buffer()
    if index <= 0 or index >= model.BuffersLength():
        return None
    buffer = model.Buffers(index)
    if buffer.Offset() > 1:  # a model over 2 GB keeps buffers after the flatbuffer
        return data[buffer.Offset() : buffer.Offset() + buffer.Size()]
    if buffer.DataLength() == 0:
        return None
    start = buffer._tab.Vector(buffer._tab.Offset(4))
    return data[start : start + buffer.DataLength()]


def constant(bytes_: memoryview, type: TensorType, what: str) -> DenseIntOrFPElementsAttr:
    """A dense attribute over the buffer's bytes, checked to hold the tensor's elements."""
    plain = TensorType(type.element_type, type.get_shape())
    dtype = elements.numpy_dtype(plain.element_type)
    count = math.prod(plain.get_shape())
    if len(bytes_) != count * dtype.itemsize:
        raise TfliteImportError(f"{what} holds {len(bytes_)} bytes for {count} values of {dtype}")
    return elements.dense_from_bytes(plain, bytes_)


def zeros(type: TensorType) -> DenseIntOrFPElementsAttr:
    """A variable tensor's first value (the interpreter starts it at zero)."""
    zero = np.zeros((), elements.numpy_dtype(type.element_type))
    return elements.dense_filled(zero, type.get_shape(), type.element_type)


def constant_bytes(values: np.ndarray) -> DenseIntOrFPElementsAttr:
    """A custom operator's option bytes (a view of the file) as a tensor of ui8."""
    return elements.dense_from_bytes(TensorType(_int(8, signed=False), [len(values)]), memoryview(values))
