"""Activations, numpy-broadcast arithmetic and Sum end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def unary_model(op_type, shape):
    return make_model(
        [make_node(op_type, ["x"], ["y"], name=op_type.lower())],
        [make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, shape)],
    )


def binary_model(op_type, a_shape, b_shape, element=TensorProto.FLOAT, opset=13):
    return make_model(
        [make_node(op_type, ["a", "b"], ["y"], name=op_type.lower())],
        [make_tensor_value_info("a", element, a_shape), make_tensor_value_info("b", element, b_shape)],
        [make_tensor_value_info("y", element, None)],
        opset=opset,
    )


@pytest.mark.parametrize("op_type", ["Relu", "Sigmoid", "Tanh"])
@pytest.mark.parametrize("shape", [[7], [2, 3, 4, 5], ["batch", 6]], ids=["1d", "4d", "dynamic"])
def test_activation(check_model, op_type, shape):
    inputs = None
    if op_type == "Sigmoid":  # large magnitudes, where a careless sigmoid overflows
        size = [2 if isinstance(d, str) else d for d in shape]
        inputs = {"x": (np.random.default_rng(3).standard_normal(size) * 30).astype(np.float32)}
    check_model(unary_model(op_type, shape), inputs)


BROADCASTS = [
    ([2, 3, 4], [2, 3, 4]),
    ([2, 3, 4], [4]),  # lower rank on the right
    ([4], [2, 3, 4]),  # lower rank on the left
    ([2, 1, 4], [3, 1]),  # both sides broadcast
    ([5, 1, 3, 1], [1, 4, 1, 6]),
    ([2, 3], []),  # a scalar
    (["batch", 3, 4], [3, 1]),
    (["batch", 1], [1, "n"]),
]
BROADCAST_IDS = ["same", "rank1_rhs", "rank1_lhs", "both", "4d", "scalar", "dynamic", "dynamic_both"]


@pytest.mark.parametrize("op_type", ["Add", "Sub", "Mul", "Div"])
@pytest.mark.parametrize("a_shape, b_shape", BROADCASTS, ids=BROADCAST_IDS)
def test_arithmetic_broadcast(check_model, op_type, a_shape, b_shape):
    model = binary_model(op_type, a_shape, b_shape)
    inputs = None
    if op_type == "Div":
        rng = np.random.default_rng(4)
        sizes = [[2 if isinstance(d, str) else d for d in s] for s in (a_shape, b_shape)]
        divisor = rng.uniform(0.5, 2.0, sizes[1]) * rng.choice([-1, 1], sizes[1])
        inputs = {"a": rng.standard_normal(sizes[0]).astype(np.float32), "b": np.asarray(divisor, np.float32)}
    check_model(model, inputs)


def test_arithmetic_with_initializer(check_model):
    """The constant operand of a biased scaling: y = x * w + c, w and c initializers."""
    rng = np.random.default_rng(6)
    model = make_model(
        [make_node("Mul", ["x", "w"], ["xw"]), make_node("Add", ["xw", "c"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3, 4])],
        [
            numpy_helper.from_array(rng.standard_normal([3, 1]).astype(np.float32), "w"),
            numpy_helper.from_array(rng.standard_normal([4]).astype(np.float32), "c"),
        ],
    )
    check_model(model)


@pytest.mark.parametrize(
    "element, dtype", [(TensorProto.INT32, np.int32), (TensorProto.INT64, np.int64)], ids=["int32", "int64"]
)
def test_integer_div_truncates(check_model, element, dtype):
    """ONNX integer Div rounds toward zero (C), not down (Python): -7 / 2 is -3."""
    model = binary_model("Div", [12], [12], element)
    a = np.array([-7, 7, -7, 7, -1, 1, 0, -9, 9, -10, 100, -100], dtype=dtype)
    b = np.array([2, 2, -2, -2, 3, -3, 5, 4, -4, 3, 7, 7], dtype=dtype)
    outputs = check_model(model, {"a": a, "b": b})
    assert outputs["y"][0] == -3  # not -4: a floor division would pass a sloppy comparison


@pytest.mark.parametrize("op_type", ["Add", "Sub", "Mul"])
def test_integer_arithmetic(check_model, op_type):
    check_model(binary_model(op_type, [3, 4], [4], TensorProto.INT64))


def test_integer_div_broadcast(check_model):
    model = binary_model("Div", [2, 5], [5], TensorProto.INT32)
    a = np.arange(-5, 5, dtype=np.int32).reshape(2, 5) * 3
    b = np.array([2, -3, 4, -5, 7], dtype=np.int32)
    check_model(model, {"a": a, "b": b})


POWER_TYPES = {
    "f32": (TensorProto.FLOAT, np.float32),
    "i32": (TensorProto.INT32, np.int32),
    "i64": (TensorProto.INT64, np.int64),
}


@pytest.mark.parametrize(
    "base, exponent", [("f32", "f32"), ("f32", "i32"), ("f32", "i64"), ("i32", "f32"), ("i64", "f32"), ("i64", "i64")]
)
def test_pow(check_model, base, exponent):
    """Pow broadcasts, and its base and exponent may differ in type: the result has the base's."""
    (base_element, base_dtype), (exponent_element, exponent_dtype) = POWER_TYPES[base], POWER_TYPES[exponent]
    model = make_model(
        [make_node("Pow", ["a", "b"], ["y"], name="pow")],
        [make_tensor_value_info("a", base_element, [2, 3]), make_tensor_value_info("b", exponent_element, [3])],
        [make_tensor_value_info("y", base_element, None)],
        opset=15,
    )
    a = np.array([[1, 2, 3], [4, 5, 6]], base_dtype)
    b = np.array([3, 2, 0.5 if exponent == "f32" else 1], exponent_dtype)
    outputs = check_model(model, {"a": a, "b": b})
    assert outputs["y"].dtype == base_dtype


@pytest.mark.parametrize("count", [1, 2, 3])
def test_sum(check_model, count):
    shapes = [[2, 3, 4], [3, 1], [4]][:count]
    names = [f"x{i}" for i in range(count)]
    model = make_model(
        [make_node("Sum", names, ["y"], name="sum")],
        [make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in zip(names, shapes)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)


def test_sum_dynamic(check_model):
    model = make_model(
        [make_node("Sum", ["a", "b", "c"], ["y"])],
        [
            make_tensor_value_info("a", TensorProto.FLOAT, ["batch", 4]),
            make_tensor_value_info("b", TensorProto.FLOAT, [4]),
            make_tensor_value_info("c", TensorProto.FLOAT, ["batch", 1]),
        ],
        [make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 4])],
    )
    check_model(model)


def test_sum_of_one_input_is_that_input(check_model):
    """Sum(x) lowers to nothing: the model output is the model input."""
    model = make_model(
        [make_node("Sum", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [3, 2])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [3, 2])],
    )
    check_model(model)
