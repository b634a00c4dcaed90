"""TensorFlow and TFLite conformance of ovopt beside ovc (`openvino.convert_model` of the same
file), in tables. Numbers, not a test; `docs/tf_conformance.md` is its page, rendered from
`docs/tf_conformance.json` (benchmarks/tf_report.py).

    .venv/bin/python benchmarks/tf_conformance.py [--sections tf_ops,tflite_ops,models,speed]
        [--models REGEX] [--json FILE] [--markdown FILE] [--note TEXT]
    .venv/bin/python benchmarks/tf_conformance.py --from-json FILE --markdown FILE

`--merge` keeps what the --json file holds and replaces the cases this run runs (one model
again after a change).

Sections:
- `tf_ops`: benchmarks/tf_ops.py's TF raw ops, each a one-op frozen graph, against TensorFlow.
- `tflite_ops`: benchmarks/tflite_ops.py's TFLite builtin operators, float and full-int8,
  against the LiteRT interpreter.
- `models`: Keras applications (random weights, normalizations calibrated on noise), Keras LSTM
  and GRU, a Keras attention block; each as SavedModel and frozen graph (against TensorFlow)
  and as TFLite float, dynamic-range and full-int8 (against LiteRT).
- `speed`: the conversion of SavedModel ResNet50 and of TFLite MobileNetV2 in a fresh process
  per converter (benchmarks/process_timing.py): wall time and peak RSS, one run each.

Every IR runs in OpenVINO (CPU, f32). A case passes when the outputs match: float within 1e-4
of the largest reference value (5e-2 for dynamic-range TFLite, whose kernels quantize the
activations on the fly where OpenVINO computes in float), int8 per-op cases within 1 LSB; an
int8 model passes when it converts and runs with the model's shapes and dtypes, its largest
difference from LiteRT in output LSB beside ovc's. Results are written after each case.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

CONVERTERS = ("ovopt", "ovc")
FORMS = ("saved_model", "frozen", "tflite_float", "tflite_dynamic", "tflite_int8")
TOLERANCE = {"float": 1e-4, "dynamic": 5e-2}
SPEED = {"ResNet50": "saved_model", "MobileNetV2": "tflite_float"}


def progress(text: str) -> None:
    print(f"# {text}", file=sys.stderr, flush=True)


def short(error: BaseException | str) -> str:
    """The last line of an error, which names what failed."""
    lines = [line for line in str(error).strip().splitlines() if line.strip()]
    return (lines[-1] if lines else type(error).__name__)[:300]


def ovopt_ir(model: Path, xml: Path) -> Path:
    """`ov-opt MODEL -t ir -o XML`, in process; its error's last line if it refuses."""
    from ovopt.tools.ov_opt import main as ov_opt

    errors = io.StringIO()
    with contextlib.redirect_stderr(errors):
        code = ov_opt([str(model), "-t", "ir", "-o", str(xml)])
    if code:
        raise RuntimeError(errors.getvalue())
    return xml


def converted(converter: str, model: Path, folder: Path) -> Any:
    """The model as an openvino.Model: ovc's, or ovopt's IR read back."""
    import openvino

    if converter == "ovopt":
        return openvino.Core().read_model(ovopt_ir(model, folder / f"{model.stem}.xml"))
    return openvino.convert_model(str(model))


# -- TF raw ops ----------------------------------------------------------------------------------


def tf_ops(record) -> None:
    from ovopt.benchmarks import tf_ops as ops

    for name, case in ops.cases().items():
        entry: dict[str, Any] = {}
        with tempfile.TemporaryDirectory() as folder:
            path, function, inputs = ops.frozen_graph(case, Path(folder))
            expected = np.asarray(function(*inputs))
            for converter in CONVERTERS:
                try:
                    ok = ops.matches(converted(converter, path, Path(folder)), inputs, expected)
                    entry[converter] = {"pass": ok} if ok else {"pass": False, "error": "outputs differ"}
                except Exception as error:  # noqa: BLE001  (a refusal or a failure in OpenVINO: not passed)
                    entry[converter] = {"pass": False, "error": short(error)}
        record(name, entry)


# -- TFLite builtin operators --------------------------------------------------------------------


def tflite_compare(path: Path, folder: Path, passes) -> dict[str, Any]:
    """Both converters on one .tflite file against LiteRT: pass, difference, Transposes."""
    from ovopt.benchmarks import tflite_runs as lite

    inputs = lite.sample_inputs(path)
    expected = lite.run_litert(path, inputs)
    scales = lite.output_scales(path)
    entry: dict[str, Any] = {"unit": "LSB" if any(s is not None for s in scales) else "relative"}
    for converter in CONVERTERS:
        try:
            model = converted(converter, path, folder)
            outputs = lite.run_openvino_model(model, inputs)
            shapes = [(o.shape, o.dtype) for o in outputs] == [(e.shape, e.dtype) for e in expected]
            if not shapes:
                entry[converter] = {"pass": False, "error": "outputs of other shapes or dtypes than LiteRT's"}
                continue
            diff = lite.difference(outputs, expected, scales)
            if entry["unit"] == "relative":
                diff /= max(max((float(np.abs(e).max()) for e in expected if e.size), default=0.0), 1.0)
            entry[converter] = {"pass": passes(diff), "diff": diff, "transposes": lite.transposes(model)}
        except Exception as error:  # noqa: BLE001
            entry[converter] = {"pass": False, "error": short(error)}
    return entry


def tflite_ops(record) -> None:
    from ovopt.benchmarks import tflite_ops as ops
    from ovopt.benchmarks import tflite_runs as lite

    cases = ops.cases()
    runs = [(name, "float") for name in cases] + [(name, "int8") for name in ops.INT8]
    for name, mode in runs:
        with tempfile.TemporaryDirectory() as folder:
            path = lite.to_tflite(ops.concrete_function(cases[name]), Path(folder) / f"{name}_{mode}.tflite", mode)
            limit = 1.0 if mode == "int8" else TOLERANCE["float"]
            entry = tflite_compare(path, Path(folder), lambda diff, limit=limit: diff <= limit)
        record(f"{name} ({mode})", {**entry, "mode": mode})


# -- models --------------------------------------------------------------------------------------


def keras_models() -> dict[str, Any]:
    """name -> a function building the Keras model and a seeded input for it."""
    from ovopt.benchmarks import tf_models as zoo

    def application(name):
        """Normalizations calibrated on noise, so that int8 compares more than rounding noise;
        as built where calibrating overflows (EfficientNetB0's logits become NaN)."""
        from ovopt.benchmarks.tflite_runs import calibrated

        model = calibrated(zoo.application(name))
        x = zoo.image(model)
        if not np.isfinite(zoo.reference(model, x)).all():
            model = zoo.application(name)
        return model, x

    def recurrent(kind):
        import keras

        keras.utils.set_random_seed(zoo.SEED)
        layer = getattr(keras.layers, kind)
        inputs = keras.Input((5, 3))
        model = keras.Model(inputs, layer(4)(layer(6, return_sequences=True)(inputs)))
        return model, np.random.default_rng(0).standard_normal((1, 5, 3)).astype(np.float32)

    def attention():
        import keras

        keras.utils.set_random_seed(zoo.SEED)
        inputs = keras.Input((6, 8))
        attended = keras.layers.MultiHeadAttention(num_heads=2, key_dim=4)(inputs, inputs)
        model = keras.Model(inputs, keras.layers.LayerNormalization()(inputs + attended))
        return model, np.random.default_rng(0).standard_normal((1, 6, 8)).astype(np.float32)

    found: dict[str, Any] = {name: (lambda name=name: application(name)) for name in zoo.APPLICATIONS}
    found["KerasLSTM"] = lambda: recurrent("LSTM")
    found["KerasGRU"] = lambda: recurrent("GRU")
    found["KerasAttention"] = attention
    return found


def model_file(model: Any, x: np.ndarray, form: str, folder: Path) -> Path:
    import tensorflow as tf

    from ovopt.benchmarks import tf_models as zoo
    from ovopt.benchmarks import tflite_runs as lite

    if form == "saved_model":
        return zoo.save_saved_model(model, folder / "saved_model")
    if form == "frozen":
        return zoo.save_frozen(model, folder / "model.pb", [tf.TensorSpec(x.shape, tf.float32)])
    mode = form.removeprefix("tflite_")
    return lite.to_tflite(model, folder / f"model_{mode}.tflite", mode, samples=4)


def tf_compare(path: Path, folder: Path, x: np.ndarray, expected: np.ndarray) -> dict[str, Any]:
    from ovopt.benchmarks import tf_models as zoo

    entry: dict[str, Any] = {"unit": "relative"}
    for converter in CONVERTERS:
        try:
            model = converted(converter, path, folder)
            (actual,) = zoo.run_openvino(model, [x])
            if actual.shape != expected.shape:
                entry[converter] = {"pass": False, "error": f"output shape {actual.shape}, not {expected.shape}"}
                continue
            diff = zoo.difference(actual, expected)
            entry[converter] = {
                "pass": diff <= TOLERANCE["float"],
                "diff": diff,
                "transposes": zoo.count_ops(model, "Transpose"),
            }
        except Exception as error:  # noqa: BLE001
            entry[converter] = {"pass": False, "error": short(error)}
    return entry


def models(pattern: str, record) -> None:
    from ovopt.benchmarks import tf_models as zoo

    for name, build in keras_models().items():
        if not re.search(pattern, name):
            continue
        started = time.monotonic()
        model, x = build()
        expected = zoo.reference(model, x)
        for form in FORMS:
            with tempfile.TemporaryDirectory() as folder:
                try:
                    path = model_file(model, x, form, Path(folder))
                except Exception as error:  # noqa: BLE001  (TensorFlow could not save it)
                    record(f"{name} {form}", {"model": name, "form": form, "not_run": short(error)})
                    continue
                if form.startswith("tflite"):
                    mode = form.removeprefix("tflite_")
                    limit = TOLERANCE.get(mode, float("inf"))  # int8: the LSB is reported, not bounded
                    entry = tflite_compare(path, Path(folder), lambda diff, limit=limit: diff <= limit)
                else:
                    entry = tf_compare(path, Path(folder), x, expected)
            record(f"{name} {form}", {"model": name, "form": form, **entry})
        progress(f"{name}: {time.monotonic() - started:.0f} s")


# -- speed ---------------------------------------------------------------------------------------


def speed(pattern: str, record) -> None:
    """One fresh-process conversion per converter of each SPEED model (the machine's load is
    the reader's to judge: one run, not a median)."""
    from ovopt.benchmarks import process_timing as timing
    from ovopt.benchmarks import tf_models as zoo

    for name, form in SPEED.items():
        if not re.search(pattern, name):
            continue
        with tempfile.TemporaryDirectory() as folder:
            model = zoo.application(name)
            path = model_file(model, zoo.image(model), form, Path(folder))
            runs = {
                c.name: timing.one_run(c, path, Path(folder) / c.name, 3600) for c in (timing.ovopt(), timing.ovc())
            }
        entry: dict[str, Any] = {"model": name, "form": form}
        for converter, run in runs.items():
            entry[converter] = {k: run[k] for k in ("ok", "wall_s", "rss_mb", "error") if k in run}
        record(f"{name} {form}", entry)


# -- the run -------------------------------------------------------------------------------------


def interrupted(number, frame) -> None:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sections", default="tf_ops,tflite_ops,models", help="of tf_ops,tflite_ops,models,speed")
    parser.add_argument("--models", default="", help="only the models (and speed models) whose name this regex finds")
    parser.add_argument("--json", help="write the results to FILE (after each case)")
    parser.add_argument("--merge", action="store_true", help="keep --json's FILE, replacing the cases run")
    parser.add_argument("--markdown", help="write the tables as a page to FILE")
    parser.add_argument("--from-json", metavar="FILE", help="render a results file, run nothing")
    parser.add_argument("--note", help="a sentence the page puts under its title (how the run was limited)")
    args = parser.parse_args(argv)

    from ovopt.benchmarks import tf_report
    from ovopt.benchmarks.torch_conformance import environment

    if args.from_json:
        results = json.loads(Path(args.from_json).read_text())
    else:
        signal.signal(signal.SIGTERM, interrupted)
        results = {"environment": environment(("tensorflow", "keras", "ai-edge-litert", "openvino"))}
        if args.merge and args.json and Path(args.json).is_file():
            kept = json.loads(Path(args.json).read_text())
            results = {**kept, **results, "environment": {**kept.get("environment", {}), **results["environment"]}}
        runners = {
            "tf_ops": tf_ops,
            "tflite_ops": tflite_ops,
            "models": lambda record: models(args.models, record),
            "speed": lambda record: speed(args.models, record),
        }
        try:
            for section in args.sections.split(","):
                found = results.get(section, {}) if args.merge else {}
                results[section] = found
                started = time.monotonic()

                def record(name: str, entry: dict, found=found, section=section, started=started) -> None:
                    found[name] = entry
                    progress(f"{section} {name}: {tf_report.verdicts(entry)} ({time.monotonic() - started:.0f} s)")
                    if args.json:
                        Path(args.json).write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")

                runners[section](record)
        except KeyboardInterrupt:
            progress("interrupted: the results so far are kept")
        except Exception:  # noqa: BLE001  (keep what ran; say what stopped the run)
            progress(traceback.format_exc())
    if args.note:
        results["note"] = args.note
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    page = tf_report.markdown(results)
    print(page)
    if args.markdown:
        Path(args.markdown).write_text(page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
