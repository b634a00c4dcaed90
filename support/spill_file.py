"""Computed weights written to a temporary file as they are computed and mapped back, instead of
held in memory.

A weight computed from a mapped one, such as its f16 copy (`--compress-to-fp16`), would sit in
anonymous memory until the IR writer copies it out: 2.2 GB for a decoder of 4.4 GB of f32.
Spilled, it costs the process only the chunk being computed; the file's pages belong to the
kernel's page cache, and the IR writer copies them file to file (`mapped_files.file_span`).
The file is unlinked from the start (`tempfile.TemporaryFile`, in TMPDIR): the system takes its
space back when the last mapping of it goes.
"""

from __future__ import annotations

import mmap
import os
import tempfile
from collections.abc import Iterable
from typing import IO

import numpy as np

from ovopt.support.mapped_files import MappedFile


class SpillFile:
    """One temporary file that computed weights are appended to, each mapped read-only."""

    def __init__(self) -> None:
        self._file: IO[bytes] | None = None  # opened on the first write

    def write(self, chunks: Iterable[np.ndarray]) -> memoryview:
        """The bytes of `chunks`, in order, as a read-only view of the file they were written to."""
        if self._file is None:
            self._file = tempfile.TemporaryFile()  # noqa: SIM115  (closed with its last mapping)
        file = self._file
        end = file.seek(0, os.SEEK_END)
        start = file.seek(end + -end % mmap.ALLOCATIONGRANULARITY)  # a mapping starts at a granule
        for chunk in chunks:
            file.write(memoryview(np.ascontiguousarray(chunk)).cast("B"))
        file.flush()
        length = file.tell() - start
        return memoryview(MappedFile(file, start, length)) if length else memoryview(b"")
