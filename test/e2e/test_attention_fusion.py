"""ov-fuse-attention end to end: attention as exporters write it converts to one
ScaledDotProductAttention that OpenVINO runs to onnxruntime's outputs, in every form the fusion
takes (scaled or divided, masked or not, K^T from a Transpose of either order, key and value
heads that broadcast, rank 3) and in a Llama-shaped decoder with a KV cache; `gna-default`,
which runs an attention's scale on GNA, leaves it alone."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from ovopt.benchmarks.bench_decoder import Decoder, write_decoder
from ovopt.lowering.pipeline import ordered
from ovopt.tools.compare_ir import layer_types
from support import (
    check_against_onnxruntime,
    convert,
    make_model,
    ov_opt_ok,
    random_inputs,
    run_onnxruntime,
    run_openvino,
)

F = TensorProto.FLOAT
SDPA = "ScaledDotProductAttention"


def attention_model(
    query: list, key: list, value: list, *, key_order: list[int], scale: str | None = "Mul", mask: list | None = None
) -> onnx.ModelProto:
    """softmax(q @ Transpose(k, key_order) [* or / c] [+ mask]) @ v."""
    nodes = [make_node("Transpose", ["k"], ["kt"], perm=key_order), make_node("MatMul", ["q", "kt"], ["scores"])]
    initializers, scores = [], "scores"
    if scale is not None:
        initializers.append(numpy_helper.from_array(np.asarray(8.0 if scale == "Div" else 0.125, np.float32), "c"))
        nodes.append(make_node(scale, [scores, "c"], ["scaled"]))
        scores = "scaled"
    inputs = [make_tensor_value_info(name, F, shape) for name, shape in (("q", query), ("k", key), ("v", value))]
    if mask is not None:
        inputs.append(make_tensor_value_info("mask", F, mask))
        nodes.append(make_node("Add", ["mask", scores], ["biased"]))
        scores = "biased"
    nodes += [make_node("Softmax", [scores], ["weights"], axis=-1), make_node("MatMul", ["weights", "v"], ["y"])]
    return make_model(nodes, inputs, [make_tensor_value_info("y", F, None)], initializers)


SWAP = [0, 1, 3, 2]
CASES = {
    "scaled_and_masked": dict(
        query=["B", 4, "L", 8], key=["B", 4, "S", 8], value=["B", 4, "S", 6], key_order=SWAP, mask=["B", 1, "L", "S"]
    ),
    "divided": dict(query=[2, 4, 5, 8], key=[2, 4, 7, 8], value=[2, 4, 7, 8], key_order=SWAP, scale="Div"),
    "unscaled_with_a_mask_of_lower_rank": dict(
        query=[1, 4, 5, 8], key=[1, 4, 7, 8], value=[1, 4, 7, 8], key_order=SWAP, scale=None, mask=[5, 7]
    ),
    "key_sequence_first": dict(query=[1, 4, 5, 8], key=[1, 7, 4, 8], value=[1, 4, 7, 8], key_order=[0, 2, 3, 1]),
    "one_key_value_head": dict(query=[2, 4, 5, 8], key=[2, 1, 7, 8], value=[2, 1, 7, 8], key_order=SWAP),
    "rank_3": dict(query=[4, 5, 8], key=[4, 7, 8], value=[4, 7, 3], key_order=[0, 2, 1]),
}


@pytest.mark.parametrize("case", CASES)
def test_attention_is_one_op_that_computes_as_onnxruntime(check_model, tmp_path, case):
    model = attention_model(**CASES[case])
    rng = np.random.default_rng(5)
    inputs = {
        value.name: rng.standard_normal([d.dim_value or 3 for d in value.type.tensor_type.shape.dim]).astype(np.float32)
        for value in model.graph.input
    }
    check_model(model, inputs)
    types = layer_types(tmp_path / "out" / "model.xml")
    assert types[SDPA] == 1 and types["SoftMax"] == 0 and types["MatMul"] == 0, dict(types)


def decoder_inputs(config: Decoder, batch: int, past: int, sequence: int) -> dict[str, np.ndarray]:
    """A decoding step: `sequence` new tokens after `past` cached ones, a causal bias."""
    rng = np.random.default_rng(9)
    total = past + sequence
    hidden = np.triu(np.full((sequence, total), -np.inf, np.float32), k=past + 1)
    inputs = {
        "input_ids": rng.integers(0, config.vocab, (batch, sequence)),
        "position_ids": np.broadcast_to(np.arange(past, total), (batch, sequence)).astype(np.int64),
        "attention_bias": np.broadcast_to(hidden, (batch, 1, sequence, total)).copy(),
    }
    for layer in range(config.layers):
        for kind in ("key", "value"):
            shape = (batch, config.kv_heads, past, config.head_dim)
            inputs[f"past_key_values.{layer}.{kind}"] = rng.standard_normal(shape).astype(np.float32)
    return inputs


def test_decoder_with_a_kv_cache(tmp_path):
    """Grouped-query attention over the cache and the new tokens: one fused op per layer; the
    logits and the new cache as onnxruntime computes them, at two cache lengths."""
    config = Decoder(layers=2, hidden=64, heads=4, kv_heads=2, mlp=96, vocab=50, max_positions=64)
    path = tmp_path / "decoder.onnx"
    write_decoder(path, config)
    converted = convert(path, tmp_path)
    assert converted.returncode == 0, converted.stderr
    assert layer_types(converted.xml)[SDPA] == config.layers
    model = onnx.load(str(path))
    for past, sequence in ((0, 5), (6, 1)):
        inputs = decoder_inputs(config, batch=2, past=past, sequence=sequence)
        expected, actual = run_onnxruntime(model, inputs), run_openvino(converted.xml, inputs)
        for name, reference in expected.items():
            np.testing.assert_allclose(actual[name], reference, rtol=1e-4, atol=1e-5, err_msg=f"{name} at past={past}")


def test_gna_default_leaves_attention_to_its_matmuls(tmp_path):
    """GNA runs the scale of a [1, L, E] attention as a diagonal layer, and leaves its Softmax
    and the MatMuls of two activations to the CPU: one fused op would take the scale off GNA."""
    assert "ov-fuse-attention" in [t.id for t in ordered("ov-default")]
    for pipeline in ("gna-default", "gna-emulate"):
        assert "ov-fuse-attention" not in [t.id for t in ordered(pipeline)]
    model = attention_model(query=[1, 5, 8], key=[1, 7, 8], value=[1, 7, 8], key_order=[0, 2, 1])
    onnx.save(model, tmp_path / "attention.onnx")
    out = tmp_path / "gna.mlir"
    ov_opt_ok([str(tmp_path / "attention.onnx"), "-p", "gna-default", "-o", str(out)])
    text = out.read_text()
    assert SDPA not in text and "ov.Softmax.v8" in text and "gna.diagonal" in text
    fused = tmp_path / "fused.mlir"
    ov_opt_ok([str(tmp_path / "attention.onnx"), "-p", "ov-default", "-o", str(fused)])
    assert SDPA in fused.read_text()


def test_fused_ir_computes_what_the_unfused_one_does(tmp_path):
    """The same inputs through the IR with and without the fusion, both in OpenVINO."""
    model = attention_model(**CASES["scaled_and_masked"])
    fused = check_against_onnxruntime(model, tmp_path)
    unfused = tmp_path / "unfused.xml"
    ov_opt_ok(
        [str(tmp_path / "model.onnx"), "-p", "ov-default{disable=ov-fuse-attention}", "-t", "ir", "-o", str(unfused)]
    )
    assert layer_types(unfused)[SDPA] == 0
    np.testing.assert_allclose(fused["y"], run_openvino(unfused, random_inputs(model))["y"], rtol=1e-5, atol=1e-6)
