"""GNA's affine limit (limits/affine.py) on a MatMul whose shapes are not all known."""

from __future__ import annotations

import numpy as np
from test_limits import GNA35, const, inputs  # the limits' tests' ops

from ovopt.dialects import ov
from ovopt.lowering.ov_to_gna.limits.affine import matmul_limit


def test_a_matmul_of_unknown_dims_is_refused() -> None:
    (x,) = inputs([None, 16])
    assert matmul_limit(ov.MatMulV0Op(x, const(np.zeros((16, 8)))), GNA35) == "a MatMul needs static shapes"
    (y, w) = inputs([4, 16], [16, None])
    assert matmul_limit(ov.MatMulV0Op(y, w), GNA35) == "a MatMul needs static shapes"
    assert matmul_limit(ov.MatMulV0Op(y, const(np.zeros((16, 8)))), GNA35) is None
