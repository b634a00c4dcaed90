"""A protobuf wire-format scan of a serialized ModelProto that takes the large tensors' bytes out.

protobuf's parser copies every `raw_data` into the message (and again into each `bytes` read
from it); a 1 GiB model would sit in memory two or three times. `strip_raw_data` walks the
model without decoding it and returns it with each large tensor's `raw_data` replaced by a
reference to where those bytes lie in the input: the tensor reads as external data stored
in the model file itself (location `IN_MODEL_FILE`, offset, length), which the frontend's
external data reader serves as a view of the mapped file.

Tensors are found where ONNX keeps them: the graph's initializers, node attributes (`t`,
`tensors`), and the same in subgraphs (`g`, `graphs`). A message no longer than the limit
cannot hold a larger tensor and is skipped whole, so a graph of many small nodes costs one
step a node. The scan understands only these fields; anything it cannot follow (a truncated
field, a group, a length past the end, subgraphs nested deeper than any real model's) makes it
return None, and the caller parses the whole input as before, so a malformed file gets
protobuf's own verdict. A tensor that is already external keeps its own data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ovopt.support.mapped_files import FileBytes, file_span

# Where a stripped tensor says its bytes are: a location no file can have (ONNX locations
# with a NUL character are refused).
IN_MODEL_FILE = "\0the model file"

_MODEL_GRAPH = 7
_GRAPH_NODE, _GRAPH_INITIALIZER = 1, 5
_NODE_ATTRIBUTE = 5
_ATTRIBUTE_TENSOR, _ATTRIBUTE_GRAPH, _ATTRIBUTE_TENSORS, _ATTRIBUTE_GRAPHS = 5, 6, 10, 11
_TENSOR_RAW_DATA, _TENSOR_EXTERNAL_DATA, _TENSOR_DATA_LOCATION = 9, 13, 14
_EXTERNAL = 1  # TensorProto.DataLocation.EXTERNAL
_ENTRY_KEY, _ENTRY_VALUE = 1, 2

_VARINT, _FIXED64, _LENGTH_DELIMITED, _FIXED32 = 0, 1, 2, 5

# field number -> how to rewrite that length-delimited field: (view, start, end) -> pieces or None
_Rewrites = dict[int, Callable[[memoryview, int, int], list | None]]


class _Unreadable(Exception):
    """The input is not a protobuf message the scan can follow."""


def strip_raw_data(data, limit: int) -> bytes | None:
    """The model with the `raw_data` of each tensor longer than `limit` replaced by an
    `IN_MODEL_FILE` reference to its bytes in `data`; None when no tensor is that large or
    the scan cannot follow the input. A mapped file is read with pread (`FileBytes`), so
    that the scan leaves no weight's pages in memory."""
    view = memoryview(data).cast("B")
    if file_span(view) is not None:
        view = FileBytes(view)
    scan = _Scan(limit)
    try:
        pieces = scan.message(view, 0, len(view), {_MODEL_GRAPH: scan.graph})
    except _Unreadable:
        return None
    return b"".join(pieces) if pieces is not None else None


# Subgraphs nested deeper than this are left to protobuf, which refuses a model nesting
# messages past its own limit (100) with a verdict of its own.
_MAX_GRAPH_DEPTH = 32


class _Scan:
    def __init__(self, limit: int):
        self.limit = limit
        self.depth = 0

    def graph(self, view: memoryview, start: int, end: int) -> list | None:
        if self.depth >= _MAX_GRAPH_DEPTH:
            raise _Unreadable
        self.depth += 1
        try:
            return self.message(view, start, end, {_GRAPH_NODE: self.node, _GRAPH_INITIALIZER: self.tensor})
        finally:
            self.depth -= 1

    def node(self, view: memoryview, start: int, end: int) -> list | None:
        return self.message(view, start, end, {_NODE_ATTRIBUTE: self.attribute})

    def attribute(self, view: memoryview, start: int, end: int) -> list | None:
        rewrites = {_ATTRIBUTE_TENSOR: self.tensor, _ATTRIBUTE_TENSORS: self.tensor}
        rewrites |= {_ATTRIBUTE_GRAPH: self.graph, _ATTRIBUTE_GRAPHS: self.graph}
        return self.message(view, start, end, rewrites)

    def tensor(self, view: memoryview, start: int, end: int) -> list | None:
        raw = None
        for number, wire, _, value_start, value_end in _fields(view, start, end):
            if number == _TENSOR_RAW_DATA and wire == _LENGTH_DELIMITED:
                raw = (value_start, value_end)  # the last one counts, as protobuf reads
            elif number == _TENSOR_DATA_LOCATION and wire == _VARINT and _read_varint(view, value_start, end)[0]:
                return None  # external already: its data is elsewhere
        if raw is None or raw[1] - raw[0] <= self.limit:
            return None
        kept = self.message(view, start, end, {_TENSOR_RAW_DATA: lambda *_: []}) or []
        reference = {"location": IN_MODEL_FILE, "offset": str(raw[0]), "length": str(raw[1] - raw[0])}
        for key, value in reference.items():
            entry = _field(_ENTRY_KEY, key.encode()) + _field(_ENTRY_VALUE, value.encode())
            kept.append(_field(_TENSOR_EXTERNAL_DATA, entry))
        kept.append(_varint(_TENSOR_DATA_LOCATION << 3 | _VARINT) + _varint(_EXTERNAL))
        return kept

    def message(self, view: memoryview, start: int, end: int, rewrites: _Rewrites) -> list | None:
        """The pieces of the message in view[start:end] with each length-delimited field that
        `rewrites` names replaced by the pieces its rewrite returns (None: kept as it is; an
        empty list: left out); None if no field changed. Fields no longer than the limit are
        kept unread."""
        pieces: list = []
        kept_from = start
        for number, wire, field_start, value_start, value_end in _fields(view, start, end):
            rewrite = rewrites.get(number)
            if rewrite is None or wire != _LENGTH_DELIMITED or value_end - value_start <= self.limit:
                continue
            replaced = rewrite(view, value_start, value_end)
            if replaced is None:
                continue
            pieces.append(view[kept_from:field_start])
            kept_from = value_end
            if replaced:  # the pieces themselves, not joined: the model is joined once, at the end
                length = sum(len(piece) for piece in replaced)
                pieces += [_varint(number << 3 | _LENGTH_DELIMITED), _varint(length), *replaced]
        if not pieces:
            return None
        pieces.append(view[kept_from:end])
        return pieces


# The messages each message on a subgraph's path holds: ModelProto its graph, a graph its
# nodes, a node its attributes, an attribute its graphs.
_SUBGRAPH_PATH = {
    "model": {_MODEL_GRAPH: "graph"},
    "graph": {_GRAPH_NODE: "node"},
    "node": {_NODE_ATTRIBUTE: "attribute"},
    "attribute": {_ATTRIBUTE_GRAPH: "graph", _ATTRIBUTE_GRAPHS: "graph"},
}


def subgraph_depth(data) -> int | None:
    """How deep the most deeply nested graph lies in the model's messages (the ModelProto is
    1, its graph 2, a subgraph of one of its nodes 5, ...); None when the scan cannot follow
    the input. A walk with a stack of its own: a model may nest past Python's recursion limit."""
    view = memoryview(data).cast("B")
    deepest = 0
    pending = [("model", 0, len(view), 1)]
    try:
        while pending:
            kind, start, end, depth = pending.pop()
            if kind == "graph":
                deepest = max(deepest, depth)
            children = _SUBGRAPH_PATH[kind]
            for number, wire, _, value_start, value_end in _fields(view, start, end):
                if number in children and wire == _LENGTH_DELIMITED:
                    pending.append((children[number], value_start, value_end, depth + 1))
    except _Unreadable:
        return None
    return deepest


def _fields(view: memoryview, start: int, end: int) -> Iterator[tuple[int, int, int, int, int]]:
    """(number, wire type, field start, value start, value end) of each field in view[start:end]."""
    position = start
    while position < end:
        field_start = position
        key, position = _read_varint(view, position, end)
        number, wire = key >> 3, key & 7
        if number == 0:
            raise _Unreadable
        value_start = position
        if wire == _LENGTH_DELIMITED:
            length, value_start = _read_varint(view, position, end)
            position = value_start + length
        elif wire == _VARINT:
            position = _read_varint(view, position, end)[1]
        elif wire == _FIXED64:
            position += 8
        elif wire == _FIXED32:
            position += 4
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


def _field(number: int, body: bytes) -> bytes:
    return _varint(number << 3 | _LENGTH_DELIMITED) + _varint(len(body)) + body


def _varint(value: int) -> bytes:
    out = bytearray()
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)
