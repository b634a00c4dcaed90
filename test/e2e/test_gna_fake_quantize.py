"""A model's FakeQuantizes on GNA in integers (gna-fold-fake-quantize), end to end through the
CLI: one on the input, one on a layer's sums (a clamp activation whose range the sums pass),
one after a sigmoid (its statistics); none is left for the CPU. The emulation IR in OpenVINO
gives the integer reference's outputs, and both stay within the output steps the integer
grid allows of the model itself (its FakeQuantizes on OpenVINO's CPU)."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np

from ovopt.api import import_module, lower
from ovopt.lowering.gna.evaluate import run_model
from ovopt.tools.ov_opt import main as ov_opt
from support import run_openvino

RNG = np.random.default_rng(7)
W1 = (RNG.standard_normal([16, 16]) * 0.4).astype(np.float32)
W2 = (RNG.standard_normal([16, 4]) * 0.3).astype(np.float32)
SUMS_RANGE = 2.0  # the FakeQuantize on the first layer's sums: [-2, 2], 256 levels


def dense(array: np.ndarray) -> str:
    return f"dense<{np.asarray(array).tolist()}>"


def fake_quantize(name: str, data: str, low: str, high: str, levels: int) -> str:
    scalar = "tensor<f32>"
    return (
        f"%{name} = ov.FakeQuantize.v0 %{data}, %{low}, %{high}, %{low}, %{high} {{levels = {levels} : i64}} "
        f": (tensor<1x16xf32>, {scalar}, {scalar}, {scalar}, {scalar}) -> tensor<1x16xf32>"
    )


MODEL = f"""
func.func @main(%x: tensor<1x16xf32> {{ovopt.name = "x"}}) -> (tensor<1x4xf32> {{ovopt.name = "y"}}) {{
  %w1 = ov.Constant.v0 {dense(W1)} : tensor<16x16xf32>
  %w2 = ov.Constant.v0 {dense(W2)} : tensor<16x4xf32>
  %in_lo = ov.Constant.v0 dense<-4.0> : tensor<f32>
  %in_hi = ov.Constant.v0 dense<4.0> : tensor<f32>
  %s_lo = ov.Constant.v0 dense<{-SUMS_RANGE}> : tensor<f32>
  %s_hi = ov.Constant.v0 dense<{SUMS_RANGE}> : tensor<f32>
  %zero = ov.Constant.v0 dense<0.0> : tensor<f32>
  %one = ov.Constant.v0 dense<1.0> : tensor<f32>
  {fake_quantize("qx", "x", "in_lo", "in_hi", 65535)}
  %m = ov.MatMul.v0 %qx, %w1 : (tensor<1x16xf32>, tensor<16x16xf32>) -> tensor<1x16xf32>
  {fake_quantize("qm", "m", "s_lo", "s_hi", 256)}
  %s = ov.Sigmoid.v0 %qm : tensor<1x16xf32>
  {fake_quantize("qs", "s", "zero", "one", 256)}
  %y = ov.MatMul.v0 %qs, %w2 : (tensor<1x16xf32>, tensor<16x4xf32>) -> tensor<1x4xf32>
  func.return %y : tensor<1x4xf32>
}}
"""


def convert(path: Path, pipeline: str, xml: Path) -> str:
    """What ov-opt printed on stderr (its notes)."""
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt([str(path), f"--pass-pipeline={pipeline}", "-t", "ir", "-o", str(xml)])
    assert code == 0, errors.getvalue()
    return errors.getvalue()


def test_fake_quantizes_fold_into_gna_layers(tmp_path: Path) -> None:
    path = tmp_path / "model.mlir"
    path.write_text(MODEL)
    model_xml, emulated_xml = tmp_path / "model" / "model.xml", tmp_path / "gna" / "model.xml"
    convert(path, "ov-default", model_xml)
    notes = convert(path, "gna-emulate{precision=i16}", emulated_xml)
    assert "FakeQuantize" not in notes  # the limits report does not list what moves into GNA
    quantised = lower(import_module(str(path)), "gna-default{precision=i16}")
    text = str(quantised)
    assert "ov.FakeQuantize" not in text and "ov.MatMul" not in text  # all on GNA
    assert 'approximates = "clamp"' in text  # the FakeQuantize on the sums
    assert re.search(r"approximates = \"sigmoid\".*output_scale = 2.55(0*)e\+02 : f64", text)  # (256 - 1) / (1 - 0)
    assert "FakeQuantize" not in emulated_xml.read_text()
    step = 1.0 / 255  # the sigmoid's FakeQuantize: the second layer reads its grid
    bound = 2 * step * np.abs(W2).sum(axis=0).max()  # two steps off on every input (measured: 0.009)
    clamped = 0
    for seed in range(4):
        x = np.random.default_rng(seed).standard_normal([1, 16]).astype(np.float32)
        clamped += int(np.sum(np.abs(x @ W1) > SUMS_RANGE))
        expected = run_openvino(model_xml, {"x": x})["y"]
        integers = run_model(quantised, {"x": x})["y"]
        emulated = run_openvino(emulated_xml, {"x": x})["y"]
        np.testing.assert_allclose(emulated, integers, rtol=0, atol=1e-6)  # sums far below 2^24
        np.testing.assert_allclose(integers, expected, rtol=0, atol=bound)
    assert clamped > 0  # the sums do pass the clamp's range
