"""IR size and tensor names against ovc on the onnx wheel's light models and the example CNN:
prints the table of `ovopt.tools.compare_ir` (issue: a faithful, lean IR).

    .venv/bin/python benchmarks/lean_ir.py
"""

import os
import sys
from pathlib import Path

import onnx

from ovopt.tools.compare_ir import main

LIGHT = Path(os.path.dirname(onnx.__file__)) / "backend" / "test" / "data" / "light"
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "example_cnn.onnx"

if __name__ == "__main__":
    sys.exit(main([str(p) for p in [*sorted(LIGHT.glob("*.onnx")), EXAMPLE]]))
