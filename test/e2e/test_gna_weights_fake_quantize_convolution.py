"""FakeQuantizes of a model's weights on GNA convolutions in integers, end to end through the
CLI. MatMuls over 16 rows become pointwise convolutions (the plugin's
ConvertMatmul...ToPointWiseConvolution), which carry their weights' FakeQuantizes onto the
filters: 255 levels give 8-bit filters on GNA 3.5 at 254 / (high - low), 65535 levels 16-bit
ones. The FakeQuantize on the first layer's sums moves inside the convolution, before its
trailing transpose (ConvertMatmulWithFqToPointWiseConvolution), and becomes the clamp
activation of the convolution's sums (gna-fold-fake-quantize). A Convolution's own filters take their FakeQuantize the
same way. The emulation IR in OpenVINO gives the integer reference's outputs, and both stay
within the PWL's bound of the model itself in OpenVINO."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
from test_gna_fake_quantize import dense  # the same model text
from test_gna_weights_fake_quantize import QuantisedRun, weights_fake_quantize

RNG = np.random.default_rng(14)
W1 = (RNG.standard_normal([16, 16]) * 0.4).astype(np.float32)
B1 = (RNG.standard_normal([16]) * 0.2).astype(np.float32)
W2 = (RNG.standard_normal([16, 4]) * 0.3).astype(np.float32)
F = (RNG.standard_normal([4, 8, 3]) * 0.3).astype(np.float32)
RANGE1, RANGE2, FILTERS_RANGE = 1.2, 1.0, 0.6
SUMS = 3.0  # the FakeQuantize on the first layer's sums: [-3, 3] at 65535 levels
ROWS = 16
CONV_1D = "dilations = array<i64: 1>, strides = array<i64: 1>, pads_begin = array<i64: 0>, pads_end = array<i64: 0>"

POINTWISE = f"""
func.func @main(%x: tensor<{ROWS}x16xf32> {{ovopt.name = "x"}}) -> (tensor<{ROWS}x4xf32> {{ovopt.name = "y"}}) {{
  %w1 = ov.Constant.v0 {dense(W1)} : tensor<16x16xf32>
  %b1 = ov.Constant.v0 {dense(B1)} : tensor<16xf32>
  %w2 = ov.Constant.v0 {dense(W2)} : tensor<16x4xf32>
  %-r1 = ov.Constant.v0 dense<{-RANGE1}> : tensor<f32>
  %r1 = ov.Constant.v0 dense<{RANGE1}> : tensor<f32>
  %-r2 = ov.Constant.v0 dense<{-RANGE2}> : tensor<f32>
  %r2 = ov.Constant.v0 dense<{RANGE2}> : tensor<f32>
  %-s = ov.Constant.v0 dense<{-SUMS}> : tensor<f32>
  %s = ov.Constant.v0 dense<{SUMS}> : tensor<f32>
  {weights_fake_quantize("q1", "w1", "r1", "tensor<16x16xf32>", 255)}
  {weights_fake_quantize("q2", "w2", "r2", "tensor<16x4xf32>", 65535)}
  %m = ov.MatMul.v0 %x, %q1 : (tensor<{ROWS}x16xf32>, tensor<16x16xf32>) -> tensor<{ROWS}x16xf32>
  %a = ov.Add.v1 %m, %b1 : (tensor<{ROWS}x16xf32>, tensor<16xf32>) -> tensor<{ROWS}x16xf32>
  {weights_fake_quantize("qa", "a", "s", f"tensor<{ROWS}x16xf32>", 65535)}
  %m2 = ov.MatMul.v0 %qa, %q2 : (tensor<{ROWS}x16xf32>, tensor<16x4xf32>) -> tensor<{ROWS}x4xf32>
  %y = ov.Sigmoid.v0 %m2 : tensor<{ROWS}x4xf32>
  func.return %y : tensor<{ROWS}x4xf32>
}}
"""

CONVOLUTION = f"""
func.func @main(%x: tensor<1x8x32xf32> {{ovopt.name = "x"}}) -> (tensor<1x4x30xf32> {{ovopt.name = "y"}}) {{
  %f = ov.Constant.v0 {dense(F)} : tensor<4x8x3xf32>
  %-r = ov.Constant.v0 dense<{-FILTERS_RANGE}> : tensor<f32>
  %r = ov.Constant.v0 dense<{FILTERS_RANGE}> : tensor<f32>
  {weights_fake_quantize("qf", "f", "r", "tensor<4x8x3xf32>", 255)}
  %c = ov.Convolution.v1 %x, %qf {{{CONV_1D}}} : (tensor<1x8x32xf32>, tensor<4x8x3xf32>) -> tensor<1x4x30xf32>
  %y = ov.Relu.v0 %c : tensor<1x4x30xf32>
  func.return %y : tensor<1x4x30xf32>
}}
"""


def weights_scale(text: str, filters: str) -> float:
    layer = rf"gna.convolution .*weights_fake_quantize.*weights_scale = ([0-9.e+]+) : f64}} : \(.*, {filters}"
    found = re.search(layer, text)
    assert found, text
    return float(found.group(1))


def test_pointwise_convolutions_fuse_weights_fake_quantizes(tmp_path: Path) -> None:
    run = QuantisedRun.of(tmp_path, POINTWISE, on_data=1)
    text = str(run.quantised)
    assert "FakeQuantize" not in run.notes and "ov.Convolution" not in text, text  # all on GNA
    np.testing.assert_allclose(weights_scale(text, r"tensor<16x1x1x16xi8>"), 254 / (2 * RANGE1), rtol=1e-6)
    np.testing.assert_allclose(weights_scale(text, r"tensor<4x1x1x16xi16>"), 65534 / (2 * RANGE2), rtol=1e-6)
    # the sums' FakeQuantize is the clamp activation of the first convolution (kActFakeQuantize)
    clamp = r"= gna.pwl %\S+ {ovopt.fake_quantize = array<f64: -3.000000e\+00, 3.000000e\+00, 6.553500e\+04>"
    assert re.search(clamp, text), text
    # the sigmoid's PWL within 1 % of its range plus two steps of its output scale 2048; before
    # it (slope at most 1/4), the clamp's output step 1/4096 against the FakeQuantize's grid
    # (half a step of each) through the second layer's weights, on the same grid on both sides
    grid = 0.5 / 4096 + 0.5 * 2 * SUMS / 65534
    bound = 0.01 + 2 / 2048 + 0.25 * grid * np.abs(np.clip(W2, -RANGE2, RANGE2)).sum(axis=0).max()
    run.check([ROWS, 16], bound)


def test_convolution_fuses_its_filters_fake_quantize(tmp_path: Path) -> None:
    run = QuantisedRun.of(tmp_path, CONVOLUTION)
    text = str(run.quantised)
    assert "FakeQuantize" not in run.notes and "ov.Convolution" not in text, text
    np.testing.assert_allclose(weights_scale(text, r"tensor<4x3x8xi8>"), 254 / (2 * FILTERS_RANGE), rtol=1e-6)
    # ReLU is exact; its output steps of 1/2048 (at most 2), and the input's quantisation (one
    # step of 16384 / max|x| per input, through the filters on their grid)
    x_step = 4.5 / 16384  # seeded standard-normal inputs stay within 4.5
    bound = 2 / 2048 + x_step * float(np.abs(np.clip(F, -FILTERS_RANGE, FILTERS_RANGE)).sum(axis=(1, 2)).max())
    run.check([1, 8, 32], bound)
