"""Loading extensions: Python modules that add dialects, importers, transformations, targets.

An extension is imported before ov-opt sets up (`--extensions PATH`, or installed and named
in the `ovopt.extensions` entry-point group). It registers what it brings through the same
functions the built-ins use:

- `ovopt.frontends.onnx.register_importer(domain, op_type, importer)`
- `ovopt.lowering.registry.register_transformation(Transformation(...))`
- `register_dialect(dialect)` and `register_target(name, factory)` below.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable, Iterable
from importlib.metadata import entry_points
from pathlib import Path

from xdsl.ir import Dialect
from xdsl.utils.target import Target

ENTRY_POINT_GROUP = "ovopt.extensions"

_DIALECTS: dict[str, Callable[[], Dialect]] = {}
_TARGETS: dict[str, Callable[[], type[Target]]] = {}
_LOADED: set[str] = set()


class ExtensionError(Exception):
    """An extension could not be loaded; the message says which and why."""


def register_dialect(dialect: Dialect) -> None:
    if dialect.name in _DIALECTS:
        raise ExtensionError(f"two extensions register the dialect '{dialect.name}'")
    _DIALECTS[dialect.name] = lambda: dialect


def register_target(name: str, factory: Callable[[], type[Target]]) -> None:
    _TARGETS[name] = factory


def dialects() -> dict[str, Callable[[], Dialect]]:
    return dict(_DIALECTS)


def targets() -> dict[str, Callable[[], type[Target]]]:
    return dict(_TARGETS)


def load_all(paths: Iterable[str]) -> None:
    """Load the installed extensions, then the given ones."""
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        _once(f"entry point {entry.name}", entry.load)
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
        _once(str(path.resolve()), lambda: _import_file(path))
    else:
        _once(spec, lambda: importlib.import_module(spec))


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
        load_it()
    except ExtensionError:
        raise
    except Exception as error:
        raise ExtensionError(f"extension {key} failed to load: {type(error).__name__}: {error}") from error
