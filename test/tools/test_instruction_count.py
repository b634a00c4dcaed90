"""benchmarks/instruction_count.py's plumbing, with a stand-in for valgrind on PATH (CI has no
valgrind): the counted command is the conversion, run with PYTHONHASHSEED=0, the tree first on
PYTHONPATH and bytecode allowed; the count is read from valgrind's summary line; a failed
conversion, a missing tree and a missing valgrind are said, not raised."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))
import instruction_count  # noqa: E402

# Runs the command after valgrind's options, records its environment, and reports a count.
FAKE_VALGRIND = """#!{python}
import json, os, subprocess, sys
command = sys.argv[sys.argv.index("--cachegrind-out-file=/dev/null") + 1 :]
seen = {{k: os.environ.get(k) for k in ("PYTHONHASHSEED", "PYTHONPATH", "PYTHONDONTWRITEBYTECODE")}}
with open({record!r}, "w") as f:
    json.dump({{"argv": sys.argv[1:], "env": seen}}, f)
code = subprocess.run(command).returncode
print("==1== I   refs:      {refs}", file=sys.stderr)
sys.exit(code)
"""


@pytest.fixture
def fake_valgrind(tmp_path, monkeypatch):
    folder, record = tmp_path / "bin", tmp_path / "record.json"
    folder.mkdir()
    script = folder / "valgrind"
    script.write_text(FAKE_VALGRIND.format(python=sys.executable, record=str(record), refs="1,234,567"))
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    return record


def one_node_model(tmp_path: Path) -> Path:
    from convert_speed import one_node_model as build

    return build(tmp_path / "models")


def test_the_count_is_valgrinds_summary_of_the_conversion(fake_valgrind, tmp_path):
    tree = tmp_path / "tree"
    (tree / "nothing").mkdir(parents=True)  # a folder on PYTHONPATH that holds no ovopt: the installed one runs
    assert instruction_count.instructions(one_node_model(tmp_path), tree, timeout=300) == 1_234_567
    record = json.loads(fake_valgrind.read_text())
    assert record["argv"][:3] == ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
    assert record["argv"][3:6] == [sys.executable, "-m", "ovopt.tools.ov_opt"]
    assert record["env"]["PYTHONHASHSEED"] == "0"
    assert record["env"]["PYTHONPATH"].split(os.pathsep)[0] == str(tree)
    assert record["env"]["PYTHONDONTWRITEBYTECODE"] is None


def test_a_failed_conversion_is_said(fake_valgrind, tmp_path):
    broken = tmp_path / "broken.onnx"
    broken.write_bytes(b"not a model")
    with pytest.raises(RuntimeError, match=r"broken\.onnx: the conversion failed"):
        instruction_count.instructions(broken, None, timeout=300)


def test_a_folder_without_ovopt_is_refused(fake_valgrind, tmp_path, capsys):
    assert instruction_count.main(["--models", "relu_1node", "--trees", str(tmp_path)]) == 2
    assert "no ovopt package in" in capsys.readouterr().err


def test_without_valgrind_it_says_so(monkeypatch, capsys):
    monkeypatch.setattr(instruction_count.shutil, "which", lambda name: None)
    assert instruction_count.main([]) == 2
    assert "needs valgrind" in capsys.readouterr().err
