"""A constant bias added to a MatMul or convolution output takes the output's rank, its leading
dims 1 (as numpy broadcasting reads it anyway): OpenVINO's CPU plugin fuses a bias into the layer
before it only then. ONNX's Gemm and MatMul + Add give a [N] bias, ovc a [1, N] one; with
[N] biases AlexNet's classifier ran 5% slower than ovc's IR."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.matching import producer, rebuilt, split_constant
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant_like
from ovopt.support.locations import carry_tensor_names
from ovopt.support.shapes import rank_of

LAYERS = (ov.MatMulV0Op, ov.ConvolutionV1Op, ov.GroupConvolutionV1Op)


class BiasOfOutputRank(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.AddV1Op, rewriter: PatternRewriter) -> None:
        split = split_constant(op)
        layer = producer(split[0], LAYERS) if split is not None else None
        rank = rank_of(op.output)
        if layer is None or rank is None or split[1].ndim >= rank or op.auto_broadcast.data != "numpy":
            return
        old = op.lhs if op.rhs is split[0] else op.rhs
        bias = constant_like(split[1].reshape((1,) * (rank - split[1].ndim) + split[1].shape), old)
        if old.has_one_use():
            carry_tensor_names(old, bias.output)
        bias.location = old.owner.location
        added = rebuilt(op, [split[0], bias.output])
        rewriter.replace(op, [bias, added], added.results)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [BiasOfOutputRank()]
