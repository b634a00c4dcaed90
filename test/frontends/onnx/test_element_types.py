"""Every ONNX element type imports with its exact values, however the tensor stores them (raw
bytes, typed fields, packed sub-byte values), and prints and reads back as text unchanged."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from ovopt.dialects import onnx as onnx_dialect
from ovopt.frontends.onnx import OnnxImportError, import_model
from ovopt.support import elements
from ovopt.tools.ov_opt import main as ov_opt

NO_CONSTANT = {TensorProto.FLOAT6E2M3, TensorProto.FLOAT6E3M2}  # no Constant version holds them yet
TYPES = {
    name: code for name, code in TensorProto.DataType.items() if code not in (TensorProto.UNDEFINED, TensorProto.STRING)
}


def sample(code: int, count: int = 7) -> np.ndarray:
    """Small values every type can hold exactly (powers of two for float8e8m0)."""
    dtype = helper.tensor_dtype_to_np_dtype(code)
    if code == TensorProto.FLOAT8E8M0:
        return np.array([1.0, 0.5, 2.0, 4.0, 0.25, 8.0, 1.0][:count], dtype=dtype)
    if code == TensorProto.BOOL:
        return np.array([0, 1, 1, 0, 1, 0, 0][:count], dtype=bool)
    signed = np.array([0, 1, -1, 1, -2, 0, 1][:count], dtype=np.int64)
    if "uint" in np.dtype(dtype).name or np.issubdtype(dtype, np.unsignedinteger):
        return np.abs(signed).astype(dtype)
    if code in (TensorProto.FLOAT4E2M1,) or np.issubdtype(dtype, np.floating) or "float" in np.dtype(dtype).name:
        return (signed / 2).astype(np.float32).astype(dtype)
    return signed.astype(dtype)


def model_of(tensors: list[TensorProto], opset: int = 25) -> bytes:
    outputs = [helper.make_tensor_value_info(t.name, t.data_type, list(t.dims)) for t in tensors]
    graph = helper.make_graph([], "types", [], outputs, tensors)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)]).SerializeToString()


def imported_constants(data: bytes) -> dict[str, np.ndarray]:
    module = import_model(data)
    module.verify()
    ops = [op for op in module.walk() if isinstance(op, onnx_dialect.ConstantOp)]
    return {op.results[0].name_hint: elements.numpy_from_dense(op.value) for op in ops}


@pytest.mark.parametrize("name", [n for n, c in TYPES.items() if c not in NO_CONSTANT])
def test_raw_and_typed_storage_import_the_same_values(name: str):
    code = TYPES[name]
    expected = sample(code)
    raw = numpy_helper.from_array(expected, "raw")
    values = expected if code == TensorProto.BOOL else expected.tolist()
    typed = helper.make_tensor("typed", code, [len(expected)], values, raw=False)
    imported = imported_constants(model_of([raw, typed]))
    for key in ("raw", "typed"):
        assert imported[key].dtype == expected.dtype, key
        assert imported[key].tolist() == expected.tolist(), key


@pytest.mark.parametrize("name", [n for n, c in TYPES.items() if c not in NO_CONSTANT])
def test_every_type_survives_the_text_round_trip(name: str, tmp_path):
    code = TYPES[name]
    big = np.resize(sample(code), 150)  # printed as a hex blob
    model = tmp_path / "model.onnx"
    model.write_bytes(model_of([numpy_helper.from_array(sample(code), "small"), numpy_helper.from_array(big, "big")]))
    first, second = tmp_path / "first.mlir", tmp_path / "second.mlir"
    assert ov_opt([str(model), "-o", str(first)]) == 0
    assert ov_opt([str(first), "-o", str(second)]) == 0
    assert first.read_text() == second.read_text()


@pytest.mark.parametrize("code", sorted(NO_CONSTANT))
def test_types_without_a_constant_are_inputs_only(code: int):
    value = helper.make_tensor_value_info("x", code, [4])
    cast = helper.make_node("Cast", ["x"], ["y"], to=TensorProto.FLOAT)
    graph = helper.make_graph([cast], "g", [value], [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4])])
    module = import_model(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 28)]).SerializeToString())
    module.verify()
    with pytest.raises(OnnxImportError, match="which no version of the Constant operator holds yet"):
        zeros = np.zeros(4, dtype=helper.tensor_dtype_to_np_dtype(code))
        import_model(model_of([numpy_helper.from_array(zeros, "w")], 28))


def test_an_unknown_element_type_is_a_clear_error():
    tensor = TensorProto(name="odd", data_type=99, dims=[1], raw_data=b"\0")
    with pytest.raises(OnnxImportError, match="tensor 'odd': element type 99 is unknown to ovopt"):
        import_model(model_of([tensor]))


def test_element_types_spell_as_in_mlir():
    spelled = {
        "FLOAT16": "f16", "BFLOAT16": "bf16", "BOOL": "i1", "INT8": "i8", "UINT8": "ui8",
        "FLOAT8E4M3FN": "f8E4M3FN", "FLOAT8E5M2": "f8E5M2", "FLOAT8E4M3FNUZ": "f8E4M3FNUZ",
        "FLOAT8E5M2FNUZ": "f8E5M2FNUZ", "FLOAT8E8M0": "f8E8M0FNU", "INT4": "i4", "UINT4": "ui4",
        "FLOAT4E2M1": "f4E2M1FN", "INT2": "i2", "UINT2": "ui2", "COMPLEX64": "complex<f32>",
    }  # fmt: skip
    for name, mlir in spelled.items():
        assert str(elements.from_onnx_code(TYPES[name]).mlir) == mlir, name
