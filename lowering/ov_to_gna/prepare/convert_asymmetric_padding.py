"""ConvertAsymmetricPadding: GNA 3.5 pads a convolution only symmetrically, so where a spatial
axis has more padding at one end, that extra is made zeros concatenated to the data on that
side and the convolution keeps the symmetric part."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.lowering.builder import Builder
from ovopt.lowering.ov_to_gna.prepare.common import conv_pads, zero_padded
from ovopt.lowering.ov_to_gna.prepare.convert_padded_to_valid_conv import CONVOLUTIONS, with_pads
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import is_float


class ConvertAsymmetricPadding(RewritePattern):
    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, CONVOLUTIONS) or not is_float(op.data):
            return
        pads = conv_pads(op)
        if pads is None or pads[0] == pads[1]:
            return
        begin, end = pads
        symmetric = [min(p, q) for p, q in zip(begin, end)]
        b = Builder(op)
        before, after = ([p - s for p, s in zip(pads, symmetric)] for pads in (begin, end))
        data = zero_padded(b, op.data, before, after)
        b.add(with_pads(op, data, symmetric, symmetric))
        b.replace(rewriter)


@dataclass(frozen=True)
class ConvertAsymmetricPaddingPass(PatternPass):
    """A convolution padded more at one end of an axis gets that extra as zeros concatenated to
    its data; the convolution keeps symmetric pads."""

    name = "gna-convert-asymmetric-padding"
    erase_dead = True


def patterns(options: ConvertAsymmetricPaddingPass) -> list[RewritePattern]:
    return [ConvertAsymmetricPadding()]
