"""The plugin's PWL design (pwl_design.py) measured against numpy on a grid of its own: each
side of the split point within the bound in percent of that side's range (how the plugin
counts it), flat clamped ends, at most 128 segments, tangents that straddle the function;
and a pole in the domain refused rather than approximated."""

from __future__ import annotations

import numpy as np
import pytest

from ovopt.lowering.ov_to_gna import pwl_design

REFERENCE = {
    "sigmoid": (lambda x: 1 / (1 + np.exp(-x)), 0.0),
    "tanh": (np.tanh, 0.0),
    "softsign": (lambda x: x / (1 + np.abs(x)), 0.0),
    "exp": (np.exp, 0.045),
}


def evaluate(segments, x: np.ndarray) -> np.ndarray:
    index = np.clip(np.searchsorted(segments.knots, x, side="right") - 1, 0, segments.count - 1)
    return segments.slopes[index] * x + segments.intercepts[index]


@pytest.mark.parametrize("name", sorted(REFERENCE))
@pytest.mark.parametrize("bound", [1.0, 0.1])
def test_each_side_within_the_bound(name, bound):
    function, split = REFERENCE[name]
    f = pwl_design.FUNCTIONS[name]
    segments = pwl_design.design(f, bound)
    assert segments.count <= 128
    for low, high in ((f.low, split), (split, f.high)):
        x = np.linspace(low, high, 100003)[:-1] if high == split else np.linspace(low, high, 100003)
        exact = function(x)
        error = np.max(np.abs(evaluate(segments, x) - exact)) / (exact.max() - exact.min()) * 100
        # the plugin estimates the error from the knots (a quarter of the largest plus the
        # smallest tangent error there): the true maximum can pass it by a little
        assert error <= bound * 1.02, (name, low, high, error)
    assert split in segments.knots  # the sides are designed apart


@pytest.mark.parametrize("name", ["sigmoid", "tanh", "softsign"])
def test_flat_ends_clamped_to_the_range(name):
    f = pwl_design.FUNCTIONS[name]
    segments = pwl_design.design(f, 1.0)
    assert segments.slopes[0] == 0 and segments.slopes[-1] == 0
    assert segments.intercepts[0] >= f.low_value and segments.intercepts[-1] <= f.high_value
    far = evaluate(segments, np.array([-1e6, 1e6]))
    assert far[0] >= f.low_value and far[1] <= f.high_value


def test_segments_straddle_the_function():
    """Equalised error: the PWL is above and below sigmoid on each side, not all on one."""
    f = pwl_design.FUNCTIONS["sigmoid"]
    segments = pwl_design.design(f, 1.0)
    x = np.linspace(0.05, 9.95, 20001)
    difference = evaluate(segments, x) - REFERENCE["sigmoid"][0](x)
    assert difference.max() > 0 > difference.min()


def test_more_segments_for_a_tighter_bound():
    f = pwl_design.FUNCTIONS["tanh"]
    assert pwl_design.design(f, 0.1).count > pwl_design.design(f, 1.0).count


def test_a_pole_in_the_domain_is_refused():
    with pytest.raises(pwl_design.DesignError, match="no finite tangent error"):
        pwl_design.design(pwl_design.power(-1.0), 1.0)
