"""gna-keep-weights-fake-quantize{precision}: when the GNA pipeline quantises, a per-tensor
FakeQuantize of constant weights that a MatMul reads as its weights (either operand, data of
any rank, as long as the preparation makes it one affine) is marked
`ovopt.keep_unfolded` before ov-fold-constants reaches it, so convert-ov-to-gna can fuse it
into the affine's weights as the plugin's FuseFQIntoWeightsPass does (its levels decide the
weights' precision, its range their scale). Folded, the weights would keep its grid but lose
its levels. Without `precision` (the float GNA path) and outside gna-default nothing is marked:
ov-default's IR stays what it was."""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnitAttr
from xdsl.ir import Operation, Use
from xdsl.passes import ModulePass

from ovopt.dialects import ov
from ovopt.dialects.evaluation import KEEP_UNFOLDED_ATTR
from ovopt.lowering.gna.fold_fake_quantize import data_range
from ovopt.lowering.ov_to_gna.limits import precision_option
from ovopt.lowering.ov_to_gna.limits.generations import AFFINE_MAX_BATCH
from ovopt.lowering.values import constant, static_shape


def affine_weights(use: Use) -> bool:
    """`use` is the weights of a MatMul that becomes one affine of at most 8 frames: of 2-D data
    as it is, of data [..., K] read as its rows (gna-insert-reshape-around-matmul, the plugin's
    InsertReshapeAroundMatmulWithFq), or the weights as the first operand of data [1, ..., K, N]
    swapped to N frames (gna-swap-input-matmul, SwapInputMatMulWithFq)."""
    matmul = use.operation
    if not isinstance(matmul, ov.MatMulV0Op):
        return False
    transposed = (matmul.transpose_a if use.index == 1 else matmul.transpose_b).value.data
    shape = static_shape(matmul.a if use.index == 1 else matmul.b)
    if shape is None or len(shape) < 2 or (len(shape) > 2 and transposed):
        return False
    if use.index == 1:
        frames = shape[1] if transposed else math.prod(shape[:-1])
    else:
        frames = shape[-2] if transposed else shape[-1]
        if any(d != 1 for d in shape[:-2]) or constant(matmul.b) is not None:
            return False
    return frames <= AFFINE_MAX_BATCH


def fuses_into_weights(op: Operation) -> bool:
    """A per-tensor FakeQuantize of 2-D constant weights that only affine MatMuls read as their
    weights (the form MatMulToAffine fuses)."""
    if not isinstance(op, ov.FakeQuantizeV0Op) or data_range(op) is None:
        return False
    weights = constant(op.x)
    uses = list(op.results[0].uses)
    return weights is not None and weights.ndim == 2 and bool(uses) and all(affine_weights(u) for u in uses)


@dataclass(frozen=True)
class KeepWeightsFakeQuantizePass(ModulePass):
    """Mark the weights' FakeQuantizes convert-ov-to-gna fuses (only with `precision`)."""

    name = "gna-keep-weights-fake-quantize"
    precision: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not precision_option(self.name, self.precision):
            return
        for inner in op.walk():
            if fuses_into_weights(inner):
                inner.attributes[KEEP_UNFOLDED_ATTR] = UnitAttr()


def fused(op: ov.FakeQuantizeV0Op) -> bool:
    """Whether a kept weights' FakeQuantize went into its layers (nothing reads it any more)."""
    return KEEP_UNFOLDED_ATTR in op.attributes and not op.results[0].uses
