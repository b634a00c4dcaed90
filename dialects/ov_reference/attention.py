"""Kernel of ScaledDotProductAttention, as its specification's pseudo-code computes it."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel


@kernel(ov.ScaledDotProductAttentionV13Op)
def scaled_dot_product_attention(op: ov.ScaledDotProductAttentionV13Op, query, key, value, *mask_and_scale):
    mask, scale = (*mask_and_scale, None, None)[:2]
    if scale is None:
        scale = 1 / np.sqrt(np.asarray(query.shape[-1], query.dtype))
    scores = np.matmul(query, np.swapaxes(key, -1, -2)) * scale.astype(query.dtype)
    if op.causal.value.data:
        length, source = query.shape[-2], key.shape[-2]
        scores = scores + np.triu(np.full((length, source), -np.inf, query.dtype), k=1)
    elif mask is not None:
        scores = scores + (np.where(mask, 0, -np.inf).astype(query.dtype) if mask.dtype == np.bool_ else mask)
    with np.errstate(invalid="ignore"):  # a row the mask hides whole is 0 / 0, as the specification computes it
        exponents = np.exp(scores - scores.max(axis=-1, keepdims=True))
        return (np.matmul(exponents / exponents.sum(axis=-1, keepdims=True), value),)
