"""The command line's cache of the methods `@dataclass` writes, kept between runs.

`dataclasses` writes each class's `__init__`, `__eq__`, `__hash__`, ... as source text and
compiles it when the class is made. xDSL's attributes, constraints and traits and ovopt's
patterns are dataclasses: a one-node conversion makes about 330 of them and compiles 1,500
such texts, a quarter of its time on a 2-core machine (issue 26). The code compiled is a
function of the text alone, so the command line keeps it, as Python keeps a module's bytecode,
in a marshal file keyed by the text and stamped with the interpreter's bytecode magic number:
in the user's cache folder (`~/.cache/ovopt`), not beside the package, where `pip uninstall`
would leave it behind. A run that compiled a text the file did not hold (or found it holding
more than `MAX_TEXTS`) writes the file again (whole, atomically) when it exits; nothing is
written when Python writes no bytecode (`-B`, PYTHONDONTWRITEBYTECODE) or cannot write there.
A file that does not read back is ignored and replaced.

Only `ov-opt`'s command line installs it (tools/ov_opt.py); `import ovopt` leaves `dataclasses`
as it is.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import importlib.util
import marshal
import mmap
import os
import sys
from types import CodeType

# Past this many texts (a conversion makes about 900; other pipelines and frontends add their own),
# a run keeps only the texts it used: the texts no class of a run needs stay in its memory
# (a 3 MB file of 2,700 put DenseNet-121's peak 3.7 MB over the one it has without the cache, and
# over ovc's), and the file does not grow with every release that changes a class.
MAX_TEXTS = 1_500


class MethodCache:
    """Compiled code by source text, read from and written to one file.

    The file maps each text to its code marshalled on its own: reading it is reading a dict of
    strings and bytes (3 ms for 2,700 texts), and only the code a run uses is unmarshalled (9 us
    a text), not the 25 ms a dict of 2,700 code objects takes."""

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.stored: dict[str, bytes] = self._read() if path is not None else {}  # the file's, not yet used
        self.codes: dict[str, CodeType] = {}  # the texts this run made classes of, and their code
        self.compiled = 0  # the texts this run compiled: with none, the file is written only to shrink it

    def _read(self) -> dict[str, bytes]:
        # Mapped, not read: marshal.load on the file reads it object by object (330 ms for 2,700
        # texts), and a 3 MB buffer read and freed raises glibc's mmap threshold to 3 MB, which
        # put ResNet-50's weights on the heap: 36 MB more peak memory.
        magic = importlib.util.MAGIC_NUMBER
        try:
            with open(self.path, "rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
                if mapped[: len(magic)] != magic:
                    return {}
                with memoryview(mapped) as whole, whole[len(magic) :] as body:
                    stored = marshal.loads(body)
        except (OSError, EOFError, ValueError, TypeError):  # an empty file cannot be mapped: ValueError
            return {}
        if not isinstance(stored, dict):
            return {}
        return {text: code for text, code in stored.items() if isinstance(text, str) and isinstance(code, bytes)}

    def exec(self, source, globals=None, locals=None) -> None:
        """`exec`, as `dataclasses` calls it: a text is compiled as `exec` would compile it from
        `dataclasses` (no `__future__` flags: that module has none), once."""
        if not isinstance(source, str):
            exec(source, globals, locals)
            return
        code = self.codes.get(source)
        if code is None:
            code = _unmarshalled(self.stored.pop(source, None))  # its bytes go: `codes` holds it now
            if code is None:
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.compiled += 1
            self.codes[source] = code
        exec(code, globals, locals)

    def save(self) -> None:
        """Write the file if this run compiled a text it did not hold, or it holds too many; quietly
        not, if it cannot."""
        too_many = len(self.stored) + len(self.codes) > MAX_TEXTS
        if self.path is None or not (self.compiled or too_many) or sys.dont_write_bytecode:
            return
        stored = {} if too_many else self.stored  # too many: only this run's
        for text, code in self.codes.items():
            stored[text] = marshal.dumps(code)
        partial = f"{self.path}.{os.getpid()}.tmp"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(partial, "wb") as file:
                file.write(importlib.util.MAGIC_NUMBER)
                marshal.dump(stored, file)
            os.replace(partial, self.path)  # a reader sees the old file or the new, never half
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(partial)


def _unmarshalled(data: bytes | None) -> CodeType | None:
    """The code the file holds for a text; None if none, or if it holds something else."""
    if data is None:
        return None
    try:
        code = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return None
    return code if isinstance(code, CodeType) else None


def cache_path() -> str | None:
    """Where the file lives: the user's cache folder (XDG_CACHE_HOME, else ~/.cache; LOCALAPPDATA
    on Windows), one file per bytecode format; None where Python caches no bytecode or there is
    no such folder."""
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~\\AppData\\Local")
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    if not os.path.isabs(base):  # no home to expand `~` in, or a relative XDG_CACHE_HOME (which XDG ignores)
        return None
    return os.path.join(base, "ovopt", f"dataclass-methods.{tag}.marshal")


def install() -> MethodCache:
    """Make `dataclasses` compile through the cache for the rest of the process, which writes
    it when it exits. Call before the modules whose dataclasses should use it are imported."""
    cache = MethodCache(cache_path())
    dataclasses.exec = cache.exec  # the module's global shadows the builtin its methods are written with
    atexit.register(cache.save)
    return cache
