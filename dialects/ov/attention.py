"""ScaledDotProductAttention-13: softmax(Q K^T * scale + bias) V in one op, which OpenVINO's
plugins run as one kernel (no [L, S] score tensor in memory between ops)."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.irdl import operand_def, result_def, var_operand_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop
from ovopt.dialects.ov.base import OvOp, ov_op
from ovopt.support import elements
from ovopt.support.shapes import Shape, element_of, require_element, same_element_type, shape_of, show, tensor_type


def _broadcasts_into(small: Shape, large: Shape) -> bool:
    """Whether numpy broadcasting of `small` against `large` may leave `large`'s shape: each
    dim of `small` (aligned right) is 1, `large`'s or unknown, and `small` has no more dims."""
    if small is None or large is None:
        return True
    if len(small) > len(large):
        return False
    return all(s in (1, None) or s == g or g is None for s, g in zip(reversed(small), reversed(large)))


@ov_op(13)
class ScaledDotProductAttentionV13Op(OvOp):
    """ScaledDotProductAttention-13: query [N..., L, E], key [N..., S, E], value [N..., S, Ev]
    give [N..., L, Ev]. `mask_and_scale` is the optional attention_mask (added to the scores; a
    boolean one keeps where true) and, after it, the optional scalar scale (default
    1 / sqrt(E)); with `causal` the scores above the diagonal are hidden and the mask ignored.
    Key and value batch dims broadcast into the query's."""

    query = operand_def(TensorType)
    key = operand_def(TensorType)
    value = operand_def(TensorType)
    mask_and_scale = var_operand_def(TensorType)  # a scale needs a mask before it: a scalar zero is none
    output = result_def(TensorType)
    causal = bool_prop(default=False)

    @classmethod
    def infer_result_types(cls, operands, properties):
        if not 3 <= len(operands) <= 5:
            raise VerifyException(f"takes query, key, value, an optional mask and scale, got {len(operands)} inputs")
        query, key, value, *rest = operands
        element = same_element_type(query.type, key.type, value.type)
        require_element(query.type, elements.is_floating, "ScaledDotProductAttention needs floating-point inputs")
        q, k, v = (shape_of(x.type) for x in (query, key, value))
        for name, shape in (("query", q), ("key", k), ("value", v)):
            if shape is not None and len(shape) < 3:
                raise VerifyException(f"{name} must have rank 3 or more, got {show(shape)}")
        for name, shape in (("key", k), ("value", v)):
            if shape is not None and q is not None and not _broadcasts_into(shape[:-2], q[:-2]):
                raise VerifyException(f"{name} {show(shape)} does not broadcast into the batch of query {show(q)}")
        if q is not None and k is not None and None not in (q[-1], k[-1]) and q[-1] != k[-1]:
            raise VerifyException(f"query {show(q)} and key {show(k)} differ in their last dim")
        if k is not None and v is not None and None not in (k[-2], v[-2]) and k[-2] != v[-2]:
            raise VerifyException(f"key {show(k)} and value {show(v)} differ in their sequence length")
        if rest:
            cls._check_mask(rest[0], element, q, k)
        if len(rest) == 2:
            scale = shape_of(rest[1].type)
            same_element_type(query.type, rest[1].type)
            if scale is not None and scale != []:
                raise VerifyException(f"scale must be a scalar, got {show(scale)}")
        if q is None:
            return [tensor_type(element, None)]
        return [tensor_type(element, [*q[:-1], None if v is None else v[-1]])]

    @staticmethod
    def _check_mask(mask, element, q: Shape, k: Shape) -> None:
        mask_element = element_of(mask.type)
        if mask_element != element and not elements.is_boolean(mask_element):
            raise VerifyException(f"attention_mask must be boolean or {element}, not {mask_element}")
        scores = None if q is None or k is None else [*q[:-1], k[-2]]
        if not _broadcasts_into(shape_of(mask.type), scores):
            raise VerifyException(
                f"attention_mask {show(shape_of(mask.type))} does not broadcast to the scores {show(scores)}"
            )


OPS = [
    ScaledDotProductAttentionV13Op,
]
__all__ = [op.__name__ for op in OPS]
