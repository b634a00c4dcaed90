"""Constant scales and shifts in a row become one of each (ovc's LinOpSequenceFusion):
(x * a) * b = x * (a b), (x + a) + b = x + (a + b) and (x + a) * b = x * b + a b, so that
a batch normalisation followed by a scale-shift is one Multiply and one Add, and the
Multiply can fold into the weights before it. Only floating-point values are re-associated,
and only where the folded constant does not broadcast the result any wider."""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects import ov
from ovopt.lowering.matching import producer, split_constant
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant_like, is_float
from ovopt.support.shapes import broadcast_numpy, shape_of

LINEAR = (ov.MultiplyV1Op, ov.AddV1Op)


class FuseLinearSequence(RewritePattern):
    op_types = LINEAR

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        fused = _fusion(op)
        if fused is None:
            return
        x, steps = fused
        ops: list[Operation] = []
        value = x
        for kind, folded in steps:
            operand = constant_like(folded, x)
            step = kind(value, operand.output)
            ops += [operand, step]
            value = step.results[0]
        for new in ops:
            new.location = op.location
        rewriter.replace(op, ops, [value])


def scaled_again(value: SSAValue) -> bool:
    """Whether this pattern will fold a later constant scale of `value` into the scale that
    makes `value` (next, or after a shift): the weights pattern waits for that, so that a
    convolution's weights are scaled once, by the product of both."""
    user = value.get_user_of_unique_use()
    if isinstance(user, ov.AddV1Op):
        user = user.output.get_user_of_unique_use()
    return isinstance(user, ov.MultiplyV1Op) and _fusion(user) is not None


def _fusion(op: Operation) -> tuple[SSAValue, list[tuple[type[Operation], np.ndarray]]] | None:
    """For `op` and the scale or shift before it: what they apply to and the one or two steps
    that do the same; None when they do not fuse."""
    if not _numpy_linear(op) or not is_float(op.results[0]):
        return None
    outer = split_constant(op)
    inner_op = producer(outer[0], LINEAR) if outer else None
    inner = split_constant(inner_op) if inner_op is not None and _numpy_linear(inner_op) else None
    if inner is None:
        return None
    x, a = inner
    b = outer[1].astype(np.float64)
    a = a.astype(np.float64)
    kinds = (type(inner_op), type(op))
    if kinds == (ov.MultiplyV1Op, ov.MultiplyV1Op):
        steps = [(ov.MultiplyV1Op, a * b)]
    elif kinds == (ov.AddV1Op, ov.AddV1Op):
        steps = [(ov.AddV1Op, a + b)]
    elif kinds == (ov.AddV1Op, ov.MultiplyV1Op):
        steps = [(ov.MultiplyV1Op, b), (ov.AddV1Op, a * b)]
    else:  # x * a + b is the form the others reach
        return None
    if not _keeps_shape(x, [c for _, c in steps], op):
        return None
    return x, steps


def _numpy_linear(op: Operation) -> bool:
    return isinstance(op, LINEAR) and op.auto_broadcast.data == "numpy"


def _keeps_shape(x: SSAValue, constants: list[np.ndarray], op: Operation) -> bool:
    """Does x, scaled and shifted by the folded constants, keep op's result shape?"""
    shape = shape_of(x.type)
    try:
        for c in constants:
            shape = broadcast_numpy(shape, list(c.shape))
    except VerifyException:
        return False
    result = shape_of(op.results[0].type)
    return shape is not None and result is not None and list(shape) == list(result)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FuseLinearSequence()]
