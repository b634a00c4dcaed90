"""ONNX protobuf values to MLIR: value types, tensors and node attributes.

Tensor bytes go from the protobuf (or a view of the mapped model or external data file) into a
`BytesAttr` without passing through Python numbers or copies; only sub-byte types (int4,
float4, ...) are unpacked by numpy.
"""

from __future__ import annotations

import functools
import math
import struct
from collections.abc import Callable

import numpy as np
from onnx import AttributeProto, TensorProto, TypeProto, numpy_helper
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    FloatAttr,
    StringAttr,
    TensorType,
    UnrankedTensorType,
    f32,
)
from xdsl.ir import Attribute, Region

from ovopt.dialects.onnx import MapType, OptType, SeqType, StringTensorAttr, StringType, UnknownType
from ovopt.frontends.onnx.errors import OnnxImportError
from ovopt.support import elements
from ovopt.support.interned import i64_array, i64_attr, ranked_tensor_type

# ONNX stores these packed (2, 4 or 4/3 elements a byte); MLIR holds one element a byte.
_PACKED = {
    TensorProto.INT4,
    TensorProto.UINT4,
    TensorProto.FLOAT4E2M1,
    TensorProto.INT2,
    TensorProto.UINT2,
    TensorProto.FLOAT6E2M3,
    TensorProto.FLOAT6E3M2,
}


def decode(text: bytes, what: str) -> str:
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError:
        raise OnnxImportError(f"{what} holds a string that is not UTF-8") from None


def element_type(code: int) -> Attribute:
    if code == TensorProto.STRING:
        return StringType()
    kind = elements.from_onnx_code(code)
    if kind is None:
        raise OnnxImportError(
            f"element type {_code_name(code)} is unknown to ovopt; store the tensor as a type it knows"
        )
    return kind.mlir


def _code_name(code: int) -> str:
    return TensorProto.DataType.Name(code) if code in TensorProto.DataType.values() else str(code)


def value_type(proto: TypeProto) -> Attribute:
    """The MLIR type of an ONNX value; unknown dimensions are `?`, unknown ranks `*`."""
    kind = proto.WhichOneof("value")
    if kind in ("tensor_type", "sparse_tensor_type"):
        tensor = getattr(proto, kind)
        if tensor.elem_type == TensorProto.UNDEFINED:
            return UnknownType()
        element = element_type(tensor.elem_type)
        if not tensor.HasField("shape"):
            return UnrankedTensorType(element)
        # ONNX's own inference sometimes writes -1 for a dimension it could not find: unknown too.
        dims = tuple(
            d.dim_value if d.HasField("dim_value") and d.dim_value >= 0 else DYNAMIC_INDEX for d in tensor.shape.dim
        )
        return ranked_tensor_type(element, dims)
    if kind == "sequence_type":
        return SeqType(value_type(proto.sequence_type.elem_type))
    if kind == "optional_type":
        return OptType(value_type(proto.optional_type.elem_type))
    if kind == "map_type":
        value = value_type(proto.map_type.value_type)
        if isinstance(value, TensorType) and not value.get_shape():
            value = value.element_type  # ONNX maps hold scalars: map(int64, float)
        return MapType(element_type(proto.map_type.key_type), value)
    return UnknownType()


def dim_params(proto: TypeProto) -> list[str] | None:
    """The symbolic dimension names of a tensor type ("" where the dimension has none)."""
    if proto.WhichOneof("value") != "tensor_type" or not proto.tensor_type.HasField("shape"):
        return None
    names = [d.dim_param for d in proto.tensor_type.shape.dim]
    return names if any(names) else None


def tensor_attr(tensor: TensorProto, raw: bytes | memoryview | None = None) -> Attribute:
    """A dense attribute of `tensor`; `raw` replaces its data (an external tensor's, or bytes
    the loader took out of the protobuf). The attribute holds `raw` itself, not a copy."""
    dims = list(tensor.dims)
    if tensor.data_type == TensorProto.STRING:
        strings = [decode(s, f"tensor '{tensor.name}'") for s in tensor.string_data]
        if len(strings) != math.prod(dims):
            raise OnnxImportError(f"tensor '{tensor.name}' has {len(strings)} strings for shape {dims}")
        return StringTensorAttr(TensorType(StringType(), dims), ArrayAttr(StringAttr(s) for s in strings))
    try:
        element = element_type(tensor.data_type)
    except OnnxImportError as error:
        raise OnnxImportError(f"tensor '{tensor.name}': {error}") from None
    if raw is None and tensor.HasField("raw_data"):
        raw = tensor.raw_data
    if raw is not None and tensor.data_type not in _PACKED:
        expected = math.prod(dims) * elements.numpy_dtype(element).itemsize
        if len(raw) != expected:
            raise OnnxImportError(
                f"tensor '{tensor.name}' has {len(raw)} bytes of data, its shape {dims} needs {expected}"
            )
        return elements.dense_from_bytes(ranked_tensor_type(element, tuple(dims)), raw)
    if raw is not None:
        unpacked = TensorProto()
        unpacked.CopyFrom(tensor)
        unpacked.ClearField("external_data")
        unpacked.data_location = TensorProto.DEFAULT
        unpacked.raw_data = bytes(raw)
        tensor = unpacked
    try:
        array = numpy_helper.to_array(tensor)
    except Exception as error:  # noqa: BLE001  (onnx reports malformed typed data in many ways)
        raise OnnxImportError(f"tensor '{tensor.name}' cannot be read: {error}") from None
    if list(array.shape) != dims:
        raise OnnxImportError(f"tensor '{tensor.name}' has {array.size} values, its shape {dims} needs more")
    return elements.dense_from_numpy(array, element)


@functools.lru_cache(maxsize=4096)
def _f32_attr(bits: bytes) -> FloatAttr:
    """`FloatAttr(value, f32)` of the double with these bytes, built once per value (keyed by
    its bits, so -0.0 and 0.0, and NaNs, stay apart): models repeat epsilons and alphas."""
    return FloatAttr(struct.unpack("<d", bits)[0], f32)


def sparse_tensor_attr(sparse, read_tensor: Callable[[TensorProto], Attribute]) -> Attribute:
    """A sparse tensor, made dense: the dialect has one tensor constant form."""
    values = elements.numpy_from_dense(read_tensor(sparse.values))
    indices = elements.numpy_from_dense(read_tensor(sparse.indices)).astype(np.int64)
    dims = list(sparse.dims)
    dense = np.zeros(math.prod(dims), dtype=values.dtype)
    if indices.ndim == 2:  # one row of coordinates per value
        indices = np.ravel_multi_index(tuple(indices.T), dims) if indices.size else indices.reshape(-1)
    if indices.size and (indices.min() < 0 or indices.max() >= dense.size):
        raise OnnxImportError(f"sparse tensor '{sparse.values.name}' has an index outside its shape {dims}")
    dense[indices.reshape(-1)] = values.reshape(-1)
    return elements.dense_from_numpy(dense.reshape(dims), elements.element_type_of(values.dtype))


def attribute_value(
    proto: AttributeProto,
    read_tensor: Callable[[TensorProto], Attribute],
    import_graph: Callable[[object], Region],
) -> Attribute | Region | list[Region]:
    """A node attribute as the onnx dialect holds it; graphs become regions."""
    kind = proto.type
    if kind == AttributeProto.INT:
        return i64_attr(proto.i)
    if kind == AttributeProto.FLOAT:
        return _f32_attr(struct.pack("<d", proto.f))
    if kind == AttributeProto.STRING:
        return StringAttr(decode(proto.s, f"attribute '{proto.name}'"))
    if kind == AttributeProto.INTS:
        return i64_array(tuple(proto.ints))
    if kind == AttributeProto.FLOATS:
        return DenseArrayBase.from_list(f32, list(proto.floats))
    if kind == AttributeProto.STRINGS:
        return ArrayAttr(StringAttr(decode(s, f"attribute '{proto.name}'")) for s in proto.strings)
    if kind == AttributeProto.TENSOR:
        return read_tensor(proto.t)
    if kind == AttributeProto.TENSORS:
        return ArrayAttr(read_tensor(t) for t in proto.tensors)
    if kind == AttributeProto.SPARSE_TENSOR:
        return sparse_tensor_attr(proto.sparse_tensor, read_tensor)
    if kind == AttributeProto.SPARSE_TENSORS:
        return ArrayAttr(sparse_tensor_attr(t, read_tensor) for t in proto.sparse_tensors)
    if kind == AttributeProto.TYPE_PROTO:
        return value_type(proto.tp)
    if kind == AttributeProto.TYPE_PROTOS:
        return ArrayAttr(value_type(t) for t in proto.type_protos)
    if kind == AttributeProto.GRAPH:
        return import_graph(proto.g)
    if kind == AttributeProto.GRAPHS:
        return [import_graph(g) for g in proto.graphs]
    raise OnnxImportError(f"attribute '{proto.name}' has no type")


ATTRIBUTE_TYPE_NAMES = {v: k for k, v in AttributeProto.AttributeType.items()}
