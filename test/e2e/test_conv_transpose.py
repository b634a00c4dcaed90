"""ConvTranspose end to end: every attribute ONNX gives a transposed convolution, checked in
OpenVINO against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info
from onnx.parser import parse_model
from onnx.shape_inference import infer_shapes

from support import make_model


def conv_transpose_model(x_shape, w_shape, bias=False, opset=22, **attributes):
    rng = np.random.default_rng(2)
    initializers = [numpy_helper.from_array(rng.standard_normal(w_shape).astype(np.float32), "W")]
    names = ["x", "W"]
    if bias:
        channels = w_shape[1] * attributes.get("group", 1)
        initializers.append(numpy_helper.from_array(rng.standard_normal(channels).astype(np.float32), "B"))
        names.append("B")
    return make_model(
        [make_node("ConvTranspose", names, ["y"], name="deconv", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, x_shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        initializers,
        opset=opset,
    )


@pytest.mark.parametrize("bias", [False, True], ids=["no_bias", "bias"])
@pytest.mark.parametrize("opset", [11, 22])
def test_conv_transpose_2d(check_model, bias, opset):
    check_model(conv_transpose_model([1, 3, 4, 5], [3, 2, 3, 3], bias=bias, opset=opset))


@pytest.mark.parametrize(
    "attributes",
    [
        dict(strides=[2, 3]),
        dict(strides=[2, 2], pads=[1, 0, 1, 2]),
        dict(strides=[3, 2], output_padding=[1, 1]),
        dict(dilations=[2, 1]),
        dict(strides=[2, 2], dilations=[1, 2], pads=[1, 1, 0, 0], output_padding=[1, 0]),
        dict(strides=[3, 2], output_shape=[14, 12]),
        dict(strides=[3, 2], output_shape=[11, 10]),
        dict(strides=[2, 2], dilations=[3, 3], output_shape=[14, 13]),
        dict(auto_pad="VALID", strides=[2, 2]),
        dict(kernel_shape=[3, 3], strides=[2, 2]),
    ],
    ids=[
        "strides",
        "pads",
        "output_padding",
        "dilations",
        "mixed",
        "output_shape_larger",
        "output_shape_smaller",
        "output_shape_dilated",
        "valid",
        "kernel_shape",
    ],
)
def test_conv_transpose_attributes(check_model, attributes):
    check_model(conv_transpose_model([2, 3, 4, 5], [3, 2, 3, 3], bias=True, **attributes))


@pytest.mark.parametrize("auto_pad", ["SAME_UPPER", "SAME_LOWER"])
@pytest.mark.parametrize("strides", [[1, 1], [2, 2], [3, 2]], ids=["stride1", "stride2", "stride32"])
def test_conv_transpose_same(check_model, auto_pad, strides):
    """The output is input * stride; with an odd total padding the two modes differ."""
    check_model(conv_transpose_model([1, 2, 3, 4], [2, 2, 3, 3], auto_pad=auto_pad, strides=strides))


def test_conv_transpose_same_past_the_kernel(check_model):
    """Issue 30: a kernel covering less than the stride ((k - 1) * d + 1 + output_padding <
    stride). The specification's sentence would make the output in * stride = 8; onnxruntime
    and ONNX's shape inference pad nothing and give stride * (in - 1) + (k - 1) * d + 1 = 7,
    the length the model declares, and so does the lowering."""
    model = parse_model("""
        <ir_version: 10, opset_import: ["" : 21]>
        g (float[1,1,4] x) => (float[1,1,7] y) <float[1,1,1] w = {0.23077023}>
        { y = ConvTranspose <auto_pad: string = "SAME_UPPER", dilations: ints = [1], strides: ints = [2]> (x, w) }
    """)
    inferred = infer_shapes(model, strict_mode=True).graph.output[0].type.tensor_type.shape
    assert [d.dim_value for d in inferred.dim] == [1, 1, 7]
    check_model(model)


@pytest.mark.parametrize("auto_pad", ["SAME_UPPER", "SAME_LOWER"])
@pytest.mark.parametrize(
    "x_shape, w_shape, attributes",
    [
        ([1, 2, 4, 3], [2, 3, 2, 1], dict(strides=[4, 3])),
        ([1, 2, 4, 3], [2, 3, 2, 2], dict(strides=[5, 4], dilations=[2, 1], output_padding=[1, 1])),
        (["n", 2, "h", "w"], [2, 3, 3, 3], dict(strides=[2, 3])),
    ],
    ids=["short_kernel", "short_dilated_padded", "dynamic"],
)
def test_conv_transpose_same_short_kernel(check_model, auto_pad, x_shape, w_shape, attributes):
    """SAME with kernels covering less than the stride along one or both axes, and SAME on
    lengths known only at run time (its padding does not depend on them)."""
    model = conv_transpose_model(x_shape, w_shape, bias=True, auto_pad=auto_pad, **attributes)
    feeds = {"x": np.random.default_rng(4).standard_normal([2, 2, 5, 3]).astype(np.float32)}
    check_model(model, feeds if "n" in x_shape else None)


@pytest.mark.parametrize(
    "x_shape, w_shape, group",
    [([1, 4, 3, 3], [4, 3, 3, 3], 2), ([2, 6, 4, 4], [6, 1, 3, 3], 6), ([1, 6, 5], [6, 2, 3], 3)],
    ids=["group2", "depthwise", "1d_group3"],
)
def test_conv_transpose_grouped(check_model, x_shape, w_shape, group):
    check_model(conv_transpose_model(x_shape, w_shape, bias=True, group=group, strides=[2] * (len(x_shape) - 2)))


def test_conv_transpose_1d(check_model):
    check_model(conv_transpose_model([2, 3, 7], [3, 4, 3], bias=True, strides=[2], pads=[1, 0]))


def test_conv_transpose_3d(check_model):
    check_model(conv_transpose_model([1, 2, 3, 4, 3], [2, 3, 2, 3, 2], strides=[2, 1, 2], pads=[0, 1, 0, 1, 0, 1]))


def test_conv_transpose_dynamic_batch_and_spatial(check_model):
    model = conv_transpose_model(["n", 3, "h", "w"], [3, 2, 3, 3], bias=True, strides=[2, 2], pads=[1, 1, 1, 1])
    check_model(model)
    check_model(model, {"x": np.random.default_rng(3).standard_normal([3, 3, 5, 6]).astype(np.float32)})


def test_conv_transpose_weights_from_input(check_model):
    model = make_model(
        [make_node("ConvTranspose", ["x", "W"], ["y"], strides=[2, 2], group=2)],
        [
            make_tensor_value_info("x", TensorProto.FLOAT, [1, 4, 3, 3]),
            make_tensor_value_info("W", TensorProto.FLOAT, [4, 1, 2, 2]),
        ],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        opset=22,
    )
    check_model(model)
