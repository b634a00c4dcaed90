"""What the MatMul normalisation passes ask of a MatMul: its constant operand, its single user,
and the 2-D Transposes GNA's interleaved (frames-as-columns) affine I/O revolves around."""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import ov
from ovopt.lowering.ov_to_gna.prepare.common import kept_fake_quantize
from ovopt.lowering.values import constant, static_shape

AFFINE_MAX_BATCH = 8  # kAffineMaxBatchSize: frames one affine call takes


def constant_weights(value: SSAValue) -> np.ndarray | None:
    """The constant weights `value` holds: a constant, or the constant input of a weights'
    FakeQuantize gna-keep-weights-fake-quantize kept, which a rewrite carries as it is (the
    plugin's `...WithFq` variants) for convert-ov-to-gna to fuse into the affine or
    convolution."""
    found = constant(value)
    fake_quantize = kept_fake_quantize(value) if found is None else None
    return constant(fake_quantize.x) if fake_quantize is not None else found


def only_user(value: SSAValue) -> Operation | None:
    """The op that alone reads `value`, if one does."""
    return next(iter(value.uses)).operation if value.has_one_use() else None


def is_swap_2d(op: Operation | None) -> bool:
    """A Transpose of 2-D data with order [1, 0]."""
    if not isinstance(op, ov.TransposeV1Op) or static_shape(op.data) is None or len(static_shape(op.data)) != 2:
        return False
    order = constant(op.input_order)
    return order is not None and list(order.reshape(-1)) in ([1, 0], [])


def column_bias(add: Operation | None, matmul: ov.MatMulV0Op) -> np.ndarray | None:
    """The constant an Add adds to every row of `matmul`'s result ([O], [1, O], [1, 1, O], ...),
    as [O], when that Add alone reads the result."""
    if not isinstance(add, ov.AddV1Op) or add.auto_broadcast.data != "numpy":
        return None
    other = add.rhs if add.lhs is matmul.output else add.lhs
    bias, out = constant(other), static_shape(matmul.output)
    if bias is None or out is None or bias.ndim > len(out) or bias.size != out[-1] or bias.shape[-1] != out[-1]:
        return None
    return bias.reshape(-1)
