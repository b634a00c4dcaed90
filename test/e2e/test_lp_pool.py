"""LpPool end to end, against onnxruntime: p, windows, padding, dilations, ceil_mode."""

import pytest
from onnx import TensorProto
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def lp_pool_model(shape, opset=18, **attributes):
    return make_model(
        [make_node("LpPool", ["x"], ["y"], name="pool", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        opset=opset,
    )


@pytest.mark.parametrize("p", [1, 2, 3])
def test_lp_pool_p(check_model, p):
    check_model(lp_pool_model([1, 3, 6, 7], kernel_shape=[2, 3], p=p))


@pytest.mark.parametrize(
    "attributes",
    [
        dict(strides=[2, 2]),
        dict(pads=[1, 0, 1, 2]),
        dict(auto_pad="SAME_UPPER", strides=[2, 2]),
        dict(auto_pad="SAME_LOWER"),
        dict(auto_pad="VALID", strides=[2, 1]),
        dict(ceil_mode=1, strides=[2, 2]),
        dict(ceil_mode=1, strides=[2, 2], pads=[1, 1, 1, 1]),
    ],
    ids=["strides", "pads", "same_upper", "same_lower", "valid", "ceil", "ceil_pads"],
)
def test_lp_pool_windows(check_model, attributes):
    check_model(lp_pool_model([2, 3, 7, 8], kernel_shape=[3, 3], p=2, **attributes))


def test_lp_pool_dilations(check_model):
    check_model(lp_pool_model([1, 2, 7, 7], kernel_shape=[2, 2], dilations=[2, 2], p=2))


@pytest.mark.parametrize("shape, kernel", [([1, 3, 10], [3]), ([1, 2, 4, 5, 6], [2, 2, 2])], ids=["1d", "3d"])
def test_lp_pool_ranks(check_model, shape, kernel):
    check_model(lp_pool_model(shape, kernel_shape=kernel, p=3))


@pytest.mark.parametrize("opset", [2, 11])
def test_lp_pool_old_opsets(check_model, opset):
    check_model(lp_pool_model(["n", 3, 6, 6], opset=opset, kernel_shape=[2, 2], p=2))


def test_lp_pool_window_longer_than_padded_input(check_model):
    """ceil_mode keeps one window running past the padded input by less than a stride: 7 > 5 + 1
    along H (stride 3, issue 30)."""
    check_model(
        lp_pool_model(
            [1, 2, 5, 6], kernel_shape=[4, 2], dilations=[2, 1], pads=[1, 0, 0, 0], strides=[3, 2], ceil_mode=1, p=2
        )
    )
