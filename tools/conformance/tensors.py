"""Test data in and out of OpenVINO tensors, for every element type both ONNX and OpenVINO have.

OpenVINO stores 4- and 2-bit types packed (the first element in the low bits of a byte), and
its Python API hands out bfloat16 and the 8-bit floats as other types of the same width; so
every tensor is filled and read as raw bytes, with ml_dtypes' numpy types on the numpy side.
"""

from __future__ import annotations

from functools import cache

import numpy as np

# ONNX's element type name -> OpenVINO's; a type that is not here cannot be fed or compared.
ONNX_TO_OV = {
    "FLOAT": "f32",
    "DOUBLE": "f64",
    "FLOAT16": "f16",
    "BFLOAT16": "bf16",
    "INT8": "i8",
    "INT16": "i16",
    "INT32": "i32",
    "INT64": "i64",
    "UINT8": "u8",
    "UINT16": "u16",
    "UINT32": "u32",
    "UINT64": "u64",
    "BOOL": "boolean",
    "FLOAT8E4M3FN": "f8e4m3",
    "FLOAT8E5M2": "f8e5m2",
    "FLOAT8E8M0": "f8e8m0",
    "FLOAT4E2M1": "f4e2m1",
    "INT4": "i4",
    "UINT4": "u4",
    "UINT2": "u2",
}


@cache
def numpy_type(ov_name: str) -> tuple[np.dtype, int]:
    """The numpy type of an OpenVINO element type, and its bits when OpenVINO packs it."""
    import ml_dtypes

    exotic = {
        "bf16": (ml_dtypes.bfloat16, 0),
        "f8e4m3": (ml_dtypes.float8_e4m3fn, 0),
        "f8e5m2": (ml_dtypes.float8_e5m2, 0),
        "f8e8m0": (ml_dtypes.float8_e8m0fnu, 0),
        "f4e2m1": (ml_dtypes.float4_e2m1fn, 4),
        "i4": (ml_dtypes.int4, 4),
        "u4": (ml_dtypes.uint4, 4),
        "u2": (ml_dtypes.uint2, 2),
        "boolean": (np.bool_, 0),
    }
    if ov_name in exotic:
        kind, bits = exotic[ov_name]
        return np.dtype(kind), bits
    plain = {"f": "float", "i": "int", "u": "uint"}[ov_name[0]] + ov_name[1:]
    return np.dtype(plain), 0


def onnx_type_name(array: np.ndarray) -> str:
    """ONNX's name for a numpy (or ml_dtypes) array's element type."""
    from onnx import TensorProto, helper

    try:
        return TensorProto.DataType.Name(helper.np_dtype_to_tensor_dtype(array.dtype))
    except (KeyError, TypeError, ValueError):
        return str(array.dtype)


def to_ov(array: np.ndarray, element_type):
    """An OpenVINO tensor of `element_type` holding `array` (converted to that type if need be)."""
    import openvino

    dtype, bits = numpy_type(element_type.get_type_name())
    value = cast(np.asarray(array), dtype)
    tensor = openvino.Tensor(element_type, list(value.shape))
    raw = pack(value.view(np.uint8), bits) if bits else value.reshape(-1).view(np.uint8)
    tensor.data.reshape(-1).view(np.uint8)[: raw.size] = raw
    return tensor


def from_ov(tensor) -> np.ndarray:
    """The values of an OpenVINO tensor, as the numpy type of its element type."""
    dtype, bits = numpy_type(tensor.get_element_type().get_type_name())
    shape = tuple(tensor.get_shape())
    raw = np.array(tensor.data, copy=True).reshape(-1).view(np.uint8)
    if bits:
        return unpack(raw, bits, int(np.prod(shape, dtype=np.int64))).view(dtype).reshape(shape)
    return raw.view(dtype).reshape(shape)


def cast(array: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """`array` as `dtype`; ml_dtypes types convert to one another through float32."""
    if array.dtype == dtype:
        return array.copy(order="C")  # not np.ascontiguousarray, which makes a 0-d array 1-d
    try:
        return array.astype(dtype)
    except (TypeError, ValueError):
        return array.astype(np.float32).astype(dtype)


def as_float64(array: np.ndarray) -> np.ndarray:
    return cast(np.asarray(array), np.dtype(np.float64))


def pack(codes: np.ndarray, bits: int) -> np.ndarray:
    """Elements of `bits` bits (one a byte in `codes`) packed, the first in the low bits."""
    per_byte = 8 // bits
    flat = codes.reshape(-1) & np.uint8((1 << bits) - 1)
    flat = np.concatenate([flat, np.zeros(-flat.size % per_byte, np.uint8)]).reshape(-1, per_byte)
    shifts = np.arange(per_byte, dtype=np.uint8) * np.uint8(bits)
    return np.bitwise_or.reduce(flat << shifts, axis=1).astype(np.uint8)


def unpack(packed: np.ndarray, bits: int, count: int) -> np.ndarray:
    """The first `count` elements of `bits` bits in `packed`, one a byte."""
    per_byte = 8 // bits
    shifts = np.arange(per_byte, dtype=np.uint8) * np.uint8(bits)
    codes = (packed.reshape(-1, 1) >> shifts) & np.uint8((1 << bits) - 1)
    return codes.reshape(-1)[:count].astype(np.uint8)
