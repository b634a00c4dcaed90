"""QuantizeLinear and DequantizeLinear end to end, against onnxruntime: per tensor, per axis,
per block, the integer output types, float8 and the rounding of halves to even."""

import ml_dtypes
import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

INTEGERS = {
    TensorProto.UINT8: np.uint8,
    TensorProto.INT8: np.int8,
    TensorProto.UINT16: np.uint16,
    TensorProto.INT16: np.int16,
}


def quantization_model(op, x_shape, x_elem, y_elem, scale, zero_point=None, opset=21, **attributes):
    initializers = [numpy_helper.from_array(np.asarray(scale, np.float32), "scale")]
    names = ["x", "scale"]
    if zero_point is not None:
        initializers.append(numpy_helper.from_array(zero_point, "zero_point"))
        names.append("zero_point")
    return make_model(
        [make_node(op, names, ["y"], name="q", **attributes)],
        [make_tensor_value_info("x", x_elem, x_shape)],
        [make_tensor_value_info("y", y_elem, None)],
        initializers,
        opset=opset,
    )


def halves(shape, seed=0):
    """Values that land on .5 after scaling by 0.5, and some that overflow."""
    rng = np.random.default_rng(seed)
    return (rng.integers(-300, 300, shape) * 0.25).astype(np.float32)


# 16-bit types came with opset 21
@pytest.mark.parametrize(
    "opset, elem",
    [(13, TensorProto.UINT8), (13, TensorProto.INT8), *((21, elem) for elem in INTEGERS)],
    ids=lambda value: np.dtype(INTEGERS[value]).name if value in INTEGERS else str(value),
)
def test_quantize_per_tensor(check_model, opset, elem):
    zero_point = np.array(3, INTEGERS[elem])
    model = quantization_model("QuantizeLinear", [4, 6], TensorProto.FLOAT, elem, 0.5, zero_point, opset=opset)
    check_model(model, {"x": halves([4, 6])})


def test_quantize_default_uint8(check_model):
    model = quantization_model("QuantizeLinear", [10], TensorProto.FLOAT, TensorProto.UINT8, 0.5, opset=10)
    check_model(model, {"x": halves([10])})


@pytest.mark.parametrize("axis", [0, 1, -1])
def test_quantize_per_axis(check_model, axis):
    shape = [3, 4, 5]
    scale = np.linspace(0.2, 1.0, shape[axis])
    zero_point = np.arange(shape[axis], dtype=np.int8)
    model = quantization_model(
        "QuantizeLinear", shape, TensorProto.FLOAT, TensorProto.INT8, scale, zero_point, axis=axis
    )
    check_model(model, {"x": halves(shape)})


def test_quantize_blocked(check_model):
    scale = np.array([[0.5, 1.0], [0.25, 2.0], [1.0, 0.5]], np.float32)
    zero_point = np.array([[1, 2], [3, 4], [5, 6]], np.uint8)
    model = quantization_model(
        "QuantizeLinear", [3, 6], TensorProto.FLOAT, TensorProto.UINT8, scale, zero_point, axis=1, block_size=3
    )
    check_model(model, {"x": halves([3, 6])})


@pytest.mark.parametrize("elem", [TensorProto.FLOAT8E4M3FN, TensorProto.FLOAT8E5M2], ids=["e4m3fn", "e5m2"])
def test_quantize_float8(ov_convert, elem):
    """Saturation to the largest finite float8 and rounding to the nearest. onnxruntime and
    OpenVINO fetch float8 differently, so OpenVINO's bytes are read through ml_dtypes and
    compared with onnx's reference."""
    from onnx.reference import ReferenceEvaluator

    from support import run_openvino

    float8 = ml_dtypes.float8_e4m3fn if elem == TensorProto.FLOAT8E4M3FN else ml_dtypes.float8_e5m2
    zero_point = np.zeros([1], float8)
    model = quantization_model("QuantizeLinear", [8], TensorProto.FLOAT, elem, 2.0, zero_point, opset=21)
    converted = ov_convert(model)
    assert converted.returncode == 0, converted.stderr
    x = np.array([0.0, 1.0, -3.3, 100.0, 1e4, -1e6, 0.015, 7.5], np.float32)
    (expected,) = ReferenceEvaluator(model).run(None, {"x": x})
    actual = run_openvino(converted.xml, {"x": x})["y"].view(float8)  # OpenVINO hands float8 out as raw bytes
    np.testing.assert_array_equal(actual.astype(np.float32), expected.astype(np.float32))


@pytest.mark.parametrize("elem", list(INTEGERS), ids=[np.dtype(t).name for t in INTEGERS.values()])
def test_dequantize_per_tensor(check_model, elem):
    info = np.iinfo(INTEGERS[elem])
    model = quantization_model("DequantizeLinear", [3, 5], elem, TensorProto.FLOAT, 0.25, np.array(7, INTEGERS[elem]))
    x = np.random.default_rng(5).integers(info.min, info.max, [3, 5]).astype(INTEGERS[elem])
    check_model(model, {"x": x})


def test_dequantize_int32_without_zero_point(check_model):
    model = quantization_model("DequantizeLinear", [6], TensorProto.INT32, TensorProto.FLOAT, 0.125, opset=13)
    check_model(model, {"x": np.arange(-3, 3, dtype=np.int32) * 1000})


@pytest.mark.parametrize("axis", [1, -1])
def test_dequantize_per_axis(check_model, axis):
    shape = [2, 3, 4]
    scale = np.linspace(0.5, 2.0, shape[axis])
    zero_point = np.arange(shape[axis], dtype=np.uint8)
    model = quantization_model(
        "DequantizeLinear", shape, TensorProto.UINT8, TensorProto.FLOAT, scale, zero_point, axis=axis
    )
    check_model(model, {"x": np.random.default_rng(6).integers(0, 255, shape).astype(np.uint8)})


def test_dequantize_blocked(check_model):
    scale = np.array([[0.5, 1.0, 2.0], [0.25, 4.0, 1.0]], np.float32)
    model = quantization_model(
        "DequantizeLinear",
        [4, 3],
        TensorProto.INT8,
        TensorProto.FLOAT,
        scale,
        np.zeros([2, 3], np.int8),
        axis=0,
        block_size=2,
    )
    check_model(model, {"x": np.random.default_rng(7).integers(-128, 127, [4, 3]).astype(np.int8)})
