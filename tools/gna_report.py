"""The accuracy report of GNA's integers for a model:

    python -m ovopt.tools.gna_report MODEL [--precision i16|i8] [--target 3.5]
        [--input-scale S] [--calibration FILE.npz] [--inputs FILE.npz] [--samples N]

converts MODEL with `gna-default` (float) and `gna-default{precision=...}` (integers), runs
both with the reference kernels on the given inputs (or N seeded standard-normal ones), and
prints per layer the scale factors, the PWL's segment count and the largest error of the
integers against the float layer (lowering/gna/accuracy.py); then, per output, the error of
the float GNA model (the PWL segments alone) and of the integers against onnxruntime on the
original model (for ONNX models). `ov-opt MODEL -p "gna-default{precision=i16}" --gna-report`
prints the same, with the options its pipeline quantises with."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

from ovopt.tools.gna_accuracy import ReportOptions, pipeline, report_text


def report(model: str, options: ReportOptions) -> str:
    """The report's text for the model at `model`."""
    from ovopt.api import import_module, lower

    path = Path(model)
    with np.errstate(all="ignore"):
        float_module = lower(import_module(str(path)), pipeline(options, None))
        quantised = lower(import_module(str(path)), pipeline(options, options.precision))
    return report_text(path, options, float_module, quantised)


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

    options = ReportOptions(args.precision, args.target, args.input_scale, args.calibration, args.inputs, args.samples)
    try:
        print(report(args.model, options))
    except (ConversionError, OSError, KeyError) as error:
        print(f"gna_report: error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
