"""TransposeToReshape: a transpose that only moves 1-dims leaves the data in the order it was,
so it is a Reshape (pipeline step 48, OpenVINO's common TransposeToReshape): a layout
cast for GNA rather than a transpose to run or to cut off to the CPU. The transposes pinned to a
channels-last convolution stay: convert-ov-to-gna folds them into it."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov.simplify.transposes import transpose_order
from ovopt.lowering.ov_to_gna.prepare.layout import pinned
from ovopt.lowering.ov_to_gna.prepare.transpose_compress import moves_only_unit_dims
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import static_shape


class TransposeToReshape(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.TransposeV1Op, rewriter: PatternRewriter) -> None:
        order, shape = transpose_order(op), static_shape(op.data)
        if order is None or shape is None or pinned(op) or not moves_only_unit_dims(shape, order):
            return
        b = Builder(op)
        b.add(ov.ReshapeV1Op(op.data, b.i64(list(static_shape(op.output))), special_zero=False))
        b.replace(rewriter)


@dataclass(frozen=True)
class TransposeToReshapePass(PatternPass):
    """A transpose that only moves 1-dims as a Reshape."""

    name = "gna-transpose-to-reshape"
    erase_dead = True


def patterns(options: TransposeToReshapePass) -> list[RewritePattern]:
    return [TransposeToReshape()]
