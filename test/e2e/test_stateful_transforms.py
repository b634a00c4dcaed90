"""Model Optimizer's `--transform LowLatency2` and `--transform MakeStateful` end to end: the
IR ov-opt writes keeps its state in OpenVINO's infer request, so feeding a sequence a step (or a
chunk) at a time gives what onnxruntime gives for the whole sequence at once, and what a Python
loop feeding a state output back in gives; `reset_state()` starts over. The state names are
those OpenVINO's own LowLatency2 gives on the same model, and its outputs agree with ovopt's."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper
from test_ir_roundtrip import xml_without_rt_info

from support import convert, make_model, run_onnx_reference, run_onnxruntime

F = TensorProto.FLOAT
RNG = np.random.default_rng(7)
N, IN, H = 2, 3, 4  # batch, input size, hidden size


def weights(name: str, *shape: int) -> onnx.TensorProto:
    return numpy_helper.from_array((RNG.standard_normal(shape) * 0.5).astype(np.float32), name)


def recurrent_model(op: str, gates: int, layout: int = 0, **attributes) -> onnx.ModelProto:
    """One forward ONNX RNN/GRU/LSTM over X[T, N, IN] (layout 0) or X[N, T, IN] (layout 1), from
    initial states given as inputs; outputs Y and the final states."""
    states = ["h0", "c0"] if op == "LSTM" else ["h0"]
    outputs = ["Y", "Y_h", "Y_c"] if op == "LSTM" else ["Y", "Y_h"]
    node = helper.make_node(
        op, ["X", "W", "R", "B", "", *states], outputs, name=op.lower(), hidden_size=H, layout=layout, **attributes
    )
    x_shape = ["T", N, IN] if layout == 0 else [N, "T", IN]
    state_shape = [1, N, H] if layout == 0 else [N, 1, H]
    inputs = [helper.make_tensor_value_info("X", F, x_shape)]
    inputs += [helper.make_tensor_value_info(s, F, state_shape) for s in states]
    initializers = [weights("W", 1, gates * H, IN), weights("R", 1, gates * H, H), weights("B", 1, 2 * gates * H)]
    return make_model([node], inputs, [helper.make_tensor_value_info(o, F, None) for o in outputs], initializers, 14)


def compiled(xml):
    import openvino

    core = openvino.Core()
    return core.compile_model(core.read_model(str(xml)), "CPU", {"INFERENCE_PRECISION_HINT": "f32"})


def stepped(request, feeds_per_step: list[dict]) -> list[dict[str, np.ndarray]]:
    """The outputs of one inference per feed, by tensor name, state carried between them."""
    results = []
    for feeds in feeds_per_step:
        outputs = request.infer(feeds)
        results.append({name: np.asarray(value) for port, value in outputs.items() for name in port.get_names()})
    return results


def converted(tmp_path, model, *options):
    tmp_path.mkdir(parents=True, exist_ok=True)
    result = convert(model, tmp_path, *options)
    assert result.returncode == 0, result.stderr
    return result.xml


@pytest.mark.parametrize(
    ("op", "gates", "layout", "attributes"),
    [
        ("LSTM", 4, 0, {}),
        ("GRU", 3, 0, {"linear_before_reset": 1}),
        ("RNN", 1, 1, {}),
    ],
    ids=["lstm", "gru", "rnn-batch-major"],
)
def test_low_latency2_steps_match_the_whole_sequence(tmp_path, op, gates, layout, attributes):
    """Time steps fed one per inference: each output is the whole sequence's at that step, the
    final states are the sequence's; after reset_state() the first step again. (A batch-major
    sequence is checked against ONNX's reference evaluator: onnxruntime has no layout 1.)"""
    model = recurrent_model(op, gates, layout, **attributes)
    steps = 5
    x = RNG.standard_normal((steps, N, IN) if layout == 0 else (N, steps, IN)).astype(np.float32)
    state_shape = (1, N, H) if layout == 0 else (N, 1, H)
    zeros = {name: np.zeros(state_shape, np.float32) for name in (["h0", "c0"] if op == "LSTM" else ["h0"])}
    reference = run_onnxruntime if layout == 0 else run_onnx_reference  # onnxruntime runs layout 0 only
    expected = reference(model, {"X": x, **zeros})
    one_step = "X[1,2,3]" if layout == 0 else "X[2,1,3]"
    xml = converted(tmp_path, model, "--input", one_step, "--transform", "LowLatency2")
    request = compiled(xml).create_infer_request()
    time_axis = 0 if layout == 0 else 1
    feeds = [{"X": np.take(x, [t], axis=time_axis), **zeros} for t in range(steps)]
    outputs = stepped(request, feeds)
    y = np.concatenate([o["Y"] for o in outputs], axis=time_axis)  # Y: [T, D, N, H] or [N, T, D, H]
    np.testing.assert_allclose(y, expected["Y"], rtol=1e-5, atol=1e-5)
    for name in ("Y_h", "Y_c") if op == "LSTM" else ("Y_h",):
        np.testing.assert_allclose(outputs[-1][name], expected[name], rtol=1e-5, atol=1e-5)
    request.reset_state()
    again = stepped(request, feeds[:1])[0]
    np.testing.assert_allclose(again["Y"], outputs[0]["Y"], rtol=0, atol=0)


def test_low_latency2_in_chunks_from_the_model_initial_state(tmp_path):
    """use_const_initializer=False: the state starts at the initial state the model is given on
    the first inference (and after a reset), then ignores it; chunks of 2 and 3 steps."""
    model = recurrent_model("LSTM", 4)
    x = RNG.standard_normal((5, N, IN)).astype(np.float32)
    h0, c0 = (RNG.standard_normal((1, N, H)).astype(np.float32) for _ in range(2))
    expected = run_onnxruntime(model, {"X": x, "h0": h0, "c0": c0})
    xml = converted(tmp_path, model, "--transform", "LowLatency2[use_const_initializer=False]")
    request = compiled(xml).create_infer_request()
    ignored = {"h0": np.full_like(h0, 9.0), "c0": np.full_like(c0, -9.0)}  # read only to start
    outputs = stepped(request, [{"X": x[:2], "h0": h0, "c0": c0}, {"X": x[2:], **ignored}])
    np.testing.assert_allclose(np.concatenate([o["Y"] for o in outputs]), expected["Y"], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(outputs[-1]["Y_c"], expected["Y_c"], rtol=1e-5, atol=1e-5)
    request.reset_state()
    restarted = stepped(request, [{"X": x[:2], "h0": h0, "c0": c0}])[0]
    np.testing.assert_allclose(restarted["Y"], outputs[0]["Y"], rtol=0, atol=0)


def gru_feeds() -> list[dict[str, np.ndarray]]:
    h0 = np.ones((1, N, H), np.float32)  # read on the first inference only, or not at all
    return [{"X": RNG.standard_normal((1, N, IN)).astype(np.float32), "h0": h0} for _ in range(4)]


def loop_feeds() -> list[dict[str, np.ndarray]]:
    h0 = np.ones((N, H), np.float32)
    return [{"x": RNG.standard_normal((N, IN)).astype(np.float32), "h0": h0} for _ in range(4)]


@pytest.mark.parametrize("use_const_initializer", [True, False], ids=["zeros", "model-initial-state"])
@pytest.mark.parametrize(
    ("build", "options", "feeds"),
    [
        (lambda: recurrent_model("GRU", 3), ("--input", "X[1,2,3]"), gru_feeds),
        (lambda: loop_model(3), (), loop_feeds),
        (lambda: loop_model(1), (), loop_feeds),
    ],
    ids=["gru", "loop", "loop-once"],
)
def test_low_latency2_is_openvinos(tmp_path, build, options, feeds, use_const_initializer):
    """OpenVINO's own LowLatency2 on ovopt's IR without the transform: the same state names, and
    the same outputs step after step (a Loop of one iteration unrolled by both)."""
    import openvino
    from openvino._offline_transformations import apply_low_latency_transformation

    model = build()
    transform = f"LowLatency2[use_const_initializer={use_const_initializer}]"
    plain = converted(tmp_path / "plain", model, *options)
    ours = converted(tmp_path / "ours", model, *options, "--transform", transform)
    core = openvino.Core()
    reference = core.read_model(str(plain))
    apply_low_latency_transformation(reference, use_const_initializer)
    config = {"INFERENCE_PRECISION_HINT": "f32"}
    theirs_request = core.compile_model(reference, "CPU", config).create_infer_request()
    ours_request = compiled(ours).create_infer_request()
    inputs = feeds()
    for theirs, mine in zip(stepped(theirs_request, inputs), stepped(ours_request, inputs)):
        for name in mine.keys() & theirs.keys():
            np.testing.assert_allclose(mine[name], theirs[name], rtol=1e-6, atol=1e-6, err_msg=name)
    assert sorted(s.name for s in ours_request.query_state()) == sorted(s.name for s in theirs_request.query_state())


@pytest.mark.parametrize("direction", ["reverse", "bidirectional"])
def test_low_latency2_refuses_a_sequence_that_runs_backwards(tmp_path, direction):
    """Its reverse direction starts at the end of the sequence: no state carried from one step to
    the next gives the whole sequence's outputs (OpenVINO's pass fails on a one-step
    bidirectional LSTM). One line naming the node, no files."""
    gates, directions = 4, 2 if direction == "bidirectional" else 1
    node = helper.make_node("LSTM", ["X", "W", "R"], ["Y"], name="lstm", hidden_size=H, direction=direction)
    initializers = [weights("W", directions, gates * H, IN), weights("R", directions, gates * H, H)]
    inputs = [helper.make_tensor_value_info("X", F, [1, N, IN])]
    model = make_model([node], inputs, [helper.make_tensor_value_info("Y", F, None)], initializers, 14)
    line = convert(model, tmp_path, "--transform", "LowLatency2").assert_refused("LowLatency2: node 'lstm")
    assert f"runs {direction}" in line and "convert the model without --transform LowLatency2" in line


def test_low_latency2_of_an_lstm_without_initial_states(tmp_path):
    """An LSTM as torch exports one, its initial states left out (zeros of the run-time batch):
    the state starts at zeros and goes on; a step at a time is the whole sequence."""
    node = helper.make_node("LSTM", ["X", "W", "R", "B"], ["Y", "Y_h"], name="lstm", hidden_size=H)
    initializers = [weights("W", 1, 4 * H, IN), weights("R", 1, 4 * H, H), weights("B", 1, 8 * H)]
    inputs = [helper.make_tensor_value_info("X", F, ["T", "batch", IN])]
    outputs = [helper.make_tensor_value_info(o, F, None) for o in ("Y", "Y_h")]
    model = make_model([node], inputs, outputs, initializers, 14)
    x = RNG.standard_normal((4, N, IN)).astype(np.float32)
    expected = run_onnxruntime(model, {"X": x})
    request = compiled(converted(tmp_path, model, "--transform", "LowLatency2")).create_infer_request()
    outputs = stepped(request, [{"X": x[t : t + 1]} for t in range(4)])
    np.testing.assert_allclose(np.concatenate([o["Y"] for o in outputs]), expected["Y"], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(outputs[-1]["Y_h"], expected["Y_h"], rtol=1e-5, atol=1e-5)


def loop_model(trip_count: int) -> onnx.ModelProto:
    """h = tanh(h @ Wh + x @ Wx) for `trip_count` iterations (an ONNX Loop: h carried, each
    iteration's h also scanned out), from the input h0."""
    wh, wx = weights("Wh", H, H), weights("Wx", IN, H)
    body = helper.make_graph(
        [
            helper.make_node("MatMul", ["h_in", "Wh"], ["a"]),
            helper.make_node("MatMul", ["x", "Wx"], ["b"]),
            helper.make_node("Add", ["a", "b"], ["s"]),
            helper.make_node("Tanh", ["s"], ["h_out"]),
            helper.make_node("Identity", ["cond_in"], ["cond_out"]),
            helper.make_node("Identity", ["h_out"], ["scan"]),
        ],
        "body",
        [
            helper.make_tensor_value_info("i", TensorProto.INT64, []),
            helper.make_tensor_value_info("cond_in", TensorProto.BOOL, []),
            helper.make_tensor_value_info("h_in", F, [N, H]),
        ],
        [
            helper.make_tensor_value_info("cond_out", TensorProto.BOOL, []),
            helper.make_tensor_value_info("h_out", F, [N, H]),
            helper.make_tensor_value_info("scan", F, [N, H]),
        ],
        [wh, wx],
    )
    nodes = [helper.make_node("Loop", ["M", "cond", "h0"], ["h_last", "hs"], name="loop", body=body)]
    initializers = [
        numpy_helper.from_array(np.array(trip_count, np.int64), "M"),
        numpy_helper.from_array(np.array(True), "cond"),
    ]
    inputs = [helper.make_tensor_value_info("x", F, [N, IN]), helper.make_tensor_value_info("h0", F, [N, H])]
    outputs = [helper.make_tensor_value_info("h_last", F, [N, H]), helper.make_tensor_value_info("hs", F, None)]
    return make_model(nodes, inputs, outputs, initializers, 13)


@pytest.mark.parametrize("trip_count", [3, 1])
def test_low_latency2_keeps_a_loops_back_edge(tmp_path, trip_count):
    """A Loop's carried h is state: K inferences are one Loop of K * trip_count iterations (the
    model run K times in onnxruntime, its last h fed back). A Loop of one iteration is unrolled:
    the IR has no Loop layer."""
    import openvino

    model = loop_model(trip_count)
    xml = converted(tmp_path, model, "--transform", "LowLatency2[use_const_initializer=False]")
    types = {op.get_type_name() for op in openvino.Core().read_model(str(xml)).get_ordered_ops()}
    assert ("Loop" in types) == (trip_count > 1), types
    assert {"ReadValue", "Assign"} <= types
    request = compiled(xml).create_infer_request()
    h0 = RNG.standard_normal((N, H)).astype(np.float32)
    h = h0
    for call in range(4):
        x = RNG.standard_normal((N, IN)).astype(np.float32)
        expected = run_onnxruntime(model, {"x": x, "h0": h})
        actual = stepped(request, [{"x": x, "h0": h0 if call == 0 else np.zeros_like(h0)}])[0]
        np.testing.assert_allclose(actual["h_last"], expected["h_last"], rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(actual["hs"], expected["hs"], rtol=1e-5, atol=1e-5)
        h = expected["h_last"]


def stateful_cell() -> onnx.ModelProto:
    """An RNN exported a step at a time: (x, h_in) -> (y, h_out), h_out = tanh(x Wx + h_in Wh),
    y = 2 h_out."""
    nodes = [
        helper.make_node("MatMul", ["x", "Wx"], ["a"], name="input_part"),
        helper.make_node("MatMul", ["h_in", "Wh"], ["b"], name="state_part"),
        helper.make_node("Add", ["a", "b"], ["s"], name="sum"),
        helper.make_node("Tanh", ["s"], ["h_out"], name="tanh"),
        helper.make_node("Mul", ["h_out", "two"], ["y"], name="double"),
    ]
    inputs = [helper.make_tensor_value_info("x", F, [N, IN]), helper.make_tensor_value_info("h_in", F, [N, H])]
    outputs = [helper.make_tensor_value_info("y", F, [N, H]), helper.make_tensor_value_info("h_out", F, [N, H])]
    initializers = [
        weights("Wx", IN, H),
        weights("Wh", H, H),
        numpy_helper.from_array(np.array(2.0, np.float32), "two"),
    ]
    return make_model(nodes, inputs, outputs, initializers)


def test_make_stateful_matches_a_loop_feeding_the_state_back(tmp_path):
    """MakeStateful[param_res_names={'h_in':'h_out'}]: h_in and h_out leave the model; each
    inference continues from the last, starting at zeros, as a Python loop feeding h_out back
    as h_in from zeros; reset_state() starts at zeros again."""
    import openvino

    model = stateful_cell()
    xml = converted(tmp_path, model, "--transform", "MakeStateful[param_res_names={'h_in':'h_out'}]")
    read = openvino.Core().read_model(str(xml))
    assert [p.get_any_name() for p in read.inputs] == ["x"]
    assert [o.get_any_name() for o in read.outputs] == ["y"]
    request = compiled(xml).create_infer_request()
    assert [s.name for s in request.query_state()] == ["h_inh_out"]
    xs = [RNG.standard_normal((N, IN)).astype(np.float32) for _ in range(4)]
    h = np.zeros((N, H), np.float32)
    for x, actual in zip(xs, stepped(request, [{"x": x} for x in xs])):
        expected = run_onnxruntime(model, {"x": x, "h_in": h})
        np.testing.assert_allclose(actual["y"], expected["y"], rtol=1e-5, atol=1e-5)
        h = expected["h_out"]
    np.testing.assert_allclose(request.query_state()[0].state.data, h, rtol=1e-5, atol=1e-5)
    request.reset_state()
    first = stepped(request, [{"x": xs[0]}])[0]
    expected = run_onnxruntime(model, {"x": xs[0], "h_in": np.zeros((N, H), np.float32)})
    np.testing.assert_allclose(first["y"], expected["y"], rtol=1e-5, atol=1e-5)


def test_make_stateful_is_openvinos(tmp_path):
    """OpenVINO's MakeStateful on ovopt's IR without the transform: the same state, the same
    outputs."""
    import openvino
    from openvino._offline_transformations import apply_make_stateful_transformation

    model = stateful_cell()
    plain = converted(tmp_path / "plain", model)
    ours = converted(tmp_path / "ours", model, "--transform", "MakeStateful[param_res_names={'h_in':'h_out'}]")
    core = openvino.Core()
    reference = core.read_model(str(plain))
    apply_make_stateful_transformation(reference, {"h_in": "h_out"})
    theirs_request = core.compile_model(reference, "CPU", {"INFERENCE_PRECISION_HINT": "f32"}).create_infer_request()
    ours_request = compiled(ours).create_infer_request()
    feeds = [{"x": RNG.standard_normal((N, IN)).astype(np.float32)} for _ in range(3)]
    for theirs, mine in zip(stepped(theirs_request, feeds), stepped(ours_request, feeds)):
        np.testing.assert_allclose(mine["y"], theirs["y"], rtol=1e-6, atol=1e-6)
    assert [s.name for s in ours_request.query_state()] == [s.name for s in theirs_request.query_state()]


@pytest.mark.parametrize(
    ("transform", "message"),
    [
        ("LowLatency3", "--transform: ovopt has no transformation 'LowLatency3'; the available ones: LowLatency2"),
        ("Pruning", "'Pruning' (NNCF's pruning: ovopt does not prune)"),
        ("LowLatency2[use_const=False]", "--transform LowLatency2: no argument 'use_const'"),
        ("LowLatency2[use_const_initializer=maybe]", "'maybe' is not true or false"),
        ("MakeStateful", "--transform MakeStateful needs param_res_names"),
        ("MakeStateful[param_res_names={'h':'h_out'}]", "MakeStateful: the model has no input 'h'"),
        ("MakeStateful[param_res_names=h_in]", "is not a dict of input names to output names"),
        (
            "MakeStateful[param_res_names={'x':'y'}]",
            "MakeStateful: input 'x' is f32 [2,3] but output 'y' is f32 [2,4]: the output is the state's next value",
        ),
        ("LowLatency2 MakeStateful", "--transform: cannot read"),
    ],
)
def test_bad_transforms_are_one_line_errors_and_leave_no_files(tmp_path, transform, message):
    convert(stateful_cell(), tmp_path, "--transform", transform).assert_refused(message)


def test_a_stateful_ir_reads_and_writes_back(tmp_path):
    """OpenVINO's stateful IR (its LowLatency2 on an LSTM, saved by OpenVINO) through ov-opt's
    IR reader and writer: ReadValue and Assign read as ops of the dialect (OpenVINO's LSTMCell,
    which its pass unrolls a one-step sequence into, as an opaque layer) and written again, the
    same states, the same outputs step after step."""
    import openvino
    from openvino._offline_transformations import apply_low_latency_transformation

    model = recurrent_model("LSTM", 4)
    plain = converted(tmp_path / "plain", model, "--input", "X[1,2,3]")
    core = openvino.Core()
    stateful = core.read_model(str(plain))
    apply_low_latency_transformation(stateful, False)
    theirs = tmp_path / "theirs" / "model.xml"
    openvino.save_model(stateful, str(theirs), compress_to_fp16=False)
    again = converted(tmp_path / "again", theirs)
    assert state_ops(theirs) == state_ops(again) == {"ReadValue": 2, "Assign": 2}
    assert state_layers(again) == state_layers(theirs)  # variable_id, variable_type, variable_shape
    zeros = {"h0": np.zeros((1, N, H), np.float32), "c0": np.zeros((1, N, H), np.float32)}
    feeds = [{"X": RNG.standard_normal((1, N, IN)).astype(np.float32), **zeros} for _ in range(3)]
    theirs_request, ours_request = compiled(theirs).create_infer_request(), compiled(again).create_infer_request()
    for expected, actual in zip(stepped(theirs_request, feeds), stepped(ours_request, feeds)):
        np.testing.assert_allclose(actual["Y"], expected["Y"], rtol=1e-6, atol=1e-6)
    assert sorted(s.name for s in ours_request.query_state()) == sorted(s.name for s in theirs_request.query_state())


@pytest.mark.parametrize(
    ("build", "options"),
    [
        (lambda: recurrent_model("LSTM", 4), ("--input", "X[1,2,3]", "--transform", "LowLatency2")),
        (lambda: loop_model(3), ("--transform", "LowLatency2[use_const_initializer=False]")),
        (lambda: loop_model(1), ("--transform", "LowLatency2")),
        (stateful_cell, ("--transform", "MakeStateful[param_res_names={'h_in':'h_out'}]")),
    ],
    ids=["lstm", "loop", "loop-once", "make-stateful"],
)
def test_ovopt_stateful_ir_reads_back_and_writes_the_same_ir(tmp_path, build, options):
    """ovopt's stateful IR through its IR reader (ReadValue and Assign as ops of the dialect, none
    opaque) and written again: the same XML but for the conversion parameters, the same .bin."""
    from ovopt.tools.ir_roundtrip import opaque_layers, round_trip

    first = converted(tmp_path / "first", build(), *options)
    assert opaque_layers(first) == 0
    again = tmp_path / "again.xml"
    round_trip(first, again)
    assert xml_without_rt_info(again) == xml_without_rt_info(first)
    assert again.with_suffix(".bin").read_bytes() == first.with_suffix(".bin").read_bytes()


def test_transforms_through_the_python_api(tmp_path):
    """convert_model(..., transform=) and save_model: the same stateful model as the command
    line's; a bad transform raises ConversionError with the command line's message."""
    import ovopt

    model = stateful_cell()
    ir = ovopt.convert_model(model, transform="MakeStateful[param_res_names={'h_in':'h_out'}]")
    assert [p.get_any_name() for p in ir.inputs] == ["x"] and len(ir.get_sinks()) == 1
    request = compiled_model(ir).create_infer_request()
    h = np.zeros((N, H), np.float32)
    for _ in range(3):
        x = RNG.standard_normal((N, IN)).astype(np.float32)
        expected = run_onnxruntime(model, {"x": x, "h_in": h})
        np.testing.assert_allclose(stepped(request, [{"x": x}])[0]["y"], expected["y"], rtol=1e-5, atol=1e-5)
        h = expected["h_out"]
    gru, saved = recurrent_model("GRU", 3), tmp_path / "api" / "model.xml"
    ovopt.save_model(gru, saved, input="X[1,2,3]", transform="LowLatency2")
    cli = converted(tmp_path / "cli", gru, "--input", "X[1,2,3]", "--transform", "LowLatency2")
    assert xml_without_rt_info(saved) == xml_without_rt_info(cli)
    assert saved.with_suffix(".bin").read_bytes() == cli.with_suffix(".bin").read_bytes()
    with pytest.raises(ovopt.ConversionError, match="MakeStateful: the model has no input 'h'"):
        ovopt.convert_model(model, transform="MakeStateful[param_res_names={'h':'h_out'}]")


def state_ops(xml) -> dict[str, int]:
    """How many ReadValue and Assign layers the IR reader reads `xml`'s into, by type."""
    from xdsl.context import Context

    from ovopt.dialects import ov
    from ovopt.frontends import Source
    from ovopt.frontends.ir import read_ir

    module = read_ir(Source(Context(), xml.read_bytes(), str(xml)))
    ops = [op for op in module.walk() if isinstance(op, ov.ReadValueV6Op | ov.AssignV6Op)]
    return {kind: sum(kind == op.IR_TYPE for op in ops) for kind in ("ReadValue", "Assign")}


def state_layers(xml) -> list[tuple[str, list[tuple[str, str]]]]:
    """The ReadValue and Assign layers of `xml` as IR writes them: type and data attributes."""
    from lxml import etree

    layers = etree.parse(str(xml)).getroot().iter("layer")
    state = [layer for layer in layers if layer.get("type") in ("ReadValue", "Assign")]
    return sorted((layer.get("type"), sorted(layer.find("data").attrib.items())) for layer in state)


def compiled_model(model):
    import openvino

    return openvino.Core().compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
