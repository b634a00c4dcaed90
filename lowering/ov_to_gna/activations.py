"""Activations become gna.pwl: exact segments for Relu, PRelu with one slope, Clamp and Abs;
for Sigmoid, Tanh, SoftSign, Exp, Log, Sqrt and Power by a constant, the fewest segments under
the pass's `pwl-max-error-percent` (pwl.py). Each gna.pwl names the function it approximates
and carries the error it measured."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import gna, ov
from ovopt.dialects.locations import describe
from ovopt.lowering.builder import Builder
from ovopt.lowering.ov.simplify.matching import constant, is_float
from ovopt.lowering.ov_to_gna import pwl
from ovopt.lowering.ov_to_gna.boundary import from_gna, static_shape, to_gna
from ovopt.lowering.ov_to_gna.options import Options

SMOOTH = {ov.SigmoidV0Op: "sigmoid", ov.TanhV0Op: "tanh", ov.SoftSignV9Op: "softsign", ov.ExpV0Op: "exp"}
SMOOTH |= {ov.LogV0Op: "log"}


def segments_for(op: Operation, options: Options) -> tuple[str, pwl.Segments] | None:
    """The function `op` computes and its PWL, or None if it has none."""
    error = options.pwl_max_error_percent
    if type(op) in SMOOTH:
        name = SMOOTH[type(op)]
        return name, pwl.approximate(pwl.smooth(name), error)
    if isinstance(op, ov.ReluV0Op):
        return "relu", pwl.leaky_relu()
    if isinstance(op, ov.AbsV0Op):
        return "abs", pwl.absolute()
    if isinstance(op, ov.ClampV0Op):
        return "clamp", pwl.clamp(op.min.value.data, op.max.value.data)
    if isinstance(op, ov.PReluV0Op):
        slope = constant(op.slope)
        return None if slope is None or slope.size != 1 else ("leaky_relu", pwl.leaky_relu(float(slope.flat[0])))
    if isinstance(op, ov.SqrtV0Op):
        return "sqrt", pwl.approximate(pwl.power(0.5), error)
    if isinstance(op, ov.PowerV1Op):
        exponent = constant(op.rhs)
        if exponent is None or exponent.size != 1 or constant(op.lhs) is not None:
            return None
        p = float(exponent.flat[0])
        if p == 1.0:
            return "power", pwl.identity()
        if p == 0.0:
            return "power", pwl.Segments(np.zeros(1), np.ones(1), np.array([-1.0, 1.0]))
        return f"power {p:g}", pwl.approximate(pwl.power(p), error)
    return None


ACTIVATIONS = (*SMOOTH, ov.ReluV0Op, ov.AbsV0Op, ov.ClampV0Op, ov.PReluV0Op, ov.SqrtV0Op, ov.PowerV1Op)


@dataclass
class ActivationToPwl(RewritePattern):
    options: Options

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ACTIVATIONS):
            return
        data = op.operands[0]
        if static_shape(data) is None or not is_float(data) or op.results[0].type != data.type:
            return
        try:
            found = segments_for(op, self.options)
        except ValueError as error:
            raise PassFailedException(
                f"convert-ov-to-gna: {describe(op)}: {error}; give a larger pwl-max-error-percent"
            ) from None
        if found is None:
            return
        name, segments = found
        b = Builder(op)
        pwl_op = gna.PwlOp(
            to_gna(b, data, any_shape=True),
            slopes=segments.slopes.tolist(),  # at most 128 numbers: parameters, not weights
            intercepts=segments.intercepts.tolist(),
            knots=segments.knots.tolist(),
            approximates=name,
            error_percent=round(segments.error_percent, 4),
        )
        from_gna(b, b.add(pwl_op), op.results[0].type)
        b.replace(rewriter)


def patterns(options: Options) -> list[RewritePattern]:
    return [ActivationToPwl(options)]
