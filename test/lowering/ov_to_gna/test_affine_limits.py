"""GNA's affine limit (limits/affine.py) on a MatMul whose shapes are not all known."""

from __future__ import annotations

import numpy as np
from test_limits import GNA35, const, inputs  # the limits' tests' ops
from xdsl.dialects.builtin import UnrankedTensorType, f32
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Region

from ovopt.dialects import ov
from ovopt.lowering.ov_to_gna.limits.affine import matmul_limit
from ovopt.support.shapes import tensor_type


def test_a_matmul_of_unknown_dims_is_refused() -> None:
    (x,) = inputs([None, 16])
    assert matmul_limit(ov.MatMulV0Op(x, const(np.zeros((16, 8)))), GNA35) == "a MatMul needs static shapes"
    (y, w) = inputs([4, 16], [16, None])
    assert matmul_limit(ov.MatMulV0Op(y, w), GNA35) == "a MatMul needs static shapes"
    assert matmul_limit(ov.MatMulV0Op(y, const(np.zeros((16, 8)))), GNA35) is None


def test_a_matmul_of_an_operand_of_unknown_rank_is_refused() -> None:
    """Either operand alone of unknown rank (data or weights) refuses it, the other one static."""
    block = Block(arg_types=[UnrankedTensorType(f32), tensor_type(f32, [4, 16])])
    FuncOp("main", ([a.type for a in block.args], []), Region(block))
    (x, y) = block.args
    assert matmul_limit(ov.MatMulV0Op(x, const(np.zeros((16, 8)))), GNA35) == "a MatMul needs static shapes"
    assert matmul_limit(ov.MatMulV0Op(y, x), GNA35) == "a MatMul needs static shapes"
