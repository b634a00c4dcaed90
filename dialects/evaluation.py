"""Running ops at compile time: every op with a registered reference kernel can fold.

This is the fold hook of MLIR's ops, with the kernel looked up in the registry: the dialects
need no import of the kernels (the registry loads them on first use), and a kernel an
extension registers later is seen at once. Constant folding, the shape evaluation that type
inference does on small integer subgraphs, and the interpreter all go through `fold`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

import numpy as np
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import ConstantLike

from ovopt import registry
from ovopt.dialects.traits import ReadsShapeOnly
from ovopt.support import elements
from ovopt.support.shapes import shape_of

# Type inference evaluates small integer subgraphs (shapes, axes); never weights.
EVALUATE_LIMIT = 1 << 12

# On an op that constant folding must keep as an op: the Convert that dequantizes 8-bit weights,
# through which OpenVINO's low-precision pipeline sees them as 8-bit (folded, they are f32).
KEEP_UNFOLDED_ATTR = "ovopt.keep_unfolded"


Kernel = Callable[..., tuple[np.ndarray, ...]]


def kernel(*op_types: type[Operation]) -> Callable[[Kernel], Kernel]:
    """`@kernel(OpClass, ...)`: register the function as the reference kernel of each op. A
    kernel takes the op and its operands as numpy arrays and returns one array per result."""

    def register(function: Kernel) -> Kernel:
        for op_type in op_types:
            registry.register_kernel(op_type, function)
        return function

    return register


def can_fold(op: Operation) -> bool:
    return registry.kernel_for(op) is not None


def fold(op: Operation, *args: np.ndarray) -> tuple[np.ndarray, ...]:
    """The results of `op` on `args`, in the op's result element types."""
    kernel = registry.kernel_for(op)
    if kernel is None:
        raise KeyError(f"{op.name} has no reference kernel")
    results = kernel(op, *args)
    return tuple(
        np.asarray(r, dtype=elements.numpy_dtype(t.element_type)) for r, t in zip(results, op.result_types, strict=True)
    )


@cache
def is_constant_op(owner_type: type) -> bool:
    """Is `owner_type` an op type with the ConstantLike trait? Asked of the owner (an op or a
    block) of every operand a fold looks at: once per type, not once per operand (xDSL's IR
    classes are ABCs, whose isinstance checks cost more than this whole question)."""
    return issubclass(owner_type, Operation) and owner_type.has_trait(ConstantLike)


def constant_of(op: Operation | Block) -> np.ndarray | None:
    """The value of a constant op (one with the ConstantLike trait and a dense `value`); None
    for any other op, or for the block of a block argument."""
    if is_constant_op(type(op)):
        return elements.numpy_from_dense(op.value)
    return None


def evaluate(value: SSAValue, depth: int = 0) -> np.ndarray | None:
    """The compile-time value of a small value, or None when it depends on model inputs."""
    op = value.owner
    if not isinstance(op, Operation) or depth > 32:
        return None
    constant = constant_of(op)
    if constant is not None:
        return constant
    if op.has_trait(ReadsShapeOnly):
        shape = shape_of(op.operands[0].type)
        if shape is None or None in shape:
            return None
        return np.array(shape, dtype=elements.numpy_dtype(value.type.element_type))
    if not can_fold(op):
        return None
    result_shape = shape_of(value.type)
    if result_shape is None or None in result_shape or math.prod(result_shape) > EVALUATE_LIMIT:
        return None
    args = []
    for operand in op.operands:
        arg = evaluate(operand, depth + 1)
        if arg is None:
            return None
        args.append(arg)
    return fold(op, *args)[value.index]


# Ops whose result elements are copies of operand elements: a dim of a shape they move stays
# the dim it was, known or not.
_MOVES_ELEMENTS = {"ov.Concat", "ov.Gather", "ov.StridedSlice", "ov.Slice", "ov.Squeeze", "ov.Unsqueeze", "ov.Reshape"}
_UNKNOWN = 1 << 30  # an unknown dim travels as _UNKNOWN + its number (no real dim is this large)


def evaluate_dims(value: SSAValue) -> list[int | None] | None:
    """A 1-D integer value built from shapes (ShapeOf, constants, and ops that only move
    elements), as its entries, None where a dim is unknown: the `Concat(ShapeOf(x)[0], [1, 1, C])`
    of a Reshape gives [None, 1, 1, C] for x of shape [?, C]. None when it is not such a value."""
    found = _moving(value, [0], 0)
    if found is None or found.ndim != 1:
        return None
    return [None if int(v) >= _UNKNOWN else int(v) for v in found]


def _moving(value: SSAValue, unknowns: list[int], depth: int) -> np.ndarray | None:
    op = value.owner
    if not isinstance(op, Operation) or depth > 16 or not isinstance(value.type.element_type, IntegerType):
        return None
    known = evaluate(value)
    if known is not None:
        return known
    if op.has_trait(ReadsShapeOnly) and op.name.startswith("ov.ShapeOf"):
        shape = shape_of(op.operands[0].type)
        if shape is None:
            return None
        dims = []
        for d in shape:
            dims.append(_UNKNOWN + unknowns[0] if d is None else d)
            unknowns[0] += d is None
        return np.array(dims, dtype=elements.numpy_dtype(value.type.element_type))
    name = op.name.rsplit(".", 1)[0]
    if name == "ov.Convert" and isinstance(op.operands[0].type.element_type, IntegerType):
        inner = _moving(op.operands[0], unknowns, depth + 1)
        return None if inner is None else inner.astype(elements.numpy_dtype(value.type.element_type))
    if name not in _MOVES_ELEMENTS or not can_fold(op):
        return None
    args = []
    for index, operand in enumerate(op.operands):  # indices, axes and shapes must be known
        moved = index == 0 or name == "ov.Concat"
        arg = _moving(operand, unknowns, depth + 1) if moved else evaluate(operand)
        if arg is None:
            return None
        args.append(arg)
    if any(int(np.asarray(a).size) > EVALUATE_LIMIT for a in args):
        return None
    return fold(op, *args)[value.index]
