"""-v / --log-level: what the pipeline does, on stderr, as `ov-opt: info: ...` lines; --version
keeps printing the versions."""

from __future__ import annotations

import contextlib
import io

from ovopt.tools.ov_opt import main

MODEL = """
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.Relu.v0 %x : tensor<2xf32>
  func.return %y : tensor<2xf32>
}
"""


def run(tmp_path, *args: str) -> tuple[int, str, str]:
    source = tmp_path / "in.mlir"
    source.write_text(MODEL)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([str(source), *args])
    return status, out.getvalue(), err.getvalue()


def test_v_says_each_pass(tmp_path):
    status, _, err = run(tmp_path, "-p", "ov-fold-constants,dce", "-v")
    assert status == 0
    assert err.splitlines() == ["ov-opt: info: ov-fold-constants", "ov-opt: info: dce"]


def test_a_skipped_pass_is_said(tmp_path):
    _, _, err = run(tmp_path, "-p", "convert-torch-to-ov", "--log-level", "info")
    assert "ov-opt: info: convert-torch-to-ov: skipped, its condition does not hold" in err


def test_by_default_nothing_is_said(tmp_path):
    status, _, err = run(tmp_path, "-p", "ov-fold-constants")
    assert status == 0 and err == ""


def test_version_is_still_there(capsys):
    with contextlib.suppress(SystemExit):  # --version exits
        main(["--version"])
    assert capsys.readouterr().out.startswith("ov-opt ")
