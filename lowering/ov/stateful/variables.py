"""What the state transformations share: a ReadValue/Assign pair for one variable, put where
the plugins want them (the read before the op that reads the state, the write after the op that
computes the next one), and zeros for a state that starts at zero."""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from ovopt.dialects import ov
from ovopt.lowering.rewriting import would_be_dead
from ovopt.lowering.values import static_shape
from ovopt.support import elements
from ovopt.support.locations import name_loc
from ovopt.support.shapes import element_of


def named(op: Operation, name: str) -> Operation:
    op.location = name_loc(name)
    return op


def zeros_like(value: SSAValue, name: str, before: Operation) -> SSAValue:
    """Zeros of `value`'s type, put before `before`: a constant when the shape is static, else
    zeros broadcast to its run-time shape (OpenVINO's LowLatency2 builds the latter always;
    the former is what ov-fold-constants makes of it)."""
    element = element_of(value.type)
    shape = static_shape(value)
    if shape is not None:
        ops = [named(ov.ConstantV0Op.from_numpy(np.zeros(shape, elements.numpy_dtype(element)), element), name)]
    else:
        zero = named(ov.ConstantV0Op.from_numpy(np.zeros([1], elements.numpy_dtype(element)), element), f"{name}/zero")
        shape_of = named(ov.ShapeOfV3Op(value), f"{name}/ShapeOf")
        ops = [zero, shape_of, named(ov.BroadcastV3Op(zero.output, shape_of.output), name)]
    Rewriter.insert_op(ops, InsertPoint.before(before))
    return ops[-1].results[0]


def read_variable(variable: str, before: Operation, init: SSAValue | None = None, **declared: str) -> SSAValue:
    """The variable's value, read by a ReadValue put before `before` (initialised by `init`,
    or, without one, zeros of the `variable_type` and `variable_shape` declared)."""
    read = named(ov.ReadValueV6Op(init, variable_id=variable, **declared), variable)
    Rewriter.insert_op(read, InsertPoint.before(before))
    return read.output


def assign_variable(variable: str, value: SSAValue, where: InsertPoint) -> ov.AssignV6Op:
    """`value` becomes the variable's for the next inference."""
    assign = named(ov.AssignV6Op(value, variable_id=variable), f"{variable}/Assign")
    Rewriter.insert_op(assign, where)
    return assign


def erase_if_dead(value: SSAValue) -> None:
    """Erase the op computing `value` and what only it read, once nothing reads them."""
    owner = value.owner
    if not isinstance(owner, Operation) or owner.parent is None:
        return
    if any(result.uses for result in owner.results) or not would_be_dead(owner):
        return
    operands = list(owner.operands)
    owner.detach()
    owner.erase()
    for operand in operands:
        erase_if_dead(operand)


def reads_variable(value: SSAValue) -> bool:
    """Is `value` a ReadValue's (the transformation already ran on it)?"""
    return isinstance(value.owner, ov.ReadValueV6Op)
