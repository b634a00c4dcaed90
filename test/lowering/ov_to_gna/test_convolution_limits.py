"""GNA's convolution and pooling limits (limits/convolution.py) on the windows the plugin refuses:
inputs of the wrong rank, padding where a unit takes none, same padding of an even kernel, 2-D sum
pooling and pooling windows beyond GNA 3.5's 1-D range."""

from __future__ import annotations

import numpy as np
from test_limits import (  # the limits' tests' ops, and their entry point
    GNA20,
    GNA35,
    const,
    conv,
    inputs,
    max_pool,
    why_not_on_gna,
)

from ovopt.dialects import ov
from ovopt.lowering.ov_to_gna.limits.convolution import convolution_limit, pooling_limit


def test_windows_of_rank_5_or_unknown_dims_are_refused():
    assert why_not_on_gna(conv([1, 8, 4, 4, 4], 8, [1, 1, 1]), GNA35) == (
        "a convolution needs a static 3-D or 4-D input on GNA 3.5"
    )
    (x,) = inputs([1, 8, None, 16])
    unknown = ov.ConvolutionV1Op(
        x, const(np.zeros((8, 8, 3, 3))), strides=[1, 1], pads_begin=[0, 0], pads_end=[0, 0], dilations=[1, 1]
    )
    assert convolution_limit(unknown, GNA35) == "a convolution needs a static 3-D or 4-D input"
    (y,) = inputs([1, 8, 4, 4, 4])
    pool = ov.MaxPoolV8Op(
        y, kernel=[2, 2, 2], strides=[2, 2, 2], pads_begin=[0] * 3, pads_end=[0] * 3, dilations=[1] * 3
    )
    assert pooling_limit(pool, GNA35) == "pooling needs a static 3-D or 4-D input"


def test_the_legacy_1d_convolution_takes_no_padding():
    assert why_not_on_gna(conv([1, 8, 100], 8, [3]), GNA20) is None
    assert why_not_on_gna(conv([1, 8, 100], 8, [3], pads=[1]), GNA20) == (
        "the 1-D convolution takes no padding (gna-convert-padded-to-valid-conv makes it explicit) on GNA 2.0"
    )


def same_padded(kernel: list[int]) -> ov.ConvolutionV1Op:
    (x,) = inputs([1, 8, 16, 16])
    return ov.ConvolutionV1Op(
        x,
        const(np.zeros((8, 8, *kernel))),
        strides=[1, 1],
        pads_begin=[0, 0],
        pads_end=[0, 0],
        dilations=[1, 1],
        auto_pad="same_upper",
    )


def test_same_padding_of_an_even_kernel_is_asymmetric():
    """SAME pads k - 1 in all: half on each side only when k is odd."""
    assert why_not_on_gna(same_padded([3, 3]), GNA35) is None
    assert why_not_on_gna(same_padded([2, 3]), GNA35) == "same padding of an even kernel is asymmetric on GNA 3.5"
    assert why_not_on_gna(same_padded([3, 2]), GNA35) == "same padding of an even kernel is asymmetric on GNA 3.5"


def test_pooling_takes_no_padding_and_no_2d_sums():
    base = conv([1, 8, 16, 16], 8, [3, 3])
    padded = ov.MaxPoolV8Op(
        base.output, kernel=[2, 2], strides=[2, 2], pads_begin=[1, 1], pads_end=[1, 1], dilations=[1, 1]
    )
    assert why_not_on_gna(padded, GNA35) == "GNA pooling takes no padding on GNA 3.5"

    def average(kernel):
        return ov.AvgPoolV1Op(
            base.output, kernel=kernel, strides=kernel, pads_begin=[0, 0], pads_end=[0, 0], exclude_pad=False
        )

    assert why_not_on_gna(average([2, 2]), GNA35) == "2-D average (sum) pooling is not supported on GNA 3.5"
    assert why_not_on_gna(average([1, 2]), GNA35) is None


def test_1d_pooling_window_on_35():
    base = conv([1, 8, 600], 8, [1])
    assert why_not_on_gna(max_pool(base, [255]), GNA35) is None
    assert why_not_on_gna(max_pool(base, [256]), GNA35) == (
        "pooling window 256 / stride 256 is outside 1..255 on GNA 3.5"
    )
    assert why_not_on_gna(max_pool(base, [2], [256]), GNA35) == (
        "pooling window 2 / stride 256 is outside 1..255 on GNA 3.5"
    )
