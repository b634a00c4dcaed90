"""Write examples/example_cnn.onnx: a small residual CNN classifier, the demo's model.

    python examples/make_example_cnn.py [-o PATH]

Conv-BatchNorm-Relu stem, a max pool, a residual block (two convolutions and an Add), global
average pooling, a Gemm classifier and a Softmax, with seeded random weights, so the same
file comes out every time.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 13
IR_VERSION = 8  # readable by onnxruntime releases of the last years


def build() -> onnx.ModelProto:
    rng = np.random.default_rng(2026)
    weights: list[onnx.TensorProto] = []

    def tensor(name: str, shape: tuple[int, ...], scale: float = 0.2, offset: float = 0.0) -> str:
        data = (rng.standard_normal(shape) * scale + offset).astype(np.float32)
        weights.append(numpy_helper.from_array(data, name))
        return name

    def positive(name: str, shape: tuple[int, ...]) -> str:
        weights.append(numpy_helper.from_array(rng.uniform(0.5, 1.5, shape).astype(np.float32), name))
        return name

    nodes = [
        helper.make_node(
            "Conv",
            ["image", tensor("stem.w", (16, 3, 3, 3)), tensor("stem.b", (16,))],
            ["stem"],
            name="stem_conv",
            pads=[1, 1, 1, 1],
            strides=[2, 2],
        ),
        helper.make_node(
            "BatchNormalization",
            [
                "stem",
                positive("bn.gamma", (16,)),
                tensor("bn.beta", (16,)),
                tensor("bn.mean", (16,)),
                positive("bn.var", (16,)),
            ],
            ["stem_bn"],
            name="stem_bn",
            epsilon=1e-5,
        ),
        helper.make_node("Relu", ["stem_bn"], ["stem_relu"], name="stem_relu"),
        helper.make_node(
            "MaxPool", ["stem_relu"], ["pooled"], name="pool", kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]
        ),
        helper.make_node(
            "Conv",
            ["pooled", tensor("block.w1", (16, 16, 3, 3), 0.1), tensor("block.b1", (16,))],
            ["block1"],
            name="block_conv1",
            pads=[1, 1, 1, 1],
        ),
        helper.make_node("Relu", ["block1"], ["block1_relu"], name="block_relu1"),
        helper.make_node(
            "Conv",
            ["block1_relu", tensor("block.w2", (16, 16, 3, 3), 0.1), tensor("block.b2", (16,))],
            ["block2"],
            name="block_conv2",
            pads=[1, 1, 1, 1],
        ),
        helper.make_node("Add", ["block2", "pooled"], ["residual"], name="residual_add"),
        helper.make_node("Relu", ["residual"], ["block_out"], name="block_relu2"),
        helper.make_node("GlobalAveragePool", ["block_out"], ["gap"], name="gap"),
        helper.make_node("Flatten", ["gap"], ["features"], name="flatten", axis=1),
        helper.make_node(
            "Gemm",
            ["features", tensor("fc.w", (10, 16)), tensor("fc.b", (10,))],
            ["logits"],
            name="classifier",
            transB=1,
        ),
        helper.make_node("Softmax", ["logits"], ["probabilities"], name="softmax", axis=-1),
    ]
    graph = helper.make_graph(
        nodes,
        "example_cnn",
        [helper.make_tensor_value_info("image", TensorProto.FLOAT, ["batch", 3, 32, 32])],
        [helper.make_tensor_value_info("probabilities", TensorProto.FLOAT, ["batch", 10])],
        weights,
    )
    model = helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", OPSET)],
        ir_version=IR_VERSION,
        producer_name="ovopt examples/make_example_cnn.py",
    )
    onnx.checker.check_model(model)
    return model


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=Path(__file__).with_name("example_cnn.onnx"))
    args = parser.parse_args()
    onnx.save(build(), args.output)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
