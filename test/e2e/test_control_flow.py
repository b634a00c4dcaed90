"""If, Loop and Scan end to end, against onnxruntime: both branches, nested bodies, bodies that
read outer values, loops bounded by a trip count or a condition, carried values, scan outputs,
Scan in both directions."""

import numpy as np
import pytest
from onnx import TensorProto
from onnx.helper import make_graph, make_node, make_tensor, make_tensor_value_info

from support import make_model

F = TensorProto.FLOAT


def info(name, elem=F, shape=None):
    return make_tensor_value_info(name, elem, shape)


def branch(name, node, output):
    return make_graph([node], name, [], [info(output, F, [2, 3])])


def if_model():
    """z = If(c, x + y, x - y): the branches read x and y from the outer graph."""
    then_g = branch("then", make_node("Add", ["x", "y"], ["t"]), "t")
    else_g = branch("else", make_node("Sub", ["x", "y"], ["e"]), "e")
    node = make_node("If", ["c"], ["z"], name="if", then_branch=then_g, else_branch=else_g)
    return make_model(
        [node], [info("c", TensorProto.BOOL, []), info("x", F, [2, 3]), info("y", F, [2, 3])], [info("z")]
    )


@pytest.mark.parametrize("condition", [True, False], ids=["then", "else"])
def test_if_takes_either_branch(check_model, condition):
    rng = np.random.default_rng(1)
    inputs = {"c": np.array(condition), "x": rng.standard_normal([2, 3]).astype(np.float32)}
    inputs["y"] = rng.standard_normal([2, 3]).astype(np.float32)
    check_model(if_model(), inputs)


@pytest.mark.parametrize("outer, inner", [(True, True), (True, False), (False, True)])
def test_nested_if_reads_values_two_graphs_out(check_model, outer, inner):
    """The inner branches read x from the model's graph and k, a constant of the outer branch."""
    k = make_node("Constant", [], ["k"], value=make_tensor("kv", F, [], [3.0]))
    inner_then = branch("inner_then", make_node("Mul", ["x", "k"], ["it"]), "it")
    inner_else = branch("inner_else", make_node("Add", ["x", "k"], ["ie"]), "ie")
    nested = make_node("If", ["d"], ["n"], name="inner", then_branch=inner_then, else_branch=inner_else)
    outer_then = make_graph([k, nested], "outer_then", [], [info("n", F, [2, 3])])
    outer_else = branch("outer_else", make_node("Neg", ["x"], ["o"]), "o")
    node = make_node("If", ["c"], ["z"], name="outer", then_branch=outer_then, else_branch=outer_else)
    bools = [info("c", TensorProto.BOOL, []), info("d", TensorProto.BOOL, [])]
    model = make_model([node], [*bools, info("x", F, [2, 3])], [info("z")])
    x = np.random.default_rng(2).standard_normal([2, 3]).astype(np.float32)
    check_model(model, {"c": np.array(outer), "d": np.array(inner), "x": x})


def loop_model(trip_count: bool, condition: bool):
    """s = s + y while i < M (and sum(s) < 20 when `condition`): s carried, s * s scanned;
    y is an outer value."""
    nodes = [make_node("Add", ["s_in", "y"], ["s_out"]), make_node("Mul", ["s_out", "s_out"], ["sc"])]
    if condition:
        nodes += [
            make_node("ReduceSum", ["s_out"], ["total"], keepdims=0),
            make_node("Constant", [], ["limit"], value=make_tensor("lv", F, [], [20.0])),
            make_node("Less", ["total", "limit"], ["cond_out"]),
        ]
    else:
        nodes.append(make_node("Identity", ["cond_in"], ["cond_out"]))
    body = make_graph(
        nodes,
        "body",
        [info("i", TensorProto.INT64, []), info("cond_in", TensorProto.BOOL, []), info("s_in", F, [2])],
        [info("cond_out", TensorProto.BOOL, []), info("s_out", F, [2]), info("sc", F, [2])],
    )
    inputs = ["M" if trip_count else "", "c" if condition else "", "s0"]
    node = make_node("Loop", inputs, ["s_final", "scans"], name="loop", body=body)
    graph_inputs = [info("s0", F, [2]), info("y", F, [2])]
    if trip_count:
        graph_inputs.insert(0, info("M", TensorProto.INT64, []))
    if condition:
        graph_inputs.insert(0, info("c", TensorProto.BOOL, []))
    return make_model([node], graph_inputs, [info("s_final", F, [2]), info("scans", F, [None, 2])])


@pytest.mark.parametrize(
    "trip_count, condition, count",
    [(True, False, 4), (True, False, 0), (False, True, 0), (True, True, 10)],
    ids=["trip_count", "zero_trips", "condition", "both"],
)
def test_loop(check_model, trip_count, condition, count):
    inputs = {"s0": np.array([0.5, 1.0], np.float32), "y": np.array([1.0, 2.0], np.float32)}
    if trip_count:
        inputs["M"] = np.array(count, np.int64)
    if condition:
        inputs["c"] = np.array(True)
    check_model(loop_model(trip_count, condition), inputs)


def test_loop_uses_the_iteration_number(check_model):
    """acc += i * x for i < M: the iteration counter as a value."""
    body = make_graph(
        [
            make_node("Cast", ["i"], ["fi"], to=F),
            make_node("Mul", ["fi", "x"], ["term"]),
            make_node("Add", ["acc_in", "term"], ["acc_out"]),
            make_node("Identity", ["cond_in"], ["cond_out"]),
        ],
        "body",
        [info("i", TensorProto.INT64, []), info("cond_in", TensorProto.BOOL, []), info("acc_in", F, [3])],
        [info("cond_out", TensorProto.BOOL, []), info("acc_out", F, [3])],
    )
    node = make_node("Loop", ["M", "", "acc0"], ["acc"], name="loop", body=body)
    model = make_model(
        [node],
        [info("M", TensorProto.INT64, []), info("acc0", F, [3]), info("x", F, [3])],
        [info("acc", F, [3])],
    )
    x = np.random.default_rng(3).standard_normal([3]).astype(np.float32)
    check_model(model, {"M": np.array(5, np.int64), "acc0": np.zeros(3, np.float32), "x": x})


def scan_model(input_direction: int, output_direction: int):
    """Scan-11 over axis 1 of x [2, 4, 3]: a running sum as state, the sum times w scanned out
    along axis 0."""
    body = make_graph(
        [make_node("Add", ["sum_in", "next"], ["sum_out"]), make_node("Mul", ["sum_out", "w"], ["scan_out"])],
        "body",
        [info("sum_in", F, [2, 3]), info("next", F, [2, 3])],
        [info("sum_out", F, [2, 3]), info("scan_out", F, [2, 3])],
    )
    node = make_node(
        "Scan",
        ["init", "x"],
        ["final", "ys"],
        name="scan",
        body=body,
        num_scan_inputs=1,
        scan_input_axes=[1],
        scan_input_directions=[input_direction],
        scan_output_directions=[output_direction],
    )
    return make_model(
        [node],
        [info("init", F, [2, 3]), info("x", F, [2, 4, 3]), info("w", F, [2, 3])],
        [info("final", F, [2, 3]), info("ys", F, [4, 2, 3])],
        opset=11,
    )


@pytest.mark.parametrize("directions", [(0, 0), (1, 0), (0, 1)], ids=["forward", "reverse_input", "reverse_output"])
def test_scan_running_sum(check_model, directions):
    check_model(scan_model(*directions))


@pytest.mark.parametrize("direction", [0, 1], ids=["forward", "reverse"])
def test_scan8_runs_each_batch_element(check_model, direction):
    """Scan-8 over x [3, 4, 2] with a batch of 3: each element's running sum from its own initial
    state; the body reads w from the outer graph."""
    body = make_graph(
        [make_node("Add", ["sum_in", "next"], ["sum_out"]), make_node("Mul", ["sum_out", "w"], ["scan_out"])],
        "body",
        [info("sum_in", F, [2]), info("next", F, [2])],
        [info("sum_out", F, [2]), info("scan_out", F, [2])],
    )
    node = make_node(
        "Scan", ["", "init", "x"], ["final", "ys"], name="scan", body=body, num_scan_inputs=1, directions=[direction]
    )
    model = make_model(
        [node],
        [info("init", F, [3, 2]), info("x", F, [3, 4, 2]), info("w", F, [2])],
        [info("final", F, [3, 2]), info("ys", F, [3, 4, 2])],
        opset=8,
    )
    check_model(model)
