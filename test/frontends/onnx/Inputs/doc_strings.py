"""Writes a model whose nodes have doc strings (ONNX's text syntax has none)."""

import sys

import onnx
from onnx import TensorProto, helper

relu = helper.make_node("Relu", ["x"], ["r"], name="relu_1", doc_string='clamps "x" at zero')
neg = helper.make_node("Neg", ["r"], ["y"])
graph = helper.make_graph(
    [relu, neg],
    "documented",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    doc_string="the graph's doc string",
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8, doc_string="the model's")
onnx.save(model, sys.argv[1])
