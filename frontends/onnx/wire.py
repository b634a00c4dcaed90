"""A protobuf wire-format scan of a serialized ModelProto that takes the large weights out.

protobuf's parser copies every `raw_data` into the message (and again into each `bytes` read
from it); a 1 GiB model would sit in memory two or three times. `strip_raw_data` walks the
fields of the model, its graph and the graph's initializers without decoding them, and
returns the model with each large initializer's `raw_data` left out, plus where those bytes
lie in the input. The frontend parses the small remainder and keeps views of the mapped file.

The scan understands only what it needs (ModelProto.graph = 7, GraphProto.initializer = 5,
TensorProto.raw_data = 9); anything it cannot follow (a truncated field, a group, a length
past the end) makes it return None, and the caller parses the whole input as before, so a
malformed file gets protobuf's own verdict.
"""

from __future__ import annotations

from collections.abc import Iterator

MODEL_GRAPH = 7
GRAPH_INITIALIZER = 5
TENSOR_RAW_DATA = 9

_LENGTH_DELIMITED = 2
_FIXED_SIZES = {0: None, 1: 8, 5: 4}  # varint (None: read it), fixed64, fixed32


_DROP: list = []  # what a rewrite returns to leave the field out


class _Unreadable(Exception):
    """The input is not a protobuf message the scan can follow."""


def strip_raw_data(data, limit: int) -> tuple[bytes, list[tuple[int, int] | None]] | None:
    """The model without the `raw_data` of the graph's initializers longer than `limit`, and
    per initializer (in file order) the (offset, length) of its left-out bytes or None; None
    when nothing was left out or the scan cannot follow the input."""
    view = memoryview(data).cast("B")
    spans: list[tuple[int, int] | None] = []
    try:
        pieces = _message(view, 0, len(view), lambda field, start, end: _graph(view, start, end, limit, spans), 7)
    except _Unreadable:
        return None
    if not any(spans):
        return None
    return b"".join(pieces), spans


def _graph(view: memoryview, start: int, end: int, limit: int, spans: list) -> list | None:
    def initializer(field: int, value_start: int, value_end: int) -> list | None:
        raw = None
        for number, wire, _, inner_start, inner_end in _fields(view, value_start, value_end):
            if number == TENSOR_RAW_DATA and wire == _LENGTH_DELIMITED:
                raw = (inner_start, inner_end - inner_start)  # the last one counts, as protobuf reads
        if raw is None or raw[1] <= limit:
            spans.append(None)
            return None
        spans.append(raw)
        return _message(view, value_start, value_end, lambda *_: _DROP, TENSOR_RAW_DATA)

    return _message(view, start, end, initializer, GRAPH_INITIALIZER)


def _message(view: memoryview, start: int, end: int, rewrite, field: int) -> list:
    """The pieces of the message in view[start:end] with each length-delimited `field` replaced
    by the pieces `rewrite(field, value_start, value_end)` returns (None: kept as it is;
    `_DROP`: left out)."""
    pieces: list = []
    kept_from = start
    for number, wire, field_start, value_start, value_end in _fields(view, start, end):
        if number != field or wire != _LENGTH_DELIMITED:
            continue
        replaced = rewrite(number, value_start, value_end)
        if replaced is None:
            continue
        pieces.append(view[kept_from:field_start])
        kept_from = value_end
        if replaced is _DROP:
            continue
        body = b"".join(replaced)
        pieces += [_varint((field << 3) | _LENGTH_DELIMITED), _varint(len(body)), body]
    pieces.append(view[kept_from:end])
    return pieces


def _fields(view: memoryview, start: int, end: int) -> Iterator[tuple[int, int, int, int, int]]:
    """(number, wire type, field start, value start, value end) of each field in view[start:end]."""
    position = start
    while position < end:
        field_start = position
        key, position = _read_varint(view, position, end)
        number, wire = key >> 3, key & 7
        if number == 0:
            raise _Unreadable
        if wire == _LENGTH_DELIMITED:
            length, position = _read_varint(view, position, end)
            value_start, position = position, position + length
        elif wire in _FIXED_SIZES:
            value_start = position
            size = _FIXED_SIZES[wire]
            position = _read_varint(view, position, end)[1] if size is None else position + size
        else:
            raise _Unreadable  # groups (3, 4) and unknown wire types: leave them to protobuf
        if position > end:
            raise _Unreadable
        yield number, wire, field_start, value_start, position


def _read_varint(view: memoryview, position: int, end: int) -> tuple[int, int]:
    value = shift = 0
    while position < end and shift < 70:
        byte = view[position]
        position += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, position
        shift += 7
    raise _Unreadable


def _varint(value: int) -> bytes:
    out = bytearray()
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)
