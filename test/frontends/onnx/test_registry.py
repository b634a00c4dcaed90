"""The importer registry: keyed by (domain, op type, since_version), used by the built-ins and by
extensions through the same `register_importer`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from onnx import TensorProto, helper

from ovopt.dialects import onnx
from ovopt.frontends.onnx import NodeContext, OnnxImportError, builtin_importers, import_model
from ovopt.registry import RegistryError, find_importer, register_importer

REPOSITORY = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def no_importer_leaks(isolated_registry):
    """Each test's importers are gone after it."""


def one_node_model(op_type: str, domain: str = "", opsets: dict[str, int] | None = None, **attributes) -> bytes:
    node = helper.make_node(op_type, ["x"], ["y"], name="the_node", domain=domain, **attributes)
    graph = helper.make_graph(
        [node],
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    )
    opsets = opsets or {"": 13}
    imports = [helper.make_opsetid(d, v) for d, v in opsets.items()]
    return helper.make_model(graph, opset_imports=imports, ir_version=8).SerializeToString()


def ops_of(module) -> list[str]:
    return [op.name for op in module.walk() if op.dialect_name() == "onnx"]


def neg_importer(ctx: NodeContext):
    """Imports any one-input node as onnx.Neg, to see which importer ran."""
    return [ctx.build(onnx.NegOp, [ctx.inputs[0]], [ctx.output_types[0]]).results[0]]


def test_builtins_are_registered_through_the_same_api():
    assert find_importer("", "Relu", 13) is builtin_importers.import_schema_node
    assert find_importer("ai.onnx", "Relu", 13) is builtin_importers.import_schema_node
    assert find_importer("ai.onnx.ml", "TreeEnsemble", 5) is builtin_importers.import_schema_node
    message = r"importer for onnx Relu since version 1 is registered twice: by ovopt and by test_registry"
    with pytest.raises(RegistryError, match=message):
        register_importer("", "Relu", neg_importer)


def test_operators_without_importer_import_as_custom():
    assert find_importer("com.example", "Swish", 1) is None
    assert find_importer("", "Gelu", 13) is None  # Gelu is an operator from opset 20 on
    module = import_model(one_node_model("Swish", "com.example", {"": 13, "com.example": 1}))
    assert ops_of(module) == ["onnx.Custom"]


def test_an_extension_importer_takes_its_nodes():
    register_importer("com.example", "Swish", neg_importer)
    module = import_model(one_node_model("Swish", "com.example", {"": 13, "com.example": 1}))
    assert ops_of(module) == ["onnx.Neg"]
    module.verify()


def test_the_newest_registration_not_above_the_models_opset_wins():
    def as_custom(op_type):
        return lambda ctx: [ctx.insert(onnx.CustomOp("", op_type, ctx.inputs, ctx.output_types, {})).results[0]]

    register_importer("com.example", "Swish", as_custom("v1"))
    register_importer("com.example", "Swish", as_custom("v3"), since_version=3)
    for opset, expected in ((1, "v1"), (2, "v1"), (3, "v3"), (7, "v3")):
        module = import_model(one_node_model("Swish", "com.example", {"": 13, "com.example": opset}))
        (custom,) = [op for op in module.walk() if isinstance(op, onnx.CustomOp)]
        assert custom.op_type.data == expected, f"opset {opset}"


def test_override_replaces_a_builtin_on_purpose():
    register_importer("", "Relu", neg_importer, override=True)
    assert ops_of(import_model(one_node_model("Relu"))) == ["onnx.Neg"]


def test_a_later_version_can_be_added_beside_the_builtin():
    register_importer("", "Relu", neg_importer, since_version=14)
    assert ops_of(import_model(one_node_model("Relu", opsets={"": 13}))) == ["onnx.Relu"]
    assert ops_of(import_model(one_node_model("Relu", opsets={"": 14}))) == ["onnx.Neg"]


def test_an_importer_error_names_the_node():
    def refuse(ctx: NodeContext):
        raise ctx.error("Swish needs beta")

    register_importer("com.example", "Swish", refuse)
    with pytest.raises(OnnxImportError, match=r"^node 'the_node' \(com.example.Swish\): Swish needs beta$"):
        import_model(one_node_model("Swish", "com.example", {"": 13, "com.example": 1}))


def test_an_importer_must_give_one_value_per_output():
    register_importer("com.example", "Swish", lambda ctx: [])
    message = r"node 'the_node' \(com.example.Swish\): its importer made 0 values for 1 outputs"
    with pytest.raises(OnnxImportError, match=message):
        import_model(one_node_model("Swish", "com.example", {"": 13, "com.example": 1}))


def test_node_context_reads_attributes_and_builds_at_the_models_opset():
    seen = {}

    def importer(ctx: NodeContext):
        seen["alpha"] = ctx.attribute("alpha")
        seen["missing"] = ctx.attribute("missing", 7)
        op = ctx.build(onnx.NegOp, [ctx.inputs[0]], [ctx.output_types[0]])
        seen["version"] = op.onnx_version
        return [op.results[0]]

    register_importer("com.example", "Swish", importer)
    import_model(one_node_model("Swish", "com.example", {"": 11, "com.example": 1}, alpha=0.5))
    assert seen == {"alpha": 0.5, "missing": 7, "version": 6}  # Neg-6 is what opset 11 selects


def test_the_documented_example_extension_works():
    """docs/examples/custom_importer.py, loaded the way users load it (a fresh process)."""
    example = REPOSITORY / "docs" / "examples" / "custom_importer.py"
    model = REPOSITORY / "test" / "frontends" / "onnx" / "custom-importer.onnxtext"
    command = [sys.executable, "-m", "ovopt.tools.ov_opt", str(model), "--extensions", str(example)]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert "onnx.Custom" not in result.stdout
    assert '"onnx.Tanh"' in result.stdout
    lowered = subprocess.run([*command, "-p", "convert-onnx-to-ov"], capture_output=True, text=True, check=False)
    assert lowered.returncode == 0, lowered.stderr
    assert "ov.Tanh" in lowered.stdout
