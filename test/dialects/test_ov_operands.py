"""The ov dialect's operand readers (dialects/ov/operands.py), which every op of shapes, axes
and counts uses in type inference: what each accepts and refuses, and when a value counts as
known. The ops' lit files reach only some of their branches."""

import numpy as np
import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType, UnrankedTensorType, f32, i32, i64
from xdsl.ir import Block
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import ov
from ovopt.dialects.ov.operands import integer_input, known_int, known_ints, same_rank, scalar_input, vector_length


def value(shape, element=i64):
    """A value of `shape` (None: unknown rank; a None dim: dynamic)."""
    dims = None if shape is None else [DYNAMIC_INDEX if d is None else d for d in shape]
    type = UnrankedTensorType(element) if dims is None else TensorType(element, dims)
    return Block(arg_types=[type]).args[0]


def constant(array: np.ndarray):
    return ov.ConstantV0Op.from_numpy(array).results[0]


@pytest.mark.parametrize("shape", [[], [1], [None], None])
def test_one_element_or_unknown_is_a_scalar_input(shape):
    scalar_input(value(shape), "depth")


@pytest.mark.parametrize(("shape", "shown"), [([2], "[2]"), ([1, 1], "[1,1]"), ([0], "[0]")])
def test_more_or_fewer_elements_are_refused_as_a_scalar(shape, shown):
    with pytest.raises(VerifyException, match=rf"^depth must be a scalar, got shape {shown}$".replace("[", r"\[")):
        scalar_input(value(shape), "depth")


def test_a_vector_of_one_is_refused_where_the_op_refuses_it():
    """OneHot's depth: a scalar (or a vector of unknown length), never [1], as OpenVINO says."""
    scalar_input(value([]), "depth", vector_of_one=False)
    scalar_input(value([None]), "depth", vector_of_one=False)
    with pytest.raises(VerifyException, match=r"^depth must be a scalar, got shape \[1\]$"):
        scalar_input(value([1]), "depth", vector_of_one=False)


def test_vector_length():
    assert vector_length(value([3]), "axes") == 3
    assert vector_length(value([0]), "axes") == 0
    assert vector_length(value([None]), "axes") is None
    assert vector_length(value(None), "axes") is None
    for shape in ([], [2, 1]):
        with pytest.raises(VerifyException, match=r"^axes must be 1-D, got shape "):
            vector_length(value(shape), "axes")


def test_same_rank():
    same_rank([2, 3], [4, None], "data and indices")
    same_rank(None, [4], "data and indices")
    same_rank([4], None, "data and indices")
    with pytest.raises(VerifyException, match=r"^data and indices must have the same rank, got \[2,3\] and \[4\]$"):
        same_rank([2, 3], [4], "data and indices")


def test_integer_input():
    assert integer_input(value([2], i32), "axes") == i32
    with pytest.raises(VerifyException, match=r"^axes must be an integer tensor, got f32$"):
        integer_input(value([2], f32), "axes")


def test_values_known_at_compile_time():
    assert known_ints(constant(np.array([[1, -2], [3, 4]], np.int64))) == [1, -2, 3, 4]
    assert known_ints(value([2])) is None
    assert known_int(constant(np.array(7, np.int32))) == 7
    assert known_int(constant(np.array([-3], np.int64))) == -3
    assert known_int(constant(np.array([1, 2], np.int64))) is None  # not one value
    assert known_int(constant(np.zeros(0, np.int64))) is None
    assert known_int(value([])) is None
