"""A full-integer TFLite model (int8 inside, float at the edges) on GNA in integers: its 8-bit
weights' dequantisation is folded (gna-fold-weights-dequantization), so its MatMuls become
affine layers; its FakeQuantizes between layers fold into them (gna-fold-fake-quantize) and set
their scales, the output's stays on the CPU; the integer
reference and the emulation IR agree with the LiteRT interpreter within two steps of the
output FakeQuantize's grid (the sigmoid's PWL may move a value across a step, as the float
GNA module does: measured 2 steps at most on three inputs)."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("ai_edge_litert")
tf = pytest.importorskip("tensorflow")

from tflite_support import run_litert, to_tflite  # noqa: E402

from ovopt.api import import_module, lower  # noqa: E402
from ovopt.lowering.gna.evaluate import input_shapes, run_model  # noqa: E402
from ovopt.tools.ov_opt import main as ov_opt  # noqa: E402
from support import run_openvino  # noqa: E402


def dense_model():
    tf.keras.utils.set_random_seed(0)
    return tf.keras.Sequential(
        [
            tf.keras.Input((32,), batch_size=1),
            tf.keras.layers.Dense(16, activation="relu"),
            tf.keras.layers.Dense(16, activation="sigmoid"),
            tf.keras.layers.Dense(8),
        ]
    )


def output_step(path: Path) -> float:
    """The grid step of the model's last FakeQuantize: (high - low) / (levels - 1)."""
    from ovopt.lowering.values import constant

    module = lower(import_module(str(path)), "ov-default")
    last = [op for op in module.walk() if op.name == "ov.FakeQuantize.v0"][-1]
    low, high = (float(np.asarray(constant(v)).reshape(-1)[0]) for v in (last.output_low, last.output_high))
    return (high - low) / (last.levels.value.data - 1)


@pytest.mark.parametrize("precision", ["i16", "i8"])
def test_int8_tflite_model_on_gna_integers(precision: str, tmp_path: Path) -> None:
    path = to_tflite(dense_model(), tmp_path / "dense.tflite", "int8_float_io")
    xml = tmp_path / "out" / "model.xml"
    with redirect_stderr(io.StringIO()):  # the note on the output's FakeQuantize, left on the CPU
        quantised = lower(import_module(str(path)), f"gna-default{{precision={precision}}}")
        code = ov_opt([str(path), f"--pass-pipeline=gna-emulate{{precision={precision}}}", "-t", "ir", "-o", str(xml)])
    assert code == 0
    text = str(quantised)
    assert len(re.findall(r"= gna\.affine", text)) == 3 and "ov.MatMul" not in text
    # the FakeQuantizes between layers are folded (gna-fold-fake-quantize): the ReLU writes at
    # the scale of the FakeQuantize after it (not its default 2048) and the next layer reads
    # its data directly; the one before the sigmoid is a clamp activation of the layer before;
    # only the output's stays on the CPU
    (relu_scale,) = re.findall(r'approximates = "relu", output_scale = ([0-9.e+]+)', text)
    assert float(relu_scale) != 2048.0
    assert re.search(rf"= gna\.affine %\w+, .*: \(!gna\.tensor<16x1xi16, CN, scale {float(relu_scale)!r}>", text)
    assert text.count("ov.FakeQuantize") == 1 and 'approximates = "clamp"' in text
    step = output_step(path)
    (given,) = input_shapes(quantised)  # Keras numbers its tensors: the name varies
    name = next(iter(run_model(quantised, {given: np.zeros([1, 32], np.float32)})))
    for seed in range(3):
        x = np.random.default_rng(10 + seed).standard_normal([1, 32]).astype(np.float32)
        (expected,) = run_litert(path, [x])
        integers = run_model(quantised, {given: x})[name]
        np.testing.assert_allclose(integers, expected, rtol=0, atol=2.01 * step)
        emulated = run_openvino(xml, {given: x})[name]
        np.testing.assert_allclose(emulated, integers, rtol=0, atol=1e-6)
