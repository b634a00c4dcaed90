"""ConvInteger, MatMulInteger, QLinearConv, QLinearMatMul and DynamicQuantizeLinear end to end,
per tensor and per channel, u8 and i8, against onnxruntime (or ONNX's reference evaluator where
onnxruntime refuses the combination or, on some CPUs, computes it inexactly: each such test says
which).

Integer outputs must match exactly. The operands span the full 8-bit range, but the reductions
stay well below 2^24 (at most 64 products of 8-bit magnitudes), where the CPU plugin's f32
arithmetic for an i32 Convolution / MatMul is exact. A requantized output may differ by one
where the scaled accumulator lands within an f32 rounding of a half (onnxruntime's
requantization may fold the scales in another order, and OpenVINO divides as a multiplication
by the reciprocal), so QLinear and DynamicQuantizeLinear outputs allow 1 on at most 1 % of the
elements. On these inputs they match exactly; ONNX's test_dynamicquantizelinear has such a tie
(-2.5 / (5 / 255)), where ovc's IR is off by one the same way.
"""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor, make_tensor_value_info

from support import convert, make_model, run_onnx_reference, run_onnxruntime, run_openvino

ELEMENTS = {np.uint8: TensorProto.UINT8, np.int8: TensorProto.INT8}
TYPES = pytest.mark.parametrize("dtype", [np.uint8, np.int8], ids=["u8", "i8"])
SCALING = pytest.mark.parametrize("per_channel", [False, True], ids=["per_tensor", "per_channel"])


def full_range(rng, shape, dtype):
    limits = np.iinfo(dtype)
    return rng.integers(limits.min, limits.max, shape, endpoint=True).astype(dtype)


def one_node(op_type, inputs, constants, output_type, opset=21, outputs=("y",), **attributes):
    """`op_type` on graph inputs `inputs` (name -> array) and initializers `constants`, in
    the order the dicts give ("" skips an optional input)."""
    names = [*inputs, *constants]
    order = attributes.pop("order", names)
    graph_inputs = [
        make_tensor_value_info(n, ELEMENTS.get(v.dtype.type, TensorProto.FLOAT), v.shape) for n, v in inputs.items()
    ]
    initializers = [numpy_helper.from_array(v, n) for n, v in constants.items() if n]
    types = output_type if isinstance(output_type, tuple) else (output_type,)
    return make_model(
        [make_node(op_type, order, list(outputs), name=op_type.lower(), **attributes)],
        graph_inputs,
        [make_tensor_value_info(n, t, None) for n, t in zip(outputs, types)],
        initializers,
        opset=opset,
    )


def compare(tmp_path, model, feeds, off_by_one=False, expected_from=run_onnxruntime):
    """Convert and run `model` in OpenVINO; every output equals the expected one exactly, or
    (off_by_one) within 1 on at most 1 % of its elements. Returns OpenVINO's outputs."""
    converted = convert(model, tmp_path)
    assert converted.returncode == 0, converted.stderr
    expected = expected_from(model, feeds)
    actual = run_openvino(converted.xml, feeds)
    for name, reference in expected.items():
        got = actual[name]
        assert got.dtype == reference.dtype and got.shape == reference.shape, (name, got.dtype, got.shape)
        difference = np.abs(got.astype(np.int64) - reference.astype(np.int64))
        if off_by_one:
            assert difference.max() <= 1, name
            assert np.count_nonzero(difference) <= difference.size // 100, (
                f"{name}: {np.count_nonzero(difference)} differ"
            )
        else:
            np.testing.assert_array_equal(got, reference, err_msg=name)
    return actual


def zero_point(rng, dtype, channels, per_channel):
    shape = (channels,) if per_channel else ()
    return (
        rng.integers(-20, 21, shape).astype(dtype) if dtype == np.int8 else rng.integers(100, 156, shape).astype(dtype)
    )


def scale(rng, channels, per_channel, low=0.001, high=0.01):
    shape = (channels,) if per_channel else ()
    return rng.uniform(low, high, shape).astype(np.float32)


@TYPES
@SCALING
@pytest.mark.parametrize("group", [1, 2])
def test_conv_integer(tmp_path, dtype, per_channel, group):
    rng = np.random.default_rng(1)
    x = full_range(rng, (2, 4, 7, 6), dtype)
    w = full_range(rng, (6, 4 // group, 3, 3), np.int8)
    model = one_node(
        "ConvInteger",
        {"x": x},
        {
            "w": w,
            "x_zero_point": zero_point(rng, dtype, 1, False),
            "w_zero_point": zero_point(rng, np.int8, 6, per_channel),
        },
        TensorProto.INT32,
        opset=10,
        group=group,
        pads=[1, 0, 2, 1],
        strides=[1, 2],
    )
    # onnxruntime's ConvInteger takes only a per-tensor weight zero point
    compare(tmp_path, model, {"x": x}, expected_from=run_onnx_reference if per_channel else run_onnxruntime)


def test_conv_integer_without_zero_points(tmp_path):
    rng = np.random.default_rng(2)
    x = full_range(rng, (1, 3, 5, 5), np.uint8)
    model = one_node(
        "ConvInteger", {"x": x}, {"w": full_range(rng, (4, 3, 2, 2), np.uint8)}, TensorProto.INT32, opset=10
    )
    compare(tmp_path, model, {"x": x})


@TYPES
@SCALING
def test_matmul_integer(tmp_path, dtype, per_channel):
    rng = np.random.default_rng(3)
    a = full_range(rng, (2, 5, 64), dtype)
    constants = {
        "b": full_range(rng, (64, 7), dtype),
        "a_zero_point": zero_point(rng, dtype, 1, False),
        "b_zero_point": zero_point(rng, dtype, 7, per_channel),  # per column of b
    }
    compare(tmp_path, one_node("MatMulInteger", {"a": a}, constants, TensorProto.INT32, opset=10), {"a": a})


def test_matmul_integer_per_row(tmp_path):
    """a's zero point per row ([M] along the rows): onnxruntime takes only a scalar, ONNX's
    reference misreads a vector as per column, so the expected value is numpy's."""
    rng = np.random.default_rng(4)
    a, b = full_range(rng, (5, 16), np.uint8), full_range(rng, (16, 3), np.int8)
    a_zero_point = rng.integers(0, 256, 5).astype(np.uint8)
    model = one_node("MatMulInteger", {"a": a}, {"b": b, "a_zero_point": a_zero_point}, TensorProto.INT32, opset=10)
    expected = (a.astype(np.int32) - a_zero_point.astype(np.int32)[:, None]) @ b.astype(np.int32)
    assert len(set(a_zero_point.tolist())) == 5  # each row its own zero point
    compare(tmp_path, model, {"a": a}, expected_from=lambda model, feeds: {"y": expected})


def qlinear_conv_model(rng, x, per_channel, group):
    channels = 6
    w = full_range(rng, (channels, 4 // group, 3, 3), np.int8)
    constants = {
        "x_scale": scale(rng, 1, False, 0.01, 0.03),
        "x_zero_point": zero_point(rng, x.dtype.type, 1, False),
        "w": w,
        "w_scale": scale(rng, channels, per_channel),
        "w_zero_point": np.zeros(channels if per_channel else (), np.int8),  # onnxruntime's s8 weights are symmetric
        "y_scale": np.float32(0.05),
        "y_zero_point": zero_point(rng, x.dtype.type, 1, False),
        "B": rng.integers(-50000, 50000, channels).astype(np.int32),
    }
    order = ["x", *constants]
    constants = {k: np.asarray(v) for k, v in constants.items()}
    return one_node(
        "QLinearConv",
        {"x": x},
        constants,
        ELEMENTS[x.dtype.type],
        opset=10,
        order=order,
        group=group,
        pads=[1, 1, 1, 1],
    )


@TYPES
@SCALING
@pytest.mark.parametrize("group", [1, 2])
def test_qlinear_conv(tmp_path, dtype, per_channel, group):
    rng = np.random.default_rng(5)
    x = full_range(rng, (1, 4, 8, 8), dtype)
    model = qlinear_conv_model(rng, x, per_channel, group)
    # ONNX's reference evaluator: on a CPU without VNNI (AVX2, AVX-512 Skylake) onnxruntime
    # sums pairs of u8 x s8 products in 16 bits, which saturate on full-range operands (13 off
    # there; ovc's IR, which the CPU plugin runs in u8 the same way, too)
    actual = compare(tmp_path, model, {"x": x}, off_by_one=True, expected_from=run_onnx_reference)
    limits = np.iinfo(dtype)
    assert len(np.unique(actual["y"])) > 50 and (actual["y"] == limits.max).mean() < 0.2  # not saturated


def test_qlinear_conv_weight_zero_points(tmp_path):
    """Nonzero per-channel u8 weight zero points, which ONNX's reference evaluator computes."""
    rng = np.random.default_rng(6)
    x = full_range(rng, (1, 3, 6, 6), np.uint8)
    constants = {
        "x_scale": np.float32(0.02),
        "x_zero_point": np.uint8(128),
        "w": full_range(rng, (4, 3, 3, 3), np.uint8),
        "w_scale": scale(rng, 4, True),
        "w_zero_point": rng.integers(100, 156, 4).astype(np.uint8),
        "y_scale": np.float32(0.5),
        "y_zero_point": np.uint8(120),
    }
    constants = {k: np.asarray(v) for k, v in constants.items()}
    model = one_node("QLinearConv", {"x": x}, constants, TensorProto.UINT8, opset=10, order=["x", *constants])
    compare(tmp_path, model, {"x": x}, off_by_one=True, expected_from=run_onnx_reference)


@TYPES
@SCALING
def test_qlinear_matmul(tmp_path, dtype, per_channel):
    rng = np.random.default_rng(7)
    a = full_range(rng, (3, 4, 48), dtype)
    constants = {
        "a_scale": np.asarray(np.float32(0.02)),
        "a_zero_point": np.asarray(zero_point(rng, dtype, 1, False)),
        "b": full_range(rng, (48, 5), dtype),
        "b_scale": scale(rng, 5, per_channel),
        "b_zero_point": zero_point(rng, dtype, 5, per_channel),
        "y_scale": np.asarray(np.float32(0.6)),
        "y_zero_point": np.asarray(zero_point(rng, dtype, 1, False)),
    }
    model = one_node("QLinearMatMul", {"a": a}, constants, ELEMENTS[dtype], opset=10, order=["a", *constants])
    actual = compare(tmp_path, model, {"a": a}, off_by_one=True)
    assert len(np.unique(actual["y"])) > 20


def dynamic_quantize_linear(x: np.ndarray):
    """DynamicQuantizeLinear-11 of x: y, y_scale and y_zero_point out."""
    return one_node(
        "DynamicQuantizeLinear",
        {"x": x},
        {},
        (TensorProto.UINT8, TensorProto.FLOAT, TensorProto.UINT8),
        opset=11,
        outputs=("y", "y_scale", "y_zero_point"),
    )


@pytest.mark.parametrize("shift", [0.0, 3.0, -3.0], ids=["mixed", "positive", "negative"])
def test_dynamic_quantize_linear(tmp_path, shift):
    rng = np.random.default_rng(8)
    x = (rng.standard_normal((6, 40)) + shift).astype(np.float32)
    model = dynamic_quantize_linear(x)
    converted = convert(model, tmp_path)
    assert converted.returncode == 0, converted.stderr
    expected, actual = run_onnxruntime(model, {"x": x}), run_openvino(converted.xml, {"x": x})
    np.testing.assert_allclose(actual["y_scale"], expected["y_scale"], rtol=1e-6)
    np.testing.assert_array_equal(actual["y_zero_point"], expected["y_zero_point"])
    difference = np.abs(actual["y"].astype(np.int64) - expected["y"])
    assert actual["y"].dtype == np.uint8 and difference.max() <= 1 and np.count_nonzero(difference) <= x.size // 100


def test_dynamic_quantize_linear_zeros(tmp_path):
    """All zeros: y and the zero point are 0; the scale is ONNX's reference 1 / 255 (the spec's
    formula divides by zero there, onnxruntime picks 1)."""
    x = np.zeros((2, 3), np.float32)
    model = dynamic_quantize_linear(x)
    compare(tmp_path, model, {"x": x}, expected_from=run_onnx_reference)
    np.testing.assert_array_equal(run_onnxruntime(model, {"x": x})["y"], np.zeros((2, 3), np.uint8))


def test_float8_qlinear_matmul_is_refused(tmp_path):
    """QLinearMatMul-21 on float8: a one-line error naming the node, and no output files."""
    f8 = TensorProto.FLOAT8E4M3FN
    constants = [
        make_tensor(name, element, [], [value])
        for name, element, value in [
            ("a_scale", TensorProto.FLOAT, 1.0),
            ("a_zero_point", f8, 0.0),
            ("b_scale", TensorProto.FLOAT, 1.0),
            ("b_zero_point", f8, 0.0),
            ("y_scale", TensorProto.FLOAT, 1.0),
            ("y_zero_point", f8, 0.0),
        ]
    ]
    node = make_node(
        "QLinearMatMul",
        ["a", *[c.name for c in constants[:2]], "b", *[c.name for c in constants[2:]]],
        ["y"],
        name="qmm",
    )
    inputs = [make_tensor_value_info("a", f8, [2, 3]), make_tensor_value_info("b", f8, [3, 4])]
    model = make_model([node], inputs, [make_tensor_value_info("y", f8, None)], constants, opset=21)
    converted = convert(model, tmp_path)
    assert converted.returncode != 0
    assert converted.stderr.count("\n") == 1 and converted.stderr.startswith("ov-opt: error: "), converted.stderr
    assert "'qmm'" in converted.stderr and "float8e4m3fn" in converted.stderr, converted.stderr
    assert not converted.xml.exists() and not converted.bin.exists()
