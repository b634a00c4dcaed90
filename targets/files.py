"""Output files that appear whole or not at all: written beside their final name, then renamed.

A failure (a folder where a file should go, a folder that cannot be written) is an
OutputError that names the path and leaves none of the files.

Two renames are not atomic as a pair, so the renames of a set happen under an advisory lock
(`flock` on a lock file in each output folder, removed after): two conversions writing the
same paths at once leave one whole set, never an XML of one with the BIN of the other.
Ctrl-C is held back while a set is written and honoured between chunks and before the
renames; either way nothing of the set is left, not even its temporary files.

A chunk that is a view of a mapped file (an imported weight) is copied by the kernel from that
file (`copy_file_range`), without passing through this process's memory.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import signal
import tempfile
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO

from ovopt.support.mapped_files import file_span

LOCK_NAME = ".ov-opt-output.lock"


class OutputError(Exception):
    """An output file cannot be written; the message names it and says why."""


def stage(path: Path, chunks: Iterable[bytes | memoryview]) -> str:
    """Write `chunks` to a temporary file beside `path`; return its name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = tempfile.NamedTemporaryFile(dir=path.parent, prefix=f".{path.name}.", suffix=".partial", delete=False)  # noqa: SIM115
    try:
        with handle:
            for chunk in chunks:
                _honour_interrupt()
                _write(handle, chunk)
        os.chmod(handle.name, 0o666 & ~_umask())  # a temporary file is private; the output is not
    except BaseException:
        os.unlink(handle.name)
        raise
    return handle.name


class SourceChanged(OSError):
    """A mapped input file got shorter while its bytes were being copied."""


def _write(handle: IO[bytes], chunk: bytes | memoryview) -> None:
    """Append `chunk`: copied file to file by the kernel when it is a view of a mapped file."""
    span = file_span(chunk)
    if span is None or not hasattr(os, "copy_file_range"):
        handle.write(chunk)
        return
    source, offset = span
    chunk = chunk.cast("B")
    handle.flush()
    written, size, start = 0, chunk.nbytes, handle.tell()
    try:
        while written < size:
            copied = os.copy_file_range(source, handle.fileno(), size - written, offset + written, start + written)
            if copied == 0:  # reading the mapping past the file's end would kill the process
                raise SourceChanged(errno.EIO, "the input file it copies from shrank during the conversion")
            written += copied
    except SourceChanged:
        raise
    except OSError:  # a file system (or kernel) that cannot: write the rest from the mapping
        pass
    handle.seek(start + written)
    handle.write(chunk[written:])


def write_all_or_none(files: Iterable[tuple[Path, Iterable[bytes | memoryview]]]) -> None:
    """Write every (path, chunks) pair; if any write fails, none of the files is left."""
    files = [(Path(path), chunks) for path, chunks in files]
    for path, _ in files:
        _check_writable_place(path)
    staged: list[tuple[str, Path]] = []
    placed: list[Path] = []
    current = files[0][0] if files else None
    with _interrupts_held():
        try:
            for path, chunks in files:
                current = path
                staged.append((stage(path, chunks), path))
            with _locked({path.parent for path, _ in files}):
                try:
                    _honour_interrupt()
                    for temporary, final in staged:
                        current = final
                        os.replace(temporary, final)
                        placed.append(final)
                    _honour_interrupt()  # an interrupt during the renames takes the set away again
                except BaseException:
                    _remove([], placed)  # under the lock: these are still this writer's files
                    raise
        except BaseException as error:
            _remove(staged, [])
            if isinstance(error, OSError):
                raise OutputError(f"cannot write {current}: {error.strerror or error}") from None
            raise


def _remove(staged: list[tuple[str, Path]], placed: list[Path]) -> None:
    for temporary, _ in staged:
        if os.path.exists(temporary):
            os.unlink(temporary)
    for final in placed:  # the set is whole or absent: files already in place go too
        final.unlink()


@contextlib.contextmanager
def _locked(folders: Iterable[Path]) -> Iterator[None]:
    """Hold the output lock of each folder (in a fixed order, so two writers cannot deadlock)."""
    held: list[tuple[Path, int]] = []
    try:
        for folder in sorted(set(folders)):
            path = folder / LOCK_NAME
            held.append((path, _lock(path)))
        yield
    finally:
        for path, descriptor in reversed(held):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)  # removed while held: a writer waiting on it sees it is gone
            os.close(descriptor)


def _lock(path: Path) -> int:
    """An exclusive flock on `path`, on the file that is still there once the lock is held
    (another writer may have removed the one this process waited on)."""
    while True:
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        try:
            held, current = os.fstat(descriptor), os.stat(path)
            if (held.st_dev, held.st_ino) == (current.st_dev, current.st_ino):
                return descriptor
        except FileNotFoundError:
            pass
        os.close(descriptor)


_held_interrupts: list[int] = []  # SIGINTs that arrived while a set was being written


@contextlib.contextmanager
def _interrupts_held() -> Iterator[None]:
    """Record SIGINT instead of raising wherever it lands, so that it takes effect only where
    _honour_interrupt looks for it (between chunks, before and after the renames). A handler,
    not a signal mask: the process's other threads (BLAS, OpenVINO) would take a masked signal."""
    if (
        threading.current_thread() is not threading.main_thread()
        or signal.getsignal(signal.SIGINT) is not signal.default_int_handler
    ):
        yield
        return
    _held_interrupts.clear()
    signal.signal(signal.SIGINT, lambda signum, frame: _held_interrupts.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        interrupted = bool(_held_interrupts)
        _held_interrupts.clear()
    if interrupted:  # it came after the set was whole (releasing the lock): still an interrupt
        raise KeyboardInterrupt


def interrupt_pending() -> bool:
    """Has a SIGINT arrived that _honour_interrupt has not acted on yet?"""
    return bool(_held_interrupts)


def _honour_interrupt() -> None:
    if _held_interrupts:
        _held_interrupts.clear()
        raise KeyboardInterrupt


def _check_writable_place(path: Path) -> None:
    if path.is_dir():
        raise OutputError(f"cannot write {path}: it is a folder; give a file name")
    for folder in path.parents:
        if folder.exists():
            if not folder.is_dir():
                raise OutputError(f"cannot write {path}: {folder} is a file, not a folder")
            return


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
