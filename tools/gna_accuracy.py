"""GNA's accuracy report from a model's two gna modules, float (`gna-default`) and quantised
(`gna-default{precision}`): per layer the scale factors, the PWL's segment count and the
largest error of the integers against the float layer (lowering/gna/accuracy.py); per output
the error of the float GNA model (the PWL segments alone) and of the integers against
onnxruntime on the original model (for ONNX models). Shared by `python -m
ovopt.tools.gna_report` and `ov-opt --gna-report`, which convert the model each their own way."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from xdsl.dialects.builtin import ModuleOp


@dataclass(frozen=True)
class ReportOptions:
    """What the report converts with (gna-default's options) and runs on."""

    precision: str = "i16"
    target: str = "3.5"
    input_scale: float = 0.0
    calibration: str = ""
    inputs: str = ""  # FILE.npz: one array per model input; "": `samples` seeded random ones
    samples: int = 4


def options_of_steps(steps, inputs: str) -> ReportOptions | None:
    """ov-opt --gna-report's options: those its pipeline quantised with (gna-default's or
    gna-emulate's `precision`, `target`, `input-scale`, `calibration`); None when it does not
    quantise."""
    scales = next((step.pass_ for step in steps if step.name == "gna-propagate-scales"), None)
    if scales is None or not scales.precision:
        return None
    return ReportOptions(scales.precision, str(scales.target), float(scales.input_scale), scales.calibration, inputs)


def pipeline(options: ReportOptions, precision: str | None) -> str:
    spelled = [f"target={options.target}"]
    if precision:
        spelled.append(f"precision={precision}")
        if options.input_scale:
            spelled.append(f"input-scale={options.input_scale}")
        if options.calibration:
            spelled.append(f"calibration={options.calibration}")
    return f"gna-default{{{' '.join(spelled)}}}"


def _feeds(module, options: ReportOptions) -> list[dict[str, np.ndarray]]:
    from ovopt.lowering.gna.evaluate import random_feeds

    if options.inputs:
        with np.load(options.inputs) as data:
            return [{name: data[name] for name in data.files}]
    return [random_feeds(module, seed=1000 + index) for index in range(options.samples)]


def _onnxruntime(path: Path, feeds: list[dict[str, np.ndarray]]) -> list[dict[str, np.ndarray]] | None:
    if path.suffix != ".onnx":
        return None
    import onnxruntime

    session = onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    names = [output.name for output in session.get_outputs()]
    return [dict(zip(names, session.run(None, feed))) for feed in feeds]


def _largest(outputs: list[dict[str, np.ndarray]], reference: list[dict[str, np.ndarray]], name: str) -> float:
    return max(float(np.max(np.abs(np.asarray(o[name], np.float64) - r[name]))) for o, r in zip(outputs, reference))


def end_to_end(path: Path, feeds, float_outputs, integer_outputs) -> list[str]:
    """One line per output: max |float GNA - onnxruntime| and max |integers - onnxruntime|."""
    reference = _onnxruntime(path, feeds)
    if reference is None:
        return ["end to end: not an ONNX model, no onnxruntime reference"]
    lines = []
    for name in integer_outputs[0]:
        if name not in reference[0]:
            continue
        scale = max(float(np.max(np.abs(r[name]))) for r in reference)
        pwl = _largest(float_outputs, reference, name)
        integers = _largest(integer_outputs, reference, name)
        lines.append(
            f"output {name}: max |onnxruntime| {scale:.4g}; max error, float PWLs {pwl:.3g}, "
            f"integers {integers:.3g} ({integers / scale if scale else 0:.2%} of the range) over {len(feeds)} input(s)"
        )
    return lines


def report_text(path: Path, options: ReportOptions, float_module: ModuleOp, quantised: ModuleOp) -> str:
    """The report of the model at `path` converted into these two modules (numpy's warnings silenced)."""
    from ovopt.lowering.gna.accuracy import format_table, layer_report

    with np.errstate(all="ignore"):
        feeds = _feeds(float_module, options)
        figures, float_outputs, integer_outputs = layer_report(float_module, quantised, feeds)
        lines = [f"GNA {options.target}, {options.precision}: {path.name}", format_table(figures)]
        lines += end_to_end(path, feeds, float_outputs, integer_outputs)
    return "\n".join(lines)
