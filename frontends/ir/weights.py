"""The .bin beside an IR XML: mapped, never read whole, and every Const's slice checked.

A Const layer says `offset`, `size`, `element_type` and `shape`; its bytes are a slice of the
mapped file, which the constant's attribute holds as a view (not a copy, as the ONNX frontend's
weights; docs/frontend.md, "How weights flow"). Offsets and sizes are untrusted: a negative
one, one past the end, or a size that does not match shape x element size is an error naming
the layer (an empty constant may have the one byte OpenVINO and ovopt give it). 4-bit and 2-bit
types are packed in the file (the first element in the lowest bits) and one to a byte in the
dialect, as the IR target unpacks them.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr, TensorType

from ovopt.frontends.ir.document import Layer, dim
from ovopt.frontends.ir.errors import IrReadError
from ovopt.support import elements
from ovopt.support.mapped_files import map_file

_SIGNED_PACKED = ("i4",)


def bin_path_for(xml_path: str) -> Path:
    """OpenVINO's rule: the weights of `model.xml` are `model.bin`; of any other name, name + `.bin`."""
    path = Path(xml_path)
    return path.with_suffix(".bin") if path.suffix == ".xml" else path.with_name(path.name + ".bin")


class Weights:
    """The .bin file, mapped on first use; the mapping lives as long as constants view it."""

    def __init__(self, path: Path | None, display: str):
        self.path = path
        self.display = display
        self._view: memoryview | None = None

    def _bytes(self, layer: Layer, display: str) -> memoryview:
        if self._view is None:
            if self.path is None:
                raise IrReadError(
                    f"{display}: {layer.describe()} needs the weights file, but the IR came from standard "
                    "input: give the .xml's path"
                )
            if self.path.exists() and not self.path.is_file():  # a pipe would wait, a device never end
                raise IrReadError(
                    f"{display}: {layer.describe()} needs the weights file {self.path}, which is not a regular file"
                )
            try:
                self._view = map_file(self.path)
            except OSError as error:
                raise IrReadError(
                    f"{display}: {layer.describe()} needs the weights file {self.path}: {error.strerror} "
                    "(the .bin must sit beside the .xml, with the same name)"
                ) from None
        return self._view

    def constant(self, layer: Layer, display: str | None = None) -> DenseIntOrFPElementsAttr:
        """The Const layer's tensor, its bytes checked against the file and its declaration.
        `display` names the graph in errors (a body's: `model.xml: layer 4 'loop' (Loop-opset5), body`)."""
        display = display or self.display
        where = f"{display}: {layer.describe()}"
        spelled = layer.data.get("element_type", "")
        kind = elements.from_ov_name(spelled)
        if kind is None or kind.dtype is None:
            raise IrReadError(f"{where}: unknown element type {spelled!r}")
        shape_text = layer.data.get("shape")
        if shape_text is None:
            raise IrReadError(f"{where}: a Const needs a shape")
        shape = [dim(d, where) for d in shape_text.split(",")] if shape_text.strip() else []
        if any(d is None for d in shape):
            raise IrReadError(f"{where}: a Const has a static shape, not {shape_text!r}")
        offset, size = (self._number(layer, key, where) for key in ("offset", "size"))
        count = math.prod(shape)
        bits = elements.PACKED_BITS.get(kind.ov, kind.dtype.itemsize * 8)
        expected = (count * bits + 7) // 8
        if size != expected and not (count == 0 and size == 1):  # OpenVINO gives an empty one a byte
            raise IrReadError(
                f"{where}: size {size} does not match its shape [{shape_text}] of {kind.ov} ({expected} bytes)"
            )
        data = self._bytes(layer, display) if size else memoryview(b"")
        if offset + size > len(data):
            raise IrReadError(
                f"{where}: bytes {offset}..{offset + size} are beyond the end of {self.path} ({len(data)} bytes)"
            )
        raw = data[offset : offset + expected]
        values = _unpack(raw, bits, count, kind.ov) if kind.ov in elements.PACKED_BITS else raw
        return DenseIntOrFPElementsAttr(TensorType(kind.mlir, shape), BytesAttr(values))

    @staticmethod
    def _number(layer: Layer, key: str, where: str) -> int:
        text = layer.data.get(key)
        try:
            value = int(text)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise IrReadError(f"{where}: {key} is {text!r}, not an integer") from None
        if value < 0:
            raise IrReadError(f"{where}: {key} {value} is negative")
        return value

    def close(self) -> None:
        """Forget the mapping; it closes when no constant views it any more."""
        self._view = None


def _unpack(raw: memoryview, bits: int, count: int, name: str) -> bytes:
    """Packed codes, one a byte; signed ones sign-extended (xDSL keeps -1 of i4 as 0xff)."""
    per_byte = 8 // bits
    packed = np.frombuffer(raw, np.uint8)
    shifts = np.arange(per_byte, dtype=np.uint8) * bits
    codes = ((packed[:, None] >> shifts) & ((1 << bits) - 1)).reshape(-1)[:count].astype(np.uint8)
    if name in _SIGNED_PACKED:
        codes = np.where(codes >= 1 << (bits - 1), codes | np.uint8(0xFF ^ ((1 << bits) - 1)), codes).astype(np.uint8)
    return codes.tobytes()
