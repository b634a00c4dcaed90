"""Kernel of Einsum: numpy's einsum reads the same equations."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel


@kernel(ov.EinsumV7Op)
def einsum(op: ov.EinsumV7Op, *inputs):
    return (np.einsum(op.equation.data, *inputs),)
