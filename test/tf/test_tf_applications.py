"""Keras applications with random weights at small input sizes, converted by ov-opt and run in
OpenVINO against TensorFlow; the layout change must leave a pure CNN one Transpose, where its
NHWC input enters (ovc's IR of the same files has one too: benchmarks/tf_models.py prints both
for all six applications, as SavedModel and as frozen graph). Three here, to keep the suite
short: MobileNetV2 and EfficientNetB0 (squeeze-excitation blocks) frozen, MobileNetV3Small as
a SavedModel (a dynamic batch, hard-swish, a flattening reshape built from the input's shape)."""

from __future__ import annotations

import pytest

tf = pytest.importorskip("tensorflow")
pytest.importorskip("keras")

from ovopt.benchmarks import tf_models as zoo  # noqa: E402

CASES = [("MobileNetV2", "frozen"), ("EfficientNetB0", "frozen"), ("MobileNetV3Small", "saved_model")]


@pytest.mark.parametrize(("name", "form"), CASES, ids=[name for name, _ in CASES])
def test_application(name, form, tmp_path):
    model = zoo.application(name)
    x = zoo.image(model)
    if form == "frozen":
        path = zoo.save_frozen(model, tmp_path / "model.pb", [tf.TensorSpec(x.shape, tf.float32)])
    else:
        path = zoo.save_saved_model(model, tmp_path / "saved_model")
    xml = tmp_path / "model.xml"
    result = zoo.convert(path, xml)
    assert result.returncode == 0, result.stderr
    (actual,) = zoo.run_openvino(xml, [x])
    assert zoo.difference(actual, zoo.reference(model, x)) < 1e-4
    assert zoo.count_ops(xml, "Transpose") == 1
