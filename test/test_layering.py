"""The layers of the compiler, checked on the imports (README's layout table):

- `compat` (the one home of xDSL's internals) imports nothing of ovopt; `support` (what every
  layer shares about the IR) only itself and `compat`;
- the registry imports nothing of the compiler, but `registry/builtins.py`, which calls each
  layer's `registration.register()` from inside a function; a `registration` module imports
  nothing at its top but the registry, so that listing the built-ins loads none of them;
- dialects know no lowering, target, frontend or tool, and the dialect modules import no
  reference kernels (kernels come through the registry);
- frontends know no lowering, target or tool; lowerings no frontend, target, tool or kernel
  code; targets nothing of onnx;
- no cycle among the modules' imports (a registration's imports inside its factories aside:
  they are the inversion that lets the registry know the built-ins).
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOT_PACKAGES = ("test", "build", "benchmarks", "examples", "docs")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(("ovopt", *(parts[:-1] if parts[-1] == "__init__" else parts)))


@cache
def sources() -> dict[str, Path]:
    """Every module of the package, by name."""
    found = {}
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT).parts
        if parts[0] in NOT_PACKAGES or any(p.startswith(".") or p == "__pycache__" for p in parts):
            continue
        found[module_name(path)] = path
    return found


def imports(path: Path, *, top_level_only: bool = False) -> set[str]:
    """Every `ovopt...` module the file imports when it runs, at the top or, unless
    `top_level_only`, inside functions (not under `if TYPE_CHECKING:`). `from ovopt.x import y`
    counts `ovopt.x.y` when y is a module, and `ovopt.x` only when something else is named."""
    found = set()
    for node in _executed(ast.parse(path.read_text()), top_level_only):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            submodules = {f"{node.module}.{a.name}" for a in node.names} & set(sources())
            found |= submodules
            if len(submodules) < len(node.names):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name.startswith("ovopt")}


def _executed(node: ast.AST, top_level_only: bool):
    """The statements under `node` (only its own, with `top_level_only`), but the blocks of
    `if TYPE_CHECKING:`."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and isinstance(child.test, ast.Name) and child.test.id == "TYPE_CHECKING":
            continue
        if isinstance(child, ast.stmt):
            yield child
        if not top_level_only:
            yield from _executed(child, False)


def files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def offending(folder: str, forbidden: tuple[str, ...], skip: tuple[str, ...] = ()) -> list[str]:
    return [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in files(folder)
        if not str(path.relative_to(ROOT)).startswith(skip)
        for name in sorted(imports(path))
        if name.startswith(forbidden)
    ]


COMPILER = ("ovopt.dialects", "ovopt.frontends", "ovopt.lowering", "ovopt.targets", "ovopt.tools")


@pytest.mark.parametrize(
    ("folder", "forbidden", "skip"),
    [
        ("compat", ("ovopt",), ()),
        ("support", (*COMPILER, "ovopt.registry"), ()),
        ("registry", COMPILER, ("registry/builtins.py",)),
        ("dialects", ("ovopt.lowering", "ovopt.targets", "ovopt.frontends", "ovopt.tools"), ()),
        ("dialects/ov", ("ovopt.dialects.ov_reference",), ()),
        ("dialects", ("ovopt.dialects.ov_reference",), ("dialects/ov_reference", "dialects/registration.py")),
        ("targets", ("ovopt.dialects.onnx", "ovopt.frontends", "ovopt.lowering", "ovopt.tools"), ()),
        ("lowering", ("ovopt.dialects.ov_reference", "ovopt.frontends", "ovopt.targets", "ovopt.tools"), ()),
        ("frontends", ("ovopt.lowering", "ovopt.targets", "ovopt.tools"), ()),
    ],
)
def test_layer_imports(folder, forbidden, skip):
    assert offending(folder, forbidden, skip) == []


def test_registrations_import_only_the_registry_at_their_top():
    """So that `ov-opt --help` lists every built-in without loading one (the registry's own
    modules, such as its helper for conversions, are light)."""
    for path in ROOT.rglob("registration.py"):
        loaded = {name for name in imports(path, top_level_only=True) if not name.endswith(".registration")} - {
            name.rsplit(".", 1)[0] for name in imports(path, top_level_only=True)
        }
        beyond = {name for name in loaded if name != "ovopt" and name.split(".")[:2] != ["ovopt", "registry"]}
        assert not beyond, f"{path.relative_to(ROOT)} imports {sorted(beyond)} at its top"


def test_targets_do_not_mention_onnx():
    for path in files("targets"):
        assert "onnx" not in path.read_text().lower(), f"{path.relative_to(ROOT)} knows about onnx"


def test_no_import_cycle():
    lazy_inversions = {name for name in sources() if name.endswith(".registration")} | {
        "ovopt",  # the Python API, loaded when first used
        "ovopt.registry",
        "ovopt.registry.builtins",
    }
    graph = {
        name: {
            imported
            for imported in imports(path, top_level_only=name in lazy_inversions)
            if imported in sources() and imported != name
        }
        for name, path in sources().items()
    }
    cycle = _find_cycle(graph)
    assert cycle is None, " -> ".join(cycle or [])


def _find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of `graph`, as the path that closes it, or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for successor in sorted(graph.get(node, ())):
            if state.get(successor) == 1:
                return [*path[path.index(successor) :], successor]
            if successor not in state and (found := visit(successor)) is not None:
                return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state and (found := visit(start)) is not None:
            return found
    return None
