"""docs/extensions.md's lit suite of an extension (docs/examples/lit/: its own lit.cfg loads the
extension in every RUN line) runs and passes, as the docs say."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SUITE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "lit"


def test_the_extension_lit_suite_passes():
    lit = Path(sys.executable).with_name("lit")
    result = subprocess.run([str(lit), "-v", str(SUITE)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout[-2000:]
    assert "Passed: 1" in result.stdout or "PASS:" in result.stdout
