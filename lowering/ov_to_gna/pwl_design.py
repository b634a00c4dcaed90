"""PWL segments designed as the GNA plugin's PWLApproximation designs them
(src/plugins/intel_gna/src/transformations/pwl_approximation.{hpp,cpp}), for the quantised
path (`precision` set); the float path keeps pwl.py's chords.

For N segments the pivot search places N tangent points t_i, cuts the segments where
neighbouring tangents meet (knots alpha_i), and measures the tangents' error at the knots; it
moves the tangent points until those errors are equal within 10 % (halving its step when an
iteration makes the largest error worse), then shifts every tangent by a quarter of the
largest plus the smallest error, so the PWL straddles the function. The search works on a
concave function: a convex stretch is searched on -f ("negative") and flipped back.
Sigmoid, tanh, softsign and power are split at 0, exp at 0.045, each side designed on its
own; N grows from 1 until the error, in percent of the function's range on that side, is
under the bound. A flat segment continues each end, clamped to the function's range.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache

import numpy as np

from ovopt.lowering.ov_to_gna.pwl import MAX_SEGMENTS, Segments

THRESHOLD = 0.1  # pivot_search: errors equal within 10 %
SAMPLES = 500  # calculate_error_pct: points the range is taken on
EXP_BREAK = 0.045


class DesignError(ValueError):
    """The function has no PWL of at most 128 segments under the bound (a pole in the domain,
    no convergence): it stays on the CPU."""


@dataclass(frozen=True)
class Function:
    """f and f' on [low, high]; `split` where the design splits it; [low_value, high_value]
    the range the end segments are clamped to (None: not clamped, as for power)."""

    name: str
    value: Callable[[np.ndarray], np.ndarray]
    derivative: Callable[[np.ndarray], np.ndarray]
    low: float
    high: float
    split: float | None
    low_value: float | None
    high_value: float | None
    max_iterations: int = 10000
    negative_halves: bool = False  # both halves searched on -f (exp, power)


def _sigmoid(x):
    return 0.5 * (1.0 + np.tanh(x / 2.0))


def _softsign(x):
    return x / (1.0 + np.abs(x))


FUNCTIONS: dict[str, Function] = {
    "sigmoid": Function("sigmoid", _sigmoid, lambda x: _sigmoid(x) * (1.0 - _sigmoid(x)), -10.0, 10.0, 0.0, 0.0, 1.0),
    "tanh": Function("tanh", np.tanh, lambda x: 1.0 - np.tanh(x) ** 2, -5.0, 5.0, 0.0, -1.0, 1.0),
    "softsign": Function("softsign", _softsign, lambda x: 1.0 / (1.0 + np.abs(x)) ** 2, -10.0, 10.0, 0.0, -1.0, 1.0),
    "exp": Function(
        "exp", np.exp, np.exp, -math.log2(32767), math.log10(32767), EXP_BREAK, 0.0, 32767.0, negative_halves=True
    ),
    "log": Function("log", np.log, lambda x: 1.0 / x, 0.001, 2981.0, None, -11.0, 32767.0, max_iterations=15000),
}


def power(exponent: float) -> Function:
    """x ** p on [-16, 16] for a whole p (split at 0, both sides on -f), else [0, 16]."""
    whole = float(exponent).is_integer()
    return Function(
        f"power {exponent:g}",
        lambda x: np.power(x, exponent),
        lambda x: exponent * np.power(x, exponent - 1),
        -16.0 if whole else 0.0,
        16.0,
        0.0 if whole else None,
        None,
        None,
        negative_halves=whole,
    )


def on_fake_quantize_range(f: Function, low: float, high: float) -> Function:
    """`f` designed for data a FakeQuantize of input range [low, high] writes, as the plugin's
    PWLApproximationWithFq (BoundariesFQHandler in its pwl_approximation): power on that range
    itself, log on its own domain, any other function's domain cut to +-1.25 x max(|low|, |high|)
    where that is narrower."""
    if f.name == "log":
        return f
    if f.name.startswith("power"):
        return replace(f, low=low, high=high)
    reach = 1.25 * max(abs(low), abs(high))
    return replace(f, low=-reach if reach < abs(f.low) else f.low, high=reach if reach < abs(f.high) else f.high)


@dataclass
class _Piece:
    """One plugin segment: m * x + b from alpha on; beta = the segment's value at alpha."""

    m: float
    b: float
    alpha: float
    beta: float = 0.0


def pivot_search(f: Function, n: int, alpha_0: float, alpha_n: float, negative: bool) -> tuple[list[_Piece], float]:
    """N tangent segments of f (of -f when `negative`) on [alpha_0, alpha_n] with equalised
    error, and that error; the plugin's pivot_search, step for step."""
    sgn = -1.0 if negative else 1.0
    value = lambda x: sgn * f.value(x)  # noqa: E731
    slope = lambda x: sgn * f.derivative(x)  # noqa: E731
    ts = [alpha_0 + (np.arange(1, n + 1) / (n + 1)) * (alpha_n - alpha_0)]
    alphas: list[np.ndarray] = []
    epsilons: list[np.ndarray] = []
    j, delta, same, max_eps = 0, 1.0, False, 0.0
    with np.errstate(all="ignore"):
        while True:
            t = ts[j]
            ft, dt = value(t), slope(t)
            inner = (ft[:-1] - ft[1:] + dt[1:] * t[1:] - dt[:-1] * t[:-1]) / (dt[1:] - dt[:-1])
            alpha = np.concatenate([[alpha_0], inner, [alpha_n]])
            eps = np.empty(n + 1)
            eps[:n] = dt * (alpha[:n] - t) + ft - value(alpha[:n])
            eps[n] = dt[-1] * (alpha_n - t[-1]) + ft[-1] - value(np.array([alpha_n]))[0]
            if not np.all(np.isfinite(eps)):
                raise DesignError(f"{f.name} has no finite tangent error on [{alpha_0:g}, {alpha_n:g}]")
            del alphas[j:], epsilons[j:]
            alphas.append(alpha)
            epsilons.append(eps)
            previous, max_eps = max_eps, float(np.max(np.abs(eps)))
            min_eps = float(np.min(np.abs(eps)))
            if j == f.max_iterations or max_eps - min_eps < THRESHOLD * min_eps:
                if j == f.max_iterations:
                    raise DesignError(f"the pivot search for {f.name} did not converge with {n} segments")
                final = (max_eps + min_eps) / 4.0
                pieces = []
                for i in range(n):
                    beta = dt[i] * (alpha[i] - t[i]) + ft[i] - final
                    pieces.append(_Piece(float(dt[i]), float(beta - dt[i] * alpha[i]), float(alpha[i]), float(beta)))
                beta_n = dt[-1] * (alpha_n - t[-1]) + ft[-1] - final
                pieces.append(_Piece(0.0, 0.0, float(alpha_n), float(beta_n)))
                return pieces, final
            if j > 0:
                if max_eps > previous:
                    j, delta, same = j - 1, delta / 2, False
                elif math.isclose(max_eps, previous, rel_tol=np.finfo(float).eps, abs_tol=0.0):
                    if not same:
                        same = True
                    else:
                        j, delta, same = j - 1, delta / 2, False
            t, alpha, eps = ts[j], alphas[j], epsilons[j]
            d = delta * (eps[1:] - eps[:-1]) / (eps[1:] / (alpha[1:] - t) + eps[:-1] / (t - alpha[:-1]))
            del ts[j + 1 :]
            ts.append(t + d)
            j += 1


def _range_percent(f: Function, low: float, high: float, offset: float) -> float:
    """calculate_error_pct: |offset| in percent of f's range, sampled as the plugin does."""
    delta = (high - low) / (SAMPLES + 1)
    with np.errstate(all="ignore"):
        values = f.value(low + np.arange(SAMPLES) * delta)
    span = float(np.max(values) - np.min(values))
    return 100.0 * abs(offset) / span if span > 0 else 0.0


def _search(f: Function, low: float, high: float, negative: bool, max_error_percent: float) -> list[_Piece]:
    """The fewest segments on [low, high] whose error is under the bound."""
    for n in range(1, MAX_SEGMENTS):
        pieces, error = pivot_search(f, n, low, high, negative)
        if _range_percent(f, low, high, error) <= max_error_percent:
            return pieces
    raise DesignError(f"{MAX_SEGMENTS} segments do not reach a {max_error_percent} % error for {f.name}")


def _flip(pieces: list[_Piece]) -> list[_Piece]:
    return [_Piece(-p.m, -p.b, p.alpha, -p.beta) for p in pieces]


def design(f: Function, max_error_percent: float) -> Segments:
    """The plugin's segments for `f`, as Segments (flat ends included); raises DesignError."""
    return _design(f.name, f, float(max_error_percent))


@cache
def _design(name: str, f: Function, max_error_percent: float) -> Segments:
    if f.split is not None and f.low < f.split < f.high:
        left = _flip(_search(f, f.low, f.split, True, max_error_percent))[:-1]
        right = _search(f, f.split, f.high, f.negative_halves, max_error_percent)
        pieces = left + (_flip(right) if f.negative_halves else right)
    else:
        pieces = _search(f, f.low, f.high, f.negative_halves, max_error_percent)
    pieces = _with_flat_ends(f, pieces)
    if len(pieces) > MAX_SEGMENTS:
        raise DesignError(f"{f.name} needs {len(pieces)} segments for a {max_error_percent} % error, GNA has 128")
    return _segments(f, pieces)


def _with_flat_ends(f: Function, pieces: list[_Piece]) -> list[_Piece]:
    """transform_to_pwl's ends: a flat segment from -inf at the first value (clamped to the
    range, the first knot moved to where the segment reaches it), the final value flat to +inf."""
    first, last = pieces[0], pieces[-1]
    if f.low_value is not None and first.beta < f.low_value and first.m != 0:
        first.alpha += (f.low_value - first.beta) / first.m
    start = first.beta if f.low_value is None else max(first.beta, f.low_value)
    if f.high_value is not None and last.beta > f.high_value and pieces[-2].m != 0:
        last.alpha += (f.high_value - last.beta) / pieces[-2].m
    last.b = last.beta if f.high_value is None else min(last.beta, f.high_value)
    return [_Piece(0.0, start, -math.inf), *pieces]


def _segments(f: Function, pieces: list[_Piece]) -> Segments:
    """As pwl.Segments: the infinite end knots made finite (the end segments are flat and
    continue beyond them), zero-length segments dropped, the error measured on a grid."""
    kept = [p for p, nxt in zip(pieces, [*pieces[1:], None]) if nxt is None or nxt.alpha > p.alpha]
    alphas = [p.alpha for p in kept]
    width = f.high - f.low
    finite = [a for a in alphas if math.isfinite(a)]
    knots = [finite[0] - width if not math.isfinite(alphas[0]) else alphas[0], *alphas[1:], finite[-1] + width]
    slopes = np.array([p.m for p in kept])
    intercepts = np.array([p.b for p in kept])
    grid = np.linspace(f.low, f.high, 20001)
    with np.errstate(all="ignore"):
        exact = f.value(grid)
    index = np.clip(np.searchsorted(np.asarray(knots), grid, side="right") - 1, 0, len(kept) - 1)
    error = np.abs(slopes[index] * grid + intercepts[index] - exact)
    span = float(np.nanmax(exact) - np.nanmin(exact)) or 1.0
    return Segments(slopes, intercepts, np.asarray(knots, float), float(np.nanmax(error)) / span * 100)
