"""Debugging a conversion through the CLI: the IR around passes, pass timing and statistics,
debug counters on pattern tries, and reproducers that fail as the run did."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from ovopt.tools.inspection import count_ops
from ovopt.tools.ov_opt import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "example_cnn.onnx"

CRASHING = """
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt import registry
from ovopt.dialects import ov


class CrashOnSoftmax(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.SoftmaxV8Op, rewriter: PatternRewriter) -> None:
        raise RuntimeError("a bug in this pattern")


registry.register_patterns("ov-simplify", lambda: [CrashOnSoftmax()], name="crash")
"""

UNSUPPORTED = """<ir_version: 8, opset_import: ["" : 13, "com.example" : 1]>
g (float[2] x) => (float[2] y) { t = Relu (x) y = com.example.Foo (t) }
"""


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([str(a) for a in args])
    return status, out.getvalue(), err.getvalue()


def convert(tmp_path, *args: str) -> tuple[int, str, str]:
    return run(EXAMPLE, "-p", "ov-default", "-t", "ir", "-o", tmp_path / "out" / "model.xml", *args)


# -- the IR around passes -------------------------------------------------------------------------


def test_print_ir_before_a_pass(tmp_path):
    status, out, _ = convert(tmp_path, "--print-ir-before=ov-simplify")
    assert status == 0
    assert out.startswith("IR before ov-simplify:\nbuiltin.module")
    assert out.count("IR before") == 1 and "ov.BatchNormInference" in out  # ov-simplify decomposes it later


def test_print_ir_after_change_skips_passes_that_change_nothing(tmp_path):
    status, out, _ = convert(tmp_path, "--print-ir-after-change")
    assert status == 0
    printed = [line for line in out.splitlines() if line.startswith("IR after")]
    assert "IR after convert-onnx-to-ov (changed):" in printed
    assert "IR after ov-simplify (changed):" in printed
    assert not any("onnx-resolve-sequences" in line or "dce" in line for line in printed)  # nothing to do there


def test_unknown_pass_to_print_is_named(tmp_path):
    status, _, err = convert(tmp_path, "--print-ir-before=ov-simplfy")
    assert status == 1
    assert "--print-ir-before=ov-simplfy: the pipeline has no pass 'ov-simplfy'; did you mean ov-simplify?" in err


def test_print_ir_after_failure(tmp_path, isolated_registry):
    extension = tmp_path / "crash.py"
    extension.write_text(CRASHING)
    with pytest.raises(RuntimeError, match="a bug in this pattern"):
        convert(tmp_path, "--extensions", extension, "--print-ir-after-failure")


# -- timing and statistics ------------------------------------------------------------------------


def test_time_passes_json(tmp_path):
    status, out, err = convert(tmp_path, "--time-passes=json")
    assert status == 0 and "Pass " not in out
    timing = json.loads(err)
    names = [p["pass"] for p in timing["passes"]]
    assert names[:3] == ["onnx-resolve-sequences", "onnx-expand-functions", "convert-onnx-to-ov"]
    skipped = {p["pass"] for p in timing["passes"] if p["seconds"] is None}
    assert "convert-torch-to-ov" in skipped  # its condition does not hold on an ONNX model
    assert timing["total_seconds"] == pytest.approx(sum(p["seconds"] or 0 for p in timing["passes"]))


def test_time_passes_text_is_xdsls_line_per_pass(tmp_path):
    status, out, _ = convert(tmp_path, "--time-passes")
    assert status == 0
    assert "Pass convert-onnx-to-ov took " in out
    assert "Pass convert-torch-to-ov skipped: its condition does not hold" in out


def pass_statistics(tmp_path, *args: str) -> dict[str, dict]:
    status, _, err = convert(tmp_path, "--pass-statistics=json", *args)
    assert status == 0, err
    return {one["pass"]: one for one in json.loads(err)["passes"]}


def test_pass_statistics_count_patterns_ops_and_folds(tmp_path):
    import onnx

    statistics = pass_statistics(tmp_path)
    conversion = statistics["convert-onnx-to-ov"]
    model = onnx.load(EXAMPLE)
    convs = sum(node.op_type == "Conv" for node in model.graph.node)
    assert conversion["patterns"]["ConvToConvolution"] == {"applied": convs, "tries": convs}
    assert conversion["ops_erased"]["onnx.Conv"] == convs
    assert conversion["ops_created"]["ov.Convolution.v1"] == convs
    folding = statistics["ov-fold-constants"]
    assert folding["constants_folded"] == folding["patterns"]["FoldConstantOp"]["applied"] > 0
    assert "convert-torch-to-ov" not in statistics  # skipped


def test_pass_statistics_add_up_to_the_op_counts(tmp_path):
    """Created minus erased over the pipeline is the change in the number of ops."""
    from ovopt.api import import_module, lower

    statistics = pass_statistics(tmp_path)
    module = import_module(EXAMPLE)
    before = sum(count_ops(module).values())
    lower(module, "ov-default")
    after = sum(count_ops(module).values())
    net = sum(sum(p["ops_created"].values()) - sum(p["ops_erased"].values()) for p in statistics.values())
    assert before + net == after


def test_pass_statistics_text(tmp_path):
    status, _, err = convert(tmp_path, "--pass-statistics")
    assert status == 0
    assert err.startswith("pass statistics\n")
    assert "convert-onnx-to-ov: ops created" in err and "ConvToConvolution: applied" in err


# -- debug counters -------------------------------------------------------------------------------


def test_debug_counter_skips_a_patterns_tries(tmp_path):
    full = pass_statistics(tmp_path)["ov-simplify"]["patterns"]["FuseLinearSequence"]
    assert full["applied"] >= 2
    none = pass_statistics(tmp_path, "--debug-counter=FuseLinearSequence-count=0")["ov-simplify"]["patterns"]
    assert "FuseLinearSequence" not in none  # every try skipped: none counted
    one = pass_statistics(tmp_path, "--debug-counter=FuseLinearSequence-skip=0,FuseLinearSequence-count=1")
    assert one["ov-simplify"]["patterns"]["FuseLinearSequence"]["tries"] == 1


def test_debug_counter_keeps_the_ir_right(tmp_path):
    """Skipping an optimisation leaves IR that still matches onnxruntime."""
    status, out, err = convert(tmp_path, "--debug-counter=FuseLinearSequence-count=0", "--validate")
    assert status == 0, err
    assert ": ok" in out


@pytest.mark.parametrize("text", ["FuseGelu", "FuseGelu-skip=x", "FuseGelu-every=2"])
def test_a_bad_debug_counter_is_one_line(tmp_path, text):
    status, _, err = convert(tmp_path, f"--debug-counter={text}")
    assert status == 1
    assert err.startswith("ov-opt: error: --debug-counter: cannot read") and "PATTERN-skip=N" in err
    assert not (tmp_path / "out").exists()


# -- reproducers ----------------------------------------------------------------------------------


def reproduce(folder: Path) -> subprocess.CompletedProcess:
    """The reproducer's own script, with this interpreter's ov-opt first on PATH."""
    bin_dir = str(Path(sys.executable).parent)
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin"}
    script = ["sh", str(folder / "reproduce.sh")]
    return subprocess.run(script, capture_output=True, text=True, env=env, timeout=300, check=False)


def test_reproducer_of_a_crashing_pass(tmp_path, isolated_registry):
    extension = tmp_path / "crash.py"
    extension.write_text(CRASHING)
    folder = tmp_path / "repro"
    with pytest.raises(RuntimeError, match="a bug in this pattern"):
        convert(tmp_path, "--extensions", extension, "--reproducer", folder)
    assert sorted(p.name for p in folder.iterdir()) == [
        "command",
        "error",
        "input.mlir",
        "pipeline",
        "reproduce.sh",
        "versions",
    ]
    assert (folder / "pipeline").read_text() == (
        "ov-simplify,ov-fuse-attention,ov-merge-duplicates,dce,ov-transpose-matmul-weights\n"
    )
    assert "RuntimeError: a bug in this pattern" in (folder / "error").read_text()
    assert "ov-opt 0.1.0 (xDSL 0." in (folder / "versions").read_text()
    assert "--reproducer" in (folder / "command").read_text()
    assert 'loc("stem_conv' in (folder / "input.mlir").read_text()  # nodes keep their names
    again = reproduce(folder)
    assert again.returncode != 0 and "RuntimeError: a bug in this pattern" in again.stderr
    assert not (tmp_path / "out").exists()


def test_reproducer_of_a_user_error_fails_with_the_same_line(tmp_path):
    model = tmp_path / "foo.onnxtext"
    model.write_text(UNSUPPORTED)
    folder = tmp_path / "repro"
    status, _, err = run(model, "-t", "ir", "-o", tmp_path / "out" / "m.xml", "--reproducer", folder)
    assert status == 1
    line = err.strip().splitlines()[-1]
    assert line.startswith("ov-opt: error: ") and "com.example.Foo" in line
    assert "a reproducer is in" in err
    assert (folder / "pipeline").read_text().startswith("convert-onnx-to-ov,")
    again = reproduce(folder)
    assert again.returncode == 1
    assert again.stderr.strip().splitlines()[-1] == line


def test_reproducer_of_a_model_that_does_not_read(tmp_path):
    model = tmp_path / "broken.onnx"
    model.write_bytes(b"\x08\x07garbage")
    folder = tmp_path / "repro"
    status, _, err = run(model, "-t", "ir", "-o", tmp_path / "out" / "m.xml", "--reproducer", folder)
    assert status == 1 and "a reproducer is in" in err
    assert sorted(p.name for p in folder.iterdir()) == ["command", "error", "versions"]
    assert (folder / "error").read_text().startswith("reading the model failed")


def test_no_reproducer_when_the_run_succeeds(tmp_path):
    status, _, _ = convert(tmp_path, "--reproducer", tmp_path / "repro")
    assert status == 0
    assert not (tmp_path / "repro").exists()
