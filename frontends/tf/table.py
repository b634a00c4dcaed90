"""The sorted-string table (SSTable) format TensorFlow's tensor bundles index their tensors with.

`variables.index` is a table in LevelDB's format (tensorflow/core/lib/io/table_format.txt): data
blocks of prefix-compressed key/value entries, an index block whose values are the handles
(offset, size) of the data blocks, and a 48-byte footer holding the index block's handle and a
magic number. A block is followed by a 5-byte trailer, its compression (none or Snappy) and a
checksum. The index of a bundle is small (a few entries per tensor), so it is read whole.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

_MAGIC = 0xDB4775248B80FB57
_FOOTER = 48
_TRAILER = 5
_NO_COMPRESSION, _SNAPPY = 0, 1


class TableError(Exception):
    """The bytes are not a table this reader can follow; the message says what is wrong."""


def entries(data: bytes | memoryview) -> Iterator[tuple[bytes, bytes]]:
    """Every (key, value) of the table in `data`, in key order."""
    view = memoryview(data).cast("B")
    if len(view) < _FOOTER:
        raise TableError(f"{len(view)} bytes are too few for a table (its footer alone is {_FOOTER})")
    footer = view[len(view) - _FOOTER :]
    (magic,) = struct.unpack_from("<Q", footer, _FOOTER - 8)
    if magic != _MAGIC:
        raise TableError("the footer has no table magic number")
    _, position = _handle(footer, 0)  # the metaindex block: nothing a bundle needs
    index, _ = _handle(footer, position)
    for _, handle in _block_entries(_block(view, index)):
        block, _ = _handle(memoryview(handle), 0)
        yield from _block_entries(_block(view, block))


def _handle(view: memoryview, position: int) -> tuple[tuple[int, int], int]:
    """A block handle (offset, size) at `position`, and the position after it."""
    offset, position = _varint(view, position)
    size, position = _varint(view, position)
    return (offset, size), position


def _block(view: memoryview, handle: tuple[int, int]) -> memoryview:
    offset, size = handle
    if offset + size + _TRAILER > len(view):
        raise TableError(f"a block at {offset} of {size} bytes runs past the end of the table")
    kind = view[offset + size]
    contents = view[offset : offset + size]
    if kind == _NO_COMPRESSION:
        return contents
    if kind == _SNAPPY:
        return memoryview(snappy_decompress(contents))
    raise TableError(f"a block has compression {kind}, which is neither none nor Snappy")


def _block_entries(block: memoryview) -> Iterator[tuple[bytes, bytes]]:
    if len(block) < 4:
        raise TableError("a block is too short for its restart count")
    (restarts,) = struct.unpack_from("<I", block, len(block) - 4)
    end = len(block) - 4 - 4 * restarts
    if end < 0:
        raise TableError("a block's restart array runs past its start")
    position, key = 0, b""
    while position < end:
        shared, position = _varint(block, position)
        unshared, position = _varint(block, position)
        size, position = _varint(block, position)
        if shared > len(key) or position + unshared + size > end:
            raise TableError("a block entry runs past its block")
        key = key[:shared] + bytes(block[position : position + unshared])
        position += unshared
        yield key, bytes(block[position : position + size])
        position += size


def _varint(view: memoryview, position: int) -> tuple[int, int]:
    value, shift = 0, 0
    while True:
        if position >= len(view) or shift > 63:
            raise TableError("a number runs past the end of its block")
        byte = view[position]
        position += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, position
        shift += 7


def snappy_decompress(data: memoryview) -> bytes:
    """Snappy's raw format (github.com/google/snappy, format_description.txt): the length,
    then literals and back-references of 1-, 2- or 4-byte offsets."""
    length, position = _varint(data, 0)
    out = bytearray()
    while position < len(data):
        tag = data[position]
        position += 1
        kind = tag & 3
        if kind == 0:  # a literal; lengths over 60 follow the tag in 1 to 4 bytes
            size = tag >> 2
            if size >= 60:
                extra = size - 59
                size = int.from_bytes(data[position : position + extra], "little")
                position += extra
            size += 1
            out += data[position : position + size]
            position += size
            continue
        if kind == 1:
            size, offset = 4 + ((tag >> 2) & 7), ((tag >> 5) << 8) | data[position]
            position += 1
        else:
            width = 2 if kind == 2 else 4
            size, offset = (tag >> 2) + 1, int.from_bytes(data[position : position + width], "little")
            position += width
        if offset == 0 or offset > len(out):
            raise TableError("a Snappy block copies from before its start")
        for _ in range(size):  # copies may overlap what they write
            out.append(out[-offset])
    if len(out) != length:
        raise TableError(f"a Snappy block gives {len(out)} bytes, its header says {length}")
    return bytes(out)
