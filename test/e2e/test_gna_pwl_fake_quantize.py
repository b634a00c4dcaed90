"""An activation after a FakeQuantize on GNA in integers, end to end through the CLI: its PWL
is designed on the FakeQuantize's range (the plugin's PWLApproximationWithFq: sigmoid's
[-10, 10] cut to +-1.25 x 2), so its segments are spent where the data is. The emulation IR
in OpenVINO gives the integer reference's outputs, and both stay within the PWL's bound of the
model itself in OpenVINO."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
from test_gna_fake_quantize import convert, dense, fake_quantize  # the same model text and driver calls

from ovopt.api import import_module, lower
from ovopt.lowering.gna.evaluate import run_model
from support import run_openvino

RNG = np.random.default_rng(13)
W = (RNG.standard_normal([16, 16]) * 0.3).astype(np.float32)
LIMIT = 2.0
LEVELS = 255  # OpenVINO's CPU plugin leaves data beyond a 65536-level FakeQuantize's range unclamped

MODEL = f"""
func.func @main(%x: tensor<1x16xf32> {{ovopt.name = "x"}}) -> (tensor<1x16xf32> {{ovopt.name = "y"}}) {{
  %w = ov.Constant.v0 {dense(W)} : tensor<16x16xf32>
  %lo = ov.Constant.v0 dense<{-LIMIT}> : tensor<f32>
  %hi = ov.Constant.v0 dense<{LIMIT}> : tensor<f32>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x16xf32>, tensor<16x16xf32>) -> tensor<1x16xf32>
  {fake_quantize("q", "m", "lo", "hi", LEVELS)}
  %y = ov.Sigmoid.v0 %q : tensor<1x16xf32>
  func.return %y : tensor<1x16xf32>
}}
"""


def test_activation_pwl_designed_on_the_fake_quantize_range(tmp_path: Path) -> None:
    path = tmp_path / "model.mlir"
    path.write_text(MODEL)
    model_xml, emulated_xml = tmp_path / "model" / "model.xml", tmp_path / "gna" / "model.xml"
    convert(path, "ov-default", model_xml)
    notes = convert(path, "gna-emulate{precision=i16}", emulated_xml)
    assert "FakeQuantize" not in notes and "FakeQuantize" not in emulated_xml.read_text()
    quantised = lower(import_module(str(path)), "gna-default{precision=i16}")
    text = str(quantised)
    assert "ov.FakeQuantize" not in text and "ov.Sigmoid" not in text  # all on GNA
    knots = re.search(r'knots = array<f32: ([^>]*)>, approximates = "sigmoid"', text)
    assert knots, text
    inner = [float(k) for k in knots.group(1).split(",")][1:-1]  # the flat ends' far knots left out
    assert inner[0] == -1.25 * LIMIT and inner[-1] == 1.25 * LIMIT
    # the PWL's 1 % of sigmoid's range, a step of the FakeQuantize's grid rounded the other way
    # through sigmoid's largest slope 1/4, and two steps of its output scale 2048
    bound = 0.01 + 0.25 * 2 * LIMIT / (LEVELS - 1) + 2 / 2048
    worst = 0.0
    for seed in range(4):
        x = np.random.default_rng(seed).standard_normal([1, 16]).astype(np.float32)
        expected = run_openvino(model_xml, {"x": x})["y"]
        integers = run_model(quantised, {"x": x})["y"]
        emulated = run_openvino(emulated_xml, {"x": x})["y"]
        np.testing.assert_allclose(emulated, integers, rtol=0, atol=1e-6)
        np.testing.assert_allclose(integers, expected, rtol=0, atol=bound)
        worst = max(worst, float(np.abs(integers - expected).max()))
    print(f"largest |integer - OpenVINO|: {worst:.4g} (bound {bound:.3g})")
