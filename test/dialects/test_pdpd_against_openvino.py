"""`auto_broadcast = "pdpd"` against OpenVINO: which shapes the ov dialect accepts and what it
infers (every pair of small shapes, against OpenVINO's shape inference of the same node; and
FakeQuantize's limits under `none`, which the verifier did not check either), and
what the reference kernels compute (against OpenVINO's own evaluation of the op in the IR ov-opt
writes, which is where the axis pdpd starts from is decided: the IR names none, so OpenVINO
lines the right-hand side up with the first axes). Evaluated, not compiled: the CPU plugin
refuses most of these (its ConvertSubtract and ConvertDivide rewrites, and its rank
normalisation of comparison, Select and FakeQuantize operands, lose the pdpd alignment:
"Argument shapes are inconsistent"); it compiles Add and Maximum. OpenVINO 2026.4's own
evaluation is wrong for two ops, which are checked otherwise: Greater with pdpd (Less is right),
and FakeQuantize with pdpd, which reads the first value of each limit for every element."""

from __future__ import annotations

import itertools

import numpy as np
import openvino.opset15 as opset
import pytest
from kernel_support import assert_same, interpreted, tensor_text
from paired_parameters import arguments
from test_unknown_ranks_against_openvino import openvino_dims
from xdsl.dialects.builtin import f32, i1
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import ov
from ovopt.support.shapes import shape_of
from ovopt.tools.ov_opt import main


def shapes(max_rank: int, dims: tuple) -> list[list]:
    return [list(s) for rank in range(max_rank + 1) for s in itertools.product(dims, repeat=rank)]


LEFT = shapes(3, (1, 2, None))
RIGHT = shapes(3, (1, 2, 3, None)) + [[2, 1, 1, 1]]


def ours(build, *types) -> list | str:
    values, _ = arguments(*types)
    try:
        return shape_of(build(values).results[0].type)
    except VerifyException:
        return "refused"


def openvinos(build, *types) -> list | str:
    _, parameters = arguments(*types)
    try:
        return openvino_dims(build(parameters).get_output_partial_shape(0))
    except RuntimeError:
        return "refused"


def test_binary_shapes_are_openvinos():
    differ = []
    for a, b in itertools.product(LEFT, RIGHT):
        types = ((f32, a), (f32, b))
        mine = ours(lambda v: ov.AddV1Op(*v, auto_broadcast="pdpd"), *types)
        theirs = openvinos(lambda p: opset.add(*p, auto_broadcast="pdpd"), *types)
        if mine != theirs:
            differ.append((a, b, mine, theirs))
    assert not differ, differ[:10]


def test_select_shapes_are_openvinos():
    differ = []
    for then, other, cond in itertools.product(shapes(2, (1, 2, None)), shapes(2, (1, 2, 3)), shapes(2, (1, 2))):
        types = ((i1, cond), (f32, then), (f32, other))
        mine = ours(lambda v: ov.SelectV1Op(*v, auto_broadcast="pdpd"), *types)
        theirs = openvinos(lambda p: opset.select(*p, auto_broadcast="pdpd"), *types)
        if mine != theirs:
            differ.append((cond, then, other, mine, theirs))
    assert not differ, differ[:10]


@pytest.mark.parametrize("mode", ["pdpd", "none"])  # none: the limits have the data's shape
@pytest.mark.parametrize(
    "limit", [[2], [2, 3], [2, 1], [1, 3], [3], [2, 3, 1, 1], [1, 1, 1], [2, None, 1], [], [2, 3, 4], [2, None, 4]]
)
def test_fake_quantize_limits_are_openvinos(limit, mode):
    types = ((f32, [2, 3, 4]), *[(f32, limit)] * 4)
    mine = ours(lambda v: ov.FakeQuantizeV0Op(*v, levels=256, auto_broadcast=mode), *types)
    theirs = openvinos(lambda p: opset.fake_quantize(*p, 256, auto_broadcast=mode), *types)
    assert mine == theirs


RNG = np.random.default_rng(3)
X = RNG.uniform(-2, 2, (2, 3, 4)).astype(np.float32)
RIGHT_HAND = [np.float32(RNG.uniform(1, 2, shape)) for shape in [(2,), (2, 3), (2, 1), (1, 3, 1), (2, 3, 4)]]


def one_op_text(op: str, operands: list[np.ndarray], result: str, attributes: str) -> str:
    types = ", ".join(tensor_text(a) for a in operands)
    arguments = ", ".join(f"%a{i}: {tensor_text(a)}" for i, a in enumerate(operands))
    names = ", ".join(f"%a{i}" for i in range(len(operands)))
    return (
        f"func.func @main({arguments}) -> {result} {{\n"
        f"  %y = ov.{op} {names} {attributes} : ({types}) -> {result}\n"
        f"  func.return %y : {result}\n}}\n"
    )


def evaluated_by_openvino(tmp_path, text: str, inputs: list[np.ndarray]) -> np.ndarray:
    """The output of the one-op module `text` written as IR, read by OpenVINO and evaluated by
    its op (OpenVINO's reference implementation)."""
    import openvino

    source, xml = tmp_path / "op.mlir", tmp_path / "op.xml"
    source.write_text(text)
    assert main([str(source), "-t", "ir", "-o", str(xml)]) == 0
    (node,) = [
        n
        for n in openvino.Core().read_model(str(xml)).get_ordered_ops()
        if n.get_type_name() not in ("Parameter", "Result")
    ]
    output = openvino.Tensor(node.get_output_element_type(0), node.get_output_shape(0))
    assert node.evaluate([output], [openvino.Tensor(np.ascontiguousarray(a)) for a in inputs])
    return output.data


@pytest.mark.parametrize("op", ["Add.v1", "Subtract.v1", "Divide.v1", "Less.v1", "Maximum.v1"])
@pytest.mark.parametrize("rhs", RIGHT_HAND, ids=lambda a: "x".join(map(str, a.shape)))
def test_binary_kernels_are_openvinos(tmp_path, op, rhs):
    result = tensor_text(X > 0) if op == "Less.v1" else tensor_text(X)
    text = one_op_text(op, [X, rhs], result, '{auto_broadcast = "pdpd"}')
    assert_same(evaluated_by_openvino(tmp_path, text, [X, rhs]), interpreted(text, [X, rhs]))


@pytest.mark.parametrize("cond_shape", [(2,), (2, 3, 1), (1, 3)])
def test_select_kernel_is_openvinos(tmp_path, cond_shape):
    cond = RNG.uniform(0, 1, cond_shape) < 0.5
    other = RIGHT_HAND[1]
    text = one_op_text("Select.v1", [cond, X, other], tensor_text(X), '{auto_broadcast = "pdpd"}')
    assert_same(evaluated_by_openvino(tmp_path, text, [cond, X, other]), interpreted(text, [cond, X, other]))


def test_fake_quantize_kernel_lines_limits_up_with_the_first_axes():
    """pdpd limits of [2, 1] on [2, 3, 4] data are numpy limits of [2, 1, 1]: the same output
    (the numpy kernel is checked against OpenVINO in test_math_kernels.py)."""
    low = np.array([[-1.0], [-0.5]], np.float32)
    high = np.array([[1.0], [1.5]], np.float32)
    outputs = []
    for mode, limits in [("pdpd", [low, high]), ("numpy", [low.reshape(2, 1, 1), high.reshape(2, 1, 1)])]:
        inputs = [X, *limits, *limits]
        text = one_op_text(
            "FakeQuantize.v0", inputs, tensor_text(X), f'{{levels = 16 : i64, auto_broadcast = "{mode}"}}'
        )
        outputs.append(interpreted(text, inputs))
    np.testing.assert_array_equal(*outputs)
