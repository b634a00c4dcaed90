"""Activations, LogSoftmax and Hardmax end to end, against onnxruntime."""

import numpy as np
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
