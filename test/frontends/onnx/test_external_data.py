"""Tensors stored beside the model (ONNX external data) import with their exact bytes; a location
that leaves the model's folder is refused."""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, external_data_helper, helper, numpy_helper

from ovopt.dialects import onnx as onnx_dialect
from ovopt.frontends.onnx import OnnxImportError, import_model, import_model_file
from ovopt.frontends.onnx.loader import SKELETON_TENSOR_LIMIT
from ovopt.support import elements


def save_external(folder: Path, tensors: dict[str, np.ndarray], location: str = "weights.bin") -> Path:
    """A model whose outputs are its initializers, all stored in `folder/location`."""
    (folder / location).parent.mkdir(parents=True, exist_ok=True)
    initializers = [numpy_helper.from_array(array, name) for name, array in tensors.items()]
    outputs = [helper.make_tensor_value_info(t.name, t.data_type, list(t.dims)) for t in initializers]
    graph = helper.make_graph([], "external", [], outputs, initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)], ir_version=10)
    external_data_helper.convert_model_to_external_data(model, location=location, size_threshold=0)
    onnx.save_model(model, folder / "model.onnx")
    return folder / "model.onnx"


def constants(module) -> dict[str, np.ndarray]:
    ops = [op for op in module.walk() if isinstance(op, onnx_dialect.ConstantOp)]
    return {op.results[0].name_hint: elements.numpy_from_dense(op.value) for op in ops}


def relocate(path: Path, location: str) -> None:
    model = onnx.load(path, load_external_data=False)
    for tensor in model.graph.initializer:
        for entry in tensor.external_data:
            if entry.key == "location":
                entry.value = location
    path.write_bytes(model.SerializeToString())


def test_external_tensors_import_with_their_bytes(tmp_path):
    tensors = {
        "big": np.random.default_rng(0).standard_normal(SKELETON_TENSOR_LIMIT).astype(np.float32),
        "ids": np.arange(12, dtype=np.int64).reshape(3, 4),
        "half": np.linspace(-1, 1, 5).astype(np.float16),
    }
    path = save_external(tmp_path / "model", tensors)
    assert (tmp_path / "model" / "weights.bin").stat().st_size > SKELETON_TENSOR_LIMIT
    imported = constants(import_model_file(str(path)))
    for name, array in tensors.items():
        np.testing.assert_array_equal(imported[name], array)


def test_external_data_of_a_packed_type(tmp_path):
    import ml_dtypes

    int4 = np.array([-8, -1, 0, 7, 3], dtype=ml_dtypes.int4)
    path = save_external(tmp_path, {"q": int4})
    np.testing.assert_array_equal(constants(import_model_file(str(path)))["q"], int4)


def test_external_data_in_a_subfolder_is_allowed(tmp_path):
    path = save_external(tmp_path, {"w": np.ones(3, dtype=np.float32)}, location="data/weights.bin")
    assert (tmp_path / "data" / "weights.bin").is_file()
    np.testing.assert_array_equal(constants(import_model_file(str(path)))["w"], np.ones(3, dtype=np.float32))


@pytest.mark.parametrize(
    "location, message",
    [
        ("../weights.bin", r"location '\.\./weights\.bin', outside the model's folder: refused"),
        ("data/../../weights.bin", r"outside the model's folder: refused"),
        ("/etc/hostname", r"location '/etc/hostname': it must be a relative path"),
        ("", r"location '': it must be a relative path"),
        ("nothing.bin", r"external data file 'nothing.bin' does not exist"),
    ],
)
def test_a_location_outside_the_folder_is_refused(tmp_path, location, message):
    path = save_external(tmp_path / "model", {"w": np.ones(3, dtype=np.float32)})
    (tmp_path / "weights.bin").write_bytes(np.ones(3, dtype=np.float32).tobytes())  # a target to escape to
    relocate(path, location)
    with pytest.raises(OnnxImportError, match=f"tensor 'w'.*{message}"):
        import_model_file(str(path))


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_symbolic_link_out_of_the_folder_is_refused(tmp_path):
    path = save_external(tmp_path / "model", {"w": np.ones(3, dtype=np.float32)})
    outside = tmp_path / "secret.bin"
    outside.write_bytes(np.ones(3, dtype=np.float32).tobytes())
    (tmp_path / "model" / "link.bin").symlink_to(outside)
    relocate(path, "link.bin")
    with pytest.raises(OnnxImportError, match=re.escape("location 'link.bin', outside the model's folder: refused")):
        import_model_file(str(path))


def test_bytes_beyond_the_file_are_refused(tmp_path):
    path = save_external(tmp_path, {"w": np.ones(3, dtype=np.float32)})
    (tmp_path / "weights.bin").write_bytes(b"\0" * 8)  # 12 bytes were written
    outside = r"tensor 'w': bytes 0\.\.12 of 'weights.bin' are outside the file \(8 bytes\)"
    with pytest.raises(OnnxImportError, match=outside):
        import_model_file(str(path))


def test_a_model_read_from_bytes_cannot_have_external_data(tmp_path):
    path = save_external(tmp_path, {"w": np.ones(3, dtype=np.float32)})
    with pytest.raises(OnnxImportError, match="read from a stream: give its path"):
        import_model(path.read_bytes())


def test_a_constant_node_may_hold_external_data(tmp_path):
    value = numpy_helper.from_array(np.arange(4, dtype=np.float32), "c_value")
    node = helper.make_node("Constant", [], ["c"], value=value)
    graph = helper.make_graph([node], "g", [], [helper.make_tensor_value_info("c", TensorProto.FLOAT, [4])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
    external_data_helper.convert_model_to_external_data(
        model, location="c.bin", size_threshold=0, convert_attribute=True
    )
    onnx.save_model(model, tmp_path / "model.onnx")
    assert (tmp_path / "c.bin").is_file()
    np.testing.assert_array_equal(constants(import_model_file(str(tmp_path / "model.onnx")))["c"], np.arange(4))
