"""Conv end to end: every attribute ONNX gives a convolution, checked in OpenVINO against
onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def conv_model(x_shape, w_shape, bias=False, weights_as_input=False, **attributes):
    """x -> Conv(x, W[, B]) -> y; W and B are seeded random initializers (or W a model input)."""
    rng = np.random.default_rng(1)
    weights = numpy_helper.from_array(rng.standard_normal(w_shape).astype(np.float32), "W")
    initializers = [] if weights_as_input else [weights]
    inputs = [make_tensor_value_info("x", TensorProto.FLOAT, x_shape)]
    if weights_as_input:
        inputs.append(make_tensor_value_info("W", TensorProto.FLOAT, w_shape))
    names = ["x", "W"]
    if bias:
        initializers.append(numpy_helper.from_array(rng.standard_normal(w_shape[0]).astype(np.float32), "B"))
        names.append("B")
    return make_model(
        [make_node("Conv", names, ["y"], name="conv", **attributes)],
        inputs,
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        initializers,
    )


@pytest.mark.parametrize("bias", [False, True], ids=["no_bias", "bias"])
def test_conv_2d(check_model, bias):
    check_model(conv_model([1, 3, 8, 8], [4, 3, 3, 3], bias=bias))


@pytest.mark.parametrize(
    "attributes",
    [
        dict(pads=[1, 1, 1, 1]),
        dict(pads=[0, 1, 2, 0]),  # asymmetric: begin and end differ on each axis
        dict(strides=[2, 2]),
        dict(strides=[2, 3], pads=[1, 0, 1, 2]),
        dict(dilations=[2, 2]),
        dict(dilations=[2, 1], strides=[1, 2], pads=[2, 1, 2, 1]),
        dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
    ],
    ids=["pads", "asymmetric_pads", "strides", "strides_pads", "dilations", "mixed", "kernel_shape"],
)
def test_conv_window_attributes(check_model, attributes):
    check_model(conv_model([2, 3, 9, 10], [5, 3, 3, 3], bias=True, **attributes))


@pytest.mark.parametrize("auto_pad", ["SAME_UPPER", "SAME_LOWER", "VALID"])
@pytest.mark.parametrize("strides", [[1, 1], [2, 2]], ids=["stride1", "stride2"])
def test_conv_auto_pad(check_model, auto_pad, strides):
    # a 4x4 kernel over 9x10 needs odd total padding: SAME_UPPER and SAME_LOWER differ
    check_model(conv_model([1, 2, 9, 10], [3, 2, 4, 4], bias=True, auto_pad=auto_pad, strides=strides))


@pytest.mark.parametrize(
    "x_shape, w_shape, group",
    [
        ([1, 4, 7, 7], [6, 2, 3, 3], 2),
        ([1, 6, 7, 7], [6, 2, 3, 3], 3),
        ([2, 5, 8, 8], [5, 1, 3, 3], 5),  # depthwise
        ([1, 4, 8, 8], [8, 1, 3, 3], 4),  # depthwise with a channel multiplier of 2
    ],
    ids=["group2", "group3", "depthwise", "depthwise_multiplier"],
)
def test_conv_grouped(check_model, x_shape, w_shape, group):
    check_model(conv_model(x_shape, w_shape, bias=True, group=group, pads=[1, 1, 1, 1], strides=[1, 2]))


def test_conv_1d(check_model):
    check_model(conv_model([2, 3, 16], [4, 3, 5], bias=True, pads=[2, 1], strides=[2], dilations=[1]))


def test_conv_1d_grouped_same_upper(check_model):
    check_model(conv_model([1, 4, 11], [4, 2, 4], group=2, auto_pad="SAME_UPPER"))


def test_conv_3d(check_model):
    check_model(conv_model([1, 2, 5, 6, 7], [3, 2, 3, 3, 3], bias=True, pads=[1, 0, 1, 1, 0, 1], strides=[1, 2, 1]))


def test_conv_3d_dilated_grouped(check_model):
    check_model(conv_model([1, 4, 6, 6, 6], [4, 2, 2, 2, 2], group=2, dilations=[2, 1, 2]))


def test_conv_dynamic_batch(check_model):
    model = conv_model(["batch", 3, 8, 8], [4, 3, 3, 3], bias=True, pads=[1, 1, 1, 1])
    check_model(model)  # random_inputs makes the symbolic batch 2
    inputs = {"x": np.random.default_rng(5).standard_normal((3, 3, 8, 8)).astype(np.float32)}
    check_model(model, inputs)


def test_conv_dynamic_spatial_dims(check_model):
    check_model(conv_model([1, 3, "h", "w"], [4, 3, 3, 3], bias=True, strides=[2, 2], auto_pad="SAME_UPPER"))


def test_conv_weights_from_input(check_model):
    check_model(conv_model([1, 4, 6, 6], [4, 2, 3, 3], weights_as_input=True, group=2))


@pytest.mark.parametrize("auto_pad", ["SAME_UPPER", "SAME_LOWER"])
def test_conv_auto_pad_with_dilations(ov_convert, auto_pad):
    """SAME padding covers the dilated kernel ((3 - 1) * 2 + 1 = 5 wide). onnxruntime refuses
    dilations with SAME padding, so onnx's reference implementation is the oracle here."""
    from onnx.reference import ReferenceEvaluator

    from support import random_inputs, run_openvino

    model = conv_model([1, 2, 10, 9], [3, 2, 3, 2], auto_pad=auto_pad, dilations=[2, 3], strides=[2, 1])
    converted = ov_convert(model)
    assert converted.returncode == 0, converted.stderr
    inputs = random_inputs(model)
    (expected,) = ReferenceEvaluator(model).run(None, inputs)
    actual = run_openvino(converted.xml, inputs)["y"]
    assert actual.shape == expected.shape
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-5)
