"""The pre/post-processing split end to end: a model fed NHWC (a Transpose at the input) with a
Transpose at the output is cut into three IRs; run one after the other in OpenVINO they give
what onnxruntime gives for the whole model, and composing them back gives one IR that does too."""

from __future__ import annotations

import io
from contextlib import redirect_stdout
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from ovopt.tools.ov_opt import main as ov_opt
from support import OV_AS_GNA_DEFAULT_RUNS_IT, make_model, random_inputs, run_onnxruntime, run_openvino, save_model


def nhwc_model() -> onnx.ModelProto:
    rng = np.random.default_rng(1)
    w = numpy_helper.from_array(rng.standard_normal((16, 8, 3, 3)).astype(np.float32) * 0.2, "w")
    nodes = [
        helper.make_node("Transpose", ["x"], ["nchw"], name="to_nchw", perm=[0, 3, 1, 2]),
        # Not the convolution's own input transpose, which GNA runs as a channels-last convolution.
        helper.make_node("Relu", ["nchw"], ["positive"], name="clip"),
        helper.make_node("Conv", ["positive", "w"], ["c"], name="conv"),
        helper.make_node("Relu", ["c"], ["r"], name="relu"),
        helper.make_node("Transpose", ["r"], ["y"], name="to_nhwc", perm=[0, 2, 3, 1]),
    ]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16, 16, 8])]
    outputs = [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 14, 14, 16])]
    return make_model(nodes, inputs, outputs, [w])


def run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = ov_opt(args)
    return code, out.getvalue()


def only_output(xml: Path, inputs: dict[str, np.ndarray]) -> np.ndarray:
    outputs = run_openvino(xml, inputs)
    values = {id(v): v for v in outputs.values()}  # one port may carry several names
    assert len(values) == 1, sorted(outputs)
    return next(iter(values.values()))


def test_pre_main_post_in_sequence_equal_onnxruntime(tmp_path):
    model = nhwc_model()
    path = save_model(model, tmp_path)
    xml = tmp_path / "out" / "model.xml"
    code, listing = run(
        [str(path), "-p", f"{OV_AS_GNA_DEFAULT_RUNS_IT},gna-split-pre-post", "-t", "ir", "-o", str(xml)]
    )
    assert code == 0
    pre, post = xml.with_name("model.pre.x.xml"), xml.with_name("model.post.y.xml")
    expected_files = [xml.with_suffix(".bin"), xml, pre.with_suffix(".bin"), pre, post.with_suffix(".bin"), post]
    assert listing.splitlines() == [f"wrote {p}" for p in expected_files]
    assert all(p.is_file() for p in expected_files)
    main_text = xml.read_text()
    assert 'type="Transpose"' not in main_text and 'type="Convolution"' in main_text
    assert 'type="Transpose"' in pre.read_text() and 'type="Transpose"' in post.read_text()

    inputs = random_inputs(model)
    expected = run_onnxruntime(model, inputs)["y"]
    gna_input = only_output(pre, {"x": inputs["x"]})
    assert gna_input.shape == (1, 8, 16, 16)
    gna_output = only_output(xml, {"x": gna_input})
    actual = only_output(post, {"y/gna": gna_output})
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-4)


def test_composed_back_is_one_ir(tmp_path):
    model = nhwc_model()
    path = save_model(model, tmp_path)
    xml = tmp_path / "one.xml"
    code, listing = run(
        [
            str(path),
            "-p",
            f"{OV_AS_GNA_DEFAULT_RUNS_IT},gna-split-pre-post,gna-compose-pre-post",
            "-t",
            "ir",
            "-o",
            str(xml),
        ]
    )
    assert code == 0 and listing == ""  # one pair: nothing to list
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix in (".xml", ".bin")) == ["one.bin", "one.xml"]
    inputs = random_inputs(model)
    np.testing.assert_allclose(
        run_openvino(xml, inputs)["y"], run_onnxruntime(model, inputs)["y"], rtol=1e-4, atol=1e-4
    )


def test_edge_file_names_are_sanitised(tmp_path):
    model = nhwc_model()
    for value in (*model.graph.input, *model.graph.output):
        value.name = {"x": "in/put:0", "y": "../out"}[value.name]
    for node in model.graph.node:
        node.input[:] = [{"x": "in/put:0"}.get(n, n) for n in node.input]
        node.output[:] = [{"y": "../out"}.get(n, n) for n in node.output]
    path = save_model(model, tmp_path)
    xml = tmp_path / "out" / "m.xml"
    code, _ = run([str(path), "-p", f"{OV_AS_GNA_DEFAULT_RUNS_IT},gna-split-pre-post", "-t", "ir", "-o", str(xml)])
    assert code == 0
    assert sorted(p.name for p in xml.parent.iterdir()) == [
        "m.bin",
        "m.post._out.bin",
        "m.post._out.xml",
        "m.pre.in_put_0.bin",
        "m.pre.in_put_0.xml",
        "m.xml",
    ]


def test_no_partial_files_when_one_cannot_be_written(tmp_path):
    path = save_model(nhwc_model(), tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    (out / "m.post.y.xml").mkdir()  # a folder where a post-processing IR should go
    code, _ = run(
        [str(path), "-p", f"{OV_AS_GNA_DEFAULT_RUNS_IT},gna-split-pre-post", "-t", "ir", "-o", str(out / "m.xml")]
    )
    assert code == 1
    assert sorted(p.name for p in out.iterdir()) == ["m.post.y.xml"]
