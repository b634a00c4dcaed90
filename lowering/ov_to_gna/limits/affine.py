"""Affine (fully connected) limits (the plugin's `backend/gna_limitations.hpp`): GNA multiplies a weight matrix
by at most 8 frames at once, and has no batched (3-D) matrix product."""

from __future__ import annotations

import math

from ovopt.dialects import ov
from ovopt.lowering.ov_to_gna.limits.generations import AFFINE_MAX_BATCH, Target
from ovopt.support.shapes import shape_of


def matmul_limit(op: ov.MatMulV0Op, target: Target) -> str | None:
    """`is_fc_supported`: the frames (the rows of the data operand) number at most 8, and the
    product is one matrix by one matrix (at most two dims over 1 on each side)."""
    a, b = shape_of(op.a.type), shape_of(op.b.type)
    if a is None or b is None or None in a or None in b:
        return "a MatMul needs static shapes"
    for name, shape in (("data", a), ("weights", b)):
        if sum(d > 1 for d in shape) > 2:
            return f"batched MatMul: the {name} operand {list(shape)} has more than two dims over 1"
    rows = a[-1] if op.transpose_a.value.data and len(a) > 1 else math.prod(a[:-1]) if len(a) > 1 else 1
    if rows > AFFINE_MAX_BATCH:
        return (
            f"affine batch {rows} exceeds {AFFINE_MAX_BATCH} "
            "(gna-convert-matmul-to-pointwise-conv turns it into a 1x1 convolution in models without one)"
        )
    return None
