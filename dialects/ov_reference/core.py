"""How a family module declares its kernels: `@kernel(OpClass, ...)` registers the function as
the reference kernel of each op, through the registry extensions use (dialects/evaluation.py).

A kernel takes the op and its operands as numpy arrays and returns one array per result.
"""

from __future__ import annotations

from ovopt.dialects.evaluation import Kernel, kernel

__all__ = ["Kernel", "kernel"]
