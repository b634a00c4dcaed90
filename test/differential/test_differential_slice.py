"""A seeded slice of the differential run in `make test`: 40 random models, each converted by
ovopt and run in OpenVINO, agree with onnxruntime (within compare.py's tolerances) unless
ovc's IR disagrees too (a runtime fault, not ovopt's). A failure prints the shrunk model."""

from __future__ import annotations

import sys
from pathlib import Path

import onnx
from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).parent))

from compare import three_way
from models import models


@settings(max_examples=40, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
@given(models(max_ops=12))
def test_ovopt_agrees_with_onnxruntime(case):
    verdict = three_way(case)
    assert verdict.kind in ("agree", "both", "ovc-only"), (
        f"{verdict.kind}: {verdict.detail}\n{onnx.printer.to_text(case.model)}"
    )
