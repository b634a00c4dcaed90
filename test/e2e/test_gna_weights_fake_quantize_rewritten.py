"""FakeQuantizes of weights on MatMuls the GNA preparation rewrites before they become affines
(the plugin's InsertReshapeAroundMatmulWithFq and SwapInputMatMulWithFq), end to end through
the CLI: data [1, 2, 16] read as its 2 rows, then weights as the first operand of data
[1, 16, 2] swapped to 2 frames. Each FakeQuantize is carried through the rewrite and fused into
its affine's weights (255 levels: 8-bit weights in int16 mode; 65535: 16-bit), not folded to
its grid. The emulation IR in OpenVINO gives the integer reference's outputs, and both stay
within the PWL's bound of the model itself in OpenVINO."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from test_gna_fake_quantize import dense  # the same model text and driver calls
from test_gna_weights_fake_quantize import check_two_fused_layers, weights_fake_quantize

RNG = np.random.default_rng(12)
W1 = (RNG.standard_normal([16, 16]) * 0.4).astype(np.float32)
B1 = (RNG.standard_normal([16]) * 0.2).astype(np.float32)
W2 = (RNG.standard_normal([4, 16]) * 0.3).astype(np.float32)
RANGE1, RANGE2 = 1.2, 1.0

MODEL = f"""
func.func @main(%x: tensor<1x2x16xf32> {{ovopt.name = "x"}}) -> (tensor<1x4x2xf32> {{ovopt.name = "y"}}) {{
  %w1 = ov.Constant.v0 {dense(W1)} : tensor<16x16xf32>
  %b1 = ov.Constant.v0 {dense(B1)} : tensor<16xf32>
  %w2 = ov.Constant.v0 {dense(W2)} : tensor<4x16xf32>
  %-r1 = ov.Constant.v0 dense<{-RANGE1}> : tensor<f32>
  %r1 = ov.Constant.v0 dense<{RANGE1}> : tensor<f32>
  %-r2 = ov.Constant.v0 dense<{-RANGE2}> : tensor<f32>
  %r2 = ov.Constant.v0 dense<{RANGE2}> : tensor<f32>
  %p = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  {weights_fake_quantize("q1", "w1", "r1", "tensor<16x16xf32>", 255)}
  {weights_fake_quantize("q2", "w2", "r2", "tensor<4x16xf32>", 65535)}
  %m = ov.MatMul.v0 %x, %q1 : (tensor<1x2x16xf32>, tensor<16x16xf32>) -> tensor<1x2x16xf32>
  %a = ov.Add.v1 %m, %b1 : (tensor<1x2x16xf32>, tensor<16xf32>) -> tensor<1x2x16xf32>
  %s = ov.Sigmoid.v0 %a : tensor<1x2x16xf32>
  %t = ov.Transpose.v1 %s, %p : (tensor<1x2x16xf32>, tensor<3xi64>) -> tensor<1x16x2xf32>
  %y = ov.MatMul.v0 %q2, %t : (tensor<4x16xf32>, tensor<1x16x2xf32>) -> tensor<1x4x2xf32>
  func.return %y : tensor<1x4x2xf32>
}}
"""


def test_weights_fake_quantizes_carried_through_the_preparation(tmp_path: Path) -> None:
    # the sigmoid's PWL within 1 % of its range plus two steps of its output scale 2048,
    # through the second layer; the weights are on the same grid on both sides
    bound = (0.01 + 2 / 2048) * np.abs(W2).sum(axis=1).max()
    check_two_fused_layers(tmp_path, MODEL, [1, 2, 16], (RANGE1, RANGE2), bound)
