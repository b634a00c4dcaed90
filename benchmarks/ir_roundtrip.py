"""IR -> ov dialect -> IR on the onnx wheel's light models and the example CNN, ovopt's IR and
ovc's: prints the table of `ovopt.tools.ir_roundtrip` (layers, layers read as `ov.layer`,
read + write time, layer types and tensor names kept, largest output difference in OpenVINO).

    .venv/bin/python benchmarks/ir_roundtrip.py
"""

import os
import sys
from pathlib import Path

import onnx

from ovopt.tools.ir_roundtrip import main

LIGHT = Path(os.path.dirname(onnx.__file__)) / "backend" / "test" / "data" / "light"
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "example_cnn.onnx"

if __name__ == "__main__":
    sys.exit(main([str(p) for p in [*sorted(LIGHT.glob("*.onnx")), EXAMPLE]]))
