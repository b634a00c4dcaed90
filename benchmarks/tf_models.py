"""The TensorFlow models the tests under test/tf convert, and the table of Keras applications
beside ovc (run as a script: `python -m ovopt.benchmarks.tf_models [NAME...]`).

Every model is built with random weights from a fixed seed, saved as a SavedModel folder
(`model.export` for Keras, `tf.saved_model.save` for a tf.Module) or as a frozen GraphDef
(TensorFlow's `convert_variables_to_constants_v2`), converted with `ov-opt MODEL -t ir -o
model.xml` and run in OpenVINO on the CPU in f32 beside TensorFlow on the same inputs. The
script does the same with ovc (`openvino.convert_model` of the same file) and counts the
Transposes of both IRs: a pure CNN keeps one, where its NHWC input enters.

The module imports neither TensorFlow nor ovopt at its top.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

SEED = 0
# Keras applications at the smallest input each takes (InceptionV3 needs 75x75).
APPLICATIONS = {
    "MobileNetV2": 32,
    "MobileNetV3Small": 32,
    "EfficientNetB0": 32,
    "ResNet50": 32,
    "DenseNet121": 32,
    "InceptionV3": 75,
}


def application(name: str) -> Any:
    """The Keras application `name` with random weights and logits out (no softmax: 1000 values
    near 1/1000 would compare nothing)."""
    import keras

    keras.utils.set_random_seed(SEED)
    size = APPLICATIONS[name]
    return getattr(keras.applications, name)(weights=None, input_shape=(size, size, 3), classifier_activation=None)


def image(model: Any, batch: int = 1) -> np.ndarray:
    """A seeded NHWC input for a Keras image model."""
    shape = [batch, *model.inputs[0].shape[1:]]
    return np.random.default_rng(SEED).uniform(0, 255, shape).astype(np.float32)


def save_saved_model(model: Any, folder: Path) -> Path:
    """A Keras model (`export`, its serving signature) or a tf.Module (`tf.saved_model.save`)."""
    import tensorflow as tf

    if hasattr(model, "export"):
        model.export(str(folder), verbose=False)
    else:
        tf.saved_model.save(model, str(folder))
    return folder


def save_frozen(function: Any, path: Path, specs: Sequence[Any] | None = None) -> Path:
    """A frozen GraphDef (.pb) of a concrete function, a tf.function with its signature, or a
    Keras model traced on `specs` (tf.TensorSpec)."""
    import tensorflow as tf
    from tensorflow.python.framework.convert_to_constants import convert_variables_to_constants_v2

    if specs is not None:
        model = function
        function = tf.function(lambda *x: model(*x, training=False)).get_concrete_function(*specs)
    elif not isinstance(function, tf.types.experimental.ConcreteFunction):
        function = function.get_concrete_function()
    frozen = convert_variables_to_constants_v2(function, lower_control_flow=False)
    tf.io.write_graph(frozen.graph.as_graph_def(), str(path.parent), path.name, as_text=path.suffix == ".pbtxt")
    return path


def convert(model: Path, xml: Path, *extra: str) -> subprocess.CompletedProcess:
    """`ov-opt MODEL -t ir -o XML [extra...]` in a process of its own (TensorFlow not imported)."""
    command = [sys.executable, "-m", "ovopt.tools.ov_opt", str(model), "-t", "ir", "-o", str(xml), *extra]
    return subprocess.run(command, capture_output=True, text=True, check=False)


def run_openvino(model: Any, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """The outputs of an openvino.Model or an IR path on `inputs`, in order, computed in f32."""
    import openvino

    compiled = openvino.Core().compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    result = compiled(list(inputs))
    return [result[output] for output in compiled.outputs]


def count_ops(model: Any, kind: str) -> int:
    """How many ops of type `kind` an openvino.Model or an IR path holds (inside bodies too). A
    Transpose of a constant is a constant (OpenVINO folds it; convert_model's model reads
    MatMul weights through one): it is not counted."""
    import openvino

    if not isinstance(model, openvino.Model):
        model = openvino.Core().read_model(model)
    count = 0
    for op in model.get_ops():
        folded = op.get_type_name() == "Transpose" and op.input_value(0).get_node().get_type_name() == "Constant"
        count += op.get_type_name() == kind and not folded
        for index in range(len(getattr(op, "get_functions", list)())):
            count += count_ops(op.get_function(index), kind)
    return count


def difference(actual: np.ndarray, expected: np.ndarray) -> float:
    """The largest difference, relative to the output's scale (random weights make it any size)."""
    scale = max(float(np.abs(expected).max()), 1e-6)
    return float(np.abs(actual.astype(np.float64) - expected).max()) / scale


def reference(model: Any, x: np.ndarray) -> np.ndarray:
    return np.asarray(model(x, training=False))


def application_row(name: str, directory: Path) -> dict[str, Any]:
    """One row of the table: each format of `name` through ovopt and ovc."""
    import openvino
    import tensorflow as tf

    model = application(name)
    x = image(model)
    expected = reference(model, x)
    row: dict[str, Any] = {"model": name}
    files = {
        "saved_model": save_saved_model(model, directory / name),
        "frozen": save_frozen(model, directory / f"{name}.pb", [tf.TensorSpec(x.shape, tf.float32)]),
    }
    for form, path in files.items():
        start = time.perf_counter()
        result = convert(path, directory / f"{name}_{form}.xml")
        seconds = time.perf_counter() - start
        if result.returncode:
            row[form] = {"ovopt": result.stderr.strip().splitlines()[-1:]}
            continue
        xml = directory / f"{name}_{form}.xml"
        entry = {
            "ovopt_diff": difference(run_openvino(xml, [x])[0], expected),
            "ovopt_transposes": count_ops(xml, "Transpose"),
            "ovopt_seconds": seconds,
        }
        start = time.perf_counter()
        ovc = openvino.convert_model(str(path))
        entry["ovc_seconds"] = time.perf_counter() - start
        entry["ovc_diff"] = difference(run_openvino(ovc, [x])[0], expected)
        entry["ovc_transposes"] = count_ops(ovc, "Transpose")
        row[form] = entry
    return row


def table(rows: list[dict[str, Any]]) -> str:
    header = "| model | format | ovopt diff | ovc diff | Transposes ovopt | ovc | convert s ovopt | ovc |"
    lines = [header, "|---" * (header.count("|") - 1) + "|"]
    for row in rows:
        for form in ("saved_model", "frozen"):
            e = row.get(form, {})
            if "ovopt_diff" not in e:
                lines.append(f"| {row['model']} | {form} | refused: {e.get('ovopt')} | | | | | |")
                continue
            lines.append(
                f"| {row['model']} | {form} | {e['ovopt_diff']:.1e} | {e['ovc_diff']:.1e} | "
                f"{e['ovopt_transposes']} | {e['ovc_transposes']} | {e['ovopt_seconds']:.1f} | {e['ovc_seconds']:.1f} |"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    import tempfile

    names = (argv if argv is not None else sys.argv[1:]) or list(APPLICATIONS)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for name in names:
            rows.append(application_row(name, Path(folder)))
            print(f"{name}: done", file=sys.stderr, flush=True)
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
