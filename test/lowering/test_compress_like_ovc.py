"""ov-compress-to-fp16 decides, as ovc does, which weights stay f32 (75 % or more of their
values f16 cannot hold) and stores the same f16 values: each constant converted by ovopt and by
OpenVINO's `save_model(compress_to_fp16=True)`, both IRs read back by OpenVINO."""

from __future__ import annotations

import numpy as np
import onnx
import openvino
import pytest
from onnx import TensorProto, helper, numpy_helper

from ovopt.tools.ov_opt import main

BIG, TINY, INF, NAN = 1e6, 1e-10, np.inf, np.nan

CASES = {  # values of the weight added to x; what f16 cannot hold: beyond +-65504, not finite, below 2^-24
    "three_quarters_beyond": [BIG, -BIG, BIG, 1.0],  # ovc keeps f32 at 75 %, not only above it
    "half_beyond": [BIG, -BIG, 1.0, 2.0],  # compressed, the values beyond clamped
    "just_beyond": [65519.0, 65520.0, 65519.0, 1.0],  # beyond the largest f16, though one rounds to it
    "largest_f16": [65504.0, -65504.0, 65504.0, 1.0],
    "infinities_count": [INF, -INF, INF, 1.0],
    "an_infinity_clamped": [INF, -INF, 1.0, 0.5],
    "nan_counts": [NAN, NAN, NAN, 1.0],
    "tiny_count": [TINY, -TINY, TINY, 1.0],  # non-zero values f16 would lose
    "a_tiny_value_lost": [TINY, 1.0, 0.25, 0.0],
    "zeros_are_held": [0.0, -0.0, 0.0, 1.0],
    "rounding_up_to_it_is_lost": [4e-8, -4e-8, 4e-8, 1.0],  # below 2^-24, though f16 rounds them to it
}


def add_model(path, values):
    weight = numpy_helper.from_array(np.array(values, np.float32), "w")
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [len(values)])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [len(values)])
    graph = helper.make_graph([helper.make_node("Add", ["x", "w"], ["y"], name="add")], "g", [x], [y], [weight])
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8), path)


def stored_weight(xml) -> np.ndarray:
    """The values of the IR's one constant of four elements, in the element type it is stored in."""
    model = openvino.Core().read_model(str(xml))
    (constant,) = (op for op in model.get_ordered_ops() if op.get_type_name() == "Constant")
    return constant.get_data()


@pytest.mark.parametrize("case", CASES)
def test_a_weight_is_kept_or_compressed_as_ovc_does(tmp_path, case):
    add_model(tmp_path / "m.onnx", CASES[case])
    ours = tmp_path / "ours.xml"
    assert main([str(tmp_path / "m.onnx"), "-p", "ov-default", "-t", "ir", "-o", str(ours), "--compress-to-fp16"]) == 0
    theirs = tmp_path / "theirs.xml"
    openvino.save_model(openvino.convert_model(str(tmp_path / "m.onnx")), str(theirs), compress_to_fp16=True)
    got, want = stored_weight(ours), stored_weight(theirs)
    assert got.dtype == want.dtype, f"{case}: stored as {got.dtype}, ovc stores {want.dtype}"
    assert np.array_equal(got, want, equal_nan=True) and np.array_equal(np.signbit(got), np.signbit(want))
