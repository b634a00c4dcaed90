"""The plugin's PWL design (pwl_design.py) when it finds no segments: a pivot search that does not
converge within its iterations, and a bound no number of segments reaches. Either is a
DesignError, which leaves the activation on the CPU."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ovopt.lowering.ov_to_gna import pwl_design


def test_a_pivot_search_out_of_iterations_is_a_design_error() -> None:
    capped = replace(pwl_design.FUNCTIONS["tanh"], name="tanh capped", max_iterations=0)
    with pytest.raises(pwl_design.DesignError) as error:
        pwl_design.design(capped, 1.0)
    assert str(error.value) == "the pivot search for tanh capped did not converge with 1 segments"


def test_a_bound_no_segments_reach_is_a_design_error() -> None:
    """x^2 is curved everywhere: no finite number of segments is exact."""
    square = replace(pwl_design.power(2.0), name="square exactly")
    with pytest.raises(pwl_design.DesignError) as error:
        pwl_design.design(square, 1e-12)
    assert str(error.value) == "128 segments do not reach a 1e-12 % error for square exactly"
