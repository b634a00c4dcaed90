"""Every model of the ONNX backend node tests imports into the onnx dialect and verifies.

The models come from the onnx package's own generator (onnx_node_tests.py), so this runs on a
clean clone. One test walks all of them, so a failure lists every model that broke, with its reason.
"""

from __future__ import annotations

import time

import onnx
from onnx_node_tests import node_test_models

from ovopt.frontends.onnx import import_model

# Node-test models that do not import, each with the reason. Empty: every model imports.
EXPECTED_FAILURES: dict[str, str] = {}


def import_failure(model: onnx.ModelProto) -> str | None:
    """Why `model` does not import and verify, or None when it does."""
    try:
        import_model(model.SerializeToString()).verify()
    except Exception as error:  # noqa: BLE001 (any failure is reported with its model's name)
        return f"{type(error).__name__}: {error}".splitlines()[0]
    return None


def test_every_node_test_model_imports_and_verifies():
    started = time.perf_counter()
    models = node_test_models()
    assert len(models) > 1500, f"only {len(models)} node tests: did the onnx generator change?"
    failures = {name: reason for name, model in models.items() if (reason := import_failure(model))}
    unexpected = {name: reason for name, reason in failures.items() if name not in EXPECTED_FAILURES}
    fixed = sorted(name for name in EXPECTED_FAILURES if name in models and name not in failures)
    elapsed = time.perf_counter() - started
    print(f"{len(models) - len(failures)}/{len(models)} node-test models import, in {elapsed:.1f} s")
    assert not unexpected, "\n".join(f"{name}: {reason}" for name, reason in sorted(unexpected.items()))
    assert not fixed, f"these import now; remove them from EXPECTED_FAILURES: {fixed}"
