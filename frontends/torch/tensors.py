"""Torch dtypes as element types, and the program's tensors as dense attributes over their own
bytes: a weight is viewed through numpy, never copied or turned into Python numbers (a tensor
that is not contiguous is made so once, as the writer needs its bytes in order)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, NamedTuple

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType
from xdsl.ir import Attribute

from ovopt.frontends.torch.errors import TorchImportError
from ovopt.support import elements, shapes

if TYPE_CHECKING:
    import torch


class _Kind(NamedTuple):
    numpy: type  # the element's numpy type
    bits: object = None  # torch dtype of the same width to view the bytes as, where numpy has no such type


@functools.cache
def _kinds() -> dict:
    """torch dtype -> its numpy kind (torch is imported the first time a tensor is read)."""
    import torch

    return {
        torch.float32: _Kind(np.float32),
        torch.float64: _Kind(np.float64),
        torch.float16: _Kind(np.float16),
        torch.bfloat16: _Kind(ml_dtypes.bfloat16, torch.int16),
        torch.float8_e4m3fn: _Kind(ml_dtypes.float8_e4m3fn, torch.uint8),
        torch.float8_e5m2: _Kind(ml_dtypes.float8_e5m2, torch.uint8),
        torch.int64: _Kind(np.int64),
        torch.int32: _Kind(np.int32),
        torch.int16: _Kind(np.int16),
        torch.int8: _Kind(np.int8),
        torch.uint8: _Kind(np.uint8),
        torch.bool: _Kind(np.bool_),
    }


def _kind(dtype: torch.dtype) -> _Kind:
    kind = _kinds().get(dtype)
    if kind is None:
        raise TorchImportError(f"tensors of {dtype} have no OpenVINO element type")
    return kind


def element_type(dtype: torch.dtype) -> Attribute:
    """The element type of a torch dtype; an error for those OpenVINO has no type for."""
    return elements.element_type_of(np.dtype(_kind(dtype).numpy))


def numpy_view(tensor: torch.Tensor) -> np.ndarray:
    """`tensor`'s bytes as a numpy array of its element type, sharing its memory."""
    kind = _kind(tensor.dtype)
    tensor = tensor.detach()
    if tensor.device.type != "cpu":
        tensor = tensor.cpu()
    if not tensor.is_contiguous():
        tensor = tensor.contiguous()
    if kind.bits is not None:  # numpy knows no bfloat16 nor 8-bit floats: view the bits, then ml_dtypes
        return tensor.view(kind.bits).numpy().view(kind.numpy)
    return tensor.numpy()


def dense_attribute(tensor: torch.Tensor) -> DenseIntOrFPElementsAttr:
    """A dense attribute over `tensor`'s bytes."""
    array = numpy_view(tensor)
    data = memoryview(array.reshape(-1).view(np.uint8)).toreadonly() if array.size else b""  # hashable, as weights
    return elements.dense_from_bytes(TensorType(element_type(tensor.dtype), list(array.shape)), data)


def tensor_type(shape: list[int | None], dtype: torch.dtype) -> Attribute:
    """A tensor type of `shape` (None: a symbolic dimension, `?`) and `dtype`."""
    return shapes.tensor_type(element_type(dtype), shape)
