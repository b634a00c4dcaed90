"""Sequences of a length known at compile time (`onnx-resolve-sequences`), end to end against
onnxruntime; and the refusals, one line naming the node, when a length or position is known
only at run time or a sequence crosses the model's boundary."""

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from support import convert, make_model

F = TensorProto.FLOAT


def tensor(name, shape, element=F):
    return helper.make_tensor_value_info(name, element, shape)


def i64(name, value):
    return numpy_helper.from_array(np.asarray(value, dtype=np.int64), name)


def test_construct_insert_erase_at(check_model):
    """Elements of different shapes; negative positions; the default positions (the back)."""
    nodes = [
        helper.make_node("SequenceConstruct", ["a", "b"], ["s1"], name="make"),
        helper.make_node("SequenceInsert", ["s1", "c", "front"], ["s2"], name="put_front"),
        helper.make_node("SequenceInsert", ["s2", "a"], ["s3"], name="put_back"),
        helper.make_node("SequenceErase", ["s3", "minus_two"], ["s4"], name="drop"),  # [c, a, a]
        helper.make_node("SequenceErase", ["s4"], ["s5"], name="drop_last"),  # [c, a]
        helper.make_node("SequenceAt", ["s5", "minus_two"], ["first"], name="first"),
        helper.make_node("SequenceAt", ["s5", "one"], ["second"], name="second"),
        helper.make_node("SequenceLength", ["s5"], ["length"], name="length"),
    ]
    model = make_model(
        nodes,
        [tensor("a", [2, 3]), tensor("b", [4, 3]), tensor("c", [1, 5])],
        [tensor("first", None), tensor("second", None), tensor("length", None, TensorProto.INT64)],
        [i64("front", 0), i64("minus_two", -2), i64("one", 1)],
        opset=13,
    )
    check_model(model)


def test_empty_then_inserts(check_model):
    nodes = [
        helper.make_node("SequenceEmpty", [], ["s0"], dtype=F),
        helper.make_node("SequenceInsert", ["s0", "x"], ["s1"]),
        helper.make_node("SequenceInsert", ["s1", "y", "zero"], ["s2"]),  # [y, x]
        helper.make_node("ConcatFromSequence", ["s2"], ["z"], axis=1),
    ]
    model = make_model(nodes, [tensor("x", [2, 3]), tensor("y", [2, 4])], [tensor("z", None)], [i64("zero", 0)])
    check_model(model)


@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("keepdims", [0, 1])
def test_split_to_sequence_into_units(check_model, axis, keepdims):
    """Without `split`, parts of length 1; keepdims=0 squeezes them. Stacking them back at the
    same axis (new_axis=1), or concatenating them, gives the input again."""
    nodes = [
        helper.make_node("SplitToSequence", ["x"], ["s"], axis=axis, keepdims=keepdims),
        helper.make_node("ConcatFromSequence", ["s"], ["whole"], axis=axis, new_axis=1 - keepdims),
        helper.make_node("SequenceAt", ["s", "last"], ["part"]),
    ]
    outputs = [tensor("whole", None), tensor("part", None)]
    model = make_model(nodes, [tensor("x", [2, 3, 4])], outputs, [i64("last", -1)])
    check_model(model)


def test_split_to_sequence_by_chunk(check_model):
    """A scalar `split`: parts of 2, the last one shorter."""
    nodes = [
        helper.make_node("SplitToSequence", ["x", "two"], ["s"], axis=1),
        helper.make_node("SequenceAt", ["s", "last"], ["tail"]),
        helper.make_node("SequenceAt", ["s", "zero"], ["head"]),
        helper.make_node("SequenceLength", ["s"], ["n"]),
    ]
    model = make_model(
        nodes,
        [tensor("x", [3, 5])],
        [tensor("tail", None), tensor("head", None), tensor("n", None, TensorProto.INT64)],
        [i64("two", 2), i64("last", -1), i64("zero", 0)],
    )
    check_model(model)


def test_split_to_sequence_run_time_lengths(check_model):
    """Part lengths computed at run time: three parts, whatever their lengths."""
    nodes = [
        helper.make_node("SplitToSequence", ["x", "lengths"], ["s"]),
        helper.make_node("SequenceAt", ["s", "one"], ["middle"]),
        helper.make_node("SequenceLength", ["s"], ["n"]),
    ]
    model = make_model(
        nodes,
        [tensor("x", ["N", 2]), tensor("lengths", [3], TensorProto.INT64)],
        [tensor("middle", None), tensor("n", None, TensorProto.INT64)],
        [i64("one", 1)],
    )
    rng = np.random.default_rng(0)
    inputs = {"x": rng.standard_normal([6, 2]).astype(np.float32), "lengths": np.array([1, 3, 2], np.int64)}
    check_model(model, inputs)


def test_sequence_map(check_model):
    """SequenceMap with a tensor input and two outputs, unrolled per element; the second output is
    computed from the first inside the body."""
    body = helper.make_graph(
        [
            helper.make_node("Mul", ["e", "w"], ["scaled"]),
            helper.make_node("ReduceSum", ["scaled"], ["total"], keepdims=1),  # a value of the body
        ],
        "body",
        [tensor("e", [2, 3]), tensor("w", [3])],
        [tensor("scaled", [2, 3]), tensor("total", [1, 1])],
    )
    nodes = [
        helper.make_node("SplitToSequence", ["x", "two"], ["s"]),
        helper.make_node("SequenceMap", ["s", "w"], ["scaled_s", "total_s"], body=body, name="map"),
        helper.make_node("ConcatFromSequence", ["scaled_s"], ["scaled"], axis=0),
        helper.make_node("ConcatFromSequence", ["total_s"], ["totals"], axis=0),
    ]
    model = make_model(
        nodes,
        [tensor("x", [6, 3]), tensor("w", [3])],
        [tensor("scaled", None), tensor("totals", None)],
        [i64("two", 2)],
        opset=17,
    )
    check_model(model)


def refusal(model, tmp_path):
    converted = convert(model, tmp_path)
    assert converted.returncode == 1
    lines = converted.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ov-opt: error: "), converted.stderr
    assert not converted.xml.exists() and not converted.bin.exists()
    return lines[0]


def test_sequence_output_is_refused(tmp_path):
    nodes = [helper.make_node("SplitToSequence", ["x"], ["parts"])]
    outputs = [helper.make_tensor_sequence_value_info("parts", F, None)]
    model = make_model(nodes, [tensor("x", [2, 3])], outputs)
    line = refusal(model, tmp_path)
    assert "model output 'parts' is a sequence" in line and "OpenVINO has no sequence type" in line


def test_run_time_position_is_refused(tmp_path):
    nodes = [
        helper.make_node("SequenceConstruct", ["x", "x"], ["s"]),
        helper.make_node("SequenceAt", ["s", "idx"], ["y"], name="pick"),
    ]
    model = make_model(nodes, [tensor("x", [2]), tensor("idx", [], TensorProto.INT64)], [tensor("y", None)])
    line = refusal(model, tmp_path)
    assert "node 'pick' (SequenceAt-11): its position comes from model input 'idx', computed at run time" in line
