"""PWL segments measured against numpy on a dense grid of their own (not the one pwl.py
searches on), with an evaluator written here from the gna.pwl definition."""

from __future__ import annotations

import numpy as np
import pytest

from ovopt.lowering.ov_to_gna import pwl

REFERENCE = {
    "sigmoid": lambda x: 0.5 * (1 + np.tanh(x / 2)),  # another formula than pwl.py's
    "tanh": np.tanh,
    "softsign": lambda x: x / (1 + np.abs(x)),
    "exp": np.exp,
    "log": np.log,
}


def evaluate(segments: pwl.Segments, x: np.ndarray) -> np.ndarray:
    """gna.pwl: segment i between knots i and i+1, the outer segments extended."""
    index = np.clip(np.searchsorted(segments.knots, x, side="right") - 1, 0, segments.count - 1)
    return segments.slopes[index] * x + segments.intercepts[index]


def measured_percent(name: str, segments: pwl.Segments) -> float:
    domain = pwl.smooth(name)
    x = np.concatenate(
        [
            np.linspace(domain.low, domain.high, 300007),
            np.random.default_rng(0).uniform(domain.low, domain.high, 100000),
        ]
    )
    if domain.low > 0:
        x = np.concatenate([x, np.geomspace(domain.low, domain.high, 100003)])
    exact = REFERENCE[name](x)
    return float(np.max(np.abs(evaluate(segments, x) - exact)) / (exact.max() - exact.min()) * 100)


@pytest.mark.parametrize("bound", [1.0, 0.1])
@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_error_under_the_bound(name: str, bound: float) -> None:
    segments = pwl.approximate(pwl.smooth(name), bound)
    assert segments.count <= pwl.MAX_SEGMENTS
    measured = measured_percent(name, segments)
    assert measured <= bound * 1.01  # a denser grid may find a hair more than the search grid
    assert abs(measured - segments.error_percent) <= 0.05 * bound  # the reported error is the real one


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_tighter_bound_needs_more_segments(name: str) -> None:
    assert pwl.approximate(pwl.smooth(name), 0.1).count > pwl.approximate(pwl.smooth(name), 1.0).count


def test_saturating_functions_are_flat_outside_their_domain() -> None:
    segments = pwl.approximate(pwl.smooth("sigmoid"))
    far = np.array([-1e4, -50.0, 50.0, 1e4])
    np.testing.assert_allclose(evaluate(segments, far), [0, 0, 1, 1], atol=1e-4)


def test_unreachable_bound_is_an_error() -> None:
    with pytest.raises(ValueError, match="128 segments"):
        pwl.approximate(pwl.smooth("log"), 1e-5)


@pytest.mark.parametrize(
    ("segments", "reference"),
    [
        (pwl.leaky_relu(), lambda x: np.maximum(x, 0)),
        (pwl.leaky_relu(0.1), lambda x: np.where(x >= 0, x, 0.1 * x)),
        (pwl.clamp(-0.5, 2.0), lambda x: np.clip(x, -0.5, 2.0)),
        (pwl.absolute(), np.abs),
        (pwl.identity(), lambda x: x),
    ],
)
def test_exact_pwls(segments: pwl.Segments, reference) -> None:
    x = np.linspace(-1000, 1000, 200001)
    np.testing.assert_array_equal(evaluate(segments, x), reference(x))


@pytest.mark.parametrize("exponent", [2.0, 3.0, 0.5])
def test_power(exponent: float) -> None:
    segments = pwl.approximate(pwl.power(exponent))
    low = -16.0 if exponent.is_integer() else 0.0
    x = np.linspace(low, 16.0, 300007)
    exact = np.power(x, exponent)
    assert np.max(np.abs(evaluate(segments, x) - exact)) <= 0.0101 * (exact.max() - exact.min())
