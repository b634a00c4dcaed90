"""The bytes of a transposed constant (dialects/transposed_constants.py), made while the .bin
is written.

ov-transpose-matmul-weights stores a MatMul's weights as OpenVINO's CPU plugin computes with
them, [..., N, K], by reading them through a Transpose. Folding it in memory would hold a second
copy of every weight (4 GiB more for the decoder of issue 26), so the IR writer writes such a
Transpose as a Const layer whose bytes are made here a band at a time, and its input constant
only when something else reads it.

A weight in a mapped model file is read with pread into one buffer: whole when it holds up to
BLOCK_BYTES, else a block of columns at a time, each row's part with its own pread. Reading it
through the mapping would make the file's pages resident (a folio of up to 2 MB for each row a
block of columns touches), and a file cut short while it is read would kill the process. A band
of the result is transposed tile by tile, tiles small enough to stay in the cache, on two
threads (numpy lets go of the GIL while it copies): numpy transposes a large array element by
element at a third of the speed.
"""

from __future__ import annotations

import errno
import math
import os
from collections.abc import Hashable, Iterator
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from ovopt.dialects import ov
from ovopt.support import elements
from ovopt.support.mapped_files import file_span, same_bytes, sampled_key
from ovopt.targets.files import SourceChanged

BLOCK_BYTES = 32 << 20  # source bytes read at a time (a whole weight, for most)
BAND_BYTES = 4 << 20  # bytes of the result handed to the writer at a time
TILE = 128  # elements on a side of a tile: a tile and its copy stay in the L2 cache


def transposed_bytes(op: ov.TransposeV1Op) -> bytes | memoryview | TransposedWeight:
    """The bytes of the constant a Transpose that `is_transposed_constant` makes: the source's
    own when a swapped axis has size 1, else made as they are written."""
    value = op.data.owner.value
    shape = tuple(value.get_shape())
    source = value.data.data
    if shape[-1] == 1 or shape[-2] == 1:
        return source
    return TransposedWeight(source, shape, elements.numpy_dtype(value.get_element_type()).itemsize)


@dataclass(frozen=True)
class TransposedWeight:
    """The bytes of `source`, a C-order array of `shape` ([..., rows, cols]) and `itemsize`-byte
    elements, as [..., cols, rows]: made a band at a time by `bands`."""

    source: bytes | memoryview
    shape: tuple[int, ...]
    itemsize: int

    def __len__(self) -> int:
        return math.prod(self.shape) * self.itemsize

    def key(self) -> Hashable:
        """Equal for weights with equal bytes (and for some others: compare with `same`)."""
        return "transposed", self.shape, self.itemsize, sampled_key(self.source)

    def same(self, other: TransposedWeight) -> bool:
        return (self.shape, self.itemsize) == (other.shape, other.itemsize) and same_bytes(self.source, other.source)

    def bands(self) -> Iterator[np.ndarray]:
        """The transposed bytes in order, as arrays of whole rows of the result; each is valid
        until the next is asked for (they share a buffer)."""
        *batch, rows, cols = self.shape
        dtype = np.dtype(f"u{self.itemsize}")  # the bytes moved as they are (a NaN's payload too)
        reader = _ColumnReader(self.source, (math.prod(batch), rows, cols), dtype)
        width = max(1, min(cols, BAND_BYTES // (rows * self.itemsize)))
        band = np.empty((width, rows), dtype)
        with ThreadPoolExecutor(1, thread_name_prefix="ov-opt-transpose") as helper:
            for matrix in range(math.prod(batch)):
                for start in range(0, cols, reader.width):
                    block = reader.columns(matrix, start)
                    for first in range(0, block.shape[1], width):
                        part = block[:, first : first + width]
                        out = band[: part.shape[1]]
                        _transpose_into(out, part, helper)
                        yield out


class _ColumnReader:
    """Blocks of columns of a [batch, rows, cols] array that `source` holds: views of it in
    memory; read from the file of a mapped source into one buffer (a block of whole rows with
    one pread, else each row's part with its own)."""

    def __init__(self, source: bytes | memoryview, shape: tuple[int, int, int], dtype: np.dtype):
        self.shape, self.itemsize = shape, dtype.itemsize
        _, rows, cols = shape
        self.span = file_span(source)
        if self.span is None:
            self.array = np.frombuffer(source, dtype).reshape(shape)
            self.width = cols
        else:
            self.width = max(1, min(cols, BLOCK_BYTES // (rows * self.itemsize)))
            self.buffer = np.empty((rows, self.width), dtype)

    def columns(self, matrix: int, start: int) -> np.ndarray:
        """The block of columns from `start` of the `matrix`-th matrix, as a [rows, width] array."""
        if self.span is None:
            return self.array[matrix]
        _, rows, cols = self.shape
        block = self.buffer[:, : min(self.width, cols - start)]
        descriptor, offset = self.span
        first = offset + (matrix * rows * cols + start) * self.itemsize
        if self.width == cols:
            _read_exactly(descriptor, block.reshape(-1), first)
        else:
            for row in range(rows):
                _read_exactly(descriptor, block[row], first + row * cols * self.itemsize)
        return block


def _read_exactly(descriptor: int, into: np.ndarray, offset: int) -> None:
    """Fill the contiguous array `into` with the file's bytes from `offset`."""
    view = memoryview(into).cast("B")
    done = 0
    while done < len(view):
        count = os.preadv(descriptor, [view[done:]], offset + done)
        if count == 0:
            raise SourceChanged(errno.EIO, "the input file it copies from shrank during the conversion")
        done += count


def _transpose_into(out: np.ndarray, block: np.ndarray, helper: Executor) -> None:
    """out = block.T, tile by tile; a block of more than a tile's rows is split between
    `helper` and this thread (an executor starts its thread when first given work)."""
    rows = block.shape[0]
    if rows <= TILE:
        _tiles(out, block, 0, rows)
        return
    half = (rows // 2 + TILE - 1) // TILE * TILE
    other = helper.submit(_tiles, out, block, half, rows)
    _tiles(out, block, 0, half)
    other.result()


def _tiles(out: np.ndarray, block: np.ndarray, first: int, last: int) -> None:
    width = block.shape[1]
    for row in range(first, last, TILE):
        rows = slice(row, min(row + TILE, last))
        for column in range(0, width, TILE):
            out[column : column + TILE, rows] = block[rows, column : column + TILE].T
