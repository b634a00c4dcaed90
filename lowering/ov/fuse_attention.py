"""ov-fuse-attention: the attention exporters spell out,

    MatMul(Q, K^T) [* scale | / divisor] [+ mask] -> Softmax(axis=-1) -> MatMul(., V),

is one ScaledDotProductAttention-13 (ovc's SDPAFusion): OpenVINO's plugins take the fused op
as it is, instead of finding the pattern again at every compile_model (the decoder of issue 26
compiles 2 % faster), and the IR is ovc's.

K^T is a MatMul's transpose_b or a Transpose: K is then the Transpose's input, or a Transpose
of it by the order with its last two axes swapped back (unless that order is the identity).
The fused op computes what the ops did (a divisor becomes its reciprocal's scale): the scores
have one reader at each step, the scale is one number, and neither the mask nor the key and
value batch dims can make the scores bigger than the query's batch (the fused op broadcasts
them into it; a MatMul would broadcast both ways). As in ovc, the fused op always has its five
inputs: a scalar zero mask when there is none, a scale of 1 when the scores are not scaled
(its default is 1 / sqrt(E)).

Not in `gna-default`: GNA runs the parts of an attention it can (the scale, as a diagonal
layer) and leaves the rest to the CPU; one fused op would take them all off the device."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import producer, split_scalar
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, is_float
from ovopt.support.shapes import Shape, shape_of


def fits(small: Shape, large: Shape) -> bool:
    """Whether broadcasting `small` against `large` leaves `large`'s shape: each dim of `small`
    (aligned right) is 1 or `large`'s own, or unknown where `large`'s is not 1 (then it can
    only be 1 or that). Two unknown dims are taken to be one, as ovc takes them."""
    return len(small) <= len(large) and all(
        s == 1 or s == g or (s is None and g != 1) for s, g in zip(reversed(small), reversed(large))
    )


def scaled(scores: SSAValue) -> tuple[SSAValue, float | None]:
    """(unscaled scores, scale) for scores * c, c * scores or scores / c with c one number that
    leaves the scores' shape (a divisor not 0); (scores, None) otherwise."""
    owner = producer(scores, (ov.MultiplyV1Op, ov.DivideV1Op))
    split = split_scalar(owner)
    if split is None or shape_of(split[0].type) != shape_of(scores.type):
        return scores, None
    value, number = split
    if isinstance(owner, ov.MultiplyV1Op):
        return value, number
    return (value, 1.0 / number) if value is owner.lhs and number != 0 else (scores, None)


def masked(scores: SSAValue) -> tuple[SSAValue, SSAValue | None]:
    """(scores, mask) for scores + mask or mask + scores, where the mask only broadcasts into
    the scores; (scores, None) otherwise."""
    owner = producer(scores, ov.AddV1Op)
    if owner is None:
        return scores, None
    for value, mask in ((owner.lhs, owner.rhs), (owner.rhs, owner.lhs)):
        shape, mask_shape = shape_of(value.type), shape_of(mask.type)
        if shape is not None and mask_shape is not None and fits(mask_shape, shape) and shape == shape_of(scores.type):
            return value, mask
    return scores, None


def unswapped(order: np.ndarray | None, rank: int) -> list[int] | None:
    """The transpose order that gives K, for the order that gives K^T (its last two axes
    swapped back); None when `order` is not a full order of `rank` axes."""
    axes = None if order is None or order.shape != (rank,) else order.tolist()  # a few numbers
    if axes is None or sorted(axes) != list(range(rank)):
        return None
    return [*axes[:-2], axes[-1], axes[-2]]


class FuseScaledDotProductAttention(RewritePattern):
    """Rooted at the MatMul of the attention weights and the values."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MatMulV0Op, rewriter: PatternRewriter) -> None:
        if op.transpose_a.value.data or op.transpose_b.value.data or not is_float(op.a):
            return
        softmax = producer(op.a, ov.SoftmaxV8Op)
        shape = shape_of(op.a.type)
        if softmax is None or shape is None or softmax.axis.value.data not in (-1, len(shape) - 1):
            return
        scores, mask = masked(softmax.input)
        scores, scale = scaled(scores)
        product = producer(scores, ov.MatMulV0Op)
        if product is None or product.transpose_a.value.data:
            return
        query, value = product.a, op.b
        key = self._key(product, len(shape))
        if key is None or not self._fits(query, product.b, value):
            return
        b = Builder(op)
        keys, order = key
        if order is not None:
            keys = b.add(ov.TransposeV1Op(keys, b.i64(order)))
        mask = mask if mask is not None else b.constant_like(np.asarray(0.0), query)
        factor = b.constant_like(np.asarray(1.0 if scale is None else scale), query)
        b.add(ov.ScaledDotProductAttentionV13Op(query, keys, value, [mask, factor]))
        b.replace(rewriter)

    @staticmethod
    def _key(product: ov.MatMulV0Op, rank: int) -> tuple[SSAValue, list[int] | None] | None:
        """(K, the order of a Transpose still to take of it, or None) for the K^T the scores read."""
        if product.transpose_b.value.data:
            return product.b, None
        transpose = product.b.owner
        if not isinstance(transpose, ov.TransposeV1Op):
            return None
        order = unswapped(constant(transpose.input_order), rank)
        if order is None:
            return None
        return transpose.data, None if order == list(range(rank)) else order

    @staticmethod
    def _fits(query: SSAValue, keys: SSAValue, value: SSAValue) -> bool:
        """Shapes the fused op takes as the MatMuls did: one rank of 3 or more, head sizes
        known, key and value batch dims that broadcast into the query's and not past them
        (`keys` is the scores' second operand, K^T or K: its batch dims are K's)."""
        q, k, v = (shape_of(x.type) for x in (query, keys, value))
        if q is None or k is None or v is None or len(q) < 3 or not len(q) == len(k) == len(v):
            return False
        return None not in (q[-1], v[-1]) and fits(k[:-2], q[:-2]) and fits(v[:-2], q[:-2])


@dataclass(frozen=True)
class FuseAttentionPass(PatternPass):
    """Fuse every attention block into one ScaledDotProductAttention."""

    name = "ov-fuse-attention"
    erase_dead = True

    def patterns(self):
        return [FuseScaledDotProductAttention(), *super().patterns()]
