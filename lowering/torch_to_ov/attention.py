"""Attention: scaled_dot_product_attention, as torch.export leaves F.scaled_dot_product_attention
(transformers' sdpa attention, torchvision's ViT), in its math form:

    softmax(q @ k^T * scale + bias) @ v

scale is the given one (left out when 1) or 1 / sqrt(q.size(-1)); the bias is -inf above the diagonal when
`is_causal` (the top-left aligned lower triangle stays, as torch's tril), -inf where a boolean
`attn_mask` is false, or a float `attn_mask` added. With `enable_gqa` the key and value heads
(axis -3) are repeated, each `Hq / Hkv` times in a row, as torch's repeat_interleave. The math
form serves every pipeline: ov-default's ov-fuse-attention makes one ScaledDotProductAttention
of it (without a causal or boolean mask, whose Select it does not take), gna-default runs on
GNA what GNA can of it. A dropout inside the attention (dropout_p > 0) is random and refused.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.dims import dim_of
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, lowering_error
from ovopt.lowering.torch_to_ov.elementwise import as_element, result_element
from ovopt.support import elements
from ovopt.support.shapes import element_of, rank_of, shape_of


class ScaledDotProductAttentionToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenScaledDotProductAttentionOp, rewriter: PatternRewriter) -> None:
        if op.dropout_p != 0.0:
            raise lowering_error(
                op,
                f"a dropout inside the attention (dropout_p = {op.dropout_p}) is random: "
                "call it with dropout_p=0 in eval mode",
            )
        ranks = [rank_of(v) for v in (op.query, op.key, op.value)]
        if None in ranks or min(ranks) < 2:
            raise lowering_error(op, "scaled_dot_product_attention needs query, key and value of known rank >= 2")
        element = result_element(op)
        b = Builder(op)
        query, key, value = (as_element(b, v, element) for v in (op.query, op.key, op.value))
        if op.enable_gqa:
            key, value = (_grouped(b, op, query, v) for v in (key, value))
        scores = b.add(ov.MatMulV0Op(query, key, transpose_b=True))
        if op.scale != 1.0:
            scores = b.add(ov.MultiplyV1Op(scores, _scale(b, op, query)))
        minus_infinity = b.constant_like(np.asarray(-np.inf), query)
        if op.is_causal:
            future = _above_diagonal(b, query, key)
            scores = b.add(ov.SelectV1Op(future, minus_infinity, scores))
        if op.attn_mask is not None:
            mask = op.attn_mask
            if elements.is_floating(element_of(mask.type)):
                scores = b.add(ov.AddV1Op(scores, as_element(b, mask, element)))
            else:
                scores = b.add(ov.SelectV1Op(_boolean(b, mask), scores, minus_infinity))
        weights = b.add(ov.SoftmaxV8Op(scores, axis=-1))
        b.add(ov.MatMulV0Op(weights, value))
        b.replace(rewriter)


def _scale(b: Builder, op: torch.AtenScaledDotProductAttentionOp, query: SSAValue) -> SSAValue:
    """The given scale, or 1 / sqrt(E) of the query's last dim E (computed when E is symbolic)."""
    if op.scale is not None:
        return b.constant_like(np.asarray(op.scale), query)
    depth = shape_of(query.type)[-1]
    if depth is not None:
        return b.constant_like(np.asarray(1.0 / np.sqrt(depth)), query)
    rank = rank_of(query)
    size = b.add(ov.ConvertV0Op(dim_of(b, query, rank - 1, scalar=True), destination_type=element_of(query.type)))
    return b.add(ov.DivideV1Op(b.constant_like(np.asarray(1.0), query), b.add(ov.SqrtV0Op(size))))


def _above_diagonal(b: Builder, query: SSAValue, key: SSAValue) -> SSAValue:
    """[L, S] booleans, true where column > row: what a causal attention hides."""
    rows, columns = (dim_of(b, x, rank_of(x) - 2, scalar=True) for x in (query, key))
    zero, one = b.i64(0), b.i64(1)
    row = b.add(ov.UnsqueezeV0Op(b.add(ov.RangeV4Op(zero, rows, one, output_type=rows.type.element_type)), b.i64(1)))
    column = b.add(ov.RangeV4Op(zero, columns, one, output_type=columns.type.element_type))
    return b.add(ov.GreaterV1Op(column, row))


def _boolean(b: Builder, mask: SSAValue) -> SSAValue:
    """A mask as booleans (an integer mask: nonzero keeps)."""
    if element_of(mask.type) == elements.element_type_of(np.dtype(np.bool_)):
        return mask
    return b.add(ov.ConvertV0Op(mask, destination_type=elements.element_type_of(np.dtype(np.bool_))))


def _grouped(b: Builder, op, query: SSAValue, x: SSAValue) -> SSAValue:
    """x [..., Hkv, S, E] with each head repeated Hq / Hkv times in a row: [..., Hq, S, E]."""
    query_shape, shape = shape_of(query.type), shape_of(x.type)
    if len(query_shape) < 3 or len(shape) < 3 or query_shape[-3] is None or shape[-3] is None:
        raise lowering_error(op, "enable_gqa needs query, key and value of rank >= 3 with known head counts")
    heads, groups = query_shape[-3], shape[-3]
    if heads == groups:
        return x
    if heads % groups:
        raise lowering_error(op, f"enable_gqa: {heads} query heads are not a multiple of {groups} key-value heads")
    repeat = heads // groups
    rank = len(shape)
    spread = b.add(ov.UnsqueezeV0Op(x, b.i64(rank - 2)))  # [..., Hkv, 1, S, E]
    wider = b.add(ov.MultiplyV1Op(b.add(ov.ShapeOfV3Op(spread)), b.i64([1] * (rank - 2) + [repeat, 1, 1])))
    repeated = b.add(ov.BroadcastV3Op(spread, wider))
    merged = b.add(ov.MultiplyV1Op(b.add(ov.ShapeOfV3Op(x)), b.i64([1] * (rank - 3) + [repeat, 1, 1])))
    return b.add(ov.ReshapeV1Op(repeated, merged, special_zero=False))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ScaledDotProductAttentionToOv()]
