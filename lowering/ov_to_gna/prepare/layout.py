"""What the layout passes (NHWC replacement, transpose and gather sinking) share: permutations
as vectors, the transposes that belong to a channels-last convolution, and ops rebuilt on
operands of another shape."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov.simplify.transposes import transpose_order
from ovopt.lowering.ov_to_gna.convolution import FROM_CHANNELS_LAST, TO_CHANNELS_LAST
from ovopt.lowering.values import constant

WINDOW_OPS = (ov.ConvolutionV1Op, ov.MaxPoolOp, ov.AvgPoolOp)

# a discardable mark on a transpose the forward sweep moved: the backward sweep leaves it
# (the plugin's "no sinking" rt_info); gna-transpose-sinking removes the marks when done
SUNK_ATTR = "gna.sunk"


def order_of(value: SSAValue) -> np.ndarray | None:
    """The permutation of the ov.Transpose producing `value`, if it has a constant one."""
    owner = value.owner
    return transpose_order(owner) if isinstance(owner, ov.TransposeV1Op) else None


def inverse(order: Sequence[int]) -> np.ndarray:
    return np.argsort(np.asarray(order))


def is_identity(order: Sequence[int]) -> bool:
    return np.array_equal(np.asarray(order), np.arange(len(order)))


def pinned(op: ov.TransposeV1Op) -> bool:
    """A transpose that belongs to a convolution or pooling run channels-last (NHWC -> NCHW
    feeding only its data, or NCHW -> NHWC of its result), or the 2-D transpose that alone
    reads a MatMul (the affine's interleaved output). Sinking leaves it where it is, and
    convert-ov-to-gna absorbs it into the gna op."""
    order = transpose_order(op)
    source = op.data.owner
    if order is not None and order.tolist() == [1, 0] and isinstance(source, ov.MatMulV0Op):
        return op.data.has_one_use()
    if order is None or order.size not in TO_CHANNELS_LAST:
        return False
    rank, order = order.size, [int(i) for i in order]
    if order == TO_CHANNELS_LAST[rank] and isinstance(source, WINDOW_OPS):
        return op.data.has_one_use()
    users = [use.operation for use in op.output.uses]
    return (
        order == FROM_CHANNELS_LAST[rank]
        and bool(users)
        and all(isinstance(user, WINDOW_OPS) and user.operands[0] is op.output for user in users)
    )


def movable(value: SSAValue) -> np.ndarray | None:
    """The order of the transpose producing `value` when sinking may move it: a constant order,
    one user, not pinned to a convolution."""
    owner = value.owner
    if not isinstance(owner, ov.TransposeV1Op) or not value.has_one_use() or pinned(owner):
        return None
    return transpose_order(owner)


def transposed(b: Builder, value: SSAValue, order: Sequence[int]) -> SSAValue:
    """`value` transposed by `order`: a constant folds, an identity order adds nothing."""
    if is_identity(order):
        return value
    array = constant(value)
    if array is not None:
        return b.constant(np.ascontiguousarray(np.transpose(array, order)), value.type.element_type)
    return b.add(ov.TransposeV1Op(value, b.i64([int(i) for i in order])))


def transposed_array(b: Builder, array: np.ndarray, order: Sequence[int], like: SSAValue) -> SSAValue:
    """A constant of `array` transposed by `order`, in `like`'s element type."""
    return b.constant(np.ascontiguousarray(np.transpose(array, order)), like.type.element_type)


def full_rank_constant(value: SSAValue, rank: int) -> np.ndarray | None:
    """A constant operand as an array of `rank` axes (numpy broadcasting adds leading ones)."""
    array = constant(value)
    if array is None or array.ndim > rank:
        return None
    return array.reshape((1,) * (rank - array.ndim) + array.shape)


def retyped(b: Builder, op: Operation, operands: Sequence[SSAValue], properties: dict | None = None) -> Operation:
    """A copy of `op` on `operands` (and changed `properties`), its result types inferred anew."""
    props = {**op.properties, **(properties or {})}
    full = {**op.all_properties(), **(properties or {})}
    types = type(op).infer_result_types(list(operands), full)
    if types and isinstance(types[0], list):
        types = types[0]  # one variadic group (Split)
    copy = type(op).create(operands=list(operands), result_types=list(types), properties=props)
    b.add(copy)
    return copy
