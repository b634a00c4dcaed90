"""The onnx dialect is generated from onnx.defs: complete, reproducible, and checked in up to date."""

from __future__ import annotations

import os
import subprocess
import sys

from onnx import defs

from ovopt.dialects import onnx
from ovopt.tools import gen_onnx_dialect


def run_generator(*args: str, hash_seed: str = "0") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    command = [sys.executable, "-m", "ovopt.tools.gen_onnx_dialect", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, check=False)


def test_checked_in_dialect_is_what_the_generator_writes():
    """Re-running the generator on this onnx version changes nothing, whatever the hash seed."""
    for seed in ("0", "1", "12345"):
        result = run_generator("--check", hash_seed=seed)
        assert result.returncode == 0, result.stderr


def test_check_fails_on_a_stale_file(tmp_path):
    stale = tmp_path / "onnx_ops.py"
    stale.write_text(gen_onnx_dialect.DEFAULT_OUTPUT.read_text().replace("onnx.Relu", "onnx.Relux"))
    result = run_generator("--check", "-o", str(stale))
    assert result.returncode == 1
    assert "is out of date: run python -m ovopt.tools.gen_onnx_dialect" in result.stderr


def test_writing_twice_gives_the_same_bytes(tmp_path):
    first, second = tmp_path / "first.py", tmp_path / "second.py"
    assert run_generator("-o", str(first)).returncode == 0
    assert run_generator("-o", str(second), hash_seed="99").returncode == 0
    assert first.read_bytes() == second.read_bytes() == gen_onnx_dialect.DEFAULT_OUTPUT.read_bytes()


def test_every_schema_of_every_domain_and_version_has_its_op():
    covered = {(op.ONNX_DOMAIN, op.ONNX_TYPE, version): op for op in onnx.ONNX_OPS for version in op.SINCE_VERSIONS}
    schemas = list(defs.get_all_schemas_with_history())
    keys = [(s.domain, s.name, s.since_version) for s in schemas]
    missing = [key for key in keys if key not in covered]
    assert not missing
    assert len(covered) == len(schemas)
    assert {s.domain for s in schemas} == {op.ONNX_DOMAIN for op in onnx.ONNX_OPS}


def test_a_signature_change_makes_a_versioned_op():
    """Reshape-1 took `shape` as an attribute, Reshape-5 as an input: two ops."""
    assert onnx.ReshapeV1Op.name == "onnx.ReshapeV1" and onnx.ReshapeV1Op.SINCE_VERSIONS == (1,)
    assert onnx.ReshapeOp.name == "onnx.Reshape" and 5 in onnx.ReshapeOp.SINCE_VERSIONS
    assert "shape" in dict(onnx.ReshapeOp.get_irdl_definition().operands)
    assert "shape" not in dict(onnx.ReshapeV1Op.get_irdl_definition().operands)


def test_other_domains_are_prefixed():
    assert onnx.MlTreeEnsembleOp.name == "onnx.ml.TreeEnsemble"
    assert onnx.MlTreeEnsembleOp.ONNX_DOMAIN == "ai.onnx.ml"
    assert onnx.PreviewTrainingAdagradOp.name == "onnx.preview.training.Adagrad"
