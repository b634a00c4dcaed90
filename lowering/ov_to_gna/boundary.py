"""Where ov data enters and leaves the gna dialect: `gna.layout_cast` in and out, layouts
taken from the gna value a builtin tensor came from, and casts that cancel folded away."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import TensorType as BuiltinTensorType
from xdsl.ir import Attribute, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import gna
from ovopt.lowering.builder import Builder
from ovopt.lowering.values import static_shape
from ovopt.support.shapes import element_of


def _non_unit(shape: Sequence[int]) -> list[int]:
    return [d for d in shape if d != 1]


def gna_source(value: SSAValue) -> SSAValue | None:
    """The gna value a builtin tensor is a cast of, if it is one."""
    owner = value.owner
    if isinstance(owner, gna.LayoutCastOp) and isinstance(owner.input.type, gna.TensorType):
        return owner.input
    return None


def to_gna(
    b: Builder,
    value: SSAValue,
    layout: gna.Layout | None = None,
    shape: Sequence[int] | None = None,
    *,
    any_shape: bool = False,
) -> SSAValue:
    """`value` as a gna tensor of `shape` (its own by default) and `layout`.

    Without a layout, the layout of the gna value `value` came from is kept when the shape is
    the same (the buffer is), else the default layout of the rank. A cast of a gna value is
    cast from that value directly, so in and out casts cancel. With `any_shape` (element-wise
    ops that take any shape) that value itself is used when only 1-dims tell them apart.
    """
    shape = list(shape if shape is not None else static_shape(value))
    source = gna_source(value)
    if source is not None and any_shape and layout is None and _non_unit(source.type.get_shape()) == _non_unit(shape):
        return source
    if source is not None:
        same_shape = list(source.type.get_shape()) == shape
        if same_shape and layout in (None, source.type.layout_kind):
            return source
        chosen = layout or (source.type.layout_kind if same_shape else gna.default_layout(len(shape)))
        target = gna.TensorType(shape, element_of(value.type), chosen)
        if gna.cast_problem(source.type, target) is None:
            return b.add(gna.LayoutCastOp(source, target))
    target = gna.TensorType(shape, element_of(value.type), layout or gna.default_layout(len(shape)))
    return b.add(gna.LayoutCastOp(value, target))


def from_gna(b: Builder, value: SSAValue, like: Attribute) -> SSAValue:
    """The gna `value` as a builtin tensor of `like`'s type (a reshape when the shapes differ):
    always a cast, since `value` has a gna type and `like` is a builtin one."""
    return b.add(gna.LayoutCastOp(value, like))


def builtin(shape: Sequence[int], element: Attribute) -> BuiltinTensorType:
    return BuiltinTensorType(element, list(shape))


class FoldLayoutCasts(RewritePattern):
    """A cast of a cast is one cast, or none when it gives back the first cast's input."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gna.LayoutCastOp, rewriter: PatternRewriter) -> None:
        inner = op.input.owner
        if not isinstance(inner, gna.LayoutCastOp):
            return
        source, target = inner.input, op.output.type
        if source.type == target:
            rewriter.replace(op, [], [source])
            return
        one_side_gna = isinstance(source.type, gna.TensorType) or isinstance(target, gna.TensorType)
        if one_side_gna and gna.cast_problem(source.type, target) is None:
            rewriter.replace(op, [gna.LayoutCastOp(source, target)])
