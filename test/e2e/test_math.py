"""Trigonometry, rounding, remainders, bit operations and Clip end to end, against onnxruntime."""

import xml.etree.ElementTree as ET

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper

from support import convert, node_model, run_onnx_reference, run_onnxruntime, run_openvino

F, H = TensorProto.FLOAT, TensorProto.FLOAT16
I8, I32, I64, U8, U32, B = (
    TensorProto.INT8,
    TensorProto.INT32,
    TensorProto.INT64,
    TensorProto.UINT8,
    TensorProto.UINT32,
    TensorProto.BOOL,
)

# op -> (opset, lowest, highest input): inside each function's domain, away from its poles
UNARY = {
    "Sin": (7, -4, 4),
    "Cos": (7, -4, 4),
    "Tan": (7, -1.4, 1.4),
    "Asin": (7, -0.99, 0.99),
    "Acos": (7, -0.99, 0.99),
    "Atan": (7, -5, 5),
    "Sinh": (9, -3, 3),
    "Cosh": (9, -3, 3),
    "Asinh": (9, -5, 5),
    "Acosh": (9, 1.01, 5),
    "Atanh": (9, -0.99, 0.99),
    "Sign": (13, -2, 2),
    "Reciprocal": (13, 0.5, 3),
}


@pytest.mark.parametrize("op_type", UNARY)
def test_unary(check_model, op_type):
    opset, low, high = UNARY[op_type]
    x = np.random.default_rng(3).uniform(low, high, [2, 3, 4]).astype(np.float32)
    if op_type == "Sign":
        x[0, 0, :2] = 0
    check_model(node_model(op_type, {"x": (F, [2, 3, 4])}, F, opset), {"x": x})


@pytest.mark.parametrize("element, dtype", [(F, np.float32), (H, np.float16)], ids=["f32", "f16"])
def test_round_halves_to_even(check_model, element, dtype):
    x = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.49, -0.51, 3.7, -3.2], dtype)
    outputs = check_model(node_model("Round", {"x": (element, [10])}, element, opset=11), {"x": x})
    assert outputs["y"][4] == 2.0


@pytest.mark.parametrize("op_type", ["IsNaN", "IsInf"])
def test_float_tests(check_model, op_type):
    x = np.array([1.0, np.nan, np.inf, -np.inf, 0.0, -3.5], np.float32)
    check_model(node_model(op_type, {"x": (F, [6])}, B, opset=20), {"x": x})


@pytest.mark.parametrize("detect_negative, detect_positive", [(0, 1), (1, 0)])
def test_is_inf_one_sign(check_model, detect_negative, detect_positive):
    model = node_model(
        "IsInf", {"x": (F, [4])}, B, opset=10, detect_negative=detect_negative, detect_positive=detect_positive
    )
    check_model(model, {"x": np.array([np.inf, -np.inf, 1.0, np.nan], np.float32)})


MIXED_SIGNS = (np.array([-7, 7, -7, 7, -1, 0, 9, -10, 5, -6]), np.array([2, 2, -2, -2, 3, 5, -4, 3, 5, -6]))


@pytest.mark.parametrize("element, dtype", [(I32, np.int32), (I64, np.int64), (I8, np.int8)], ids=["i32", "i64", "i8"])
@pytest.mark.parametrize("fmod", [0, 1])
def test_integer_mod_signs(check_model, element, dtype, fmod):
    """fmod=0 takes the divisor's sign (-7 mod 2 is 1), fmod=1 the dividend's (-1)."""
    model = node_model("Mod", {"a": (element, [10]), "b": (element, [10])}, element, opset=13, fmod=fmod)
    a, b = (v.astype(dtype) for v in MIXED_SIGNS)
    outputs = check_model(model, {"a": a, "b": b})
    assert outputs["y"][0] == (1 if fmod == 0 else -1)


@pytest.mark.parametrize("fmod", [0, 1])
@pytest.mark.parametrize("element, dtype", [(I32, np.int32), (F, np.float32)], ids=["i32", "f32"])
def test_mod_of_constants_folds_with_signs(tmp_path, element, dtype, fmod):
    """Mod of two initializers folds (ov-fold-constants, the FloorMod or Mod kernel) to what
    onnxruntime computes and what OpenVINO's own FloorMod/Mod computes on the same operands."""
    for folder in ("folded", "unfolded"):
        (tmp_path / folder).mkdir()
    a, b = np.array([-3, 3, -1, -7, 7, 5], dtype), np.array([2, -2, 4, 3, 3, -3], dtype)
    # a float floor-mod is Mod-28's (onnxruntime runs only fmod=1 on floats: ONNX's evaluator then)
    opset, reference = (28, run_onnx_reference) if element == F and fmod == 0 else (13, run_onnxruntime)
    operands = [numpy_helper.from_array(a, "a"), numpy_helper.from_array(b, "b")]
    folded = convert(
        node_model("Mod", {"a": (element, [6]), "b": (element, [6])}, element, opset, operands, fmod=fmod),
        tmp_path / "folded",
    )
    assert folded.returncode == 0, folded.stderr
    layers = {layer.get("type") for layer in ET.parse(folded.xml).iter("layer")}
    assert layers == {"Const", "Result"}, f"the remainder was not folded: {sorted(layers)}"
    running = node_model("Mod", {"a": (element, [6]), "b": (element, [6])}, element, opset, fmod=fmod)
    unfolded = convert(running, tmp_path / "unfolded")
    assert unfolded.returncode == 0, unfolded.stderr
    expected = reference(running, {"a": a, "b": b})["y"]
    np.testing.assert_array_equal(run_openvino(folded.xml, {})["y"], expected)
    np.testing.assert_array_equal(run_openvino(unfolded.xml, {"a": a, "b": b})["y"], expected)


def test_float_fmod(check_model):
    model = node_model("Mod", {"a": (F, [2, 5]), "b": (F, [5])}, F, opset=13, fmod=1)
    a = np.array([[-7.5, 7.5, -7.5, 7.5, 1.0], [3.0, -3.0, 0.5, -0.5, -2.0]], np.float32)
    check_model(model, {"a": a, "b": np.array([2.0, -2.0, 3.5, -1.5, np.inf], np.float32)})


def test_mod_unsigned_broadcast(check_model):
    model = node_model("Mod", {"a": (U32, [3, 4]), "b": (U32, [4])}, U32, opset=13)
    a = np.random.default_rng(4).integers(0, 1000, [3, 4]).astype(np.uint32)
    check_model(model, {"a": a, "b": np.array([1, 3, 7, 256], np.uint32)})


@pytest.mark.parametrize("direction", ["LEFT", "RIGHT"])
@pytest.mark.parametrize("element, dtype", [(U8, np.uint8), (U32, np.uint32)], ids=["u8", "u32"])
def test_bit_shift(check_model, direction, element, dtype):
    model = node_model(
        "BitShift", {"x": (element, [2, 4]), "y_": (element, [4])}, element, opset=11, direction=direction
    )
    x = np.array([[1, 2, 3, 255], [16, 128, 7, 0]], dtype)
    check_model(model, {"x": x, "y_": np.array([0, 1, 3, 7], dtype)})


@pytest.mark.parametrize("direction", ["LEFT", "RIGHT"])
@pytest.mark.parametrize("element, dtype", [(I32, np.int32), (I8, np.int8), (U8, np.uint8)], ids=["i32", "i8", "u8"])
def test_bit_shift_out_of_range(check_model, direction, element, dtype):
    """BitShift-28: counts below 0 or from the bit width on give the sign fill alone (-1 for a
    negative signed integer shifted right, else 0). onnxruntime runs no BitShift-28."""
    model = node_model("BitShift", {"x": (element, [6]), "y_": (element, [6])}, element, opset=28, direction=direction)
    x = np.array([-8, 4, -1, 100, -128, 3]).astype(dtype)
    count = np.array([-1, 8, 100, 3, 7, 0]).astype(dtype)
    check_model(model, {"x": x, "y_": count}, expected_from=run_onnx_reference)


@pytest.mark.filterwarnings("ignore:invalid value encountered in remainder")  # inf % 2 in the reference
def test_float_floor_mod_by_infinity(check_model):
    """Mod-28 with fmod=0 on floats, as Python's %: -3 % inf is inf, 3 % inf is 3."""
    model = node_model("Mod", {"a": (F, [8]), "b": (F, [8])}, F, opset=28)
    a = np.array([-3.0, 3.0, -1.0, 1.0, 5.5, -5.5, np.inf, 0.0], np.float32)
    b = np.array([np.inf, np.inf, -np.inf, -np.inf, 2.0, 2.0, 2.0, -2.0], np.float32)
    check_model(model, {"a": a, "b": b}, expected_from=run_onnx_reference)


@pytest.mark.parametrize("op_type", ["BitwiseAnd", "BitwiseOr", "BitwiseXor"])
@pytest.mark.parametrize("element", [I32, U8], ids=["i32", "u8"])
def test_bitwise(check_model, op_type, element):
    check_model(node_model(op_type, {"a": (element, [2, 3]), "b": (element, [3])}, element, opset=18))


@pytest.mark.parametrize("element", [I32, U8], ids=["i32", "u8"])
def test_bitwise_not(check_model, element):
    check_model(node_model("BitwiseNot", {"x": (element, [2, 3])}, element, opset=18))


def scalar(name, value, dtype=np.float32):
    return numpy_helper.from_array(np.asarray(value, dtype), name)


CLIPS = {
    # id: (opset, inputs besides x, initializers, attributes)
    "attributes_6": (6, {}, [], {"min": -0.5, "max": 0.75}),
    "attribute_max_only_6": (6, {}, [], {"max": 0.5}),
    "both_13": (13, {"lo": (F, []), "hi": (F, [])}, [scalar("lo", -0.5), scalar("hi", 0.75)], {}),
    "max_only_13": (13, {"": (F, []), "hi": (F, [])}, [scalar("hi", 0.25)], {}),
    "min_above_max_13": (13, {"lo": (F, []), "hi": (F, [])}, [scalar("lo", 1.0), scalar("hi", -1.0)], {}),
    "runtime_bound_11": (11, {"lo": (F, []), "hi": (F, [])}, [scalar("hi", 0.75)], {}),
    "no_bounds_12": (12, {}, [], {}),
}


@pytest.mark.parametrize("case", CLIPS)
def test_clip(check_model, case):
    opset, bounds, initializers, attributes = CLIPS[case]
    model = node_model("Clip", {"x": (F, [2, 3, 4]), **bounds}, F, opset, initializers, **attributes)
    check_model(model)


def test_clip_integers(check_model):
    bounds = [scalar("lo", -3, np.int8), scalar("hi", 4, np.int8)]
    model = node_model("Clip", {"x": (I8, [2, 6]), "lo": (I8, []), "hi": (I8, [])}, I8, 13, bounds)
    check_model(model)
