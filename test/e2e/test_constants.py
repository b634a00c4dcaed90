"""Constants and the operators that vanish at inference, end to end against onnxruntime:
Constant (every attribute form), ConstantOfShape, initializers, Identity, Dropout."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor, make_tensor_value_info

from support import make_model


def plus_constant_model(constant_node, x_shape, element=TensorProto.FLOAT, opset=13):
    """y = x + c, where the node `constant_node` makes c."""
    return make_model(
        [constant_node, make_node("Add", ["x", "c"], ["y"], name="add")],
        [make_tensor_value_info("x", element, x_shape)],
        [make_tensor_value_info("y", element, None)],
        opset=opset,
    )


def test_constant_value_tensor(check_model):
    value = np.random.default_rng(20).standard_normal([3, 4]).astype(np.float32)
    node = make_node("Constant", [], ["c"], name="c", value=numpy_helper.from_array(value))
    check_model(plus_constant_model(node, [2, 3, 4]))


def test_constant_value_tensor_int64(check_model):
    node = make_node("Constant", [], ["c"], value=numpy_helper.from_array(np.array([[1, -2, 3]], np.int64)))
    check_model(plus_constant_model(node, [2, 3], TensorProto.INT64))


def test_constant_value_scalar_tensor(check_model):
    node = make_node("Constant", [], ["c"], value=make_tensor("c", TensorProto.FLOAT, [], [2.5]))
    check_model(plus_constant_model(node, [2, 3]))


def test_constant_value_float(check_model):
    node = make_node("Constant", [], ["c"], value_float=-1.25)
    outputs = check_model(plus_constant_model(node, [2, 3]))
    assert outputs["y"].dtype == np.float32


def test_constant_value_floats(check_model):
    node = make_node("Constant", [], ["c"], value_floats=[0.5, -1.0, 2.0])
    check_model(plus_constant_model(node, [2, 3]))


def test_constant_value_int(check_model):
    node = make_node("Constant", [], ["c"], value_int=7)
    outputs = check_model(plus_constant_model(node, [2, 3], TensorProto.INT64))
    assert outputs["y"].dtype == np.int64


def test_constant_value_ints(check_model):
    node = make_node("Constant", [], ["c"], value_ints=[1, -2, 3])
    check_model(plus_constant_model(node, [2, 3], TensorProto.INT64))


def test_constant_value_ints_as_reshape_target(check_model):
    """The usual use of value_ints: a shape."""
    model = make_model(
        [make_node("Constant", [], ["shape"], value_ints=[0, -1]), make_node("Reshape", ["x", "shape"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)


def test_constant_opset_9(check_model):
    node = make_node("Constant", [], ["c"], value=numpy_helper.from_array(np.arange(6, dtype=np.float32).reshape(2, 3)))
    check_model(plus_constant_model(node, [2, 3], opset=9))


def test_constant_as_model_output(check_model):
    """A model output that is a constant (as well as one computed from the input)."""
    value = np.arange(4, dtype=np.float32) / 4
    model = make_model(
        [make_node("Constant", [], ["c"], value=numpy_helper.from_array(value)), make_node("Relu", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [4]), make_tensor_value_info("c", TensorProto.FLOAT, [4])],
    )
    outputs = check_model(model)
    np.testing.assert_array_equal(outputs["c"], value)


@pytest.mark.parametrize(
    "dtype, element",
    [
        (np.float32, TensorProto.FLOAT),
        (np.int64, TensorProto.INT64),
        (np.int32, TensorProto.INT32),
        (np.float16, TensorProto.FLOAT16),
        (np.uint8, TensorProto.UINT8),
        (np.int8, TensorProto.INT8),
    ],
    ids=["f32", "i64", "i32", "f16", "u8", "i8"],
)
def test_initializer_element_types(check_model, dtype, element):
    """Initializers of several element types reach the .bin file with their bytes intact."""
    rng = np.random.default_rng(21)

    def sample(shape):
        # integers stay small: OpenVINO's CPU plugin saturates 8-bit overflow where ONNX wraps
        if np.issubdtype(dtype, np.integer):
            return rng.integers(0 if dtype == np.uint8 else -60, 60, shape).astype(dtype)
        return (rng.standard_normal(shape) * 10).astype(dtype)

    value = sample([3, 4])
    model = make_model(
        [make_node("Add", ["x", "w"], ["y"])],
        [make_tensor_value_info("x", element, [2, 3, 4])],
        [make_tensor_value_info("y", element, None)],
        [numpy_helper.from_array(value, "w")],
        opset=14,  # Add takes 8-bit integers from opset 14 on
    )
    x = sample([2, 3, 4])
    check_model(model, {"x": x}, rtol=1e-3 if dtype == np.float16 else 1e-4)


def test_initializers_shared_and_duplicated(check_model):
    """One initializer used twice, and two initializers with equal bytes (stored once in .bin)."""
    value = np.random.default_rng(22).standard_normal([4]).astype(np.float32)
    model = make_model(
        [
            make_node("Mul", ["x", "w"], ["a"]),
            make_node("Add", ["a", "w"], ["b"]),
            make_node("Sub", ["b", "w_copy"], ["y"]),
        ],
        [make_tensor_value_info("x", TensorProto.FLOAT, [3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [3, 4])],
        [numpy_helper.from_array(value, "w"), numpy_helper.from_array(value, "w_copy")],
    )
    check_model(model)


def test_initializer_that_is_also_a_graph_input(check_model):
    """IR < 4 style: an initializer listed among the graph inputs is a default, not a parameter."""
    value = np.random.default_rng(23).standard_normal([3]).astype(np.float32)
    model = make_model(
        [make_node("Add", ["x", "w"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3]), make_tensor_value_info("w", TensorProto.FLOAT, [3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])],
        [numpy_helper.from_array(value, "w")],
    )
    x = np.random.default_rng(24).standard_normal([2, 3]).astype(np.float32)
    check_model(model, {"x": x})


def test_constant_of_shape_from_initializer(check_model):
    fill = numpy_helper.from_array(np.array([1.5], np.float32))
    model = make_model(
        [make_node("ConstantOfShape", ["shape"], ["c"], name="fill", value=fill), make_node("Add", ["x", "c"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.array([3, 1], np.int64), "shape")],
    )
    check_model(model)


def test_constant_of_shape_default_value(check_model):
    """Without a value, ConstantOfShape fills float zeros."""
    model = make_model(
        [make_node("ConstantOfShape", ["shape"], ["c"]), make_node("Add", ["x", "c"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.array([2, 3], np.int64), "shape")],
    )
    check_model(model)


def test_constant_of_shape_int64_from_runtime_shape(check_model):
    """The shape is a model input: the fill is broadcast at run time."""
    fill = numpy_helper.from_array(np.array([7], np.int64))
    model = make_model(
        [make_node("ConstantOfShape", ["shape"], ["y"], value=fill)],
        [make_tensor_value_info("shape", TensorProto.INT64, [3])],
        [make_tensor_value_info("y", TensorProto.INT64, None)],
    )
    outputs = check_model(model, {"shape": np.array([2, 1, 3], np.int64)})
    assert outputs["y"].shape == (2, 1, 3)


def test_constant_of_shape_scalar(check_model):
    """An empty shape makes a scalar."""
    fill = numpy_helper.from_array(np.array([0.25], np.float32))
    model = make_model(
        [make_node("ConstantOfShape", ["shape"], ["c"], value=fill), make_node("Mul", ["x", "c"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 2])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 2])],
        [numpy_helper.from_array(np.zeros([0], np.int64), "shape")],
    )
    check_model(model)


def test_identity(check_model):
    model = make_model(
        [make_node("Identity", ["x"], ["i"]), make_node("Relu", ["i"], ["r"]), make_node("Identity", ["r"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 3])],
    )
    check_model(model)


def test_identity_of_input_is_output(check_model):
    """The model output is its input: a Parameter connected straight to a Result."""
    model = make_model(
        [make_node("Identity", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])],
    )
    check_model(model)


def test_identity_of_initializer(check_model):
    value = np.random.default_rng(25).standard_normal([2, 3]).astype(np.float32)
    model = make_model(
        [make_node("Identity", ["w"], ["w2"]), make_node("Add", ["x", "w2"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])],
        [numpy_helper.from_array(value, "w")],
    )
    check_model(model)


@pytest.mark.parametrize("opset", [7, 10])
def test_dropout_opset_10(check_model, opset):
    model = make_model(
        [make_node("Dropout", ["x"], ["d"], ratio=0.5), make_node("Relu", ["d"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 8])],
        [make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 8])],
        opset=opset,
    )
    check_model(model)


@pytest.mark.parametrize("ratio", [None, 0.3])
def test_dropout_opset_13(check_model, ratio):
    """Dropout-13 takes its ratio as an input; without training_mode it is the identity."""
    inputs = ["x"] if ratio is None else ["x", "ratio"]
    initializers = [] if ratio is None else [numpy_helper.from_array(np.array(ratio, np.float32), "ratio")]
    model = make_model(
        [make_node("Dropout", inputs, ["d"], name="dropout"), make_node("Relu", ["d"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [3, 8])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [3, 8])],
        initializers,
    )
    check_model(model)


def dropout_mask_model(opset):
    return make_model(
        [make_node("Dropout", ["x"], ["y", "mask"], name="dropout")],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 5])],
        [
            make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 5]),
            make_tensor_value_info("mask", TensorProto.BOOL, ["batch", 5]),
        ],
        opset=opset,
    )


def test_dropout_mask_output(check_model):
    """The mask output, at inference all true: nothing is dropped."""
    outputs = check_model(dropout_mask_model(13))
    assert outputs["mask"].dtype == np.bool_ and outputs["mask"].all()


def test_dropout_10_mask_output(ov_convert):
    """Dropout-10's mask at inference is all true, as ONNX's reference implementation says;
    onnxruntime's legacy Dropout kernels (opsets 7-11) fill it with false instead, so the mask
    is checked against onnx.reference and the data output against onnxruntime."""
    from onnx.reference import ReferenceEvaluator

    from support import random_inputs, run_onnxruntime, run_openvino

    model = dropout_mask_model(10)
    converted = ov_convert(model)
    assert converted.returncode == 0, converted.stderr
    inputs = random_inputs(model)
    actual = run_openvino(converted.xml, inputs)
    np.testing.assert_array_equal(actual["y"], run_onnxruntime(model, inputs)["y"])
    reference_y, reference_mask = ReferenceEvaluator(model).run(None, inputs)
    np.testing.assert_array_equal(actual["y"], reference_y)
    np.testing.assert_array_equal(actual["mask"], reference_mask)
    assert actual["mask"].dtype == np.bool_


def test_dropout_output_is_model_output(check_model):
    model = make_model(
        [make_node("Dropout", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 4])],
    )
    check_model(model)


def test_constant_sparse_value(check_model):
    from onnx.helper import make_sparse_tensor

    values = make_tensor("values", TensorProto.FLOAT, [3], [1.5, -2.0, 4.0])
    indices = make_tensor("indices", TensorProto.INT64, [3], [1, 4, 6])
    node = make_node("Constant", [], ["c"], sparse_value=make_sparse_tensor(values, indices, [2, 4]))
    check_model(plus_constant_model(node, [2, 4]))


def test_two_outputs_of_one_value(check_model):
    """Two model outputs that are the same value (through Identity): two Results, one producer."""
    model = make_model(
        [make_node("Relu", ["x"], ["r"]), make_node("Identity", ["r"], ["y1"]), make_node("Identity", ["r"], ["y2"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
        [
            make_tensor_value_info("y1", TensorProto.FLOAT, [2, 3]),
            make_tensor_value_info("y2", TensorProto.FLOAT, [2, 3]),
        ],
    )
    outputs = check_model(model)
    assert set(outputs) >= {"y1", "y2"}


def test_input_used_and_passed_through(check_model):
    """A model input that is also a model output (through Identity) and feeds a node."""
    model = make_model(
        [make_node("Identity", ["x"], ["same"]), make_node("Sigmoid", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 3])],
        [
            make_tensor_value_info("same", TensorProto.FLOAT, ["batch", 3]),
            make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 3]),
        ],
    )
    check_model(model)
