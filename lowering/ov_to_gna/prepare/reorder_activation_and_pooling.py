"""ReorderActivationAndPooling: Conv [-> bias Add] -> activation -> MaxPool becomes
Conv [-> bias Add] -> MaxPool -> activation (the plugin's pipeline step 35). GNA fuses
convolution, pooling and PWL in that order, and the activation then runs on fewer values.

The swap keeps the meaning only for an activation that never decreases, f(max(a, b)) =
max(f(a), f(b)): not for Abs, Swish, Gelu, a PRelu with a negative slope, ..."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import producer
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.permutations import retyped
from ovopt.lowering.values import constant

# activations that never decrease, so max pooling commutes with them
NON_DECREASING = (
    ov.ReluV0Op,
    ov.SigmoidV0Op,
    ov.TanhV0Op,
    ov.ClampV0Op,
    ov.ExpV0Op,
    ov.SignV0Op,
    ov.SoftSignV9Op,
    ov.HSigmoidV5Op,
)


def non_decreasing(op: Operation) -> bool:
    if isinstance(op, NON_DECREASING):
        return True
    slope = constant(op.slope) if isinstance(op, ov.PReluV0Op) else None  # LeakyRelu is a PRelu
    return slope is not None and bool(np.all(slope >= 0))


def convolution_result(value: SSAValue) -> bool:
    """A convolution's output, or a bias Add on one."""
    owner = value.owner
    if isinstance(owner, ov.AddV1Op):
        return any(isinstance(operand.owner, ov.ConvolutionV1Op) for operand in owner.operands)
    return isinstance(owner, ov.ConvolutionV1Op)


class ReorderActivationAndPooling(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MaxPoolOp, rewriter: PatternRewriter) -> None:
        if op.indices.uses:
            return
        activation = producer(op.data, Operation)
        if activation is None or not non_decreasing(activation) or not convolution_result(activation.operands[0]):
            return
        b = Builder(op)
        pooled = retyped(b, op, [activation.operands[0], *op.operands[1:]]).results[0]
        moved = retyped(b, activation, [pooled, *activation.operands[1:]])
        b.replace(rewriter, [moved.results[0], None])  # the activation left unused goes with dce


@dataclass(frozen=True)
class ReorderActivationAndPoolingPass(PatternPass):
    """Max pooling moved before the non-decreasing activation that follows a convolution."""

    name = "gna-reorder-activation-and-pooling"
    erase_dead = True


def patterns(options: ReorderActivationAndPoolingPass) -> list[RewritePattern]:
    return [ReorderActivationAndPooling()]
