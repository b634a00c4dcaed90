"""Constant bytes that stay in the file they came from.

A frontend maps its model file (and external data files) and gives its constants read-only
memoryviews of the mapping instead of copies: a `BytesAttr` holds any bytes-like object, and
numpy, hashing and equality read a memoryview as they read `bytes`. The IR writer asks
`file_span` where such a view lies and has the kernel copy those bytes into the .bin
(`copy_file_range`), so an unchanged weight never passes through the process's memory.
"""

from __future__ import annotations

import mmap
import os
import stat
from collections.abc import Hashable
from typing import IO

import numpy as np


class MappedFile(mmap.mmap):
    """A file (or `length` bytes of it from `offset`, a multiple of `mmap.ALLOCATIONGRANULARITY`)
    mapped read-only; it keeps the file open, for `file_span`'s copies."""

    file: IO[bytes]
    offset: int  # in the file, of the mapping's first byte

    def __new__(cls, file: IO[bytes], offset: int = 0, length: int = 0) -> MappedFile:
        """Map `file` (open for reading), which the mapping then owns (shares, when it maps part)."""
        mapped = super().__new__(cls, file.fileno(), length, access=mmap.ACCESS_READ, offset=offset)
        mapped.file = file
        mapped.offset = offset
        return mapped


def map_file(path: str | os.PathLike) -> memoryview:
    """The bytes of the regular file at `path`, mapped; OSError if it cannot be read."""
    return _mapped(open(path, "rb"))


def read_stream(stream: IO[bytes]) -> bytes | memoryview:
    """The rest of `stream`: a view of its mapping when it is a whole regular file, else read."""
    try:
        whole_file = stat.S_ISREG(os.fstat(stream.fileno()).st_mode) and stream.tell() == 0
    except (OSError, AttributeError, ValueError):  # io.UnsupportedOperation is an OSError
        whole_file = False
    if whole_file:
        try:
            return _mapped(os.fdopen(os.dup(stream.fileno()), "rb"))
        except (OSError, ValueError):
            pass
    return stream.read()


def _mapped(file: IO[bytes]) -> memoryview:
    try:
        if os.fstat(file.fileno()).st_size == 0:  # mmap refuses an empty file
            file.close()
            return memoryview(b"")
        return memoryview(MappedFile(file))
    except BaseException:
        file.close()
        raise


def file_span(data: object) -> tuple[int, int] | None:
    """(file descriptor, offset) of bytes that are a view of a `MappedFile`, else None."""
    within = _within_mapping(data)
    return None if within is None else (data.obj.file.fileno(), data.obj.offset + within)


def _within_mapping(data: object) -> int | None:
    """Where the bytes of a view of a `MappedFile` start in its mapping, else None."""
    if not isinstance(data, memoryview) or not isinstance(data.obj, MappedFile) or not data.nbytes:
        return None
    if not data.c_contiguous:
        return None
    start = np.frombuffer(data, np.uint8, count=1).ctypes.data
    return start - np.frombuffer(data.obj, np.uint8, count=1).ctypes.data


# The largest page-cache folio a read fault maps whole: a huge page (2 MB with 4 KB pages).
FOLIO_SPAN = 1 << 21


def unmap_pages(data: object) -> None:
    """Let the pages of a mapped file that `data` views leave this process's memory (they stay
    in the page cache; a view that reads them again, this one or another sharing a page, maps
    them again). For after a pass over the whole file, such as parsing it, or over a weight
    that a folded copy replaced, that touched pages nothing may need again.

    A read maps more than the pages it reads: the kernel maps the cached pages around a
    faulting one (64 KB of them by default) or the page cache's whole folio (up to 2 MB). So
    the pages of the whole `FOLIO_SPAN`s that `data` lies in go too: weights read and let go
    one after another would otherwise map each other's pages again (a 10,000-node ResNet
    kept 60 MB of 105 MB of filters so)."""
    within = _within_mapping(data)
    if within is None or not hasattr(mmap, "MADV_DONTNEED"):
        return
    end = within + data.nbytes
    start, end = within - within % FOLIO_SPAN, min(end + -end % FOLIO_SPAN, len(data.obj))
    data.obj.madvise(mmap.MADV_DONTNEED, start, end - start)


_SAMPLE = 4096  # bytes of each sampled page
_SAMPLED_ABOVE = 1 << 20  # bytes this long are keyed by samples, shorter ones by their hash


def same_bytes(a: bytes | memoryview, b: bytes | memoryview) -> bool:
    """Whether two byte strings are equal, compared at memory speed (CPython compares two
    memoryviews item by item, at about a nanosecond a byte). Views of the same bytes of the
    same mapped file are equal without reading them."""
    if isinstance(a, bytes) and isinstance(b, bytes):
        return a == b
    x, y = np.frombuffer(a, np.uint8), np.frombuffer(b, np.uint8)
    if x.size != y.size:
        return False
    span = file_span(a)
    if span is not None and span == file_span(b):
        return True
    whole = x.size // 8 * 8  # compared as 8-byte words: an eighth of the element compares
    return np.array_equal(x[:whole].view(np.uint64), y[:whole].view(np.uint64)) and np.array_equal(x[whole:], y[whole:])


def sampled_key(data: bytes | memoryview) -> Hashable:
    """A cheap stand-in for the bytes as a hash key: equal bytes have equal keys, and a large
    weight is keyed by its length and five sampled pages instead of being read whole (hashing
    a mapped weight would bring all of it into memory). Equal keys still need a comparison."""
    size = len(data)
    if size <= _SAMPLED_ABOVE:  # the hash of all the bytes (a view hashes as bytes do)
        try:
            return size, hash(data)
        except (TypeError, ValueError):  # a writable view, or one of an unhashable array (numpy's)
            return size, hash(bytes(data))
    starts = sorted({0, size // 4, size // 2, 3 * size // 4, size - _SAMPLE})
    span = file_span(data)
    if span is not None:  # read from the file, not through the mapping (see FileBytes)
        return size, b"".join(os.pread(span[0], _SAMPLE, span[1] + start) for start in starts)
    return size, b"".join(bytes(data[start : start + _SAMPLE]) for start in starts)


class FileBytes:
    """The bytes a view of a mapped file views, read with pread a block at a time: indexing
    gives an int, slicing bytes, as a memoryview of bytes does. For scattered small reads of
    a large file. Touching the mapping instead maps the page cache's whole folio into this
    process, up to 2 MB (a file read ahead from the disk sits in such folios): reading each
    weight's header made almost every weight of a model file resident."""

    _BLOCK = 1 << 14

    def __init__(self, view: memoryview):
        self._descriptor, self._offset = file_span(view)
        self._size = view.nbytes
        self._blocks: dict[int, bytes] = {}

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, key: int | slice) -> int | bytes:
        if isinstance(key, slice):
            start, stop, step = key.indices(self._size)
            assert step == 1, "FileBytes reads contiguous slices only"
            return os.pread(self._descriptor, max(stop - start, 0), self._offset + start)
        if not 0 <= key < self._size:
            raise IndexError(key)
        index, within = divmod(key, self._BLOCK)
        block = self._blocks.get(index)
        if block is None:
            block = os.pread(self._descriptor, self._BLOCK, self._offset + index * self._BLOCK)
            self._blocks[index] = block
        return block[within]
