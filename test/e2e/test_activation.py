"""Activations, LogSoftmax and Hardmax end to end, against onnxruntime."""

from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, numpy_helper

from support import node_model

F = TensorProto.FLOAT

# id: (op, opset, attributes)
ACTIVATIONS = {
    "elu": ("Elu", 6, {"alpha": 0.7}),
    "elu_default": ("Elu", 22, {}),
    "selu": ("Selu", 6, {"alpha": 1.5, "gamma": 1.2}),
    "selu_default": ("Selu", 22, {}),
    "leaky_relu": ("LeakyRelu", 16, {"alpha": 0.2}),
    "leaky_relu_default": ("LeakyRelu", 6, {}),
    "hard_sigmoid": ("HardSigmoid", 6, {"alpha": 0.3, "beta": 0.4}),
    "hard_swish": ("HardSwish", 14, {}),
    "softplus": ("Softplus", 1, {}),
    "softsign": ("Softsign", 22, {}),
    "mish": ("Mish", 18, {}),
    "gelu": ("Gelu", 20, {}),
    "gelu_tanh": ("Gelu", 20, {"approximate": "tanh"}),
    "thresholded_relu": ("ThresholdedRelu", 10, {"alpha": 0.5}),
    "celu": ("Celu", 12, {"alpha": 2.0}),
    "celu_default": ("Celu", 12, {}),
    "celu_negative_alpha": ("Celu", 12, {"alpha": -1.5}),  # not alpha * Elu(x / alpha)
    "shrink_soft": ("Shrink", 9, {"lambd": 0.5, "bias": 0.5}),
    "shrink_hard": ("Shrink", 9, {"lambd": 0.8}),
    "swish": ("Swish", 24, {"alpha": 1.5}),
    "swish_default": ("Swish", 24, {}),
}


@pytest.mark.parametrize("case", ACTIVATIONS)
def test_activation(check_model, case):
    op_type, opset, attributes = ACTIVATIONS[case]
    x = (np.random.default_rng(5).standard_normal([2, 3, 4]) * 3).astype(np.float32)
    check_model(node_model(op_type, {"x": (F, [2, 3, 4])}, F, opset, **attributes), {"x": x})


def test_activation_dynamic(check_model):
    check_model(node_model("Selu", {"x": (F, ["batch", 5])}, F, opset=6))


@pytest.mark.parametrize(
    "slope_shape", [[4], [3, 1], [1], [2, 3, 4], []], ids=["last", "channels", "one", "full", "scalar"]
)
def test_prelu(check_model, slope_shape):
    """ONNX broadcasts the slope as numpy does: a 1-D slope runs along the last dim, not dim 1."""
    slope = numpy_helper.from_array(
        np.linspace(0.1, 0.9, int(np.prod(slope_shape))).reshape(slope_shape).astype(np.float32), "slope"
    )
    model = node_model("PRelu", {"x": (F, [2, 3, 4]), "slope": (F, slope_shape)}, F, 16, [slope])
    check_model(model)


def test_prelu_slope_as_long_as_dim_1(check_model):
    """x [2,3,3] and slope [3]: OpenVINO's PReLU would take dim 1, numpy takes the last."""
    slope = numpy_helper.from_array(np.array([0.1, 0.5, 2.0], np.float32), "slope")
    check_model(node_model("PRelu", {"x": (F, [2, 3, 3]), "slope": (F, [3])}, F, 9, [slope]))


PYTORCH_CONVERTED = Path(onnx.__file__).parent / "backend" / "test" / "data" / "pytorch-converted"


@pytest.mark.parametrize("dims", ["1d", "2d", "3d"])
def test_prelu_6_slope_per_channel(check_model, dims):
    """Before PRelu-7 a 1-D slope is per channel: PyTorch's export of PReLU(3) on x [2,3,4...]
    (the onnx wheel's test case). onnxruntime has no PRelu-6, so the reference is the output
    PyTorch stored beside the model."""
    case = PYTORCH_CONVERTED / f"test_PReLU_{dims}_multiparam"
    model = onnx.load(case / "model.onnx")
    x, y = (
        numpy_helper.to_array(onnx.load_tensor(case / "test_data_set_0" / f"{n}.pb")) for n in ("input_0", "output_0")
    )
    assert (x < 0).any() and (y != x).any()  # the slope is exercised
    check_model(
        model, {model.graph.input[0].name: x}, expected_from=lambda model, inputs: {model.graph.output[0].name: y}
    )


@pytest.mark.parametrize("opset, axis", [(13, 1), (13, -1), (13, 0), (11, 1), (11, -1), (1, None)])
def test_log_softmax(check_model, opset, axis):
    attributes = {} if axis is None else {"axis": axis}
    x = (np.random.default_rng(6).standard_normal([2, 3, 4]) * 20).astype(np.float32)  # exp would overflow
    check_model(node_model("LogSoftmax", {"x": (F, [2, 3, 4])}, F, opset, **attributes), {"x": x})


@pytest.mark.parametrize("opset, axis", [(13, -1), (13, 0), (13, 1), (11, 1), (1, None)])
def test_hardmax(check_model, opset, axis):
    """Ties go to the first maximum: small integers tie often."""
    attributes = {} if axis is None else {"axis": axis}
    x = np.random.default_rng(7).integers(0, 3, [2, 3, 4]).astype(np.float32)
    check_model(node_model("Hardmax", {"x": (F, [2, 3, 4])}, F, opset, **attributes), {"x": x})
