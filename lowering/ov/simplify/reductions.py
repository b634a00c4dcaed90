"""`ReduceMax(x) == -inf` as `ReduceLogicalAnd(x == -inf)`: is every element -inf.

The two are equal for every x without NaN. OpenVINO's CPU plugin starts a ReduceMax at the
lowest finite float, so the max of a row of -inf comes out as -3.4e38 and the comparison is
false. ONNX's Attention (and exporters' masked softmaxes) test exactly this to zero the rows a
mask hides completely; without the rewrite those rows become NaN.
"""

from __future__ import annotations

import math

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import producer, split_scalar
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant_like, is_float


class AllNegativeInfinity(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.EqualV1Op, rewriter: PatternRewriter) -> None:
        split = split_scalar(op)
        if split is None or split[1] != -math.inf:
            return
        peak = producer(split[0], ov.ReduceMaxV1Op)
        if peak is None or not is_float(peak.data):
            return
        b = Builder(op)
        hidden = b.add(ov.EqualV1Op(peak.data, b.add(constant_like(-math.inf, peak.data))))
        b.add(ov.ReduceLogicalAndV1Op(hidden, peak.axes, keep_dims=peak.keep_dims))
        if b.ops[-1].results[0].type != op.results[0].type:
            return
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [AllNegativeInfinity()]
