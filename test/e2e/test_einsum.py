"""Einsum end to end, against onnxruntime: products, sums, transposes, diagonals, broadcast
axes and implicit outputs."""

import numpy as np
import pytest
from onnx import TensorProto
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def einsum_model(equation, shapes, elem=TensorProto.FLOAT):
    names = [f"x{i}" for i in range(len(shapes))]
    return make_model(
        [make_node("Einsum", names, ["y"], name="einsum", equation=equation)],
        [make_tensor_value_info(name, elem, shape) for name, shape in zip(names, shapes)],
        [make_tensor_value_info("y", elem, None)],
        opset=12,
    )


@pytest.mark.parametrize(
    "equation, shapes",
    [
        ("ij,jk->ik", [[2, 3], [3, 4]]),
        ("bij, bjk -> bik", [[5, 2, 3], [5, 3, 4]]),
        ("ij->ji", [[3, 4]]),
        ("ij->i", [[3, 4]]),
        ("i,i", [[5], [5]]),
        ("ij,kj", [[2, 3], [4, 3]]),
        ("...ii->...i", [[3, 4, 4]]),
        ("ii->", [[4, 4]]),
        ("i,j->ij", [[3], [4]]),
        ("...ij,...jk->...ik", [[2, 1, 3, 4], [2, 5, 4, 2]]),
        ("abc,cd,de->abe", [[2, 3, 4], [4, 5], [5, 2]]),
    ],
    ids=[
        "matmul",
        "batch_matmul_spaces",
        "transpose",
        "sum",
        "inner_implicit",
        "implicit_order",
        "batch_diagonal",
        "trace",
        "outer",
        "broadcast",
        "three_inputs",
    ],
)
def test_einsum(check_model, equation, shapes):
    check_model(einsum_model(equation, shapes))


def test_einsum_double(check_model):
    model = einsum_model("ij,jk->ik", [[2, 3], [3, 4]], TensorProto.DOUBLE)
    rng = np.random.default_rng(4)
    check_model(model, {"x0": rng.standard_normal([2, 3]), "x1": rng.standard_normal([3, 4])})
