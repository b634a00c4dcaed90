"""Partial conversion: without --keep-unsupported the error names every node without a lowering
at once, each with its reason; with it, such nodes are kept as framework layers of their kind
(as OpenVINO's frontends keep FrameworkNodes), written to the IR, marked by --op-stats."""

from __future__ import annotations

import re

import onnx
import pytest
from onnx import TensorProto, helper

from support import TEST_IR_VERSION, convert


def model_with_custom_nodes(count: int) -> onnx.ModelProto:
    """x -> Relu -> `count` com.example.Foo nodes in a chain -> Relu -> y; the custom nodes'
    outputs are declared (as an exporter that knows them would)."""
    nodes = [helper.make_node("Relu", ["x"], ["r0"], name="first_relu")]
    infos = []
    for i in range(count):
        nodes.append(
            helper.make_node("Foo", [f"r{i}"], [f"r{i + 1}"], name=f"foo_{i}", domain="com.example", alpha=float(i))
        )
        infos.append(helper.make_tensor_value_info(f"r{i + 1}", TensorProto.FLOAT, [2, 3]))
    nodes.append(helper.make_node("Relu", [f"r{count}"], ["y"], name="last_relu"))
    graph = helper.make_graph(
        nodes,
        "partial",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])],
        value_info=infos,
    )
    opsets = [helper.make_opsetid("", 13), helper.make_opsetid("com.example", 1)]
    return helper.make_model(graph, opset_imports=opsets, ir_version=TEST_IR_VERSION)


def test_every_unsupported_node_is_named_at_once(tmp_path):
    converted = convert(model_with_custom_nodes(7), tmp_path)
    assert converted.returncode == 1
    line = converted.stderr.strip()
    assert line.startswith("ov-opt: error: 7 nodes have no lowering to OpenVINO for node 'foo_0' (com.example.Foo)")
    assert all(f"node 'foo_{i}' (com.example.Foo)" in line for i in range(7))
    assert "--keep-unsupported keeps them as framework layers" in line
    assert len(converted.stderr.strip().splitlines()) == 1
    assert not converted.xml.exists()


def test_a_refused_node_says_why(tmp_path):
    """A node whose pattern refuses it is listed with the pattern's reason."""
    graph = helper.make_graph(
        [
            helper.make_node("Foo", ["x"], ["f"], name="foo", domain="com.example"),
            helper.make_node("Det", ["x"], ["d"], name="det"),
        ],
        "refused",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])],
        [
            helper.make_tensor_value_info("f", TensorProto.FLOAT, [2, 2]),
            helper.make_tensor_value_info("d", TensorProto.FLOAT, []),
        ],
    )
    source = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", 13), helper.make_opsetid("com.example", 1)], ir_version=8
    )
    converted = convert(source, tmp_path)
    assert converted.returncode == 1
    assert "2 nodes have no lowering to OpenVINO for node 'foo' (com.example.Foo), node 'det' (Det-11)" in (
        converted.stderr
    )


def test_kept_nodes_are_framework_layers_in_the_ir(tmp_path):
    converted = convert(model_with_custom_nodes(2), tmp_path, "--keep-unsupported", "--op-stats", "text")
    assert converted.returncode == 0, converted.stderr
    xml = converted.xml.read_text()
    layers = re.findall(r'<layer id="\d+" name="([^"]+)" type="([^"]+)" version="([^"]+)"', xml)
    assert ("foo_0", "com.example.Foo", "onnx") in layers and ("foo_1", "com.example.Foo", "onnx") in layers
    assert ("first_relu", "ReLU", "opset1") in layers and ("last_relu", "ReLU", "opset1") in layers
    assert 'alpha="1.0"' in xml
    assert re.search(r"ov\.layer\[unsupported com\.example\.Foo\]\s+0\s+2", converted.stderr)


def test_openvino_runs_the_kept_layer_with_an_extension_for_it(tmp_path):
    """The layer is what OpenVINO would need an extension for: without one it refuses it,
    naming the type (the IR is well formed, the op unknown)."""
    import openvino

    converted = convert(model_with_custom_nodes(1), tmp_path, "--keep-unsupported")
    assert converted.returncode == 0, converted.stderr
    with pytest.raises(RuntimeError, match=re.escape("com.example.Foo")):
        openvino.Core().read_model(converted.xml)


def test_a_pattern_refusal_is_kept_with_its_reason(tmp_path):
    graph = helper.make_graph(
        [helper.make_node("Det", ["x"], ["d"], name="det")],
        "det",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])],
        [helper.make_tensor_value_info("d", TensorProto.FLOAT, [])],
    )
    source = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 11)], ir_version=8)
    converted = convert(source, tmp_path, "--keep-unsupported")
    assert converted.returncode == 0, converted.stderr
    xml = converted.xml.read_text()
    assert re.search(r'type="Det-11" version="onnx"', xml)
