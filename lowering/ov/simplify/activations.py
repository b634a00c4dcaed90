"""Activations as exporters decompose them become the OpenVINO op that computes them (ovc's
GeluFusion, SwishFusion, HSigmoidFusion, HSwishFusion, MishFusion, SoftPlusFusion): one
layer instead of three to nine, and one kernel that is exact in the tails.

The matchers read products and sums in whatever order the exporter wrote them (see
`matching.product`), compare constants up to the rounding of the element type, and fire
only when every op they remove has no other user and the fused op has the root's type.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import Product, affine, close, computes_like, producer, product, split_scalar, unary
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant_like, scalar

SCALING = (ov.MultiplyV1Op, ov.DivideV1Op)


def pairs(found: Product) -> Iterator[tuple[SSAValue, SSAValue]]:
    """Both readings of a two-factor product as (x, f(x))."""
    if len(found.factors) == 2:
        a, b = found.factors
        yield a, b
        yield b, a


def shifted(value: SSAValue, kind: type[Operation]) -> tuple[float, float, Product] | None:
    """For value = a + b * kind(s * z): (a, b, s z)."""
    offset, term = affine(value)
    argument = unary(term.factors[0], kind) if len(term.factors) == 1 else None
    return None if argument is None else (offset, term.scale, product(argument))


def power_of(value: SSAValue, x: SSAValue) -> int | None:
    """1 for x itself, n for a single-use Power(x, n) with a whole constant n."""
    if value is x:
        return 1
    power = producer(value, ov.PowerV1Op)
    exponent = scalar(power.rhs) if power is not None and power.lhs is x else None
    return int(exponent) if exponent is not None and exponent.is_integer() else None


def cubic_coefficient(value: SSAValue, x: SSAValue) -> float | None:
    """For value = x + c x^3 (x^3 as x*x*x, x*x^2 or Power(x, 3)): c."""
    add = producer(value, ov.AddV1Op)
    for linear, cubic in [(add.lhs, add.rhs), (add.rhs, add.lhs)] if add is not None else []:
        term = product(cubic)
        powers = [power_of(f, x) for f in term.factors]
        if linear is x and None not in powers and sum(powers) == 3:
            return term.scale
    return None


def relu6_input(value: SSAValue) -> SSAValue | None:
    """u for a single-use min(max(u, 0), 6): Clamp(u, 0, 6), Minimum(Relu(u), 6) or
    Minimum(Maximum(u, 0), 6), the constants on either side."""
    clamp = producer(value, ov.ClampV0Op)
    if clamp is not None:
        return clamp.input if (clamp.min.value.data, clamp.max.value.data) == (0, 6) else None
    capped = split_scalar(producer(value, ov.MinimumV1Op))
    if capped is None or not close(capped[1], 6, value):
        return None
    relu = unary(capped[0], ov.ReluV0Op)
    floored = split_scalar(producer(capped[0], ov.MaximumV1Op))
    if relu is None and floored is not None and floored[1] == 0:
        return floored[0]
    return relu


def hard_sigmoid_input(value: SSAValue) -> SSAValue | None:
    """x for a single-use relu6(x + 3): HSigmoid times 6."""
    u = relu6_input(value)
    offset, term = affine(u) if u is not None else (0.0, Product())
    return term.factors[0] if close(offset, 3, value) and term.scale == 1 and len(term.factors) == 1 else None


def replace(rewriter: PatternRewriter, root: Operation, *ops: Operation) -> None:
    """Replace the matched subgraph's root with `ops`, the last computing it."""
    b = Builder(root)
    for op in ops:
        b.add(op)
    b.replace(rewriter)


class FuseScaledProduct(RewritePattern):
    """x times a function of x, scaled (a Multiply or Divide chain), is one activation: `fused`
    says which, as the op kind and its properties, for a factor x and the `rest` of the product."""

    op_types = SCALING

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, SCALING):
            return
        found = product(op.results[0], root=True)
        for x, rest in pairs(found):
            fused = self.fused(x, rest, found.scale)
            if fused is not None and computes_like(x, op):
                kind, properties = fused
                replace(rewriter, op, kind(x, **properties))
                return

    def fused(self, x: SSAValue, rest: SSAValue, scale: float) -> tuple[type[Operation], dict] | None:
        raise NotImplementedError


class FuseGelu(FuseScaledProduct):
    """0.5 x (1 + erf(x / sqrt 2)) is Gelu; 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
    its tanh approximation."""

    def fused(self, x, rest, scale):
        mode = self.mode(x, rest, scale)
        return None if mode is None else (ov.GeluV7Op, {"approximation_mode": mode})

    @staticmethod
    def mode(x: SSAValue, rest: SSAValue, scale: float) -> str | None:
        for kind, mode in ((ov.ErfV0Op, "ERF"), (ov.TanhV0Op, "TANH")):
            read = shifted(rest, kind)
            if read is None:
                continue
            offset, factor, inner = read
            if not (close(scale * offset, 0.5, x) and close(scale * factor, 0.5, x)) or len(inner.factors) != 1:
                return None
            if mode == "ERF":
                return mode if inner.is_of(x) and close(inner.scale, 1 / math.sqrt(2), x) else None
            coefficient = cubic_coefficient(inner.factors[0], x)
            return mode if close(inner.scale, math.sqrt(2 / math.pi), x) and close(coefficient, 0.044715, x) else None
        return None


class FuseSwish(RewritePattern):
    """x sigmoid(x) is Swish, x sigmoid(beta x) Swish with beta, and so is x / (1 + exp(-beta x))."""

    op_types = SCALING

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        x, beta = self.match(op)
        if x is None or not computes_like(x, op):
            return
        if close(beta, 1, x):
            replace(rewriter, op, ov.SwishV4Op(x, None))
        else:
            parameter = constant_like(beta, x)
            replace(rewriter, op, parameter, ov.SwishV4Op(x, parameter.output))

    @staticmethod
    def match(op: Operation) -> tuple[SSAValue | None, float]:
        if isinstance(op, ov.MultiplyV1Op):
            found = product(op.output, root=True)
            for x, rest in pairs(found):
                argument = unary(rest, ov.SigmoidV0Op)
                inner = product(argument) if argument is not None else None
                if inner is not None and inner.is_of(x) and close(found.scale, 1, x):
                    return x, inner.scale
        if isinstance(op, ov.DivideV1Op) and op.rhs.has_one_use():
            read = shifted(op.rhs, ov.ExpV0Op)
            if read is not None and read[2].is_of(op.lhs) and all(close(c, 1, op.lhs) for c in read[:2]):
                return op.lhs, -read[2].scale
        return None, 0.0


class FuseHSigmoid(RewritePattern):
    """relu6(x + 3) / 6 is HSigmoid, and so is HardSigmoid(x) with alpha 1/6 and beta 1/2."""

    op_types = (ov.HardSigmoidV0Op, *SCALING)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, ov.HardSigmoidV0Op):
            is_hsigmoid = close(scalar(op.alpha), 1 / 6, op.data) and close(scalar(op.beta), 0.5, op.data)
            x = op.data if is_hsigmoid else None
        elif isinstance(op, SCALING):
            found = product(op.results[0], root=True)
            x = hard_sigmoid_input(found.factors[0]) if len(found.factors) == 1 else None
            x = x if x is not None and close(found.scale, 1 / 6, x) else None
        else:
            return
        if x is not None and computes_like(x, op):
            replace(rewriter, op, ov.HSigmoidV5Op(x))


class FuseHSwish(FuseScaledProduct):
    """x relu6(x + 3) / 6 and x HSigmoid(x) are HSwish."""

    def fused(self, x, rest, scale):
        relu6 = hard_sigmoid_input(rest) is x and close(scale, 1 / 6, x)
        hsigmoid = unary(rest, ov.HSigmoidV5Op) is x and close(scale, 1, x)
        return (ov.HSwishV4Op, {}) if relu6 or hsigmoid else None


class FuseMish(RewritePattern):
    """x tanh(softplus(x)) is Mish."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.MultiplyV1Op, rewriter: PatternRewriter) -> None:
        found = product(op.output, root=True)
        for x, rest in pairs(found):
            softplus = unary(rest, ov.TanhV0Op)
            mish = softplus is not None and unary(softplus, ov.SoftPlusV4Op) is x and close(found.scale, 1, x)
            if mish and computes_like(x, op):
                replace(rewriter, op, ov.MishV4Op(x))
                return


class FuseSoftPlus(RewritePattern):
    """log(exp(x) + 1) is SoftPlus."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.LogV0Op, rewriter: PatternRewriter) -> None:
        read = shifted(op.input, ov.ExpV0Op)
        if read is None or len(read[2].factors) != 1:
            return
        x = read[2].factors[0]
        if all(close(c, 1, x) for c in (read[0], read[1], read[2].scale)) and computes_like(x, op):
            replace(rewriter, op, ov.SoftPlusV4Op(x))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FuseSoftPlus(), FuseMish(), FuseGelu(), FuseSwish(), FuseHSigmoid(), FuseHSwish()]
