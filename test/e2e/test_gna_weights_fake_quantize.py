"""FakeQuantizes of a model's weights on GNA in integers (the plugin's FuseFQIntoWeightsPass),
end to end through the CLI: 255 levels on the first layer's weights give it 8-bit weights in
int16 mode, 65535 levels on the second layer's 16-bit ones, each at the FakeQuantize's scale.
No FakeQuantize is left for the CPU; the emulation IR in OpenVINO gives the integer
reference's outputs, and both stay within the PWL's bound of the model itself in OpenVINO."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from test_gna_fake_quantize import convert, dense  # the same model text and driver calls
from xdsl.dialects.builtin import ModuleOp

from ovopt.api import import_module, lower
from ovopt.lowering.gna.evaluate import run_model
from support import run_openvino

RNG = np.random.default_rng(11)
W1 = (RNG.standard_normal([16, 16]) * 0.4).astype(np.float32)
B1 = (RNG.standard_normal([16]) * 0.2).astype(np.float32)
W2 = (RNG.standard_normal([16, 4]) * 0.3).astype(np.float32)
RANGE1, RANGE2 = 1.2, 1.0  # W1's FakeQuantize clamps its largest weights; W2's range holds them


def weights_fake_quantize(name: str, data: str, limit: str, shape: str, levels: int) -> str:
    scalar = "tensor<f32>"
    return (
        f"%{name} = ov.FakeQuantize.v0 %{data}, %-{limit}, %{limit}, %-{limit}, %{limit} {{levels = {levels} : i64}} "
        f": ({shape}, {scalar}, {scalar}, {scalar}, {scalar}) -> {shape}"
    )


MODEL = f"""
func.func @main(%x: tensor<1x16xf32> {{ovopt.name = "x"}}) -> (tensor<1x4xf32> {{ovopt.name = "y"}}) {{
  %w1 = ov.Constant.v0 {dense(W1)} : tensor<16x16xf32>
  %b1 = ov.Constant.v0 {dense(B1)} : tensor<16xf32>
  %w2 = ov.Constant.v0 {dense(W2)} : tensor<16x4xf32>
  %-r1 = ov.Constant.v0 dense<{-RANGE1}> : tensor<f32>
  %r1 = ov.Constant.v0 dense<{RANGE1}> : tensor<f32>
  %-r2 = ov.Constant.v0 dense<{-RANGE2}> : tensor<f32>
  %r2 = ov.Constant.v0 dense<{RANGE2}> : tensor<f32>
  {weights_fake_quantize("q1", "w1", "r1", "tensor<16x16xf32>", 255)}
  {weights_fake_quantize("q2", "w2", "r2", "tensor<16x4xf32>", 65535)}
  %m = ov.MatMul.v0 %x, %q1 : (tensor<1x16xf32>, tensor<16x16xf32>) -> tensor<1x16xf32>
  %a = ov.Add.v1 %m, %b1 : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
  %s = ov.Sigmoid.v0 %a : tensor<1x16xf32>
  %y = ov.MatMul.v0 %s, %q2 : (tensor<1x16xf32>, tensor<16x4xf32>) -> tensor<1x4xf32>
  func.return %y : tensor<1x4xf32>
}}
"""


def test_weights_fake_quantizes_fuse_into_gna_layers(tmp_path: Path) -> None:
    # the sigmoid's PWL within 1 % of its range (pwl-max-error-percent) plus two steps of its
    # output scale 2048, through the second layer; the weights are on the same grid on both sides
    bound = (0.01 + 2 / 2048) * np.abs(W2).sum(axis=0).max()
    check_two_fused_layers(tmp_path, MODEL, [1, 16], (RANGE1, RANGE2), bound)


def check_two_fused_layers(
    tmp_path: Path, model: str, input_shape: list[int], ranges: tuple[float, float], bound: float
) -> None:
    """`model`'s two MatMuls on GNA with their weights' FakeQuantizes fused (255 levels at
    `ranges[0]`: 8-bit weights with the compound bias; 65535 at `ranges[1]`: 16-bit), the
    emulation IR equal to the integer reference, and that within `bound` of the model in OpenVINO."""
    run = QuantisedRun.of(tmp_path, model)
    assert "FakeQuantize" not in run.notes
    text = str(run.quantised)
    first = re.search(
        r"gna.affine .*weights_scale = ([0-9.e+]+) : f64} : \(.*, tensor<16x16xi8>, tensor<16xi32>, tensor<16xui8>\)",
        text,
    )
    second = re.search(r"gna.affine .*weights_scale = ([0-9.e+]+) : f64} : \(.*, tensor<4x16xi16>\)", text)
    assert first and second, text
    # the compound bias's 230; the range is an f32
    np.testing.assert_allclose(float(first.group(1)), 254 / (2 * ranges[0]) * 230, rtol=1e-6)
    np.testing.assert_allclose(float(second.group(1)), 65534 / (2 * ranges[1]), rtol=1e-6)
    run.check(input_shape, bound)


@dataclass
class QuantisedRun:
    """A model text converted with ov-default (`model_xml`) and gna-emulate{precision=i16}
    (`emulated_xml`, with the `notes` ov-opt printed), and its gna-default{precision=i16} module."""

    model_xml: Path
    emulated_xml: Path
    notes: str
    quantised: ModuleOp

    @staticmethod
    def of(tmp_path: Path, model: str, on_data: int = 0) -> QuantisedRun:
        """`model` holds `on_data` FakeQuantizes on data; ov-default folds the weights' ones."""
        path = tmp_path / "model.mlir"
        path.write_text(model)
        model_xml, emulated_xml = tmp_path / "model" / "model.xml", tmp_path / "gna" / "model.xml"
        convert(path, "ov-default", model_xml)
        assert model_xml.read_text().count('type="FakeQuantize"') == on_data
        notes = convert(path, "gna-emulate{precision=i16}", emulated_xml)
        assert "FakeQuantize" not in emulated_xml.read_text()
        quantised = lower(import_module(str(path)), "gna-default{precision=i16}")
        text = str(quantised)
        assert "ov.FakeQuantize" not in text and "ov.MatMul" not in text  # all on GNA
        return QuantisedRun(model_xml, emulated_xml, notes, quantised)

    def check(self, input_shape: list[int], bound: float) -> None:
        """On 4 seeded standard-normal inputs: the emulation IR equals the integer reference,
        which is within `bound` of the model in OpenVINO."""
        worst = 0.0
        for seed in range(4):
            x = np.random.default_rng(seed).standard_normal(input_shape).astype(np.float32)
            expected = run_openvino(self.model_xml, {"x": x})["y"]
            integers = run_model(self.quantised, {"x": x})["y"]
            emulated = run_openvino(self.emulated_xml, {"x": x})["y"]
            np.testing.assert_allclose(emulated, integers, rtol=0, atol=1e-6)  # sums far below 2^24
            np.testing.assert_allclose(integers, expected, rtol=0, atol=bound)
            worst = max(worst, float(np.abs(integers - expected).max()))
        print(f"largest |integer - OpenVINO|: {worst:.4g} (bound {bound:.3g})")
