"""Add, Subtract and Multiply: gna.eltwise for two tensors of one shape, gna.diagonal (scale
and shift) when one side is a constant that broadcasts to the other (GNA's ScaleShift)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.boundary import from_gna, to_gna
from ovopt.lowering.values import constant, is_float, static_shape
from ovopt.support import elements
from ovopt.support.shapes import element_of

if TYPE_CHECKING:
    from ovopt.lowering.ov_to_gna.passes import ConvertOvToGnaPass

BINARY = (ov.AddV1Op, ov.SubtractV1Op, ov.MultiplyV1Op)
OPERATION = {ov.AddV1Op: "sum", ov.SubtractV1Op: "sub", ov.MultiplyV1Op: "prod"}


def scale_shift(op: Operation, constant_is_lhs: bool, c: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(weights, bias) with op(x, c) = x * weights + bias (or op(c, x))."""
    one, zero = np.ones(1, c.dtype), np.zeros(1, c.dtype)
    if isinstance(op, ov.MultiplyV1Op):
        return c, zero
    if isinstance(op, ov.AddV1Op):
        return one, c
    return (-one, c) if constant_is_lhs else (one, -c)


class BinaryToGna(RewritePattern):
    """ov.Add / Subtract / Multiply of float data whose result has the data's shape."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.AddV1Op | ov.SubtractV1Op | ov.MultiplyV1Op, rewriter: PatternRewriter):
        lhs, rhs = op.lhs, op.rhs
        shape = static_shape(op.output)
        if shape is None or not is_float(op.output):
            return
        a, c = constant(lhs), constant(rhs)
        b = Builder(op)
        if (a is None) != (c is None):
            data, value = (rhs, a) if a is not None else (lhs, c)
            # The data has the result's shape, so the constant's rank is at most its own; under
            # pdpd the constant's dimensions align from the first, not from the last as here.
            if static_shape(data) != shape or op.auto_broadcast.data == "pdpd":
                return
            weights, bias = scale_shift(op, a is not None, value.astype(np.float64))
            element = element_of(op.output.type)
            dtype = elements.numpy_dtype(element)
            g = to_gna(b, data)
            result = b.add(
                gna.DiagonalOp(g, b.constant(weights.astype(dtype), element), b.constant(bias.astype(dtype), element))
            )
        elif a is None and static_shape(lhs) == shape and static_shape(rhs) == shape:
            x = to_gna(b, lhs)
            y = to_gna(b, rhs, x.type.layout_kind)
            result = b.add(gna.EltwiseOp(x, y, operation=OPERATION[type(op)]))
        else:
            return
        from_gna(b, result, op.output.type)
        b.replace(rewriter)


def patterns(options: ConvertOvToGnaPass) -> list[RewritePattern]:
    return [BinaryToGna()]
