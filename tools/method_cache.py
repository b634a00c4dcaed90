"""The command line's cache of the methods `@dataclass` writes, kept between runs.

`dataclasses` writes each class's `__init__`, `__eq__`, `__hash__`, ... as source text and
compiles it when the class is made. xDSL's attributes, constraints and traits and ovopt's
patterns are dataclasses: a one-node conversion makes about 330 of them and compiles 1,500
such texts, a quarter of its time on a 2-core machine (issue 26). The code compiled is a
function of the text alone, so the command line keeps it, as Python keeps a module's bytecode,
in a marshal file keyed by the text and stamped with the interpreter's bytecode magic number:
in the user's cache folder (`~/.cache/ovopt`), not beside the package, where `pip uninstall`
would leave it behind. A run that compiled a text the file did not hold writes the file again
(whole, atomically) when it exits; nothing is written when Python writes no bytecode (`-B`,
PYTHONDONTWRITEBYTECODE) or cannot write there. A file that does not read back is ignored and
replaced; texts of other xDSL or ovopt releases stay in it (up to `MAX_TEXTS`).

Only `ov-opt`'s command line installs it (tools/ov_opt.py); `import ovopt` leaves `dataclasses`
as it is.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import importlib.util
import marshal
import os
import sys
from types import CodeType

# Past this many texts (about twice what every pipeline and frontend makes together), a run keeps
# only the texts it used: the file does not grow with every xDSL or ovopt release that changes a
# class.
MAX_TEXTS = 5_000


class MethodCache:
    """Compiled code by source text, read from and written to one file.

    The file maps each text to its code marshalled on its own: reading it is reading a dict of
    strings and bytes (3 ms for 2,700 texts), and only the code a run uses is unmarshalled (9 us
    a text), not the 25 ms a dict of 2,700 code objects takes."""

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.stored: dict[str, bytes] = self._read() if path is not None else {}  # as the file holds them
        self.codes: dict[str, CodeType] = {}  # the texts this run made classes of, and their code
        self.compiled = 0  # the texts this run compiled: the file is written only if some were

    def _read(self) -> dict[str, bytes]:
        try:
            with open(self.path, "rb") as file:
                data = file.read()  # whole: marshal.load on the file reads it object by object, 10x slower
            magic = importlib.util.MAGIC_NUMBER
            if not data.startswith(magic):
                return {}
            stored = marshal.loads(memoryview(data)[len(magic) :])
        except (OSError, EOFError, ValueError, TypeError):
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
            code = _unmarshalled(self.stored.get(source))
            if code is None:
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.compiled += 1
            self.codes[source] = code
        exec(code, globals, locals)

    def save(self) -> None:
        """Write the file if this run compiled a text it did not hold; quietly not, if it cannot."""
        if self.path is None or not self.compiled or sys.dont_write_bytecode:
            return
        stored = self.stored
        if len(stored) + self.compiled > MAX_TEXTS:
            stored = {text: code for text, code in stored.items() if text in self.codes}
        for text, code in self.codes.items():
            if text not in stored:
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
