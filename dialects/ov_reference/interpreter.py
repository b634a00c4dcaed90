"""`OvReference`: the registered reference kernels as xDSL interpreter functions, so that the
interpreter runs ov ops (the lowering checks do)."""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, OpImplResult

from ovopt import registry
from ovopt.dialects.evaluation import fold


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
