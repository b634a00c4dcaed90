"""Writes a model with a Constant node holding a `sparse_value` and a sparse initializer
(ONNX's text syntax has no sparse tensors)."""

import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

values = numpy_helper.from_array(np.array([5.0, 7.0], dtype=np.float32), "sparse_values")
indices = numpy_helper.from_array(np.array([1, 4], dtype=np.int64), "sparse_indices")
sparse = helper.make_sparse_tensor(values, indices, [2, 3])
node = helper.make_node("Constant", [], ["c"], sparse_value=sparse)
init_values = numpy_helper.from_array(np.array([1, 2], dtype=np.int64), "table")
init_indices = numpy_helper.from_array(np.array([[0, 0], [1, 1]], dtype=np.int64), "table_indices")
graph = helper.make_graph(
    [node],
    "sparse",
    [],
    [
        helper.make_tensor_value_info("c", TensorProto.FLOAT, [2, 3]),
        helper.make_tensor_value_info("table", TensorProto.INT64, [2, 2]),
    ],
    sparse_initializer=[helper.make_sparse_tensor(init_values, init_indices, [2, 2])],
)
onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8), sys.argv[1])
