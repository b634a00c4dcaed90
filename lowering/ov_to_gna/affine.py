"""MatMul with constant weights becomes gna.affine on interleaved (CN) data, as the plugin's
FullyConnected did: weights [O, K], frames as columns. One frame is a cast; more frames are an
ov Transpose into the interleaved order and back, left for sinking and pre/post-processing. A
following Add of a per-output constant becomes the affine's bias.

Weights behind a FakeQuantize gna-keep-weights-fake-quantize kept are fused into the affine
(fused_weights.py), its ranges per output channel as the weights' rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import split_constant
from ovopt.lowering.ov_to_gna.boundary import builtin, from_gna, gna_source, to_gna
from ovopt.lowering.ov_to_gna.fused_weights import fused_weights, mark_fused
from ovopt.lowering.ov_to_gna.prepare.matmul import is_swap_2d
from ovopt.lowering.values import constant, is_float, static_shape
from ovopt.support.shapes import element_of

if TYPE_CHECKING:
    from ovopt.lowering.ov_to_gna.passes import ConvertOvToGnaPass


@dataclass
class MatMulToAffine(RewritePattern):
    """ov.MatMul of 2-D data [N, K] and constant weights: gna.affine with weights [O, K]. Data
    read with transpose_a is [K, N], the interleaved input itself; a Transpose [1, 0] that alone
    reads the result is the interleaved output itself (gna-handle-transposes-around-matmul)."""

    options: ConvertOvToGnaPass

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        fused = fused_weights(op.b)
        weights = fused.weights if fused is not None else None
        shape = static_shape(op.a)
        if weights is None or weights.ndim != 2 or shape is None or len(shape) != 2:
            return
        if constant(op.a) is not None or not is_float(op.a):
            return
        interleaved_in = op.transpose_a.value.data
        frames, k = shape[::-1] if interleaved_in else shape
        after = next(iter(op.output.uses)).operation if op.output.has_one_use() else None
        interleaved_out = is_swap_2d(after)
        b = Builder(after if interleaved_out else op)
        w = weights if op.transpose_b.value.data else weights.T
        element = element_of(op.a.type)
        w_value = b.constant(np.ascontiguousarray(w), element_of(op.b.type))
        if interleaved_in:
            data = to_gna(b, op.a, gna.Layout.CN)
        elif frames == 1:
            data = to_gna(b, op.a, gna.Layout.CN, [k, 1])
        else:
            data = to_gna(b, b.add(ov.TransposeV1Op(op.a, b.i64([1, 0]))), gna.Layout.CN)
        affine = b.add(gna.AffineOp(data, w_value))
        ranges = fused.ranges if fused.ranges is None or op.transpose_b.value.data else fused.ranges.T
        mark_fused(affine.owner, fused, None if ranges is None else ranges[:, 0])  # per row of [O, K]
        if interleaved_out:
            from_gna(b, affine, builtin([w.shape[0], frames], element))
        elif frames == 1:
            from_gna(b, affine, builtin([1, w.shape[0]], element))
        else:
            out = from_gna(b, affine, builtin([w.shape[0], frames], element))
            b.add(ov.TransposeV1Op(out, b.i64([1, 0])))
        b.replace(rewriter)


class FuseAffineBias(RewritePattern):
    """ov.Add of a gna.affine's one-frame result and a constant [O] or [1, O], or of its
    interleaved result [O, N] and a constant [O, 1]: the bias."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.AddV1Op, rewriter: PatternRewriter) -> None:
        split = split_constant(op)
        if split is None:
            return
        value, bias = split
        source = gna_source(value)
        affine = source.owner if source is not None else None
        if not isinstance(affine, gna.AffineOp) or affine.bias is not None or not value.has_one_use():
            return
        outputs, frames = affine.output.type.get_shape()
        per_output = bias.size == outputs and (
            (frames == 1 and bias.shape[0] in (1, outputs)) or static_shape(value) == (outputs, frames)
        )
        if not per_output or bias.ndim > 2 or op.output.type != value.type:
            return
        b = Builder(op)
        bias_value = b.constant(bias.reshape(outputs), element_of(op.output.type))
        fused = b.add(gna.AffineOp(affine.data, affine.weights, bias_value))
        fused.owner.attributes.update(affine.attributes)  # the weights' FakeQuantize, if any
        from_gna(b, fused, op.output.type)
        b.replace(rewriter)


def patterns(options: ConvertOvToGnaPass) -> list[RewritePattern]:
    return [MatMulToAffine(options), FuseAffineBias()]
