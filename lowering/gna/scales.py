"""Scale factors as the plugin's ScaleFactorCalculator computes them
(src/plugins/intel_gna/src/frontend/scale_factor_calc.cpp, layer by layer in topological
order, restarting when a layer has to be requantised):

- data entering GNA (a model input, or a value coming back from the CPU): the range of the
  model's FakeQuantize it comes from, else the `input-scale` option, else 16384 (64 with int8
  input frames, input-precision=i8) / max|x| over
  calibration inputs (the rule of the plugin's speech sample; the plugin's own default, 1.0,
  is no scale for real inputs);
- a weighted layer: weights scaled so max|w| is 16384 (int16) or 127 (int8); with a bias,
  the output scale at most 2^30 / max|b| (the bias limit: weights scale = that / input scale);
  weights a model's FakeQuantize was fused into take (levels - 1) / (high - low), with no bias
  limit (FuseFQIntoWeightsPass); an int8 affine's compound bias multiplies the weights scale
  by 230 (its multipliers bring the rows back into int8), but not where input-precision=i8
  made the bias int8 (no compound bias; the bias limit stays 2^30 as in the 2023 plugin, so
  such a bias saturates in gna-quantize); a convolution divides it by
  max(1, reducer * 16384 * R * C_in / INT32_MAX), the reducer 1.0 to 3.0 by kernel area
  for true 2-D convolutions; an int8 non-convolution layer whose output scale times its
  input scale passes 30 * INT32_MAX takes a further cut (the `thresholds` table); output
  scale = input scale * weights scale. A 0/1 selection (an unaligned crop's affine) has
  weights scale 1;
- a product: input scale times weights-input scale; a sum: the bias input's scale, the data
  multiplied by the ratio (an int16 weight): over 32767 the bias input is requantised to
  32767 times the data's scale (requantizeInput), under 1 the data's activation to the bias's;
- an activation: output scale 2048 (identity: 2049 or 1024.5, whichever encodes slope 1
  better; ReLU halved when 2048 times its input scale passes INT32_MAX; power: 32767 over the
  largest |f| on its domain [-16, 16] or [0, 16]); with FakeQuantize statistics
  (levels - 1) / (max - min), at most 4096 (2048 but for identity, ReLU and clamp);
- a concat: one scale for all inputs, a model input's if one is an input, else the first
  that is not 1; the others' activations (or constants) are requantised to it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np
from xdsl.dialects.builtin import DenseArrayBase
from xdsl.ir import Operation, SSAValue
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import gna, ov
from ovopt.dialects.gna.fixed_point import INT16, INT32, gna_slope
from ovopt.lowering.gna.common import is_gna_cast, readers
from ovopt.lowering.values import constant as constant_value
from ovopt.support.locations import describe

MAX_VAL_2B_WEIGHT = 16384.0
MAX_VAL_1B_WEIGHT = 127.0
MAX_VAL_2B_FEAT = 16384.0
MAX_VAL_1B_FEAT = 64.0  # int8 input frames (input-precision=i8): half the int8 range, as 16384 is of int16
MAX_VAL_4B_BIAS = 1073741824.0
MAX_OUT_MULTIPLIER = 230.0
BYTE_LEVELS = 255  # the most levels of a weights' FakeQuantize that makes 8-bit weights
ACTIVATION_SCALE = 2048.0
IDENTITY_SCALE = 2049.0
MAX_ACTIVATION_SCALE = 4096.0
POW_DOMAIN = 16.0
CONV_REDUCERS = ((49, 3.0), (36, 2.6), (21, 2.3), (14, 1.7), (9, 1.3), (7, 1.2))  # kernel area -> reducer
THRESHOLDS = ((30, 0.50), (100, 0.50), (150, 0.45), (200, 0.40), (200, 0.35))  # int8 output-scale cut
MAX_RESTARTS = 100
FQ_ATTR = "ovopt.fake_quantize"  # [low, high, levels] of a FakeQuantize on the op's result
WEIGHTS_FQ_ATTR = "ovopt.weights_fake_quantize"  # [low, high, levels] of one fused into a layer's weights
WEIGHTS_FQ_RANGES_ATTR = "ovopt.weights_fake_quantize_ranges"  # its high - low per output channel, when they differ


def statistics_of(op: Operation, name: str) -> tuple[float, float, float] | None:
    """The (low, high, levels) an op holds in its attribute `name`."""
    attr = op.attributes.get(name)
    if not isinstance(attr, DenseArrayBase):
        return None
    low, high, levels = attr.get_values()
    return float(low), float(high), float(levels)


def fake_quantize_range(op: Operation | None) -> tuple[float, float, float] | None:
    """(low, high, levels) of the model's FakeQuantize on `op`'s result: an `ovopt.fake_quantize`
    attribute, the FakeQuantize data entering GNA comes from (an entry cast), or the one all of
    an activation's data goes to once it leaves GNA (the statistics NNCF or a TFLite int8
    model recorded; the plugin folds them into the layer)."""
    found = statistics_of(op, FQ_ATTR) if op is not None else None
    if found is not None:
        return found
    if isinstance(op, gna.LayoutCastOp) and not isinstance(op.input.type, gna.TensorType):
        return _limits(op.input.owner)
    if isinstance(op, gna.PwlOp):
        found = {_limits(reader) for reader in _leaving_readers(op.output)}
        return found.pop() if len(found) == 1 and None not in found else None
    return None


def _leaving_readers(value: SSAValue) -> Iterator[Operation]:
    """The ops reading `value`, through gna casts and, where it leaves GNA, the cast out."""
    for reader in readers(value):
        if isinstance(reader.op, gna.LayoutCastOp) and not isinstance(reader.op.output.type, gna.TensorType):
            yield from (use.operation for use in reader.op.output.uses)
        else:
            yield reader.op


def _limits(op: Operation | None) -> tuple[float, float, float] | None:
    """A per-tensor FakeQuantize's output range and levels (constant limits of one value)."""
    if not isinstance(op, ov.FakeQuantizeV0Op):
        return None
    limits = [constant_value(v) for v in (op.output_low, op.output_high)]
    if any(x is None or np.asarray(x).size == 0 or np.ptp(np.asarray(x, np.float64)) != 0 for x in limits):
        return None
    low, high = (float(np.asarray(x, np.float64).reshape(-1)[0]) for x in limits)
    return low, high, float(op.levels.value.data)


def scale_from_statistics(levels: float, low: float, high: float) -> float:
    """CalculateScaleFactorFromStats."""
    return 1.0 if high == low else (levels - 1) / (high - low)


class Requantise(Exception):
    """A layer's scale has to change: propagation restarts with `value` forced to `scale`."""

    def __init__(self, op: Operation, scale: float, kind: str):
        super().__init__(f"{describe(op)} requantised to {scale}")
        self.op, self.scale, self.kind = op, scale, kind


@dataclass
class Scales:
    """The scale of every gna value, the weights scale of every layer, the output scale of
    every activation; `forced` holds the requantisations that restarted the propagation."""

    values: dict[SSAValue, float] = field(default_factory=dict)
    weights: dict[Operation, float] = field(default_factory=dict)
    outputs: dict[Operation, float] = field(default_factory=dict)
    forced_outputs: dict[Operation, float] = field(default_factory=dict)
    forced_weights: dict[Operation, float] = field(default_factory=dict)
    restarts: int = 0


@dataclass
class Propagation:
    """One run over `@main`'s ops; `entry_scale(value)` gives the scale of data entering GNA."""

    precision: str
    entry_scale: object  # Callable[[SSAValue], float]
    scales: Scales

    def run(self, ops: list[Operation]) -> None:
        for op in ops:
            self.visit(op)

    def scale(self, value: SSAValue) -> float:
        return self.scales.values[value]

    def set(self, value: SSAValue, scale: float) -> None:
        self.scales.values[value] = scale

    def visit(self, op: Operation) -> None:
        s = self.scales
        if isinstance(op, gna.LayoutCastOp):
            if isinstance(op.output.type, gna.TensorType):
                entering = not isinstance(op.input.type, gna.TensorType)
                scale = s.forced_outputs.get(op) or (self.entry_scale(op) if entering else self.scale(op.input))
                self.set(op.output, scale)
        elif isinstance(op, gna.DiagonalOp) and isinstance(op.bias.type, gna.TensorType):
            self.sum(op)
        elif isinstance(op, gna.DiagonalOp) and isinstance(op.weights.type, gna.TensorType):
            self.set(op.output, self.scale(op.data) * self.scale(op.weights))
        elif isinstance(op, (gna.AffineOp, gna.DiagonalOp, gna.ConvolutionOp)):
            w = s.forced_weights.get(op) or weights_scale(op, self.scale(op.data), self.precision)
            s.weights[op] = w
            self.set(op.output, self.scale(op.data) * w)
        elif isinstance(op, gna.PwlOp):
            out = s.forced_outputs.get(op) or activation_scale(op, self.scale(op.data))
            s.outputs[op] = out
            self.set(op.output, out)
        elif isinstance(op, gna.ConcatOp):
            self.concat(op)
        elif isinstance(op, gna.QuantizeOp):
            self.set(op.output, op.scale.value.data)
        elif isinstance(op, (gna.MaxPoolOp, gna.SumPoolOp, gna.CopyOp, gna.CropOp, gna.SplitOp, gna.TransposeOp)):
            for result in op.results:
                self.set(result, self.scale(op.operands[0]))

    def sum(self, op: gna.DiagonalOp) -> None:
        data, bias = self.scale(op.data), self.scale(op.bias)
        ratio = bias / data
        if ratio > INT16[1] and not math.isclose(ratio, INT16[1]):
            requantise(op.bias, data * INT16[1], self.scales)
        if ratio < 1 and not math.isclose(ratio, 1.0):
            requantise(op.data, bias, self.scales)
        self.scales.weights[op] = ratio
        self.set(op.output, bias)

    def concat(self, op: gna.ConcatOp) -> None:
        inputs = list(op.inputs)
        scales = [self.scale(v) for v in inputs]
        if all(math.isclose(x, scales[0], rel_tol=1e-9) for x in scales):
            self.set(op.output, scales[0])
            return
        sources = [i for i, v in enumerate(inputs) if _entry(v)]
        if not sources:
            sources = [i for i, x in enumerate(scales) if x != 1.0] or [0]
        target = scales[sources[0]]
        for value, x in zip(inputs, scales):
            if not math.isclose(x, target, rel_tol=1e-9):
                requantise(value, target, self.scales, concat=op)
        self.set(op.output, target)


def _through(value: SSAValue) -> Operation | None:
    """The op that sets `value`'s scale: through casts, copies, splits and crops."""
    op = value.owner
    while isinstance(op, (gna.CopyOp, gna.SplitOp, gna.CropOp)) or (
        isinstance(op, gna.LayoutCastOp) and isinstance(op.input.type, gna.TensorType)
    ):
        op = op.operands[0].owner
    return op if isinstance(op, Operation) else None


def _entry(value: SSAValue) -> bool:
    op = _through(value)
    return isinstance(op, gna.LayoutCastOp) and not is_gna_cast(op)


def requantise(value: SSAValue, scale: float, scales: Scales, concat: Operation | None = None) -> None:
    """Give `value` the scale `scale` by changing the layer upstream that can (requantizeInput):
    an activation's output scale, a layer's weights scale, the entry's quantisation; the
    propagation restarts. Raises PassFailedException when nothing upstream can."""
    op = _through(value)
    if isinstance(op, gna.PwlOp) or (isinstance(op, gna.LayoutCastOp) and not is_gna_cast(op)):
        if scales.forced_outputs.get(op) == scale:
            raise PassFailedException(f"gna-propagate-scales: {describe(op)} keeps being requantised to {scale}")
        scales.forced_outputs[op] = scale
        raise Requantise(op, scale, "output")
    if isinstance(op, (gna.AffineOp, gna.ConvolutionOp)) or (
        isinstance(op, gna.DiagonalOp)
        and not isinstance(op.weights.type, gna.TensorType)
        and not isinstance(op.bias.type, gna.TensorType)
    ):
        weights = scale / scales.values[op.data]
        if scales.forced_weights.get(op) == weights:
            raise PassFailedException(f"gna-propagate-scales: {describe(op)} keeps being requantised")
        scales.forced_weights[op] = weights
        raise Requantise(op, weights, "weights")
    if isinstance(op, gna.DiagonalOp) and isinstance(op.bias.type, gna.TensorType):
        requantise(op.bias, scale, scales, concat)
    if isinstance(op, (gna.MaxPoolOp, gna.SumPoolOp)):
        requantise(op.data, scale, scales, concat)
    where = f" for {describe(concat)}" if concat is not None else ""
    kind = op.name if op is not None else "a function argument"
    raise PassFailedException(f"gna-propagate-scales: cannot requantise {kind}{where} to scale {scale:g}")


def weights_fake_quantize(op: Operation) -> tuple[float, float, float] | None:
    """(low, high, levels) of the FakeQuantize fused into a layer's weights."""
    return statistics_of(op, WEIGHTS_FQ_ATTR)


def weights_scale(op: Operation, input_scale: float, precision: str) -> float:
    """A weighted layer's weights scale (ScaleFactorPerLayerWeightable)."""
    weights = constant_value(op.operands[1])
    if weights is None:
        raise PassFailedException(f"gna-propagate-scales: {describe(op)} has weights that are not constants")
    weights = np.asarray(weights, np.float64)
    if _selection(op, weights):
        return 1.0
    eight = op.properties.get("weights_precision") is not None and op.weights_precision.data == "i8"
    top = MAX_VAL_1B_WEIGHT if eight else MAX_VAL_2B_WEIGHT
    largest = float(np.max(np.abs(weights))) if weights.size else 0.0
    scale = top / largest if largest > 0 else 1.0
    fused = weights_fake_quantize(op)
    if fused is not None and largest * (fused[2] - 1) / (fused[1] - fused[0]) <= (top if eight else INT16[1]):
        low, high, levels = fused  # the grid in integers; a range too wide for them takes max|w|'s scale
        return (levels - 1) / (high - low) * (MAX_OUT_MULTIPLIER if eight and isinstance(op, gna.AffineOp) else 1.0)
    bias = _bias(op)
    if bias is not None and np.max(np.abs(bias)) > 0:
        bias_scale = min(scale * input_scale, MAX_VAL_4B_BIAS / float(np.max(np.abs(bias))))
        scale = bias_scale / input_scale
    if eight and isinstance(op, gna.AffineOp) and not byte_bias(op):
        scale *= MAX_OUT_MULTIPLIER
    if isinstance(op, gna.ConvolutionOp):
        channels = op.data.type.get_shape()[-1]
        reducer = convolution_reducer(op) * MAX_VAL_2B_FEAT * top * channels / INT32[1]
        scale /= max(1.0, reducer)
    if eight and not isinstance(op, gna.ConvolutionOp):
        scale *= threshold_cut(scale * input_scale, input_scale)
    return scale


def byte_bias(op: Operation) -> bool:
    """An affine whose bias is int8 (input-precision=i8): no compound bias, no multipliers."""
    return isinstance(op, gna.AffineOp) and op.bias_precision is not None and op.bias_precision.data == "i8"


def _bias(op: Operation) -> np.ndarray | None:
    value = op.bias
    if value is None or isinstance(value.type, gna.TensorType):
        return None
    found = constant_value(value)
    return None if found is None else np.asarray(found, np.float64)


def _selection(op: Operation, weights: np.ndarray) -> bool:
    """An unaligned crop's affine: 0/1 weights, one 1 per row, no bias (scale 1, isCropAffined)."""
    return (
        isinstance(op, gna.AffineOp)
        and op.bias is None
        and weights.ndim == 2
        and bool(np.all((weights == 0) | (weights == 1)))
        and bool(np.all(weights.sum(axis=1) == 1))
    )


def convolution_reducer(op: gna.ConvolutionOp) -> float:
    """getWeightsReducer: for a true 2-D convolution (2-D kernel, or 3-D input) not mappable
    to 1-D, by kernel area; else 1."""
    shape, filters = op.data.type.get_shape(), op.filters.type.get_shape()
    if len(shape) != 4:
        return 1.0
    _, height, width, channels = shape
    k_h, k_w = filters[1], filters[2]
    strides = list(op.strides.get_values())
    two_d = (k_h > 1 and k_w > 1) or (height > 1 and width > 1 and channels > 1)
    mappable = (
        height > 1
        and width > 1
        and ((width == k_w and strides[1] == 1) or (height == k_h and strides[0] == 1 and channels == 1))
    )
    if not two_d or mappable:
        return 1.0
    return next((r for area, r in CONV_REDUCERS if k_h * k_w >= area), 1.0)


def threshold_cut(output_scale: float, input_scale: float) -> float:
    """The int8 heuristic of ScaleFactorPerLayerWeightable: when output scale * input scale
    passes 30 (INT32_MAX - 1), the weights scale is cut by the factor of the last threshold
    that output scale * input scale / INT32_MAX reaches (the plugin reads the previous output
    scale there; this reads the candidate's)."""
    limit = INT32[1]
    if output_scale * input_scale <= (limit - 1) * THRESHOLDS[0][0]:
        return 1.0
    ratio = output_scale * input_scale / limit
    index = 0
    while index + 1 < len(THRESHOLDS) and ratio >= THRESHOLDS[index + 1][0]:
        index += 1
    return THRESHOLDS[index][1]


def _encoded_slope(slope: float, in_scale: float, out_scale: float) -> float:
    """slope * slope_scale of gna_slope, before rounding: the larger, the finer the encoding."""
    return slope * out_scale / in_scale * 2 ** gna_slope(slope, in_scale, out_scale).shift


def activation_scale(op: gna.PwlOp, input_scale: float) -> float:
    """An activation's output scale (getActivationScale)."""
    name = op.approximates.data
    fq = fake_quantize_range(op)
    if fq is not None:
        low, high, levels = fq
        result = scale_from_statistics(min(levels, 65536.0), low, high)
        if math.isinf(result) or max(abs(low), abs(high)) == 0:
            result = MAX_ACTIVATION_SCALE
        result = min(result, MAX_ACTIVATION_SCALE)
        if name not in ("identity", "relu", "clamp", "leaky_relu"):
            result = min(result, ACTIVATION_SCALE)
        return result
    if name == "identity":  # GNA's encoding of slope 1 may be poor at 2049: probe half of it too
        default, half = (_encoded_slope(1.0, input_scale, out) for out in (IDENTITY_SCALE, IDENTITY_SCALE / 2))
        return IDENTITY_SCALE / 2 if abs(half) > abs(default) else IDENTITY_SCALE
    if name in ("relu", "leaky_relu"):
        return ACTIVATION_SCALE * 0.5 if ACTIVATION_SCALE * input_scale > INT32[1] - 1 else ACTIVATION_SCALE
    if name.startswith("power ") or name == "sqrt":
        exponent = 0.5 if name == "sqrt" else float(name.split()[1])
        whole = float(exponent).is_integer()
        low = max(INT32[0] / input_scale, -POW_DOMAIN) if whole else 0.0
        high = min(INT32[1] / input_scale, POW_DOMAIN)
        with np.errstate(all="ignore"):
            largest = max(abs(low**exponent) if low != 0 or exponent > 0 else math.inf, abs(high**exponent))
        scale = INT16[1] / largest
        return scale if math.isfinite(scale) and scale > 0 else ACTIVATION_SCALE
    return ACTIVATION_SCALE


def propagate(ops: list[Operation], precision: str, entry_scale) -> Scales:
    """Scales for `ops` (`@main`'s, in order), restarting after each requantisation."""
    scales = Scales()
    for _ in range(MAX_RESTARTS):
        scales.values, scales.weights, scales.outputs = {}, {}, {}
        try:
            Propagation(precision, entry_scale, scales).run(ops)
            return scales
        except Requantise:
            scales.restarts += 1
    raise PassFailedException(f"gna-propagate-scales: the scale factors did not settle in {MAX_RESTARTS} restarts")
