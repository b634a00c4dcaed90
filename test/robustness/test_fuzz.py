"""Fuzzing on a time budget: mutated models of every kind in fuzz_inputs.py through the real
driver. No input may crash it, print a traceback, or leave a file behind.

    OVOPT_FUZZ_SECONDS=600 OVOPT_FUZZ_SEED=7 pytest -q test/robustness/test_fuzz.py

The ONNX kinds are fuzz_inputs.py's; the IR XML kinds (fuzz_inputs_ir.py) join when the IR
reader is registered. The budget (default 75 seconds) bounds the campaign; the seed (default 0) and each input's
(kind, index) rebuild any input exactly, and failing inputs are kept under
$TMPDIR/ovopt-fuzz-failures. A few inputs also run as `python -m ovopt.tools.ov_opt`
subprocesses, to see what reaches a terminal.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fuzz_inputs import ONNX_KINDS
from fuzz_run import KINDS, campaign, input_rng, judge

HERE = Path(__file__).resolve().parent
SECONDS = float(os.environ.get("OVOPT_FUZZ_SECONDS", "75"))
SEED = int(os.environ.get("OVOPT_FUZZ_SEED", "0"))


def test_fuzz_campaign(tmp_path, capsys):
    """The campaign runs in a child process under an address-space limit; if the child itself
    dies, its progress file names the input."""
    progress = tmp_path / "progress.json"
    command = [sys.executable, str(HERE / "fuzz_run.py"), str(SECONDS), str(SEED), str(progress)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=SECONDS + 300, check=False)
    assert result.returncode == 0, f"the campaign died on {progress.read_text()}:\n{result.stderr[-3000:]}"
    figures = json.loads(result.stdout)
    with capsys.disabled():
        print(f"\nfuzz (seed {SEED}, {figures['seconds']} s): {_summary(figures)}")
    assert all(count > 0 for count in figures["tried"].values()), figures["tried"]
    failures = "\n\n".join(
        f"{f['kind']} seed={f['seed']} index={f['index']} {f['broken']}:\n{f['detail']}" for f in figures["failures"]
    )
    assert (figures["crashes"], figures["tracebacks"], figures["partial_files"], figures["hangs"]) == (0, 0, 0, 0), (
        failures
    )
    assert figures["converted"] > 0 and figures["refused"] > 0  # both ends of the oracle were reached


def test_campaign_is_reproducible():
    """The same seed gives the same inputs and the same outcomes."""
    kinds = {k: ONNX_KINDS[k] for k in ("bit-flips", "huge-attributes", "path-names")}
    first, second = (campaign(3600, SEED, kinds, limit=9) for _ in range(2))
    assert (first.converted, first.refused) == (second.converted, second.refused)
    assert first.tried == second.tried == dict.fromkeys(kinds, 3)


SUBPROCESS_KINDS = ["truncation", "bit-flips", "path-names", "external-data", "huge-dims", "op-swaps"]
SUBPROCESS_KINDS += [k for k in ("ir-entity-expansion", "ir-bin-offsets") if k in KINDS]


@pytest.mark.parametrize("kind", SUBPROCESS_KINDS)
def test_terminal_sees_no_traceback(tmp_path, kind):
    """What a user sees: the driver as a process, its whole stderr."""
    outcomes = set()
    for index in range(3):  # several inputs, so that most kinds reach a refusal
        folder = tmp_path / f"in{index}"
        folder.mkdir()
        model = KINDS[kind](input_rng(SEED, kind, index), folder)
        out = tmp_path / f"out{index}"
        command = [sys.executable, "-m", "ovopt.tools.ov_opt", str(model), "-t", "ir", "-o", str(out / "model.xml")]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
        assert judge(result.returncode, result.stderr, "", out) == [], (kind, index, result.stderr)
        assert result.stdout == ""
        outcomes.add(result.returncode)
    assert 1 in outcomes or kind in ("path-names", "huge-dims")


def _summary(figures: dict) -> str:
    tried = figures["tried"]
    kinds = ", ".join(f"{kind} {count}" for kind, count in tried.items())
    return (
        f"{sum(tried.values())} inputs ({kinds}); converted {figures['converted']}, refused {figures['refused']}; "
        f"crashes {figures['crashes']}, tracebacks {figures['tracebacks']}, "
        f"partial files {figures['partial_files']}, hangs {figures['hangs']}"
    )
