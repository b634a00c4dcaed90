"""--validate at sizes that show bugs: a dynamic sequence is compared at lengths above 1, where
attention mixes tokens (at length 1 a softmax over the keys is 1 whatever its axis)."""

from __future__ import annotations

import re

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from ovopt.tools.ov_opt import main
from support import make_model

WIDTH = 8


def attention() -> onnx.ModelProto:
    """One self-attention head over x [batch, seq, 8]: softmax(q k^T / sqrt(8)) v."""
    rng = np.random.default_rng(0)
    weights = [numpy_helper.from_array(rng.standard_normal((WIDTH, WIDTH)).astype(np.float32), n) for n in "qkv"]
    scale = numpy_helper.from_array(np.float32(1 / np.sqrt(WIDTH)), "scale")
    nodes = [helper.make_node("MatMul", ["x", n], [f"{n}_x"], name=f"project_{n}") for n in "qkv"]
    nodes += [
        helper.make_node("Transpose", ["k_x"], ["k_t"], name="keys_t", perm=[0, 2, 1]),
        helper.make_node("MatMul", ["q_x", "k_t"], ["scores"], name="scores"),
        helper.make_node("Mul", ["scores", "scale"], ["scaled"], name="scaled"),
        helper.make_node("Softmax", ["scaled"], ["weights"], name="softmax", axis=-1),
        helper.make_node("MatMul", ["weights", "v_x"], ["y"], name="mix"),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", "seq", WIDTH])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", "seq", WIDTH])
    return make_model(nodes, [x], [y], [*weights, scale])


# A wrong rewrite that length 1 hides: the softmax over the queries instead of the keys.
SOFTMAX_OVER_QUERIES = """
from ovopt.dialects import ov
from ovopt.lowering.transformations import module_transformation

# before the attention becomes one op, which then keeps its Softmax
@module_transformation(
    "softmax-over-queries", phase="middle", run_before=("ov-fuse-attention",), description="a wrong transformation"
)
def over_queries(module):
    for op in module.walk():
        if isinstance(op, ov.SoftmaxV8Op):
            op.properties["axis"] = type(op.properties["axis"])(1, 64)
"""


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_dynamic_sequence_is_validated_above_one(tmp_path, capsys):
    onnx.save(attention(), tmp_path / "attention.onnx")
    xml = tmp_path / "out" / "model.xml"
    code, out, err = run(capsys, str(tmp_path / "attention.onnx"), "-t", "ir", "-o", str(xml), "--validate")
    assert (code, err) == (0, "")
    sizes = re.findall(r"validate: random inputs 'x' \[(\d+), (\d+), 8\] \(dynamic batch=\d+, seq=\d+\)", out)
    assert [(int(b), int(s)) for b, s in sizes] == [(3, 4), (6, 7)], out
    assert out.count("validate: output 'y'") == 2 and out.count(": ok") == 2


@pytest.mark.usefixtures("isolated_registry")
def test_a_bug_that_length_one_hides_fails(tmp_path, capsys):
    onnx.save(attention(), tmp_path / "attention.onnx")
    (tmp_path / "ext.py").write_text(SOFTMAX_OVER_QUERIES)
    xml = tmp_path / "out" / "model.xml"
    common = [str(tmp_path / "attention.onnx"), "--extensions", str(tmp_path / "ext.py"), "-t", "ir", "-o", str(xml)]
    code, out, err = run(capsys, *common, "--validate")
    assert code == 1 and "outputs differ from onnxruntime (y)" in err
    assert "FAILED" in out and not xml.exists()
    # the same IR at length 1 (given inputs) passes: what a size of 1 used to hide
    np.savez(tmp_path / "one.npz", x=np.random.default_rng(1).standard_normal((2, 1, WIDTH)).astype(np.float32))
    code, out, err = run(capsys, *common, "--validate-inputs", str(tmp_path / "one.npz"))
    assert (code, err) == (0, ""), err
