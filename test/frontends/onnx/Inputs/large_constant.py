"""Writes a model with a 200-element tensor of distinct values, a 200-element splat and a small
tensor (argv: model path)."""

import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

ramp = numpy_helper.from_array(np.arange(200, dtype=np.float32), "ramp")
ones = numpy_helper.from_array(np.ones(200, dtype=np.float32), "ones")
small = numpy_helper.from_array(np.array([1, 2, 3], dtype=np.int64), "small")
graph = helper.make_graph(
    [helper.make_node("Add", ["x", "ramp"], ["s"]), helper.make_node("Mul", ["s", "ones"], ["y"])],
    "large",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, [200])],
    [
        helper.make_tensor_value_info("y", TensorProto.FLOAT, [200]),
        helper.make_tensor_value_info("small", TensorProto.INT64, [3]),
    ],
    [ramp, ones, small],
)
onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8), sys.argv[1])
