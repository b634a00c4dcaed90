"""FakeQuantizes of a model's weights with a range per output channel on GNA in integers, end to
end through the CLI. At 255 levels the plugin's FuseFQIntoWeightsPass takes them: 8-bit weights
at the smallest channel scale (the widest range's, times the compound bias's 230) and each row's
multiplier trunc(range * scale / 254), which puts every row on its own grid. Over 255 levels the
plugin refuses them (int16 weights): ovopt folds that one into the weights, which take 16-bit
values at 16384 / max|w|, and says so in a note. The emulation IR in OpenVINO gives the integer
reference's outputs, and both stay within the PWL's bound of the model itself in OpenVINO."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
from test_gna_fake_quantize import dense  # the same model text
from test_gna_weights_fake_quantize import QuantisedRun

RNG = np.random.default_rng(13)
W1 = (RNG.standard_normal([16, 16]) * 0.4).astype(np.float32)
B1 = (RNG.standard_normal([16]) * 0.2).astype(np.float32)
W2 = (RNG.standard_normal([16, 4]) * 0.3).astype(np.float32)
RANGES1 = RNG.uniform(0.3, 1.2, [1, 16]).astype(np.float32)  # per output channel: some clamp their weights
RANGES2 = np.array([[0.5, 0.7, 0.9, 1.1]], np.float32)
MAX_OUT_MULTIPLIER = 230


def channel_fake_quantize(name: str, data: str, limit: str, shape: str, channels: int, levels: int) -> str:
    limits = f"tensor<1x{channels}xf32>"
    return (
        f"%{name} = ov.FakeQuantize.v0 %{data}, %-{limit}, %{limit}, %-{limit}, %{limit} {{levels = {levels} : i64}} "
        f': ({shape}, {limits}, {limits}, {limits}, {limits}) -> {shape} loc("{name}")'
    )


def grid(weights: np.ndarray, ranges: np.ndarray, levels: int = 255) -> np.ndarray:
    """The FakeQuantize on [-ranges, ranges] of `weights` (OpenVINO's formula, in float64)."""
    low, high = -ranges.astype(np.float64), ranges.astype(np.float64)
    steps = np.round((np.clip(weights, low, high) - low) / (high - low) * (levels - 1))
    return steps / (levels - 1) * (high - low) + low


MODEL = f"""
func.func @main(%x: tensor<1x16xf32> {{ovopt.name = "x"}}) -> (tensor<1x4xf32> {{ovopt.name = "y"}}) {{
  %w1 = ov.Constant.v0 {dense(W1)} : tensor<16x16xf32>
  %b1 = ov.Constant.v0 {dense(B1)} : tensor<16xf32>
  %w2 = ov.Constant.v0 {dense(W2)} : tensor<16x4xf32>
  %-r1 = ov.Constant.v0 {dense(-RANGES1)} : tensor<1x16xf32>
  %r1 = ov.Constant.v0 {dense(RANGES1)} : tensor<1x16xf32>
  %-r2 = ov.Constant.v0 {dense(-RANGES2)} : tensor<1x4xf32>
  %r2 = ov.Constant.v0 {dense(RANGES2)} : tensor<1x4xf32>
  {channel_fake_quantize("q1", "w1", "r1", "tensor<16x16xf32>", 16, 255)}
  {channel_fake_quantize("q2", "w2", "r2", "tensor<16x4xf32>", 4, 65535)}
  %m = ov.MatMul.v0 %x, %q1 : (tensor<1x16xf32>, tensor<16x16xf32>) -> tensor<1x16xf32>
  %a = ov.Add.v1 %m, %b1 : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
  %s = ov.Sigmoid.v0 %a : tensor<1x16xf32>
  %y = ov.MatMul.v0 %s, %q2 : (tensor<1x16xf32>, tensor<16x4xf32>) -> tensor<1x4xf32>
  func.return %y : tensor<1x4xf32>
}}
"""


def test_per_channel_weights_fake_quantize(tmp_path: Path) -> None:
    run = QuantisedRun.of(tmp_path, MODEL)
    notes, text = run.notes, str(run.quantised)
    assert "node 'q2' (ov.FakeQuantize.v0) on weights is not fused" in notes and "65535 levels" in notes, notes
    assert "'q1'" not in notes
    first = re.search(
        r"gna.affine %\S+, %\S+, %\S+, %(\S+) .*weights_scale = ([0-9.e+]+) : f64} : "
        r"\(.*, tensor<16x16xi8>, tensor<16xi32>, tensor<16xui8>\)",
        text,
    )
    second = re.search(r"gna.affine (.*) : \(.*, tensor<4x16xi16>\)", text)
    assert first and second, text
    assert "weights_fake_quantize" not in second.group(1)  # refused: quantised from its values
    # the smallest channel scale, the widest range's, times the compound bias's 230
    widest = 2 * float(RANGES1.max())
    scale = float(first.group(2))
    np.testing.assert_allclose(scale, 254 / widest * MAX_OUT_MULTIPLIER, rtol=1e-6)
    found = re.search(rf"{re.escape(first.group(1))} = ov.Constant.v0 dense<\[([0-9, ]+)\]> : tensor<16xui8>", text)
    assert found, text
    multipliers = np.array([int(m) for m in found.group(1).split(",")])
    # a row's multiplier is its range times the scale over 254, truncated (the plugin's rule: the
    # row's own grid) where its largest weight then fits int8; else round(max|w * scale| / 127)
    # (where the plugin saturates that row's largest weights)
    on_grid = np.floor(2 * RANGES1[0].astype(np.float64) * scale / 254 + 1e-6)
    largest = np.abs(grid(W1, RANGES1)).max(axis=0) * scale
    fits = largest / on_grid < 127.5
    np.testing.assert_array_equal(multipliers[fits], on_grid[fits])
    np.testing.assert_array_equal(multipliers[~fits], np.round(largest[~fits] / 127))
    assert MAX_OUT_MULTIPLIER in multipliers[fits] and multipliers[fits].min() < MAX_OUT_MULTIPLIER // 2
    # the sigmoid's PWL within 1 % of its range plus two steps of its output scale 2048, through
    # the second layer, whose 16-bit weights are each within half a step of 16384 / max|w|
    folded = np.clip(W2, -RANGES2, RANGES2)
    steps = 0.5 * np.abs(folded).max() / 16384 * 16
    bound = (0.01 + 2 / 2048) * np.abs(folded).sum(axis=0).max() + steps
    run.check([1, 16], bound)
