"""Pad end to end, every form (attributes in Pad-2, inputs since Pad-11, axes since Pad-18) and
mode (wrap since Pad-19), against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

MODES = ["constant", "edge", "reflect", "wrap"]


def tensor(name, shape, element=TensorProto.FLOAT):
    return make_tensor_value_info(name, element, shape)


def ints(name, values):
    return numpy_helper.from_array(np.array(values, np.int64), name)


CONSTANT_PADS = {
    "grow": [0, 1, 2, 1, 0, 2],
    "one_side": [1, 0, 0, 0, 0, 1],
    "crop": [0, -1, 1, 1, 2, -2],
    "none": [0, 0, 0, 0, 0, 0],
}


@pytest.mark.parametrize(
    "mode,pads",
    [
        pytest.param(mode, pads, id=f"{mode}-{name}")
        for mode in MODES
        for name, pads in CONSTANT_PADS.items()
        # onnxruntime checks reflect pads against the uncropped dim, so it has no reference here.
        if not (mode == "reflect" and min(pads) < 0)
    ],
)
def test_pad_constant_pads(check_model, mode, pads):
    model = make_model(
        [make_node("Pad", ["x", "pads"], ["y"], mode=mode)],
        [tensor("x", [2, 3, 4])],
        [tensor("y", None)],
        [ints("pads", pads)],
        opset=19,
    )
    check_model(model)


@pytest.mark.parametrize("mode", MODES)
def test_pad_runtime_pads(check_model, mode):
    model = make_model(
        [make_node("Pad", ["x", "pads"], ["y"], mode=mode)],
        [tensor("x", [2, 3, 4]), tensor("pads", [6], TensorProto.INT64)],
        [tensor("y", None)],
        opset=19,
    )
    x = np.random.default_rng(21).standard_normal([2, 3, 4]).astype(np.float32)
    check_model(model, {"x": x, "pads": np.array([1, 2, 0, 0, 1, 3], np.int64)})
    if mode != "reflect":
        check_model(model, {"x": x, "pads": np.array([0, -1, 1, 1, 2, -2], np.int64)})


@pytest.mark.parametrize("mode", MODES)
def test_pad_dynamic_dims(check_model, mode):
    model = make_model(
        [make_node("Pad", ["x", "pads"], ["y"], mode=mode)],
        [tensor("x", ["n", "m"])],
        [tensor("y", None)],
        [ints("pads", [1, 2, 2, 1])],
        opset=19,
    )
    check_model(model, {"x": np.arange(12, dtype=np.float32).reshape(3, 4)})


@pytest.mark.parametrize("opset", [11, 13, 18])
def test_pad_constant_value(check_model, opset):
    model = make_model(
        [make_node("Pad", ["x", "pads", "value"], ["y"])],
        [tensor("x", [2, 3], TensorProto.INT32)],
        [tensor("y", None, TensorProto.INT32)],
        [ints("pads", [1, 0, 0, 2]), numpy_helper.from_array(np.array(7, np.int32), "value")],
        opset=opset,
    )
    check_model(model)


def test_pad_runtime_constant_value(check_model):
    model = make_model(
        [make_node("Pad", ["x", "pads", "value"], ["y"])],
        [tensor("x", [2, 3]), tensor("value", [])],
        [tensor("y", None)],
        [ints("pads", [0, 1, 1, 1])],
        opset=13,
    )
    check_model(model, {"x": np.ones([2, 3], np.float32), "value": np.array(-2.5, np.float32)})


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("axes", [[1], [-1, 0], [2, 0]], ids=["one", "negative", "unordered"])
def test_pad_axes(check_model, mode, axes):
    pads = {1: [2, 1], 2: [1, 0, 2, 1]}[len(axes)]
    model = make_model(
        [make_node("Pad", ["x", "pads", "", "axes"], ["y"], mode=mode)],
        [tensor("x", [2, 3, 4])],
        [tensor("y", None)],
        [ints("pads", pads), ints("axes", axes)],
        opset=19,
    )
    check_model(model)


@pytest.mark.parametrize("mode", ["constant", "edge", "reflect"])
def test_pad_axes_runtime_pads(check_model, mode):
    model = make_model(
        [make_node("Pad", ["x", "pads", "", "axes"], ["y"], mode=mode)],
        [tensor("x", [3, 4]), tensor("pads", [2], TensorProto.INT64)],
        [tensor("y", None)],
        [ints("axes", [-1])],
        opset=18,
    )
    check_model(model, {"x": np.arange(12, dtype=np.float32).reshape(3, 4), "pads": np.array([2, 1], np.int64)})


@pytest.mark.parametrize("mode", ["constant", "edge", "reflect"])
def test_pad_2_attributes(check_model, mode):
    model = make_model(
        [make_node("Pad", ["x"], ["y"], mode=mode, pads=[0, 1, 1, 2], value=1.5)],
        [tensor("x", [3, 4])],
        [tensor("y", None)],
        opset=2,
    )
    check_model(model)
