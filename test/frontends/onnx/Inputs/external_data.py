"""Writes DIR/model.onnx with its initializers in DIR/weights.bin (ONNX external data).

    external_data.py DIR [LOCATION]

LOCATION, when given, replaces the recorded location of the data file, to test refusals.
"""

import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, external_data_helper, helper, numpy_helper

folder = Path(sys.argv[1])
folder.mkdir(parents=True, exist_ok=True)
weights = numpy_helper.from_array(np.arange(6, dtype=np.float32).reshape(2, 3), "w")
bias = numpy_helper.from_array(np.array([0.5, -1.5, 2.0], dtype=np.float32), "b")
graph = helper.make_graph(
    [helper.make_node("MatMul", ["x", "w"], ["m"]), helper.make_node("Add", ["m", "b"], ["y"])],
    "external",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 2])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 3])],
    [weights, bias],
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
external_data_helper.convert_model_to_external_data(model, location="weights.bin", size_threshold=0)
onnx.save_model(model, folder / "model.onnx")  # writes weights.bin beside it
if len(sys.argv) > 2:
    for tensor in model.graph.initializer:
        for entry in tensor.external_data:
            if entry.key == "location":
                entry.value = sys.argv[2]
    (folder / "model.onnx").write_bytes(model.SerializeToString())
