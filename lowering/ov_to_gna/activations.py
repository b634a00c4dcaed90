"""Activations become gna.pwl: exact segments for Relu, PRelu with one slope, Clamp and Abs;
for Sigmoid, Tanh, SoftSign, Exp, Log and Power by a constant, the fewest segments under
the pass's `pwl-max-error-percent` (pwl.py; the plugin's design, pwl_design.py, when the
module is to be quantised, on the range of a FakeQuantize that writes its data as the plugin's
PWLApproximationWithFq); a function no PWL approximates within that bound stays on the CPU.
Each gna.pwl names the function it approximates and carries the error it measured. A PRelu
with a slope per channel cannot be one PWL (a PWL has one set of segments per layer): it is
relu(x) + slope * min(x, 0), two exact PWLs, a diagonal and an eltwise sum. Sqrt is not one
of GNA's activations (limits/__init__.py): it stays on the CPU."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import gna, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.gna.fold_fake_quantize import data_range
from ovopt.lowering.ov_to_gna import pwl, pwl_design
from ovopt.lowering.ov_to_gna.boundary import from_gna, to_gna
from ovopt.lowering.values import constant, is_float, static_shape
from ovopt.support import elements
from ovopt.support.shapes import element_of

if TYPE_CHECKING:
    from ovopt.lowering.ov_to_gna.passes import ConvertOvToGnaPass

SMOOTH = {ov.SigmoidV0Op: "sigmoid", ov.TanhV0Op: "tanh", ov.SoftSignV9Op: "softsign", ov.ExpV0Op: "exp"}
SMOOTH |= {ov.LogV0Op: "log"}


def segments_for(op: Operation, options: ConvertOvToGnaPass) -> tuple[str, pwl.Segments] | None:
    """The function `op` computes and its PWL, or None if it has none; raises ValueError when
    no PWL of at most 128 segments reaches the pass's error bound. With `precision` set (the
    quantised path) smooth functions get the plugin's segments (pwl_design.py)."""
    if type(op) in SMOOTH:
        return SMOOTH[type(op)], _designed(SMOOTH[type(op)], None, options, _fake_quantized(op))
    if isinstance(op, ov.ReluV0Op):
        return "relu", pwl.leaky_relu()
    if isinstance(op, ov.AbsV0Op):
        return "abs", pwl.absolute()
    if isinstance(op, ov.ClampV0Op):
        return "clamp", pwl.clamp(op.min.value.data, op.max.value.data)
    if isinstance(op, ov.PReluV0Op):
        slope = constant(op.slope)
        return None if slope is None or slope.size != 1 else ("leaky_relu", pwl.leaky_relu(float(slope.flat[0])))
    if isinstance(op, ov.PowerV1Op):
        exponent = constant(op.rhs)
        if exponent is None or exponent.size != 1 or constant(op.lhs) is not None:
            return None
        p = float(exponent.flat[0])
        if p == 1.0:
            return "power", pwl.identity()
        if p == 0.0:
            return "power", pwl.Segments(np.zeros(1), np.ones(1), np.array([-1.0, 1.0]))
        return f"power {p:g}", _designed("power", p, options, _fake_quantized(op))
    return None


@functools.cache
def _design(
    name: str, exponent: float | None, max_error_percent: float, plugin: bool, fq: tuple[float, float] | None
) -> pwl.Segments:
    with np.errstate(all="ignore"):
        if plugin:
            function = pwl_design.power(exponent) if name == "power" else pwl_design.FUNCTIONS[name]
            if fq is not None:
                function = pwl_design.on_fake_quantize_range(function, *fq)
            return pwl_design.design(function, max_error_percent)
        return pwl.approximate(pwl.power(exponent) if name == "power" else pwl.smooth(name), max_error_percent)


def _designed(
    name: str, exponent: float | None, options: ConvertOvToGnaPass, fq: tuple[float, float] | None = None
) -> pwl.Segments:
    return _design(name, exponent, float(options.pwl_max_error_percent), bool(options.precision), fq)


def _fake_quantized(op: Operation) -> tuple[float, float] | None:
    """The range of the per-tensor FakeQuantize that writes the activation's data, when the
    plugin designs its PWL on that range (PWLApproximationWithFq, only when quantising)."""
    source = op.operands[0].owner
    found = data_range(source) if isinstance(source, ov.FakeQuantizeV0Op) else None
    return found[:2] if found is not None else None


def approximation_problem(op: Operation, options: ConvertOvToGnaPass) -> str | None:
    """Why the activation `op` has no PWL (it stays on the CPU), or None."""
    if not isinstance(op, ACTIVATIONS):
        return None
    try:
        segments_for(op, options)
    except ValueError as error:
        return f"no PWL within {options.pwl_max_error_percent:g} % of its range: {error}"
    return None


ACTIVATIONS = (*SMOOTH, ov.ReluV0Op, ov.AbsV0Op, ov.ClampV0Op, ov.PReluV0Op, ov.PowerV1Op)


@dataclass
class ActivationToPwl(RewritePattern):
    options: ConvertOvToGnaPass

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ACTIVATIONS):
            return
        data = op.operands[0]
        if static_shape(data) is None or not is_float(data) or op.results[0].type != data.type:
            return
        try:
            found = segments_for(op, self.options)
        except ValueError:
            return  # stays on the CPU: convert-ov-to-gna said so (approximation_problem)
        if found is None:
            return
        name, segments = found
        b = Builder(op)
        from_gna(b, b.add(_pwl(to_gna(b, data, any_shape=True), name, segments)), op.results[0].type)
        b.replace(rewriter)


def _pwl(data, name: str, segments: pwl.Segments) -> gna.PwlOp:
    return gna.PwlOp(
        data,
        slopes=segments.slopes.tolist(),  # at most 128 numbers: parameters, not weights
        intercepts=segments.intercepts.tolist(),
        knots=segments.knots.tolist(),
        approximates=name,
        error_percent=round(segments.error_percent, 4),
    )


class PerChannelPReluToGna(RewritePattern):
    """PRelu(x, slopes) with several slopes: relu(x) + slopes * min(x, 0), where the slopes
    broadcast to x (numpy rules, which PRelu's verifier checks); the diagonal takes them as its
    weights."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.PReluV0Op, rewriter: PatternRewriter) -> None:
        data, slopes = op.data, constant(op.slope)
        shape = static_shape(data)
        if shape is None or slopes is None or slopes.size == 1:  # PRelu's verifier takes float data only
            return
        if slopes.ndim == 1 and len(shape) > 1 and slopes.shape[0] == shape[1]:
            slopes = slopes.reshape([shape[1]] + [1] * (len(shape) - 2))  # PRelu's 1-D slope is per channel
        b = Builder(op)
        x = to_gna(b, data)
        element = element_of(data.type)
        dtype = elements.numpy_dtype(element)
        positive = b.add(_pwl(x, "relu", pwl.leaky_relu()))
        negative = b.add(_pwl(x, "min0", pwl.Segments(np.array([1.0, 0.0]), np.zeros(2), np.array([-1.0, 0.0, 1.0]))))
        weights = b.constant(slopes.astype(dtype), element)
        scaled = b.add(gna.DiagonalOp(negative, weights, b.constant(np.zeros(1, dtype), element)))
        from_gna(b, b.add(gna.EltwiseOp(positive, scaled, operation="sum")), op.output.type)
        b.replace(rewriter)


def patterns(options: ConvertOvToGnaPass) -> list[RewritePattern]:
    return [ActivationToPwl(options), PerChannelPReluToGna()]
