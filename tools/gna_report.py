"""The accuracy report of GNA's integers for a model:

    python -m ovopt.tools.gna_report MODEL [--precision i16|i8] [--target 3.5]
        [--input-scale S] [--calibration FILE.npz] [--inputs FILE.npz] [--samples N]

converts MODEL with `gna-default` (float) and `gna-default{precision=...}` (integers), runs
both with the reference kernels on the given inputs (or N seeded standard-normal ones), and
prints per layer the scale factors, the PWL's segment count and the largest error of the
integers against the float layer (lowering/gna/accuracy.py); then, per output, the error of
the float GNA model (the PWL segments alone) and of the integers against onnxruntime on the
original model (for ONNX models)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np


def _pipeline(args: argparse.Namespace, precision: str | None) -> str:
    options = [f"target={args.target}"]
    if precision:
        options.append(f"precision={precision}")
        if args.input_scale:
            options.append(f"input-scale={args.input_scale}")
        if args.calibration:
            options.append(f"calibration={args.calibration}")
    return f"gna-default{{{' '.join(options)}}}"


def _feeds(module, args: argparse.Namespace) -> list[dict[str, np.ndarray]]:
    from ovopt.lowering.gna.evaluate import random_feeds

    if args.inputs:
        with np.load(args.inputs) as data:
            return [{name: data[name] for name in data.files}]
    return [random_feeds(module, seed=1000 + index) for index in range(args.samples)]


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


def report(args: argparse.Namespace) -> str:
    from ovopt.api import import_module, lower
    from ovopt.lowering.gna.accuracy import format_table, layer_report

    path = Path(args.model)
    float_module = lower(import_module(str(path)), _pipeline(args, None))
    quantised = lower(import_module(str(path)), _pipeline(args, args.precision))
    feeds = _feeds(float_module, args)
    figures, float_outputs, integer_outputs = layer_report(float_module, quantised, feeds)
    lines = [f"GNA {args.target}, {args.precision}: {path.name}", format_table(figures)]
    lines += end_to_end(path, feeds, float_outputs, integer_outputs)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ovopt.tools.gna_report", description=__doc__.split("\n\n")[0])
    parser.add_argument("model", help="the model (ONNX, or anything ov-opt reads)")
    parser.add_argument("--precision", choices=("i16", "i8"), default="i16", help="the weights precision (i16)")
    parser.add_argument("--target", default="3.5", help="the GNA generation: 2.0, 3.0 or 3.5 (3.5)")
    parser.add_argument("--input-scale", type=float, default=0.0, help="the scale of data entering GNA")
    parser.add_argument("--calibration", default="", help="FILE.npz: inputs the scales are measured on")
    parser.add_argument("--inputs", default="", help="FILE.npz: the inputs to compare on (one per model input)")
    parser.add_argument("--samples", type=int, default=4, help="how many random inputs without --inputs (4)")
    args = parser.parse_args(argv)
    from ovopt.api import ConversionError

    try:
        with np.errstate(all="ignore"):
            print(report(args))
    except (ConversionError, OSError, KeyError) as error:
        print(f"gna_report: error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
