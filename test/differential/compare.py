"""Three-way comparison of a generated model: onnxruntime is the reference, OpenVINO runs
ovopt's IR and ovc's IR of the same model; a disagreement is classified by who disagrees.

Tolerances: integers and booleans are compared exactly, and so are floats the generator knows
are computed without rounding (sums of dyadic numbers: any summation order gives the same
bits). Other floats get a tolerance scaled by the largest magnitude on their path from the
inputs (onnxruntime's intermediate values), since an error made in a large intermediate
survives a later cancellation: `|got - want| <= ATOL * max(1, magnitude) + RTOL * |want|`.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx
from isolated_runtime import IsolatedRuntime, RuntimeFault, by_name
from models import Case, value_info

ATOL = 1e-4  # per unit of the path's magnitude: float32 rounding over ~30 operators and short sums
RTOL = 1e-3
EXACT_ATOL = 1e-6  # an exact value, up to a last-bit difference of a convolution algorithm

CLASSES = ("agree", "ovopt-only", "both", "ovc-only", "ovopt-refused")


@dataclass
class Verdict:
    kind: str  # one of CLASSES
    detail: str = ""


def reference_values(case: Case) -> dict[str, np.ndarray]:
    """Every value of the model, by name, as onnxruntime computes it."""
    import onnxruntime

    model = onnx.ModelProto()
    model.CopyFrom(case.model)
    declared = {o.name for o in model.graph.output}
    for node in model.graph.node:
        model.graph.output.extend(value_info(case.values[n]) for n in node.output if n not in declared)
    session = onnxruntime.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    names = [o.name for o in session.get_outputs()]
    return {**case.feeds, **dict(zip(names, session.run(names, case.feeds)))}


def path_magnitudes(case: Case, values: dict[str, np.ndarray]) -> dict[str, float]:
    """For each value, the largest float magnitude among it and the values it is computed from."""
    magnitude = {
        name: float(np.abs(array).max()) if array.size and array.dtype.kind == "f" else 0.0
        for name, array in values.items()
    }
    for node in case.model.graph.node:
        upstream = max((magnitude.get(n, 0.0) for n in node.input if n), default=0.0)
        for name in node.output:
            magnitude[name] = max(magnitude[name], upstream)
    return magnitude


def mismatches(case: Case, want: dict, got: dict, magnitude: dict[str, float]) -> list[str]:
    """The outputs `got` gets wrong, each with its largest error."""
    wrong = []
    for output in case.model.graph.output:
        name = output.name
        expected, actual = want[name], got.get(name)
        if actual is None or actual.shape != expected.shape:
            wrong.append(f"{name}: shape {None if actual is None else actual.shape} != {expected.shape}")
            continue
        value = case.values[name]
        if expected.dtype.kind != "f":
            if not np.array_equal(actual.astype(expected.dtype), expected):
                wrong.append(f"{name}: {np.count_nonzero(actual != expected)} of {expected.size} elements differ")
            continue
        scale = max(1.0, magnitude[name])
        atol = EXACT_ATOL * scale if value.exact else ATOL * scale
        rtol = 0.0 if value.exact else RTOL
        error = np.abs(actual.astype(np.float64) - expected)
        bad = ~(error <= atol + rtol * np.abs(expected))
        if bad.any():
            wrong.append(f"{name}: max error {float(np.nanmax(error)):.3g} (atol {atol:.3g}, exact {value.exact})")
    return wrong


RUNTIME = IsolatedRuntime()  # one OpenVINO process for every model of a run


def run_openvino(model, feeds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """`model` (an openvino.Model) compiled for CPU at f32 and run in the child process: its
    outputs by tensor name."""
    return by_name(RUNTIME.run(model, feeds))


def ovopt_outputs(case: Case) -> dict[str, np.ndarray]:
    import ovopt

    return run_openvino(ovopt.convert_model(case.model), case.feeds)


def ovc_outputs(case: Case) -> dict[str, np.ndarray]:
    import openvino

    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "model.onnx"
        onnx.save(case.model, path)
        return run_openvino(openvino.convert_model(str(path)), case.feeds)


def three_way(case: Case, always_ovc: bool = False) -> Verdict:
    """ovc's IR is run when ovopt's disagrees (to classify it), or always with `always_ovc`
    (to count ovc-only disagreements too; ovc's conversion is the slowest step)."""
    import ovopt

    want = reference_values(case)
    magnitude = path_magnitudes(case, want)

    def judge(outputs) -> list[str]:
        try:
            return mismatches(case, want, outputs(case), magnitude)
        except ovopt.ConversionError:
            raise
        except RuntimeFault as error:
            return [f"OpenVINO {error}"]
        except Exception as error:  # noqa: BLE001  # a crash of the converter is a disagreement
            return [f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"]

    try:
        ours = judge(ovopt_outputs)
    except ovopt.ConversionError as error:
        return Verdict("ovopt-refused", str(error))
    if not ours and not always_ovc:
        return Verdict("agree")
    theirs = judge(ovc_outputs)
    if ours and theirs:
        return Verdict("both", f"ovopt: {'; '.join(ours)} | ovc: {'; '.join(theirs)}")
    if ours:
        return Verdict("ovopt-only", "; ".join(ours))
    if theirs:
        return Verdict("ovc-only", "; ".join(theirs))
    return Verdict("agree")
