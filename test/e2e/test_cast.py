"""Cast and CastLike end to end, against onnxruntime: floats truncate toward zero on the way to
integers, casts to float8 saturate unless saturate=0."""

import numpy as np
import pytest
from onnx import TensorProto
from onnx.helper import make_node, make_tensor_value_info

from support import make_model, node_model, run_onnx_reference

F, H, D = TensorProto.FLOAT, TensorProto.FLOAT16, TensorProto.DOUBLE
I8, I32, I64, U8, B = TensorProto.INT8, TensorProto.INT32, TensorProto.INT64, TensorProto.UINT8, TensorProto.BOOL
F8 = TensorProto.FLOAT8E4M3FN

VALUES = np.array([-2.7, -1.5, -0.5, 0.0, 0.4, 0.5, 1.5, 2.7, 99.9, -99.9], np.float32)


@pytest.mark.parametrize("to", [I32, I64, I8, U8, B, H, D], ids=["i32", "i64", "i8", "u8", "bool", "f16", "f64"])
def test_cast_from_float(check_model, to):
    """-2.7 becomes -2 (toward zero), never -3; 0 is false, everything else true."""
    x = np.abs(VALUES) if to == U8 else VALUES
    check_model(node_model("Cast", {"x": (F, [10])}, to, opset=13, to=to), {"x": x})


@pytest.mark.parametrize("source, dtype", [(I64, np.int64), (B, np.bool_), (U8, np.uint8)], ids=["i64", "bool", "u8"])
@pytest.mark.parametrize("to", [F, I32], ids=["f32", "i32"])
def test_cast_to_float_and_int(check_model, source, dtype, to):
    check_model(node_model("Cast", {"x": (source, [2, 3])}, to, opset=13, to=to))


def test_cast_to_same_type_is_nothing(check_model):
    check_model(node_model("Cast", {"x": (F, [2, 3])}, F, opset=13, to=F))


def test_cast_opset_1_type_name(check_model):
    check_model(node_model("Cast", {"x": (F, [2, 3])}, I32, opset=6, to=I32))


@pytest.mark.parametrize("saturate", [1, 0])
def test_cast_to_float8(check_model, saturate):
    """Cast back to float32 for the comparison: 1000 saturates to 448 by default, and becomes
    NaN without saturation; NaN stays NaN either way."""
    model = make_model(
        [make_node("Cast", ["x"], ["f8"], saturate=saturate, to=F8), make_node("Cast", ["f8"], ["y"], to=F)],
        [make_tensor_value_info("x", F, [6])],
        [make_tensor_value_info("y", F, [6])],
        opset=19,
    )
    x = np.array([1000.0, -1000.0, 3.3, np.nan, -0.01, 448.0], np.float32)
    y = check_model(model, {"x": x})["y"]
    assert (y[0] == 448.0) if saturate else np.isnan(y[0])
    assert np.isnan(y[3])


@pytest.mark.parametrize(
    "to, attributes",
    [
        (TensorProto.FLOAT4E2M1, {}),
        (TensorProto.FLOAT8E8M0, {}),
        (TensorProto.FLOAT8E8M0, {"round_mode": "down"}),
        (TensorProto.FLOAT8E8M0, {"round_mode": "nearest"}),
    ],
    ids=["f4e2m1", "f8e8m0_up", "f8e8m0_down", "f8e8m0_nearest"],
)
def test_cast_to_small_floats(check_model, to, attributes):
    """float4 saturates and has no NaN; float8e8m0 holds powers of two and rounds up by default
    (3.0 is a tie for nearest). Cast back to float32 for the comparison; onnxruntime runs no
    Cast-24."""
    model = make_model(
        [make_node("Cast", ["x"], ["small"], to=to, **attributes), make_node("Cast", ["small"], ["y"], to=F)],
        [make_tensor_value_info("x", F, [8])],
        [make_tensor_value_info("y", F, [8])],
        opset=24,
    )
    x = np.array([0.124, 0.25, 1.1, 1.6, 3.0, 7.0, 1e6, np.nan if to == TensorProto.FLOAT4E2M1 else 2.0], np.float32)
    check_model(model, {"x": x}, expected_from=run_onnx_reference)


@pytest.mark.parametrize("like", [I32, H], ids=["i32", "f16"])
def test_cast_like(check_model, like):
    model = node_model("CastLike", {"x": (F, [10]), "t": (like, [1])}, like, opset=15)
    check_model(model, {"x": VALUES, "t": np.zeros([1], np.int32 if like == I32 else np.float16)})
