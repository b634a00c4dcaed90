"""Looking inside a conversion: --op-stats, --dump-dir, -t dot and the progress line.

The expected counts and file names come from the model and from --print-pipeline, never
from the code that prints them."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess

import numpy as np
import onnx
import pytest

from ovopt.tools import inspection
from ovopt.tools.inspection import Inspector, Progress
from ovopt.tools.ov_opt import main
from support import make_model, random_inputs, run_onnxruntime, run_openvino

ONNX_COUNTS = {"onnx.Relu": 1, "onnx.Add": 1, "onnx.Constant": 1, "func.func": 1, "func.return": 1}
OV_COUNTS = {"ov.Relu.v0": 1, "ov.Add.v1": 1, "ov.Constant.v0": 1, "func.func": 1, "func.return": 1}


def relu_add() -> onnx.ModelProto:
    """y = relu(x) + b: three ONNX ops (Relu, Add and the initializer b as a Constant)."""
    bias = onnx.numpy_helper.from_array(np.arange(4, dtype=np.float32), "b")
    return make_model(
        [
            onnx.helper.make_node("Relu", ["x"], ["h"], name="relu"),
            onnx.helper.make_node("Add", ["h", "b"], ["y"], name="add"),
        ],
        [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, ["N", 4])],
        [onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, ["N", 4])],
        [bias],
    )


@pytest.fixture
def model_path(tmp_path):
    path = tmp_path / "model.onnx"
    onnx.save(relu_add(), path)
    return path


def pipeline_names(capsys, conditional: bool = True) -> list[str]:
    """The pass names --print-pipeline numbers 1, 2, ... for ov-default (without `conditional`,
    None for the passes that run only if their condition holds, which an ONNX model skips)."""
    assert main(["--print-pipeline", "-p", "ov-default"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if re.match(r"\s*\d+\. ", line)]
    names = [re.match(r"\s*\d+\. (\S+)", line).group(1) for line in lines]
    return [None if "(if its condition holds)" in line and not conditional else n for n, line in zip(names, lines)]


# -- --op-stats -----------------------------------------------------------------------------------


def test_op_stats_text_counts_each_op_before_and_after(model_path, capsys):
    assert main([str(model_path), "-p", "ov-default", "--op-stats", "text"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("builtin.module")  # stdout holds the module alone
    assert "op statistics" not in captured.out
    rows = {}
    for line in captured.err.splitlines()[1:]:
        name, before, after = line.split()
        rows[name] = (int(before), int(after))
    for name, count in ONNX_COUNTS.items():
        assert rows[name][0] == count, name
    for name, count in OV_COUNTS.items():
        assert rows[name][1] == count, name
    assert rows["onnx"] == (3, 0) and rows["ov"] == (0, 3) and rows["func"] == (2, 2)
    assert rows["total"] == (5, 5)


def test_op_stats_json_goes_to_stderr_and_parses(model_path, capsys):
    assert main([str(model_path), "-p", "ov-default", "--op-stats=json"]) == 0
    captured = capsys.readouterr()
    stats = json.loads(captured.err)
    assert stats["before"]["dialects"]["onnx"] == {
        "total": 3,
        "ops": {"onnx.Add": 1, "onnx.Constant": 1, "onnx.Relu": 1},
    }
    assert "onnx" not in stats["after"]["dialects"]
    assert stats["after"]["dialects"]["ov"]["ops"] == {"ov.Add.v1": 1, "ov.Constant.v0": 1, "ov.Relu.v0": 1}
    assert stats["before"]["total"] == stats["after"]["total"] == 5
    # stdout is the module, as without --op-stats
    assert main([str(model_path), "-p", "ov-default"]) == 0
    assert capsys.readouterr().out == captured.out


def test_op_stats_with_ir_output(model_path, tmp_path, capsys):
    xml = tmp_path / "out" / "model.xml"
    assert main([str(model_path), "-t", "ir", "-o", str(xml), "--op-stats", "json"]) == 0
    assert json.loads(capsys.readouterr().err)["after"]["dialects"]["ov"]["total"] == 3
    assert xml.exists()


def test_op_stats_takes_text_or_json(model_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main([str(model_path), "--op-stats", "xml"])
    assert exit_info.value.code == 2
    assert "invalid choice: 'xml'" in capsys.readouterr().err


# -- --dump-dir -----------------------------------------------------------------------------------


def test_dump_dir_writes_every_pass(model_path, tmp_path, capsys):
    front = 2  # onnx-resolve-sequences and onnx-expand-functions leave the onnx dialect, which is no IR
    names = pipeline_names(capsys, conditional=False)
    dump = tmp_path / "dump"
    dump.mkdir()
    (dump / "99-stale.mlir").write_text("an earlier run's dump")
    (dump / "notes.txt").write_text("the user's")
    xml = tmp_path / "out" / "model.xml"
    assert main([str(model_path), "-t", "ir", "-o", str(xml), "--dump-dir", str(dump)]) == 0
    expected = {"00-input.mlir", "00-input.dot", "notes.txt"}
    for number, name in enumerate(names, 1):
        suffixes = ("mlir", "dot") if number <= front else ("mlir", "dot", "xml", "bin")
        expected |= {f"{number:02d}-{name}.{suffix}" for suffix in suffixes} if name else set()
    assert {p.name for p in dump.iterdir()} == expected
    # Each dump is usable: the text parses back, the IR runs and computes what onnxruntime does.
    last = max(f"{number:02d}-{name}" for number, name in enumerate(names, 1) if name)  # the last that ran
    assert main([str(dump / f"{last}.mlir"), "-o", str(tmp_path / "again.mlir")]) == 0
    inputs = random_inputs(relu_add())
    expected_y = run_onnxruntime(relu_add(), inputs)["y"]
    for number, name in enumerate(names[front:], front + 1):
        if name is None:
            continue  # skipped: nothing dumped
        actual = run_openvino(dump / f"{number:02d}-{name}.xml", inputs)["y"]
        np.testing.assert_allclose(actual, expected_y, rtol=1e-6, err_msg=name)
    assert "onnx.Relu" in (dump / "00-input.mlir").read_text()
    assert "digraph" in (dump / "00-input.dot").read_text()


BREAKING_EXTENSION = """
from xdsl.utils.exceptions import PassFailedException
from ovopt.lowering.transformations import module_transformation

@module_transformation("fail-on-purpose", phase="back", description="always fails (a test's)")
def fail_on_purpose(module):
    raise PassFailedException("failed on purpose")
"""


@pytest.mark.usefixtures("isolated_registry")
def test_dump_dir_keeps_what_it_dumped_when_the_run_fails(model_path, tmp_path, capsys):
    (tmp_path / "ext.py").write_text(BREAKING_EXTENSION)
    assert main(["--extensions", str(tmp_path / "ext.py"), "--print-pipeline", "-p", "ov-default"]) == 0
    names = pipeline_names(capsys)
    failing = names.index("fail-on-purpose") + 1
    dump, xml = tmp_path / "dump", tmp_path / "out" / "model.xml"
    code = main(
        [str(model_path), "--extensions", str(tmp_path / "ext.py"), "-t", "ir", "-o", str(xml), "--dump-dir", str(dump)]
    )
    assert code == 1
    assert capsys.readouterr().err.strip() == "ov-opt: error: failed on purpose"
    assert not xml.parent.exists() or not any(xml.parent.iterdir())  # no output: it failed
    dumped = {p.name for p in dump.iterdir()}
    assert f"{failing - 1:02d}-{names[failing - 2]}.mlir" in dumped
    assert f"{failing:02d}-fail-on-purpose-failed.mlir" in dumped
    assert not [name for name in dumped if name.startswith(f"{failing + 1:02d}-")]
    assert not [name for name in dumped if ".partial" in name]


def test_dump_dir_that_is_a_file(model_path, tmp_path, capsys):
    (tmp_path / "taken").write_text("")
    assert main([str(model_path), "--dump-dir", str(tmp_path / "taken")]) == 1
    assert capsys.readouterr().err.strip().startswith("ov-opt: error: --dump-dir")


# -- -t dot ---------------------------------------------------------------------------------------

DOT_ID = r'(?:[A-Za-z_][A-Za-z0-9_]*|-?(?:\.\d+|\d+(?:\.\d*)?)|"(?:[^"\\]|\\.)*")'
DOT_ATTRS = rf"\[{DOT_ID}={DOT_ID}(?:, {DOT_ID}={DOT_ID})*\]"
DOT_STATEMENT = re.compile(
    rf"(?:{DOT_ID} {DOT_ATTRS};|{DOT_ID} -> {DOT_ID} {DOT_ATTRS};|(?:node|edge) {DOT_ATTRS};"
    rf"|label={DOT_ID};|subgraph cluster_\d+ {{|}})"
)


def check_dot_syntax(text: str) -> tuple[set[str], list[tuple[str, str]]]:
    """A structural check of the DOT we write: one statement per line from a small grammar,
    balanced braces, every edge between declared nodes. Returns the nodes and edges."""
    lines = text.strip().splitlines()
    assert lines[0] == "digraph module {" and lines[-1] == "}"
    depth, nodes, edges = 1, set(), []
    for line in lines[1:-1]:
        statement = line.strip()
        assert DOT_STATEMENT.fullmatch(statement), f"not a DOT statement: {statement}"
        depth += statement.endswith("{") - (statement == "}")
        assert depth >= 1
        if " -> " in statement:
            source, _, target = statement.split(" ")[:3]
            edges.append((source, target))
        elif re.match(r"n\d+ \[", statement):
            nodes.add(statement.split(" ")[0])
    assert depth == 1
    assert all(s in nodes and t in nodes for s, t in edges), "an edge names an undeclared node"
    return nodes, edges


@pytest.mark.parametrize("pipeline", [[], ["-p", "ov-default"]], ids=["onnx", "ov"])
def test_dot_target_draws_the_model(model_path, tmp_path, capsys, pipeline):
    out = tmp_path / "model.dot"
    assert main([str(model_path), *pipeline, "-t", "dot", "-o", str(out)]) == 0
    text = out.read_text()
    nodes, edges = check_dot_syntax(text)
    assert len(nodes) == 5  # the input x, the constant b, relu, add, the return
    assert len(edges) == 4
    assert text.count('[label="Nx4xf32"]') == 0 and text.count('label="?x4xf32"') == 3
    assert 'label="x", shape=ellipse' in text
    kinds = ("onnx.Relu\\nrelu", "onnx.Add\\nadd") if not pipeline else ("ov.Relu.v0\\nrelu", "ov.Add.v1\\nadd")
    for kind in kinds:
        assert f'label="{kind}"' in text
    if shutil.which("dot"):  # graphviz itself, when installed, must read it too
        result = subprocess.run(["dot", "-Tsvg", str(out)], capture_output=True, text=True, check=False)
        assert result.returncode == 0 and result.stderr == "", result.stderr


def test_dot_syntax_check_rejects_what_graphviz_would(tmp_path):
    """The structural check above is a real check: broken DOT fails it."""
    for broken in (
        'digraph module {\n  n0 [label="a];\n}\n',
        'digraph module {\n  n0 [label="a"];\n  n0 -> n1 [label="x"];\n}\n',
        'digraph module {\n  subgraph cluster_1 {\n  n0 [label="a"];\n}\n',
    ):
        with pytest.raises(AssertionError):
            check_dot_syntax(broken)


# -- the progress line ----------------------------------------------------------------------------


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_shows_after_the_delay_and_clears():
    clock, stream = FakeClock(), io.StringIO()
    progress = Progress(3, stream=stream, clock=clock, is_terminal=True, delay=2.0)
    progress.update(1, "first")
    assert stream.getvalue() == ""  # a fast run shows nothing
    clock.now = 2.5
    progress.update(2, "second")
    assert stream.getvalue() == "\rov-opt: pass 2/3 second\x1b[K"
    progress.update(3, "third")
    progress.clear()
    assert stream.getvalue().endswith("\rov-opt: pass 3/3 third\x1b[K\r\x1b[K")
    progress.clear()  # nothing shown: nothing to clear
    assert stream.getvalue().endswith("third\x1b[K\r\x1b[K")


def test_progress_never_shows_off_a_terminal():
    clock, stream = FakeClock(), io.StringIO()
    progress = Progress(2, stream=stream, clock=clock)  # a StringIO is no terminal
    clock.now = 100.0
    progress.update(1, "slow")
    progress.clear()
    assert stream.getvalue() == ""


def test_progress_line_fits_the_terminal(monkeypatch):
    monkeypatch.setattr(shutil, "get_terminal_size", lambda: os.terminal_size((20, 24)))
    stream = io.StringIO()
    Progress(1, stream=stream, is_terminal=True, delay=0).update(1, "a-very-long-pass-name-indeed")
    assert stream.getvalue() == "\rov-opt: pass 1/1 a-\x1b[K"  # 19 columns: the cursor stays on the line


class FakeStep:
    def __init__(self, name: str) -> None:
        self.name = name


def test_inspector_steps_the_line_through_the_pipeline_and_clears_it_on_failure():
    clock, stream = FakeClock(), io.StringIO()
    steps = [FakeStep("a"), FakeStep("b")]
    inspector = Inspector(steps, Progress(2, stream=stream, clock=clock, is_terminal=True, delay=1.0))
    clock.now = 5.0
    with pytest.raises(RuntimeError), inspector.watching(module=None):
        inspector.after_step(1, steps[0], None, 4.0)  # a ran: b is next
        assert stream.getvalue() == "\rov-opt: pass 2/2 b\x1b[K"
        raise RuntimeError("b failed")
    assert stream.getvalue().endswith("\r\x1b[K")


def test_driver_progress_on_a_terminal(model_path, monkeypatch, capsys, tmp_path):
    """ov-opt itself on a (fake) terminal, with no delay: one line per pass, cleared at the end."""
    names = pipeline_names(capsys)
    terminal = Terminal()
    monkeypatch.setattr(inspection, "PROGRESS_DELAY", 0.0)
    monkeypatch.setattr("sys.stderr", terminal)
    assert main([str(model_path), "-t", "ir", "-o", str(tmp_path / "m.xml")]) == 0
    shown = terminal.getvalue()
    expected = "".join(f"\rov-opt: pass {i}/{len(names)} {name}\x1b[K" for i, name in enumerate(names, 1))
    assert shown == expected + "\r\x1b[K"


def test_driver_shows_no_progress_off_a_terminal(model_path, monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(inspection, "PROGRESS_DELAY", 0.0)
    assert main([str(model_path), "-t", "ir", "-o", str(tmp_path / "m.xml")]) == 0
    assert capsys.readouterr().err == ""


def test_help_lists_the_inspection_options(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    for option in ("--op-stats text|json", "--dump-dir DIR", "--validate ", "--validate-inputs FILE.npz"):
        assert option in text
    assert "dot a graphviz graph" in text
