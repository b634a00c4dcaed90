"""GridSample end to end, against onnxruntime: every mode, padding mode and align_corners, at
run time and folded to a constant by the reference kernel."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper

from support import node_model

RNG = np.random.default_rng(3)
IMAGE = RNG.standard_normal([2, 3, 5, 4]).astype(np.float32)
GRID = RNG.uniform(-1.3, 1.3, [2, 4, 6, 2]).astype(np.float32)  # some positions outside the image


def grid_sample_model(opset=22, initializers=(), **attributes):
    inputs = {"x": (TensorProto.FLOAT, list(IMAGE.shape)), "grid": (TensorProto.FLOAT, list(GRID.shape))}
    return node_model("GridSample", inputs, TensorProto.FLOAT, opset, list(initializers), **attributes)


@pytest.mark.parametrize("mode", ["linear", "cubic", "nearest"])
@pytest.mark.parametrize("padding_mode", ["zeros", "border", "reflection"])
@pytest.mark.parametrize("align_corners", [0, 1])
def test_grid_sample(check_model, mode, padding_mode, align_corners):
    model = grid_sample_model(mode=mode, padding_mode=padding_mode, align_corners=align_corners)
    check_model(model, {"x": IMAGE, "grid": GRID})


def test_grid_sample_16_mode_names(check_model):
    check_model(grid_sample_model(opset=16, mode="bicubic"), {"x": IMAGE, "grid": GRID})


def test_grid_sample_folds(check_model):
    """Image and grid constant: the reference kernel computes the output at compile time."""
    constants = [numpy_helper.from_array(IMAGE, "x"), numpy_helper.from_array(GRID, "grid")]
    check_model(grid_sample_model(initializers=constants, padding_mode="border"), {})
