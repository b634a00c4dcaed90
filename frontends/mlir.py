"""The `.mlir` frontend: xDSL's MLIR parser, reading back everything xDSL's printer writes,
as MLIR would.

xDSL 0.74 prints two things its parser does not read back: a NaN or infinity inside
`dense<[...]>` or `array<f32: ...>`, printed as its bit pattern (`0xff800000` for -inf) as MLIR
does, and a fused location with metadata, `loc(fused<"doc string">["node"])`, which the ONNX
importer makes for nodes with a doc string. `OvParser` (compat/xdsl.py's `RoundTripParser`)
reads both as MLIR does, so `ov-opt model.mlir` prints what it read.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException

from ovopt.compat.xdsl import RoundTripParser
from ovopt.frontends import Source

OvParser = RoundTripParser
"""The parser of `.mlir` text: xDSL's, with MLIR's reading of hexadecimal floats and of fused
locations with metadata."""


def read_mlir(source: Source) -> ModuleOp:
    """The `.mlir` frontend: xDSL's textual IR, read as MLIR reads it."""
    try:
        text = str(source.data, "utf-8")
    except UnicodeDecodeError:
        hint = "an ONNX model on standard input needs -f onnx" if source.path is None else "is it a model file?"
        raise DiagnosticException(f"{source.name} is not MLIR text (not UTF-8): {hint}") from None
    return OvParser(source.ctx, text, source.name).parse_module(source.implicit_module)
