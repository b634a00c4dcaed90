"""The reference pages of docs/reference are what the generator writes from the registry."""

from __future__ import annotations

import os
import subprocess
import sys


def run_generator(*args: str, hash_seed: str = "0") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    command = [sys.executable, "-m", "ovopt.tools.gen_docs", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, check=False)


def test_checked_in_pages_are_up_to_date():
    result = run_generator("--check")
    assert result.returncode == 0, result.stderr


def test_check_names_a_stale_page(tmp_path):
    assert run_generator("-o", str(tmp_path), hash_seed="7").returncode == 0
    page = tmp_path / "dialects" / "ov.md"
    page.write_text(page.read_text().replace("ov.Relu.v0", "ov.Relux.v0"))
    result = run_generator("--check", "-o", str(tmp_path))
    assert result.returncode == 1
    assert f"{page} out of date: run `make docs`" in result.stderr


def test_every_ov_op_and_pass_is_documented():
    from ovopt import registry
    from ovopt.tools.gen_docs import DEFAULT_OUTPUT

    ov_page = (DEFAULT_OUTPUT / "dialects" / "ov.md").read_text()
    assert all(f"### `{op.name}`" in ov_page for op in registry.load_dialect("ov").operations)
    passes_page = (DEFAULT_OUTPUT / "passes.md").read_text()
    assert all(f"`{ident}`" in passes_page for ident, _ in registry.TRANSFORMATIONS.items())
