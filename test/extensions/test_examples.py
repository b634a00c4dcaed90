"""The extension examples of docs/examples, one per Model Optimizer extension kind, each
converting a model whose IR OpenVINO runs and compares with onnxruntime (or numpy, for
custom-domain nodes onnxruntime does not know)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from support import TEST_IR_VERSION, convert, run_onnxruntime, run_openvino

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"

pytestmark = pytest.mark.usefixtures("isolated_registry")


def model(nodes, inputs, outputs, opsets=(("", 14),)) -> onnx.ModelProto:
    graph = helper.make_graph(nodes, "example", inputs, outputs)
    return helper.make_model(
        graph, opset_imports=[helper.make_opsetid(d, v) for d, v in opsets], ir_version=TEST_IR_VERSION
    )


def tensor(name, shape, element=TensorProto.FLOAT):
    return helper.make_tensor_value_info(name, element, shape)


def layer_types(xml: Path) -> list[str]:
    return re.findall(r'type="([^"]+)" version="opset', xml.read_text())


def converted_ok(source, tmp_path, *args):
    result = convert(source, tmp_path, *args)
    assert result.returncode == 0, result.stderr
    return result


X = np.random.default_rng(0).standard_normal((2, 3, 4)).astype(np.float32)


def sigmoid(x):
    return 1 / (1 + np.exp(-x))


# -- front: the three styles ------------------------------------------------------------------

FRONT = str(EXAMPLES / "front_transformations.py")


def test_front_specific_op_lowers_a_custom_node(tmp_path):
    source = model(
        [helper.make_node("Swish", ["x"], ["y"], name="swish", domain="com.example", beta=2.0)],
        [tensor("x", [2, 3, 4])],
        [tensor("y", [2, 3, 4])],
        opsets=(("", 14), ("com.example", 1)),
    )
    result = converted_ok(source, tmp_path, "--extensions", FRONT)
    y = run_openvino(result.xml, {"x": X})["y"]
    np.testing.assert_allclose(y, X * sigmoid(2 * X), rtol=1e-5, atol=1e-6)


def test_front_pattern_fuses_and_generic_removes_identity(tmp_path):
    source = model(
        [
            helper.make_node("Identity", ["x"], ["i"], name="identity"),
            helper.make_node("Sigmoid", ["i"], ["s"], name="sigmoid"),
            helper.make_node("Mul", ["s", "i"], ["y"], name="mul"),
        ],
        [tensor("x", [2, 3, 4])],
        [tensor("y", [2, 3, 4])],
    )
    result = converted_ok(source, tmp_path, "--extensions", FRONT)
    assert layer_types(result.xml).count("Swish") == 1
    assert "Sigmoid" not in layer_types(result.xml) and "Identity" not in layer_types(result.xml)
    y = run_openvino(result.xml, {"x": X})["y"]
    np.testing.assert_allclose(y, run_onnxruntime(source, {"x": X})["y"], rtol=1e-5, atol=1e-6)


def test_front_transformations_can_be_switched_off(tmp_path):
    source = model(
        [helper.make_node("Sigmoid", ["x"], ["s"]), helper.make_node("Mul", ["x", "s"], ["y"])],
        [tensor("x", [2, 3, 4])],
        [tensor("y", [2, 3, 4])],
    )
    # a later -p replaces the one `convert` gives; ov-simplify would fuse it again, on the ov dialect
    pipeline = "ov-default{disable=example-fuse-onnx-swish,ov-simplify}"
    result = converted_ok(source, tmp_path, "--extensions", FRONT, "-p", pipeline)
    assert "Swish" not in layer_types(result.xml) and "Sigmoid" in layer_types(result.xml)


# -- middle and back ----------------------------------------------------------------------------

MIDDLE_BACK = str(EXAMPLES / "middle_back_transformations.py")


def test_generic_middle_pass_with_shape_inference(tmp_path):
    source = model(
        [helper.make_node("Relu", ["x"], ["r"]), helper.make_node("Mul", ["r", "one"], ["y"])],
        [tensor("x", ["N", 3, 4])],
        [tensor("y", ["N", 3, 4])],
    )
    source.graph.initializer.append(helper.make_tensor("one", TensorProto.FLOAT, [], [1.0]))
    xml = converted_ok(
        source, tmp_path, "--extensions", MIDDLE_BACK, "-p", "ov-default{enable=example-static-batch}"
    ).xml
    text = xml.read_text()
    assert "<dim>-1</dim>" not in text  # every type below the input became static
    assert "Multiply" not in layer_types(xml)  # x * 1 went, after folding
    x = np.abs(np.random.default_rng(1).standard_normal((1, 3, 4))).astype(np.float32)
    y = run_openvino(xml, {"x": x})["y"]
    np.testing.assert_allclose(y, x)


# -- transformations config: scope, points, general --------------------------------------------

CONFIG = str(EXAMPLES / "config_transformations.py")
SPELLED_SWISH = model(
    [
        helper.make_node("Relu", ["x"], ["r"], name="block0/relu"),
        helper.make_node("Sigmoid", ["r"], ["s"], name="block1/swish/sigmoid"),
        helper.make_node("Mul", ["r", "s"], ["m"], name="block1/swish/mul"),
        helper.make_node("Neg", ["m"], ["y"], name="block2/neg"),
    ],
    [tensor("x", [2, 3, 4])],
    [tensor("y", [2, 3, 4])],
)
# ov-simplify fuses a spelled Swish on its own: off, only the config's transformations can.
NO_BUILTIN_FUSION = ("-p", "ov-default{disable=ov-simplify}")


@pytest.mark.parametrize("config", ["swish_scope.json", "swish_points.json"])
def test_scope_and_points_replace_the_subgraph(tmp_path, config):
    config_path = str(EXAMPLES / config)
    result = converted_ok(
        SPELLED_SWISH, tmp_path, "--extensions", CONFIG, "--transformations-config", config_path, *NO_BUILTIN_FUSION
    )
    types = layer_types(result.xml)
    assert "Swish" in types and "Sigmoid" not in types
    y = run_openvino(result.xml, {"x": X})["y"]
    np.testing.assert_allclose(y, run_onnxruntime(SPELLED_SWISH, {"x": X})["y"], rtol=1e-5, atol=1e-6)


def test_the_pipeline_with_a_config_prints(capsys):
    """The configured step is listed (its entries are no pipeline text: they are not printed)."""
    from ovopt.tools.ov_opt import main

    config = str(EXAMPLES / "swish_scope.json")
    assert (
        main(["--extensions", CONFIG, "--transformations-config", config, "--print-pipeline", "-p", "ov-default"]) == 0
    )
    assert "example-swish-scope" in capsys.readouterr().out


def test_a_declined_match_is_reported_with_v(tmp_path, isolated_registry):
    from ovopt.lowering.transformations import subgraph_transformation

    @subgraph_transformation("test-decline-everything", match_kind="scope")
    def decline(match, b):
        return None

    config = tmp_path / "decline.json"
    config.write_text('[{"id": "test-decline-everything", "match_kind": "scope", "instances": ["block1/swish"]}]')
    result = converted_ok(SPELLED_SWISH, tmp_path, "--transformations-config", str(config), "-v", *NO_BUILTIN_FUSION)
    assert "ov-opt: info: test-decline-everything declined the subgraph of block1/swish/sigmoid, block1/swish/mul" in (
        result.stderr
    )
    assert "Sigmoid" in layer_types(result.xml)


def test_without_the_config_its_transformations_do_not_run(tmp_path):
    result = converted_ok(SPELLED_SWISH, tmp_path, "--extensions", CONFIG, *NO_BUILTIN_FUSION)
    assert "Swish" not in layer_types(result.xml)


def test_general_entry_gets_its_custom_attributes(tmp_path):
    config = str(EXAMPLES / "scale_general.json")
    result = converted_ok(SPELLED_SWISH, tmp_path, "--extensions", CONFIG, "--transformations-config", config)
    y = run_openvino(result.xml, {"x": X})["y"]
    np.testing.assert_allclose(y, run_onnxruntime(SPELLED_SWISH, {"x": X * 0.5})["y"], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize(
    ("entries", "message"),
    [
        ('{"id": "x"}', "expected a list of entries, got dict"),
        ('[{"id": "example-swish-scope", "match_kind": "regex", "instances": ["a"]}]', "'match_kind' must be one of"),
        ('[{"id": "example-swish-scope", "match_kind": "scope", "instances": ["("]}]', "is not a regular expression"),
        (
            '[{"id": "example-swish-scope", "match_kind": "scope", "instances": ["a"], "bogus": 1}]',
            "unknown field 'bogus'",
        ),
        (
            '[{"id": "example-swish-points", "match_kind": "points", "instances": [{"start_points": []}]}]',
            "start_points",
        ),
        (
            '[{"id": "example-swish-scop", "match_kind": "scope", "instances": ["a"]}]',
            "did you mean example-swish-scope",
        ),
        (
            '[{"id": "example-swish-scope", "match_kind": "points",'
            ' "instances": [{"start_points": ["a"], "end_points": ["b"]}]}]',
            "takes scope",
        ),
        (
            '[{"id": "example-swish-points", "match_kind": "points",'
            ' "instances": [{"start_points": ["block1/swish/sigmoid"], "end_points": ["no/such/node"]}]}]',
            "end point 'no/such/node' is not a node of the model",
        ),
        ("not json", "is not JSON"),
    ],
)
def test_a_bad_config_is_one_line_naming_what_is_wrong(tmp_path, entries, message):
    path = tmp_path / "config.json"
    path.write_text(entries)
    result = convert(SPELLED_SWISH, tmp_path, "--extensions", CONFIG, "--transformations-config", str(path))
    assert result.returncode == 1
    assert message in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert not result.xml.exists()


# -- patterns added to the built-in conversion -------------------------------------------------


def test_patterns_join_the_builtin_conversion(tmp_path):
    from math import erf

    source = model(
        [helper.make_node("BiasGelu", ["x", "b"], ["y"], name="gelu", domain="com.microsoft")],
        [tensor("x", [2, 3, 4]), tensor("b", [4])],
        [tensor("y", [2, 3, 4])],
        opsets=(("", 14), ("com.microsoft", 1)),
    )
    result = converted_ok(source, tmp_path, "--extensions", str(EXAMPLES / "conversion_patterns.py"))
    bias = np.linspace(-1, 1, 4, dtype=np.float32)
    y = run_openvino(result.xml, {"x": X, "b": bias})["y"]
    z = (X + bias).astype(np.float64)
    expected = z * 0.5 * (1 + np.vectorize(erf)(z / np.sqrt(2)))
    np.testing.assert_allclose(y, expected, rtol=1e-5, atol=1e-6)


# -- the extractor example -----------------------------------------------------------------------


def test_custom_importer_example(tmp_path):
    source = model(
        [helper.make_node("ScaledTanh", ["x"], ["y"], name="st", domain="com.example", alpha=2.0, beta=0.5)],
        [tensor("x", [2, 3, 4])],
        [tensor("y", [2, 3, 4])],
        opsets=(("", 14), ("com.example", 1)),
    )
    result = converted_ok(source, tmp_path, "--extensions", str(EXAMPLES / "custom_importer.py"))
    y = run_openvino(result.xml, {"x": X})["y"]
    np.testing.assert_allclose(y, 2.0 * np.tanh(0.5 * X), rtol=1e-5, atol=1e-6)
