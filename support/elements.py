"""Element types shared by every dialect: MLIR spelling, numpy dtype, ONNX and OpenVINO names.

One table, so the frontend, the folders and the IR writer agree on what `ui8` or `f8E4M3FN`
means. Tensor data moves between numpy and `DenseIntOrFPElementsAttr` as raw bytes only, in the
little-endian order that MLIR, ONNX and OpenVINO files all use.
"""

from __future__ import annotations

import math
import mmap
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    Float4E2M1FNType,
    Float6E2M3FNType,
    Float6E3M2FNType,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float8E8M0FNUType,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute

from ovopt.support.interned import ranked_tensor_type
from ovopt.support.mapped_files import MappedFile
from ovopt.support.unchecked import unchecked_data


@dataclass(frozen=True)
class ElementKind:
    """One element type under all the names the compiler meets it by."""

    mlir: Attribute
    dtype: np.dtype | None  # None: numpy cannot carry it (strings are handled apart)
    onnx: str  # the name in ONNX type strings: tensor(<onnx>)
    ov: str | None  # OpenVINO IR `element_type`; None when OpenVINO has no such type
    ov_precision: str | None  # OpenVINO IR port `precision`


def _int(width: int, signed: bool = True) -> IntegerType:
    return IntegerType(width, Signedness.SIGNLESS if signed else Signedness.UNSIGNED)


# ONNX TensorProto.DataType value -> kind. Signed integers are signless, as in onnx-mlir.
_BY_ONNX_CODE: dict[int, ElementKind] = {
    1: ElementKind(Float32Type(), np.dtype("float32"), "float", "f32", "FP32"),
    2: ElementKind(_int(8, False), np.dtype("uint8"), "uint8", "u8", "U8"),
    3: ElementKind(_int(8), np.dtype("int8"), "int8", "i8", "I8"),
    4: ElementKind(_int(16, False), np.dtype("uint16"), "uint16", "u16", "U16"),
    5: ElementKind(_int(16), np.dtype("int16"), "int16", "i16", "I16"),
    6: ElementKind(_int(32), np.dtype("int32"), "int32", "i32", "I32"),
    7: ElementKind(_int(64), np.dtype("int64"), "int64", "i64", "I64"),
    9: ElementKind(_int(1), np.dtype("bool"), "bool", "boolean", "BOOL"),
    10: ElementKind(Float16Type(), np.dtype("float16"), "float16", "f16", "FP16"),
    11: ElementKind(Float64Type(), np.dtype("float64"), "double", "f64", "FP64"),
    12: ElementKind(_int(32, False), np.dtype("uint32"), "uint32", "u32", "U32"),
    13: ElementKind(_int(64, False), np.dtype("uint64"), "uint64", "u64", "U64"),
    14: ElementKind(ComplexType(Float32Type()), np.dtype("complex64"), "complex64", None, None),
    15: ElementKind(ComplexType(Float64Type()), np.dtype("complex128"), "complex128", None, None),
    16: ElementKind(BFloat16Type(), np.dtype(ml_dtypes.bfloat16), "bfloat16", "bf16", "BF16"),
    17: ElementKind(Float8E4M3FNType(), np.dtype(ml_dtypes.float8_e4m3fn), "float8e4m3fn", "f8e4m3", "F8E4M3"),
    18: ElementKind(Float8E4M3FNUZType(), np.dtype(ml_dtypes.float8_e4m3fnuz), "float8e4m3fnuz", None, None),
    19: ElementKind(Float8E5M2Type(), np.dtype(ml_dtypes.float8_e5m2), "float8e5m2", "f8e5m2", "F8E5M2"),
    20: ElementKind(Float8E5M2FNUZType(), np.dtype(ml_dtypes.float8_e5m2fnuz), "float8e5m2fnuz", None, None),
    21: ElementKind(_int(4, False), np.dtype(ml_dtypes.uint4), "uint4", "u4", "U4"),
    22: ElementKind(_int(4), np.dtype(ml_dtypes.int4), "int4", "i4", "I4"),
    23: ElementKind(Float4E2M1FNType(), np.dtype(ml_dtypes.float4_e2m1fn), "float4e2m1", "f4e2m1", "F4E2M1"),
    24: ElementKind(Float8E8M0FNUType(), np.dtype(ml_dtypes.float8_e8m0fnu), "float8e8m0", "f8e8m0", "F8E8M0"),
    25: ElementKind(_int(2, False), np.dtype(ml_dtypes.uint2), "uint2", "u2", "U2"),
    26: ElementKind(_int(2), np.dtype(ml_dtypes.int2), "int2", None, None),
    27: ElementKind(Float6E2M3FNType(), np.dtype(ml_dtypes.float6_e2m3fn), "float6e2m3", None, None),
    28: ElementKind(Float6E3M2FNType(), np.dtype(ml_dtypes.float6_e3m2fn), "float6e3m2", None, None),
}

ONNX_STRING_CODE = 8

# numpy views of raw tensor bytes assume the host order is the files' order.
assert sys.byteorder == "little", "ovopt reads and writes tensor bytes in host order"

_SIGNED_SUB_BYTE = (np.dtype(ml_dtypes.int4), np.dtype(ml_dtypes.int2))

_BY_MLIR: dict[Attribute, ElementKind] = {k.mlir: k for k in _BY_ONNX_CODE.values()}
_BY_ONNX_NAME: dict[str, ElementKind] = {k.onnx: k for k in _BY_ONNX_CODE.values()}
_BY_DTYPE: dict[np.dtype, ElementKind] = {k.dtype: k for k in _BY_ONNX_CODE.values() if k.dtype is not None}
_BY_OV_NAME: dict[str, ElementKind] = {k.ov: k for k in _BY_ONNX_CODE.values() if k.ov is not None}
_BY_OV_PRECISION: dict[str, ElementKind] = {k.ov_precision: k for k in _BY_ONNX_CODE.values() if k.ov_precision}


def from_onnx_code(code: int) -> ElementKind | None:
    """The kind of an ONNX `TensorProto.DataType` value (not STRING, see onnx dialect)."""
    return _BY_ONNX_CODE.get(code)


def from_onnx_name(name: str) -> ElementKind | None:
    """The kind spelled `name` in ONNX type strings (`float`, `int64`, ...)."""
    return _BY_ONNX_NAME.get(name)


def from_ov_name(name: str) -> ElementKind | None:
    """The kind OpenVINO IR spells `name` in an `element_type` attribute (`f32`, `boolean`)."""
    return _BY_OV_NAME.get(name)


def from_ov_precision(precision: str) -> ElementKind | None:
    """The kind OpenVINO IR spells `precision` on a port (`FP32`, `I64`, `BOOL`)."""
    return _BY_OV_PRECISION.get(precision)


# OpenVINO element types the IR packs several to a byte (the first in the lowest bits), by their
# width in bits; xDSL and numpy hold one a byte.
PACKED_BITS = {"u4": 4, "i4": 4, "f4e2m1": 4, "u2": 2}


def kind_of(element_type: Attribute) -> ElementKind | None:
    return _BY_MLIR.get(element_type)


def element_type_of(dtype: np.dtype) -> Attribute:
    """The MLIR element type that holds numpy `dtype`."""
    kind = _BY_DTYPE.get(np.dtype(dtype))
    if kind is None:
        raise ValueError(f"numpy type {dtype} has no tensor element type")
    return kind.mlir


def is_boolean(element_type: Attribute) -> bool:
    return element_type == _int(1)


def is_integer(element_type: Attribute) -> bool:
    """Signed or unsigned integers of any width; booleans are not integers here."""
    return isinstance(element_type, IntegerType) and not is_boolean(element_type)


def is_floating(element_type: Attribute) -> bool:
    return _is_float_class(type(element_type))


@cache
def _is_float_class(attribute_type: type[Attribute]) -> bool:
    """Once per class: `isinstance` of the union of xDSL's float types tries each of its ABCs."""
    return issubclass(attribute_type, AnyFloat)


def numpy_dtype(element_type: Attribute) -> np.dtype:
    kind = _BY_MLIR.get(element_type)
    if kind is None or kind.dtype is None:
        raise ValueError(f"element type {element_type} has no numpy equivalent")
    return kind.dtype


def dense_from_numpy(array: np.ndarray, element_type: Attribute | None = None) -> DenseIntOrFPElementsAttr:
    """A dense attribute holding `array`'s bytes: a view of them when they cannot change (a
    reshaped weight stays a view of the mapped model file), else one copy; never per-element
    Python objects."""
    if element_type is None:
        element_type = element_type_of(array.dtype)
    values = _stored(array, element_type)
    data = _immutable_view(values)
    if data is None:
        data = values.tobytes() if values.nbytes < NEW_ARRAY_MIN_BYTES else _immutable_view(_read_only_copy(values))
    return dense_from_bytes(ranked_tensor_type(element_type, tuple(array.shape)), data)


def dense_filled(value: np.ndarray, shape: Sequence[int], element_type: Attribute) -> DenseIntOrFPElementsAttr:
    """A dense attribute of `shape` holding the one element of `value` everywhere: its bytes
    made once, not broadcast into an array and copied out of it (a model may make its weights so)."""
    element = _stored(np.asarray(value).reshape(()), element_type).tobytes()
    return dense_from_bytes(ranked_tensor_type(element_type, tuple(shape)), element * math.prod(shape))


def _stored(array: np.ndarray, element_type: Attribute) -> np.ndarray:
    """`array` as the elements of `element_type` are stored, contiguous."""
    values = np.ascontiguousarray(array, dtype=numpy_dtype(element_type))
    if values.dtype in _SIGNED_SUB_BYTE:
        # ml_dtypes writes -1 as 0x0f; xDSL (and ml_dtypes, reading) take the sign-extended 0xff
        values = values.astype(np.int8)
    return values


def dense_from_bytes(tensor_type: TensorType, data: bytes | memoryview) -> DenseIntOrFPElementsAttr:
    """A dense attribute of `data`, which the caller knows to hold exactly the elements of
    `tensor_type` (an array's bytes, or bytes whose length it checked): xDSL's verifier, which
    checks no more, is not run again for each of a model's thousands of weights."""
    attr = DenseIntOrFPElementsAttr.__new__(DenseIntOrFPElementsAttr)
    object.__setattr__(attr, "type", tensor_type)
    object.__setattr__(attr, "data", unchecked_data(BytesAttr, data))
    return attr


NEW_ARRAY_MIN_BYTES = 1 << 16  # smaller new arrays are copied out: a page each would waste more


class NewConstantMemory(mmap.mmap):
    """Anonymous memory that a computed constant's values are written into once, then only
    read (`new_array`)."""


def new_array(shape: Sequence[int], dtype: np.dtype | type) -> np.ndarray:
    """A writable array to compute a new constant's values into. Once the array is made
    read-only, `dense_from_numpy` keeps its memory instead of copying the values out (weights
    with a scale folded in are computed once, not computed and copied). Large arrays only:
    the memory comes in whole pages."""
    dtype = np.dtype(dtype)
    size = math.prod(shape) * dtype.itemsize
    if size < NEW_ARRAY_MIN_BYTES:
        return np.empty(tuple(shape), dtype)
    return np.ndarray(tuple(shape), dtype, buffer=NewConstantMemory(-1, size))


def _read_only_copy(values: np.ndarray) -> np.ndarray:
    """A large array's values copied into a `new_array`, whose pages go back to the system as
    soon as the constant is let go. A heap copy (`tobytes`) leaves a hole the process keeps:
    a SavedModel ResNet-50's filters, transposed by folding and then replaced by their scaled
    copies, stayed in its peak RSS."""
    copy = new_array(values.shape, values.dtype)
    copy[...] = values
    copy.flags.writeable = False
    return copy


def _immutable_view(values: np.ndarray) -> memoryview | None:
    """`values`' bytes as a view of the memory that holds them, when nothing can write it:
    `bytes`, a mapped file, or a `new_array`'s memory once the array is read-only (a read-only
    flag alone is no promise: another view may write).
    The view is of that memory itself, not of the array: it hashes, and a mapped file's
    bytes are still found in their file (`mapped_files.file_span`)."""
    base = values
    while isinstance(base, np.ndarray):
        if base.flags.writeable:
            return None
        base = base.base
    if isinstance(base, memoryview) and base.readonly:
        base = base.obj
    if not isinstance(base, bytes | MappedFile | NewConstantMemory) or not values.nbytes:
        return None
    whole = memoryview(base).toreadonly()  # a memoryview hashes only when read-only
    start = values.ctypes.data - np.frombuffer(whole, np.uint8, count=1).ctypes.data
    return whole[start : start + values.nbytes]


def numpy_from_dense(attr: DenseIntOrFPElementsAttr) -> np.ndarray:
    """A read-only numpy view of the attribute's bytes."""
    dtype = numpy_dtype(attr.get_element_type())
    return np.frombuffer(attr.data.data, dtype=dtype).reshape(attr.get_shape())
