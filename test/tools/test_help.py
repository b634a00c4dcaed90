"""`ov-opt --help` is a converter's help: ovopt's pipelines, passes, frontends and targets with
their descriptions (an extension's too), xDSL's generic ones only behind --help-xdsl;
`--version` names the versions a bug report needs."""

import subprocess
import sys
import textwrap
from importlib.metadata import version

import ovopt
import ovopt.tools.ov_opt
from ovopt import registry


def ov_opt(*args: str, cwd=None) -> str:
    command = [sys.executable, "-m", "ovopt.tools.ov_opt", *args]
    result = subprocess.run(command, capture_output=True, text=True, cwd=cwd, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return result.stdout


def unwrapped(text: str) -> str:
    return " ".join(text.split())


def test_help_lists_ovopt_passes_pipelines_frontends_and_targets():
    text = unwrapped(ov_opt("--help"))
    assert "ov-default an imported model to the ov dialect" in text
    for ident, transformation in registry.TRANSFORMATIONS.items():
        assert f"{ident} [{transformation.phase}] {transformation.description}" in text
    assert ".onnx an ONNX model" in text and ".mlir textual IR" in text
    assert "ir OpenVINO IR: -o OUT.xml, and OUT.bin beside it" in text
    for xdsl_only in ("convert-arith-to-riscv", "wgsl", "riscv-asm"):
        assert xdsl_only not in text


def test_help_xdsl_lists_what_ovopt_did_not_add():
    text = ov_opt("--help-xdsl")
    assert "canonicalize" in text and "wgsl" in text and "convert-arith-to-riscv-snitch" in text
    assert "ov-default" not in text and "convert-onnx-to-ov" not in text
    assert "\n  ir" not in text and " ir," not in text


def test_help_lists_an_extensions_pass(tmp_path):
    (tmp_path / "ext.py").write_text(
        textwrap.dedent(
            """
            from ovopt.lowering.transformations import module_transformation

            @module_transformation("my-pass", phase="back", description="does my thing")
            def my_pass(module):
                pass
            """
        )
    )
    text = unwrapped(ov_opt("--extensions", "ext.py", "--help", cwd=tmp_path))
    assert "my-pass [back] does my thing" in text


def test_version_names_what_a_bug_report_needs():
    line = ov_opt("--version").strip()
    assert line == (
        f"ov-opt {ovopt.__version__} (xDSL {version('xdsl')}, onnx {version('onnx')}, OpenVINO {version('openvino')})"
    )
