"""Constants and the ops that only pass a value on (Identity, StopGradient, a placeholder's
default, checks that hold at inference): the value itself."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder


class ConstToConstant(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.ConstOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.ConstantV0Op(op.value))
        b.replace(rewriter)


# Ops whose outputs are their inputs, at inference.
PASS_THROUGH = (
    tf.IdentityOp,
    tf.IdentityNOp,
    tf.StopGradientOp,
    tf.PreventGradientOp,
    tf.SnapshotOp,
    tf.CheckNumericsOp,
    tf.EnsureShapeOp,
    tf.PlaceholderWithDefaultOp,
)


class PassThrough(RewritePattern):
    """The op's results are its (first) operands."""

    op_types = PASS_THROUGH

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, PASS_THROUGH):
            return
        values = list(op.operands[: len(op.results)])
        rewriter.replace(op, [], values)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ConstToConstant(), PassThrough()]
