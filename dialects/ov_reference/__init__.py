"""Numpy reference kernels of the ov dialect: one per op, shared by constant folding, shape
evaluation during type inference, and the interpreter that checks lowerings.

Each family module registers its kernels with the registry (`core.kernel`); the registry
imports this package the first time a kernel is looked up. `OvReference` runs every
registered kernel, built-in or an extension's, in xDSL's interpreter (values are numpy arrays).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, OpImplResult

from ovopt import registry
from ovopt.dialects.evaluation import fold
from ovopt.dialects.ov_reference import (  # noqa: F401  (importing a family registers its kernels)
    activation,
    col2im,
    comparison,
    convolution,
    convolution_backprop,
    detection,
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
    sampling,
    shape,
    signal,
    unique,
)
from ovopt.dialects.ov_reference.core import kernel

__all__ = ["OvReference", "kernel"]


def _run(functions: InterpreterFunctions, interpreter: Interpreter, op, args: tuple[Any, ...]) -> OpImplResult:
    return OpImplResult(fold(op, *(np.asarray(a) for a in args)), None)


class OvReference(InterpreterFunctions):
    """Runs ops in xDSL's interpreter with the registered kernels, looked up when the
    interpreter is set up, so kernels registered after import take part."""

    @classmethod
    def _impls(cls):
        return [(registry.OPS.get(name), _run) for name, _ in registry.KERNELS.items() if registry.OPS.get(name)]

    @classmethod
    def _cast_impls(cls):
        return []

    @classmethod
    def _attr_impls(cls):
        return []

    @classmethod
    def _ext_impls(cls):
        return []

    @classmethod
    def _callable_impls(cls):
        return []
