"""The one registry of ovopt: everything the compiler knows, built-in or from an extension.

Model Optimizer's best idea is that the tool is written as extensions; here the built-ins
register through exactly these functions, and an extension calls the same ones:

| kind | register | key |
| --- | --- | --- |
| dialect | `register_dialect(dialect_or_factory, name=...)` | dialect name |
| op | `register_op(op_class)` (the op decorators do it) | op name |
| reference kernel | `register_kernel(op_class, kernel)` | op name |
| importer | `register_importer(domain, op_type, importer, since_version=1)` | domain, op type, version |
| a pattern family of a pass | `register_patterns(pass_id, patterns, name=..., priority=0)` | pass id, set name |
| transformation | `register_transformation(Transformation(...))` | id |
| named pipeline | `register_pipeline(NamedPipeline(...))` | name |
| target (`-t`) | `register_target(name, factory)` | name |
| frontend (input format) | `register_frontend(extension, factory)` | file extension |

A second registration under a taken key is an error naming both sources, unless it passes
`override=True`. Factories are zero-argument callables, so nothing heavy is imported until it
is used.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ovopt.registry.kinds import MATCH_KINDS, PHASES, InputShape, NamedPipeline, PatternSet, Source, Transformation
from ovopt.registry.table import RegistryError, Table, current_source, registering_as

if TYPE_CHECKING:
    from xdsl.ir import Dialect, Operation
    from xdsl.pattern_rewriter import RewritePattern

__all__ = [
    "MATCH_KINDS",
    "PHASES",
    "InputShape",
    "NamedPipeline",
    "PatternSet",
    "RegistryError",
    "Source",
    "Transformation",
    "canonical_domain",
    "current_source",
    "find_importer",
    "kernel_for",
    "load_dialect",
    "patterns_for",
    "register_dialect",
    "register_frontend",
    "register_importer",
    "register_kernel",
    "register_op",
    "register_patterns",
    "register_pipeline",
    "register_target",
    "register_transformation",
    "registering_as",
    "restore",
    "snapshot",
]


_builtins_registered = False


def _builtins() -> None:
    """Register ovopt's built-ins, once, whichever table is used first (registering them reads
    the other tables, whose provider this is too)."""
    global _builtins_registered
    if _builtins_registered:
        return
    _builtins_registered = True
    from ovopt.registry.builtins import register

    register()


_BUILTINS = _builtins

# The tables. Their provider registers the built-ins on first use.
DIALECTS: Table[str, Callable[[], Dialect]] = Table("dialect", repr, (_BUILTINS,))
OPS: Table[str, type] = Table("op", repr)
KERNELS: Table[str, Callable[..., Any]] = Table("the reference kernel of", repr, (_BUILTINS,))
IMPORTERS: Table[tuple[str, str, str, int], Callable[..., Any]] = Table(
    "importer", lambda k: f"for {k[0]} {f'{k[1]}.' if k[1] else ''}{k[2]} since version {k[3]}", (_BUILTINS,)
)
PATTERNS: Table[tuple[str, str], PatternSet] = Table("pattern set", lambda k: f"{k[1]!r} of {k[0]}", (_BUILTINS,))
TRANSFORMATIONS: Table[str, Transformation] = Table("transformation", repr, (_BUILTINS,))
PIPELINES: Table[str, NamedPipeline] = Table("named pipeline", repr, (_BUILTINS,))
TARGETS: Table[str, Callable[[], type]] = Table("target", repr, (_BUILTINS,))
FRONTENDS: Table[str, Callable[[], Callable[..., Any]]] = Table("frontend for", lambda k: f".{k} files", (_BUILTINS,))
TABLES = (DIALECTS, OPS, KERNELS, IMPORTERS, PATTERNS, TRANSFORMATIONS, PIPELINES, TARGETS, FRONTENDS)


def register_dialect(
    dialect: Dialect | Callable[[], Dialect], *, name: str | None = None, override: bool = False
) -> None:
    """A dialect object, or a factory of one (then `name` is required, and nothing is imported
    until the dialect is used)."""
    from xdsl.ir import Dialect

    if isinstance(dialect, Dialect):
        name, value = dialect.name, dialect
        DIALECTS.add(name, lambda: value, override=override)
        for op in dialect.operations:
            if OPS.get(op.name) is not op:
                OPS.add(op.name, op, override=override)
        return
    if name is None:
        raise RegistryError("register_dialect(factory) needs name=: the dialect's name")
    DIALECTS.add(name, dialect, override=override)


def load_dialect(name: str) -> Dialect:
    """The registered dialect `name`, its ops entered in the op table as it loads."""
    factory = DIALECTS.get(name)
    if factory is None:
        raise RegistryError(f"no dialect {name!r} is registered")
    dialect = factory()
    for op in dialect.operations:
        if OPS.get(op.name) is not op:
            with registering_as(DIALECTS.source(name) or "ovopt"):
                OPS.add(op.name, op)
    return dialect


def register_op(op_class: type[Operation], *, override: bool = False) -> None:
    OPS.add(op_class.name, op_class, override=override)


def register_kernel(op_class: type[Operation], kernel: Callable[..., Any], *, override: bool = False) -> None:
    """`kernel(op, *numpy_arrays) -> tuple of arrays`: the op's meaning, for constant folding,
    shape evaluation, the interpreter and validation."""
    KERNELS.add(op_class.name, kernel, override=override)


def kernel_for(op: Operation | type[Operation]) -> Callable[..., Any] | None:
    return KERNELS.get(op.name)


def canonical_domain(domain: str) -> str:
    return "" if domain == "ai.onnx" else domain


def register_importer(
    domain: str,
    op_type: str,
    importer: Callable[..., Any],
    *,
    since_version: int = 1,
    framework: str = "onnx",
    override: bool = False,
) -> None:
    """Import nodes `domain`.`op_type` of opset `since_version` and later with `importer`."""
    IMPORTERS.add((framework, canonical_domain(domain), op_type, since_version), importer, override=override)


def find_importer(
    domain: str, op_type: str, opset_version: int | None, framework: str = "onnx"
) -> Callable[..., Any] | None:
    """The importer with the highest since_version not above the model's opset version."""
    versions = _importer_index().get((framework, canonical_domain(domain), op_type), {})
    usable = [v for v in versions if opset_version is None or v <= opset_version]
    return versions[max(usable)] if usable else None


_index: tuple[int, dict[tuple[str, str, str], dict[int, Callable[..., Any]]]] = (-1, {})


def _importer_index() -> dict[tuple[str, str, str], dict[int, Callable[..., Any]]]:
    """(framework, domain, op type) -> {since_version: importer}, rebuilt when the table changes."""
    global _index
    IMPORTERS._load_providers()  # they may register: the version is then the new one
    if _index[0] != IMPORTERS.version:  # asked once a node: no copy of the table unless it changed
        index: dict[tuple[str, str, str], dict[int, Callable[..., Any]]] = {}
        for (framework, domain, op_type, since), importer in IMPORTERS.items():
            index.setdefault((framework, domain, op_type), {})[since] = importer
        _index = (IMPORTERS.version, index)
    return _index[1]


_pattern_order = 0


def register_patterns(
    pass_id: str,
    patterns: Callable[[Any], Sequence[RewritePattern]] | Callable[[], Sequence[RewritePattern]],
    *,
    name: str | None = None,
    priority: int = 0,
    override: bool = False,
) -> None:
    """Add a pattern family to the pattern pass `pass_id` (`convert-onnx-to-ov`, `ov-simplify`,
    `convert-ov-to-gna`, a GNA preparation pass, or an extension's own pass).

    `patterns(options)` returns the family's patterns, `options` being the pass that runs them
    (its options are its fields); a factory that takes no argument is called without one.
    Sets of higher priority are tried first; the built-ins have priority 0.
    """
    global _pattern_order
    _pattern_order += 1
    takes_options = bool(inspect.signature(patterns).parameters)
    factory = patterns if takes_options else lambda options: patterns()
    key = (pass_id, name or f"{patterns.__module__}.{patterns.__qualname__}")
    PATTERNS.add(key, PatternSet(factory, priority, _pattern_order), override=override)


def patterns_for(pass_id: str, options: object = None) -> list[RewritePattern]:
    """The patterns contributed to `pass_id` for a run with `options` (the pass), highest
    priority first, then in registration order."""
    sets = sorted((s for _, s in PATTERNS.items((pass_id,))), key=lambda s: (-s.priority, s.order))
    return [pattern for s in sets for pattern in s.patterns(options)]


def register_transformation(transformation: Transformation, *, override: bool = False) -> None:
    TRANSFORMATIONS.add(transformation.id, transformation, override=override)


def register_pipeline(pipeline: NamedPipeline, *, override: bool = False) -> None:
    PIPELINES.add(pipeline.name, pipeline, override=override)


def register_target(name: str, factory: Callable[[], type], *, description: str = "", override: bool = False) -> None:
    """`factory()` returns an xDSL `Target` class, used by `-t name`; `description` is its
    line in `ov-opt --help`."""
    TARGETS.add(name, factory, override=override, description=description)


def register_frontend(
    extension: str, factory: Callable[[], Callable[..., Any]], *, description: str = "", override: bool = False
) -> None:
    """`factory()` returns `read(ctx, data: bytes, path: str | None) -> ModuleOp` for `.extension`
    files; `description` is its line in `ov-opt --help`."""
    FRONTENDS.add(extension, factory, override=override, description=description)


def snapshot() -> list[dict]:
    """Every table's entries, for `restore`: tests register, run, and undo. Every provider is
    loaded first, since one may register into another table (kernels import their dialect's
    ops): a snapshot taken before that would drop those entries on restore."""
    while any(table._providers for table in TABLES):
        for table in TABLES:
            table._load_providers()
    return [table.snapshot() for table in TABLES]


def restore(saved: list[dict]) -> None:
    for table, entries in zip(TABLES, saved, strict=True):
        table.restore(entries)
