"""The tutorial of docs/extensions.md, run as written: its Python blocks, in order, are the
extension; the models it talks about convert, and OpenVINO runs the IR."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from support import TEST_IR_VERSION, convert, run_openvino

DOCS = Path(__file__).resolve().parents[2] / "docs"
sys.path.insert(0, str(DOCS / "examples"))

from openvino_softclip import SoftClip  # noqa: E402  (the runtime side, beside the docs)

pytestmark = pytest.mark.usefixtures("isolated_registry")


def tutorial_code() -> str:
    text = (DOCS / "extensions.md").read_text()
    tutorial = text[text.index("## Tutorial") :]
    return "\n\n".join(re.findall(r"```python\n(.*?)```", tutorial, re.S))


@pytest.fixture
def extension(tmp_path) -> Path:
    path = tmp_path / "softclip.py"
    path.write_text(tutorial_code())
    return path


def model(nodes, opsets=(("", 13), ("com.example", 1)), limit_shape=()) -> onnx.ModelProto:
    graph = helper.make_graph(
        nodes,
        "softclip",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 5])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 5])],
        [helper.make_tensor("limit", TensorProto.FLOAT, limit_shape, [4.0])],
    )
    return helper.make_model(
        graph, opset_imports=[helper.make_opsetid(d, v) for d, v in opsets], ir_version=TEST_IR_VERSION
    )


CUSTOM = model([helper.make_node("SoftClip", ["x"], ["y"], name="clip", domain="com.example", limit=4.0)])
SPELLED_OUT_NODES = [
    helper.make_node("Div", ["x", "limit"], ["scaled"], name="div"),
    helper.make_node("Tanh", ["scaled"], ["t"], name="tanh"),
    helper.make_node("Mul", ["limit", "t"], ["y"], name="mul"),
]
SPELLED_OUT = model(SPELLED_OUT_NODES, opsets=(("", 13),))
X = np.linspace(-20, 20, 10, dtype=np.float32).reshape(2, 5)
EXPECTED = 4.0 * np.tanh(X / 4.0)


def layer_types(xml: Path) -> list[str]:
    return re.findall(r'type="([^"]+)" version="([^"]+)"', xml.read_text())


def test_without_the_extension_the_custom_node_is_named(tmp_path):
    converted = convert(CUSTOM, tmp_path)
    assert converted.returncode == 1
    assert "no lowering to OpenVINO for node 'clip' (com.example.SoftClip)" in converted.stderr


def test_the_custom_node_becomes_a_layer_of_the_extension_opset(tmp_path, extension):
    converted = convert(CUSTOM, tmp_path, "--extensions", str(extension))
    assert converted.returncode == 0, converted.stderr
    assert ("SoftClip", "example_opset") in layer_types(converted.xml)
    assert 'limit="4.0"' in converted.xml.read_text()
    y = run_openvino(converted.xml, {"x": X}, extensions=[SoftClip])["y"]
    np.testing.assert_allclose(y, EXPECTED, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("limit_shape", [(), (1,)], ids=["scalar", "one-element"])
def test_the_spelled_out_form_is_fused(tmp_path, extension, limit_shape):
    """The limit as a scalar and as a tensor<1xf32> (numpy 2 refuses float() of the latter)."""
    source = model(SPELLED_OUT_NODES, opsets=(("", 13),), limit_shape=limit_shape)
    converted = convert(source, tmp_path, "--extensions", str(extension))
    assert converted.returncode == 0, converted.stderr
    types = [t for t, _ in layer_types(converted.xml)]
    assert "SoftClip" in types and "Tanh" not in types and "Divide" not in types
    y = run_openvino(converted.xml, {"x": X}, extensions=[SoftClip])["y"]
    np.testing.assert_allclose(y, EXPECTED, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("source", [CUSTOM, SPELLED_OUT], ids=["custom", "spelled-out"])
def test_the_lowering_gives_standard_layers(tmp_path, extension, source):
    converted = convert(
        source, tmp_path, "--extensions", str(extension), "-p", "ov-default{enable=example-lower-soft-clip}"
    )
    assert converted.returncode == 0, converted.stderr
    xml = converted.xml
    assert all(version.startswith("opset") for _, version in layer_types(xml))
    y = run_openvino(xml, {"x": X})["y"]  # a plain OpenVINO, no extension
    np.testing.assert_allclose(y, EXPECTED, rtol=1e-5, atol=1e-6)


def test_its_kernel_folds_the_op_on_constants(tmp_path, extension):
    """An op of the extension's dialect folds like an ov op: ov-fold-constants asks for a kernel,
    whatever the op's dialect."""
    graph = helper.make_graph(
        [helper.make_node("SoftClip", ["c"], ["y"], name="clip", domain="com.example", limit=4.0)],
        "folded",
        [],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 5])],
        [helper.make_tensor("c", TensorProto.FLOAT, [2, 5], X.reshape(-1).tolist())],
    )
    source = helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", 13), helper.make_opsetid("com.example", 1)],
        ir_version=TEST_IR_VERSION,
    )
    converted = convert(source, tmp_path, "--extensions", str(extension))
    assert converted.returncode == 0, converted.stderr
    assert [t for t, _ in layer_types(converted.xml)] == ["Const", "Result"]
    np.testing.assert_allclose(run_openvino(converted.xml, {})["y"], EXPECTED, rtol=1e-6)


def test_the_importer_names_the_node_it_refuses(tmp_path, extension):
    bad = model([helper.make_node("SoftClip", ["x"], ["y"], name="clip", domain="com.example", limit=-1.0)])
    converted = convert(bad, tmp_path, "--extensions", str(extension))
    assert converted.returncode == 1
    assert "node 'clip' (com.example.SoftClip): limit must be positive, got -1.0" in converted.stderr


def test_the_printed_pipeline_is_the_documented_one(extension, capsys):
    from ovopt.tools.ov_opt import main

    assert (
        main(["--extensions", str(extension), "--print-pipeline", "-p", "ov-default{enable=example-lower-soft-clip}"])
        == 0
    )
    printed = [line.split()[1] for line in capsys.readouterr().out.splitlines() if line.strip()[:1].isdigit()]
    documented = re.findall(r"^#\s{2,}\d+\. (\S+)", (DOCS / "extensions.md").read_text(), re.M)
    assert printed == documented


def test_the_ir_reads_back_as_the_extension_op(tmp_path, extension, capsys):
    """The IR frontend finds the extension's op by its layer type and opset, and writes it back
    as the same layer, which OpenVINO runs with its runtime extension."""
    from ovopt.tools.ov_opt import main

    converted = convert(CUSTOM, tmp_path, "--extensions", str(extension))
    assert converted.returncode == 0, converted.stderr
    capsys.readouterr()
    assert main([str(converted.xml), "--extensions", str(extension)]) == 0
    assert "example.SoftClip.v1" in capsys.readouterr().out
    again = tmp_path / "again.xml"
    assert main([str(converted.xml), "--extensions", str(extension), "-t", "ir", "-o", str(again)]) == 0
    assert ("SoftClip", "example_opset") in layer_types(again)
    y = run_openvino(again, {"x": X}, extensions=[SoftClip])["y"]
    np.testing.assert_allclose(y, EXPECTED, rtol=1e-5, atol=1e-6)
