"""Type inference of ov ops on inputs of unknown rank, dims or values, as OpenVINO infers the
same op: each case builds the op in both and compares the result shapes (OpenVINO's
`PartialShape`, -1 a dynamic dim), or checks that both refuse it."""

from __future__ import annotations

import numpy as np
import openvino.opset15 as opset
import pytest
from openvino import PartialShape
from paired_parameters import arguments
from xdsl.dialects.builtin import UnrankedTensorType, f32, i1, i32, i64
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import ov
from ovopt.support.shapes import shape_of


def as_openvino(value) -> PartialShape:
    shape = shape_of(value.type)
    return PartialShape.dynamic() if shape is None else PartialShape([-1 if d is None else d for d in shape])


def assert_same_shapes(op, node) -> None:
    assert [as_openvino(r) for r in op.results] == [node.get_output_partial_shape(i) for i in range(len(op.results))]


def test_gru_sequence_of_data_of_unknown_rank():
    types = [(f32, None), (f32, [None, 2, 5]), (i32, [None]), (f32, [2, 15, 3]), (f32, [2, 15, 5]), (f32, [2, 20])]
    values, parameters = arguments(*types)
    op = ov.GRUSequenceV5Op(*values, hidden_size=5, direction="bidirectional", linear_before_reset=True)
    node = opset.gru_sequence(*parameters, 5, "bidirectional", linear_before_reset=True)
    assert isinstance(values[0].type, UnrankedTensorType)
    assert_same_shapes(op, node)  # [?, 2, ?, 5] and [?, 2, 5]


@pytest.mark.parametrize("axes", [1, 2])
def test_irdft_of_axes_known_at_run_time(axes):
    values, parameters = arguments((f32, [2, 6, 5, 2]), (i64, [axes]))
    assert_same_shapes(ov.IRDFTV9Op(*values), opset.irdft(*parameters))  # every dim open


@pytest.mark.parametrize("axis, batch_dims", [(1, 0), (3, 0), (-3, 1), (2, 0)])
def test_gather_along_each_axis(axis, batch_dims):
    values, parameters = arguments((f32, [2, 3, 4, 5]), (i64, [2, 7]))
    constant = ov.ConstantV0Op.from_numpy(np.array(axis, np.int64))
    op = ov.GatherV8Op(*values, constant.results[0], batch_dims=batch_dims)
    node = opset.gather(*parameters, opset.constant(np.int64(axis)), batch_dims)
    assert_same_shapes(op, node)


def test_unique_along_an_axis_known_at_run_time_is_refused_as_openvino_refuses_it():
    values, parameters = arguments((f32, [2, 4, 3]), (i64, []))
    with pytest.raises(VerifyException, match="the Unique axis must be a constant"):
        ov.UniqueV10Op(*values)
    with pytest.raises(RuntimeError, match="'axis' input of the Unique operator must be connected to a Constant"):
        opset.unique(*parameters)


def test_reshape_to_a_shape_of_unknown_length():
    values, parameters = arguments((f32, [2, 3]), (i64, None))
    assert_same_shapes(ov.ReshapeV1Op(*values, special_zero=False), opset.reshape(*parameters, False))


def test_reshape_to_a_scalar_target_shape_is_refused_as_openvino_refuses_it():
    """A 0-D target shape is not 1-D: neither reads it as a shape of one dim."""
    values, parameters = arguments((f32, [6]), (i64, []))
    with pytest.raises(VerifyException, match=r"the target shape must be 1-D, got \[\]"):
        ov.ReshapeV1Op(*values, special_zero=False)
    with pytest.raises(RuntimeError, match="Pattern shape must have rank 1"):
        opset.reshape(*parameters, False)


def test_concat_with_an_input_of_unknown_rank():
    """The unknown input leaves the concatenated dim open (OpenVINO bounds it below: 7..)."""
    values, parameters = arguments((f32, [2, 3]), (f32, None), (f32, [2, 4]))
    node = opset.concat(parameters, 1).get_output_partial_shape(0)
    expected = PartialShape([d.get_length() if d.is_static else -1 for d in node])
    assert as_openvino(ov.ConcatV0Op(values, axis=1).results[0]) == expected


@pytest.mark.parametrize(
    "a, b, transpose_a, transpose_b",
    [
        ([3], [3], False, False),  # vector . vector: a scalar
        ([3], [3], True, True),  # a vector is never transposed
        ([4], [4, 5], True, False),
        ([2, 4], [4], False, True),
        ([3, 2], [3, 5], True, False),
        ([6, 1, 2, 3], [4, 5, 3], False, True),  # batch axes broadcast, b transposed
        ([2, None, 3], [None, 3, 4], False, False),
        ([None, 3], [3], False, False),
        (None, [3, 4], False, False),
        ([2, 3], None, False, True),
    ],
)
def test_matmul_of_vectors_transposes_and_batches(a, b, transpose_a, transpose_b):
    values, parameters = arguments((f32, a), (f32, b))
    op = ov.MatMulV0Op(*values, transpose_a=transpose_a, transpose_b=transpose_b)
    assert_same_shapes(op, opset.matmul(*parameters, transpose_a, transpose_b))


@pytest.mark.parametrize(
    "cond, then, else_, mode",
    [
        ([2, 3], [None, 3], [2, None], "none"),  # agreeing shapes: each dim known if any input knows it
        ([None, None], [None, 3], [2, None], "none"),
        ([2, 1], [1, 3], [3], "numpy"),
        ([None, 1], [1, None], [], "numpy"),
    ],
)
def test_select_shapes(cond, then, else_, mode):
    values, parameters = arguments((i1, cond), (f32, then), (f32, else_))
    assert_same_shapes(ov.SelectV1Op(*values, auto_broadcast=mode), opset.select(*parameters, mode))


@pytest.mark.parametrize("target", [[0, 4], [0, -1], [2, 0, 3]])
def test_reshape_copying_dims_of_data_of_unknown_rank(target):
    """special_zero copies a dim of data whose rank is unknown: the dim is unknown, not refused."""
    values, parameters = arguments((f32, None))
    pattern = np.array(target, np.int64)
    op = ov.ReshapeV1Op(values[0], ov.ConstantV0Op.from_numpy(pattern).results[0], special_zero=True)
    assert_same_shapes(op, opset.reshape(parameters[0], opset.constant(pattern), True))
