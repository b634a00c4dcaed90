"""The generator's models are valid: the checker and strict shape inference accept them (inside
`models`, which also checks the inferred shapes against the tracked ones), and onnxruntime runs
them to finite outputs inside the bounds the builders tracked."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).parent))

from models import models

from support import run_onnxruntime


@settings(max_examples=60, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
@given(models())
def test_models_run_in_onnxruntime_within_their_bounds(case):
    outputs = run_onnxruntime(case.model, case.feeds)
    for name, array in outputs.items():
        value = case.values[name]
        assert array.dtype == np.dtype(value.dtype), name
        if array.size and array.dtype != bool:
            assert np.isfinite(array).all(), name
            assert value.low - 1e-3 <= array.min() and array.max() <= value.high + 1e-3, (name, value)
