"""The main job end to end on a two-node model: the IR runs in OpenVINO as the model does in
onnxruntime."""

from onnx import TensorProto
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def test_relu_softmax_matches_onnxruntime(check_model):
    model = make_model(
        [make_node("Relu", ["x"], ["r"]), make_node("Softmax", ["r"], ["y"], axis=-1)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 5])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 5])],
    )
    outputs = check_model(model)
    assert outputs["y"].shape == (2, 5)
