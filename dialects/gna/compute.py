"""The compute ops GNA runs: convolution and pooling in channels-last data, affine on
interleaved data, diagonal (scale-shift), element-wise sum / sub / prod, and the piecewise-
linear activation. Weights and biases are builtin tensors (ov.Constant values).

Each op has a float form (what convert-ov-to-gna makes) and a quantised one (gna-quantize's):
integer data, weights and biases in the combinations precisions.py lists for the `target` the
op names, an i32 accumulator as the result, scale factors in the types. The quantised forms are
GNA's own layers: an element-wise sum is a diagonal whose bias is the other input's
accumulator, a product a diagonal whose weights are the other input, an average pool a sum
pool (its 1/k in the convolution's weights), and a PWL is the activation of the layer whose
accumulator it reads (layers.py says which those are).
"""

from __future__ import annotations

import itertools

from xdsl.dialects.builtin import TensorType as BuiltinTensorType
from xdsl.dialects.builtin import i8, i16, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import operand_def, opt_operand_def, result_def, var_operand_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, declare_op, float_prop, floats_prop, ints_prop, one_of, str_prop
from ovopt.dialects.gna.base import (
    GnaOp,
    accumulator,
    check_layer,
    gna_tensor,
    product,
    same_element,
    same_scale,
    weights,
)
from ovopt.dialects.gna.layers import activation_problem, pool_input_problem
from ovopt.dialects.gna.precisions import UI8, is_quantised, sum_bias_problem
from ovopt.dialects.gna.types import CHANNELS_LAST, Layout, TensorType
from ovopt.support.shapes import broadcast_numpy, show, sliding_window_dim

PWL_MAX_SEGMENTS = 128  # ActivationFunctionSegmentCountMax (intel/gna), PWL_MAX_NUM_SEGMENTS (plugin)
XBASE_MASK = ~3  # the two low bits of a segment's xBase hold its slope's shift (pwl.cpp XBASEMASK)


def _scale_of_weights(properties) -> float | None:
    value = properties.get("weights_scale")
    return None if value is None else value.value.data


def _weights_element(value: SSAValue) -> Attribute:
    return value.type.get_element_type()


class WindowOp(GnaOp):
    """Convolution and pooling: windows slide over the spatial axes of channels-last data."""

    strides = ints_prop()
    pads_begin = ints_prop()
    pads_end = ints_prop()

    @classmethod
    def _spatial(cls, data: TensorType, kernel, properties, rounding: str = "floor") -> list[int]:
        spatial = data.get_num_dims() - 2
        if len(kernel) != spatial:
            raise VerifyException(f"a {len(kernel)}-D window does not match {data.layout_kind} data")
        values = {name: list(properties[name].get_values()) for name in ("strides", "pads_begin", "pads_end")}
        dilations = list(properties["dilations"].get_values()) if "dilations" in properties else [1] * spatial
        values["dilations"] = dilations
        for name, v in values.items():
            if len(v) != spatial:
                raise VerifyException(f"{name} has {len(v)} values for {spatial} spatial axes")
        if any(s <= 0 for s in values["strides"]) or any(d <= 0 for d in dilations):
            raise VerifyException("strides and dilations must be positive")
        sizes = data.get_shape()[1:-1]
        return [
            sliding_window_dim(size, k, s, d, b, e, "explicit", rounding)
            for size, k, s, d, b, e in zip(
                sizes, kernel, values["strides"], dilations, values["pads_begin"], values["pads_end"]
            )
        ]


@declare_op("gna.convolution")
class ConvolutionOp(WindowOp):
    """Convolution of channels-last data [N, spatial..., C_IN] (NHWC or NWC) with filters
    [C_OUT, spatial..., C_IN] and an optional bias [C_OUT]: the plugin's GNAConvolution.
    Quantised: i16 (or i8) data, i16 filters (i8 on GNA 3.5), i32 bias, an i32 accumulator
    scaled by the data's scale times `weights_scale`."""

    data = operand_def(TensorType)
    filters = operand_def(BuiltinTensorType)
    bias = opt_operand_def(BuiltinTensorType)
    output = result_def(TensorType)
    dilations = ints_prop()
    target = str_prop(optional=True)  # the GNA generation a quantised layer is compiled for
    weights_scale = float_prop(width=64, optional=True)
    weights_precision = str_prop(optional=True)  # before gna-quantize: what the weights will be

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "convolution data", CHANNELS_LAST)
        w = weights(operands[1], "convolution filters")
        bias = operands[2].type.get_element_type() if len(operands) > 2 else None
        if not is_quantised(data.element_type):
            same_element(data, operands[1].type)
        check_layer("convolution", properties, data, _weights_element(operands[1]), bias, False)
        if len(w) != data.get_num_dims():
            raise VerifyException(f"filters {show(list(w))} do not match {data.layout_kind} data")
        if w[-1] != data.get_shape()[-1]:
            raise VerifyException(
                f"data has {data.get_shape()[-1]} channels, filters [C_OUT, ..., C_IN] expect {w[-1]}"
            )
        if len(operands) > 2:
            weights(operands[2], "convolution bias", [w[0]])
        spatial = cls._spatial(data, w[1:-1], properties)
        shape = [data.get_shape()[0], *spatial, w[0]]
        return [accumulator(data, shape, data.layout_kind, product(data.scale, _scale_of_weights(properties)))]


def hardware_windows(size: int, window: int, stride: int, target: str, two_d: bool) -> int:
    """How many windows GNA's pooling computes over `size` elements (gna_convolution_layer.cpp):
    the legacy 1-D path (GNA 2.0, and 1-D pooling on 3.0) keeps trailing partial windows,
    floor((in - 1) / s) + 1; the 2-D interface (3.0's 2-D layers, everything on 3.5) gives
    ceil((in - w) / s) + 1."""
    if target == "3.5" or (target == "3.0" and two_d):
        return -(-(size - window) // stride) + 1
    return (size - 1) // stride + 1


class PoolOp(WindowOp):
    """Pooling of channels-last data (NHWC or NWC): the window slides over the spatial axes.

    Quantised, a pool reads the accumulator of the convolution it is fused with (i32) and
    gives one (GNA pools the sums before the activation). It names its `target`: the result
    may not have more windows than GNA computes there (hardware_windows); GNA's extra
    trailing windows are not read."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    kernel = ints_prop()
    rounding_type = one_of(("floor", "ceil"), default="floor")
    target = str_prop(optional=True)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], f"{cls.name} data", CHANNELS_LAST)
        kernel = list(properties["kernel"].get_values())
        spatial = cls._spatial(data, kernel, properties, properties["rounding_type"].data)
        shape = data.get_shape()
        if is_quantised(data.element_type):
            if data.element_type != i32:
                raise VerifyException(f"{cls.name} reads a convolution's i32 accumulator, got {data.element_type}")
            target = properties.get("target")
            if target is None:
                raise VerifyException(f"a quantised {cls.name} names its GNA target")
            strides = list(properties["strides"].get_values())
            two_d = len(kernel) == 2 and shape[1] > 1  # a 2-D layer (H over 1), not the legacy 1-D path
            for axis, (n, k, s, o) in enumerate(zip(shape[1:-1], kernel, strides, spatial)):
                most = hardware_windows(n, k, s, target.data, two_d)
                if o > most:
                    raise VerifyException(
                        f"{o} windows on spatial axis {axis} but GNA {target.data} pools {most} over {n} "
                        f"(window {k}, stride {s})"
                    )
        return [TensorType([shape[0], *spatial, shape[-1]], data.element_type, data.layout_kind, data.scale)]

    def verify_(self) -> None:
        super().verify_()
        if is_quantised(self.data.type.element_type):
            problem = pool_input_problem(self)
            if problem is not None:
                raise VerifyException(problem)


@declare_op("gna.max_pool")
class MaxPoolOp(PoolOp):
    """Window maxima over channels-last data: the plugin's GNAMaxPool."""


@declare_op("gna.sum_pool")
class SumPoolOp(PoolOp):
    """Window sums over channels-last data: GNA's other pooling mode (KernelPoolingModeSum).
    An average pool is this with 1/k folded into the convolution before it."""


@declare_op("gna.avg_pool")
class AvgPoolOp(PoolOp):
    """Window means over channels-last data; `exclude-pad` leaves padding out of the count.
    Float only: GNA has max and sum pooling."""

    exclude_pad = bool_prop(default=False, prop_name="exclude-pad")

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "gna.avg_pool data", CHANNELS_LAST)
        if is_quantised(data.element_type):
            raise VerifyException(
                "GNA has max and sum pooling: an average pool is a gna.sum_pool with 1/k in the "
                "convolution's weights (gna-layer-forms)"
            )
        return super().infer_result_types(operands, properties)


@declare_op("gna.affine")
class AffineOp(GnaOp):
    """Fully connected on interleaved data: data [K, N] (CN, frames as columns), weights
    [O, K], optional bias [O]; the result is [O, N], interleaved too.

    Quantised: i16 data with i16 weights and an i32 bias, or with i8 weights and the compound
    bias (`bias`, then one ui8 `multipliers` per output row, which scales the row's sum);
    on GNA 3.0 and later also an i8 bias without multipliers (input-precision=i8, marked by
    `bias_precision` until gna-quantize writes it); the result is the i32 accumulator.
    `biases` holds the bias and the multipliers."""

    data = operand_def(TensorType)
    weights = operand_def(BuiltinTensorType)
    biases = var_operand_def(BuiltinTensorType)
    output = result_def(TensorType)
    target = str_prop(optional=True)
    weights_scale = float_prop(width=64, optional=True)
    weights_precision = str_prop(optional=True)
    bias_precision = str_prop(optional=True)

    def __init__(
        self,
        data: SSAValue,
        weights: SSAValue,
        bias: SSAValue | None = None,
        multipliers: SSAValue | None = None,
        **properties,
    ) -> None:
        biases = [v for v in (bias, multipliers) if v is not None]
        given = {k: v for k, v in properties.items() if v is not None}
        convert = type(self).CONVERTERS
        converted = {k: v if isinstance(v, Attribute) else convert[k](v) for k, v in given.items()}
        self._build([data, weights, biases], converted)

    @property
    def bias(self) -> SSAValue | None:
        return self.biases[0] if self.biases else None

    @property
    def multipliers(self) -> SSAValue | None:
        return self.biases[1] if len(self.biases) > 1 else None

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "affine data", [Layout.CN])
        w = weights(operands[1], "affine weights")
        if len(operands) > 4:
            raise VerifyException(f"an affine has at most a bias and multipliers, got {len(operands) - 2} operands")
        bias = operands[2].type.get_element_type() if len(operands) > 2 else None
        if not is_quantised(data.element_type):
            same_element(data, operands[1].type)
        check_layer("affine", properties, data, _weights_element(operands[1]), bias, len(operands) > 3)
        k, frames = data.get_shape()
        if len(w) != 2 or w[1] != k:
            raise VerifyException(f"affine weights must be [O, {k}] for data [{k}, {frames}], got {show(list(w))}")
        if len(operands) > 2:
            weights(operands[2], "affine bias", [w[0]])
        if len(operands) > 3:
            weights(operands[3], "affine multipliers", [w[0]])
            if operands[3].type.get_element_type() != UI8:
                raise VerifyException(f"affine multipliers are ui8, got {operands[3].type.get_element_type()}")
        scale = product(data.scale, _scale_of_weights(properties))
        return [accumulator(data, [w[0], frames], Layout.CN, scale)]


def _broadcasts_to(small: list[int], shape: list[int]) -> bool:
    try:
        return len(small) <= len(shape) and broadcast_numpy(shape, small) == shape
    except VerifyException:
        return False


@declare_op("gna.diagonal")
class DiagonalOp(GnaOp):
    """Scale and shift, data * weights + bias: GNA's diagonal affine (ScaleShift).

    Weights and bias are constants that broadcast (numpy rules) to the data's physical
    shape, or a gna tensor of the data's type: that is how GNA runs an element-wise product
    (the other input as the weights, zero bias) and sum (the other input's i32 accumulator as
    the bias, the weights a scale ratio). Quantised: i16 data and weights, an i32 bias; the
    result is the i32 accumulator, scaled by the data's scale times the weights' (the tensor's
    scale, or `weights_scale`); a tensor bias must have that scale already."""

    data = operand_def(TensorType)
    weights = operand_def(Attribute)
    bias = operand_def(Attribute)
    output = result_def(TensorType)
    target = str_prop(optional=True)
    weights_scale = float_prop(width=64, optional=True)
    weights_precision = str_prop(optional=True)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "diagonal data")
        shape = list(data.get_shape())
        w_scale = _scale_of_weights(properties)
        for value, what in ((operands[1], "diagonal weights"), (operands[2], "diagonal bias")):
            if isinstance(value.type, TensorType):
                other = value.type
                if other.get_shape() != data.get_shape() or other.layout_kind != data.layout_kind:
                    raise VerifyException(f"{what} {other} must have the data's shape and layout {data}")
                continue
            if not is_quantised(data.element_type):
                same_element(data, value.type)
            w = list(weights(value, what))
            if not _broadcasts_to(w, shape):
                raise VerifyException(f"{what} {show(w)} do not broadcast to the data {show(shape)}")
        w_type, b_type = operands[1].type, operands[2].type
        if isinstance(w_type, TensorType):
            if w_scale is not None:
                raise VerifyException("diagonal weights that are a tensor (a product) have their own scale")
            w_scale = w_type.scale
        quantised = is_quantised(data.element_type)
        if quantised and isinstance(b_type, TensorType):
            problem = sum_bias_problem(properties.get("target"), b_type.element_type)
            if problem is not None:
                raise VerifyException(problem)
        if quantised and isinstance(w_type, TensorType) and w_type.element_type != i16:
            raise VerifyException(f"diagonal weights (the product's other input) are i16 data, got {w_type}")
        bias = i32 if quantised and isinstance(b_type, TensorType) else b_type.get_element_type()  # checked above
        check_layer("diagonal", properties, data, w_type.get_element_type(), bias, False)
        scale = product(data.scale, w_scale)
        if isinstance(b_type, TensorType):
            if not same_scale(scale, b_type.scale):
                raise VerifyException(
                    f"diagonal bias (the sum's other input) has scale {b_type.scale}, but data * weights "
                    f"give {scale}: requantise one input"
                )
            scale = b_type.scale
        return [accumulator(data, shape, data.layout_kind, scale)]


@declare_op("gna.eltwise")
class EltwiseOp(GnaOp):
    """Element-wise sum, difference or product of two float tensors of one type. GNA has no
    such primitive: quantised, a sum is a gna.diagonal whose bias is the other input's
    accumulator, a product one whose weights are the other input (gna-layer-forms)."""

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    output = result_def(TensorType)
    operation = one_of(("sum", "sub", "prod"))

    @classmethod
    def infer_result_types(cls, operands, properties):
        lhs = gna_tensor(operands[0], "eltwise lhs")
        rhs = gna_tensor(operands[1], "eltwise rhs")
        if is_quantised(lhs.element_type) or is_quantised(rhs.element_type):
            raise VerifyException(
                "GNA has no eltwise primitive: a sum or difference is a gna.diagonal with the i32 input as its "
                "bias, a product a gna.diagonal with one input as its weights (gna-layer-forms)"
            )
        if lhs != rhs:
            raise VerifyException(f"eltwise operands must have one type (shape and layout), got {lhs} and {rhs}")
        return [lhs]


@declare_op("gna.pwl")
class PwlOp(GnaOp):
    """A piecewise-linear activation: segment i, between knots[i] and knots[i+1], computes
    slopes[i] * x + intercepts[i]; below the first knot the first segment applies, above the
    last the last one. `approximates` names the function and `error_percent` is the measured
    maximum error over the knots' domain, in percent of the function's range there.

    Quantised, it is the activation of the layer whose i32 accumulator it reads (no other op
    reads that accumulator) and it writes i16 data (i8 with `low_precision`) at
    `output_scale`. Its segments are GNA's: `x_base` (int32, the two low bits the slope's
    shift index i), `y_base` (int16) and `fixed_slope` (int16); an input x at or below the
    first x_base gives the first y_base, otherwise the last segment k with x_base[k] & ~3 <= x
    gives ((x - (x_base[k] & ~3)) * fixed_slope[k] >> 8 (i + 1)) + y_base[k], saturated."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    slopes = floats_prop()
    intercepts = floats_prop()
    knots = floats_prop()
    approximates = str_prop(default="custom")
    error_percent = float_prop(default=0.0)
    output_scale = float_prop(width=64, optional=True)
    low_precision = bool_prop(default=False)
    x_base = ints_prop(optional=True)
    y_base = ints_prop(optional=True)
    fixed_slope = ints_prop(optional=True)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "pwl data")
        slopes, intercepts, knots = (list(properties[name].get_values()) for name in ("slopes", "intercepts", "knots"))
        if not 1 <= len(slopes) <= PWL_MAX_SEGMENTS:
            raise VerifyException(f"a PWL has 1 to {PWL_MAX_SEGMENTS} segments, got {len(slopes)}")
        if len(intercepts) != len(slopes) or len(knots) != len(slopes) + 1:
            raise VerifyException(
                f"{len(slopes)} segments need as many intercepts and {len(slopes) + 1} knots, "
                f"got {len(intercepts)} and {len(knots)}"
            )
        if any(b <= a for a, b in itertools.pairwise(knots)):
            raise VerifyException("PWL knots must increase")
        out_scale = properties.get("output_scale")
        out_scale = None if out_scale is None else out_scale.value.data
        if not is_quantised(data.element_type):
            return [data.with_scale(out_scale)]
        if data.element_type != i32:
            raise VerifyException(f"a quantised PWL reads a layer's i32 accumulator, got {data.element_type}")
        if out_scale is None:
            raise VerifyException("a quantised PWL has an output_scale")
        _check_fixed_segments(properties)
        low = properties.get("low_precision")
        return [data.with_scale(out_scale, i8 if low is not None and low.value.data else i16)]

    def verify_(self) -> None:
        super().verify_()
        if is_quantised(self.data.type.element_type):
            problem = activation_problem(self)
            if problem is not None:
                raise VerifyException(problem)


def _check_fixed_segments(properties) -> None:
    """GNA's segment table: 1 to 128 segments, masked x_base increasing, int16 fields."""
    tables = [properties.get(name) for name in ("x_base", "y_base", "fixed_slope")]
    if any(t is None for t in tables):
        raise VerifyException("a quantised PWL has GNA's segments: x_base, y_base and fixed_slope")
    x_base, y_base, slope = (list(t.get_values()) for t in tables)
    if not 1 <= len(x_base) <= PWL_MAX_SEGMENTS or len(y_base) != len(x_base) or len(slope) != len(x_base):
        raise VerifyException(
            f"GNA's PWL has 1 to {PWL_MAX_SEGMENTS} segments of x_base, y_base and fixed_slope each, got "
            f"{len(x_base)}, {len(y_base)} and {len(slope)}"
        )
    if any(not -(2**31) <= x < 2**31 for x in x_base):
        raise VerifyException("x_base values are int32")
    if any(not -(2**15) <= v < 2**15 for v in (*y_base, *slope)):
        raise VerifyException("y_base and fixed_slope values are int16")
    masked = [x & XBASE_MASK for x in x_base]
    if any(b <= a for a, b in itertools.pairwise(masked)):
        raise VerifyException("PWL x_base values (their multiples of 4) must increase")


OPS = [ConvolutionOp, MaxPoolOp, SumPoolOp, AvgPoolOp, AffineOp, DiagonalOp, EltwiseOp, PwlOp]
__all__ = ["WindowOp", "PoolOp", "hardware_windows", *(op.__name__ for op in OPS)]
