"""Inputs of the same types for an ov op and for OpenVINO's node: the shape-inference tests
build an op in both and compare what each infers."""

from openvino import PartialShape, Type
from openvino import opset15 as opset
from xdsl.dialects.builtin import f32, i1, i32, i64
from xdsl.ir import Block

from ovopt.support.shapes import tensor_type

ELEMENTS = {f32: Type.f32, i32: Type.i32, i64: Type.i64, i1: Type.boolean}


def arguments(*types):
    """Block arguments of `types` (element, shape; shape None: unknown rank) for ovopt, and
    Parameters of the same types for OpenVINO."""
    block = Block(arg_types=[tensor_type(element, shape) for element, shape in types])
    parameters = [
        opset.parameter(
            PartialShape.dynamic() if shape is None else PartialShape([-1 if d is None else d for d in shape]),
            ELEMENTS[element],
        )
        for element, shape in types
    ]
    return list(block.args), parameters
