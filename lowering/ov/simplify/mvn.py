"""Layer normalisation as exporters before ONNX opset 17 write it,
(x - mean(x)) / sqrt(mean((x - mean(x))^2) + eps), is one MVN (ovc's MVNFusion); the scale
and shift after it stay a Multiply and an Add. The epsilon may sit inside the square root or
outside it, the square may be a Power or a product, the division a product with
(v + eps)^-0.5 or with 1 / sqrt(v + eps)."""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import computes_like, producer, split_scalar
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import constant, scalar
from ovopt.support.shapes import normalize_axis, rank_of


def mean_over(value: SSAValue) -> tuple[SSAValue, tuple[int, ...]] | None:
    """(x, its sorted axes) for value = ReduceMean(x, axes, keep_dims)."""
    owner = value.owner
    axes = constant(owner.axes) if isinstance(owner, ov.ReduceMeanV1Op) and owner.keep_dims.value.data else None
    rank = rank_of(owner.data) if axes is not None else None
    if rank is None:
        return None
    return owner.data, tuple(sorted({normalize_axis(int(a), rank) for a in axes.reshape(-1)}))


def centred_of(value: SSAValue) -> tuple[SSAValue, tuple[int, ...], Operation] | None:
    """(x, axes, the mean op) for value = x - ReduceMean(x, axes)."""
    owner = value.owner
    mean = mean_over(owner.rhs) if isinstance(owner, ov.SubtractV1Op) else None
    return (mean[0], mean[1], owner.rhs.owner) if mean is not None and mean[0] is owner.lhs else None


def root_of(value: SSAValue, power: float) -> SSAValue | None:
    """v for a single-use Sqrt(v) (power 0.5) or Power(v, power)."""
    if power == 0.5 and (sqrt := producer(value, ov.SqrtV0Op)) is not None:
        return sqrt.input
    owner = producer(value, ov.PowerV1Op)
    return owner.lhs if owner is not None and scalar(owner.rhs) == power else None


def shifted_by_eps(value: SSAValue) -> tuple[SSAValue, float] | None:
    """(v, eps) for a single-use v + eps."""
    return split_scalar(producer(value, ov.AddV1Op))


def deviation_of(value: SSAValue, power: float) -> tuple[SSAValue, float, str] | None:
    """(variance, eps, eps_mode) for value = (variance + eps)^power or variance^power + eps."""
    inside = root_of(value, power)
    inner = shifted_by_eps(inside) if inside is not None else None
    if inner is not None:
        return inner[0], inner[1], "inside_sqrt"
    outside = shifted_by_eps(value) if power == 0.5 else None
    variance = root_of(outside[0], power) if outside is not None else None
    return (variance, outside[1], "outside_sqrt") if variance is not None else None


def reciprocal_deviation_of(value: SSAValue) -> tuple[SSAValue, float, str] | None:
    """The same for value = (variance + eps)^-0.5 or 1 / deviation."""
    divide = producer(value, ov.DivideV1Op)
    if divide is not None and scalar(divide.lhs) == 1:
        return deviation_of(divide.rhs, 0.5)
    return deviation_of(value, -0.5)


def squared(value: SSAValue) -> SSAValue | None:
    """c for a single-use Power(c, 2) or Multiply(c, c)."""
    product = producer(value, ov.MultiplyV1Op)
    if product is not None and product.lhs is product.rhs:
        return product.lhs
    return root_of(value, 2.0)


class FuseMVN(RewritePattern):
    """Rooted at the division (or the product with the reciprocal deviation)."""

    op_types = (ov.DivideV1Op, ov.MultiplyV1Op)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, ov.DivideV1Op):
            readings = [(op.lhs, deviation_of(op.rhs, 0.5))]
        elif isinstance(op, ov.MultiplyV1Op):
            readings = [(op.lhs, reciprocal_deviation_of(op.rhs)), (op.rhs, reciprocal_deviation_of(op.lhs))]
        else:
            return
        for centred, deviation in readings:
            fused = self.mvn(op, centred, deviation) if deviation is not None else None
            if fused is not None:
                b = Builder(op)
                x, axes, eps, mode = fused
                b.add(ov.MVNV6Op(x, b.i64(list(axes)), normalize_variance=True, eps=eps, eps_mode=mode))
                b.replace(rewriter)
                return

    @staticmethod
    def mvn(op: Operation, centred: SSAValue, deviation: tuple[SSAValue, float, str]):
        """(x, axes, eps, eps_mode) if centred / deviation normalises x over axes."""
        variance, eps, mode = deviation
        numerator = centred_of(centred)
        spread = mean_over(variance) if variance.has_one_use() else None
        square = variance.owner.data.owner if spread is not None else None
        inner = squared(spread[0]) if spread is not None else None
        if numerator is None or inner is None or not computes_like(numerator[0], op):
            return None
        x, axes, mean = numerator
        second = centred_of(inner)
        if second is None or second[:2] != (x, axes) or spread[1] != axes or eps < 0:
            return None
        # The centred values (one Subtract or two) and their means serve this subgraph only.
        readers = {op, square, centred.owner, inner.owner}
        shared = (centred, inner, mean.results[0], second[2].results[0])
        if not all(use.operation in readers for value in shared for use in value.uses):
            return None
        return x, axes, eps, mode


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [FuseMVN()]
