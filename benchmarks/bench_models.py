"""The synthetic models `make bench` converts, built with seeded random weights (opset 17, f32,
static shapes unless said), so that any clone measures the same models.

    .venv/bin/python benchmarks/bench_models.py -o .harness-data/scaling [--only NAME,...] [--check]

- `resnet_<N>`: a ResNet-style chain of about N nodes: a Conv + BatchNormalization + Relu stem,
  basic blocks of 7 nodes (Conv, BN, Relu, Conv, BN, Add of the residual, Relu), then
  GlobalAveragePool, Flatten and Gemm; 32 channels of 16x16. How the cost grows with nodes.
- `transformer_<L>l`: a BERT-base encoder of L post-LN layers (d 768, 12 heads, FFN 3072,
  sequence 128): Q/K/V/O MatMul + Add, heads by Reshape/Transpose, scaled QK^T plus an additive
  mask, Softmax, GELU as x * 0.5 * (1 + erf(x / sqrt 2)), LayerNorm decomposed into
  ReduceMean, Sub, Pow, ReduceMean, Add, Sqrt, Div, Mul, Add.
- `weights_1gib`: four Gemms of 8192 x 8192 with Relus between: 1 GiB of weights in 7 nodes,
  the cost of moving weights alone.
- `llama_<size>`: a decoder laid out as Llama is (bench_decoder.py): RMSNorm, rotary
  embeddings, grouped-query attention with the KV cache as inputs and outputs, SwiGLU MLP;
  dynamic batch and sequence lengths, weights in external data.

`--check` runs each model once in onnxruntime and requires finite outputs. A manifest.json
beside the models lists their nodes and weight bytes.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 17
IR_VERSION = 8  # what exporters of opset 17 write, and what onnxruntime reads


class Graph:
    """Nodes and initializers under fresh names, weights from one seeded generator."""

    def __init__(self, seed: int):
        self.nodes: list[onnx.NodeProto] = []
        self.weights: list[onnx.TensorProto] = []
        self.rng = np.random.default_rng(seed)
        self.count = 0

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"{stem}_{self.count}"

    def weight(self, stem: str, value: np.ndarray) -> str:
        name = self.fresh(stem)
        self.weights.append(numpy_helper.from_array(value, name))
        return name

    def normal(self, *shape: int, std: float = 1.0) -> np.ndarray:
        return self.rng.standard_normal(shape, dtype=np.float32) * np.float32(std)

    def op(self, op_type: str, *inputs: str, outputs: int = 1, **attributes) -> str | list[str]:
        names = [self.fresh(op_type.lower()) for _ in range(outputs)]
        self.nodes.append(helper.make_node(op_type, list(inputs), names, name=self.fresh(op_type), **attributes))
        return names[0] if outputs == 1 else names

    def rename_last_output(self, name: str) -> str:
        self.nodes[-1].output[0] = name
        return name

    def model(self, name: str, inputs: list, outputs: list, opset: int = OPSET) -> onnx.ModelProto:
        graph = helper.make_graph(self.nodes, name, inputs, outputs, self.weights)
        return helper.make_model(
            graph, opset_imports=[helper.make_opsetid("", opset)], producer_name="ovopt-bench", ir_version=IR_VERSION
        )


def f32(name: str, shape: list) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, shape)


# -- the ResNet-style chain -------------------------------------------------------------------


def conv_bn(g: Graph, x: str, cin: int, cout: int, gamma: float = 1.0) -> str:
    w = g.weight("conv_w", g.normal(cout, cin, 3, 3, std=math.sqrt(2.0 / (cin * 9))))
    y = g.op("Conv", x, w, kernel_shape=[3, 3], pads=[1, 1, 1, 1], strides=[1, 1])
    scale = g.weight("bn_scale", np.float32(gamma) + g.normal(cout, std=0.01))
    bias = g.weight("bn_bias", g.normal(cout, std=0.01))
    mean = g.weight("bn_mean", g.normal(cout, std=0.01))
    var = g.weight("bn_var", np.abs(g.normal(cout, std=0.1)) + np.float32(1.0))
    return g.op("BatchNormalization", y, scale, bias, mean, var, epsilon=1e-5)


def resnet_chain(nodes: int, channels: int = 32, size: int = 16, classes: int = 1000) -> onnx.ModelProto:
    g = Graph(seed=nodes)
    h = g.op("Relu", conv_bn(g, "input", 3, channels))
    for _ in range(max(1, round((nodes - 6) / 7))):
        y = g.op("Relu", conv_bn(g, h, channels, channels))
        y = conv_bn(g, y, channels, channels, gamma=0.2)  # a small residual branch keeps 10k nodes finite
        h = g.op("Relu", g.op("Add", h, y))
    flat = g.op("Flatten", g.op("GlobalAveragePool", h), axis=1)
    w = g.weight("fc_w", g.normal(classes, channels, std=math.sqrt(1.0 / channels)))
    b = g.weight("fc_b", np.zeros(classes, np.float32))
    g.op("Gemm", flat, w, b, transB=1)
    g.rename_last_output("logits")
    return g.model(f"resnet_{nodes}", [f32("input", [1, 3, size, size])], [f32("logits", [1, classes])])


# -- the BERT-like encoder --------------------------------------------------------------------


def linear(g: Graph, x: str, d_in: int, d_out: int) -> str:
    w = g.weight("w", g.normal(d_in, d_out, std=math.sqrt(1.0 / d_in)))
    return g.op("Add", g.op("MatMul", x, w), g.weight("b", g.normal(d_out, std=0.02)))


def layer_norm(g: Graph, x: str, d: int) -> str:
    gamma = g.weight("ln_g", np.float32(1.0) + g.normal(d, std=0.02))
    beta = g.weight("ln_b", g.normal(d, std=0.02))
    centred = g.op("Sub", x, g.op("ReduceMean", x, axes=[-1], keepdims=1))
    two = g.weight("two", np.array(2.0, np.float32))
    variance = g.op("ReduceMean", g.op("Pow", centred, two), axes=[-1], keepdims=1)
    eps = g.weight("eps", np.array(1e-12, np.float32))
    normed = g.op("Div", centred, g.op("Sqrt", g.op("Add", variance, eps)))
    return g.op("Add", g.op("Mul", normed, gamma), beta)


def gelu(g: Graph, x: str) -> str:
    root2 = g.weight("sqrt2", np.array(math.sqrt(2.0), np.float32))
    one = g.weight("one", np.array(1.0, np.float32))
    half = g.weight("half", np.array(0.5, np.float32))
    return g.op("Mul", g.op("Mul", x, g.op("Add", g.op("Erf", g.op("Div", x, root2)), one)), half)


def transformer(layers: int, d: int = 768, heads: int = 12, ffn: int = 3072, seq: int = 128) -> onnx.ModelProto:
    g = Graph(seed=1000 + layers)
    head = d // heads
    split = g.weight("shape", np.array([1, seq, heads, head], np.int64))
    merge = g.weight("shape", np.array([1, seq, d], np.int64))
    scale = g.weight("scale", np.array(1.0 / math.sqrt(head), np.float32))
    h = "hidden_in"

    def heads_of(x: str, perm: list[int]) -> str:
        return g.op("Transpose", g.op("Reshape", linear(g, x, d, d), split), perm=perm)

    for _ in range(layers):
        q, k, v = heads_of(h, [0, 2, 1, 3]), heads_of(h, [0, 2, 3, 1]), heads_of(h, [0, 2, 1, 3])
        scores = g.op("Add", g.op("Mul", g.op("MatMul", q, k), scale), "attn_mask")
        context = g.op("MatMul", g.op("Softmax", scores, axis=-1), v)
        merged = g.op("Reshape", g.op("Transpose", context, perm=[0, 2, 1, 3]), merge)
        h = layer_norm(g, g.op("Add", linear(g, merged, d, d), h), d)
        h = layer_norm(g, g.op("Add", linear(g, gelu(g, linear(g, h, d, ffn)), ffn, d), h), d)
    g.nodes.append(helper.make_node("Identity", [h], ["hidden_out"], name="out"))
    inputs = [f32("hidden_in", [1, seq, d]), f32("attn_mask", [1, 1, 1, seq])]
    return g.model(f"transformer_{layers}l", inputs, [f32("hidden_out", [1, seq, d])])


# -- weights alone ----------------------------------------------------------------------------


def weights_only(gib: float = 1.0, width: int = 8192) -> onnx.ModelProto:
    g = Graph(seed=7)
    count = max(1, round(gib * (1 << 30) / (width * width * 4)))
    h = "x"
    for i in range(count):
        w = g.weight("w", g.normal(width, width, std=math.sqrt(1.0 / width)))
        h = g.op("Gemm", h, w, g.weight("b", np.zeros(width, np.float32)))
        if i < count - 1:
            h = g.op("Relu", h)
    g.rename_last_output("y")
    return g.model("weights_1gib", [f32("x", [1, width])], [f32("y", [1, width])])


# -- building ---------------------------------------------------------------------------------


def builders() -> dict[str, Callable[[Path], onnx.ModelProto | None]]:
    """Each model's name and how it is written to a path (a decoder writes its own files)."""
    from bench_decoder import DECODERS, write_decoder  # beside this script

    def saved(make: Callable[[], onnx.ModelProto]) -> Callable[[Path], onnx.ModelProto]:
        def build(path: Path) -> onnx.ModelProto:
            model = make()
            onnx.save(model, path)
            return model

        return build

    found = {f"resnet_{n}": saved(lambda n=n: resnet_chain(n)) for n in (100, 1000, 10000, 100000)}
    found |= {f"transformer_{n}l": saved(lambda n=n: transformer(n)) for n in (12, 48)}
    found["weights_1gib"] = saved(weights_only)
    found |= {name: (lambda path, name=name: write_decoder(path, DECODERS[name])) for name in DECODERS}
    return found


def build(folder: Path, names: list[str], check: bool = False) -> dict[str, dict]:
    """Write the named models into `folder` (NAME.onnx) and list them in its manifest.json."""
    known = builders()
    unknown = sorted(set(names) - set(known))
    if unknown:
        raise SystemExit(f"no bench model {', '.join(unknown)}; the models: {', '.join(known)}")
    folder.mkdir(parents=True, exist_ok=True)
    manifest_path = folder / "manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.is_file() else {}
    for name in names:
        started = time.perf_counter()
        path = folder / f"{name}.onnx"
        known[name](path)
        entry = {**model_size(path), "build_s": round(time.perf_counter() - started, 1)}
        if check:
            entry["onnxruntime_s"] = run_in_onnxruntime(path)
        manifest[name] = entry
        manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
        print(f"{name}: {entry}", file=sys.stderr, flush=True)
    return manifest


def model_size(path: Path) -> dict:
    """Nodes, and bytes of weights (in the file or in its external data)."""
    model = onnx.load(path, load_external_data=False)
    weight_bytes = 0
    for tensor in model.graph.initializer:
        if tensor.data_location == TensorProto.EXTERNAL:
            weight_bytes += int(next(e.value for e in tensor.external_data if e.key == "length"))
        elif tensor.HasField("raw_data"):
            weight_bytes += len(tensor.raw_data)
        else:
            weight_bytes += numpy_helper.to_array(tensor).nbytes
    return {"nodes": len(model.graph.node), "weight_mb": round(weight_bytes / 1e6, 1)}


def run_in_onnxruntime(path: Path) -> float:
    """Run the model once on random inputs (dynamic dims as 1, masks as zeros): seconds taken."""
    import onnxruntime

    started = time.perf_counter()
    session = onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(0)
    feeds = {}
    for value in session.get_inputs():
        shape = [d if isinstance(d, int) else 1 for d in value.shape]
        kind = {"tensor(float)": np.float32, "tensor(float16)": np.float16, "tensor(int64)": np.int64}[value.type]
        feeds[value.name] = np.zeros(shape, kind) if "mask" in value.name else rng.standard_normal(shape).astype(kind)
    outputs = session.run(None, feeds)
    if not all(np.isfinite(o).all() for o in outputs):
        raise SystemExit(f"{path}: onnxruntime gives non-finite outputs")
    return round(time.perf_counter() - started, 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-o", "--output", type=Path, default=Path(".harness-data") / "scaling")
    parser.add_argument("--only", help="comma-separated model names (default: all but resnet_100000 and llama_*)")
    parser.add_argument("--check", action="store_true", help="run each model once in onnxruntime")
    args = parser.parse_args(argv)
    names = args.only.split(",") if args.only else [n for n in builders() if n != "resnet_100000" and "llama" not in n]
    build(args.output, names, args.check)
    return 0


if __name__ == "__main__":
    sys.exit(main())
