"""A decoder laid out as Llama is, for the bench: what the models people convert most today look
like to a converter, at any size.

Per layer: RMSNorm (Pow, ReduceMean, Add, Sqrt, Div, Mul), Q/K/V projections, rotary position
embeddings applied with rotate-half (cos and sin gathered from tables by `position_ids`),
grouped-query attention whose K/V heads are broadcast to the query heads, the KV cache as
inputs (`past_key_values.N.key/value`) and outputs (`present.N.key/value`), an additive
attention bias input, the output projection and a SwiGLU MLP (SiLU(gate) * up, down); then the
final RMSNorm and the LM head. Batch, sequence and past lengths are dynamic. The weights are
written to one external data file (`NAME.onnx.data`) as they are drawn, so building a 4 GiB
model never holds more than one tensor in memory.

`llama_1b` has TinyLlama-1.1B's shape (22 layers, hidden 2048, 32 heads, 4 KV heads, MLP 5632,
vocabulary 32000): 1.1 B parameters, 4.4 GB in f32; `llama_1b_f16` the same in f16 (every
float tensor, inputs and outputs too); `llama_tiny` a 2-layer one of a few MB for quick runs.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper

OPSET = 17
IR_VERSION = 8


@dataclass(frozen=True)
class Decoder:
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    mlp: int
    vocab: int
    dtype: str = "float32"
    max_positions: int = 2048

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads


DECODERS = {
    "llama_tiny": Decoder(layers=2, hidden=256, heads=8, kv_heads=2, mlp=688, vocab=1000),
    "llama_1b": Decoder(layers=22, hidden=2048, heads=32, kv_heads=4, mlp=5632, vocab=32000),
    "llama_1b_f16": Decoder(layers=22, hidden=2048, heads=32, kv_heads=4, mlp=5632, vocab=32000, dtype="float16"),
}


class _Writer:
    """Nodes, and weights appended to the external data file as they are made."""

    def __init__(self, data_path: Path, dtype: np.dtype, seed: int = 0):
        self.data = open(data_path, "wb")  # noqa: SIM115  (closed by write_decoder)
        self.location = data_path.name
        self.dtype = dtype
        self.rng = np.random.default_rng(seed)
        self.nodes: list[onnx.NodeProto] = []
        self.weights: list[onnx.TensorProto] = []
        self.count = 0

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"{stem}_{self.count}"

    def op(self, op_type: str, *inputs: str, name: str | None = None, **attributes) -> str:
        output = name or self.fresh(op_type.lower())
        self.nodes.append(helper.make_node(op_type, list(inputs), [output], name=self.fresh(op_type), **attributes))
        return output

    def constant(self, stem: str, value: np.ndarray) -> str:
        """A small initializer, kept in the model file."""
        name = self.fresh(stem)
        self.weights.append(onnx.numpy_helper.from_array(value, name))
        return name

    def scalar(self, value: float) -> str:
        return self.constant("c", np.array(value, self.dtype))

    def weight(self, stem: str, value: np.ndarray) -> str:
        """A weight in the external data file (aligned to 4 KiB, as onnx's own writer can)."""
        name = self.fresh(stem)
        offset = self.data.seek(0, os.SEEK_END)
        padding = -offset % 4096
        self.data.write(b"\0" * padding)
        raw = np.ascontiguousarray(value, self.dtype)
        self.data.write(memoryview(raw).cast("B"))
        tensor = TensorProto(name=name, data_type=helper.np_dtype_to_tensor_dtype(raw.dtype), dims=raw.shape)
        tensor.data_location = TensorProto.EXTERNAL
        for key, text in (("location", self.location), ("offset", offset + padding), ("length", raw.nbytes)):
            tensor.external_data.add(key=key, value=str(text))
        self.weights.append(tensor)
        return name

    def random(self, rows: int, columns: int) -> str:
        std = np.float32(1.0 / math.sqrt(rows))
        return self.weight("w", self.rng.standard_normal((rows, columns), dtype=np.float32) * std)


def write_decoder(path: Path, config: Decoder) -> None:
    """Write `path` and its external data `path.data`."""
    dtype = np.dtype(config.dtype)
    writer = _Writer(path.with_name(path.name + ".data"), dtype)
    try:
        graph = _graph(writer, config, path.stem)
    finally:
        writer.data.close()
    model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="ovopt-bench", ir_version=IR_VERSION
    )
    onnx.save(model, path)


def _graph(w: _Writer, c: Decoder, name: str) -> onnx.GraphProto:
    element = helper.np_dtype_to_tensor_dtype(np.dtype(c.dtype))
    hd = c.head_dim
    embed = w.weight("embed_tokens", w.rng.standard_normal((c.vocab, c.hidden), dtype=np.float32) * np.float32(0.02))
    h = w.op("Gather", embed, "input_ids", axis=0)
    cos, sin = _rotary_tables(w, c)
    cos = w.op("Unsqueeze", w.op("Gather", cos, "position_ids", axis=0), w.constant("axes", np.array([1])))
    sin = w.op("Unsqueeze", w.op("Gather", sin, "position_ids", axis=0), w.constant("axes", np.array([1])))
    inputs = [
        helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "sequence"]),
        helper.make_tensor_value_info("position_ids", TensorProto.INT64, ["batch", "sequence"]),
        helper.make_tensor_value_info("attention_bias", element, ["batch", 1, "sequence", "total"]),
    ]
    outputs = []
    for layer in range(c.layers):
        for kind in ("key", "value"):
            inputs.append(
                helper.make_tensor_value_info(
                    f"past_key_values.{layer}.{kind}", element, ["batch", c.kv_heads, "past", hd]
                )
            )
            outputs.append(
                helper.make_tensor_value_info(f"present.{layer}.{kind}", element, ["batch", c.kv_heads, "total", hd])
            )
        h = _layer(w, c, layer, h, cos, sin)
    logits = w.op("MatMul", _rms_norm(w, h, c.hidden), w.random(c.hidden, c.vocab), name="logits")
    outputs.insert(0, helper.make_tensor_value_info(logits, element, ["batch", "sequence", c.vocab]))
    return helper.make_graph(w.nodes, name, inputs, outputs, w.weights)


def _rotary_tables(w: _Writer, c: Decoder) -> tuple[str, str]:
    """cos and sin of each position times each frequency, both halves (rotate-half layout)."""
    inverse = 1.0 / (10000.0 ** (np.arange(0, c.head_dim, 2, dtype=np.float64) / c.head_dim))
    angles = np.outer(np.arange(c.max_positions, dtype=np.float64), inverse)
    angles = np.concatenate([angles, angles], axis=-1)
    return w.weight("cos_table", np.cos(angles)), w.weight("sin_table", np.sin(angles))


def _rms_norm(w: _Writer, x: str, width: int) -> str:
    variance = w.op("ReduceMean", w.op("Pow", x, w.scalar(2.0)), axes=[-1], keepdims=1)
    normed = w.op("Div", x, w.op("Sqrt", w.op("Add", variance, w.scalar(1e-5))))
    return w.op("Mul", normed, w.weight("norm", np.ones(width, np.float32)))


def _heads(w: _Writer, x: str, weight: str, heads: int, hd: int) -> str:
    """[batch, seq, hidden] @ weight -> [batch, heads, seq, hd]."""
    shape = w.constant("shape", np.array([0, 0, heads, hd], np.int64))
    return w.op("Transpose", w.op("Reshape", w.op("MatMul", x, weight), shape), perm=[0, 2, 1, 3])


def _rotate(w: _Writer, x: str, cos: str, sin: str, hd: int) -> str:
    """x * cos + rotate_half(x) * sin, rotate_half(x) = concat(-x2, x1) of its last axis' halves."""
    axis = w.constant("axis", np.array([3], np.int64))
    first = w.op("Slice", x, w.constant("start", np.array([0])), w.constant("end", np.array([hd // 2])), axis)
    second = w.op("Slice", x, w.constant("start", np.array([hd // 2])), w.constant("end", np.array([hd])), axis)
    rotated = w.op("Concat", w.op("Neg", second), first, axis=-1)
    return w.op("Add", w.op("Mul", x, cos), w.op("Mul", rotated, sin))


def _repeat_kv(w: _Writer, x: str, c: Decoder) -> str:
    """[batch, kv, total, hd] -> [batch, heads, total, hd]: each KV head serves heads / kv queries."""
    groups = w.constant("groups", np.array([1, 1, c.heads // c.kv_heads, 1, 1], np.int64))
    expanded = w.op("Expand", w.op("Unsqueeze", x, w.constant("axes", np.array([2]))), groups)
    return w.op("Reshape", expanded, w.constant("shape", np.array([0, c.heads, -1, c.head_dim], np.int64)))


def _layer(w: _Writer, c: Decoder, layer: int, h: str, cos: str, sin: str) -> str:
    hd = c.head_dim
    x = _rms_norm(w, h, c.hidden)
    q = _rotate(w, _heads(w, x, w.random(c.hidden, c.heads * hd), c.heads, hd), cos, sin, hd)
    k = _rotate(w, _heads(w, x, w.random(c.hidden, c.kv_heads * hd), c.kv_heads, hd), cos, sin, hd)
    v = _heads(w, x, w.random(c.hidden, c.kv_heads * hd), c.kv_heads, hd)
    keys = w.op("Concat", f"past_key_values.{layer}.key", k, axis=2, name=f"present.{layer}.key")
    values = w.op("Concat", f"past_key_values.{layer}.value", v, axis=2, name=f"present.{layer}.value")
    keys_t = w.op("Transpose", _repeat_kv(w, keys, c), perm=[0, 1, 3, 2])
    scores = w.op("Add", w.op("Mul", w.op("MatMul", q, keys_t), w.scalar(1.0 / math.sqrt(hd))), "attention_bias")
    context = w.op("MatMul", w.op("Softmax", scores, axis=-1), _repeat_kv(w, values, c))
    merged = w.op(
        "Reshape",
        w.op("Transpose", context, perm=[0, 2, 1, 3]),
        w.constant("shape", np.array([0, 0, c.hidden], np.int64)),
    )
    h = w.op("Add", h, w.op("MatMul", merged, w.random(c.hidden, c.hidden)))
    x = _rms_norm(w, h, c.hidden)
    gate = w.op("MatMul", x, w.random(c.hidden, c.mlp))
    up = w.op("MatMul", x, w.random(c.hidden, c.mlp))
    swiglu = w.op("Mul", w.op("Mul", gate, w.op("Sigmoid", gate)), up)
    return w.op("Add", h, w.op("MatMul", swiglu, w.random(c.mlp, c.hidden)))
