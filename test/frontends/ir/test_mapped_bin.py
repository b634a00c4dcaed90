"""An IR's weights stay in its .bin: each Const's attribute is a view of the mapped file, and
writing the module again copies the same bytes (docs/frontend.md, "How weights flow")."""

from __future__ import annotations

import numpy as np
from onnx import TensorProto, helper, numpy_helper
from xdsl.context import Context

from ovopt.dialects import ov
from ovopt.frontends import Source
from ovopt.frontends.ir import read_ir
from ovopt.support.mapped_files import file_span
from support import convert


def test_consts_are_views_of_the_bin_and_come_back_unchanged(tmp_path):
    weight = np.random.default_rng(0).standard_normal((256, 256)).astype(np.float32)
    graph = helper.make_graph(
        [helper.make_node("MatMul", ["x", "w"], ["y"], name="matmul")],
        "mapped",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 256])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 256])],
        [numpy_helper.from_array(weight, "w")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)
    (tmp_path / "first").mkdir()
    first = convert(model, tmp_path / "first")
    assert first.returncode == 0, first.stderr

    module = read_ir(Source(Context(), first.xml.read_bytes(), str(first.xml)))
    (constant,) = [op for op in module.walk() if isinstance(op, ov.ConstantV0Op)]
    assert file_span(constant.value.data.data) is not None

    again = convert(first.xml, tmp_path / "again")
    assert again.returncode == 0, again.stderr
    assert again.bin.read_bytes() == first.bin.read_bytes() == weight.T.tobytes()  # stored [N, K]
