"""The comparison catches what it must: a model's own reference values agree with themselves,
and an output moved by a hundredth of its path's magnitude (or, for an exact or integer
output, by one step) is reported, on the generator's models."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).parent))

from compare import mismatches, path_magnitudes, reference_values
from models import models


@settings(max_examples=40, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
@given(models(max_ops=12))
def test_a_moved_output_is_reported(case):
    want = reference_values(case)
    magnitude = path_magnitudes(case, want)
    assert mismatches(case, want, want, magnitude) == []
    for output in case.model.graph.output:
        name, array = output.name, want[output.name]
        if not array.size:
            continue
        moved = dict(want)
        if array.dtype == bool:
            moved[name] = ~array
        elif array.dtype.kind == "f":
            step = 2**-18 if case.values[name].exact else 1e-2
            moved[name] = array + np.asarray(step * max(1.0, magnitude[name]) + 1e-2 * np.abs(array), array.dtype)
        else:
            moved[name] = array + 1
        wrong = mismatches(case, want, moved, magnitude)
        assert len(wrong) == 1 and wrong[0].startswith(f"{name}:"), wrong
