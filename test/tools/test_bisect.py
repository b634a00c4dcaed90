"""--validate --bisect names the pattern application after which the IR stops matching
onnxruntime: an optimisation that is wrong (docs/examples/wrong_drop_add.py, docs/driver.md's
example), and a lowering that is wrong (found by comparing the model's inner tensors)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

from ovopt.tools.ov_opt import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "example_cnn.onnx"
WRONG_DROP_ADD = ROOT / "docs" / "examples" / "wrong_drop_add.py"

WRONG_RELU = '''
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt import registry
from ovopt.dialects import onnx, ov


class ReluAsAbs(RewritePattern):
    """Wrong on purpose: |x| is not max(x, 0)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ReluOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, [ov.AbsV0Op(op.X)])


registry.register_patterns("convert-onnx-to-ov", lambda: [ReluAsAbs()], name="wrong-relu", priority=1)
'''


def run(*args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([str(a) for a in args])
    return status, out.getvalue(), err.getvalue()


def bisect_lines(out: str) -> list[str]:
    return [line.removeprefix("bisect:").strip() for line in out.splitlines() if line.startswith("bisect:")]


def test_bisect_names_a_wrong_optimisation(isolated_registry):
    status, out, err = run(EXAMPLE, "--extensions", WRONG_DROP_ADD, "--validate", "--bisect")
    assert status == 1 and "outputs differ from onnxruntime" in err
    lines = bisect_lines(out)
    assert re.fullmatch(
        r"the IR matches onnxruntime after dce \(pass \d+\), not after example-drop-small-add \(pass \d+\)", lines[0]
    )
    assert "pattern: DropSmallAdd" in lines
    assert "node:    'stem_bn'" in lines  # the first Add it drops: the batch norm's shift
    before = lines[lines.index("before:") + 1]
    assert before.startswith("%stem_bn = ov.Add.v1")
    hint = lines[-1]
    assert hint.startswith("--debug-counter=DropSmallAdd-count=0 runs the pipeline without it")


def test_the_bisections_debug_counter_gives_matching_ir(isolated_registry, tmp_path):
    status, out, err = run(
        EXAMPLE,
        "--extensions",
        WRONG_DROP_ADD,
        "-t",
        "ir",
        "-o",
        tmp_path / "model.xml",
        "--validate",
        "--debug-counter=DropSmallAdd-count=0",
    )
    assert status == 0, err
    assert out.strip().endswith(": ok")


def test_bisect_finds_the_node_a_wrong_lowering_converts(isolated_registry, tmp_path):
    extension = tmp_path / "wrong_relu.py"
    extension.write_text(WRONG_RELU)
    status, out, _ = run(EXAMPLE, "--extensions", extension, "--validate", "--bisect")
    assert status == 1
    lines = bisect_lines(out)
    assert lines[0] == (
        "the IR first runs in OpenVINO after convert-onnx-to-ov (pass 3), and differs from onnxruntime there"
    )
    assert "node 'stem_relu' (Relu) is the first whose outputs differ while its inputs match:" in lines
    assert "pattern: ReluAsAbs (convert-onnx-to-ov, on onnx.Relu)" in lines
    after = lines[lines.index("after:") + 1]
    assert after.startswith("%stem_relu = ov.Abs.v0")


def test_bisect_of_matching_ir_says_so(tmp_path):
    status, out, _ = run(EXAMPLE, "--validate", "--bisect")
    assert status == 0
    assert out.splitlines()[-1] == "bisect: the IR matches onnxruntime: nothing to bisect"
