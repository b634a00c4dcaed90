"""Weights go from the ONNX file to the .bin unchanged and uncopied: the .bin holds the
initializers' exact bytes, stored once however many initializers hold them, and neither the
loader nor the whole conversion allocates memory in proportion to the weights (the model and
external data files are mapped; see docs/frontend.md)."""

from __future__ import annotations

import os
import tracemalloc

import numpy as np
import onnx
import pytest
from lxml import etree
from onnx import TensorProto, external_data_helper, helper, numpy_helper

from ovopt.frontends.onnx import import_model_file
from ovopt.frontends.onnx.wire import IN_MODEL_FILE, strip_raw_data
from ovopt.support import elements
from ovopt.support.mapped_files import FileBytes, file_span, map_file, same_bytes, sampled_key
from ovopt.targets.files import OutputError, write_all_or_none
from ovopt.targets.ir import transposed
from ovopt.targets.ir.writer import Weights
from support import convert, make_model, save_model

MB = 1 << 20


def linear_chain(weights: dict[str, np.ndarray]) -> onnx.ModelProto:
    """y = x @ w0^T @ w1^T ... : every weight feeds its own Gemm (nothing merges them), stored
    [N, K] (transB) as the IR stores a MatMul's weights, so that it reaches the .bin as it is."""
    width = next(iter(weights.values())).shape[1]
    nodes, previous = [], "x"
    for index, name in enumerate(weights):
        output = "y" if index == len(weights) - 1 else f"h{index}"
        nodes.append(helper.make_node("Gemm", [previous, name], [output], name=f"linear{index}", transB=1))
        previous = output
    initializers = [numpy_helper.from_array(array, name) for name, array in weights.items()]
    return make_model(
        nodes,
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, width])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, None])],
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
    model = linear_chain(weights)
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
    model = linear_chain(weights)
    external_data_helper.convert_model_to_external_data(model, location="weights.data", size_threshold=0)
    path = save_model(model, tmp_path)
    converted = convert(path, tmp_path)
    assert converted.returncode == 0, converted.stderr
    assert converted.bin.read_bytes() == (tmp_path / "weights.data").read_bytes()


def test_the_scan_leaves_each_large_raw_data_in_the_model_file():
    rng = np.random.default_rng(2)
    weights = {"w0": rng.standard_normal((256, 256)).astype(np.float32), "w1": np.ones((2, 2), np.float32)}
    model = linear_chain(weights)
    attribute = rng.standard_normal(300).astype(np.float32)
    then_value = rng.standard_normal(400).astype(np.float32)
    constant = helper.make_node("Constant", [], ["c"], value=numpy_helper.from_array(attribute, "c"))
    branch = helper.make_graph(
        [],
        "then",
        [],
        [helper.make_tensor_value_info("t", TensorProto.FLOAT, [400])],
        [numpy_helper.from_array(then_value, "t")],
    )
    condition = helper.make_node("If", ["cond"], ["z"], then_branch=branch, else_branch=branch)
    model.graph.node.extend([constant, condition])
    data = model.SerializeToString()

    stripped = onnx.ModelProto.FromString(strip_raw_data(data, limit=1024))

    def stored(tensor: TensorProto) -> bytes:
        assert tensor.data_location == TensorProto.EXTERNAL and not tensor.HasField("raw_data")
        info = {entry.key: entry.value for entry in tensor.external_data}
        assert info["location"] == IN_MODEL_FILE
        return data[int(info["offset"]) : int(info["offset"]) + int(info["length"])]

    graph = stripped.graph
    assert stored(graph.initializer[0]) == weights["w0"].tobytes()
    assert graph.initializer[1].raw_data == weights["w1"].tobytes()  # small: left in the protobuf
    assert stored(graph.node[-2].attribute[0].t) == attribute.tobytes()
    assert stored(graph.node[-1].attribute[0].g.initializer[0]) == then_value.tobytes()
    assert strip_raw_data(data[:-3], limit=1024) is None  # truncated: left to protobuf's verdict
    assert strip_raw_data(data, limit=1 << 20) is None  # nothing that large


def test_a_mapped_file_is_scanned_as_its_bytes_are(tmp_path):
    """The scan reads a mapped file with pread (FileBytes): the same result as from its bytes."""
    rng = np.random.default_rng(3)
    weights = {f"w{i}": rng.standard_normal((64, 64)).astype(np.float32) for i in range(3)}
    path = tmp_path / "chain.onnx"
    path.write_bytes(linear_chain(weights).SerializeToString())
    mapped = map_file(path)
    assert strip_raw_data(mapped, limit=1024) == strip_raw_data(path.read_bytes(), limit=1024)


def test_file_bytes_read_as_a_memoryview_of_the_bytes_does(tmp_path):
    data = np.random.default_rng(4).integers(0, 256, 50_000, dtype=np.uint8).tobytes()
    path = tmp_path / "data"
    path.write_bytes(data)
    view = map_file(path)[1000:40_000]
    read = FileBytes(view)
    assert len(read) == len(view)
    for index in (0, 1, 16383, 16384, len(view) - 1):
        assert read[index] == view[index]
    assert read[5:30_000] == bytes(view[5:30_000]) and read[7:7] == b""
    with pytest.raises(IndexError):
        read[len(view)]


def test_a_mapped_weight_has_the_key_of_its_bytes(tmp_path):
    data = np.random.default_rng(5).integers(0, 256, 3 << 20, dtype=np.uint8).tobytes()
    path = tmp_path / "weight"
    path.write_bytes(b"head" + data)
    assert sampled_key(map_file(path)[4:]) == sampled_key(data)


@pytest.mark.parametrize(("depth", "scanned"), [(31, True), (32, False)])
def test_subgraphs_nested_past_any_real_model_are_left_to_protobuf(depth, scanned):
    """The scan steps aside where protobuf's own depth limit is near (protobuf then parses, and
    refuses a model past it) instead of recursing as deep as a hostile model nests."""
    output = helper.make_tensor_value_info("t", TensorProto.FLOAT, [2048])
    graph = helper.make_graph([], "inner", [], [output], [numpy_helper.from_array(np.ones(2048, np.float32), "t")])
    empty = helper.make_graph([], "empty", [], [])
    for level in range(depth):
        node = helper.make_node("If", ["cond"], ["t"], then_branch=graph, else_branch=empty)
        graph = helper.make_graph([node], f"level{level}", [], [output])
    model = helper.make_model(graph)
    assert (strip_raw_data(model.SerializeToString(), limit=1024) is not None) is scanned


def peak_allocated(run) -> int:
    """The most memory Python and numpy held at once while `run()` ran, in bytes."""
    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("held_by", ["initializer", "Constant node"])
def test_the_loader_does_not_copy_a_64_mb_weight(tmp_path, held_by):
    weight = np.random.default_rng(3).standard_normal((4096, 4096)).astype(np.float32)  # 64 MB
    model = linear_chain({"w": weight})
    if held_by == "Constant node":
        model.graph.node.insert(0, helper.make_node("Constant", [], ["w"], value=model.graph.initializer.pop()))
    path = save_model(model, tmp_path)
    import_model_file(str(path))  # the lazy imports happen here, not in the measured run
    peak = peak_allocated(lambda: import_model_file(str(path)))
    assert peak < weight.nbytes // 8, f"the loader held {peak / MB:.1f} MB at once"


def converted_with_peak(path, tmp_path):
    """The conversion of the model at `path`, which must succeed, and the most memory it held at
    once (after a warm-up conversion: lazy imports and caches are not the conversion's)."""
    assert convert(path, tmp_path / "warm-up").returncode == 0
    converted = None

    def run():
        nonlocal converted
        converted = convert(path, tmp_path)

    peak = peak_allocated(run)
    assert converted.returncode == 0, converted.stderr
    return converted, peak


def test_a_conversion_does_not_copy_a_64_mb_initializer(tmp_path):
    weight = np.random.default_rng(4).standard_normal((4096, 4096)).astype(np.float32)  # 64 MB
    path = save_model(linear_chain({"w": weight}), tmp_path)
    converted, peak = converted_with_peak(path, tmp_path)
    assert peak < weight.nbytes // 4, f"the conversion held {peak / MB:.1f} MB at once"
    assert converted.bin.read_bytes() == weight.tobytes()


def test_weights_transposed_as_they_are_written_are_never_held_whole(tmp_path):
    """ov-transpose-matmul-weights' weights go to the .bin through the transposition's buffers
    (a block of the source, a band of the result), smaller than the weight."""
    weight = np.random.default_rng(6).standard_normal((2048, 6144)).astype(np.float32)  # 48 MB: two blocks
    bound = transposed.BLOCK_BYTES + transposed.BAND_BYTES + 4 * MB
    assert bound < weight.nbytes
    model = make_model(
        [helper.make_node("MatMul", ["x", "w"], ["y"])],
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 2048])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 6144])],
        [numpy_helper.from_array(weight, "w")],
    )
    path = save_model(model, tmp_path)
    converted, peak = converted_with_peak(path, tmp_path)
    assert peak < bound, f"the conversion held {peak / MB:.1f} MB at once"
    assert converted.bin.read_bytes() == weight.T.tobytes()


def test_a_reshaped_weight_stays_a_view_of_the_file(tmp_path):
    weight = np.random.default_rng(5).standard_normal((256, 128)).astype(np.float32)
    path = save_model(linear_chain({"w": weight}), tmp_path)
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


def test_a_new_array_is_kept_once_read_only_and_copied_while_writable():
    values = np.arange(1 << 16, dtype=np.float32)
    writable = elements.new_array(values.shape, np.float32)
    writable[:] = values
    copied = elements.dense_from_numpy(writable)
    writable[0] = 42
    assert elements.numpy_from_dense(copied)[0] == 0
    writable.flags.writeable = False
    kept = elements.dense_from_numpy(writable)
    assert isinstance(kept.data.data.obj, elements.NewConstantMemory)  # its memory, not a copy
    values[0] = 42
    assert kept == elements.dense_from_numpy(values) and hash(kept) == hash(elements.dense_from_numpy(values))


@pytest.mark.parametrize("size", [0, 7, 8, 4099])
def test_same_bytes_compares_every_byte(size):
    data = bytes(range(256)) * (size // 256 + 1)
    data = data[:size]
    assert same_bytes(memoryview(data), bytes(bytearray(data)))
    for index in range(size):
        changed = bytearray(data)
        changed[index] ^= 1
        assert not same_bytes(memoryview(data), memoryview(bytes(changed))), index
    assert not same_bytes(memoryview(data), data + b"\0")


@pytest.mark.parametrize("size", [8, 3 << 20])
def test_equal_bytes_and_views_are_stored_once(size):
    data = (bytes(range(256)) * (size // 256 + 1))[:size]
    assert sampled_key(data) == sampled_key(memoryview(bytes(bytearray(data))))
    weights = Weights()
    assert weights.add(data) == weights.add(memoryview(bytes(bytearray(data)))) == 0
    assert weights.size == size


def test_a_model_file_that_shrinks_under_the_copy_is_an_output_error(tmp_path):
    source = tmp_path / "weights.data"
    source.write_bytes(bytes(range(256)) * 64)
    view = map_file(source)[4096:]
    os.truncate(source, 1024)  # the mapping now runs past the file's end
    output = tmp_path / "out.bin"
    with pytest.raises(OutputError, match="shrank"):
        write_all_or_none([(output, [b"head", view])])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["weights.data"]  # nothing left behind


def test_initializers_import_in_the_model_order_whichever_are_mapped(tmp_path):
    """A large initializer's bytes stay in the mapped file and a small one's go through protobuf;
    the constants still come in the model's order, so the IR's order does not depend on the size
    that decides it."""
    rng = np.random.default_rng(0)
    sizes = {"small0": 4, "large0": 4096, "small1": 8, "large1": 2048, "small2": 2}
    weights = {name: rng.standard_normal(size).astype(np.float32) for name, size in sizes.items()}
    model = make_model(
        [helper.make_node("Identity", [name], [f"out_{name}"]) for name in weights],
        [],
        [helper.make_tensor_value_info(f"out_{name}", TensorProto.FLOAT, [len(w)]) for name, w in weights.items()],
        [numpy_helper.from_array(w, name) for name, w in weights.items()],
    )
    module = import_model_file(str(save_model(model, tmp_path)))
    constants = [op for op in module.walk() if op.name == "onnx.Constant"]
    assert [op.results[0].name_hint for op in constants] == list(weights)
    for op, array in zip(constants, weights.values()):
        np.testing.assert_array_equal(elements.numpy_from_dense(op.value), array)


def test_a_large_computed_value_is_copied_into_memory_that_goes_back_to_the_system():
    """A folded weight (a transposed filter) that a later fold replaces must not leave a hole in
    the heap, which the process keeps: large copies go to a `new_array`, small ones to bytes."""
    large = np.arange(elements.NEW_ARRAY_MIN_BYTES // 4, dtype=np.float32)
    small = np.arange(elements.NEW_ARRAY_MIN_BYTES // 4 - 1, dtype=np.float32)
    copied = elements.dense_from_numpy(large.reshape(-1, 4).T)  # not contiguous: a copy
    assert isinstance(copied.data.data.obj, elements.NewConstantMemory)
    assert elements.numpy_from_dense(copied).tobytes() == np.ascontiguousarray(large.reshape(-1, 4).T).tobytes()
    assert isinstance(elements.dense_from_numpy(small).data.data, bytes)
    large[0] = 42
    assert elements.numpy_from_dense(copied)[0, 0] == 0
