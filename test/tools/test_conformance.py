"""ovopt-conformance: its test data in and out of OpenVINO, how it judges outputs, and whole runs
on a few tests of our own, through its worker processes, with a converter that crashes them."""

from __future__ import annotations

import json

import ml_dtypes
import numpy as np
import openvino
import pytest
from onnx import TensorProto, helper

from ovopt.tools.conformance import report, tensors
from ovopt.tools.conformance.cli import main
from ovopt.tools.conformance.evaluate import compare, judge
from ovopt.tools.conformance.testdata import discover, tolerance, write_case


def run_converted(model: openvino.Model, value: np.ndarray) -> np.ndarray:
    compiled = openvino.Core().compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    request = compiled.create_infer_request()
    request.set_tensor(compiled.inputs[0], tensors.to_ov(value, compiled.inputs[0].get_element_type()))
    request.infer()
    return tensors.from_ov(request.get_tensor(compiled.outputs[0]))


@pytest.mark.parametrize(
    ("ov_type", "values"),
    [
        ("u4", np.array([[0, 1, 15], [7, 8, 3]], ml_dtypes.uint4)),
        ("i4", np.array([-8, 7, -1, 0, 5], ml_dtypes.int4)),
        ("u2", np.array([0, 1, 2, 3, 3, 0, 1], ml_dtypes.uint2)),
        ("f4e2m1", np.array([0.5, -6, 1.5, 0, 3], ml_dtypes.float4_e2m1fn)),
        ("bf16", np.array([1.5, -2.25, 3e38], ml_dtypes.bfloat16)),
        ("f8e4m3", np.array([0.5, -448, 3], ml_dtypes.float8_e4m3fn)),
        ("boolean", np.array([[True, False], [False, True]])),
        ("f32", np.array(2.5, np.float32)),  # rank 0 stays rank 0
    ],
)
def test_openvino_reads_the_values_fed_and_gives_them_back(ov_type, values):
    """A Convert to f32 in OpenVINO sees the values fed (packed types in OpenVINO's bit order), and
    an identity gives them back as the same numpy type."""
    from openvino import opset13

    element = getattr(openvino.Type, ov_type)
    parameter = opset13.parameter(list(values.shape), element)
    as_f32 = openvino.Model([opset13.convert(parameter, "f32")], [parameter])
    got = run_converted(as_f32, values)
    np.testing.assert_array_equal(got, values.astype(np.float32))
    identity = openvino.Model([opset13.convert(parameter, ov_type)], [parameter])
    back = run_converted(identity, values)
    assert back.dtype == values.dtype and back.shape == values.shape
    np.testing.assert_array_equal(back.astype(np.float32), values.astype(np.float32))


def test_values_are_compared_as_onnx_compares_them():
    expected = np.array([1.0, np.nan, np.inf, 1000.0], np.float32)
    assert compare(expected, expected.copy(), 1e-3, 1e-7)["values_ok"]  # NaN equals NaN
    off = np.array([1.0, np.nan, np.inf, 1002.0], np.float32)
    found = compare(expected, off, 1e-3, 1e-7)
    assert not found["values_ok"] and found["loose_ok"] and found["wrong"] == 1
    saturated = np.array([1.0, np.nan, np.finfo(np.float32).max, 1000.0], np.float32)
    assert not compare(expected, saturated, 1e-3, 1e-7)["values_ok"]  # inf is not the largest float
    bf16 = np.array([1.0, 2.0], ml_dtypes.bfloat16)
    assert compare(bf16, np.array([1.0, 2.03], ml_dtypes.bfloat16), 1e-3, 1e-7)["values_ok"]  # 2 bf16 ulps


def test_the_class_puts_missing_outputs_and_shapes_before_values_and_values_before_types():
    right = compare(np.ones(3, np.float32), np.ones(3, np.float32), 1e-3, 1e-7)
    as_double = compare(np.ones(3, np.float32), np.ones(3, np.float64), 1e-3, 1e-7)
    wrong = compare(np.ones(3, np.float32), np.zeros(3, np.float64), 1e-3, 1e-7)
    shape = compare(np.ones(3, np.float32), np.ones(4, np.float32), 1e-3, 1e-7)
    assert judge([right], [], [])["class"] == "pass"
    assert judge([right, as_double], [], [])["class"] == "dtype_mismatch"
    assert judge([right], [], ["input x is i32, not i64"])["class"] == "dtype_mismatch"
    assert judge([as_double, wrong], [], [])["class"] == "mismatch"
    assert judge([wrong, shape], [], [])["detail"].startswith("shape")
    assert judge([right], ["y"], [])["detail"] == "no output y in the IR"


def relu_test(folder, name: str, expected_offset: float = 0.0, rtol: float = 1e-3) -> None:
    """A test folder of one Relu; its expected output is off by `expected_offset`."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])
    graph = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g", [x], [y])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)])
    value = np.array([[-1, 0, 2], [3, -4, 5]], np.float32)
    write_case(folder / name, model, [([value], [np.maximum(value, 0) + expected_offset])], rtol, 1e-7)


def test_a_test_folder_is_found_with_its_tolerance(tmp_path):
    relu_test(tmp_path, "test_relu")
    relu_test(tmp_path, "test_relu_loose", rtol=0.05)
    tests = discover({"mine": tmp_path})
    assert [t.id for t in tests] == ["mine/test_relu", "mine/test_relu_loose"]
    assert tolerance(tests[0].folder) == (1e-3, 1e-7)
    assert tolerance(tests[1].folder) == (0.05, 1e-7)


def test_a_run_through_the_workers_judges_each_test_and_survives_a_crash(tmp_path, capsys):
    relu_test(tmp_path / "tests", "test_relu")
    relu_test(tmp_path / "tests", "test_relu_wrong", expected_offset=1.0)
    results = tmp_path / "results.json"
    # The second converter kills the worker it runs in (bash's parent) on every test.
    crash = "kill -9 $PPID; true {model} {out}"
    argv = [f"mine={tmp_path / 'tests'}", "--vs", crash, "--jobs", "2", "--workdir", str(tmp_path / "work")]
    assert main([*argv, "--json", str(results)]) == 0
    data = json.loads(results.read_text())
    classes = {t["id"]: {c: r["class"] for c, r in t["results"].items()} for t in data["tests"]}
    assert classes == {
        "mine/test_relu": {"ovopt": "pass", "cmd:kill": "convert_failed"},
        "mine/test_relu_wrong": {"ovopt": "mismatch", "cmd:kill": "convert_failed"},
    }
    died = data["tests"][0]["results"]["cmd:kill"]["detail"]
    assert died.startswith("the worker died") and "in convert" in died
    assert data["tests"][0]["single_op"] == "Relu" and data["meta"]["complete"] is False
    printed = capsys.readouterr().out
    assert "| mine |     2 |     1 |" in printed  # ovopt's row: 2 tests, 1 pass
    assert report.figures(data)["operators"] == {}  # single-operator figures count the node root only


def test_the_difference_of_two_runs_lists_the_tests_that_changed(tmp_path):
    def run(classes: dict[str, str]) -> dict:
        tests = [{"id": i, "results": {"ovopt": {"class": c, "detail": "why"}}} for i, c in classes.items()]
        return {"meta": {"converters": {"ovopt": ""}, "commit": "x", "date": "d"}, "tests": tests}

    before = run({"node/a": "pass", "node/b": "mismatch", "node/c": "pass"})
    after = run({"node/a": "pass", "node/b": "pass", "node/c": "convert_failed"})
    lines = report.diff((before, "ovopt"), (after, "ovopt"))
    assert "pass: A 2, B 2" in lines
    assert any(line.split() == ["mismatch", "->", "pass", "1"] for line in lines)
    at = lines.index("pass in A, not in B (1):")
    assert lines[at + 1].split()[:2] == ["node/c", "convert_failed"]
    assert lines.index("pass in B, not in A (1):") > at
