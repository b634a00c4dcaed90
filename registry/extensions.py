"""Loading extensions: Python modules that register dialects, ops, importers, patterns,
transformations, pipelines, targets or frontends (see ovopt.registry).

An extension loads from a path (`ov-opt --extensions PATH`: a .py file, a folder of them, or
an importable module name), or from an installed package that names it in the
`ovopt.extensions` entry-point group:

    [project.entry-points."ovopt.extensions"]
    my_ops = "my_package.ovopt_extension"

Installed extensions load on every run, before the ones given by path. Everything an
extension registers is attributed to it, so a clash names the extension.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable, Iterable
from importlib.metadata import entry_points
from pathlib import Path

from ovopt.registry.table import RegistryError, registering_as
from ovopt.support.installed import ENTRY_POINT_GROUP

_LOADED: set[str] = set()


class ExtensionError(Exception):
    """An extension could not be loaded; the message says which and why."""


def load_all(paths: Iterable[str]) -> None:
    """Load the installed extensions, then the given ones."""
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        _once(f"entry point {entry.name} ({entry.value})", entry.load)
    for path in paths:
        load(path)


def load(spec: str) -> None:
    """Load a .py file, every .py file of a folder, or an importable module name."""
    path = Path(spec)
    if path.is_dir():
        for file in sorted(path.glob("*.py")):
            load(str(file))
    elif path.suffix == ".py":
        if not path.is_file():
            raise ExtensionError(f"extension {spec}: no such file")
        _once(f"extension {path}", lambda: _import_file(path))
    else:
        _once(f"extension {spec}", lambda: importlib.import_module(spec))


def _import_file(path: Path) -> None:
    name = f"ovopt_extension_{path.stem}"
    module_spec = importlib.util.spec_from_file_location(name, path)
    assert module_spec is not None and module_spec.loader is not None
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module
    module_spec.loader.exec_module(module)


def _once(key: str, load_it: Callable[[], object]) -> None:
    if key in _LOADED:
        return
    _LOADED.add(key)
    try:
        with registering_as(key):
            load_it()
    except (ExtensionError, RegistryError):
        raise
    except Exception as error:
        raise ExtensionError(f"{key} failed to load: {type(error).__name__}: {error}") from error
