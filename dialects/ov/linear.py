"""Linear algebra."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import operand_def, result_def, traits_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop
from ovopt.dialects.ov.base import OvOp, flag, ov_op
from ovopt.support.shapes import broadcast_numpy, same_element_type, shape_of, show, tensor_type
from ovopt.support.verification import SignatureVerifier


@ov_op(1)
class MatMulV0Op(OvOp):
    """MatMul-1: numpy matmul, with optional transposes of the last two axes of a and b."""

    a = operand_def(TensorType)
    b = operand_def(TensorType)
    output = result_def(TensorType)
    transpose_a = bool_prop(default=False)
    transpose_b = bool_prop(default=False)
    traits = traits_def(SignatureVerifier())

    @classmethod
    def infer_result_types(cls, operands, properties):
        a, b = operands
        element = same_element_type(a.type, b.type)
        x, y = shape_of(a.type), shape_of(b.type)
        if x is None or y is None:
            return [tensor_type(element, None)]
        if not x or not y:
            raise VerifyException("MatMul operands must have rank 1 or more")
        x, y = list(x), list(y)
        if flag(properties, "transpose_a") and len(x) > 1:
            x[-2:] = x[-1], x[-2]
        if flag(properties, "transpose_b") and len(y) > 1:
            y[-2:] = y[-1], y[-2]
        a_vector, b_vector = len(x) == 1, len(y) == 1
        if a_vector:
            x = [1, *x]
        if b_vector:
            y = [*y, 1]
        if x[-1] is not None and y[-2] is not None and x[-1] != y[-2]:
            raise VerifyException(f"MatMul cannot multiply {show(x)} by {show(y)}")
        batch = broadcast_numpy(x[:-2], y[:-2])
        shape = [*batch, x[-2], y[-1]]
        if b_vector:
            shape.pop(-1)
        if a_vector:
            shape.pop(-1 if b_vector else -2)
        return [tensor_type(element, shape)]


OPS = [
    MatMulV0Op,
]
__all__ = [*(op.__name__ for op in OPS)]
