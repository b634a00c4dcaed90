"""If and Loop through the IR reader, run in OpenVINO. ovopt's IR of ONNX models with If, Loop
and Scan, read and written again, is the same IR (XML but for the conversion parameters, and the
same .bin) and computes the same. OpenVINO's own IR of those models (`openvino.convert_model`, and
`Core().read_model` of the ONNX file, saved with `openvino.save_model`), read and written by
ovopt, computes what OpenVINO's computes, on inputs that take each branch and several trip
counts. The models: If with branches of different shapes, Loop bounded by a trip count, by a
condition the body computes, and by both, with carried values and concatenated outputs, an If
inside a Loop body and an If inside an If, Scan (ovopt's IR: a Loop-5)."""

import io
import sys
from collections import Counter
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np
import onnx
import pytest
from lxml import etree
from onnx import TensorProto
from onnx.helper import make_graph, make_node, make_tensor
from xdsl.context import Context

from ovopt.dialects import ov
from ovopt.frontends import Source
from ovopt.frontends.ir import read_ir
from ovopt.tools.compare_ir import layer_types
from ovopt.tools.ov_opt import main as ov_opt
from support import convert, make_model, ov_opt_ok, run_openvino, save_model

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "e2e"))
from test_control_flow import if_model, info, loop_model, scan_model  # the e2e tests' models

F, I64, BOOL = TensorProto.FLOAT, TensorProto.INT64, TensorProto.BOOL


def constant(name: str, value: float) -> onnx.NodeProto:
    return make_node("Constant", [], [name], value=make_tensor(f"{name}_value", F, [], [value]))


def if_shapes_model() -> onnx.ModelProto:
    """z = If(c, x + x, Concat(x, x)): the branches give [2, 3] and [4, 3], the If [?, 3]."""
    then_g = make_graph([make_node("Add", ["x", "x"], ["t"])], "then", [], [info("t", F, [2, 3])])
    else_g = make_graph([make_node("Concat", ["x", "x"], ["e"], axis=0)], "else", [], [info("e", F, [4, 3])])
    node = make_node("If", ["c"], ["z"], name="if", then_branch=then_g, else_branch=else_g)
    return make_model([node], [info("c", BOOL, []), info("x", F, [2, 3])], [info("z", F, [None, 3])])


def loop_with_if_model() -> onnx.ModelProto:
    """s = If(sum(s) > 3, s * 0.5, s + y) for M iterations, every s concatenated: an If inside the
    Loop body, its branches reading a body value, an outer value and a constant of their own."""
    then_g = make_graph(
        [constant("half", 0.5), make_node("Mul", ["s_in", "half"], ["t"])], "then", [], [info("t", F, [2])]
    )
    else_g = make_graph([make_node("Add", ["s_in", "y"], ["e"])], "else", [], [info("e", F, [2])])
    body = make_graph(
        [
            make_node("ReduceSum", ["s_in"], ["total"], keepdims=0),
            constant("three", 3.0),
            make_node("Greater", ["total", "three"], ["big"]),
            make_node("If", ["big"], ["s_out"], name="inner_if", then_branch=then_g, else_branch=else_g),
            make_node("Identity", ["s_out"], ["sc"]),
            make_node("Identity", ["cond_in"], ["cond_out"]),
        ],
        "body",
        [info("i", I64, []), info("cond_in", BOOL, []), info("s_in", F, [2])],
        [info("cond_out", BOOL, []), info("s_out", F, [2]), info("sc", F, [2])],
    )
    node = make_node("Loop", ["M", "", "s0"], ["s_final", "scans"], name="loop", body=body)
    return make_model(
        [node],
        [info("M", I64, []), info("s0", F, [2]), info("y", F, [2])],
        [info("s_final", F, [2]), info("scans", F, [None, 2])],
    )


def if_in_if_model() -> onnx.ModelProto:
    """z = If(c, If(d, x * 3, x + 3), -x): the inner branches read x two graphs out."""

    def branch(name, node, output):
        return make_graph([node], name, [], [info(output, F, [2, 3])])

    inner_then = branch("inner_then", make_node("Mul", ["x", "k"], ["it"]), "it")
    inner_else = branch("inner_else", make_node("Add", ["x", "k"], ["ie"]), "ie")
    nested = make_node("If", ["d"], ["n"], name="inner", then_branch=inner_then, else_branch=inner_else)
    outer_then = make_graph([constant("k", 3.0), nested], "outer_then", [], [info("n", F, [2, 3])])
    outer_else = branch("outer_else", make_node("Neg", ["x"], ["o"]), "o")
    node = make_node("If", ["c"], ["z"], name="outer", then_branch=outer_then, else_branch=outer_else)
    return make_model([node], [info("c", BOOL, []), info("d", BOOL, []), info("x", F, [2, 3])], [info("z")])


def _floats(seed: int, **shapes: list[int]) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {name: rng.standard_normal(shape).astype(np.float32) for name, shape in shapes.items()}


def _loop_feeds(trip_count: bool, condition: bool) -> list[dict[str, np.ndarray]]:
    base = {"s0": np.array([0.5, 1.0], np.float32), "y": np.array([1.0, 2.0], np.float32)}
    feeds = []
    for count, go in [(4, True), (0, True), (10, True), (3, False)]:
        feed = dict(base)
        if trip_count:
            feed["M"] = np.array(count, np.int64)
        if condition:
            feed["c"] = np.array(go)
        feeds.append(feed)
    return feeds


# name -> (model builder, the inputs it runs on)
MODELS = {
    "if": (if_model, [{"c": np.array(c), **_floats(1, x=[2, 3], y=[2, 3])} for c in (True, False)]),
    "if_shapes": (if_shapes_model, [{"c": np.array(c), **_floats(2, x=[2, 3])} for c in (True, False)]),
    "loop_trip_count": (lambda: loop_model(True, False), _loop_feeds(True, False)),
    "loop_condition": (lambda: loop_model(False, True), _loop_feeds(False, True)),
    "loop_both": (lambda: loop_model(True, True), _loop_feeds(True, True)),
    "loop_with_if": (
        loop_with_if_model,
        [{"M": np.array(m, np.int64), **_floats(3, s0=[2], y=[2])} for m in (0, 1, 6)],
    ),
    "if_in_if": (
        if_in_if_model,
        [
            {"c": np.array(c), "d": np.array(d), **_floats(4, x=[2, 3])}
            for c, d in ((True, True), (True, False), (False, True))
        ],
    ),
    "scan": (lambda: scan_model(0, 0), [_floats(5, init=[2, 3], x=[2, 4, 3], w=[2, 3])]),
    "scan_reverse": (lambda: scan_model(1, 1), [_floats(6, init=[2, 3], x=[2, 4, 3], w=[2, 3])]),
}
OPENVINO_MODELS = [name for name in MODELS if not name.startswith("scan")]  # ovc cannot convert this Scan


def write_again(xml: Path, again: Path) -> None:
    """`ov-opt XML -t ir -o AGAIN`, which must succeed."""
    ov_opt_ok([str(xml), "-t", "ir", "-o", str(again)])


def read(xml: Path):
    return read_ir(Source(Context(), xml.read_bytes(), str(xml)))


def control_flow_layers(xml: Path) -> int:
    types = layer_types(xml)
    return types["If"] + types["Loop"]


def assert_same_outputs(first: Path, second: Path, feeds: list[dict[str, np.ndarray]], tolerance: float) -> None:
    for feed in feeds:
        expected, actual = run_openvino(first, feed), run_openvino(second, feed)
        assert expected.keys() == actual.keys()
        for name in expected:
            assert expected[name].shape == actual[name].shape, (name, feed)
            np.testing.assert_allclose(actual[name], expected[name], rtol=0, atol=tolerance, err_msg=name)


def xml_without_rt_info(xml: Path) -> bytes:
    net = etree.parse(str(xml)).getroot()
    net.remove(net.find("rt_info"))
    return etree.tostring(net)


@pytest.mark.parametrize("name", MODELS)
def test_ovopt_ir_reads_back_and_writes_the_same_ir(tmp_path, name):
    build, feeds = MODELS[name]
    first = convert(build(), tmp_path)
    assert first.returncode == 0, first.stderr
    module = read(first.xml)
    ops = [op for op in module.walk() if isinstance(op, (ov.IfV8Op, ov.LoopV5Op))]
    assert len(ops) == control_flow_layers(first.xml) > 0
    assert not any(isinstance(op, ov.LayerOp) for op in module.walk())

    again = tmp_path / "again.xml"
    write_again(first.xml, again)
    assert xml_without_rt_info(again) == xml_without_rt_info(first.xml)  # the same layers, port maps, edges
    assert again.with_suffix(".bin").read_bytes() == first.bin.read_bytes()
    assert_same_outputs(first.xml, again, feeds, tolerance=0)


@pytest.mark.parametrize("source", ["convert_model", "read_model"])
@pytest.mark.parametrize("name", OPENVINO_MODELS)
def test_openvino_ir_runs_the_same_after_ovopt(tmp_path, name, source):
    import openvino

    build, feeds = MODELS[name]
    onnx_path = save_model(build(), tmp_path, f"{name}.onnx")
    model = (
        openvino.convert_model(str(onnx_path)) if source == "convert_model" else openvino.Core().read_model(onnx_path)
    )
    theirs = tmp_path / "openvino.xml"
    openvino.save_model(model, str(theirs), compress_to_fp16=False)
    module = read(theirs)
    ops = [op for op in module.walk() if isinstance(op, (ov.IfV8Op, ov.LoopV5Op))]
    assert len(ops) == control_flow_layers(theirs) > 0

    again = tmp_path / "again.xml"
    write_again(theirs, again)
    before, after = layer_types(theirs), layer_types(again)
    # The same layers, and some more: a body that did not read one of an If's inputs gets a
    # Parameter for it, a Loop body's Result carried back to a Parameter (not an output) a
    # Result of its own.
    assert before - after == Counter(), before - after
    assert set(after - before) <= {"Parameter", "Result"}, after - before
    assert_same_outputs(theirs, again, feeds, tolerance=1e-6)


def test_if_inputs_of_each_body_share_operands(tmp_path):
    """OpenVINO gives the then and else bodies inputs of their own (x on ports 1 and 3, y on 2
    and 4); read, the If has one operand per value, and both bodies take both."""
    import openvino

    theirs = tmp_path / "if.xml"
    openvino.save_model(openvino.convert_model(str(save_model(if_model(), tmp_path))), str(theirs))
    inputs = [
        len(layer.findall("input/port"))
        for layer in etree.parse(str(theirs)).iter("layer")
        if layer.get("type") == "If"
    ]
    assert inputs == [5]
    (op,) = [op for op in read(theirs).walk() if isinstance(op, ov.IfV8Op)]
    assert len(op.inputs) == 2
    assert [len(body.block.args) for body in (op.then_body, op.else_body)] == [2, 2]


def test_openvino_scan_is_a_tensor_iterator_and_refused(tmp_path):
    """ovc makes an ONNX Scan a TensorIterator, which the ov dialect has no op for: one line
    naming the layer, and no output file."""
    import openvino

    body = make_graph(
        [make_node("Add", ["sum_in", "next"], ["sum_out"]), make_node("Identity", ["sum_out"], ["scan_out"])],
        "body",
        [info("sum_in", F, [2, 3]), info("next", F, [2, 3])],
        [info("sum_out", F, [2, 3]), info("scan_out", F, [2, 3])],
    )
    node = make_node(
        "Scan", ["init", "x"], ["final", "ys"], name="scan", body=body, num_scan_inputs=1, scan_input_axes=[1]
    )
    model = make_model(
        [node],
        [info("init", F, [2, 3]), info("x", F, [2, 4, 3])],
        [info("final", F, [2, 3]), info("ys", F, [4, 2, 3])],
        opset=11,
    )
    theirs = tmp_path / "scan.xml"
    openvino.save_model(openvino.convert_model(str(save_model(model, tmp_path))), str(theirs), compress_to_fp16=False)
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt([str(theirs), "-t", "ir", "-o", str(tmp_path / "out" / "again.xml")])
    assert code == 1
    assert errors.getvalue().count("\n") == 1
    assert "(TensorIterator-opset1) has a <port_map>, and TensorIterator layers are not read" in errors.getvalue()
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())
