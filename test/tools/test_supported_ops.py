"""docs/supported_ops.md is what the registry answers for ONNX's test models, and the
verdicts mean what the page says."""

from __future__ import annotations

import json
import subprocess
import sys

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


def test_figures_count_passes_per_root_and_single_operator(tmp_path):
    def results(classes: dict[str, str]):
        records = [
            {"id": f"node/{name}", "root": "node", "single_op": name.split("_")[1].capitalize(), "class": c}
            for name, c in classes.items()
        ]
        path = tmp_path / f"{len(list(tmp_path.iterdir()))}.json"
        path.write_text(json.dumps({"results": records}))
        return path

    ovopt = results({"test_relu": "pass", "test_relu_big": "pass", "test_det_2d": "convert_failed"})
    ovc = results({"test_relu": "pass", "test_relu_big": "mismatch", "test_det_2d": "pass"})
    figures = figures_from(ovopt, ovc, "here")
    assert figures["roots"] == {"node": {"tests": 3, "ovopt": 2, "ovc": 2}}
    assert figures["operators"]["Relu"] == {"tests": 2, "ovopt": 2, "ovc": 1}
    assert figures["operators"]["Det"] == {"tests": 1, "ovopt": 0, "ovc": 1}
