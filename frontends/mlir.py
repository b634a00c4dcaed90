"""The `.mlir` frontend: xDSL's MLIR parser, reading back everything xDSL's printer writes,
as MLIR would.

xDSL 0.74 prints two things its parser does not read back:

- a NaN or infinity inside `dense<[...]>` or `array<f32: ...>` is printed as its bit pattern
  (`0xff800000` for -inf), as MLIR does, but parsed as the *number* 4286578688.0 (or refused,
  in arrays), so every model with a `-inf` mask would change on a text round trip;
- a fused location with metadata, `loc(fused<"doc string">["node"])`, which the ONNX importer
  makes for nodes with a doc string, is refused.

`OvParser` reads both as MLIR does, so `ov-opt model.mlir` prints what it read.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import AnyFloat, DenseArrayBase, FusedLoc, LocationAttr, ModuleOp
from xdsl.parser import AttrParser, Parser
from xdsl.utils.exceptions import DiagnosticException
from xdsl.utils.mlir_lexer import MLIRTokenKind

from ovopt.frontends import Source


def float_from_bits(parser: AttrParser, bits: int, type: AnyFloat) -> float:
    """The float of `type` whose bit pattern is `bits` (the MLIR meaning of `0x...`)."""
    size = type.compile_time_size
    if bits >= 1 << (8 * size):
        parser.raise_error(f"hexadecimal float 0x{bits:x} has more bits than {type}")
    return next(type.iter_unpack(bits.to_bytes(size, "little")))


@dataclass
class _BitPatternElement(AttrParser._TensorLiteralElement):
    """A `0x...` element of a tensor literal, which means bits when the tensor holds floats."""

    def to_type(self, parser: AttrParser, type):
        if isinstance(type, AnyFloat):
            return float_from_bits(parser, int(self.value), type)
        return super().to_type(parser, type)


class OvParser(Parser):
    """`Parser` with MLIR's reading of hexadecimal float literals."""

    def _parse_tensor_literal_element(self) -> AttrParser._TensorLiteralElement:
        element = super()._parse_tensor_literal_element()
        if isinstance(element.value, int) and not isinstance(element.value, bool) and _is_hex(element.span.text):
            return _BitPatternElement(element.is_negative, element.value, element.span)
        return element

    def _parse_builtin_densearray_attr(self) -> DenseArrayBase | None:
        start = self._current_token.span.start
        self.parse_characters("<", " in dense array")
        element_type = self.parse_attribute()
        if not isinstance(element_type, AnyFloat) or self.parse_optional_punctuation(":") is None:
            self._resume_from(start)
            return super()._parse_builtin_densearray_attr()
        values = self.parse_comma_separated_list(self.Delimiter.NONE, lambda: self._parse_float_or_bits(element_type))
        self.parse_characters(">", " in dense array")
        return DenseArrayBase.from_list(element_type, values)

    def _parse_location(self) -> LocationAttr:
        start = self._current_token.span.start
        if self.parse_optional_keyword("fused") is None or self.parse_optional_punctuation("<") is None:
            self._resume_from(start)
            return super()._parse_location()
        metadata = self.parse_attribute()
        self.parse_punctuation(">", " after fused location metadata")
        locations = self.parse_comma_separated_list(self.Delimiter.SQUARE, self._parse_location)
        return FusedLoc(tuple(locations), metadata)

    def _parse_float_or_bits(self, type: AnyFloat) -> float:
        token = self._current_token
        if token.kind == MLIRTokenKind.INTEGER_LIT and _is_hex(token.text):
            self._consume_token(MLIRTokenKind.INTEGER_LIT)
            return float_from_bits(self, token.kind.get_int_value(token.span), type)
        return self.parse_float()


def _is_hex(text: str) -> bool:
    return text[:2] in ("0x", "0X")


def read_mlir(source: Source) -> ModuleOp:
    """The `.mlir` frontend: xDSL's textual IR, read as MLIR reads it."""
    try:
        text = str(source.data, "utf-8")
    except UnicodeDecodeError:
        hint = "an ONNX model on standard input needs -f onnx" if source.path is None else "is it a model file?"
        raise DiagnosticException(f"{source.name} is not MLIR text (not UTF-8): {hint}") from None
    return OvParser(source.ctx, text, source.name).parse_module(source.implicit_module)
