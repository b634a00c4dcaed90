"""What every GNA preparation pass shares: a pass that applies its patterns until none applies,
the `target` generation option, and the questions the patterns ask of a value."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import RewritePattern

from ovopt.dialects import elements
from ovopt.dialects.shapes import element_of
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov.simplify.matching import constant, is_float, static_shape
from ovopt.lowering.rewriting import rewrite_module
from ovopt.lowering.signature import sync_function_types

TARGETS = ("2.0", "3.0", "3.5")

__all__ = ["TARGETS", "PreparePass", "constant", "float_constant", "is_float", "is_signed", "static_shape"]


@dataclass(frozen=True)
class PreparePass(ModulePass):
    """Apply `patterns()` greedily until none applies (an ov -> ov pass: the result is still
    plain opset that -t ir writes)."""

    name: ClassVar[str] = "gna-prepare"

    def patterns(self) -> Sequence[RewritePattern]:
        raise NotImplementedError

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        rewrite_module(op, self.patterns(), dce=True)  # the constants a rewrite replaced go
        sync_function_types(op)


def generation(target: str | float) -> str:
    """The GNA generation a `target` option names, as "2.0", "3.0" or "3.5" (the pipeline text
    may give it as a number)."""
    spelled = f"{float(target):.1f}" if isinstance(target, (int, float)) else str(target)
    if spelled not in TARGETS:
        raise ValueError(f"target must be one of {', '.join(TARGETS)}, not {target}")
    return spelled


def is_signed(value: SSAValue) -> bool:
    """Floating-point or signed integer data: what a multiplication by -1 negates."""
    element = element_of(value.type)
    return elements.is_floating(element) or np.issubdtype(elements.numpy_dtype(element), np.signedinteger)


def float_constant(b: Builder, array: np.ndarray, like: SSAValue) -> SSAValue:
    """A constant of `array` (computed in float64) stored in `like`'s element type."""
    element = element_of(like.type)
    return b.constant(np.asarray(array).astype(elements.numpy_dtype(element)), element)
