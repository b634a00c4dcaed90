"""GlobalLpPool end to end, against onnxruntime: p = 1, 2 (ReduceL1, ReduceL2) and 3 (Power,
ReduceSum, Power) over one, two and three spatial axes, and ONNX's opset versions (onnxruntime
runs GlobalLpPool-2 and onnx.reference none: version 22, which adds only types, is checked
against onnxruntime's run of the same node at version 2)."""

import numpy as np
import pytest
from onnx import TensorProto
from onnx.helper import make_node, make_tensor_value_info

from support import make_model, run_onnxruntime


def global_lp_pool_model(shape, opset=21, **attributes):
    return make_model(
        [make_node("GlobalLpPool", ["x"], ["y"], name="pool", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        opset=opset,
    )


@pytest.mark.parametrize("p", [1, 2, 3])
@pytest.mark.parametrize("shape", [[2, 3, 7], [1, 3, 5, 6], [2, 2, 3, 4, 5]], ids=["1d", "2d", "3d"])
def test_global_lp_pool(check_model, p, shape):
    check_model(global_lp_pool_model(shape, p=p))


def test_global_lp_pool_default_p(check_model):
    """p defaults to 2."""
    check_model(global_lp_pool_model([1, 3, 4, 4]))


@pytest.mark.parametrize("opset", [2, 21])
def test_global_lp_pool_dynamic_shape(check_model, opset):
    model = global_lp_pool_model(["n", "c", "h", "w"], opset=opset, p=3)
    check_model(model, {"x": np.random.default_rng(5).standard_normal([2, 3, 4, 5]).astype(np.float32)})


@pytest.mark.parametrize("p", [1, 2, 3])
def test_global_lp_pool_22(check_model, p):
    def as_version_2(model, inputs):
        return run_onnxruntime(global_lp_pool_model([1, 3, 5, 6], opset=21, p=p), inputs)

    check_model(global_lp_pool_model([1, 3, 5, 6], opset=22, p=p), expected_from=as_version_2)


def test_global_lp_pool_negative_p(ov_convert):
    converted = ov_convert(global_lp_pool_model([1, 3, 4, 4], p=-1))
    assert converted.returncode != 0
    assert "node 'pool' (GlobalLpPool-2): p must be positive, got -1" in converted.stderr
    assert not converted.xml.exists()
