"""Reading and writing elements by index: Gather, GatherElements, GatherND, Scatter,
ScatterElements, ScatterND, OneHot, NonZero, Compress."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.dims import as_i64, as_scalar
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error
from ovopt.lowering.pattern_pass import PatternPass

# ONNX's scatter reductions, as ScatterElementsUpdate-12 and ScatterNDUpdate-15 spell them
SCATTER_REDUCTIONS = {"none": "none", "add": "sum", "mul": "prod", "min": "min", "max": "max"}


def scatter_reduction(op: onnx.OnnxOp) -> str:
    reduction = op.reduction or "none"
    if reduction not in SCATTER_REDUCTIONS:
        raise lowering_error(
            op, f"reduction '{reduction}' is not supported: use one of {', '.join(SCATTER_REDUCTIONS)}"
        )
    return SCATTER_REDUCTIONS[reduction]


class GatherToOv(RewritePattern):
    """Gather is Gather-8, which takes negative indices as ONNX does."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.GatherOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.GatherV8Op(op.data, op.indices, b.i64(op.axis)))
        b.replace(rewriter)


class GatherElementsToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.GatherElementsOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.GatherElementsV6Op(op.data, op.indices, axis=op.axis))
        b.replace(rewriter)


class GatherNDToOv(RewritePattern):
    """GatherND-8 keeps the batch dims in the output, as ONNX does (GatherND-5 flattened them)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.GatherNDOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.GatherNDV8Op(op.data, op.indices, batch_dims=op.batch_dims or 0))
        b.replace(rewriter)


class ScatterElementsToOv(RewritePattern):
    """ScatterElements (and the deprecated Scatter) is ScatterElementsUpdate-12; ONNX reductions
    combine with the data's own value, which is use_init_val."""

    op_types = (onnx.ScatterElementsOp, onnx.ScatterOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, onnx.ScatterElementsOp | onnx.ScatterOp):
            return
        b = Builder(op)
        reduction = scatter_reduction(op) if isinstance(op, onnx.ScatterElementsOp) else "none"
        b.add(ov.ScatterElementsUpdateV12Op(op.data, op.indices, op.updates, b.i64(op.axis), reduction=reduction))
        b.replace(rewriter)


class ScatterNDToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ScatterNDOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.ScatterNDUpdateV15Op(op.data, op.indices, op.updates, reduction=scatter_reduction(op)))
        b.replace(rewriter)


class OneHotToOv(RewritePattern):
    """OneHot-16 normalizes negative indices as ONNX does; ONNX's values input is [off, on], its
    depth and indices may be floats (truncated)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.OneHotOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        indices = as_i64(b, op.indices)
        depth = as_scalar(b, as_i64(b, op.depth))
        off = b.add(ov.GatherV8Op(op.values, b.i64(0), b.i64(0)))
        on = b.add(ov.GatherV8Op(op.values, b.i64(1), b.i64(0)))
        b.add(ov.OneHotV16Op(indices, depth, on, off, axis=op.axis, negative_indices_mode="normalize"))
        b.replace(rewriter)


class NonZeroToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.NonZeroOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.NonZeroV3Op(op.X))
        b.replace(rewriter)


class CompressToGather(RewritePattern):
    """Compress gathers the slices whose condition is true: the indices NonZero finds. Without an
    axis it works on the flattened input."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.CompressOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        indices = b.add(ov.ReshapeV1Op(b.add(ov.NonZeroV3Op(op.condition)), b.i64([-1]), special_zero=False))
        data, axis = op.input, op.axis
        if axis is None:
            data, axis = b.add(ov.ReshapeV1Op(data, b.i64([-1]), special_zero=False)), 0
        b.add(ov.GatherV8Op(data, indices, b.i64(axis)))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        GatherToOv(),
        GatherElementsToOv(),
        GatherNDToOv(),
        ScatterElementsToOv(),
        ScatterNDToOv(),
        OneHotToOv(),
        NonZeroToOv(),
        CompressToGather(),
    ]
