"""gna-assign-precision{precision, target}: what each layer computes in, as the plugin's
LayerQuantizer decides it (frontend/layer_quantizer.cpp, GetWeightsPrecision): 16-bit
activations always; affine weights i16, or i8 with the compound bias in int8 mode; convolution
weights i16, i8 in int8 mode on GNA 3.5 only (earlier generations take 16-bit filters);
diagonal weights i16; affine weights a FakeQuantize was fused into (FuseFQIntoWeightsPass)
i8 for at most 255 levels, else i16, in either mode, and so convolution weights where the
generation takes 8-bit filters (3.5; earlier ones take i16 whatever the levels). Each layer
and pooling names the generation, whose rules its verifier checks once the layer is quantised.

With `input-precision=i8` (the plugin's `input_low_precision`, GetBiasesPrecision in the 2023
sources) the bias of an affine without a fused weights FakeQuantize is i8, with no compound
bias; convolutions and diagonals keep i32."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import gna
from ovopt.dialects.gna.precisions import BYTE_CONVOLUTION_WEIGHTS
from ovopt.lowering.gna.scales import BYTE_LEVELS, weights_fake_quantize

if TYPE_CHECKING:
    from ovopt.lowering.gna.passes import AssignPrecisionPass

LAYERS = (gna.AffineOp, gna.DiagonalOp, gna.ConvolutionOp)
POOLS = (gna.MaxPoolOp, gna.SumPoolOp)


def weights_precision(op: Operation, precision: str, target: str) -> str:
    fused = weights_fake_quantize(op)
    if fused is not None and isinstance(op, gna.AffineOp):
        return "i8" if fused[2] <= BYTE_LEVELS else "i16"
    if fused is not None and isinstance(op, gna.ConvolutionOp):
        return "i8" if fused[2] <= BYTE_LEVELS and target in BYTE_CONVOLUTION_WEIGHTS else "i16"
    if precision == "i8" and (
        isinstance(op, gna.AffineOp) or (isinstance(op, gna.ConvolutionOp) and target in BYTE_CONVOLUTION_WEIGHTS)
    ):
        return "i8"
    return "i16"


class AssignPrecision(RewritePattern):
    """A layer or pooling without a target: the pass's target, and a layer its weights'
    precision."""

    def __init__(self, options: AssignPrecisionPass):
        self.precision, self.target = options.precision, options.target
        self.byte_biases = options.input_precision == "i8"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, (*LAYERS, *POOLS)) or "target" in op.properties:
            return
        op.properties["target"] = StringAttr(self.target)
        if isinstance(op, LAYERS) and not isinstance(op.operands[1].type, gna.TensorType):
            op.properties["weights_precision"] = StringAttr(weights_precision(op, self.precision, self.target))
            if self.byte_biases and isinstance(op, gna.AffineOp) and weights_fake_quantize(op) is None:
                op.properties["bias_precision"] = StringAttr("i8")
        rewriter.notify_op_modified(op)


def patterns(options: AssignPrecisionPass) -> list[RewritePattern]:
    return [AssignPrecision(options)]
