"""ov-transpose-matmul-weights end to end: a MatMul's constant weights are stored [N, K] and read
with transpose_b, as ovc stores them, and the IR computes onnxruntime's outputs: weights small
and large (transposed as the .bin is written), in the model file and in external data, shared
by two MatMuls (stored once), read by another op too (stored both ways), compressed to f16
(transposed as f16). The in-memory model keeps sharing the weights; gna-default leaves them."""

from __future__ import annotations

import re

import numpy as np
import onnx
import openvino
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

import ovopt
from ovopt.lowering.pipeline import ordered
from support import convert, make_model, ov_opt_ok, random_inputs, run_onnxruntime, run_openvino

F = TensorProto.FLOAT
RNG = np.random.default_rng(7)


def weights(*shape: int) -> np.ndarray:
    return (RNG.standard_normal(shape) / np.sqrt(shape[-2])).astype(np.float32)


def layers(xml_text: str, layer_type: str) -> list[str]:
    return re.findall(rf'<layer id="\d+" name="[^"]*" type="{layer_type}".*?</layer>', xml_text, re.S)


def chain_model() -> tuple[onnx.ModelProto, dict[str, np.ndarray]]:
    """x [B, 40, 96] -> MatMul a (96 x 3000) -> MatMul b (3000 x 40, rank 3 with a leading 1)
    -> MatMul by `shared` twice -> + shared. The Add reads `shared` itself (broadcast as
    [1, 40, 40]): it is stored both ways."""
    named = {"a": weights(96, 3000), "b": weights(1, 3000, 40), "shared": weights(40, 40)}
    nodes = [
        make_node("MatMul", ["x", "a"], ["ya"], name="first"),
        make_node("MatMul", ["ya", "b"], ["yb"], name="second"),
        make_node("MatMul", ["yb", "shared"], ["yc"], name="third"),
        make_node("MatMul", ["yc", "shared"], ["yd"], name="fourth"),
        make_node("Add", ["yd", "shared"], ["y"], name="last"),
    ]
    inputs = [make_tensor_value_info("x", F, ["B", 40, 96])]
    model = make_model(
        nodes, inputs, [make_tensor_value_info("y", F, None)], [numpy_helper.from_array(v, k) for k, v in named.items()]
    )
    return model, named


def save(model: onnx.ModelProto, path, external: bool = False) -> None:
    """Save a copy (saving as external data changes the model it saves)."""
    copy = onnx.ModelProto.FromString(model.SerializeToString())
    onnx.save(copy, path, save_as_external_data=external, location=f"{path.stem}.data", size_threshold=0)


def check(model: onnx.ModelProto, xml, rtol=1e-4) -> None:
    inputs = random_inputs(model)
    expected, actual = run_onnxruntime(model, inputs), run_openvino(xml, inputs)
    for name, reference in expected.items():
        scale = np.abs(reference).max()
        np.testing.assert_allclose(actual[name], reference, rtol=rtol, atol=rtol * scale, err_msg=name)


@pytest.mark.parametrize("external", [False, True], ids=["in the model file", "external data"])
def test_weights_are_stored_transposed(tmp_path, external):
    model, named = chain_model()
    path = tmp_path / "chain.onnx"
    save(model, path, external)
    converted = convert(path, tmp_path)
    assert converted.returncode == 0, converted.stderr
    text = converted.xml.read_text()
    assert [re.search(r"transpose_b=\"(\w+)\"", layer)[1] for layer in layers(text, "MatMul")] == ["true"] * 4
    shapes = {
        re.search(r'name="([^"]*)"', layer)[1]: re.search(r'shape="([^"]*)"', layer)[1]
        for layer in layers(text, "Const")
    }
    assert shapes == {"a": "3000, 96", "b": "1, 40, 3000", "shared": "40, 40", "shared/1": "1, 40, 40"}
    stored = converted.xml.with_suffix(".bin").read_bytes()
    transposed = {name: np.swapaxes(value, -1, -2).tobytes() for name, value in named.items()}
    assert stored.count(transposed["a"]) == stored.count(transposed["shared"]) == 1
    assert stored.count(named["shared"].tobytes()) == 1  # what the Add reads
    assert len(stored) == sum(v.nbytes for v in named.values()) + named["shared"].nbytes
    check(model, converted.xml)


def test_compressed_weights_are_transposed_as_f16(tmp_path):
    model, named = chain_model()
    converted = convert(model, tmp_path, "--compress-to-fp16")
    assert converted.returncode == 0, converted.stderr
    text = converted.xml.read_text()
    consts = {re.search(r'name="([^"]*)"', c)[1]: c for c in layers(text, "Const")}
    assert 'element_type="f16" shape="3000, 96"' in consts["a_compressed"]
    assert len(layers(text, "Transpose")) == 0 and len(layers(text, "Convert")) == 4
    stored = converted.xml.with_suffix(".bin").read_bytes()
    assert np.swapaxes(named["a"], -1, -2).astype(np.float16).tobytes() in stored
    check(model, converted.xml, rtol=1e-2)


def test_without_the_pass_the_weights_are_as_imported(tmp_path):
    model, _ = chain_model()
    save(model, tmp_path / "chain.onnx")
    out = tmp_path / "plain.xml"
    ov_opt_ok(
        [
            str(tmp_path / "chain.onnx"),
            "-p",
            "ov-default{disable=ov-transpose-matmul-weights}",
            "-t",
            "ir",
            "-o",
            str(out),
        ]
    )
    assert 'transpose_b="true"' not in out.read_text()
    check(model, out)


def test_the_in_memory_model_shares_the_weights_it_reads_transposed(tmp_path):
    """convert_model's model reads each weight through a Transpose OpenVINO folds when it
    compiles, so the large ones still share the mapped file's bytes instead of being copied."""
    model, named = chain_model()
    save(model, tmp_path / "chain.onnx", external=True)
    converted = ovopt.convert_model(tmp_path / "chain.onnx")
    constants = [node for node in converted.get_ordered_ops() if node.get_type_name() == "Constant"]
    assert any(
        node.get_byte_size() == named["a"].nbytes and node.data.tobytes() == named["a"].tobytes() for node in constants
    )
    inputs = random_inputs(model)
    actual = openvino.Core().compile_model(converted, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})(inputs)[0]
    expected = run_onnxruntime(model, inputs)["y"]
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-4 * np.abs(expected).max())


def test_gna_pipelines_leave_weights_as_they_are():
    assert "ov-transpose-matmul-weights" in [t.id for t in ordered("ov-default")]
    for pipeline in ("gna-default", "gna-emulate"):
        assert "ov-transpose-matmul-weights" not in [t.id for t in ordered(pipeline)]
