"""run_onnx_node (dialects/ov_reference/onnx_semantics.py), which the GridSample, NMS and
ROIAlign kernels run ONNX's reference through: an absent optional input (None) is skipped by
name, also before a present one, and trailing absent inputs are dropped. The kernels pass every
input today, so only these cases tell a wrong skip apart (a mutation-score survivor). The
expected values are ONNX's operator definitions worked by hand."""

from __future__ import annotations

import numpy as np
from onnx import TensorProto, helper

from ovopt.dialects.ov_reference.onnx_semantics import run_onnx_node

X = np.array([-2.0, 0.5, 3.0], np.float32)


def test_an_absent_input_before_a_present_one_is_skipped():
    """Clip(x, min absent, max 1): only the upper bound applies."""
    (y,) = run_onnx_node("Clip", [X, None, np.array(1.0, np.float32)], 1)
    np.testing.assert_array_equal(y, [-2.0, 0.5, 1.0])


def test_trailing_absent_inputs_are_dropped():
    """Clip(x, min 0, max absent): only the lower bound applies."""
    (y,) = run_onnx_node("Clip", [X, np.array(0.0, np.float32), None], 1)
    np.testing.assert_array_equal(y, [0.0, 0.5, 3.0])


def test_a_node_of_one_input():
    (y,) = run_onnx_node("Relu", [X], 1)
    np.testing.assert_array_equal(y, [0.0, 0.5, 3.0])


def _count_to_three() -> helper.GraphProto:
    """A Loop body adding one to its value while the sum is under 3."""
    scalar = helper.make_tensor_value_info
    nodes = [
        helper.make_node("Constant", [], ["one"], value=helper.make_tensor("one", TensorProto.FLOAT, [], [1.0])),
        helper.make_node("Constant", [], ["three"], value=helper.make_tensor("three", TensorProto.FLOAT, [], [3.0])),
        helper.make_node("Add", ["v_in", "one"], ["v_out"]),
        helper.make_node("Less", ["v_out", "three"], ["cond_out"]),
    ]
    inputs = [
        scalar("i", TensorProto.INT64, []),
        scalar("cond_in", TensorProto.BOOL, []),
        scalar("v_in", TensorProto.FLOAT, []),
    ]
    outputs = [scalar("cond_out", TensorProto.BOOL, []), scalar("v_out", TensorProto.FLOAT, [])]
    return helper.make_graph(nodes, "count_to_three", inputs, outputs)


def test_an_absent_first_input_is_skipped():
    """Loop(trip count absent, cond true, v 0): the condition alone stops it, at v = 3."""
    (v,) = run_onnx_node("Loop", [None, np.array(True), np.array(0.0, np.float32)], 1, body=_count_to_three())
    np.testing.assert_array_equal(v, 3.0)
