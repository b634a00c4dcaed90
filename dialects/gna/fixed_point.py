"""GNA's fixed-point arithmetic, as the plugin encodes numbers for it and the library computes
with them: rounding half away from zero with saturation (common/numerical_utils.hpp,
frontend/quantization.cpp), a slope's scale and shift (gna_slope_scale.cpp), and the PWL's
segment table (backend/make_pwl.cpp)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

INT8 = (-(2**7), 2**7 - 1)
INT16 = (-(2**15), 2**15 - 1)
INT32 = (-(2**31), 2**31 - 1)
XBASE_MASK = ~3
RANGES = {"i8": INT8, "i16": INT16, "i32": INT32}


def round_half_away(x: np.ndarray | float) -> np.ndarray:
    """Round half away from zero (FloatToInteger: x +- 0.5, truncated)."""
    x = np.asarray(x, np.float64)
    return np.trunc(x + np.where(x < 0, -0.5, 0.5))


def saturate(x: np.ndarray | float, bounds: tuple[int, int]) -> np.ndarray:
    return np.clip(np.asarray(x), bounds[0], bounds[1])


def quantise(x: np.ndarray, scale: float, bounds: tuple[int, int]) -> np.ndarray:
    """x * scale rounded half away from zero and saturated: how GNA's integers are made."""
    with np.errstate(all="ignore"):
        return saturate(round_half_away(np.asarray(x, np.float64) * scale), bounds).astype(np.int64)


@dataclass(frozen=True)
class Slope:
    """A PWL slope in GNA's encoding: `value` (int16) with the right shift 8 * (index + 1)."""

    value: int
    index: int

    @property
    def shift(self) -> int:
        return 8 * (self.index + 1)


def gna_slope(slope: float, in_scale: float, out_scale: float) -> Slope:
    """gna_slope(): the slope in output units per input unit, scaled by the largest 2^(8(i+1)),
    i from 3 down to 1, that keeps it in int16 (else i = 0), rounded and saturated."""
    scaled = slope * out_scale / in_scale
    index = 3
    while index > 0 and not INT16[0] <= scaled * 2 ** (8 * (index + 1)) <= INT16[1]:
        index -= 1
    value = scaled * 2 ** (8 * (index + 1))
    return Slope(int(saturate(round_half_away(value), INT16)), index)


@dataclass(frozen=True)
class FixedSegments:
    """GNA's PWL table: x_base (int32, the shift index in its two low bits), y_base, slope (int16)."""

    x_base: tuple[int, ...]
    y_base: tuple[int, ...]
    slope: tuple[int, ...]

    @property
    def count(self) -> int:
        return len(self.x_base)


def _int32(x: float) -> int:
    """cast_check_overflow<int32_t>(x, round = false): saturate, else truncate."""
    if x >= INT32[1]:
        return INT32[1]
    if x <= INT32[0]:
        return INT32[0]
    return math.trunc(x)


def _int16(x: float) -> int:
    """cast_check_overflow<int16_t>(x): saturate, else round half away from zero."""
    if x >= INT16[1]:
        return INT16[1]
    if x <= INT16[0]:
        return INT16[0]
    return int(round_half_away(x))


def _anchored(rows: list[tuple[int, int, int]], y_zero: int, slope: Slope, bounds: tuple[int, int]):
    """The last row (a line from x_base < 0 across 0) with its y_base taken back from y_zero at 0
    with the rounded slope. Where that passes the output's bound before x_base, and a flat row
    at that bound goes before, the line starts later, where it reaches the bound."""
    x_base, _, value = rows[-1]
    start = x_base & XBASE_MASK
    anchored = y_zero - ((-start * value) >> slope.shift)
    if bounds[0] <= anchored <= bounds[1]:
        return (x_base, anchored, value)
    bound = bounds[0] if anchored < bounds[0] else bounds[1]
    if value == 0 or len(rows) < 2 or rows[-2][1:] != (bound, 0):
        return rows[-1]
    start = -((((y_zero - bound) << slope.shift) // value) & XBASE_MASK)
    return ((start & XBASE_MASK) | slope.index, y_zero - ((-start * value) >> slope.shift), value)


def encode_pwl(
    slopes: np.ndarray, intercepts: np.ndarray, knots: np.ndarray, in_scale: float, out_scale: float, low: bool
) -> FixedSegments:
    """The segments `slopes[i] * x + intercepts[i]` from knots[i] (the first from -inf) as GNA's
    table (make_gna_pwl for a Pwl node): x_base = trunc(alpha * in_scale) & ~3 | shift index,
    y_base = round((m * alpha + b) * out_scale), slope = gna_slope(m).

    Where a segment's line is beyond the output's range at its start (the first segment of
    an unbounded line, from -inf), the segment starts where the line enters the range and a flat
    segment at the bound goes before it, as make_pwl's border values do for ReLU-like functions
    (GNA reads y_base as the value at x_base, so a saturated y_base would shift the line). A
    segment whose x_base falls on its successor's (knots closer than 4 input units) is never
    used by GNA's search and is left out. A line across 0 also starts again at 0, where its
    intercept is exact, and its part below 0 is anchored there (its y_base is the value at 0
    less the rounded slope's rise), where the plugin's table anchors it at its far start."""
    y_low, y_high = INT8 if low else INT16
    rows: list[tuple[int, int, int]] = []
    count = len(slopes)
    for i in range(count):
        m, b = float(slopes[i]), float(intercepts[i])
        alpha = -math.inf if i == 0 else float(knots[i])
        start = m * alpha + b if math.isfinite(alpha) else (-math.inf if m > 0 else math.inf if m < 0 else b)
        y_start = start * out_scale
        if not y_low <= y_start <= y_high and m != 0:
            bound = y_low if y_start < y_low else y_high
            entry = (bound / out_scale - b) / m  # where the line reaches the bound
            end = float(knots[i + 1]) if i + 1 < count else math.inf
            flat_start = _int32(alpha * in_scale) if math.isfinite(alpha) else INT32[0]
            rows.append((flat_start & XBASE_MASK, bound, 0))
            if entry >= end:
                continue  # the line stays beyond the bound over the whole segment
            alpha, y_start = entry, m * entry + b
            y_start *= out_scale
        slope = gna_slope(m, in_scale, out_scale)
        x = _int32(alpha * in_scale) if math.isfinite(alpha) else INT32[0]
        if not INT32[0] < alpha * in_scale < INT32[1]:  # the segment starts where inputs can reach
            y_start = (m * x / in_scale + b) * out_scale
        rows.append(((x & XBASE_MASK) | slope.index, _int16(y_start), slope.value))
        end = float(knots[i + 1]) if i + 1 < count else math.inf
        if x < 0 and end > 0 and (x & XBASE_MASK) != 0:
            # the line again from 0, so that the slope's rounding is not carried from far away
            # (the plugin's identity PWL crosses (0, 0) this way: CreateSegment0_0), and its part
            # below 0 ends there too: y_base taken back from 0 with the rounded slope, so that the
            # rounding grows toward the far end, where data are rare, not toward 0
            y_zero = _int16(b * out_scale)
            rows[-1] = _anchored(rows, y_zero, slope, (y_low, y_high))
            rows.append((slope.index, y_zero, slope.value))
    kept = [
        row for row, nxt in zip(rows, [*rows[1:], None]) if nxt is None or (nxt[0] & XBASE_MASK) > (row[0] & XBASE_MASK)
    ]
    return FixedSegments(*(tuple(column) for column in zip(*kept)))


def apply_pwl(x: np.ndarray, table: FixedSegments, low: bool = False) -> np.ndarray:
    """GNA's PWL on int32 inputs (intel/gna kernels/pwl.cpp): y_base[0] at or below the first
    x_base, else the last segment k with x_base[k] & ~3 <= x: ((x - that) * slope[k] >>
    8 (i_k + 1)) + y_base[k], an arithmetic shift; saturated to int16 (int8 when `low`)."""
    x = np.asarray(x, np.int64)
    bases = np.asarray(table.x_base, np.int64)
    starts = bases & XBASE_MASK
    shifts = ((bases & 3) + 1) * 8
    k = np.clip(np.searchsorted(starts, x, side="right") - 1, 0, len(starts) - 1)
    y = (((x - starts[k]) * np.asarray(table.slope, np.int64)[k]) >> shifts[k]) + np.asarray(table.y_base, np.int64)[k]
    y = np.where(x > starts[0], y, table.y_base[0])
    return saturate(y, INT8 if low else INT16)
