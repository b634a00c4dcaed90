"""`differential.py --triage` tells a runtime fault from a misreading: a repro whose reference
kernels agree with onnxruntime is OpenVINO's fault; one where they differ is ovopt's."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import onnx

sys.path.insert(0, str(Path(__file__).parent))

import kernels

from ovopt.benchmarks.differential import triage

REPRO = """<ir_version: 8, opset_import: ["" : 13]>
g (float[4] x) => (float[4] y) {
   y = Abs (x)
}
"""


def write_repro(folder: Path) -> None:
    (folder / "both-abs.onnxtext").write_text(REPRO)
    np.savez(folder / "both-abs.npz", x=np.array([-1.5, 0.25, 2.0, -0.0], np.float32))


def test_kernels_that_agree_with_onnxruntime_tell_a_runtime_fault(tmp_path, capsys):
    write_repro(tmp_path)
    triage(tmp_path)
    assert capsys.readouterr().out == "both-abs.onnxtext: the kernels agree with onnxruntime: runtime fault\n"


def test_kernels_that_differ_tell_a_misreading(tmp_path, capsys, monkeypatch):
    write_repro(tmp_path)
    reference_outputs = kernels.reference_outputs

    def negated(model: onnx.ModelProto, feeds):
        ops, outputs = reference_outputs(model, feeds)
        return ops, {name: -array for name, array in outputs.items()}

    monkeypatch.setattr(kernels, "reference_outputs", negated)
    triage(tmp_path)
    assert capsys.readouterr().out == "both-abs.onnxtext: the kernels differ from onnxruntime: ovopt misreads y\n"
