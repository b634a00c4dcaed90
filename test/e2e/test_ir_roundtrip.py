"""IR -> ov dialect -> IR (`ov-opt model.xml -t ir -o again.xml`) on ovopt's IR of the e2e
models and of light models, and on ovc's IR of the same: the IR written again has the same
layer types and tensor names, and OpenVINO computes the same outputs from it (ovopt's IR:
exactly, and the same XML but for the conversion parameters; ovc's: within 1e-6).
benchmarks/ir_roundtrip.py does every light model and prints a table."""

import numpy as np
import onnx
import pytest
from lxml import etree
from onnx import TensorProto
from onnx.helper import make_node, make_tensor_value_info
from test_attention_fusion import CASES as ATTENTION
from test_attention_fusion import attention_model
from test_models import HAND_BUILT, LIGHT_MODELS

from ovopt.tools.compare_ir import convert_with_ovc, convert_with_ovopt
from ovopt.tools.ir_roundtrip import check
from support import make_model, node_model, save_model

F, I64 = TensorProto.FLOAT, TensorProto.INT64


def split_model():
    """Split into three, a variadic result; Concat of three, a variadic operand."""
    nodes = [
        make_node("Split", ["x"], ["a", "b", "c"], axis=1, num_outputs=3, name="split"),
        make_node("Concat", ["c", "a", "b"], ["y"], axis=1, name="concat"),
    ]
    return make_model(nodes, [make_tensor_value_info("x", F, [2, 6])], [make_tensor_value_info("y", F, None)], (), 18)


def top_k_model():
    """TopK, two results of two element types, both returned."""
    nodes = [make_node("TopK", ["x", "k"], ["values", "indices"], axis=1, name="top_k")]
    k = onnx.numpy_helper.from_array(np.array([2], np.int64), "k")
    outputs = [make_tensor_value_info("values", F, None), make_tensor_value_info("indices", I64, None)]
    return make_model(nodes, [make_tensor_value_info("x", F, [3, 5])], outputs, [k], 11)


def dynamic_model():
    """A dynamic batch: shapes as `?` and a ShapeOf subgraph that stays in the IR."""
    nodes = [
        make_node("Shape", ["x"], ["s"], name="shape"),
        make_node("Reshape", ["x", "s"], ["r"], name="reshape"),
        make_node("ReduceMax", ["r"], ["y"], axes=[1], keepdims=0, name="max"),
        make_node("MaxPool", ["x4"], ["p", "i"], kernel_shape=[2, 2], name="pool"),
    ]
    inputs = [make_tensor_value_info("x", F, ["batch", 4]), make_tensor_value_info("x4", F, ["n", 2, 4, 4])]
    outputs = [make_tensor_value_info(n, t, None) for n, t in (("y", F), ("p", F), ("i", I64))]
    return make_model(nodes, inputs, outputs, (), 11)


def lstm_model():
    rng = np.random.default_rng(3)
    w, r = (
        onnx.numpy_helper.from_array(rng.standard_normal(s).astype(np.float32) * 0.3, n)
        for n, s in (("w", [1, 16, 3]), ("r", [1, 16, 4]))
    )
    node = make_node("LSTM", ["x", "w", "r"], ["y", "h"], hidden_size=4, name="lstm")
    outputs = [make_tensor_value_info("y", F, None), make_tensor_value_info("h", F, None)]
    return make_model([node], [make_tensor_value_info("x", F, [5, 2, 3])], outputs, [w, r], 14)


E2E = {
    **HAND_BUILT,
    "split_concat": split_model,
    "top_k": top_k_model,
    "dynamic": dynamic_model,
    "lstm": lstm_model,
    "attention": lambda: attention_model(**ATTENTION["scaled_and_masked"]),  # ScaledDotProductAttention, 5 inputs
    "resize": lambda: node_model(
        "Resize",
        {"x": (F, [1, 2, 3, 4]), "": (F, []), "scales": (F, [4])},
        F,
        initializers=[onnx.numpy_helper.from_array(np.array([1, 1, 2, 1.5], np.float32), "scales")],
        mode="linear",
    ),
    "where_cast": lambda: make_model(
        [
            make_node("Greater", ["a", "b"], ["m"], name="greater"),
            make_node("Where", ["m", "a", "b"], ["w"], name="where"),
            make_node("Cast", ["m"], ["y"], to=TensorProto.INT32, name="cast"),
        ],
        [make_tensor_value_info("a", F, [3, 4]), make_tensor_value_info("b", F, [4])],
        [make_tensor_value_info("w", F, None), make_tensor_value_info("y", TensorProto.INT32, None)],
    ),
}
LIGHT = ["light_squeezenet", "light_resnet50"]  # benchmarks/ir_roundtrip.py does all nine


def xml_without_rt_info(xml) -> bytes:
    net = etree.parse(str(xml)).getroot()
    net.remove(net.find("rt_info"))
    return etree.tostring(net)


def assert_round_trips(model_path, tmp_path, source):
    convert = convert_with_ovopt if source == "ovopt" else convert_with_ovc
    xml = convert(model_path, tmp_path / f"{source}.xml")
    again = tmp_path / f"{source}_again.xml"
    result = check(model_path.stem, source, xml, again)
    assert result.same_layers, f"layer types differ: {result.row()}"
    assert result.same_names, f"tensor names differ: {result.row()}"
    assert result.opaque == 0, f"layers read as ov.layer: {result.row()}"
    if source == "ovopt":
        assert result.max_difference == 0, result.row()
        assert xml_without_rt_info(again) == xml_without_rt_info(xml)
        assert again.with_suffix(".bin").read_bytes() == xml.with_suffix(".bin").read_bytes()
    else:
        assert result.max_difference <= 1e-6, result.row()


@pytest.mark.parametrize("source", ["ovopt", "ovc"])
@pytest.mark.parametrize("name", E2E)
def test_e2e_model_ir_round_trips(tmp_path, name, source):
    assert_round_trips(save_model(E2E[name](), tmp_path, f"{name}.onnx"), tmp_path, source)


@pytest.mark.parametrize("source", ["ovopt", "ovc"])
@pytest.mark.parametrize("name", LIGHT)
def test_light_model_ir_round_trips(tmp_path, name, source):
    assert_round_trips(LIGHT_MODELS / f"{name}.onnx", tmp_path, source)
