"""Piecewise-linear approximation of activations, as the GNA plugin's PWLApproximation made
them (`transformations/pwl_approximation.cpp`): on each function's domain, the segment count
grows until the maximum error is under `max_error_percent` of the function's range there;
a flat segment on each side continues the end values outside the domain, as GNA clamps.

Knots are placed where the function bends (equidistributing sqrt|f''|, the optimal spacing
for linear interpolation) and each segment is the chord between its knots, so the PWL is
continuous and keeps the function's monotonicity. Relu, leaky relu, clamp, abs and identity
are PWLs already and come out exact.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

MAX_SEGMENTS = 128  # PWL_MAX_NUM_SEGMENTS
DEFAULT_MAX_ERROR_PERCENT = 1.0
_GRID = 20001  # points on which the error is measured


@dataclass(frozen=True)
class Segments:
    """slopes[i] * x + intercepts[i] between knots[i] and knots[i+1], the outer segments
    extended beyond the first and last knot; `error_percent` is the measured maximum error
    over the domain in percent of the function's range there (0 for exact PWLs)."""

    slopes: np.ndarray
    intercepts: np.ndarray
    knots: np.ndarray
    error_percent: float = 0.0

    @property
    def count(self) -> int:
        return len(self.slopes)


@dataclass(frozen=True)
class Smooth:
    """A function to approximate on [low, high]."""

    function: Callable[[np.ndarray], np.ndarray]
    low: float
    high: float


def _softsign(x: np.ndarray) -> np.ndarray:
    return x / (1 + np.abs(x))


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-x))


SMOOTH: dict[str, Smooth] = {
    "sigmoid": Smooth(_sigmoid, -10.0, 10.0),
    "tanh": Smooth(np.tanh, -5.0, 5.0),
    "softsign": Smooth(_softsign, -10.0, 10.0),
    "exp": Smooth(np.exp, -math.log2(32767), math.log10(32767)),
    "log": Smooth(np.log, 0.001, 2981.0),
}


def power(exponent: float) -> Smooth:
    """x ** exponent on [-16, 16] for a whole exponent, [0, 16] otherwise."""
    low = -16.0 if float(exponent).is_integer() else 0.0
    return Smooth(lambda x: np.power(x, exponent), low, 16.0)


def smooth(name: str) -> Smooth:
    return SMOOTH[name]


def approximate(smooth: Smooth, max_error_percent: float = DEFAULT_MAX_ERROR_PERCENT) -> Segments:
    """The fewest chord segments (up to 126, plus the two flat ones) under the error bound;
    raises ValueError when 128 segments cannot reach it."""
    grid = _refined_grid(smooth)
    exact = smooth.function(grid)
    span = float(exact.max() - exact.min()) or 1.0
    cdf = _bend_cdf(grid, exact)
    for count in range(1, MAX_SEGMENTS - 1):
        knots = np.interp(np.linspace(0.0, 1.0, count + 1), cdf, grid)
        knots[0], knots[-1] = smooth.low, smooth.high
        values = smooth.function(knots)
        error = float(np.max(np.abs(np.interp(grid, knots, values) - exact))) / span * 100
        if error <= max_error_percent:
            return _with_flat_ends(knots, values, error)
    raise ValueError(f"{MAX_SEGMENTS} segments do not reach a {max_error_percent} % error")


def _refined_grid(smooth: Smooth) -> np.ndarray:
    """A uniform grid plus one graded towards the ends (log's bend at 0.001 is tiny)."""
    uniform = np.linspace(smooth.low, smooth.high, _GRID)
    if smooth.low > 0:
        graded = np.geomspace(smooth.low, smooth.high, _GRID)
    else:
        graded = uniform
    return np.unique(np.concatenate([uniform, graded]))


def _bend_cdf(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The normalised cumulative sqrt|f''|: equal steps of it are equally hard to fit."""
    second = np.gradient(np.gradient(y, x), x)
    density = np.sqrt(np.abs(second))
    steps = (density[1:] + density[:-1]) / 2 * np.diff(x)
    # a twentieth of the knots spread evenly: no zero-length stretch where f is straight
    steps += (steps.sum() or 1.0) / 20 * np.diff(x) / (x[-1] - x[0])
    cdf = np.concatenate([[0.0], np.cumsum(steps)])
    return cdf / cdf[-1]


def _with_flat_ends(knots: np.ndarray, values: np.ndarray, error: float) -> Segments:
    slopes = np.diff(values) / np.diff(knots)
    intercepts = values[:-1] - slopes * knots[:-1]
    width = knots[-1] - knots[0]
    return Segments(
        np.concatenate([[0.0], slopes, [0.0]]),
        np.concatenate([[values[0]], intercepts, [values[-1]]]),
        np.concatenate([[knots[0] - width], knots, [knots[-1] + width]]),
        error,
    )


# -- exact PWLs -------------------------------------------------------------------------------


def leaky_relu(negative_slope: float = 0.0) -> Segments:
    return Segments(np.array([negative_slope, 1.0]), np.zeros(2), np.array([-1.0, 0.0, 1.0]))


def clamp(low: float, high: float) -> Segments:
    width = max(high - low, 1.0)
    return Segments(
        np.array([0.0, 1.0, 0.0]),
        np.array([low, 0.0, high]),
        np.array([low - width, low, high, high + width]),
    )


def absolute() -> Segments:
    return Segments(np.array([-1.0, 1.0]), np.zeros(2), np.array([-1.0, 0.0, 1.0]))


def identity() -> Segments:
    return Segments(np.array([1.0]), np.zeros(1), np.array([-1.0, 1.0]))
