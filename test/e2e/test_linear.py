"""MatMul and Gemm end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


@pytest.mark.parametrize(
    "a_shape, b_shape",
    [
        ([3, 4], [4, 5]),
        ([2, 3, 4], [2, 4, 5]),  # batched
        ([2, 1, 3, 4], [3, 4, 5]),  # batch dims broadcast
        ([2, 3, 4], [4, 5]),  # a stack of matrices times one matrix
        ([4], [4, 5]),  # 1-D a: a row vector, its axis dropped from the result
        ([2, 3, 4], [4]),  # 1-D b: a column vector, its axis dropped from the result
        ([4], [4]),  # a dot product: a scalar
        ([4], [2, 4, 5]),
        (["batch", 3, 4], [4, 5]),
        (["batch", "m", 4], ["batch", 4, "n"]),
    ],
    ids=[
        "2d",
        "batched",
        "broadcast_batch",
        "stack",
        "vector_a",
        "vector_b",
        "dot",
        "vector_a_batched",
        "dynamic",
        "dynamic_all",
    ],
)
def test_matmul(check_model, a_shape, b_shape):
    model = make_model(
        [make_node("MatMul", ["a", "b"], ["y"], name="matmul")],
        [
            make_tensor_value_info("a", TensorProto.FLOAT, a_shape),
            make_tensor_value_info("b", TensorProto.FLOAT, b_shape),
        ],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)


def test_matmul_weights_initializer(check_model):
    weights = np.random.default_rng(2).standard_normal([6, 3]).astype(np.float32)
    model = make_model(
        [make_node("MatMul", ["x", "w"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 5, 6])],
        [make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 5, 3])],
        [numpy_helper.from_array(weights, "w")],
    )
    check_model(model)


def gemm_model(m, k, n, c_shape=None, c_as_input=False, batch=None, **attributes):
    """y = Gemm(A, B[, C]); A and B are inputs shaped for transA / transB, C an initializer."""
    a_shape = [k, m] if attributes.get("transA") else [m, k]
    b_shape = [n, k] if attributes.get("transB") else [k, n]
    if batch is not None:
        a_shape[0 if not attributes.get("transA") else 1] = batch
    inputs = [
        make_tensor_value_info("A", TensorProto.FLOAT, a_shape),
        make_tensor_value_info("B", TensorProto.FLOAT, b_shape),
    ]
    initializers = []
    names = ["A", "B"]
    if c_shape is not None:
        names.append("C")
        if c_as_input:
            inputs.append(make_tensor_value_info("C", TensorProto.FLOAT, c_shape))
        else:
            c = np.random.default_rng(7).standard_normal(c_shape).astype(np.float32)
            initializers.append(numpy_helper.from_array(c, "C"))
    return make_model(
        [make_node("Gemm", names, ["y"], name="gemm", **attributes)],
        inputs,
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        initializers,
    )


@pytest.mark.parametrize("trans_a", [0, 1])
@pytest.mark.parametrize("trans_b", [0, 1])
def test_gemm_transposes(check_model, trans_a, trans_b):
    check_model(gemm_model(3, 4, 5, [5], transA=trans_a, transB=trans_b))


@pytest.mark.parametrize(
    "attributes",
    [dict(alpha=0.5), dict(beta=2.0), dict(alpha=-1.5, beta=0.25), dict(beta=0.0), dict(alpha=2.0, beta=3.0, transB=1)],
    ids=["alpha", "beta", "alpha_beta", "beta0", "alpha_beta_transB"],
)
def test_gemm_scaling(check_model, attributes):
    check_model(gemm_model(3, 4, 5, [3, 5], **attributes))


@pytest.mark.parametrize(
    "c_shape",
    [None, [], [1], [5], [1, 5], [3, 1], [3, 5]],
    ids=["no_c", "scalar", "one", "row", "row_2d", "column", "full"],
)
def test_gemm_c_broadcast(check_model, c_shape):
    check_model(gemm_model(3, 4, 5, c_shape, alpha=1.5, beta=0.5))


def test_gemm_c_as_input(check_model):
    check_model(gemm_model(3, 4, 5, [3, 5], c_as_input=True, beta=0.5, transA=1))


def test_gemm_dynamic_batch(check_model):
    check_model(gemm_model(3, 4, 5, [5], batch="batch", transB=1))


def test_gemm_opset_7(check_model):
    """Gemm-7 (C required, broadcast unidirectionally): a fully connected layer with a [N] bias."""
    model = gemm_model(2, 3, 4, [4], transB=1)
    model.opset_import[0].version = 7
    check_model(model)


@pytest.mark.parametrize("element", [TensorProto.INT32, TensorProto.INT64], ids=["int32", "int64"])
def test_matmul_integer(check_model, element):
    model = make_model(
        [make_node("MatMul", ["a", "b"], ["y"])],
        [make_tensor_value_info("a", element, [2, 3, 4]), make_tensor_value_info("b", element, [4, 5])],
        [make_tensor_value_info("y", element, [2, 3, 5])],
    )
    check_model(model)
