"""ConvertPaddedToValidConv: GNA 3.0 convolves only unpadded data, so a convolution's padding
is materialised as zeros concatenated to the data and the convolution becomes VALID (the
plugin's pipeline step 12; the plugin works in NHWC between transposes, here the data is NCHW and
the zeros go on the spatial axes)."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.common import conv_pads, zero_padded
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import is_float

CONVOLUTIONS = (ov.ConvolutionV1Op, ov.GroupConvolutionV1Op)


def with_pads(op, data, begin: list[int], end: list[int]):
    """The convolution `op` on `data` with explicit pads `begin` / `end`."""
    return type(op)(
        data,
        op.filters,
        strides=list(op.strides.get_values()),
        dilations=list(op.dilations.get_values()),
        pads_begin=begin,
        pads_end=end,
        auto_pad="explicit",
    )


class ConvertPaddedToValidConv(RewritePattern):
    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, CONVOLUTIONS) or not is_float(op.data):
            return
        pads = conv_pads(op)
        if pads is None or not any(pads[0] + pads[1]):
            return
        b = Builder(op)
        spatial = len(pads[0])
        b.add(with_pads(op, zero_padded(b, op.data, *pads), [0] * spatial, [0] * spatial))
        b.replace(rewriter)


@dataclass(frozen=True)
class ConvertPaddedToValidConvPass(PatternPass):
    """A padded convolution becomes zeros concatenated to its data and a VALID convolution."""

    name = "gna-convert-padded-to-valid-conv"
    erase_dead = True


def patterns(options: ConvertPaddedToValidConvPass) -> list[RewritePattern]:
    return [ConvertPaddedToValidConv()]
