"""A model the frontend cannot import gives one clear line that names the node, exit status 1,
and no output file (not even a partial or temporary one)."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import ml_dtypes
import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from ovopt.tools.ov_opt import main as ov_opt

X = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])
Y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])


def model(nodes, ir_version=8, opset=13, initializers=()) -> bytes:
    graph = helper.make_graph(nodes, "g", [X], [Y], list(initializers))
    opsets = [helper.make_opsetid("", opset)]
    return helper.make_model(graph, opset_imports=opsets, ir_version=ir_version).SerializeToString()


def wrong_attribute_type() -> bytes:
    node = helper.make_node("Softmax", ["x"], ["y"], name="softmax_1")
    node.attribute.append(helper.make_attribute("axis", 1.5))
    return model([node])


def float6_initializer() -> bytes:
    weights = numpy_helper.from_array(np.ones(2, dtype=ml_dtypes.float6_e2m3fn), "w6")
    scale = numpy_helper.from_array(np.array(0.5, dtype=np.float32), "scale")
    dequantize = helper.make_node("DequantizeLinear", ["w6", "scale"], ["d"], name="dq")
    return model([dequantize, helper.make_node("Add", ["x", "d"], ["y"])], opset=28, initializers=[weights, scale])


VALID = model([helper.make_node("Relu", ["x"], ["y"], name="relu_1")])

CASES = {
    "truncated": (
        VALID[: len(VALID) // 2],
        r"model.onnx is not an ONNX model: the protobuf does not parse .*is the file whole\?",
    ),
    "not onnx": (b"\x89PNG\r\n\x1a\n" + bytes(range(256)), r"model.onnx is not an ONNX model"),
    "empty": (b"", r"model.onnx is not an ONNX model: it has no IR version or no graph"),
    "ir version too new": (
        model([helper.make_node("Relu", ["x"], ["y"])], ir_version=onnx.IR_VERSION + 1),
        rf"model.onnx has IR version {onnx.IR_VERSION + 1}; onnx .* reads up to {onnx.IR_VERSION}: "
        "upgrade the onnx package",
    ),
    "opset too new": (
        model([helper.make_node("Relu", ["x"], ["y"])], opset=999),
        r"model.onnx uses opset 999 of ai.onnx; onnx .* knows up to \d+: upgrade the onnx package",
    ),
    "input produced by no node": (
        model([helper.make_node("Relu", ["nope"], ["y"], name="relu_1")]),
        r"node 'relu_1' \(Relu\): its input 'nope' is produced by no node and is no input or initializer",
    ),
    "cycle": (
        model(
            [
                helper.make_node("Add", ["x", "b"], ["a"], name="add_1"),
                helper.make_node("Relu", ["a"], ["b"], name="relu_1"),
                helper.make_node("Identity", ["a"], ["y"], name="id_1"),
            ]
        ),
        r"node 'add_1' \(Add\) is part of a cycle: the graph must be acyclic",
    ),
    "duplicate output": (
        model(
            [helper.make_node("Relu", ["x"], ["y"], name="relu_1"), helper.make_node("Neg", ["x"], ["y"], name="neg_1")]
        ),
        r"node 'neg_1' \(Neg\): its output 'y' is also produced elsewhere; ONNX values have one producer",
    ),
    "output named like an input": (
        model([helper.make_node("Relu", ["x"], ["x"], name="relu_1"), helper.make_node("Neg", ["x"], ["y"])]),
        r"node 'relu_1' \(Relu\): its output 'x' is also produced elsewhere; ONNX values have one producer",
    ),
    "wrong attribute type": (
        wrong_attribute_type(),
        r"node 'softmax_1' \(Softmax\): attribute 'axis' is FLOAT, Softmax-13 wants INT",
    ),
    "unnamed node": (
        model([helper.make_node("Conv", ["x"], ["y"])]),
        r"the Conv node producing 'y': Conv-11 needs its input 'W'",
    ),
    "float6 initializer": (
        float6_initializer(),
        r"initializer 'w6' is tensor\(float6e2m3\), which no version of the Constant operator holds yet",
    ),
}


def run_ov_opt(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = ov_opt(list(args))
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("case", CASES)
def test_import_error_is_one_line_exit_1_and_writes_nothing(case: str, tmp_path: Path):
    data, message = CASES[case]
    (tmp_path / "model.onnx").write_bytes(data)
    output = tmp_path / "out" / "model.mlir"
    code, stdout, stderr = run_ov_opt(str(tmp_path / "model.onnx"), "-o", str(output))
    assert code == 1
    assert stdout == ""
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("ov-opt: error: ")
    assert re.search(message, lines[0]), f"{lines[0]!r} does not match {message!r}"
    leftovers = list((tmp_path / "out").iterdir()) if (tmp_path / "out").exists() else []
    assert leftovers == []


def test_a_missing_file_is_one_line_too(tmp_path: Path):
    code, _, stderr = run_ov_opt(str(tmp_path / "absent.onnx"))
    assert code == 1
    assert stderr.strip() == f"ov-opt: error: cannot read {tmp_path / 'absent.onnx'}: no such file"


def test_a_failed_import_keeps_an_existing_output(tmp_path: Path):
    """-o is replaced only by a complete result: the old file survives a failed run."""
    (tmp_path / "model.onnx").write_bytes(CASES["cycle"][0])
    output = tmp_path / "model.mlir"
    output.write_text("previous result\n")
    code, _, _ = run_ov_opt(str(tmp_path / "model.onnx"), "-o", str(output))
    assert code == 1
    assert output.read_text() == "previous result\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.mlir", "model.onnx"]


def test_the_newest_opsets_are_those_of_the_schemas():
    """The "knows up to N" of an error reads onnx's table of opset versions (fast); it must say what the
    schemas' history says, domain by domain."""
    from onnx import defs

    from ovopt.dialects.onnx.opsets import newest_opsets

    from_history: dict[str, int] = {}
    for schema in defs.get_all_schemas_with_history():
        from_history[schema.domain] = max(from_history.get(schema.domain, 0), schema.since_version)
    assert newest_opsets() == from_history
