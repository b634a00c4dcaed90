"""The kernel registry, and evaluation of small compile-time values with it.

A kernel takes the op and its operands as numpy arrays and returns one array per result.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import elements, ov
from ovopt.dialects.ov_shapes import shape_of

Kernel = Callable[..., tuple[np.ndarray, ...]]
KERNELS: dict[type[Operation], Kernel] = {}

# Type inference evaluates small integer subgraphs (shapes, axes); never weights.
EVALUATE_LIMIT = 1 << 12


def kernel(*op_types: type[Operation]):
    def register(function: Kernel) -> Kernel:
        for op_type in op_types:
            KERNELS[op_type] = function
        return function

    return register


def run(op: Operation, *args: np.ndarray) -> tuple[np.ndarray, ...]:
    """The results of `op` on `args`, cast to the op's result element types."""
    results = KERNELS[type(op)](op, *args)
    return tuple(np.asarray(r, dtype=elements.numpy_dtype(t.element_type)) for r, t in zip(results, op.result_types))


def evaluate(value: SSAValue, depth: int = 0) -> np.ndarray | None:
    """The compile-time value of a small ov value, or None when it depends on model inputs."""
    op = value.owner
    if isinstance(op, ov.ConstantV0Op):
        return elements.numpy_from_dense(op.value)
    if isinstance(op, ov.ShapeOfV3Op):
        shape = shape_of(op.input.type)
        if shape is None or None in shape:
            return None
        return np.array(shape, dtype=elements.numpy_dtype(op.output.type.element_type))
    if not isinstance(op, Operation) or type(op) not in KERNELS or depth > 32:
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
    return run(op, *args)[value.index]
