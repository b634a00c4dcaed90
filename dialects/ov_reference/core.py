"""How a family module declares its kernels: `@kernel(OpClass, ...)` registers the function as
the reference kernel of each op, through the registry extensions use (dialects/evaluation.py);
`unary_kernels` and `binary_kernels` register element-wise functions of one and two tensors.

A kernel takes the op and its operands as numpy arrays and returns one array per result.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from xdsl.ir import Operation

from ovopt.dialects.evaluation import Kernel, kernel
from ovopt.dialects.traits import broadcast_mode
from ovopt.support.shapes import pdpd_leading

__all__ = ["Kernel", "aligned", "binary_kernels", "kernel", "unary_kernels"]


def unary_kernels(module: str, functions: dict[type[Operation], Callable[[np.ndarray], np.ndarray]]) -> None:
    """Register `f(x)` as the kernel of each op, a kernel of `module` (the family module that
    lists the functions: where the mutation score looks for an op's kernel)."""
    for op_type, function in functions.items():
        _register(module, op_type, lambda op, x, f=function: (f(x),))


def binary_kernels(
    module: str, functions: dict[type[Operation], Callable[[np.ndarray, np.ndarray], np.ndarray]]
) -> None:
    """Register `f(a, b)` as the kernel of each op, its operands `aligned` as the op says (a
    kernel of `module`, as `unary_kernels`)."""
    for op_type, function in functions.items():
        _register(module, op_type, lambda op, a, b, f=function: (f(*aligned(op, a, b)),))


def _register(module: str, op_type: type[Operation], function: Kernel) -> None:
    function.__module__ = module
    kernel(op_type)(function)


def aligned(op: Operation, target: np.ndarray, *others: np.ndarray) -> tuple[np.ndarray, ...]:
    """`target` and `others` shaped so that numpy broadcasts them as `op`'s `auto_broadcast`
    does: as they are, or, with pdpd, each of `others` lined up with `target`'s leading axes
    (its trailing ones dropped, ones appended up to `target`'s rank)."""
    if broadcast_mode(op) != "pdpd":
        return (target, *others)
    return (target, *(_lined_up(other, target.ndim) for other in others))


def _lined_up(array: np.ndarray, rank: int) -> np.ndarray:
    leading = pdpd_leading(array.shape)
    return array.reshape(*leading, *(1,) * (rank - len(leading)))
