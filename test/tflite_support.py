"""Test support for TFLite models (benchmarks/tflite_runs.py builds and runs them): compare ov-opt's
IR of a .tflite file, and ovc's, with the LiteRT interpreter on the same inputs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ovopt.benchmarks.tflite_runs import (  # noqa: F401  (the tests import them from here)
    MODES,
    calibrated,
    difference,
    interpreter,
    output_scales,
    run_litert,
    run_openvino_model,
    sample_inputs,
    to_tflite,
    transposes,
)
from support import convert


@dataclass
class Comparison:
    """ovopt's and ovc's largest differences from LiteRT (in output LSB where the output is
    quantized, else absolute), and their IRs' Transpose counts."""

    ovopt: float
    ovc: float
    ovopt_transposes: int
    ovc_transposes: int
    quantized: bool

    def __str__(self) -> str:
        unit = " LSB" if self.quantized else ""
        return (
            f"ovopt {self.ovopt:.3g}{unit} (ovc {self.ovc:.3g}{unit}), "
            f"Transposes ovopt {self.ovopt_transposes} (ovc {self.ovc_transposes})"
        )


def compare(path: Path, directory: Path, *extra_args: str) -> Comparison:
    """Convert `path` with ov-opt (the default pipeline) and with ovc; run both IRs and LiteRT."""
    import openvino

    converted = convert(path, directory, *extra_args)
    assert converted.returncode == 0, converted.stderr
    inputs = sample_inputs(path)
    expected = run_litert(path, inputs)
    ours = run_openvino_model(converted.xml, inputs)
    for got, want in zip(ours, expected):
        assert got.dtype == want.dtype, f"ovopt's IR gives {got.dtype} where the model declares {want.dtype}"
    theirs_model = openvino.convert_model(str(path))
    theirs = run_openvino_model(theirs_model, inputs)
    scales = output_scales(path)
    quantized = any(s is not None for s in scales)
    return Comparison(
        difference(ours, expected, scales),
        difference(theirs, expected, scales),
        transposes(converted.xml),
        transposes(theirs_model),
        quantized,
    )
