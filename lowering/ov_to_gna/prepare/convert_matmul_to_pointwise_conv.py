"""ConvertMatmulToPointWiseConvolution: GNA's affine layer takes at most 8 rows of data at once
(kAffineMaxBatchSize), so a MatMul [A, B] x [B, C] by constant weights with A > 8 becomes a 1x1
convolution over the A rows: the input as NHWC [1, 1, A, B] transposed to [1, B, 1, A], filters
[C, B, 1, 1], the output transposed back and reshaped to [A, C] (the plugin's pipeline steps
16-18). A following Add of a per-column bias moves inside, before the trailing Transpose.
Data of a higher rank [..., B] (a sequence's output, [T, N, B]) is read as its A rows the same
way, and the result gets its leading dims back. GNA's convolution takes a multiple of 4
filters: other counts get zero filters added, whose channels a Slice drops again.

Weights behind a FakeQuantize gna-keep-weights-fake-quantize kept keep it on the filters (the
plugin's three patterns take Const -> FakeQuantize weights). A per-tensor FakeQuantize that
alone reads the result (after the bias Add) moves inside, before the trailing Transpose, as
ConvertMatmulWithFqToPointWiseConvolution moves its `out_fq`."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import split_constant
from ovopt.lowering.ov_to_gna.prepare.common import fake_quantized_like, kept_fake_quantize, pointwise
from ovopt.lowering.ov_to_gna.prepare.matmul import constant_weights
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


def fake_quantize_after(value: SSAValue) -> ov.FakeQuantizeV0Op | None:
    """The per-tensor FakeQuantize (constant limits of one element) that alone reads `value`."""
    user = next(iter(value.uses)).operation if value.has_one_use() else None
    if not isinstance(user, ov.FakeQuantizeV0Op) or user.x is not value:
        return None
    limits = [constant(v) for v in user.operands[1:]]
    return user if all(x is not None and x.size == 1 for x in limits) else None


def carried_filters(b: Builder, op: ov.MatMulV0Op, filters: np.ndarray, padded: int) -> SSAValue | None:
    """The kept FakeQuantize of the MatMul's weights on the 1x1 filters [C + padded, B, 1, 1]
    (`filters` are its input): limits of one element as they are, ranges per output channel as
    [C + padded, 1, 1, 1], the zero filters taking the last channel's. None for constant weights."""
    fake_quantize = kept_fake_quantize(op.b)
    if fake_quantize is None:
        return None

    def per_filter(limit: np.ndarray) -> np.ndarray:
        if limit.size == 1:
            return limit.reshape(())
        full = np.broadcast_to(limit, static_shape(op.b))
        full = full if op.transpose_b.value.data else full.T  # [C, B]
        return np.pad(full[:, :1], [(0, padded), (0, 0)], mode="edge")[:, :, None, None]

    return fake_quantized_like(b, b.constant_like(filters[:, :, None, None], op.a), fake_quantize, per_filter)


class ConvertMatmulToPointwiseConv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        x, weights = static_shape(op.a), constant_weights(op.b)
        if x is None or weights is None or len(x) < 2 or weights.ndim != 2 or op.transpose_a.value.data:
            return
        rows = int(np.prod(x[:-1]))
        if rows <= AFFINE_MAX_BATCH or not is_float(op.a):
            return
        filters = weights if op.transpose_b.value.data else weights.T  # [C, B]
        columns, inputs = filters.shape
        bias = bias_after(op, columns)
        fake_quantize = fake_quantize_after(bias[0].output if bias else op.output)
        padded = -columns % FILTER_MULTIPLE
        b = Builder(fake_quantize or (bias[0] if bias else op))
        nhwc = b.add(ov.ReshapeV1Op(op.a, b.i64([1, 1, rows, inputs]), special_zero=False))
        nchw = b.add(ov.TransposeV1Op(nhwc, b.i64([0, 3, 1, 2])))
        filters = np.pad(filters, [(0, padded), (0, 0)])
        carried = carried_filters(b, op, filters, padded)
        out = pointwise(b, nchw, filters if carried is None else carried)
        if bias:
            shift = np.pad(bias[1], (0, padded)).reshape(1, columns + padded, 1, 1)
            out = b.add(ov.AddV1Op(out, b.constant_like(shift, op.a)))
        if fake_quantize:  # ConvertMatmulWithFqToPointWiseConvolution: inside, before the transpose
            limits = [b.constant_like(constant(v).reshape(()), v) for v in fake_quantize.operands[1:]]
            out = b.add(ov.FakeQuantizeV0Op(out, *limits, levels=fake_quantize.levels.value.data))
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
