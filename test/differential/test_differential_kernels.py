"""The reference kernels agree with OpenVINO on 25 generated models' lowered modules (see
kernels.py); a failure prints the model."""

from __future__ import annotations

import sys
from pathlib import Path

import onnx
from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).parent))

from kernels import kernel_check
from models import models


@settings(max_examples=25, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
@given(models(max_ops=12))
def test_reference_kernels_agree_with_openvino(case):
    _, wrong = kernel_check(case)
    assert not wrong, f"{'; '.join(wrong)}\n{onnx.printer.to_text(case.model)}"
