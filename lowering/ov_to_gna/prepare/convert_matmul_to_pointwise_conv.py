"""ConvertMatmulToPointWiseConvolution: GNA's affine layer takes at most 8 rows of data at once
(kAffineMaxBatchSize), so a MatMul [A, B] x [B, C] by constant weights with A > 8 becomes a 1x1
convolution over the A rows: the input as NHWC [1, 1, A, B] transposed to [1, B, 1, A], filters
[C, B, 1, 1], the output transposed back and reshaped to [A, C] (the plugin's pipeline steps
16-18). A following Add of a per-column bias moves inside, before the trailing Transpose.
Data of a higher rank [..., B] (a sequence's output, [T, N, B]) is read as its A rows the same
way, and the result gets its leading dims back. GNA's convolution takes a multiple of 4
filters: other counts get zero filters added, whose channels a Slice drops again."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import split_constant
from ovopt.lowering.ov_to_gna.prepare.common import pointwise
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, is_float, static_shape

AFFINE_MAX_BATCH = 8  # kAffineMaxBatchSize
FILTER_MULTIPLE = 4  # GNA convolutions take 4, 8, ... filters


def bias_after(op: ov.MatMulV0Op, columns: int) -> tuple[Operation, np.ndarray] | None:
    """The Add of a constant [C] or [1, C] that alone reads the MatMul, and that constant."""
    if not op.output.has_one_use():
        return None
    add = next(iter(op.output.uses)).operation
    split = split_constant(add) if isinstance(add, ov.AddV1Op) else None
    if split is None or split[1].size != columns or split[1].ndim > 2:
        return None
    return add, split[1].reshape(columns)


class ConvertMatmulToPointwiseConv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        x, weights = static_shape(op.a), constant(op.b)
        if x is None or weights is None or len(x) < 2 or weights.ndim != 2 or op.transpose_a.value.data:
            return
        rows = int(np.prod(x[:-1]))
        if rows <= AFFINE_MAX_BATCH or not is_float(op.a):
            return
        filters = weights if op.transpose_b.value.data else weights.T  # [C, B]
        columns, inputs = filters.shape
        bias = bias_after(op, columns)
        padded = -columns % FILTER_MULTIPLE
        b = Builder(bias[0] if bias else op)
        nhwc = b.add(ov.ReshapeV1Op(op.a, b.i64([1, 1, rows, inputs]), special_zero=False))
        nchw = b.add(ov.TransposeV1Op(nhwc, b.i64([0, 3, 1, 2])))
        out = pointwise(b, nchw, np.pad(filters, [(0, padded), (0, 0)]))
        if bias:
            shift = np.pad(bias[1], (0, padded)).reshape(1, columns + padded, 1, 1)
            out = b.add(ov.AddV1Op(out, b.constant_like(shift, op.a)))
        back = b.add(ov.TransposeV1Op(out, b.i64([0, 2, 3, 1])))  # absorbed by the convolution
        if padded:
            back = b.add(ov.SliceV8Op(back, b.i64([0]), b.i64([columns]), b.i64([1]), b.i64([3])))
        b.add(ov.ReshapeV1Op(back, b.i64([*x[:-1], columns]), special_zero=False))
        b.replace(rewriter)


@dataclass(frozen=True)
class ConvertMatmulToPointwiseConvPass(PatternPass):
    """A MatMul [..., B] x constant [B, C] with over 8 rows becomes a 1x1 convolution between
    transposes, a following bias Add moved inside."""

    name = "gna-convert-matmul-to-pointwise-conv"
    erase_dead = True


def patterns(options: ConvertMatmulToPointwiseConvPass) -> list[RewritePattern]:
    return [ConvertMatmulToPointwiseConv()]
