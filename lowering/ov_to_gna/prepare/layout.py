"""What the GNA layout passes (NHWC replacement, transpose and gather sinking) share: the
transposes that belong to a channels-last convolution, and those sinking may move (the
permutation arithmetic is lowering/permutations.py)."""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue

from ovopt.dialects import ov
from ovopt.lowering.ov.simplify.transposes import transpose_order
from ovopt.lowering.ov_to_gna.convolution import FROM_CHANNELS_LAST, TO_CHANNELS_LAST

WINDOW_OPS = (ov.ConvolutionV1Op, ov.MaxPoolOp, ov.AvgPoolOp)

# a discardable mark on a transpose the forward sweep moved: the backward sweep leaves it
# (the plugin's "no sinking" rt_info); gna-transpose-sinking removes the marks when done
SUNK_ATTR = "gna.sunk"


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
