"""Dense attributes made from numpy arrays skip xDSL's verifier (`elements.dense_from_bytes`): what
they hold must be what that verifier accepts and what xDSL's own constructor builds, for every
element type the compiler knows."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper
from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr

from ovopt.frontends.onnx.values import _PACKED, tensor_attr
from ovopt.support import elements
from ovopt.support.interned import ranked_tensor_type

KINDS = [kind for kind in elements._BY_ONNX_CODE.values() if kind.dtype is not None]


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.onnx)
@pytest.mark.parametrize("shape", [(), (3,), (2, 0, 4), (2, 3, 5)])
def test_a_dense_attribute_from_an_array_is_what_xdsl_builds(kind, shape):
    array = np.ones(shape, dtype=kind.dtype)
    built = elements.dense_from_numpy(array, kind.mlir)
    built.verify()  # xDSL's verifier accepts what it did not run on
    expected = DenseIntOrFPElementsAttr(ranked_tensor_type(kind.mlir, shape), BytesAttr(built.data.data))
    assert built == expected and hash(built) == hash(expected)
    assert elements.numpy_from_dense(built).shape == shape


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.onnx)
def test_a_filled_attribute_is_its_value_everywhere(kind):
    value = np.ones((), dtype=kind.dtype)
    filled = elements.dense_filled(value, (2, 3), kind.mlir)
    filled.verify()
    assert filled == elements.dense_from_numpy(np.broadcast_to(value, (2, 3)), kind.mlir)


@pytest.mark.parametrize(
    "code", sorted(set(elements._BY_ONNX_CODE) - _PACKED), ids=lambda code: elements._BY_ONNX_CODE[code].onnx
)
def test_an_imported_tensor_is_what_xdsl_builds(code):
    """A tensor whose bytes are its elements (packed ones are unpacked through numpy)."""
    kind = elements._BY_ONNX_CODE[code]
    raw = np.ones((2, 3), dtype=kind.dtype).tobytes()
    tensor = helper.make_tensor("t", code, [2, 3], vals=raw, raw=True)
    imported = tensor_attr(tensor)
    imported.verify()
    expected = DenseIntOrFPElementsAttr(imported.type, BytesAttr(imported.data.data))
    assert imported == expected and imported.type == ranked_tensor_type(kind.mlir, (2, 3))
