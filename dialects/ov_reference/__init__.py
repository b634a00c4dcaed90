"""Numpy reference kernels of the ov dialect: one per op, shared by constant folding, shape
evaluation during type inference, and the interpreter that checks lowerings.

Kernels register by family (one module each) in `core.KERNELS`; `OvReference` runs them in
xDSL's interpreter, where values are numpy arrays.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, impl, register_impls
from xdsl.ir import Operation

from ovopt.dialects.ov_reference import (  # noqa: F401  (importing a family registers its kernels)
    activation,
    comparison,
    convolution,
    convolution_backprop,
    einsum,
    elementwise,
    generation,
    indexing,
    interpolation,
    linear,
    math,
    normalization,
    ordering,
    recurrent,
    reduction,
    shape,
)
from ovopt.dialects.ov_reference.core import EVALUATE_LIMIT, KERNELS, evaluate, kernel, run

__all__ = ["EVALUATE_LIMIT", "KERNELS", "OvReference", "evaluate", "kernel", "run"]


class OvReference(InterpreterFunctions):
    """Runs ov ops in xDSL's interpreter with the kernels above (values are numpy arrays)."""


def _interpreter_impl(op_type: type[Operation]):
    def run_op(functions: OvReference, interpreter: Interpreter, op: Operation, args: tuple[Any, ...]):
        return run(op, *(np.asarray(a) for a in args))

    return impl(op_type)(run_op)


for _op_type in KERNELS:
    setattr(OvReference, f"run_{_op_type.__name__}", _interpreter_impl(_op_type))
OvReference = register_impls(OvReference)
