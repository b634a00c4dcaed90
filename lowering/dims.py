"""Dims, scalars and index vectors as ov values, for every conversion: constants where the
compiler knows them, small ShapeOf subgraphs where only the running model does, so dynamic
models keep working."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import i64
from xdsl.ir import SSAValue

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of

INT64_MAX = np.iinfo(np.int64).max
INT64_MIN = np.iinfo(np.int64).min


def dim_of(b: Builder, x: SSAValue, axis: int, scalar: bool = False) -> SSAValue:
    """Dim `axis` (counted from the front) of x as a 1-element i64 vector, or a scalar."""
    shape = shape_of(x.type)
    if shape is not None and shape[axis] is not None:
        return b.i64(shape[axis] if scalar else [shape[axis]])
    return b.add(ov.GatherV8Op(b.add(ov.ShapeOfV3Op(x)), b.i64(axis if scalar else [axis]), b.i64(0)))


def as_scalar(b: Builder, x: SSAValue) -> SSAValue:
    """A one-element tensor (ONNX often passes [1]) as the scalar OpenVINO asks for."""
    if shape_of(x.type) == []:
        return x
    return b.add(ov.ReshapeV1Op(x, b.i64([]), special_zero=False))


def ones_like_vector(b: Builder, vector: SSAValue) -> SSAValue:
    """A vector of ones as long as `vector`, of its element type."""
    element = element_of(vector.type)
    shape = shape_of(vector.type)
    if shape is not None and None not in shape:
        return b.constant(np.ones(shape, elements.numpy_dtype(element)), element)
    one = b.constant(np.ones((), elements.numpy_dtype(element)), element)
    return b.add(ov.BroadcastV3Op(one, b.add(ov.ShapeOfV3Op(vector))))


def as_i64(b: Builder, x: SSAValue) -> SSAValue:
    """x converted to i64 unless it already is (ONNX allows float indices and depths)."""
    if element_of(x.type) == i64:
        return x
    return b.add(ov.ConvertV0Op(x, destination_type=i64))


def reversed_along(b: Builder, x: SSAValue, axis: int) -> SSAValue:
    """x read backwards along `axis`: a Slice from the last element down with step -1."""
    return b.add(ov.SliceV8Op(x, b.i64([-1]), b.i64([INT64_MIN]), b.i64([-1]), b.i64([axis])))
