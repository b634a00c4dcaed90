"""HannWindow, HammingWindow and BlackmanWindow end to end, against onnxruntime: folded from a
constant size (in double precision, rounded once) or built from Range and Cos for a size known
at run time. Windows lie in [0, 1]: an absolute tolerance of 1e-6 is well posed."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

WINDOWS = ["HannWindow", "HammingWindow", "BlackmanWindow"]


def window_model(op_type, size=None, **attributes):
    """The window of a size initializer (or, size None, a model input)."""
    inputs = [] if size is not None else [make_tensor_value_info("size", TensorProto.INT64, [])]
    initializers = [] if size is None else [numpy_helper.from_array(np.array(size, np.int64), "size")]
    output = attributes.get("output_datatype", TensorProto.FLOAT)
    node = make_node(op_type, ["size"], ["y"], name="window", **attributes)
    return make_model([node], inputs, [make_tensor_value_info("y", output, None)], initializers, 17)


@pytest.mark.parametrize("op_type", WINDOWS)
@pytest.mark.parametrize("periodic", [1, 0], ids=["periodic", "symmetric"])
@pytest.mark.parametrize("output", [TensorProto.FLOAT, TensorProto.DOUBLE], ids=["f32", "f64"])
def test_window_of_constant_size(check_model, op_type, periodic, output):
    check_model(window_model(op_type, 17, periodic=periodic, output_datatype=output), {}, rtol=0, atol=1e-6)


@pytest.mark.parametrize("op_type", WINDOWS)
@pytest.mark.parametrize("periodic", [1, 0], ids=["periodic", "symmetric"])
def test_window_of_run_time_size(check_model, op_type, periodic):
    model = window_model(op_type, periodic=periodic)
    check_model(model, {"size": np.array(64, np.int64)}, rtol=0, atol=1e-6)


def test_window_folds_to_one_constant(ov_convert):
    """A constant size leaves no Range or Cos in the IR: the values are computed at compile time."""
    result = ov_convert(window_model("BlackmanWindow", 10))
    assert result.returncode == 0, result.stderr
    layers = result.xml.read_text()
    assert 'type="Const"' in layers and 'type="Cos"' not in layers and 'type="Range"' not in layers
