"""A deliberately wrong pattern, for docs/driver.md's `--bisect` (and its test).

    ov-opt examples/example_cnn.onnx --extensions docs/examples/wrong_drop_add.py --validate --bisect

`example-drop-small-add` means to remove `x + 0`, but tests |c| < 1 where it meant c == 0, so
it also drops the small biases a network adds: the IR runs and computes other numbers.
"""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.transformations import pattern_transformation
from ovopt.lowering.values import constant


@pattern_transformation("example-drop-small-add", phase="back", run_after=("ov-fold-constants",))
class DropSmallAdd(RewritePattern):
    """x + c is x when c is zero -- wrong on purpose: `abs(c) < 1` should be `c == 0`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.AddV1Op, rewriter: PatternRewriter) -> None:
        value = constant(op.rhs)
        if value is not None and (abs(value) < 1).all() and op.lhs.type == op.output.type:
            rewriter.replace(op, [], [op.lhs])
