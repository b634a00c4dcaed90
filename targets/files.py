"""Output files that appear whole or not at all: written beside their final name, then renamed.

A failure (a folder where a file should go, a folder that cannot be written) is an
OutputError that names the path and leaves none of the files.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path


class OutputError(Exception):
    """An output file cannot be written; the message names it and says why."""


def stage(path: Path, chunks: Iterable[bytes]) -> str:
    """Write `chunks` to a temporary file beside `path`; return its name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = tempfile.NamedTemporaryFile(dir=path.parent, prefix=f".{path.name}.", suffix=".partial", delete=False)  # noqa: SIM115
    try:
        with handle:
            for chunk in chunks:
                handle.write(chunk)
        os.chmod(handle.name, 0o666 & ~_umask())  # a temporary file is private; the output is not
    except BaseException:
        os.unlink(handle.name)
        raise
    return handle.name


def write_all_or_none(files: Iterable[tuple[Path, Iterable[bytes]]]) -> None:
    """Write every (path, chunks) pair; if any write fails, none of the files is left."""
    files = [(Path(path), chunks) for path, chunks in files]
    for path, _ in files:
        _check_writable_place(path)
    staged: list[tuple[str, Path]] = []
    placed: list[Path] = []
    current = files[0][0] if files else None
    try:
        for path, chunks in files:
            current = path
            staged.append((stage(path, chunks), path))
        for temporary, final in staged:
            current = final
            os.replace(temporary, final)
            placed.append(final)
    except BaseException as error:
        for temporary, _ in staged:
            if os.path.exists(temporary):
                os.unlink(temporary)
        for final in placed:  # the set is whole or absent: files already in place go too
            final.unlink()
        if isinstance(error, OSError):
            raise OutputError(f"cannot write {current}: {error.strerror or error}") from None
        raise


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
