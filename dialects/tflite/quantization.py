"""Quantized tensors of the tflite dialect: a tensor of its storage type (i8, ui8, i16, i32)
whose encoding is a `#tflite.quantization<...>`, as TFLite's QuantizationParameters give it."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, IntAttr, IntegerType, TensorType, f32, i64
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@irdl_attr_definition
class QuantizationAttr(ParametrizedAttribute):
    """`#tflite.quantization<scale [0.5], zero_point [-3], axis 0>`: a tensor's affine
    quantization, real = scale * (q - zero_point); one scale and zero point for the tensor, or
    one per slice along `axis` (a convolution's output channels)."""

    name = "tflite.quantization"
    scale: DenseArrayBase
    zero_point: DenseArrayBase
    axis: IntAttr

    def __init__(self, scale: Sequence[float], zero_point: Sequence[int], axis: int = 0):
        super().__init__(
            DenseArrayBase.from_list(f32, [float(s) for s in scale]),
            DenseArrayBase.from_list(i64, [int(z) for z in zero_point]),
            IntAttr(axis),
        )

    @property
    def scales(self) -> tuple[float, ...]:
        return tuple(self.scale.get_values())

    @property
    def zero_points(self) -> tuple[int, ...]:
        return tuple(self.zero_point.get_values())

    @property
    def per_axis(self) -> bool:
        return len(self.scales) > 1

    def verify(self) -> None:
        if self.scale.elt_type != f32 or self.zero_point.elt_type != i64:
            raise VerifyException("a quantization's scales are f32 and its zero points i64")
        if not self.scales:
            raise VerifyException("a quantization has at least one scale")
        if len(self.zero_points) != len(self.scales):
            raise VerifyException(f"{len(self.scales)} scales but {len(self.zero_points)} zero points")
        if any(not s > 0 for s in self.scales):
            raise VerifyException("a quantization's scales are positive")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            parser.parse_keyword("scale")
            scale = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_float)
            parser.parse_punctuation(",")
            parser.parse_keyword("zero_point")
            zero_point = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
            parser.parse_punctuation(",")
            parser.parse_keyword("axis")
            axis = parser.parse_integer()
        return (
            DenseArrayBase.from_list(f32, scale),
            DenseArrayBase.from_list(i64, zero_point),
            IntAttr(axis),
        )

    def print_parameters(self, printer: Printer) -> None:
        scales = ", ".join(repr(float(s)) for s in self.scales)
        zeros = ", ".join(str(z) for z in self.zero_points)
        printer.print_string(f"<scale [{scales}], zero_point [{zeros}], axis {self.axis.data}>")


def quantization_of(type: Attribute) -> QuantizationAttr | None:
    """The quantization of a tensor type, or None for a tensor of plain numbers."""
    encoding = getattr(type, "encoding", None)
    return encoding if isinstance(encoding, QuantizationAttr) else None


def verify_quantized(type: Attribute, what: str) -> None:
    """A quantized tensor stores integers, and a per-axis quantization has one scale per slice."""
    quantization = quantization_of(type)
    if quantization is None:
        return
    if not isinstance(type.element_type, IntegerType):
        raise VerifyException(f"{what} is quantized, so it stores integers, not {type.element_type}")
    if quantization.per_axis:
        shape = type.get_shape()
        axis = quantization.axis.data
        if not 0 <= axis < len(shape):
            raise VerifyException(f"{what} is quantized along axis {axis}, outside its rank {len(shape)}")
        if shape[axis] not in (-1, len(quantization.scales)):
            raise VerifyException(
                f"{what} has {shape[axis]} slices along axis {axis} but {len(quantization.scales)} scales"
            )


def plain(type: TensorType) -> TensorType:
    """A tensor type without its encoding."""
    return TensorType(type.element_type, type.get_shape())
