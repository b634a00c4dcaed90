"""Kernels of trigonometry, rounding, remainders, bit operations, Clamp and the float tests."""

from __future__ import annotations

import math

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import aligned, binary_kernels, kernel, unary_kernels

_UNARY = {
    ov.SinV0Op: np.sin,
    ov.CosV0Op: np.cos,
    ov.TanV0Op: np.tan,
    ov.AsinV0Op: np.arcsin,
    ov.AcosV0Op: np.arccos,
    ov.AtanV0Op: np.arctan,
    ov.SinhV0Op: np.sinh,
    ov.CoshV0Op: np.cosh,
    ov.AsinhV3Op: np.arcsinh,
    ov.AcoshV3Op: np.arccosh,
    ov.AtanhV3Op: np.arctanh,
    ov.SignV0Op: np.sign,
    ov.BitwiseNotV13Op: np.invert,  # logical not for booleans
    ov.IsNaNV10Op: np.isnan,
    ov.IsFiniteV10Op: np.isfinite,
}
unary_kernels(__name__, _UNARY)

_BINARY = {
    ov.FloorModV1Op: np.mod,  # the sign of the divisor, as Python's %
    ov.ModV1Op: np.fmod,  # the sign of the dividend, as C's fmod
    ov.BitwiseAndV13Op: np.bitwise_and,
    ov.BitwiseOrV13Op: np.bitwise_or,
    ov.BitwiseXorV13Op: np.bitwise_xor,
    ov.BitwiseLeftShiftV15Op: np.left_shift,
    ov.BitwiseRightShiftV15Op: np.right_shift,
}
binary_kernels(__name__, _BINARY)


@kernel(ov.RoundV5Op)
def round_(op: ov.RoundV5Op, x):
    if op.property_or_default("mode").data == "half_to_even":
        return (np.round(x),)
    return (np.sign(x) * np.floor(np.abs(x) + 0.5),)


@kernel(ov.ClampV0Op)
def clamp(op: ov.ClampV0Op, x):
    low, high = op.min.value.data, op.max.value.data
    if np.issubdtype(x.dtype, np.integer):
        info = np.iinfo(x.dtype)
        low, high = math.ceil(max(low, info.min)), math.floor(min(high, info.max))
    return (np.clip(x, low, high),)


@kernel(ov.FakeQuantizeV0Op)
def fake_quantize(op: ov.FakeQuantizeV0Op, x, input_low, input_high, output_low, output_high):
    """OpenVINO's reference: the clamped steps rounded half to even (std::nearbyint)."""
    x, input_low, input_high, output_low, output_high = aligned(op, x, input_low, input_high, output_low, output_high)
    levels = op.levels.value.data - 1
    steps = np.round((x - input_low) / (input_high - input_low) * levels)
    y = steps / levels * (output_high - output_low) + output_low
    y = np.where(x <= np.minimum(input_low, input_high), output_low, y)
    y = np.where(x > np.maximum(input_low, input_high), output_high, y)
    return (y.astype(x.dtype),)


@kernel(ov.IsInfV10Op)
def is_inf(op: ov.IsInfV10Op, x):
    found = np.zeros(x.shape, dtype=bool)
    if op.property_or_default("detect_negative").value.data:
        found |= x == -np.inf
    if op.property_or_default("detect_positive").value.data:
        found |= x == np.inf
    return (found,)
