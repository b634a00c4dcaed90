"""An ovopt extension: imports the custom operator `com.example.ScaledTanh` as standard ops.

    ov-opt model.onnx --extensions docs/examples/custom_importer.py

ScaledTanh(x) = alpha * tanh(beta * x). Without this extension its nodes import as one
`onnx.Custom` op that no lowering knows; with it they import as onnx.Constant, onnx.Mul and
onnx.Tanh, which the built-in lowering takes to OpenVINO like any other model.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import TensorType
from xdsl.ir import SSAValue

from ovopt.dialects import onnx
from ovopt.frontends.onnx import NodeContext, register_importer
from ovopt.support import elements


def import_scaled_tanh(ctx: NodeContext) -> list[SSAValue]:
    """One value per node output, built from onnx-dialect ops at the model's opset."""
    (x,) = ctx.inputs
    if x is None or not isinstance(x.type, TensorType):
        raise ctx.error("ScaledTanh needs an input whose type the model states")
    element = x.type.element_type

    def scalar(value: float) -> SSAValue:
        data = elements.dense_from_numpy(np.array(value, dtype=elements.numpy_dtype(element)))
        return ctx.build(onnx.ConstantOp, [], [data.get_type()], value=data).results[0]

    scaled = ctx.build(onnx.MulOp, [scalar(ctx.attribute("beta", 1.0)), x], [x.type])
    tanh = ctx.build(onnx.TanhOp, [scaled.results[0]], [x.type])
    y = ctx.build(onnx.MulOp, [scalar(ctx.attribute("alpha", 1.0)), tanh.results[0]], [x.type])
    return [y.results[0]]


# Nodes `com.example.ScaledTanh` of every opset version of com.example (since_version=1).
register_importer("com.example", "ScaledTanh", import_scaled_tanh)
