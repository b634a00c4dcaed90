"""The compute ops GNA runs: convolution and pooling in channels-last data, affine on
interleaved data, diagonal (scale-shift), element-wise sum / sub / prod, and the piecewise-
linear activation. Weights and biases are builtin tensors (ov.Constant values)."""

from __future__ import annotations

import itertools

from xdsl.dialects.builtin import TensorType as BuiltinTensorType
from xdsl.irdl import operand_def, opt_operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, declare_op, float_prop, floats_prop, ints_prop, one_of, str_prop
from ovopt.dialects.gna.base import GnaOp, gna_tensor, same_element, weights
from ovopt.dialects.gna.types import CHANNELS_LAST, Layout, TensorType
from ovopt.support.shapes import broadcast_numpy, show, sliding_window_dim


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
    [C_OUT, spatial..., C_IN] and an optional bias [C_OUT]: the plugin's GNAConvolution."""

    data = operand_def(TensorType)
    filters = operand_def(BuiltinTensorType)
    bias = opt_operand_def(BuiltinTensorType)
    output = result_def(TensorType)
    dilations = ints_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "convolution data", CHANNELS_LAST)
        w = weights(operands[1], "convolution filters")
        same_element(data, operands[1].type)
        if len(w) != data.get_num_dims():
            raise VerifyException(f"filters {show(list(w))} do not match {data.layout_kind} data")
        if w[-1] != data.get_shape()[-1]:
            raise VerifyException(
                f"data has {data.get_shape()[-1]} channels, filters [C_OUT, ..., C_IN] expect {w[-1]}"
            )
        if len(operands) > 2:
            weights(operands[2], "convolution bias", [w[0]])
        spatial = cls._spatial(data, w[1:-1], properties)
        return [TensorType([data.get_shape()[0], *spatial, w[0]], data.element_type, data.layout_kind)]


class PoolOp(WindowOp):
    """Pooling of channels-last data (NHWC or NWC): the window slides over the spatial axes."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    kernel = ints_prop()
    rounding_type = one_of(("floor", "ceil"), default="floor")

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], f"{cls.name} data", CHANNELS_LAST)
        kernel = list(properties["kernel"].get_values())
        spatial = cls._spatial(data, kernel, properties, properties["rounding_type"].data)
        shape = data.get_shape()
        return [TensorType([shape[0], *spatial, shape[-1]], data.element_type, data.layout_kind)]


@declare_op("gna.max_pool")
class MaxPoolOp(PoolOp):
    """Window maxima over channels-last data: the plugin's GNAMaxPool."""


@declare_op("gna.avg_pool")
class AvgPoolOp(PoolOp):
    """Window means over channels-last data; `exclude-pad` leaves padding out of the count."""

    exclude_pad = bool_prop(default=False, prop_name="exclude-pad")


@declare_op("gna.affine")
class AffineOp(GnaOp):
    """Fully connected on interleaved data: data [K, N] (CN, frames as columns), weights
    [O, K], optional bias [O]; the result is [O, N], interleaved too."""

    data = operand_def(TensorType)
    weights = operand_def(BuiltinTensorType)
    bias = opt_operand_def(BuiltinTensorType)
    output = result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "affine data", [Layout.CN])
        w = weights(operands[1], "affine weights")
        same_element(data, operands[1].type)
        k, frames = data.get_shape()
        if len(w) != 2 or w[1] != k:
            raise VerifyException(f"affine weights must be [O, {k}] for data [{k}, {frames}], got {show(list(w))}")
        if len(operands) > 2:
            weights(operands[2], "affine bias", [w[0]])
        return [TensorType([w[0], frames], data.element_type, Layout.CN)]


def _broadcasts_to(small: list[int], shape: list[int]) -> bool:
    try:
        return len(small) <= len(shape) and broadcast_numpy(shape, small) == shape
    except VerifyException:
        return False


@declare_op("gna.diagonal")
class DiagonalOp(GnaOp):
    """Scale and shift, data * weights + bias, with constant weights and bias that broadcast
    (numpy rules) to the data's physical shape: GNA's diagonal affine, ScaleShift."""

    data = operand_def(TensorType)
    weights = operand_def(BuiltinTensorType)
    bias = operand_def(BuiltinTensorType)
    output = result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "diagonal data")
        shape = list(data.get_shape())
        for value, what in ((operands[1], "diagonal weights"), (operands[2], "diagonal bias")):
            same_element(data, value.type)
            w = list(weights(value, what))
            if not _broadcasts_to(w, shape):
                raise VerifyException(f"{what} {show(w)} do not broadcast to the data {show(shape)}")
        return [data]


@declare_op("gna.eltwise")
class EltwiseOp(GnaOp):
    """Element-wise sum, difference or product of two tensors of one type (GNA does not
    broadcast: a constant operand is a gna.diagonal)."""

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    output = result_def(TensorType)
    operation = one_of(("sum", "sub", "prod"))

    @classmethod
    def infer_result_types(cls, operands, properties):
        lhs = gna_tensor(operands[0], "eltwise lhs")
        rhs = gna_tensor(operands[1], "eltwise rhs")
        if lhs != rhs:
            raise VerifyException(f"eltwise operands must have one type (shape and layout), got {lhs} and {rhs}")
        return [lhs]


@declare_op("gna.pwl")
class PwlOp(GnaOp):
    """A piecewise-linear activation: segment i, between knots[i] and knots[i+1], computes
    slopes[i] * x + intercepts[i]; below the first knot the first segment applies, above the
    last the last one. `approximates` names the function and `error_percent` is the measured
    maximum error over the knots' domain, in percent of the function's range there."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    slopes = floats_prop()
    intercepts = floats_prop()
    knots = floats_prop()
    approximates = str_prop(default="custom")
    error_percent = float_prop(default=0.0)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data = gna_tensor(operands[0], "pwl data")
        slopes, intercepts, knots = (list(properties[name].get_values()) for name in ("slopes", "intercepts", "knots"))
        if not 1 <= len(slopes) <= 128:
            raise VerifyException(f"a PWL has 1 to 128 segments, got {len(slopes)}")
        if len(intercepts) != len(slopes) or len(knots) != len(slopes) + 1:
            raise VerifyException(
                f"{len(slopes)} segments need as many intercepts and {len(slopes) + 1} knots, "
                f"got {len(intercepts)} and {len(knots)}"
            )
        if any(b <= a for a, b in itertools.pairwise(knots)):
            raise VerifyException("PWL knots must increase")
        return [data]


OPS = [ConvolutionOp, MaxPoolOp, AvgPoolOp, AffineOp, DiagonalOp, EltwiseOp, PwlOp]
__all__ = ["WindowOp", "PoolOp", *(op.__name__ for op in OPS)]
