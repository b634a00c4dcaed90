"""The Hypothesis strategy of random models: 1-30 operators drawn from operators.OPERATORS,
the leaves of the graph its outputs, checked by onnx.checker and strict shape inference
against the shapes the builders tracked."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import onnx
from generator import BOOL, FLOAT, INPUT_STEPS, IR_VERSION, OPSET, Builder, Value
from hypothesis import strategies as st
from operators import OPERATORS

ELEMENT_TYPES = {FLOAT: onnx.TensorProto.FLOAT, np.int32: onnx.TensorProto.INT32, np.int64: onnx.TensorProto.INT64}
ELEMENT_TYPES[BOOL] = onnx.TensorProto.BOOL


@dataclass
class Case:
    model: onnx.ModelProto
    feeds: dict[str, np.ndarray]
    ops: list[str]  # the operator types of its nodes
    values: dict[str, Value]  # every value by name: the generator's types and bounds


def value_info(value: Value) -> onnx.ValueInfoProto:
    return onnx.helper.make_tensor_value_info(value.name, ELEMENT_TYPES[value.dtype], list(value.shape))


def feeds_for(inputs: list[Value], seed: int) -> dict[str, np.ndarray]:
    """Dyadic floats in [-2, 2], integers in [-5, 5], booleans: the values the bounds assume."""
    rng = np.random.default_rng(seed)
    feeds = {}
    for value in inputs:
        if value.dtype is FLOAT:
            steps = rng.integers(-2 * INPUT_STEPS, 2 * INPUT_STEPS + 1, value.shape)
            feeds[value.name] = np.asarray(steps / INPUT_STEPS, FLOAT)
        elif value.dtype is BOOL:
            feeds[value.name] = np.asarray(rng.integers(0, 2, value.shape), bool)
        else:
            feeds[value.name] = np.asarray(rng.integers(-5, 6, value.shape), value.dtype)
    return feeds


@st.composite
def models(draw: st.DrawFn, max_ops: int = 30, operators: tuple[str, ...] = tuple(sorted(OPERATORS))) -> Case:
    builder = Builder(draw)
    for _ in range(draw(st.integers(1, max_ops))):
        op = draw(st.sampled_from(operators))
        OPERATORS[op](builder)
    if not builder.nodes:  # every drawn builder declined (its bounds would overflow): one Relu
        OPERATORS["Relu"](builder)
    produced = {name for node in builder.nodes for name in node.output}
    outputs = [v for v in builder.values if v.name in produced and v.name not in builder.used]
    inputs = [v for v in builder.inputs if v.name in builder.used]
    graph = onnx.helper.make_graph(
        builder.nodes,
        "differential",
        [value_info(v) for v in inputs],
        [value_info(v) for v in outputs],
        [t for t in builder.initializers if t.name in builder.used],  # a declined builder's are left out
    )
    model = onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", OPSET)], ir_version=IR_VERSION)
    check(model, {v.name: v for v in builder.values})
    seed = draw(st.integers(0, 2**32 - 1))
    return Case(model, feeds_for(inputs, seed), [n.op_type for n in builder.nodes], {v.name: v for v in builder.values})


def check(model: onnx.ModelProto, values: dict[str, Value]) -> None:
    """The model is valid and every inferred shape and type is the one its builder tracked."""
    onnx.checker.check_model(model, full_check=True)
    inferred = onnx.shape_inference.infer_shapes(model, check_type=True, strict_mode=True)
    for info in [*inferred.graph.value_info, *inferred.graph.output]:
        tensor = info.type.tensor_type
        shape = tuple(d.dim_value for d in tensor.shape.dim)
        expected = values[info.name]
        assert tensor.elem_type == ELEMENT_TYPES[expected.dtype], (info.name, tensor.elem_type, expected)
        assert shape == expected.shape, (info.name, shape, expected.shape)
