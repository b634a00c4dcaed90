"""New tensors and rearranged ones: Range, EyeLike, Trilu, Expand, Tile, DepthToSpace,
SpaceToDepth."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.dims import as_scalar, dim_of
from ovopt.lowering.onnx_to_ov.common import Builder, known_input, known_rank, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, rank_of, shape_of


class RangeToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.RangeOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.RangeV4Op(op.start, op.limit, op.delta, output_type=element_of(op.start.type)))
        b.replace(rewriter)


def is_empty_vector(value: SSAValue) -> bool:
    return shape_of(value.type) == [0]


class ExpandToBroadcast(RewritePattern):
    """Expand broadcasts both ways (a dim of 1 in the shape keeps the input's): bidirectional.
    An empty shape is the input itself, whatever its rank; OpenVINO 2026.4's CPU plugin
    crashes running a Broadcast to an empty target shape."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ExpandOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if is_empty_vector(op.shape):
            b.replace(rewriter, [op.input])
            return
        b.add(ov.BroadcastV3Op(op.input, op.shape, mode="bidirectional"))
        b.replace(rewriter)


class TileToOv(RewritePattern):
    """Tile-1 when the repeats are known. OpenVINO 2026.4's CPU Tile computes garbage for repeats
    known only at run time that repeat several axes, so those broadcast instead: x as
    [1, d0, 1, d1, ...] broadcast to [r0, d0, r1, d1, ...], reshaped to [r0 * d0, r1 * d1, ...].
    Empty repeats (of a scalar) are the input itself: the CPU Tile computes garbage for them too."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.TileOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if is_empty_vector(op.repeats):
            b.replace(rewriter, [op.input])
            return
        rank = rank_of(op.input)
        if known_input(op.repeats) is not None or rank is None or shape_of(op.repeats.type) != [rank]:
            b.add(ov.TileV0Op(op.input, op.repeats))
            b.replace(rewriter)
            return
        shape = b.add(ov.ShapeOfV3Op(op.input))
        column = b.i64([1])
        pairs = b.add(
            ov.ConcatV0Op([b.add(ov.UnsqueezeV0Op(op.repeats, column)), b.add(ov.UnsqueezeV0Op(shape, column))], axis=1)
        )
        spread = b.add(ov.UnsqueezeV0Op(op.input, b.i64(list(range(0, 2 * rank, 2)))))
        tiled = b.add(ov.BroadcastV3Op(spread, b.add(ov.ReshapeV1Op(pairs, b.i64([2 * rank]), special_zero=False))))
        b.add(ov.ReshapeV1Op(tiled, b.add(ov.MultiplyV1Op(op.repeats, shape)), special_zero=False))
        b.replace(rewriter)


class EyeLikeToEye(RewritePattern):
    """Eye-9 with the input's two dims, in `dtype` or else the input's element type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.EyeLikeOp, rewriter: PatternRewriter) -> None:
        if known_rank(op.input, op, "EyeLike") != 2:
            raise lowering_error(op, f"EyeLike needs a 2-D input, got {op.input.type}")
        element = element_of(op.input.type)
        if op.dtype is not None:
            kind = elements.from_onnx_code(op.dtype)
            if kind is None or kind.ov is None:
                raise lowering_error(op, f"OpenVINO has no element type for dtype {op.dtype}")
            element = kind.mlir
        b = Builder(op)
        rows, columns = dim_of(b, op.input, 0, scalar=True), dim_of(b, op.input, 1, scalar=True)
        b.add(ov.EyeV9Op(rows, columns, b.i64(op.k or 0), output_type=element))
        b.replace(rewriter)


class TriluToSelect(RewritePattern):
    """Trilu keeps the elements with column - row >= k (upper) or <= k (lower) and zeroes the
    rest: a Select on a mask made from two Ranges, which folds when the dims and k are known."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.TriluOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op.input, op, "Trilu")
        if rank < 2:
            raise lowering_error(op, f"Trilu needs a matrix or a batch of them, got {op.input.type}")
        b = Builder(op)
        rows = self.positions(b, op, rank - 2)
        columns = self.positions(b, op, rank - 1)
        offset = b.add(ov.SubtractV1Op(columns, b.add(ov.UnsqueezeV0Op(rows, b.i64([1])))))
        k = b.i64(0) if op.k is None else as_scalar(b, op.k)
        keep = ov.GreaterEqualV1Op(offset, k) if op.upper else ov.LessEqualV1Op(offset, k)
        zero = b.constant(np.zeros((), elements.numpy_dtype(element_of(op.input.type))), element_of(op.input.type))
        b.add(ov.SelectV1Op(b.add(keep), op.input, zero))
        b.replace(rewriter)

    @staticmethod
    def positions(b: Builder, op: onnx.TriluOp, axis: int):
        """0, 1, ... along `axis`: a constant when the dim is static."""
        size = shape_of(op.input.type)[axis]
        if size is not None:
            return b.i64(list(range(size)))
        return b.add(ov.RangeV4Op(b.i64(0), dim_of(b, op.input, axis, scalar=True), b.i64(1), output_type=i64))


# ONNX's DCR (depth, column, row) reads the channels as blocks first; CRD as depth first.
BLOCK_MODES = {"DCR": "blocks_first", "CRD": "depth_first"}


class BlockRearrangeToOv(RewritePattern):
    """DepthToSpace and SpaceToDepth, with ONNX's modes spelled as OpenVINO spells them."""

    op_types = (onnx.DepthToSpaceOp, onnx.SpaceToDepthOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if isinstance(op, onnx.DepthToSpaceOp):
            op_type = ov.DepthToSpaceV0Op
        elif isinstance(op, onnx.SpaceToDepthOp):
            op_type = ov.SpaceToDepthV0Op
        else:
            return
        mode = op.mode or "DCR"
        if mode not in BLOCK_MODES:
            raise lowering_error(op, f"mode '{mode}' is not supported: use DCR or CRD")
        b = Builder(op)
        b.add(op_type(op.input, mode=BLOCK_MODES[mode], block_size=op.blocksize))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [RangeToOv(), ExpandToBroadcast(), TileToOv(), EyeLikeToEye(), TriluToSelect(), BlockRearrangeToOv()]
