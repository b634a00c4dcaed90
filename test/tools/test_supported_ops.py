"""docs/supported_ops.md is what the registry answers for ONNX's test models, and the
verdicts mean what the page says."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from onnx import TensorProto, helper

from ovopt.tools.supported_ops import DIRECT, EXPANDED, REFUSED, figures_from, verdicts


def test_checked_in_page_is_up_to_date():
    command = [sys.executable, "-m", "ovopt.tools.supported_ops", "--check"]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


def one_node(op_type: str, opset: int, inputs: list, outputs: list, **attributes) -> tuple[str, bytes]:
    node = helper.make_node(op_type, [i.name for i in inputs], [o.name for o in outputs], **attributes)
    graph = helper.make_graph([node], op_type, inputs, outputs)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    return f"test_{op_type.lower()}", model.SerializeToString()


def tensor(name: str, shape: list[int], element=TensorProto.FLOAT):
    return helper.make_tensor_value_info(name, element, shape)


def test_a_node_a_pattern_takes_is_lowered_directly():
    found = verdicts([one_node("Relu", 14, [tensor("x", [2, 3])], [tensor("y", [2, 3])])])
    assert found[("Relu", 14)].how == DIRECT
    assert found[("Relu", 13)].how == DIRECT  # the same node is valid at Relu-13: probed there too
    assert found[("Relu", 13)].probe == "test_relu@13"


def test_a_node_taken_through_its_function_body_is_expanded():
    model = one_node(
        "CenterCropPad", 18, [tensor("x", [4, 4]), tensor("s", [2], TensorProto.INT64)], [tensor("y", [2, 2])]
    )
    assert verdicts([model])[("CenterCropPad", 18)].how == EXPANDED


def test_a_refusal_gives_the_conversions_reason_without_the_probes_names():
    found = verdicts([one_node("Det", 22, [tensor("x", [3, 3])], [tensor("y", [])])])
    assert found[("Det", 22)].how == REFUSED
    assert found[("Det", 22)].reason.startswith("no lowering to OpenVINO for Det-22")
    assert "node '" not in found[("Det", 22)].reason


def results_file(tmp_path, classes: dict[str, tuple[str, str]], complete: bool = True):
    """An ovopt-conformance results file: per node test, ovopt's and ovc's class."""
    tests = [
        {
            "id": f"node/{name}",
            "root": "node",
            "name": name,
            "single_op": name.split("_")[1].capitalize(),
            "unsupported": "input 'x' is a sequence" if "seq" in name else None,
            "results": {"ovopt": {"class": a}, "ovc": {"class": b}},
        }
        for name, (a, b) in classes.items()
    ]
    meta = {"converters": {"ovopt": "", "ovc": ""}, "complete": complete, "commit": "abc", "date": "today"}
    path = tmp_path / "results.json"
    path.write_text(json.dumps({"meta": meta, "tests": tests}))
    return path


def test_figures_count_passes_per_root_and_single_operator(tmp_path):
    path = results_file(
        tmp_path,
        {
            "test_relu": ("pass", "pass"),
            "test_relu_big": ("pass", "mismatch"),
            "test_det_2d": ("convert_failed", "pass"),
            "test_det_seq": ("unsupported_io", "unsupported_io"),  # not counted
        },
    )
    figures = figures_from(path)
    assert figures["roots"] == {"node": {"tests": 3, "ovopt": 2, "ovc": 2}}
    assert figures["operators"]["Relu"] == {"tests": 2, "ovopt": 2, "ovc": 1}
    assert figures["operators"]["Det"] == {"tests": 1, "ovopt": 0, "ovc": 1}
    assert figures["measured"].startswith("ovopt at abc vs ovc")


def test_figures_come_only_from_a_complete_run(tmp_path):
    path = results_file(tmp_path, {"test_relu": ("pass", "pass")}, complete=False)
    with pytest.raises(SystemExit, match="complete run"):
        figures_from(path)
