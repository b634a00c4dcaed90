"""Output files that appear whole or not at all: written beside their final name, then renamed."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path


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
    """Write every (path, chunks) pair; if any write fails, none of the files is replaced."""
    staged: list[tuple[str, Path]] = []
    try:
        for path, chunks in files:
            staged.append((stage(Path(path), chunks), Path(path)))
        for temporary, final in staged:
            os.replace(temporary, final)
    except BaseException:
        for temporary, _ in staged:
            if os.path.exists(temporary):
                os.unlink(temporary)
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
