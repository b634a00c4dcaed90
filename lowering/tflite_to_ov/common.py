"""What the tflite -> ov families share: the pattern that dispatches an operator to its lowering
function, the quantization arithmetic, fused activations and the weights of convolutions.

The convention every lowering keeps: a quantized tflite value becomes the f32 value of its real
numbers (scale * (q - zero_point)). An operator computes in f32 on its inputs' real values, and
when its output is quantized, ends in a FakeQuantize onto the output's grid: the requantization
TFLite's integer kernels do, and the form OpenVINO's low-precision pipeline reads as int8 data.
Quantized weights stay 8-bit in the IR: the constant, a Convert (kept from constant folding),
the zero point subtracted and the scale multiplied, per output channel where TFLite gives one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import IntegerType, NoneType, UnitAttr, f32
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, tflite
from ovopt.dialects.evaluation import KEEP_UNFOLDED_ATTR, evaluate
from ovopt.dialects.tflite.quantization import QuantizationAttr, quantization_of
from ovopt.lowering.builder import Builder, lowering_error
from ovopt.support import elements
from ovopt.support.shapes import element_of, rank_of, shape_of

__all__ = [
    "Builder",
    "Lowerings",
    "activation",
    "dequantize",
    "finish",
    "known_ints",
    "lowering_error",
    "requantize",
    "weights",
]

Lowering = Callable[[Builder, tflite.TfliteOp], SSAValue | Sequence[SSAValue] | None]


def ready(op: Operation) -> bool:
    """Are the op's operands ov values (its producers lowered)? An absent input needs nothing,
    and a constant the op reads as weights is read by the op itself (`weights`)."""
    for index, operand in enumerate(op.operands):
        owner = operand.owner
        if isinstance(operand.type, NoneType) or not isinstance(owner, Operation):
            continue
        if owner.dialect_name() == "tflite" and not (reads_weights(op, index) and is_weights(operand)):
            return False
    return True


def is_weights(value: SSAValue) -> bool:
    """A constant, or float16 weights: a DEQUANTIZE of a constant."""
    owner = value.owner
    if isinstance(owner, tflite.DequantizeOp):
        owner = owner.inputs[0].owner
    return isinstance(owner, tflite.ConstOp)


def read_as_weights(value: SSAValue) -> bool:
    """Is the value read as weights by an operator that arranges them itself (it waits for it),
    directly or through a DEQUANTIZE of float16 weights?"""
    for use in value.uses:
        if isinstance(use.operation, WEIGHT_READERS) and use.index == 1:
            return True
        if isinstance(use.operation, tflite.DequantizeOp) and read_as_weights(use.operation.outputs[0]):
            return True
    return False


# Operators whose input 1 is a weights tensor they read themselves (transposed before dequantizing).
WEIGHT_READERS = (tflite.Conv2DOp, tflite.DepthwiseConv2DOp, tflite.FullyConnectedOp, tflite.TransposeConvOp)


def reads_weights(op: Operation, index: int) -> bool:
    return isinstance(op, WEIGHT_READERS) and index == 1


class Lowerings(RewritePattern):
    """The lowering functions of a family, by op type: `function(b, op)` builds the ov ops and
    returns the op's results (None: the op is not the function's to lower, as it stands). A
    storage cast taking a quantized result out is lowered with it, while the grid is known."""

    def __init__(self, table: dict[type[Operation], Lowering]):
        self.table = table
        self.op_types = tuple(table)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        function = self.table.get(type(op))
        if function is None or not ready(op):
            return
        b = Builder(op)
        results = function(b, op)
        if results is None:
            return
        results = [results] if isinstance(results, SSAValue) else list(results)
        leaving = _casts_out(op)
        b.replace(rewriter, results)
        for cast, quantization in leaving:
            out = Builder(cast)
            quantize(out, cast.input, quantization, element_of(cast.output.type))
            out.replace(rewriter)


def _casts_out(op: Operation) -> list[tuple[tflite.StorageCastOp, QuantizationAttr]]:
    """The storage casts that take the op's quantized results out to plain integers, each with
    the grid it quantizes onto: read now, for the lowered results are real values of no grid."""
    found = []
    for result in op.results:
        quantization = quantization_of(result.type)
        if quantization is not None:
            found += [(u.operation, quantization) for u in result.uses if isinstance(u.operation, tflite.StorageCastOp)]
    return found


def lowers(table: dict, *op_types: type[Operation]) -> Callable[[Lowering], Lowering]:
    """`@lowers(TABLE, tflite.AddOp, ...)`: the function lowers these ops."""

    def register(function: Lowering) -> Lowering:
        for op_type in op_types:
            table[op_type] = function
        return function

    return register


def known_ints(op: Operation, value: SSAValue, what: str) -> list[int]:
    """An operand that must be a constant (axes, a shape), as ints; an error naming the node."""
    array = evaluate(value)
    if array is None:
        raise lowering_error(op, f"its {what} must be a constant, not computed at run time")
    return [int(v) for v in np.asarray(array).reshape(-1)]


# -- quantization ---------------------------------------------------------------------------------


def integer_range(element: Attribute) -> tuple[int, int]:
    info = ml_dtypes.iinfo(elements.numpy_dtype(element))
    return int(info.min), int(info.max)


def _per_axis(values: Sequence[float], quantization: QuantizationAttr, rank: int, dtype) -> np.ndarray:
    """Scales or zero points shaped to broadcast against the tensor (per tensor: a scalar)."""
    array = np.asarray(values, dtype=dtype)
    if not quantization.per_axis:
        return array.reshape(())
    shape = [1] * rank
    shape[quantization.axis.data] = len(values)
    return array.reshape(shape)


def dequantize(b: Builder, x: SSAValue, quantization: QuantizationAttr, keep: bool = False) -> SSAValue:
    """The real values of integers x: Convert to f32, minus the zero point, times the scale. `keep`
    marks the Convert of 8-bit weights, so that folding leaves them 8-bit."""
    rank = rank_of(x) or 0
    zeros = _per_axis(quantization.zero_points, quantization, rank, np.float32)
    scales = _per_axis(quantization.scales, quantization, rank, np.float32)
    return dequantize_by(b, x, scales, zeros, keep)


def dequantize_by(b: Builder, x: SSAValue, scales: np.ndarray, zeros: np.ndarray, keep: bool) -> SSAValue:
    """(f32(x) - zeros) * scales, the arrays shaped to broadcast against x."""
    convert = ov.ConvertV0Op(x, destination_type=f32)
    if keep:
        convert.attributes[KEEP_UNFOLDED_ATTR] = UnitAttr()
    y = b.add(convert)
    if np.any(zeros):
        y = b.add(ov.SubtractV1Op(y, b.constant(zeros)))
    return b.add(ov.MultiplyV1Op(y, b.constant(scales)))


def quantize(b: Builder, y: SSAValue, quantization: QuantizationAttr, element: Attribute) -> SSAValue:
    """Real values y as integers of `element`: a FakeQuantize from the grid's range onto the
    integers' (level k is qmin + k, the integer itself), then a Convert; the form ovc writes,
    which OpenVINO's CPU plugin computes right where a Divide, Round and Clamp lost the sign
    once its low-precision pipeline had fused them."""
    low, high = integer_range(element)
    rank = rank_of(y) or 0
    lows, highs = _grid(quantization, low, high, rank, None)
    ones = [1] * rank
    qmin, qmax = b.constant(np.full(ones, low, np.float32)), b.constant(np.full(ones, high, np.float32))
    snapped = b.add(ov.FakeQuantizeV0Op(y, b.constant(lows), b.constant(highs), qmin, qmax, levels=high - low + 1))
    return b.add(ov.ConvertV0Op(snapped, destination_type=element))


def _grid(
    quantization: QuantizationAttr, low: int, high: int, rank: int, channel_axis: int | None
) -> tuple[np.ndarray, np.ndarray]:
    """The real values of the integers `low` and `high` on the grid, shaped against a value of
    `rank` (of that rank, as ovc writes FakeQuantize limits: the CPU plugin fuses them so)."""
    scales = np.asarray(quantization.scales, np.float32)
    zeros = np.asarray(quantization.zero_points, np.float32)
    lows, highs = scales * (low - zeros), scales * (high - zeros)
    shape = [1] * rank
    if quantization.per_axis:
        shape[quantization.axis.data if channel_axis is None else channel_axis] = len(scales)
    return lows.reshape(shape), highs.reshape(shape)


def requantize(b: Builder, y: SSAValue, result_type: Attribute, channel_axis: int | None = None) -> SSAValue:
    """y snapped to the grid of a quantized result (a FakeQuantize of 2^bits levels over its
    range), or y itself for a result of plain numbers. `channel_axis`: where a per-axis
    quantization's axis is in y (an NCHW value of an NHWC tensor)."""
    quantization = quantization_of(result_type)
    if quantization is None:
        return y
    element = element_of(result_type)
    if not isinstance(element, IntegerType) or element.width.data > 16:
        return y  # a 32-bit result (a bias): no grid to snap to
    low, high = integer_range(element)
    lows, highs = _grid(quantization, low, high, rank_of(y) or 0, channel_axis)
    lo, hi = b.constant(lows), b.constant(highs)
    return b.add(ov.FakeQuantizeV0Op(y, lo, hi, lo, hi, levels=high - low + 1))


# -- fused activations --------------------------------------------------------------------------------


def activation(b: Builder, op: Operation, y: SSAValue, name: str | None = None) -> SSAValue:
    """y through the op's fused activation (`fused_activation_function`)."""
    name = name if name is not None else getattr(op, "fused_activation_function", "NONE")
    if name == "NONE":
        return y
    if name == "RELU":
        return b.add(ov.ReluV0Op(y))
    if name == "RELU6":
        return b.add(ov.ClampV0Op(y, min=0.0, max=6.0))
    if name == "RELU_N1_TO_1":
        return b.add(ov.ClampV0Op(y, min=-1.0, max=1.0))
    if name == "TANH":
        return b.add(ov.TanhV0Op(y))
    raise lowering_error(op, f"fused activation {name} has no OpenVINO op")


def finish(b: Builder, op: Operation, y: SSAValue, result: int = 0, channel_axis: int | None = None) -> SSAValue:
    """The op's fused activation, then the requantization of its result `result`."""
    return requantize(b, activation(b, op, y), op.results[result].type, channel_axis)


# -- weights ------------------------------------------------------------------------------------------


def weights(
    b: Builder, op: Operation, value: SSAValue, order: Sequence[int] | None = None, shape: Sequence[int] | None = None
) -> SSAValue:
    """The real values of a weights tensor, its axes permuted by `order`, then reshaped to
    `shape`. A quantized constant is permuted and reshaped as integers (folding computes it) and
    then dequantized, so the IR holds 8-bit weights feeding their dequantization directly, as
    OpenVINO's low-precision pipeline wants (a Reshape between them, its CPU plugin refuses).
    Float16 weights (a DEQUANTIZE of a constant) are permuted as float16 and kept compressed."""
    owner = value.owner
    compressed = isinstance(owner, tflite.DequantizeOp) and isinstance(owner.inputs[0].owner, tflite.ConstOp)
    if compressed:
        owner = owner.inputs[0].owner
    if not isinstance(owner, tflite.ConstOp):
        return _arranged(b, value, order, shape)
    constant = _arranged(b, b.add(ov.ConstantV0Op(owner.value)), order, shape)
    quantization = quantization_of(owner.output.type)
    element = element_of(owner.output.type)
    if quantization is None:
        if element != f32 and elements.is_floating(element):
            return kept(b, ov.ConvertV0Op(constant, destination_type=f32))
        return constant
    scales = np.asarray(quantization.scales, np.float32)
    zeros = np.asarray(quantization.zero_points, np.float32)
    arranged_shape = shape_of(constant.type)
    if quantization.per_axis:
        axis = quantization.axis.data if order is None else list(order).index(quantization.axis.data)
        if shape is not None:  # the channels split into leading dims: (C*M, ...) -> (C, M, ...)
            if axis != 0:
                raise lowering_error(op, "its per-channel weights are reshaped along another axis than the channels")
            lead = next(k for k in range(1, len(shape) + 1) if int(np.prod(shape[:k])) == len(scales))
            broadcast = list(shape[:lead]) + [1] * (len(shape) - lead)
        else:
            broadcast = [1] * len(arranged_shape)
            broadcast[axis] = len(scales)
        scales, zeros = scales.reshape(broadcast), zeros.reshape(broadcast)
    else:
        scales, zeros = scales.reshape(()), zeros.reshape(())
    return dequantize_by(b, constant, scales, zeros, keep=element.width.data <= 8)


def _arranged(b: Builder, value: SSAValue, order: Sequence[int] | None, shape: Sequence[int] | None) -> SSAValue:
    if order is not None:
        value = b.add(ov.TransposeV1Op(value, b.i64(list(order))))
    if shape is not None:
        value = b.add(ov.ReshapeV1Op(value, b.i64(list(shape)), special_zero=False))
    return value


def kept(b: Builder, op: Operation) -> SSAValue:
    """Add op (a Convert of compressed weights) marked to stay through constant folding."""
    op.attributes[KEEP_UNFOLDED_ATTR] = UnitAttr()
    return b.add(op)


def static_shape(op: Operation, value: SSAValue, what: str = "input") -> list[int]:
    shape = shape_of(value.type)
    if shape is None or None in shape:
        raise lowering_error(op, f"its {what} needs a static shape, got {value.type}")
    return list(shape)
