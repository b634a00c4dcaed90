"""Constants and the operators that vanish at inference: Constant, ConstantOfShape,
Identity, Dropout."""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType, UnrankedTensorType, f32, i64
from xdsl.ir import Attribute
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.typed_properties import python_value
from ovopt.lowering.onnx_to_ov.common import Builder, dense_attr_array, known_input, lowering_error
from ovopt.lowering.ov.fold_constants import FOLD_LIMIT
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements

# Constant's scalar and list forms: attribute -> element type of the tensor it stands for
_VALUE_FORMS = {"value_float": f32, "value_floats": f32, "value_int": i64, "value_ints": i64}


class ConstantToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConstantOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        value = op.value if op.value is not None else op.sparse_value  # an empty tensor is falsy
        if isinstance(value, DenseIntOrFPElementsAttr):
            b.add(ov.ConstantV0Op(value=value))
        elif value is not None:
            raise lowering_error(op, "OpenVINO IR has no string constants yet")
        else:
            for name, element in _VALUE_FORMS.items():
                if name in op.properties:
                    array = np.asarray(python_value(op.properties[name]))
                    b.constant(array.astype(np.float32 if element == f32 else np.int64), element)
                    break
            else:
                raise lowering_error(op, "OpenVINO IR has no string constants yet")
        b.replace(rewriter)


class ConstantOfShapeToBroadcast(RewritePattern):
    """The fill value broadcast to the shape; folding makes it one constant when the shape is."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConstantOfShapeOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        value, element = fill_value(op)
        filled = folded_fill(op, value, element)
        if filled is not None:
            b.add(ov.ConstantV0Op(filled))
        else:
            b.add(ov.BroadcastV3Op(b.constant(value, element), op.input))
        b.replace(rewriter)


def fill_value(op: onnx.ConstantOfShapeOp) -> tuple[np.ndarray, Attribute]:
    """The value ConstantOfShape fills its output with, as a 0-d array, and its element type."""
    if op.value is None:
        return np.zeros((), dtype=np.float32), f32
    array = dense_attr_array(op.value, op)
    if array.size != 1:
        raise lowering_error(op, f"the fill value must hold one element, it holds {array.size}")
    return array.reshape(()), op.value.get_element_type()


def folded_fill(op: onnx.ConstantOfShapeOp, value: np.ndarray, element: Attribute) -> DenseIntOrFPElementsAttr | None:
    """What ov-fold-constants would make of the Broadcast of the fill value, without building
    it first (a model that makes its weights this way has hundreds of them); None when the shape
    is not known or the result is too large to fold."""
    shape = known_input(op.input)
    dims = None if shape is None else shape.tolist()  # a shape vector: a few numbers
    if dims is None or min(dims, default=0) < 0 or math.prod(dims) > FOLD_LIMIT:
        return None
    return elements.dense_filled(value, dims, element)


class IdentityToInput(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.IdentityOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, [], [op.input])


class DropoutToInput(RewritePattern):
    """At inference Dropout passes its input through, and its mask is all ones (nothing dropped)."""

    op_types = (onnx.DropoutOp, onnx.DropoutV10Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, onnx.DropoutOp | onnx.DropoutV10Op):
            return
        if isinstance(op, onnx.DropoutOp) and op.training_mode is not None:
            raise lowering_error(op, "Dropout with a training_mode input is not supported")
        b = Builder(op)
        results = [op.data] + [None] * (len(op.results) - 1)
        if op.mask is not None and op.mask.uses:
            if not isinstance(op.mask.type, TensorType | UnrankedTensorType):
                raise lowering_error(op, f"the mask has no tensor type: {op.mask.type}")
            element = op.mask.type.element_type
            one = b.constant(np.ones((), dtype=elements.numpy_dtype(element)), element)
            results[1] = b.add(ov.BroadcastV3Op(one, b.add(ov.ShapeOfV3Op(op.data))))
        b.replace(rewriter, results)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ConstantToOv(), ConstantOfShapeToBroadcast(), IdentityToInput(), DropoutToInput()]
