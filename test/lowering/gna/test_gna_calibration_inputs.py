"""gna-propagate-scales' calibration inputs through the CLI: a hand-written .mlir function
without input names is measured on seeded random inputs named by position, and a calibration
file without an array for an input is refused naming the arrays and options to pass."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ovopt.tools.ov_opt import main

MODEL = """
func.func @main(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  func.return %m : tensor<1x3xf32>
}
"""


def quantise(tmp_path: Path, options: str, capsys) -> tuple[int, str, str]:
    path = tmp_path / "model.mlir"
    path.write_text(MODEL)
    code = main([str(path), "-p", f"gna-default{{precision=i16 {options}}}"])
    out, err = capsys.readouterr()
    return code, out, err


def test_unnamed_inputs_are_measured_on_random_ones(tmp_path, capsys):
    code, out, err = quantise(tmp_path, "", capsys)
    assert code == 0, err
    x = np.random.default_rng(0).standard_normal([1, 4]).astype(np.float32)  # the seeded feed of input #0
    assert f"scale = {16384 / float(np.abs(x).max())!r} : f64" in out


def test_a_calibration_file_names_its_inputs_by_position(tmp_path, capsys):
    np.savez(tmp_path / "calibration.npz", **{"#0": np.full([1, 4], 2.0, np.float32)})
    code, out, err = quantise(tmp_path, f'calibration="{tmp_path / "calibration.npz"}"', capsys)
    assert code == 0, err
    assert "scale = 8.192000e+03 : f64" in out  # 16384 / 2


def test_a_calibration_file_without_an_input_says_what_to_pass(tmp_path, capsys):
    np.savez(tmp_path / "calibration.npz", y=np.ones([1, 4], np.float32))
    code, out, err = quantise(tmp_path, f'calibration="{tmp_path / "calibration.npz"}"', capsys)
    assert code != 0 and not out
    assert err.strip() == (
        "ov-opt: error: gna-propagate-scales: the calibration inputs have no array '#0': pass "
        "calibration=FILE.npz with one array per model input ('#0'), or input-scale=N (e.g. input-scale=1024.0)"
    )
    assert "Traceback" not in err
