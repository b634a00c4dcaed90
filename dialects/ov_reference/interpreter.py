"""`OvReference`: the registered reference kernels as xDSL interpreter functions, so that the
interpreter runs ov ops (the lowering checks do)."""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, OpImplResult

from ovopt import registry
from ovopt.compat.xdsl import interpreter_functions_from
from ovopt.dialects.evaluation import fold


def _run(functions: InterpreterFunctions, interpreter: Interpreter, op, args: tuple[Any, ...]) -> OpImplResult:
    return OpImplResult(fold(op, *(np.asarray(a) for a in args)), None)


def _registered_impls() -> list:
    return [(registry.OPS.get(name), _run) for name, _ in registry.KERNELS.items() if registry.OPS.get(name)]


class OvReference(interpreter_functions_from(_registered_impls)):
    """Runs ops in xDSL's interpreter with the registered kernels, looked up when the
    interpreter is set up, so kernels registered after import take part."""
