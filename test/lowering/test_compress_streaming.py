"""ov-compress-to-fp16 on weights mapped from a file: converted a chunk at a time, the source
pages let go, the f16 copy spilled to a file rather than held in memory (a 4 GiB decoder
compressed in 6.8 GB of RSS before), with the values the f16 rounding gives."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import Float16Type, Float32Type, ModuleOp, TensorType
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Region

from ovopt.dialects import ov
from ovopt.lowering.ov.options import compress
from ovopt.support import elements
from ovopt.support.mapped_files import file_span, map_file

SIZE = 2 << 20  # values: 8 MB of f32, 4 MB of f16


def rss_file_mb() -> float:
    with open("/proc/self/status") as status:
        return int(next(line for line in status if line.startswith("RssFile:")).split()[1]) / 1024


def scaled_by(weight: ov.ConstantV0Op) -> tuple[ModuleOp, ov.MultiplyV1Op]:
    """main(x) = x * weight."""
    t = TensorType(Float32Type(), [SIZE])
    block = Block(arg_types=[t])
    multiply = ov.MultiplyV1Op(block.args[0], weight.output)
    block.add_ops([weight, multiply, ReturnOp(multiply.results[0])])
    return ModuleOp([FuncOp.from_region("main", [t], [t], Region(block))]), multiply


def mapped_weight(tmp_path, values: np.ndarray) -> ov.ConstantV0Op:
    path = tmp_path / "weights.bin"
    path.write_bytes(bytes(4096) + values.tobytes())
    weight = ov.ConstantV0Op(elements.dense_from_numpy(np.frombuffer(map_file(path), np.float32, offset=4096)))
    assert file_span(weight.value.data.data) is not None
    return weight


@pytest.fixture
def small_chunks(monkeypatch):
    monkeypatch.setattr(compress, "CHUNK", 1 << 18)  # 8 chunks: the exact path in one of them


def test_a_mapped_weight_compresses_into_a_spill_file_chunk_by_chunk(tmp_path, small_chunks):
    values = np.random.default_rng(0).standard_normal(SIZE).astype(np.float32)
    values[[5, 6, 7, 8, 300_000]] = [1e6, -7e4, np.inf, -np.inf, np.nan]
    weight = mapped_weight(tmp_path, values)
    module, multiply = scaled_by(weight)
    int(np.frombuffer(weight.value.data.data, np.uint8).sum())  # every page resident
    before = rss_file_mb()
    compress.CompressToFp16Pass().apply(Context(), module)
    assert before - rss_file_mb() >= 6, f"RssFile {before:.1f} -> {rss_file_mb():.1f} MB: the source stayed"
    convert = multiply.operands[1].owner
    assert isinstance(convert, ov.ConvertV0Op)
    half = convert.operands[0].owner.value
    assert half.get_element_type() == Float16Type() and half.get_shape() == (SIZE,)
    spilled = file_span(half.data.data)
    assert spilled is not None and spilled[0] != file_span(weight.value.data.data)[0]
    expected = np.clip(values, -65504, 65504).astype(np.float16)  # the infinities too, as ovc does
    assert np.array_equal(elements.numpy_from_dense(half), expected, equal_nan=True)


def test_a_large_weight_f16_cannot_hold_stays_f32(tmp_path, small_chunks):
    values = np.full(SIZE, 1e6, np.float32)
    values[: SIZE // 5] = 1.0  # 80% beyond f16's range: ovc keeps it f32
    weight = mapped_weight(tmp_path, values)
    module, multiply = scaled_by(weight)
    compress.CompressToFp16Pass().apply(Context(), module)
    assert multiply.operands[1].owner is weight
    assert np.array_equal(elements.numpy_from_dense(weight.value), values)


def test_a_spilled_weight_is_written_as_ovc_writes_it(tmp_path):
    """Through the CLI, weights in external data: ovopt's IR with --compress-to-fp16 computes
    what ovc's compress_to_fp16 IR computes, and its .bin is as large."""
    import onnx
    import openvino
    from onnx import TensorProto, helper, numpy_helper

    from ovopt.tools.ov_opt import main

    w = np.random.default_rng(1).standard_normal((1024, 1024)).astype(np.float32)  # 2 MB as f16: spilled
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 1024])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 1024])
    graph = helper.make_graph(
        [helper.make_node("MatMul", ["x", "w"], ["y"], name="matmul")], "g", [x], [y], [numpy_helper.from_array(w, "w")]
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    onnx.save(model, tmp_path / "m.onnx", save_as_external_data=True, location="m.data", size_threshold=0)
    ours = tmp_path / "ours.xml"
    assert main([str(tmp_path / "m.onnx"), "-p", "ov-default", "-t", "ir", "-o", str(ours), "--compress-to-fp16"]) == 0
    theirs = tmp_path / "theirs.xml"
    openvino.save_model(openvino.convert_model(str(tmp_path / "m.onnx")), str(theirs), compress_to_fp16=True)
    assert ours.with_suffix(".bin").stat().st_size == theirs.with_suffix(".bin").stat().st_size
    core, inputs = openvino.Core(), np.random.default_rng(2).standard_normal((2, 1024)).astype(np.float32)
    config = {"INFERENCE_PRECISION_HINT": "f32"}
    got, want = (core.compile_model(str(xml), "CPU", config)(inputs)[0] for xml in (ours, theirs))
    assert np.allclose(got, want, rtol=1e-5, atol=1e-4)
    assert not np.allclose(got, inputs @ w, rtol=1e-5, atol=1e-4)  # the f16 rounding is in both
