"""ov-transpose-matmul-weights: a MatMul's constant weights stored [..., N, K] and read with
`transpose_b`, the layout OpenVINO's CPU plugin computes with (ovc's
MatMulConstTransposesExtraction). As in ovc, the weights are a constant of rank 2 or more with
as many axes of size 1 as it has leading axes (all but the last two).

MatMul(x, W) becomes MatMul(x, Transpose(W), transpose_b=true), one Transpose per constant,
named as it is. The Transpose is not folded here: the IR writer writes it as the transposed
constant (targets/ir/transposed.py) while it writes the .bin, a band at a time, so that a
model's weights are never held twice. A pipeline that folds constants after this pass folds
the Transpose in memory, to the same IR.

Given [..., K, N] weights, the CPU plugin transposes them at every compile_model; ovc pays
for that once, in the converter, and so does ovopt, at a price: each weight then passes
through the process, where an untouched one is copied file to file by the kernel. On issue
26's 4.4 GB decoder compile_model takes 17 % less time and the conversion 1.8 times as long,
still well under ovc's (docs/performance.md has the figures). A model loaded many times is
loaded faster. Last in `ov-default`; not in `gna-default`: GNA takes weights as they are.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.rewriter import InsertPoint

from ovopt.dialects import ov
from ovopt.dialects.transposed_constants import is_transposed_constant, stored_whole_bytes, swap_last_axes
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import shape_of


class TransposeMatMulWeights(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        weights = op.b.owner
        if op.transpose_b.value.data or not isinstance(weights, ov.ConstantV0Op) or not _transposable(weights):
            return
        transposed = _transposed(weights) or _transpose(weights, rewriter)
        b = Builder(op)
        b.add(ov.MatMulV0Op(op.a, transposed, transpose_a=op.transpose_a.value.data, transpose_b=True))
        b.replace(rewriter)


def _transposable(weights: ov.ConstantV0Op) -> bool:
    """ovc's condition (a rank of 2 or more, and as many axes of size 1 as it has leading axes
    but two), for weights whose transpose the IR writer writes."""
    shape = shape_of(weights.output.type)
    return len(shape) >= 2 and shape.count(1) >= len(shape) - 2 and stored_whole_bytes(weights.output)


def _transposed(weights: ov.ConstantV0Op) -> SSAValue | None:
    """The Transpose this pass made of `weights` for another MatMul, if it made one."""
    for use in weights.output.uses:
        if is_transposed_constant(use.operation):
            return use.operation.output
    return None


def _transpose(weights: ov.ConstantV0Op, rewriter: PatternRewriter) -> SSAValue:
    """A Transpose of `weights` right after them, before all their readers; named as they are,
    as the Const layer the IR writer makes of it is."""
    order = ov.ConstantV0Op.from_numpy(np.asarray(swap_last_axes(len(shape_of(weights.output.type))), np.int64))
    transpose = ov.TransposeV1Op(weights.output, order.output)
    order.location = transpose.location = weights.location
    rewriter.insert([order, transpose], InsertPoint.after(weights))
    return transpose.output


@dataclass(frozen=True)
class TransposeMatMulWeightsPass(PatternPass):
    """Store every MatMul's constant weights transposed, read with transpose_b."""

    name = "ov-transpose-matmul-weights"

    def patterns(self):
        return [TransposeMatMulWeights(), *super().patterns()]
