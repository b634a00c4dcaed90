"""One kind of registration: keys to values, each remembering who registered it.

Every kind the registry holds (dialects, ops, kernels, importers, patterns, transformations,
pipelines, targets, frontends) is a `Table`. A second registration under a taken key is an
error that names both sources, unless it says `override=True`. A table may have built-in
providers: functions that import the built-in modules and register them, called the first time
the table is read or written, so that the built-ins are in place before an extension registers
next to them, and nothing heavy is imported before it is needed. A provider may say how the keys
it registers begin (the GNA kernels: `gna.`; the ov-simplify patterns: `("ov-simplify",)`); it
is then called only when a key of that beginning is looked up or registered, or entries of that
beginning (or all) read.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

# Who is registering right now: set while ovopt registers its built-ins and while an
# extension loads, so that a clash can say where each registration came from.
_SOURCE: ContextVar[str | None] = ContextVar("ovopt_registration_source", default=None)


class RegistryError(Exception):
    """A registration clashes with another or names something unknown; one line for the user."""


@contextmanager
def registering_as(source: str) -> Iterator[None]:
    """Attribute every registration made inside the block to `source`."""
    token = _SOURCE.set(source)
    try:
        yield
    finally:
        _SOURCE.reset(token)


def current_source() -> str:
    """The active `registering_as` source, else the module that called into the registry."""
    source = _SOURCE.get()
    if source is not None:
        return source
    frame = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__", "").startswith(_INTERNAL):
        frame = frame.f_back
    if frame is None:
        return "unknown"
    module = frame.f_globals.get("__name__", "?")
    return "ovopt" if module.startswith("ovopt.") else f"{module} ({frame.f_code.co_filename}:{frame.f_lineno})"


_INTERNAL = ("ovopt.registry", "ovopt.dialects.declarative", "importlib", "contextlib")


@dataclass(frozen=True)
class Entry(Generic[V]):
    value: V
    source: str
    description: str = ""  # one line for --help


def _begins(key: object, prefix: object) -> bool:
    """Does `key` begin with `prefix`: a str with a str, a tuple with a tuple, a tuple whose first
    item is a str with a str (the pattern sets of every pass whose id begins `gna-`)?"""
    if isinstance(key, tuple) and key and isinstance(prefix, str):
        key = key[0]
    if isinstance(key, str) and isinstance(prefix, str):
        return key.startswith(prefix)
    return isinstance(key, tuple) and isinstance(prefix, tuple) and key[: len(prefix)] == prefix


class Table(Generic[K, V]):
    def __init__(self, kind: str, show: Callable[[K], str] = str, providers: tuple[Callable[[], None], ...] = ()):
        self.kind = kind
        self._show = show
        self._providers: list[tuple[Callable[[], None], object]] = [(load, None) for load in providers]
        self._entries: dict[K, Entry[V]] = {}
        self._settled: set[object] = set()  # scopes no pending provider registers under
        self.version = 0  # changes with every edit, for indexes built on the table

    def add_provider(self, load: Callable[[], None], *, prefix: str | tuple | None = None) -> None:
        """Call `load` (which registers into this table) before the table is next used; with
        `prefix`, the beginning of every key it registers, only before such keys are used."""
        self._providers.append((load, prefix))
        self._settled.clear()

    def _load_providers(self, scope: object = None) -> None:
        """Call the providers that may register under `scope` (a key or the beginning of keys;
        None: the whole table). A key looked up again (a kernel, per op folded) is settled at once."""
        if not self._providers or scope in self._settled:
            return
        while True:
            due = next(
                (
                    (load, prefix)
                    for load, prefix in self._providers
                    if scope is None or prefix is None or _begins(scope, prefix) or _begins(prefix, scope)
                ),
                None,
            )
            if due is None:
                if scope is not None:
                    self._settled.add(scope)
                return
            self._providers.remove(due)
            with registering_as("ovopt"):
                due[0]()

    def add(self, key: K, value: V, *, override: bool = False, description: str = "") -> None:
        self._load_providers(key)
        source = current_source()
        taken = self._entries.get(key)
        if taken is not None and not override:
            raise RegistryError(
                f"{self.kind} {self._show(key)} is registered twice: by {taken.source} and by {source}; "
                "pass override=True to replace it"
            )
        self._entries[key] = Entry(value, source, description)
        self.version += 1

    def remove(self, key: K) -> None:
        self._load_providers(key)
        self._entries.pop(key, None)
        self.version += 1

    def get(self, key: K) -> V | None:
        self._load_providers(key)
        entry = self._entries.get(key)
        return None if entry is None else entry.value

    def source(self, key: K) -> str | None:
        self._load_providers(key)
        entry = self._entries.get(key)
        return None if entry is None else entry.source

    def description(self, key: K) -> str:
        self._load_providers(key)
        entry = self._entries.get(key)
        return "" if entry is None else entry.description

    def __contains__(self, key: K) -> bool:
        self._load_providers(key)
        return key in self._entries

    def items(self, prefix: str | tuple | None = None) -> list[tuple[K, V]]:
        """Every entry (with `prefix`: every entry whose key begins with it), in registration order."""
        self._load_providers(prefix)
        return [(key, e.value) for key, e in self._entries.items() if prefix is None or _begins(key, prefix)]

    def snapshot(self) -> dict[K, Entry[V]]:
        """A copy of the entries, for `restore` (tests register into a table and undo it)."""
        self._load_providers()
        return dict(self._entries)

    def restore(self, snapshot: dict[K, Entry[V]]) -> None:
        self._entries = dict(snapshot)
        self.version += 1
