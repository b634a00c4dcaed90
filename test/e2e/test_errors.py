"""Bad input through the real command line: one `ov-opt: error:` line that names the problem
(and the model node), a non-zero exit, no traceback, and no output files left behind."""

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_opsetid, make_tensor_value_info

from support import make_model

EXAMPLE_CNN = Path(__file__).resolve().parents[2] / "examples" / "example_cnn.onnx"


def run_cli(tmp_path: Path, model_path: Path | str, *extra: str) -> subprocess.CompletedProcess:
    """`ov-opt MODEL --pass-pipeline=ov-default -t ir -o OUT/model.xml` in a subprocess."""
    command = [
        sys.executable,
        "-m",
        "ovopt.tools.ov_opt",
        str(model_path),
        "--pass-pipeline=ov-default",
        "-t",
        "ir",
        "-o",
        str(tmp_path / "out" / "model.xml"),
        *extra,
    ]
    return subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, timeout=120, check=False)


def assert_user_error(tmp_path: Path, result: subprocess.CompletedProcess, *mentions: str) -> str:
    """Exit status non-zero, stderr one `ov-opt: error:` line naming `mentions`, no files left."""
    assert result.returncode != 0
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    (line,) = lines
    assert line.startswith("ov-opt: error:"), line
    for mention in mentions:
        assert mention in line, f"{mention!r} not in {line!r}"
    out = tmp_path / "out"
    left = sorted(p.name for p in out.iterdir()) if out.exists() else []
    assert left == [], f"files left in the output folder: {left}"
    assert result.stdout == ""
    return line


def save(model: onnx.ModelProto, tmp_path: Path, name: str = "model.onnx") -> Path:
    path = tmp_path / name
    onnx.save(model, path)
    return path


def test_missing_file(tmp_path):
    result = run_cli(tmp_path, tmp_path / "no_such_model.onnx")
    assert_user_error(tmp_path, result, "no_such_model.onnx")


def test_truncated_protobuf(tmp_path):
    data = EXAMPLE_CNN.read_bytes()
    path = tmp_path / "truncated.onnx"
    path.write_bytes(data[: len(data) // 2])
    line = assert_user_error(tmp_path, run_cli(tmp_path, path), "truncated.onnx")
    assert "not an ONNX model" in line


@pytest.mark.parametrize(
    "content",
    [b"hello, this is not a model\n", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64), b""],
    ids=["text", "png", "empty"],
)
def test_not_an_onnx_file(tmp_path, content):
    path = tmp_path / "model.onnx"
    path.write_bytes(content)
    line = assert_user_error(tmp_path, run_cli(tmp_path, path), "model.onnx")
    assert "not an ONNX model" in line


def test_custom_domain_op(tmp_path):
    model = make_model(
        [
            make_node("Relu", ["x"], ["r"], name="relu"),
            make_node("Foo", ["r"], ["y"], name="my_foo", domain="com.example"),
        ],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])],
    )
    model.opset_import.append(make_opsetid("com.example", 1))
    line = assert_user_error(tmp_path, run_cli(tmp_path, save(model, tmp_path)), "'my_foo'", "Foo")
    assert "com.example" in line


def test_standard_op_without_lowering(tmp_path):
    model = make_model(
        [make_node("Det", ["a"], ["y"], name="my_det")],
        [make_tensor_value_info("a", TensorProto.FLOAT, [2, 3, 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    )
    assert_user_error(tmp_path, run_cli(tmp_path, save(model, tmp_path)), "'my_det'", "Det")


def test_unnamed_node_without_lowering(tmp_path):
    """A node without a name is named by the value it produces."""
    model = make_model(
        [make_node("Det", ["a"], ["det_out"])],
        [make_tensor_value_info("a", TensorProto.FLOAT, [3, 3])],
        [make_tensor_value_info("det_out", TensorProto.FLOAT, [])],
    )
    assert_user_error(tmp_path, run_cli(tmp_path, save(model, tmp_path)), "Det", "'det_out'")


def test_unsupported_op_among_supported_ones(tmp_path):
    """Weights and several lowered nodes before the failing one: still nothing is written."""
    weights = numpy_helper.from_array(np.ones([4, 3, 3, 3], np.float32), "w")
    model = make_model(
        [
            make_node("Conv", ["x", "w"], ["c"], name="conv", pads=[1, 1, 1, 1]),
            make_node("Relu", ["c"], ["r"], name="relu"),
            make_node("Foo", ["r"], ["y"], name="custom_head", domain="com.example"),
        ],
        [make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 8])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [weights],
    )
    model.opset_import.append(make_opsetid("com.example", 1))
    assert_user_error(tmp_path, run_cli(tmp_path, save(model, tmp_path)), "'custom_head'", "Foo")


@pytest.mark.parametrize(
    "node, what",
    [
        (make_node("LpNormalization", ["x"], ["y"], name="l3_norm", p=3), "p must be 1 or 2"),
    ],
    ids=["lp_norm_p"],
)
def test_unsupported_attribute(tmp_path, node, what):
    """An attribute value OpenVINO cannot express is refused, naming the node and the attribute."""
    outputs = [
        make_tensor_value_info(name, TensorProto.INT64 if name == "i" else TensorProto.FLOAT, None)
        for name in node.output
    ]
    model = make_model([node], [make_tensor_value_info("x", TensorProto.FLOAT, [1, 2, 6, 6])], outputs, opset=19)
    assert_user_error(tmp_path, run_cli(tmp_path, save(model, tmp_path)), f"'{node.name}'", node.op_type, what)


def test_dropout_training_mode(tmp_path):
    """Dropout in training draws a random mask: refused, naming the node."""
    model = make_model(
        [make_node("Dropout", ["x", "ratio", "training"], ["y"], name="train_drop")],
        [
            make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4]),
            make_tensor_value_info("training", TensorProto.BOOL, []),
        ],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.array(0.5, np.float32), "ratio")],
        opset=15,
    )
    assert_user_error(tmp_path, run_cli(tmp_path, save(model, tmp_path)), "'train_drop'", "Dropout", "training_mode")


def test_newer_ir_version_than_onnx_knows(tmp_path):
    model = make_model(
        [make_node("Relu", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    )
    model.ir_version = onnx.IR_VERSION + 1
    assert_user_error(tmp_path, run_cli(tmp_path, save(model, tmp_path)), "IR version")


def test_failure_keeps_existing_output_folder_clean(tmp_path):
    """A failing run after a good one: the good run's files are the only ones there."""
    good = make_model(
        [make_node("Relu", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    )
    assert run_cli(tmp_path, save(good, tmp_path, "good.onnx")).returncode == 0
    out = tmp_path / "out"
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    assert sorted(before) == ["model.bin", "model.xml"]
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"not a model")
    result = run_cli(tmp_path, bad)
    assert result.returncode != 0 and "Traceback" not in result.stderr
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


@pytest.mark.parametrize(
    "nodes, x_shape, initializers, opset, name, op_type, what",
    [
        (
            [make_node("Reshape", ["x", "s"], ["y"], name="bad_reshape")],
            [2, 3, 4],
            [numpy_helper.from_array(np.array([7, -1], np.int64), "s")],
            13,
            "bad_reshape",
            "Reshape",
            "[7, -1]",
        ),
        (
            [make_node("Conv", ["x", "w"], ["y"], name="bad_conv")],
            [1, 3, 5, 5],
            [numpy_helper.from_array(np.ones([2, 4, 3, 3], np.float32), "w")],
            13,
            "bad_conv",
            "Conv",
            "channels",
        ),
        ([make_node("Softmax", ["x"], ["y"], name="bad_softmax")], [5], [], 11, "bad_softmax", "Softmax", "axis 1"),
    ],
    ids=["reshape_count", "conv_channels", "softmax_axis"],
)
def test_inconsistent_node(tmp_path, nodes, x_shape, initializers, opset, name, op_type, what):
    """Shapes or attributes that do not fit (onnxruntime refuses these models too): the message
    names the node whose ov op cannot be built."""
    model = make_model(
        nodes,
        [make_tensor_value_info("x", TensorProto.FLOAT, x_shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        initializers,
        opset=opset,
    )
    assert_user_error(tmp_path, run_cli(tmp_path, save(model, tmp_path)), f"'{name}'", op_type, what)


# -- the error paths a new user hits ------------------------------------------------------------


def cli(tmp_path: Path, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "ovopt.tools.ov_opt", *args]
    return subprocess.run(command, capture_output=True, input=stdin, cwd=tmp_path, timeout=120, check=False)


def assert_one_line_error(result: subprocess.CompletedProcess, folder: Path, *mentions: str) -> None:
    """Exit status 1, stderr exactly one `ov-opt: error:` line, nothing written in `folder`."""
    stderr = result.stderr.decode()
    assert result.returncode == 1, stderr
    assert stderr.count("\n") == 1 and stderr.startswith("ov-opt: error: "), stderr
    for mention in mentions:
        assert mention in stderr, f"{mention!r} not in {stderr!r}"
    left = sorted(p.name for p in folder.rglob("*") if p.is_file() and p.suffix in (".xml", ".bin", ".partial"))
    assert left == [], f"files left: {left}"


def test_output_path_that_is_a_folder(tmp_path):
    (tmp_path / "out" / "model.xml").mkdir(parents=True)
    result = cli(tmp_path, str(EXAMPLE_CNN), "-t", "ir", "-o", "out/model.xml")
    assert_one_line_error(result, tmp_path / "out", "out/model.xml: it is a folder")


def test_output_folder_that_is_a_file(tmp_path):
    (tmp_path / "out").write_text("a file, not a folder")
    result = cli(tmp_path, str(EXAMPLE_CNN), "-t", "ir", "-o", "out/model.xml")
    assert_one_line_error(result, tmp_path, "out is a file, not a folder")


@pytest.fixture
def unwritable_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder nobody may create files in: a read-only one, or sysfs when root (root writes
    anywhere else)."""
    if os.geteuid() == 0:
        yield Path("/sys")
        return
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    try:
        yield locked
    finally:
        locked.chmod(0o755)


def test_unwritable_output_folder(tmp_path, unwritable_folder):
    result = cli(tmp_path, str(EXAMPLE_CNN), "-t", "ir", "-o", str(unwritable_folder / "model.xml"))
    assert_one_line_error(result, tmp_path, f"cannot write {unwritable_folder / 'model'}", "Permission denied")
    assert not (unwritable_folder / "model.xml").exists()


def test_a_failing_second_file_takes_the_first_with_it(tmp_path, monkeypatch):
    """model.bin is in place when model.xml fails: it goes too (both files or neither)."""
    from ovopt.targets import files

    replace = os.replace

    def fail_on_xml(source, target):
        if str(target).endswith(".xml"):
            raise PermissionError(13, "Permission denied", str(target))
        replace(source, target)

    monkeypatch.setattr(files.os, "replace", fail_on_xml)
    with pytest.raises(files.OutputError, match=r"cannot write .*model.xml: Permission denied"):
        files.write_all_or_none([(tmp_path / "model.bin", [b"weights"]), (tmp_path / "model.xml", [b"<net/>"])])
    assert list(tmp_path.iterdir()) == []


def test_folder_as_input(tmp_path):
    result = cli(tmp_path, str(tmp_path), "-t", "ir", "-o", "out/model.xml")
    assert_one_line_error(result, tmp_path, "it is a folder; give the model file in it")


def test_binary_model_on_stdin_without_format(tmp_path):
    result = cli(tmp_path, "-t", "ir", "-o", "out/model.xml", stdin=EXAMPLE_CNN.read_bytes())
    assert_one_line_error(result, tmp_path, "<stdin> is not MLIR text", "needs -f onnx")


def test_binary_model_on_stdin_with_format(tmp_path):
    result = cli(tmp_path, "-f", "onnx", "-t", "ir", "-o", "out/model.xml", stdin=EXAMPLE_CNN.read_bytes())
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["model.bin", "model.xml"]


def test_ir_target_without_passes_converts(tmp_path):
    """`-t ir` on a model not yet in the ov dialect runs ov-default, as --help says."""
    result = cli(tmp_path, str(EXAMPLE_CNN), "-t", "ir", "-o", "out/model.xml")
    assert result.returncode == 0, result.stderr
    assert 'type="Convolution"' in (tmp_path / "out" / "model.xml").read_text()
    help_text = re.sub(r"-\s+", "-", " ".join(cli(tmp_path, "--help").stdout.decode().split()))  # unwrapped
    assert "with -t ir and none given, a model not yet in the ov dialect runs ov-default" in help_text


def test_unknown_pipeline_option(tmp_path):
    result = cli(tmp_path, str(EXAMPLE_CNN), "-p", "ov-default{bogus=1}", "-t", "ir", "-o", "out/model.xml")
    assert_one_line_error(result, tmp_path, "ov-default has no option 'bogus'")


def test_target_spec_that_does_not_parse(tmp_path):
    """An unquoted path in a target option is xDSL's parse error, told in one line with the fix."""
    result = cli(tmp_path, str(EXAMPLE_CNN), "-t", "ir{bin-path=/a/b.bin}", "-o", "out/model.xml")
    assert_one_line_error(result, tmp_path, "'ir{bin-path=/a/b.bin}' does not parse", "(column 13)", 'bin-path="')


def test_custom_op_feeding_a_standard_op_is_the_node_named(tmp_path):
    model = make_model(
        [make_node("SoftClip", ["x"], ["c"], domain="my.ops", name="clip_1"), make_node("Add", ["c", "x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    )
    model.opset_import.append(make_opsetid("my.ops", 1))
    result = cli(tmp_path, str(save(model, tmp_path)), "-t", "ir", "-o", "out/model.xml")
    assert_one_line_error(result, tmp_path, "node 'clip_1' (my.ops.SoftClip) has no lowering or importer")


def test_readme_error_sample_is_what_the_tool_prints(tmp_path):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    (sample,) = re.findall(r"`(ov-opt: error: [^`]*)`", " ".join(readme.split()))
    model = make_model(
        [make_node("Foo", ["x"], ["y"], domain="com.example", name="foo_1")],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    )
    model.opset_import.append(make_opsetid("com.example", 1))
    result = cli(tmp_path, str(save(model, tmp_path)), "-p", "ov-default", "-t", "ir", "-o", "out/model.xml")
    assert result.stderr.decode().strip() == sample


def write_extension(tmp_path: Path, text: str) -> str:
    path = tmp_path / "extension.py"
    path.write_text("from ovopt.lowering.transformations import module_transformation\n" + text)
    return str(path)


def test_run_after_cycle_names_only_the_cycle(tmp_path):
    extension = write_extension(
        tmp_path,
        "@module_transformation('ext-a', phase='middle', run_after=('ext-b',))\n"
        "def a(module): pass\n"
        "@module_transformation('ext-b', phase='middle', run_after=('ext-a',))\n"
        "def b(module): pass\n",
    )
    result = cli(tmp_path, str(EXAMPLE_CNN), "--extensions", extension, "-t", "ir", "-o", "out/model.xml")
    assert_one_line_error(result, tmp_path, "form a cycle: ext-a must run after ext-b must run after ext-a\n")


def test_builtin_taken_without_override(tmp_path):
    builtin = "@module_transformation('ov-fold-constants', phase='middle')\ndef a(module): pass\n"
    extension = write_extension(tmp_path, builtin)
    result = cli(tmp_path, str(EXAMPLE_CNN), "--extensions", extension, "-t", "ir", "-o", "out/model.xml")
    assert_one_line_error(result, tmp_path, "by ovopt and by extension", "pass override=True to replace it")


@pytest.mark.parametrize("name", ["model.foo", "model"])
def test_input_no_frontend_reads(tmp_path, monkeypatch, capsys, name):
    """An unknown extension is ov-opt's own error, found before xDSL's check: however xDSL words
    its ValueError (reworded here), the user gets one line, not a traceback."""
    from xdsl.xdsl_opt_main import xDSLOptMain

    from ovopt.tools.ov_opt import main

    def reworded(self):
        raise ValueError("input format not known")

    monkeypatch.setattr(xDSLOptMain, "prepare_input", reworded)
    (tmp_path / name).write_text("builtin.module {}")
    assert main([str(tmp_path / name), "-o", str(tmp_path / "out.mlir")]) == 1
    line = capsys.readouterr().err.strip()
    assert line.startswith("ov-opt: error: cannot read") and "no frontend reads" in line and "-f (mlir, onnx" in line
    assert not (tmp_path / "out.mlir").exists()


def test_an_input_without_a_shape_asks_for_its_shape(tmp_path):
    """An input declared without a shape (no rank): the error says which and how to give it,
    and with that shape the model converts."""
    x = make_tensor_value_info("frames", TensorProto.FLOAT, None)
    y = make_tensor_value_info("y", TensorProto.FLOAT, None)
    path = save(make_model([make_node("Relu", ["frames"], ["y"], name="act")], [x], [y]), tmp_path)
    assert_user_error(
        tmp_path, run_cli(tmp_path, path), "node 'act'", "input 'frames' without a shape", '--input "frames[1,?,4]"'
    )
    assert run_cli(tmp_path, path, "--input", "frames[2,3]").returncode == 0
