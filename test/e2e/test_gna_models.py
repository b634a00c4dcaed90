"""The GNA test models (gna_models.py) in OpenVINO against onnxruntime, and their limits reports.

`test_gna_emulate_matches_onnxruntime` is the issue's command line,
`ov-opt m.onnx --pass-pipeline=gna-emulate -t ir -o out.xml`, held to each model's PWL tolerance;
`test_split_and_composed_matches_onnxruntime` checks that the edge split and its composition
alone keep the model's meaning.
"""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout

import numpy as np
import pytest
from gna_models import MODELS
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from ovopt.tools.ov_opt import main as ov_opt
from support import OV_AS_GNA_DEFAULT_RUNS_IT, make_model, random_inputs, run_onnxruntime, run_openvino, save_model

# the edge transposes go to CPU functions: the report is about @main
SPLIT = f"{OV_AS_GNA_DEFAULT_RUNS_IT},gna-split-pre-post"


def convert(model, tmp_path, pipeline: str) -> tuple[int, str]:
    path = save_model(model, tmp_path)
    errors = io.StringIO()
    with redirect_stderr(errors), redirect_stdout(io.StringIO()):
        code = ov_opt([str(path), f"--pass-pipeline={pipeline}", "-t", "ir", "-o", str(tmp_path / "out.xml")])
    return code, errors.getvalue()


def check(model, tmp_path, pipeline: str, atol: float) -> None:
    code, errors = convert(model, tmp_path, pipeline)
    assert code == 0, errors
    inputs = random_inputs(model)
    expected = run_onnxruntime(model, inputs)
    actual = run_openvino(tmp_path / "out.xml", inputs)
    for name, reference in expected.items():
        np.testing.assert_allclose(actual[name], reference, rtol=0, atol=atol, err_msg=name)


@pytest.mark.parametrize("name", sorted(MODELS))
def test_split_and_composed_matches_onnxruntime(name, tmp_path):
    check(MODELS[name].build(), tmp_path, f"{OV_AS_GNA_DEFAULT_RUNS_IT},gna-split-pre-post,gna-compose-pre-post", 1e-4)


@pytest.mark.parametrize("name", sorted(MODELS))
def test_gna_emulate_matches_onnxruntime(name, tmp_path):
    check(MODELS[name].build(), tmp_path, "gna-emulate", MODELS[name].atol)


@pytest.mark.parametrize("name", sorted(MODELS))
def test_no_convolution_or_matmul_stays_on_cpu_for_30(name, tmp_path):
    path = save_model(MODELS[name].build(), tmp_path)
    printed = io.StringIO()
    with redirect_stderr(io.StringIO()), redirect_stdout(printed):
        assert ov_opt([str(path), "--pass-pipeline=gna-default{target=3.0}"]) == 0
    main = printed.getvalue().split("func.func @main", 1)[1].split("\n  }\n", 1)[0]
    for kind in ("ov.Convolution", "ov.GroupConvolution", "ov.MatMul"):
        assert kind not in main, f"{name}: {kind} stays on the CPU"


def report(model, tmp_path, target: str) -> list[list[str]]:
    path = tmp_path / f"report-{target}.tsv"
    code, errors = convert(model, tmp_path, f'{SPLIT},gna-check-limits{{target={target} report="{path}"}}')
    assert code == 0, errors
    header, *lines = path.read_text().splitlines()
    assert header == "node\top\ttarget\tlimit"
    return [line.split("\t") for line in lines]


def test_limits_report_names_what_stays_on_cpu_for_20(tmp_path):
    # A 3x3 kernel over 18x18 is neither 1-D nor mappable to it: GNA 2.0 cannot, 3.0 can.
    (node,) = report(MODELS["cnn_nhwc"].build(), tmp_path, "2.0")
    assert node[:3] == ["conv/Convolution", "ov.Convolution.v1", "GNA 2.0"]
    assert node[3].startswith("2-D kernel 3x3 on 18x18 input is not mappable to 1-D")
    assert report(MODELS["cnn_nhwc"].build(), tmp_path, "3.0") == []
    # The keyword spotter's kernel spans all 10 coefficients: a 1-D convolution even on 2.0.
    assert report(MODELS["kws_cnn"].build(), tmp_path, "2.0") == []


def test_the_report_after_plain_ov_default_leaves_out_transposed_weights(tmp_path):
    """docs/gna.md's `-p 'ov-default,gna-check-limits'`: ov-default reads MatMul weights through
    a Transpose the IR holds as a constant, which is no layer for the CPU."""
    weights = numpy_helper.from_array(np.full((64, 368), 0.01, np.float32), "w")
    nodes = [make_node("MatMul", ["x", "w"], ["m"]), make_node("Relu", ["m"], ["y"])]
    x, y = (make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in (("x", [1, 64]), ("y", [1, 368])))
    path = tmp_path / "report.tsv"
    code, errors = convert(
        make_model(nodes, [x], [y], [weights]), tmp_path, f'ov-default,gna-check-limits{{report="{path}"}}'
    )
    assert code == 0, errors
    assert 'transpose_b="true"' in (tmp_path / "out.xml").read_text()
    assert path.read_text().splitlines() == ["node\top\ttarget\tlimit"]


def test_strict_makes_the_first_cpu_node_an_error(tmp_path):
    code, errors = convert(MODELS["cnn_nhwc"].build(), tmp_path, f"{SPLIT},gna-check-limits{{target=2.0 strict=true}}")
    assert code == 1
    assert errors.startswith("ov-opt: error: node 'conv/Convolution' (ov.Convolution.v1) does not fit GNA 2.0: ")
    assert len(errors.splitlines()) == 1
    assert not (tmp_path / "out.xml").exists()


def test_empty_data_stays_on_the_cpu(tmp_path):
    """A gna tensor has positive dimensions: a MatMul of 0 rows and its Relu stay on the CPU
    (each named in the report), and the emulation gives onnxruntime's empty output."""
    weights = numpy_helper.from_array(np.full((4, 3), 0.5, np.float32), "w")
    nodes = [make_node("MatMul", ["x", "w"], ["m"]), make_node("Relu", ["m"], ["y"])]
    x, y = (make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in (("x", [0, 4]), ("y", [0, 3])))
    model = make_model(nodes, [x], [y], [weights])
    check(model, tmp_path, "gna-emulate", 0.0)
    _, errors = convert(model, tmp_path, "gna-emulate")
    empty = "a tensor of shape 0x3 is empty: GNA tensors have positive dimensions"
    assert f"node 'm' (ov.MatMul.v0): {empty}" in errors and f"node 'y' (ov.Relu.v0): {empty}" in errors
