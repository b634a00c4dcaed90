"""AffineGrid end to end, against onnxruntime: 2-D and 3-D, both align_corners, the size a
model input (run-time shapes) or a constant (the grid folds), axes of one pixel.

An axis of one pixel with align_corners has no defined position (ONNX's reference divides by
zero and gives -1, onnxruntime gives 1): it is left out."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

RNG = np.random.default_rng(11)


def affine_grid_model(theta_shape, size=None, **attributes):
    """AffineGrid of a theta input by a size input, or by the constant `size`."""
    inputs = [make_tensor_value_info("theta", TensorProto.FLOAT, theta_shape)]
    initializers = []
    if size is None:
        inputs.append(make_tensor_value_info("size", TensorProto.INT64, [theta_shape[1] + 2]))
    else:
        initializers.append(numpy_helper.from_array(np.array(size, np.int64), "size"))
    node = make_node("AffineGrid", ["theta", "size"], ["grid"], name="affine_grid", **attributes)
    outputs = [make_tensor_value_info("grid", TensorProto.FLOAT, None)]
    return make_model([node], inputs, outputs, initializers, opset=20)


@pytest.mark.parametrize(
    "size, align_corners",
    [
        ([2, 3, 4, 5], 0),
        ([2, 3, 4, 5], 1),
        ([2, 1, 1, 6], 0),
        ([2, 3, 3, 4, 5], 0),
        ([2, 3, 3, 4, 5], 1),
        ([2, 2, 1, 3, 1], 0),
    ],
    ids=["2d", "2d-align-corners", "2d-one-row", "3d", "3d-align-corners", "3d-one-pixel-axes"],
)
@pytest.mark.parametrize("runtime", [True, False], ids=["runtime-size", "constant-size"])
def test_affine_grid(check_model, align_corners, size, runtime):
    k = len(size) - 2
    theta = RNG.standard_normal([2, k, k + 1]).astype(np.float32)
    model = affine_grid_model([2, k, k + 1], None if runtime else size, align_corners=align_corners)
    feeds = {"theta": theta, **({"size": np.array(size, np.int64)} if runtime else {})}
    check_model(model, feeds)
