"""Numpy reference kernels of the ov dialect: one per op, shared by constant folding, shape
evaluation during type inference, and the interpreter that checks lowerings.

Each family module registers its kernels with the registry (`core.kernel`); the registry
imports this package the first time a kernel is looked up. `OvReference` runs every
registered kernel, built-in or an extension's, in xDSL's interpreter (values are numpy arrays);
it lives in `interpreter.py`, imported on first use, since folding needs no interpreter.
"""

from __future__ import annotations

from ovopt.dialects.ov_reference import (  # noqa: F401  (importing a family registers its kernels)
    activation,
    attention,
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


def __getattr__(name: str):
    if name == "OvReference":
        from ovopt.dialects.ov_reference.interpreter import OvReference

        return OvReference
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
