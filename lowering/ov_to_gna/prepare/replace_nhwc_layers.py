"""gna-replace-nhwc-layers: a convolution or pooling that convert-ov-to-gna will run
channels-last is wrapped in transposes to NHWC and back, on both sides (the plugin's
ReplaceGnaNHWCLayers, pipeline step 39):

    x -> T(to NHWC) -> T(to NCHW) -> Conv -> T(to NHWC) -> T(to NCHW)

The inner pair is pinned to the op (gna-transpose-sinking leaves it, convert-ov-to-gna absorbs
it into the gna op); the outer pair is an identity that transpose sinking moves away from the
op until it meets the transposes of the model or of the next convolution, or reaches an edge.
A side that already has its transpose (an NHWC model's input transpose) is left as it is."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import rebuilt
from ovopt.lowering.ov.simplify.transposes import transpose_order
from ovopt.lowering.ov_to_gna.convolution import windows_fit
from ovopt.lowering.ov_to_gna.prepare.layout import FROM_CHANNELS_LAST, TO_CHANNELS_LAST, WINDOW_OPS, pinned
from ovopt.lowering.ov_to_gna.prepare.matmul import constant_weights
from ovopt.lowering.pattern_pass import PatternPass


def _has_order(op: Operation | None, order: list[int]) -> bool:
    found = transpose_order(op) if isinstance(op, ov.TransposeV1Op) else None
    return found is not None and [int(i) for i in found] == order


def _round_trip(b: Builder, value: SSAValue, rank: int) -> SSAValue:
    to_last = b.add(ov.TransposeV1Op(value, b.i64(TO_CHANNELS_LAST[rank])))
    return b.add(ov.TransposeV1Op(to_last, b.i64(FROM_CHANNELS_LAST[rank])))


class ReplaceNHWCLayers(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, WINDOW_OPS) or not windows_fit(op, op.data):
            return
        if isinstance(op, ov.MaxPoolOp) and op.indices.uses:
            return
        if isinstance(op, ov.ConvolutionV1Op) and constant_weights(op.filters) is None:
            return
        rank = len(op.data.type.get_shape())
        data_wrapped = isinstance(op.data.owner, ov.TransposeV1Op) and pinned(op.data.owner)
        user = next(iter(op.output.uses)).operation if op.output.has_one_use() else None
        result_wrapped = _has_order(user, TO_CHANNELS_LAST[rank])
        if data_wrapped and result_wrapped:
            return
        b = Builder(op)
        data = op.data if data_wrapped else _round_trip(b, op.data, rank)
        inner = b.add(rebuilt(op, [data, *op.operands[1:]]))
        result = inner if result_wrapped else _round_trip(b, inner, rank)
        b.replace(rewriter, [result, *inner.owner.results[1:]])


@dataclass(frozen=True)
class ReplaceNHWCLayersPass(PatternPass):
    """Convolutions and poolings wrapped in transposes to channels-last and back."""

    name = "gna-replace-nhwc-layers"
    erase_dead = True


def patterns(options: ReplaceNHWCLayersPass) -> list[RewritePattern]:
    return [ReplaceNHWCLayers()]
