"""The gna tensor type: a shape in the physical order its layout names, an element type, the
layout itself, and for quantised data the scale factor (`!gna.tensor<1x49x10x8xf32, NHWC>`,
`!gna.tensor<40x4xi16, CN, scale 2048.0>`).

A layout says what each physical axis means. The channel layouts name their axes
(`NCHW`, `NHWC`, `NCW`, `NWC`); `NC` is a batch of frames, one frame per row; `CN` is GNA's
"interleaved" affine I/O, frames as columns; `ND` is data of any rank whose axes carry no
meaning GNA cares about (element-wise ops, PWL, copy and the memory-aliasing ops take any
layout, so the value keeps the order it had in the ov dialect without inventing a meaning
for its axes).

A scale factor s says what the integers mean: the element q stands for q / s (GNA's
`_dst_quant` scale). Float tensors may carry the scale they will be quantised with (after
gna-propagate-scales, before gna-quantize); a tensor without one prints as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, ContainerType, FloatAttr, IntAttr, NoneAttr, ShapedType, f64
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, ParametrizedAttribute, SpacedOpaqueSyntaxAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from ovopt.support.shapes import show


class Layout(StrEnum):
    NCHW = "NCHW"
    NHWC = "NHWC"
    NCW = "NCW"
    NWC = "NWC"
    NC = "NC"  # rows are frames
    CN = "CN"  # interleaved: frames are columns (affine I/O)
    ND = "ND"  # any rank, no axis meaning (element-wise data)


CHANNELS_LAST = (Layout.NHWC, Layout.NWC)
CHANNELS_FIRST = (Layout.NCHW, Layout.NCW)
CHANNEL_LAYOUTS = CHANNELS_FIRST + CHANNELS_LAST


def layout_rank(layout: Layout) -> int | None:
    """The rank a layout implies (None: any rank)."""
    return None if layout == Layout.ND else len(layout.value)


def default_layout(rank: int) -> Layout:
    """The layout of ov data that enters GNA as it is: channels first, frames as rows."""
    return {2: Layout.NC, 3: Layout.NCW, 4: Layout.NCHW}.get(rank, Layout.ND)


def channels_last(rank: int) -> Layout:
    return {3: Layout.NWC, 4: Layout.NHWC}[rank]


@irdl_attr_definition
class LayoutAttr(EnumAttribute[Layout], SpacedOpaqueSyntaxAttribute):
    """`#gna<layout NHWC>`: what each physical axis of a gna tensor means."""

    name = "gna.layout"


@irdl_attr_definition
class TensorType(ParametrizedAttribute, TypeAttribute, ShapedType, ContainerType[Attribute]):
    """`!gna.tensor<1x49x10x8xf32, NHWC>`: shape (physical order), element type, layout and an
    optional scale factor (`, scale 2048.0`).

    The element type is f32 before quantisation; i8, i16 and i32 are the widths GNA computes in.
    """

    name = "gna.tensor"
    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    layout: LayoutAttr
    scale_factor: Attribute  # FloatAttr (f64) or NoneAttr: no scale

    def __init__(self, shape: Sequence[int], element_type: Attribute, layout: Layout | str, scale: float | None = None):
        factor = NoneAttr() if scale is None else FloatAttr(float(scale), f64)
        super().__init__(ArrayAttr(IntAttr(d) for d in shape), element_type, LayoutAttr(Layout(layout)), factor)

    def get_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    def get_num_dims(self) -> int:
        return len(self.shape.data)

    def get_element_type(self) -> Attribute:
        return self.element_type

    @property
    def layout_kind(self) -> Layout:
        return self.layout.data

    @property
    def scale(self) -> float | None:
        """The scale factor: an element q stands for q / scale; None when not quantised."""
        return self.scale_factor.value.data if isinstance(self.scale_factor, FloatAttr) else None

    def with_shape(self, shape: Sequence[int | None] | None, element: Attribute) -> TensorType:
        """The same layout (`ND` for another rank) and scale with another shape."""
        if shape is None or None in shape:
            raise VerifyException("gna tensors have static shapes")
        layout = self.layout_kind if layout_rank(self.layout_kind) in (None, len(shape)) else Layout.ND
        return TensorType(shape, element, layout, self.scale)

    def with_scale(self, scale: float | None, element: Attribute | None = None) -> TensorType:
        """The same shape and layout with another scale (and element type)."""
        return TensorType(self.get_shape(), element or self.element_type, self.layout_kind, scale)

    def verify(self) -> None:
        rank = layout_rank(self.layout_kind)
        if rank is not None and self.get_num_dims() != rank:
            raise VerifyException(f"layout {self.layout_kind} needs rank {rank}, got shape {show(self.get_shape())}")
        if any(d < 1 for d in self.get_shape()):
            raise VerifyException(f"gna tensors have static, positive dimensions, got {show(self.get_shape())}")
        if not isinstance(self.scale_factor, FloatAttr | NoneAttr):
            raise VerifyException(f"a scale factor is a float, got {self.scale_factor}")
        if self.scale is not None and not (0 < self.scale < float("inf")):
            raise VerifyException(f"a scale factor is positive and finite, got {self.scale}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            dims, element_type = parser.parse_ranked_shape()
            parser.parse_punctuation(",")
            layout = parser.parse_str_enum(Layout)
            scale = NoneAttr()
            if parser.parse_optional_punctuation(","):
                parser.parse_keyword("scale")
                scale = FloatAttr(float(parser.parse_number()), f64)
        return ArrayAttr(IntAttr(d) for d in dims), element_type, LayoutAttr(layout), scale

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_dimension_list(self.get_shape())
            printer.print_string("x")
            printer.print_attribute(self.element_type)
            printer.print_string(f", {self.layout_kind}")
            if self.scale is not None:
                printer.print_string(f", scale {self.scale!r}")


def layout_of(type: Attribute) -> Layout | None:
    """The layout of a gna tensor type, None for a builtin tensor."""
    return type.layout_kind if isinstance(type, TensorType) else None


def _axis_classes(layout: Layout, shape: Sequence[int], logical: bool) -> list[tuple[str, int]]:
    """(axis kind, size) of the non-1 axes of a channel layout, physical or logical (N, C, spatial) order."""
    letters = list(layout.value)
    pairs = list(zip(letters, shape))
    if logical and layout in CHANNELS_LAST:
        pairs = [pairs[0], pairs[-1], *pairs[1:-1]]
    kinds = {"N": "N", "C": "C", "H": "S", "W": "S"}
    return [(kinds[letter], size) for letter, size in pairs if size != 1]


def scale_of(type: Attribute) -> float | None:
    """The scale factor of a gna tensor type; None for a builtin tensor or an unquantised one."""
    return type.scale if isinstance(type, TensorType) else None


def cast_problem(source: Attribute, target: Attribute) -> str | None:
    """Why `gna.layout_cast` cannot reinterpret `source` as `target` without moving data, or None.

    A cast keeps the buffer: same element type, count and scale (a builtin tensor has none: a
    cast to or from one keeps the integers; gna.quantize / gna.dequantize change them). Between channels-first and
    channels-last data it may only move 1-dims (a real transpose is not a cast), and between
    frames-as-rows (NC) and interleaved (CN) data only when there is one frame.
    """
    from ovopt.support.shapes import element_of, shape_of, static_size

    if element_of(source) != element_of(target):
        return f"a layout cast keeps the element type: {element_of(source)} vs {element_of(target)}"
    if isinstance(source, TensorType) and isinstance(target, TensorType) and source.scale != target.scale:
        return f"a layout cast keeps the scale factor: {source.scale} vs {target.scale}"
    a, b = shape_of(source), shape_of(target)
    if static_size(a) != static_size(b) or static_size(a) is None:
        return f"a layout cast keeps the element count: {show(a)} vs {show(b)}"
    la, lb = layout_of(source), layout_of(target)
    if la in CHANNEL_LAYOUTS and lb in CHANNEL_LAYOUTS and (la in CHANNELS_LAST) != (lb in CHANNELS_LAST):
        same_physical = [s for _, s in _axis_classes(la, a, False)] == [s for _, s in _axis_classes(lb, b, False)]
        same_logical = _axis_classes(la, a, True) == _axis_classes(lb, b, True)
        if not (same_physical and same_logical):
            return f"{la} {show(a)} to {lb} {show(b)} moves data: that is a transpose, not a layout cast"
    if {la, lb} == {Layout.NC, Layout.CN}:
        frames = a[0] if la == Layout.NC else a[1]
        if frames != 1:
            return f"{la} {show(a)} to {lb} {show(b)} interleaves {frames} frames: that is a gna.transpose"
    return None


__all__ = [
    "CHANNELS_FIRST",
    "CHANNELS_LAST",
    "CHANNEL_LAYOUTS",
    "Layout",
    "LayoutAttr",
    "TensorType",
    "cast_problem",
    "channels_last",
    "default_layout",
    "layout_of",
    "layout_rank",
    "scale_of",
]
