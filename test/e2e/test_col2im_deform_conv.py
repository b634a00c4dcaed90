"""Col2Im and DeformConv end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def col2im_model(columns, image, block, as_inputs=False, **attributes):
    """Col2Im of x [1, columns...]; image and block shapes initializers, or model inputs."""
    inputs = [make_tensor_value_info("x", TensorProto.FLOAT, columns)]
    shapes = {"image": image, "block": block}
    if as_inputs:
        inputs += [make_tensor_value_info(name, TensorProto.INT64, [2]) for name in shapes]
        initializers = []
    else:
        initializers = [numpy_helper.from_array(np.array(v, np.int64), name) for name, v in shapes.items()]
    node = make_node("Col2Im", ["x", "image", "block"], ["y"], name="col2im", **attributes)
    return make_model([node], inputs, [make_tensor_value_info("y", TensorProto.FLOAT, None)], initializers, 18)


def blocks(size, kernel, stride=1, dilation=1, pads=(0, 0)):
    return (size + sum(pads) - dilation * (kernel - 1) - 1) // stride + 1


@pytest.mark.parametrize(
    "attributes",
    [{}, {"strides": [2, 1]}, {"dilations": [1, 2]}, {"pads": [1, 0, 0, 2]}, {"strides": [2, 3], "pads": [1, 1, 1, 1]}],
    ids=["plain", "strides", "dilations", "pads", "strided-padded"],
)
def test_col2im(check_model, attributes):
    image, block = (7, 8), (2, 3)
    strides, dilations = attributes.get("strides", [1, 1]), attributes.get("dilations", [1, 1])
    pads = attributes.get("pads", [0, 0, 0, 0])
    count = [blocks(image[d], block[d], strides[d], dilations[d], (pads[d], pads[d + 2])) for d in range(2)]
    columns = [2, 3 * block[0] * block[1], count[0] * count[1]]
    x = np.random.default_rng(0).standard_normal(columns).astype(np.float32)
    check_model(col2im_model(columns, image, block, **attributes), {"x": x})


def test_col2im_shapes_at_run_time(check_model):
    columns = [1, 2 * 4, 6 * 5]
    x = np.random.default_rng(1).standard_normal(columns).astype(np.float32)
    inputs = {"x": x, "image": np.array([7, 6], np.int64), "block": np.array([2, 2], np.int64)}
    check_model(col2im_model(columns, (7, 6), (2, 2), as_inputs=True), inputs)


def test_col2im_3d_is_refused(ov_convert):
    model = col2im_model([1, 8, 8], (3, 4, 5), (2, 2, 2))
    result = ov_convert(model)
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [
        "ov-opt: error: no lowering to OpenVINO for node 'col2im' (Col2Im-18): Col2Im lowers for 2 spatial "
        "axes only (OpenVINO's Col2Im-15), got tensor<3xi64>; an extension can add one (see docs/extensions.md), "
        "or --keep-unsupported keeps them as framework layers"
    ]


def deform_conv_model(x_shape, w_shape, offset_group=1, bias=False, mask=False, **attributes):
    """DeformConv of x by constant weights; offsets (and mask) model inputs of the output size."""
    rng = np.random.default_rng(2)
    kh, kw = w_shape[2:]
    strides, dilations = attributes.get("strides", [1, 1]), attributes.get("dilations", [1, 1])
    pads = attributes.get("pads", [0, 0, 0, 0])
    out = [blocks(x_shape[2 + d], w_shape[2 + d], strides[d], dilations[d], (pads[d], pads[d + 2])) for d in range(2)]
    initializers = [numpy_helper.from_array(rng.standard_normal(w_shape).astype(np.float32), "w")]
    inputs = [
        make_tensor_value_info("x", TensorProto.FLOAT, x_shape),
        make_tensor_value_info("offset", TensorProto.FLOAT, [x_shape[0], offset_group * 2 * kh * kw, *out]),
    ]
    names = ["x", "w", "offset", "", ""]
    if bias:
        initializers.append(numpy_helper.from_array(rng.standard_normal(w_shape[0]).astype(np.float32), "b"))
        names[3] = "b"
    if mask:
        inputs.append(make_tensor_value_info("mask", TensorProto.FLOAT, [x_shape[0], offset_group * kh * kw, *out]))
        names[4] = "mask"
    while names[-1] == "":
        names.pop()
    node = make_node("DeformConv", names, ["y"], name="deform", offset_group=offset_group, **attributes)
    model = make_model([node], inputs, [make_tensor_value_info("y", TensorProto.FLOAT, None)], initializers, 19)
    feeds = {i.name: None for i in inputs}
    for value in inputs:
        shape = [d.dim_value for d in value.type.tensor_type.shape.dim]
        scale = 1.5 if value.name == "offset" else 1.0
        data = rng.standard_normal(shape) * scale if value.name != "mask" else rng.random(shape)
        feeds[value.name] = data.astype(np.float32)
    return model, feeds


@pytest.mark.parametrize(
    "case",
    [
        dict(x_shape=[1, 2, 6, 7], w_shape=[3, 2, 3, 3]),
        dict(x_shape=[2, 4, 6, 7], w_shape=[4, 2, 3, 2], group=2, offset_group=2, bias=True, mask=True),
        dict(x_shape=[1, 2, 7, 7], w_shape=[2, 2, 2, 3], strides=[2, 1], pads=[1, 0, 1, 2], dilations=[2, 1]),
    ],
    ids=["plain", "groups-bias-mask", "strided-padded-dilated"],
)
def test_deform_conv(check_model, case):
    """Offsets up to ~4 pixels move taps across the border: partly outside, the corners inside
    still count (bilinear_interpolation_pad)."""
    model, feeds = deform_conv_model(**case)
    check_model(model, feeds)
