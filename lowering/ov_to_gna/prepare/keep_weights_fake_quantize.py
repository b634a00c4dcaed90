"""gna-keep-weights-fake-quantize{precision}: when the GNA pipeline quantises, a FakeQuantize
of constant weights, per tensor or per output channel (at most 255 levels), that only layers
it fuses into read as their weights (a MatMul the preparation makes one affine of at most 8
frames, whichever operand the weights are and whatever the data's rank; a MatMul over 8 rows,
which becomes a pointwise convolution; a Convolution's filters) is marked
`ovopt.keep_unfolded` before ov-fold-constants reaches it. The preparation carries it onto the
weights it rewrites and convert-ov-to-gna fuses it into the layer's weights as the plugin's
FuseFQIntoWeightsPass does (its levels decide the weights' precision, its range their scale,
the smallest channel scale with ranges per channel). Folded, the weights would keep its grid
but lose its levels. Without `precision` (the float GNA path) and outside gna-default nothing
is marked: ov-default's IR stays what it was. One whose ranges the plugin refuses (per channel
over 255 levels) or that are not one per output channel is folded, with a note saying so."""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnitAttr
from xdsl.ir import Operation, Use
from xdsl.passes import ModulePass

from ovopt.dialects import ov
from ovopt.dialects.evaluation import KEEP_UNFOLDED_ATTR
from ovopt.lowering.gna.fold_fake_quantize import data_range
from ovopt.lowering.gna.scales import BYTE_LEVELS
from ovopt.lowering.ov_to_gna.limits import precision_option
from ovopt.lowering.ov_to_gna.limits.generations import AFFINE_MAX_BATCH
from ovopt.lowering.values import constant, is_float, static_shape
from ovopt.support.locations import describe


def affine_weights(use: Use) -> bool:
    """`use` is the 2-D weights of a MatMul that becomes one affine of at most 8 frames: of 2-D
    data as it is, of data [..., K] read as its rows (gna-insert-reshape-around-matmul, the
    plugin's InsertReshapeAroundMatmulWithFq), or the weights as the first operand of data
    [1, ..., K, N] swapped to N frames (gna-swap-input-matmul, SwapInputMatMulWithFq)."""
    matmul = use.operation
    if not isinstance(matmul, ov.MatMulV0Op) or len(static_shape(use.operation.operands[use.index]) or ()) != 2:
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


def pointwise_weights(use: Use) -> bool:
    """`use` is the 2-D weights of a MatMul of float data [..., K] over more than 8 rows, which
    gna-convert-matmul-to-pointwise-conv makes a 1x1 convolution carrying the FakeQuantize onto
    its filters (the plugin's ConvertMatmul...ToPointWiseConvolution take Const -> FakeQuantize
    weights)."""
    matmul = use.operation
    if (
        not isinstance(matmul, ov.MatMulV0Op)
        or use.index != 1
        or len(static_shape(use.operation.operands[use.index]) or ()) != 2
    ):
        return False
    shape = static_shape(matmul.a)
    if shape is None or len(shape) < 2 or matmul.transpose_a.value.data or not is_float(matmul.a):
        return False
    return math.prod(shape[:-1]) > AFFINE_MAX_BATCH


def convolution_filters(use: Use) -> bool:
    """`use` is the constant 1-D or 2-D filters of a Convolution."""
    return (
        isinstance(use.operation, ov.ConvolutionV1Op)
        and use.index == 1
        and len(static_shape(use.operation.operands[use.index]) or ()) in (3, 4)
    )


def layer_weights(use: Use) -> bool:
    """`use` is weights convert-ov-to-gna fuses a kept FakeQuantize into: an affine's, or a
    convolution's (a MatMul's over 8 rows, or a Convolution's)."""
    return affine_weights(use) or pointwise_weights(use) or convolution_filters(use)


def channel_limits(op: ov.FakeQuantizeV0Op) -> tuple[np.ndarray, np.ndarray] | None:
    """The FakeQuantize's limits, broadcast to its constant weights, when its input and output
    limits agree."""
    weights = constant(op.x)
    limits = [constant(v) for v in (op.input_low, op.input_high, op.output_low, op.output_high)]
    if weights is None or any(x is None for x in limits):
        return None
    try:
        in_low, in_high, low, high = (np.broadcast_to(np.asarray(x, np.float64), weights.shape) for x in limits)
    except ValueError:
        return None
    if not (np.array_equal(in_low, low) and np.array_equal(in_high, high)) or np.any(high <= low):
        return None
    return low, high


def weights_range(op: ov.FakeQuantizeV0Op) -> tuple[float, float, float] | None:
    """(low, high, levels) the weights' scale is taken from: the FakeQuantize's range, or with
    ranges per output channel the widest one's, whose scale (levels - 1) / (high - low) is the
    smallest (the plugin takes the minimum scale factor among channels). The plugin refuses
    per-channel ranges over 255 levels (int16 weights): those are left to constant folding."""
    found = data_range(op)
    if found is not None:
        return found
    limits = channel_limits(op) if op.levels.value.data <= BYTE_LEVELS else None
    if limits is None:
        return None
    low, high = limits
    widest = np.unravel_index(np.argmax(high - low), low.shape)
    return float(low[widest]), float(high[widest]), float(op.levels.value.data)


def channel_ranges(op: ov.FakeQuantizeV0Op) -> np.ndarray | None:
    """high - low of the FakeQuantize broadcast to its weights' shape, when its ranges differ
    (per channel); None when it has one range."""
    limits = channel_limits(op) if data_range(op) is None else None
    return None if limits is None else limits[1] - limits[0]


def output_axis(use: Use) -> int:
    """The axis of the weights `use` reads that holds the output channels."""
    matmul = use.operation
    if isinstance(matmul, ov.ConvolutionV1Op):
        return 0
    transposed = (matmul.transpose_b if use.index == 1 else matmul.transpose_a).value.data
    return (0 if transposed else 1) if use.index == 1 else (1 if transposed else 0)


def per_output_channel(op: ov.FakeQuantizeV0Op, use: Use) -> bool:
    """The FakeQuantize's ranges are one per output channel at most: the same along every other
    axis of the weights."""
    limits = channel_limits(op)
    if limits is None:
        return data_range(op) is not None
    axis = output_axis(use)
    return all(
        np.ptp(np.moveaxis(limit, axis, 0).reshape(limit.shape[axis], -1), axis=1).max() == 0 for limit in limits
    )


def on_layer_weights(op: Operation) -> bool:
    """A FakeQuantize of constant weights that only layers it fuses into read as their weights
    (whatever its ranges)."""
    if not isinstance(op, ov.FakeQuantizeV0Op) or constant(op.x) is None:
        return False
    uses = list(op.results[0].uses)
    return bool(uses) and all(layer_weights(u) for u in uses)


def fuses_into_weights(op: Operation) -> bool:
    """A FakeQuantize of constant weights, per tensor or per output channel, that only layers
    it fuses into read as their weights."""
    if not on_layer_weights(op) or weights_range(op) is None:
        return False
    return all(per_output_channel(op, u) for u in op.results[0].uses)


def refusal(op: Operation) -> str | None:
    """Why a FakeQuantize on a layer's weights is not fused for its ranges: per channel over 255
    levels (the plugin throws "unsupported per-channel quantization for int16 weights"), or
    ranges that differ along another axis than the output channels'."""
    if not on_layer_weights(op) or fuses_into_weights(op) or channel_limits(op) is None:
        return None
    levels = op.levels.value.data
    if data_range(op) is None and levels > BYTE_LEVELS:
        reason = f"per-channel ranges at {levels} levels (GNA takes them on 8-bit weights only, 255 levels at most)"
    else:  # it has a weights range, so a use's ranges are not one per output channel
        reason = "ranges that differ along another axis than the output channels' (not one per output channel)"
    return (
        f"{describe(op)} on weights is not fused into the GNA layer: {reason}; "
        "it is folded into the weights, which are quantised from their values"
    )


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
            elif (reason := refusal(inner)) is not None:
                print(f"ov-opt: note: {reason}", file=sys.stderr)


def fused(op: ov.FakeQuantizeV0Op) -> bool:
    """Whether a kept weights' FakeQuantize went into its layers (nothing reads it any more)."""
    return KEEP_UNFOLDED_ATTR in op.attributes and not op.results[0].uses
