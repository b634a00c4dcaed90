"""SpaceToBatchND / BatchToSpaceND: the spatial axes (1 .. M after the batch) cut into blocks
that move to or from the batch, as Reshape / Transpose / Reshape with a Pad before or a Slice
after. TensorFlow's batch order is block-major: batch index = block offset * N + n.

The block shape, paddings and crops must be known when converting, and the input's dims other
than the batch static (the reshapes spell them out; the batch is the one -1).
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, known_ints, lowering_error, ready
from ovopt.support.shapes import shape_of


def _blocks(op: Operation, edges: SSAValue, what: str) -> tuple[list[int], list[int], list[int], list[int]]:
    """block_shape, the input's dims after the batch, and the (begin, end) of `edges` per block axis."""
    blocks = known_ints(op, op.block_shape, "block_shape")
    pairs = known_ints(op, edges, what)
    shape = shape_of(op.input.type)
    if shape is None or None in shape[1:]:
        raise lowering_error(op, f"needs the input's dims after the batch to be static, got {op.input.type}")
    if len(shape) < len(blocks) + 1 or len(pairs) != 2 * len(blocks) or min(blocks, default=1) < 1:
        raise lowering_error(op, f"block_shape {blocks} and {what} {pairs} do not fit an input of {op.input.type}")
    return blocks, list(shape[1:]), pairs[0::2], pairs[1::2]


class SpaceToBatchToOv(RewritePattern):
    """x padded, each spatial axis split into (size / block, block), the blocks moved in front of
    the batch and merged into it."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, tf.SpaceToBatchNDOp) or not ready(op):
            return
        blocks, dims, begin, end = _blocks(op, op.paddings, "paddings")
        m = len(blocks)
        padded = [d + a + z for d, a, z in zip(dims, begin, end)]
        if any(p % k for p, k in zip(padded, blocks)):
            raise lowering_error(op, f"the padded spatial dims {padded[:m]} are not multiples of block_shape {blocks}")
        rest = dims[m:]
        b = Builder(op)
        zeros = [0] * len(rest)
        x = b.add(
            ov.PadV12Op(
                op.input,
                b.i64([0, *begin, *zeros]),
                b.i64([0, *end, *zeros]),
                b.constant_like(0, op.input),
                pad_mode="constant",
            )
        )
        split = [v for p, k in zip(padded, blocks) for v in (p // k, k)]
        x = b.add(ov.ReshapeV1Op(x, b.i64([-1, *split, *rest]), special_zero=False))
        order = [2 + 2 * i for i in range(m)] + [0] + [1 + 2 * i for i in range(m)]
        order += list(range(1 + 2 * m, 1 + 2 * m + len(rest)))
        x = b.add(ov.TransposeV1Op(x, b.i64(order)))
        b.add(ov.ReshapeV1Op(x, b.i64([-1, *split[0::2], *rest]), special_zero=False))
        b.replace(rewriter)


class BatchToSpaceToOv(RewritePattern):
    """The inverse: the batch split into (blocks..., N), each block interleaved after its
    spatial axis, merged, then the crops sliced off."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, tf.BatchToSpaceNDOp) or not ready(op):
            return
        blocks, dims, begin, end = _blocks(op, op.crops, "crops")
        m = len(blocks)
        spatial, rest = dims[:m], dims[m:]
        grown = [d * k for d, k in zip(spatial, blocks)]
        if any(a + z > g for a, z, g in zip(begin, end, grown)):
            raise lowering_error(op, f"crops {list(zip(begin, end))} remove more than the dims {grown}")
        b = Builder(op)
        x = b.add(ov.ReshapeV1Op(op.input, b.i64([*blocks, -1, *spatial, *rest]), special_zero=False))
        order = [m] + [v for i in range(m) for v in (m + 1 + i, i)]
        order += list(range(2 * m + 1, 2 * m + 1 + len(rest)))
        x = b.add(ov.TransposeV1Op(x, b.i64(order)))
        x = b.add(ov.ReshapeV1Op(x, b.i64([-1, *grown, *rest]), special_zero=False))
        if any(begin) or any(end):
            stop = [g - z for g, z in zip(grown, end)]
            axes = list(range(1, m + 1))
            b.add(ov.SliceV8Op(x, b.i64(begin), b.i64(stop), b.i64([1] * m), b.i64(axes)))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [SpaceToBatchToOv(), BatchToSpaceToOv()]
