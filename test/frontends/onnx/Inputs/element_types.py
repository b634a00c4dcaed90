"""Writes a model with one initializer and one input of every ONNX element type numpy can carry
(argv: model path). No Constant holds float6 yet, so those are inputs only; strings are
covered by constant-forms.onnxtext."""

import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

path = sys.argv[1]
no_constant = {TensorProto.FLOAT6E2M3, TensorProto.FLOAT6E3M2}
pattern = np.array([0.0, 1.0, -1.0, 0.5], dtype=np.float32)
initializers, inputs, outputs = [], [], []
for name, code in TensorProto.DataType.items():
    if code in (TensorProto.UNDEFINED, TensorProto.STRING):
        continue
    inputs.append(helper.make_tensor_value_info(f"in_{name.lower()}", code, ["n"]))
    outputs.append(helper.make_tensor_value_info(f"in_{name.lower()}", code, ["n"]))
    if code in no_constant:
        continue
    dtype = helper.tensor_dtype_to_np_dtype(code)
    if code == TensorProto.FLOAT8E8M0:  # powers of two only: no zero, no sign
        values = np.array([1.0, 0.5, 2.0, 4.0], dtype=dtype)
    elif np.issubdtype(dtype, np.unsignedinteger) or dtype == np.dtype(bool) or "uint" in str(dtype):
        values = np.abs(pattern).astype(np.int64).astype(dtype)
    elif np.issubdtype(dtype, np.integer) or "int" in str(dtype):
        values = pattern.astype(np.int64).astype(dtype)
    else:
        values = pattern.astype(dtype)
    tensor = numpy_helper.from_array(values, f"c_{name.lower()}")
    initializers.append(tensor)
    outputs.append(helper.make_tensor_value_info(tensor.name, code, [len(values)]))
graph = helper.make_graph([], "element_types", inputs, outputs, initializers)
onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 25)]), path)
