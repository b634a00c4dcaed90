"""Weights go from the ONNX file to the .bin unchanged and uncopied: the .bin holds the
initializers' exact bytes, stored once however many initializers hold them, and neither the
loader nor the whole conversion allocates memory in proportion to the weights (the model and
external data files are mapped; see docs/frontend.md)."""

from __future__ import annotations

import tracemalloc

import numpy as np
import onnx
from lxml import etree
from onnx import TensorProto, external_data_helper, helper, numpy_helper
from support import convert, make_model, save_model

from ovopt.dialects import elements
from ovopt.dialects.mapped_files import file_span
from ovopt.frontends.onnx import import_model_file
from ovopt.frontends.onnx.wire import strip_raw_data

MB = 1 << 20


def matmul_chain(weights: dict[str, np.ndarray]) -> onnx.ModelProto:
    """y = x @ w0 @ w1 @ ... : every weight feeds its own MatMul (nothing merges them)."""
    width = next(iter(weights.values())).shape[0]
    nodes, previous = [], "x"
    for index, name in enumerate(weights):
        output = "y" if index == len(weights) - 1 else f"h{index}"
        nodes.append(helper.make_node("MatMul", [previous, name], [output], name=f"matmul{index}"))
        previous = output
    initializers = [numpy_helper.from_array(array, name) for name, array in weights.items()]
    return make_model(
        nodes,
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, width])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, width])],
        initializers,
    )


def const_bytes(xml_path, bin_path) -> dict[str, tuple[int, bytes]]:
    """Const layer name -> (offset, bytes) as the IR stores them."""
    data = bin_path.read_bytes()
    found = {}
    for layer in etree.parse(str(xml_path)).iterfind("layers/layer[@type='Const']"):
        offset, size = int(layer.find("data").get("offset")), int(layer.find("data").get("size"))
        found[layer.get("name")] = (offset, data[offset : offset + size])
    return found


def test_the_bin_holds_the_onnx_bytes_once(tmp_path):
    rng = np.random.default_rng(0)
    first = rng.standard_normal((1024, 1024)).astype(np.float32)  # 4 MB
    weights = {"w0": first, "w1": rng.standard_normal((1024, 1024)).astype(np.float32), "w2": first.copy()}
    model = matmul_chain(weights)
    converted = convert(model, tmp_path)
    assert converted.returncode == 0, converted.stderr
    stored = const_bytes(converted.xml, converted.bin)
    onnx_bytes = {t.name: t.raw_data for t in onnx.load(tmp_path / "model.onnx").graph.initializer}
    by_content = {data: offset for offset, data in stored.values()}
    for name, raw in onnx_bytes.items():
        assert raw in by_content, f"{name}'s bytes are not in the .bin"
    assert stored and all(data in onnx_bytes.values() for _, data in stored.values())
    assert converted.bin.stat().st_size == 2 * first.nbytes  # w0 and w2 hold equal bytes: stored once


def test_external_data_reaches_the_bin_unchanged(tmp_path):
    rng = np.random.default_rng(1)
    weights = {"w0": rng.standard_normal((512, 512)).astype(np.float32)}
    model = matmul_chain(weights)
    external_data_helper.convert_model_to_external_data(model, location="weights.data", size_threshold=0)
    path = save_model(model, tmp_path)
    converted = convert(path, tmp_path)
    assert converted.returncode == 0, converted.stderr
    assert converted.bin.read_bytes() == (tmp_path / "weights.data").read_bytes()


def test_the_scan_finds_each_large_raw_data(tmp_path):
    rng = np.random.default_rng(2)
    weights = {"w0": rng.standard_normal((256, 256)).astype(np.float32), "w1": np.ones((2, 2), np.float32)}
    data = matmul_chain(weights).SerializeToString()
    stripped, spans = strip_raw_data(data, limit=1024)
    assert spans[1] is None  # small: left in the protobuf
    offset, length = spans[0]
    assert data[offset : offset + length] == weights["w0"].tobytes()
    parsed = onnx.ModelProto.FromString(stripped)
    assert not parsed.graph.initializer[0].HasField("raw_data")
    assert parsed.graph.initializer[1].raw_data == weights["w1"].tobytes()
    assert strip_raw_data(data[:-3], limit=1024) is None  # truncated: left to protobuf's verdict


def peak_allocated(run) -> int:
    """The most memory Python and numpy held at once while `run()` ran, in bytes."""
    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_the_loader_does_not_copy_a_64_mb_initializer(tmp_path):
    weight = np.random.default_rng(3).standard_normal((4096, 4096)).astype(np.float32)  # 64 MB
    path = save_model(matmul_chain({"w": weight}), tmp_path)
    import_model_file(str(path))  # the lazy imports happen here, not in the measured run
    peak = peak_allocated(lambda: import_model_file(str(path)))
    assert peak < weight.nbytes // 8, f"the loader held {peak / MB:.1f} MB at once"


def test_a_conversion_does_not_copy_a_64_mb_initializer(tmp_path):
    weight = np.random.default_rng(4).standard_normal((4096, 4096)).astype(np.float32)  # 64 MB
    path = save_model(matmul_chain({"w": weight}), tmp_path)
    assert convert(path, tmp_path / "warm-up").returncode == 0  # lazy imports, caches
    converted = None

    def run():
        nonlocal converted
        converted = convert(path, tmp_path)

    peak = peak_allocated(run)
    assert converted.returncode == 0, converted.stderr
    assert peak < weight.nbytes // 4, f"the conversion held {peak / MB:.1f} MB at once"
    assert converted.bin.read_bytes() == weight.tobytes()


def test_a_reshaped_weight_stays_a_view_of_the_file(tmp_path):
    weight = np.random.default_rng(5).standard_normal((256, 128)).astype(np.float32)
    path = save_model(matmul_chain({"w": weight}), tmp_path)
    (constant,) = [op for op in import_model_file(str(path)).walk() if op.name == "onnx.Constant"]
    assert file_span(constant.value.data.data) is not None  # imported: a view of the model file
    reshaped = elements.dense_from_numpy(elements.numpy_from_dense(constant.value).reshape(128, 256))
    assert file_span(reshaped.data.data) == file_span(constant.value.data.data)
    assert hash(reshaped) is not None and bytes(reshaped.data.data) == weight.tobytes()


def test_bytes_that_can_change_are_copied():
    array = np.arange(8, dtype=np.float32)
    read_only = array.view()
    read_only.flags.writeable = False  # a promise about this view only: `array` still writes
    dense = elements.dense_from_numpy(read_only)
    array[0] = 42
    assert elements.numpy_from_dense(dense)[0] == 0
