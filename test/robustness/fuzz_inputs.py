"""Hostile and broken models, made by mutating real ones: one generator per kind.

Each kind is a function `(rng, folder) -> Path` that writes one input model (and any files it
points at) into an empty `folder` and returns the model's path. The input depends only on the
random generator, so a (kind, seed) pair names an input exactly and reproduces it.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

EXAMPLE_CNN = Path(__file__).resolve().parents[2] / "examples" / "example_cnn.onnx"

HUGE = [2**31, 2**32 + 1, 2**40, 2**62, 2**63 - 1]
NEGATIVE = [-1, -2, -(2**31), -(2**63)]
BAD_NAMES = [
    "../../escaped",
    "/abs/path/name",
    "a/b\\c",
    "..",
    "nul\x00byte",
    "ctl\x01\x1f",
    "x" * 5000,
    "<tag attr='1'>&amp;",
    "émoji 🙂",
    "",
]


def small_models() -> list[onnx.ModelProto]:
    """Models the mutations start from: the bundled CNN and small graphs built here."""
    f = TensorProto.FLOAT
    w = numpy_helper.from_array(np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4), "w")
    b = numpy_helper.from_array(np.arange(4, dtype=np.float32), "b")
    shape = numpy_helper.from_array(np.array([2, 2, 2], np.int64), "shape")
    linear = helper.make_graph(
        [
            helper.make_node("MatMul", ["x", "w"], ["mm"], name="mm"),
            helper.make_node("Add", ["mm", "b"], ["add"], name="add"),
            helper.make_node("Relu", ["add"], ["relu"], name="relu"),
            helper.make_node("Reshape", ["relu", "shape"], ["y"], name="reshape"),
            helper.make_node("Softmax", ["add"], ["z"], name="softmax", axis=-1),
            helper.make_node("Concat", ["mm", "add"], ["c"], name="concat", axis=0),
        ],
        "linear",
        [helper.make_tensor_value_info("x", f, [2, 3])],
        [
            helper.make_tensor_value_info("y", f, [2, 2, 2]),
            helper.make_tensor_value_info("z", f, [2, 4]),
            helper.make_tensor_value_info("c", f, [4, 4]),
        ],
        [w, b, shape],
    )
    branch = helper.make_graph(
        [helper.make_node("Neg", ["x"], ["o"], name="neg")], "branch", [], [helper.make_tensor_value_info("o", f, [2])]
    )
    other = helper.make_graph(
        [helper.make_node("Abs", ["x"], ["o"], name="abs")], "other", [], [helper.make_tensor_value_info("o", f, [2])]
    )
    conditional = helper.make_graph(
        [
            helper.make_node("ReduceSum", ["x"], ["s"], name="sum", keepdims=0),
            helper.make_node("Greater", ["s", "zero"], ["cond"], name="greater"),
            helper.make_node("If", ["cond"], ["y"], name="if", then_branch=branch, else_branch=other),
        ],
        "conditional",
        [helper.make_tensor_value_info("x", f, [2])],
        [helper.make_tensor_value_info("y", f, [2])],
        [numpy_helper.from_array(np.array(0, np.float32), "zero")],
    )
    models = [onnx.load(EXAMPLE_CNN)]
    for graph in (linear, conditional):
        models.append(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8))
    return models


_BASES = small_models()


def _base(rng: random.Random) -> onnx.ModelProto:
    model = onnx.ModelProto()
    model.CopyFrom(rng.choice(_BASES))
    return model


def _save(model: onnx.ModelProto, folder: Path) -> Path:
    path = folder / "model.onnx"
    path.write_bytes(model.SerializeToString())
    return path


def _nodes(graph: onnx.GraphProto) -> list[onnx.NodeProto]:
    """Every node, those of subgraphs too."""
    found = []
    for node in graph.node:
        found.append(node)
        for attribute in node.attribute:
            if attribute.type == onnx.AttributeProto.GRAPH:
                found.extend(_nodes(attribute.g))
    return found


# -- byte-level mutations ---------------------------------------------------------------------


def truncation(rng: random.Random, folder: Path) -> Path:
    data = _base(rng).SerializeToString()
    path = folder / "model.onnx"
    path.write_bytes(data[: rng.randrange(len(data))])
    return path


def bit_flips(rng: random.Random, folder: Path) -> Path:
    data = bytearray(_base(rng).SerializeToString())
    for _ in range(rng.choice([1, 2, 4, 16, 64])):
        index = rng.randrange(len(data))
        data[index] ^= 1 << rng.randrange(8)
    path = folder / "model.onnx"
    path.write_bytes(bytes(data))
    return path


# -- structural mutations of the protobuf -----------------------------------------------------


def huge_dims(rng: random.Random, folder: Path) -> Path:
    model = _base(rng)
    graph = model.graph
    choice = rng.randrange(3)
    if choice == 0 and graph.initializer:  # an initializer claiming more elements than it holds
        tensor = rng.choice(graph.initializer)
        if tensor.dims:
            tensor.dims[rng.randrange(len(tensor.dims))] = rng.choice(HUGE)
        else:
            tensor.dims.append(rng.choice(HUGE))
    elif choice == 1:  # an input of a huge static shape
        dim = rng.choice(graph.input).type.tensor_type.shape.dim
        if dim:
            rng.choice(dim).dim_value = rng.choice(HUGE)
    else:  # a shape constant that asks for a huge tensor
        graph.node.append(
            helper.make_node("ConstantOfShape", ["big_shape"], ["big"], name="big_fill"),
        )
        graph.initializer.append(numpy_helper.from_array(np.array([rng.choice(HUGE[:3])] * 2, np.int64), "big_shape"))
        graph.output.append(helper.make_tensor_value_info("big", TensorProto.FLOAT, None))
    return _save(model, folder)


def negative_sizes(rng: random.Random, folder: Path) -> Path:
    model = _base(rng)
    graph = model.graph
    if rng.random() < 0.5 and graph.initializer:
        tensor = rng.choice(graph.initializer)
        if tensor.dims:
            tensor.dims[rng.randrange(len(tensor.dims))] = rng.choice(NEGATIVE)
        else:
            tensor.dims.append(rng.choice(NEGATIVE))
    else:
        dims = [d for v in [*graph.input, *graph.output] for d in v.type.tensor_type.shape.dim]
        if dims:
            rng.choice(dims).dim_value = rng.choice(NEGATIVE)
    return _save(model, folder)


def raw_data_lengths(rng: random.Random, folder: Path) -> Path:
    model = _base(rng)
    tensor = rng.choice(model.graph.initializer)
    data = numpy_helper.to_array(tensor).tobytes()
    cut = rng.choice([0, 1, len(data) // 2, len(data) - 1, len(data) + 1, len(data) * 2 + 3])
    tensor.ClearField("float_data")
    tensor.ClearField("int64_data")
    tensor.ClearField("int32_data")
    tensor.raw_data = (data * 3)[:cut]
    if rng.random() < 0.3:  # data in both places
        tensor.float_data.extend([1.0, 2.0])
    return _save(model, folder)


def element_types(rng: random.Random, folder: Path) -> Path:
    model = _base(rng)
    codes = [*TensorProto.DataType.values(), 99, -1]
    if rng.random() < 0.5:
        rng.choice(model.graph.initializer).data_type = rng.choice(codes)
    else:
        value = rng.choice([*model.graph.input, *model.graph.output])
        value.type.tensor_type.elem_type = rng.choice(codes)
    return _save(model, folder)


def cyclic_graph(rng: random.Random, folder: Path) -> Path:
    model = _base(rng)
    nodes = list(model.graph.node)
    later = rng.randrange(len(nodes))
    earlier = rng.randrange(later + 1)
    target = nodes[earlier]
    if target.input:  # feed an earlier node (or the node itself) from a later node's output
        target.input[rng.randrange(len(target.input))] = nodes[later].output[0]
    if rng.random() < 0.3:  # and two producers of one name
        nodes[later].output[0] = nodes[earlier].output[0]
    return _save(model, folder)


def nested_subgraphs(rng: random.Random, folder: Path) -> Path:
    """If inside If, to a depth from a handful to beyond protobuf's recursion limit. The
    nesting is encoded by hand: protobuf's Python API refuses to build what is that deep."""
    depth = rng.choice([3, 20, 60, 120, 400, 3000])
    f = TensorProto.FLOAT
    leaf = helper.make_node("Neg", ["x"], ["o0"], name="leaf")
    body = _graph_bytes(leaf.SerializeToString(), "g0", "o0")
    for level in range(1, depth + 1):
        other = helper.make_graph(
            [helper.make_node("Abs", ["x"], [f"e{level}"], name=f"else{level}")],
            f"e{level}",
            [],
            [helper.make_tensor_value_info(f"e{level}", f, [2])],
        )
        node = helper.make_node("If", ["cond"], [f"o{level}"], name=f"if{level}", else_branch=other)
        then = _field(1, b"then_branch") + _varint_field(20, onnx.AttributeProto.GRAPH) + _field(6, body)
        body = _graph_bytes(node.SerializeToString() + _field(5, then), f"g{level}", f"o{level}")
    graph = helper.make_graph(
        [],
        "nested",
        [helper.make_tensor_value_info("x", f, [2]), helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
        [helper.make_tensor_value_info(f"o{depth}", f, [2])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
    path = folder / "model.onnx"
    # a second `graph` field merges into the first: it adds the outermost node
    path.write_bytes(model.SerializeToString() + _field(7, _field(1, _node_of(body))))
    return path


def _graph_bytes(node: bytes, name: str, output: str) -> bytes:
    value = helper.make_tensor_value_info(output, TensorProto.FLOAT, [2])
    return _field(1, node) + _field(2, name.encode()) + _field(12, value.SerializeToString())


def _node_of(graph: bytes) -> bytes:
    """The node of a one-node graph made by _graph_bytes (its first field)."""
    length, start = _read_varint(graph, 1)
    return graph[start : start + length]


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _read_varint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not byte & 0x80:
            return value, at


def _field(number: int, payload: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _varint_field(number: int, value: int) -> bytes:
    return _varint(number << 3) + _varint(value)


def external_data(rng: random.Random, folder: Path) -> Path:
    """A weight stored beside the model, and its location bent out of shape."""
    model = _base(rng)
    tensor = max(model.graph.initializer, key=lambda t: t.ByteSize())
    data = numpy_helper.to_array(tensor).tobytes()
    model_dir = folder / "model"
    model_dir.mkdir()
    (model_dir / "weights.bin").write_bytes(data)
    outside = folder / "outside.bin"
    outside.write_bytes(data)
    location, offset, length = "weights.bin", None, None
    case = rng.randrange(12)
    if case == 0:
        location = "../outside.bin"
    elif case == 1:
        location = str(outside)
    elif case == 2:
        location = "missing.bin"
    elif case == 3:
        os.symlink(outside, model_dir / "link.bin")
        location = "link.bin"
    elif case == 4:  # a symlink that stays inside the folder is fine
        os.symlink("weights.bin", model_dir / "link.bin")
        location = "link.bin"
    elif case == 5:
        os.symlink("../", model_dir / "up")
        location = "up/outside.bin"
    elif case == 6:
        offset = rng.choice([len(data), len(data) + 1, 2**63 - 1, -1])
    elif case == 7:
        length = rng.choice([len(data) + 1, 2**62, -5, 1])
    elif case == 8:
        offset = rng.choice(["abc", "1e3", " 4", ""])
    elif case == 9:
        location = rng.choice([".", "", "sub/../weights.bin", "nul\x00.bin", "weights.bin/"])
    elif case == 10:
        os.mkfifo(model_dir / "pipe.bin")  # reading a pipe would wait for ever
        location = "pipe.bin"
    else:
        (model_dir / "empty.bin").write_bytes(b"")
        location = "empty.bin"
    tensor.ClearField("raw_data")
    tensor.ClearField("float_data")
    tensor.ClearField("int64_data")
    tensor.data_location = TensorProto.EXTERNAL
    entries = {"location": location, "offset": offset, "length": length}
    for key, value in entries.items():
        if value is not None:
            entry = tensor.external_data.add()
            entry.key, entry.value = key, str(value)
    return _save(model, model_dir)


def path_names(rng: random.Random, folder: Path) -> Path:
    """Names with path separators, control characters, markup and great length."""
    model = _base(rng)
    for _ in range(rng.randrange(1, 4)):
        name = rng.choice(BAD_NAMES)
        where = rng.randrange(4)
        if where == 0:
            model.graph.name = name
        elif where == 1:
            rng.choice(_nodes(model.graph)).name = name
        else:  # rename a value everywhere it appears
            values = [v for v in [*model.graph.input, *model.graph.output]]
            old = rng.choice(values).name
            for value in values:
                if value.name == old:
                    value.name = name
            for node in _nodes(model.graph):
                for names in (node.input, node.output):
                    for i, n in enumerate(names):
                        if n == old:
                            names[i] = name
    return _save(model, folder)


def huge_attributes(rng: random.Random, folder: Path) -> Path:
    model = _base(rng)
    candidates = [(n, a) for n in _nodes(model.graph) for a in n.attribute if a.type != onnx.AttributeProto.GRAPH]
    if not candidates or rng.random() < 0.3:  # a new attribute the op may not have
        node = rng.choice(_nodes(model.graph))
        node.attribute.append(helper.make_attribute(rng.choice(["axis", "alpha", "kernel_shape", "zz"]), 2**62))
    else:
        _, attribute = rng.choice(candidates)
        if attribute.type == onnx.AttributeProto.INTS:
            values = [rng.choice([*HUGE, *NEGATIVE, 0]) for _ in attribute.ints] or [2**62]
            del attribute.ints[:]
            attribute.ints.extend(values if rng.random() < 0.7 else values * 1000)
        elif attribute.type == onnx.AttributeProto.INT:
            attribute.i = rng.choice([*HUGE, *NEGATIVE, 0])
        elif attribute.type == onnx.AttributeProto.FLOAT:
            attribute.f = rng.choice([float("inf"), float("nan"), -1e38, 1e38])
        else:  # wrong attribute type
            attribute.type = onnx.AttributeProto.STRING
            attribute.s = b"x" * rng.choice([1, 100_000])
    return _save(model, folder)


def op_swaps(rng: random.Random, folder: Path) -> Path:
    """A node turned into another op, or given too many or too few inputs."""
    model = _base(rng)
    node = rng.choice(_nodes(model.graph))
    choice = rng.randrange(3)
    if choice == 0:
        node.op_type = rng.choice(["Conv", "Gemm", "Reshape", "Concat", "Slice", "Gather", "Transpose", "If", "Loop"])
    elif choice == 1 and node.input:
        del node.input[rng.randrange(len(node.input)) :]
    else:
        node.input.extend(["" if rng.random() < 0.5 else node.input[0] if node.input else "x"] * rng.randrange(1, 5))
    return _save(model, folder)


ONNX_KINDS: dict[str, Callable[[random.Random, Path], Path]] = {
    "truncation": truncation,
    "bit-flips": bit_flips,
    "huge-dims": huge_dims,
    "negative-sizes": negative_sizes,
    "raw-data-lengths": raw_data_lengths,
    "element-types": element_types,
    "cyclic-graph": cyclic_graph,
    "nested-subgraphs": nested_subgraphs,
    "external-data": external_data,
    "path-names": path_names,
    "huge-attributes": huge_attributes,
    "op-swaps": op_swaps,
}
