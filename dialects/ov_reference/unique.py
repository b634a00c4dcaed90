"""Kernel of Unique: numpy's unique over the slices along the axis (elements when flattened),
reordered by first occurrence when not sorted. (ONNX's reference fails on unsorted slices.)"""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel
from ovopt.dialects.ov_reference.indexing import normalized_axis
from ovopt.support import elements
from ovopt.support.shapes import element_of


@kernel(ov.UniqueV10Op)
def unique(op: ov.UniqueV10Op, data, axis=None):
    position = None if axis is None else normalized_axis(axis, data.ndim)
    slices = data.reshape(-1) if position is None else np.moveaxis(data, position, 0)
    rows = slices.reshape(len(slices), -1)
    _, first, inverse, counts = np.unique(rows, axis=0, return_index=True, return_inverse=True, return_counts=True)
    inverse = inverse.reshape(-1)
    if not op.property_or_default("sorted").value.data:
        order = np.argsort(first, kind="stable")
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        first, counts, inverse = first[order], counts[order], rank[inverse]
    y = slices[first] if position is None else np.moveaxis(slices[first], 0, position)
    index_dtype = elements.numpy_dtype(element_of(op.indices.type))
    count_dtype = elements.numpy_dtype(element_of(op.counts.type))
    return y, first.astype(index_dtype), inverse.astype(index_dtype), counts.astype(count_dtype)
