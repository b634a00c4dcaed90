"""The kernels of dialects/ov_reference/math.py (constant folding and the interpreter) against
OpenVINO's own ops on the same inputs: each op is written as IR and run in OpenVINO, and
interpreted with the reference kernels. Folding uses the kernels only where constants meet, so
without this a wrong kernel shows only in the few models that fold the op (issue 28: mutation
testing left most of math.py's mutants alive)."""

from __future__ import annotations

import numpy as np
import pytest
from kernel_support import assert_same, both, one_op, tensor_text

RNG = np.random.default_rng(7)
F32 = "tensor<2x6xf32>"


def uniform(low: float, high: float) -> np.ndarray:
    return RNG.uniform(low, high, (2, 6)).astype(np.float32)


SPECIAL = np.array([[np.nan, np.inf, -np.inf, 0.0, -0.0, 1.5], [-2.5, np.nan, 3.0, -np.inf, 0.5, -1.0]], np.float32)
SIGNED = np.array([[-7, 7, -7, 7, -1, 0], [9, -10, 5, -6, 3, -3]], np.int32)
DIVISORS = np.array([[2, 2, -2, -2, 3, 5], [-4, 3, 5, -6, 7, -2]], np.int32)
COUNTS = np.array([[0, 1, 2, 3, 4, 5], [6, 7, 1, 2, 3, 0]], np.int32)
HALVES = np.array([[-2.5, -1.5, -0.5, 0.5, 1.5, 2.5], [0.49, -0.51, 3.7, -3.2, 4.5, -4.5]], np.float32)

UNARY_FLOAT = {
    "Sin.v0": uniform(-4, 4),
    "Cos.v0": uniform(-4, 4),
    "Tan.v0": uniform(-1.4, 1.4),
    "Asin.v0": uniform(-0.99, 0.99),
    "Acos.v0": uniform(-0.99, 0.99),
    "Atan.v0": uniform(-5, 5),
    "Sinh.v0": uniform(-3, 3),
    "Cosh.v0": uniform(-3, 3),
    "Asinh.v3": uniform(-5, 5),
    "Acosh.v3": uniform(1.01, 5),
    "Atanh.v3": uniform(-0.99, 0.99),
    "Sign.v0": np.where(uniform(0, 1) < 0.3, 0, uniform(-2, 2)).astype(np.float32),
}


@pytest.mark.parametrize("op", UNARY_FLOAT)
def test_unary_float(tmp_path, op):
    x = UNARY_FLOAT[op]
    assert_same(*both(tmp_path, one_op(op, [x], F32), [x]))


@pytest.mark.parametrize("op", ["IsNaN.v10", "IsFinite.v10"])
def test_float_tests(tmp_path, op):
    assert_same(*both(tmp_path, one_op(op, [SPECIAL], "tensor<2x6xi1>"), [SPECIAL]))


@pytest.mark.parametrize("attributes", ["", "{detect_negative = false} ", "{detect_positive = false} "])
def test_is_inf(tmp_path, attributes):
    assert_same(*both(tmp_path, one_op("IsInf.v10", [SPECIAL], "tensor<2x6xi1>", attributes), [SPECIAL]))


@pytest.mark.parametrize(
    "op, a, b",
    [
        ("FloorMod.v1", SIGNED, DIVISORS),
        ("Mod.v1", SIGNED, DIVISORS),
        ("FloorMod.v1", SIGNED.astype(np.float32) + 0.5, DIVISORS.astype(np.float32)),
        ("Mod.v1", SIGNED.astype(np.float32) + 0.5, DIVISORS.astype(np.float32)),
        ("BitwiseAnd.v13", SIGNED, DIVISORS),
        ("BitwiseOr.v13", SIGNED, DIVISORS),
        ("BitwiseXor.v13", SIGNED, DIVISORS),
        ("BitwiseLeftShift.v15", SIGNED, COUNTS),
        ("BitwiseRightShift.v15", SIGNED, COUNTS),
        ("BitwiseRightShift.v15", (SIGNED + 10).astype(np.uint8), COUNTS.astype(np.uint8)),
    ],
    ids=lambda v: v if isinstance(v, str) else str(v.dtype),
)
def test_binary(tmp_path, op, a, b):
    assert_same(*both(tmp_path, one_op(op, [a, b], tensor_text(a)), [a, b]))


@pytest.mark.parametrize("x", [SIGNED, SIGNED.astype(np.uint8), SIGNED > 0], ids=["i32", "u8", "bool"])
def test_bitwise_not(tmp_path, x):
    assert_same(*both(tmp_path, one_op("BitwiseNot.v13", [x], tensor_text(x)), [x]))


@pytest.mark.parametrize("attributes", ["", '{mode = "half_to_even"} ', '{mode = "half_away_from_zero"} '])
def test_round(tmp_path, attributes):
    assert_same(*both(tmp_path, one_op("Round.v5", [HALVES], F32, attributes), [HALVES]))


@pytest.mark.parametrize("x", [HALVES, SIGNED], ids=["f32", "i32"])
def test_clamp_with_fractional_bounds(tmp_path, x):
    """An integer tensor is clamped to the bounds rounded inwards (ceil of min, floor of max)."""
    text = one_op("Clamp.v0", [x], tensor_text(x), "{min = -1.5 : f64, max = 2.5 : f64} ")
    assert_same(*both(tmp_path, text, [x]))


@pytest.mark.parametrize("levels", [256, 3])
def test_fake_quantize(tmp_path, levels):
    x = uniform(-3, 3)
    ranges = [np.array(v, np.float32).reshape(1, 1) for v in (-1.0, 2.0, -0.5, 1.5)]
    types = ", ".join(tensor_text(a) for a in [x, *ranges])
    text = (
        f"func.func @main(%x: {F32}, %il: tensor<1x1xf32>, %ih: tensor<1x1xf32>, %ol: tensor<1x1xf32>, "
        f"%oh: tensor<1x1xf32>) -> {F32} {{\n"
        f"  %y = ov.FakeQuantize.v0 %x, %il, %ih, %ol, %oh {{levels = {levels} : i64}} : ({types}) -> {F32}\n"
        f"  func.return %y : {F32}\n}}\n"
    )
    assert_same(*both(tmp_path, text, [x, *ranges]))
