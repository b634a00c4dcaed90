"""How a family module declares its kernels: `@kernel(OpClass, ...)` registers the function as
the reference kernel of each op, through the registry extensions use.

A kernel takes the op and its operands as numpy arrays and returns one array per result.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from xdsl.ir import Operation

from ovopt import registry

Kernel = Callable[..., tuple[np.ndarray, ...]]


def kernel(*op_types: type[Operation]):
    def register(function: Kernel) -> Kernel:
        for op_type in op_types:
            registry.register_kernel(op_type, function)
        return function

    return register
