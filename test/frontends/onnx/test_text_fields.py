"""A model whose string fields are not all UTF-8 is refused on loading, naming the field;
bytes fields hold any bytes, and non-ASCII text passes. Each case runs as a large model is
checked (parsed again with the proto3 copy of the schema) and as a small one (walked)."""

import numpy as np
import pytest
from onnx import ModelProto, TensorProto, helper, numpy_helper

from ovopt.frontends.onnx.errors import OnnxImportError
from ovopt.frontends.onnx.loader import load
from ovopt.frontends.onnx.text_fields import _checking_model_class

MARK = "XQZMARK"  # replaced by the same number of bytes that are not UTF-8


@pytest.fixture(autouse=True, params=["parsed", "walked"])
def checked_as(request, monkeypatch):
    """Every model of these tests is small: parsed again only with the threshold lowered."""
    from ovopt.frontends.onnx import text_fields

    if request.param == "parsed":
        monkeypatch.setattr(text_fields, "PARSED_FROM", 0)
    return request.param


def model(**marked: str) -> ModelProto:
    """An If whose branches relu or negate `x`; each field named in `marked` holds that text."""
    then = helper.make_graph(
        [helper.make_node(marked.get("subgraph_op_type", "Relu"), ["x"], ["t"], name="inner")],
        "then",
        [],
        [helper.make_tensor_value_info("t", TensorProto.FLOAT, [2])],
    )
    otherwise = helper.make_graph(
        [helper.make_node("Neg", ["x"], ["e"])],
        "else",
        [],
        [helper.make_tensor_value_info("e", TensorProto.FLOAT, [2])],
    )
    weights = numpy_helper.from_array(np.ones(2, np.float32), "w")
    unused = numpy_helper.from_array(np.ones(2, np.float32), marked.get("initializer_name", "unused"))
    nodes = [
        helper.make_node("Add", ["x", weights.name], ["s"], name=marked.get("node_name", "add")),
        helper.make_node("ReduceSum", ["s"], ["r"], keepdims=0),
        helper.make_node("Greater", ["r", "zero"], ["c"]),
        helper.make_node("If", ["c"], ["y"], then_branch=then, else_branch=otherwise),
    ]
    graph = helper.make_graph(
        nodes,
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [marked.get("dim_param", 2)])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])],
        [weights, numpy_helper.from_array(np.zeros((), np.float32), "zero"), unused],
    )
    built = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    helper.set_model_props(built, {"author": marked.get("metadata", "me")})
    return built


def corrupted(built: ModelProto) -> bytes:
    data = built.SerializeToString()
    assert data.count(MARK.encode()) == 1
    return data.replace(MARK.encode(), b"XQ\xff\xfeARK")


@pytest.mark.parametrize(
    ("field", "full_name"),
    [
        ("node_name", "onnx.NodeProto.name"),
        ("initializer_name", "onnx.TensorProto.name"),
        ("dim_param", "onnx.TensorShapeProto.Dimension.dim_param"),
        ("metadata", "onnx.StringStringEntryProto.value"),
        ("subgraph_op_type", "onnx.NodeProto.op_type"),
    ],
)
def test_a_string_field_that_is_not_utf8_is_named(field, full_name):
    with pytest.raises(OnnxImportError, match=f"its {full_name} holds text that is not UTF-8"):
        load(corrupted(model(**{field: MARK})), "m.onnx")


def test_bytes_fields_hold_any_bytes_and_text_any_script():
    built = model(node_name="sómme/节点")
    built.graph.node[1].attribute.append(helper.make_attribute("blob", b"\xff\xfe"))  # `s`: bytes
    built.graph.initializer[0].raw_data = np.array([np.nan, -np.inf], np.float32).tobytes()
    loaded = load(built.SerializeToString(), "m.onnx")
    assert loaded.model.graph.node[0].name == "sómme/节点"


def test_the_checking_schema_has_every_field_of_onnx_s():
    """The proto3 copy reads what ONNX's schema reads: every message, with the same fields."""

    def fields(descriptor, seen):
        if descriptor.name in seen:
            return {}
        seen.add(descriptor.name)
        found = {descriptor.name: sorted((f.name, f.number, f.type) for f in descriptor.fields)}
        for f in descriptor.fields:
            if f.message_type is not None:
                found.update(fields(f.message_type, seen))
        return found

    assert fields(_checking_model_class().DESCRIPTOR, set()) == fields(ModelProto.DESCRIPTOR, set())


def test_without_the_proto3_copy_the_walk_checks_every_model(monkeypatch):
    """A later ONNX schema may declare what proto3 cannot (an enum not starting at zero): the
    check then walks every model, as it did before the copy."""
    from ovopt.frontends.onnx import text_fields

    monkeypatch.setattr(text_fields, "_checking_model_class", lambda: None)
    with pytest.raises(OnnxImportError, match=r"its onnx\.NodeProto\.name holds text that is not UTF-8"):
        load(corrupted(model(node_name=MARK)), "m.onnx")
    assert load(model(node_name="sómme").SerializeToString(), "m.onnx").model.graph.node[0].name == "sómme"


def test_a_model_is_parsed_again_from_its_size_on_and_walked_below_it(checked_as, monkeypatch):
    from ovopt.frontends.onnx import text_fields

    walked = []
    monkeypatch.setattr(text_fields, "_first_field_not_utf8", lambda message: walked.append(message))
    load(model().SerializeToString(), "m.onnx")
    assert len(walked) == (0 if checked_as == "parsed" else 1)
