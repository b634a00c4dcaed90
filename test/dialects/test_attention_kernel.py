"""The ScaledDotProductAttention kernel (dialects/ov_reference/attention.py) against OpenVINO's
own op on the same inputs: the default scale, a given one, float and boolean masks, causal,
key and value heads that broadcast into the query's, and rank 3."""

from __future__ import annotations

import numpy as np
import pytest
from kernel_support import assert_same, both, one_op, tensor_text

RNG = np.random.default_rng(11)


def normal(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


QUERY, KEY, VALUE = normal(2, 4, 5, 8), normal(2, 1, 6, 8), normal(2, 1, 6, 7)
KEPT = RNG.uniform(size=(5, 6)) < 0.7
KEPT[:, 0] = True  # every query sees a key: a row of none is NaN in both, and says nothing

CASES = {
    "default_scale": ([QUERY, KEY, VALUE], ""),
    "float_mask_and_scale": ([QUERY, KEY, VALUE, normal(2, 1, 5, 6), np.asarray(0.3, np.float32)], ""),
    "boolean_mask": ([QUERY, KEY, VALUE, KEPT], ""),
    "causal": ([QUERY, KEY, VALUE], "{causal = true} "),
    "causal_ignores_the_mask": ([QUERY, KEY, VALUE, normal(5, 6)], "{causal = true} "),
    "rank_3": ([normal(3, 5, 8), normal(3, 6, 8), normal(3, 6, 4)], ""),
}


@pytest.mark.parametrize("case", CASES)
def test_attention_kernel_against_openvino(tmp_path, case):
    inputs, attributes = CASES[case]
    query, value = inputs[0], inputs[2]
    result = tensor_text(np.empty((*query.shape[:-1], value.shape[-1]), np.float32))
    text = one_op("ScaledDotProductAttention.v13", inputs, result, attributes)
    assert_same(*both(tmp_path, text, inputs))
