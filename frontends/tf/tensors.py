"""TensorFlow's TensorProto and DataType as the tf dialect's tensors and element types.

A tensor's bytes stay bytes: `tensor_content` (and a checkpoint's data) become a dense attribute
over them, viewed, never turned into Python numbers. Only the typed value fields (`float_val`,
`int_val`, ... , which TensorFlow uses for small tensors and for splats: a value list shorter
than the tensor repeats its last value) go through numpy.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType, UnrankedTensorType
from xdsl.ir import Attribute

from ovopt.dialects.tf import types
from ovopt.frontends.tf.errors import TfImportError
from ovopt.support import elements, shapes

# DataType number -> numpy dtype, for the types whose tensors hold numbers.
NUMPY_TYPES: dict[int, np.dtype] = {
    1: np.dtype(np.float32),
    2: np.dtype(np.float64),
    3: np.dtype(np.int32),
    4: np.dtype(np.uint8),
    5: np.dtype(np.int16),
    6: np.dtype(np.int8),
    9: np.dtype(np.int64),
    10: np.dtype(np.bool_),
    14: np.dtype(ml_dtypes.bfloat16),
    17: np.dtype(np.uint16),
    19: np.dtype(np.float16),
    22: np.dtype(np.uint32),
    23: np.dtype(np.uint64),
}

# The field of a TensorProto that holds the values of each type, when not `tensor_content`.
_VALUE_FIELDS = {
    1: "float_val",
    2: "double_val",
    3: "int_val",
    4: "int_val",
    5: "int_val",
    6: "int_val",
    9: "int64_val",
    10: "bool_val",
    14: "half_val",  # the 16 bits of each value
    17: "int_val",
    19: "half_val",
    22: "uint32_val",
    23: "uint64_val",
}


def element_type(code: int, what: str) -> Attribute:
    """The element type of DataType `code`; `what` (a node, an input) names the error."""
    element = types.element_type(code)
    if element is None:
        from ovopt.frontends.tf.proto import enum_name

        raise TfImportError(f"{what} is of {enum_name('tensorflow.DataType', code)}, which ovopt has no type for")
    return element


def tensor_type(element: Attribute, shape: Sequence[int | None] | None) -> Attribute:
    """A ranked tensor type (None: a dynamic dim), or unranked for an unknown rank."""
    if shape is None:
        return UnrankedTensorType(element)
    return shapes.tensor_type(element, list(shape))


def shape_of(proto) -> tuple[int | None, ...] | None:
    """A TensorShapeProto as dims (None: unknown), or None for an unknown rank."""
    if proto.unknown_rank:
        return None
    return tuple(None if d.size < 0 else d.size for d in proto.dim)


def dense_attribute(proto, what: str) -> DenseIntOrFPElementsAttr:
    """The value of a TensorProto, over its `tensor_content` bytes where it has them."""
    dtype = NUMPY_TYPES.get(proto.dtype)
    if dtype is None:
        element_type(proto.dtype, what)  # names the type when ovopt has none
        kind = types.data_type_name(element_type(proto.dtype, what))
        raise TfImportError(f"{what} is a tensor of {kind}, which ovopt cannot hold as a constant")
    shape = shape_of(proto.tensor_shape) or ()
    if None in shape:
        raise TfImportError(f"{what} is a constant of unknown shape")
    element = element_type(proto.dtype, what)
    count = math.prod(shape)
    content = proto.tensor_content
    if content:
        if len(content) != count * dtype.itemsize:
            raise TfImportError(f"{what} holds {len(content)} bytes for {count} values of {dtype}")
        return elements.dense_from_bytes(TensorType(element, list(shape)), content)
    values = getattr(proto, _VALUE_FIELDS[proto.dtype])
    if proto.dtype in (14, 19):
        array = np.asarray(values, dtype=np.uint16).view(dtype)
    else:
        array = np.asarray(values, dtype=dtype)
    if len(array) > count:
        raise TfImportError(f"{what} holds {len(array)} values for a tensor of {count}")
    if len(array) <= 1 < count or len(array) == 0:
        return elements.dense_filled(array[0] if len(array) else np.zeros((), dtype), shape, element)
    if len(array) < count:  # TensorFlow's splat: the last value repeats
        array = np.concatenate([array, np.full(count - len(array), array[-1], dtype)])
    return elements.dense_from_numpy(array.reshape(shape), element)
