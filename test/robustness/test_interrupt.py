"""Ctrl-C at any point of a conversion: exit status 130, one line, and no file left (no temporary
file, no half pair). ov-opt stops at each point through Inputs/interrupt_points.py, which says
when it is there by creating a file; the test then sends SIGINT."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
EXAMPLE_CNN = HERE.parents[1] / "examples" / "example_cnn.onnx"


def wait_for(path: Path, process: subprocess.Popen, seconds: float = 120) -> None:
    """Until `path` exists (the process reached its stop), failing if the process ends first."""
    give_up = time.monotonic() + seconds
    while not path.exists():
        if process.poll() is not None:
            pytest.fail(f"ov-opt ended (status {process.returncode}) before its stop:\n{process.stderr.read()}")
        if time.monotonic() > give_up:
            process.kill()
            pytest.fail("ov-opt did not reach its stop")
        time.sleep(0.02)


@pytest.mark.parametrize("stop_at", ["pass", "staging", "renames"])
def test_interrupt_leaves_no_files(tmp_path, stop_at):
    ready = tmp_path / "ready"
    out = tmp_path / "out"
    command = [
        sys.executable,
        "-m",
        "ovopt.tools.ov_opt",
        str(EXAMPLE_CNN),
        "--extensions",
        str(HERE / "Inputs" / "interrupt_points.py"),
        "-t",
        "ir",
        "-o",
        str(out / "model.xml"),
    ]
    env = {**os.environ, "OVOPT_TEST_STOP_AT": stop_at, "OVOPT_TEST_READY": str(ready)}
    process = subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # A shell's background job starts with SIGINT ignored, and Python keeps it ignored:
        # give the converter the default disposition a terminal user's ov-opt has.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.default_int_handler),
    )
    wait_for(ready, process)
    if stop_at == "renames":  # the stop is really half-way: the .bin is in place, the .xml is not
        assert (out / "model.bin").exists() and not (out / "model.xml").exists()
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert stderr.splitlines() == ["ov-opt: error: interrupted; no output written"], stderr
    left = sorted(p.name for p in out.iterdir()) if out.exists() else []
    assert left == []
