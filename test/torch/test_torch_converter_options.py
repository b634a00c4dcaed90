"""Converter options on PyTorch programs: the options on the inputs run after
convert-torch-to-ov (they rewrite ov ops), so `--batch`, `--input` and `--layout` reach a torch
model as they reach an ONNX one. Checked in OpenVINO against eager torch."""

from __future__ import annotations

import numpy as np
import pytest
from torch_support import eager, export, run_openvino, torch

import ovopt
from support import convert


class ConvDense(torch.nn.Module):
    """Conv, then a Linear over the flattened features, reshaped by the run-time batch."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.conv = torch.nn.Conv2d(3, 4, 3)
        self.dense = torch.nn.Linear(4 * 6 * 6, 5)

    def forward(self, x):
        return self.dense(self.conv(x).reshape(x.shape[0], -1))


def test_batch_of_a_program_with_a_dynamic_batch(tmp_path):
    """ov-opt model.pt2 -b 3: the input takes the batch, and computes what eager torch does."""
    program = export(ConvDense(), (torch.randn(2, 3, 8, 8),), dynamic_shapes=({0: torch.export.Dim("n")},))
    torch.export.save(program, tmp_path / "model.pt2")
    result = convert(tmp_path / "model.pt2", tmp_path, "-b", "3")  # in process: ov-opt model.pt2 -b 3 -t ir
    assert result.returncode == 0, result.stderr
    x = torch.randn(3, 3, 8, 8)
    (actual,) = run_openvino(result.xml, (x,))
    (expected,) = eager(ConvDense(), (x,))
    assert actual.shape == (3, 5)
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-5)


def test_batch_of_a_program_exported_at_batch_one_names_the_node():
    """torch.export bakes the example's batch into the Reshape's target: the batch cannot reach
    the Linear, and the error names where it stops."""
    with pytest.raises(ovopt.ConversionError, match=r"^--batch: node 'linear/MatMul' \(.*\) cannot take the new input"):
        ovopt.convert_model(ConvDense(), example_input=torch.randn(1, 3, 8, 8), batch=3)


def test_input_shape_and_layout_of_a_module():
    """input= re-specialises a dynamic dimension; layout= records the input's layout."""
    from openvino import layout_helpers

    module = ConvDense()
    model = ovopt.convert_model(
        module,
        example_input=torch.randn(2, 3, 8, 8),
        dynamic_shapes=({0: torch.export.Dim("n")},),
        input="x[4,3,8,8]",
        layout="nchw",
    )
    assert model.input(0).get_partial_shape().to_shape() == [4, 3, 8, 8]
    assert layout_helpers.get_layout(model.input(0)).to_string() == "[N,C,H,W]"
    x = torch.randn(4, 3, 8, 8)
    np.testing.assert_allclose(run_openvino(model, (x,))[0], eager(module, (x,))[0], rtol=1e-4, atol=1e-5)
