"""No module of ovopt but compat/ touches xDSL's internals.

A private xDSL name is one with a single leading underscore (not a dunder) that the installed
xDSL defines: a function, class or method, a class attribute, a module global, or an attribute
xDSL sets or reads on `self` or `cls`. Outside compat/, ovopt may not
- import one (`from xdsl.x import _y`);
- read or set one as an attribute (`obj._y`, `getattr(obj, "_y")`), unless ovopt defines that
  name itself, on a class of its own (one that derives from no xDSL class) or at a module's top
  (but `self._y` in a class derived from an xDSL class is xDSL's `_y` all the same);
- define a method of that name in a class derived from an xDSL class (it would override or
  shadow xDSL's);
- read a function's closure (`__closure__`, `co_freevars`, `cell_contents`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest
import xdsl

ROOT = Path(__file__).resolve().parents[2]
NOT_CHECKED = ("compat", "test", "build", "benchmarks", "examples", "docs")
CLOSURE_NAMES = frozenset({"__closure__", "co_freevars", "cell_contents"})
ATTRIBUTE_FUNCTIONS = frozenset({"getattr", "setattr", "hasattr", "delattr"})


def is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


@cache
def xdsl_private_names() -> frozenset[str]:
    """Every private name the installed xDSL defines (see the module's docstring)."""
    found: set[str] = set()
    for path in Path(xdsl.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found.update(_names_defined(tree.body))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                found.update(_names_defined(node.body))
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                found.add(node.name)
            elif (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in ("self", "cls")
            ):
                found.add(node.attr)
    return frozenset(name for name in found if is_private(name))


def _names_defined(body: list[ast.stmt]) -> Iterator[str]:
    """The names a module's or class's own statements define."""
    for statement in body:
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield statement.name
        elif isinstance(statement, ast.Assign):
            for target in statement.targets:
                yield from (n.id for n in ast.walk(target) if isinstance(n, ast.Name))
        elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            yield statement.target.id


@dataclass
class Module:
    name: str  # ovopt.x.y
    tree: ast.Module
    imported: dict[str, str] = field(default_factory=dict)  # local name -> what it names, dotted
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)  # at the module's top

    def __post_init__(self) -> None:
        package = self.name.rsplit(".", 1)[0]
        for node in ast.walk(self.tree):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:  # relative: from the module's package
                    parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    base = f"{parent}.{base}" if base else parent
                for alias in node.names:
                    self.imported[alias.asname or alias.name] = f"{base}.{alias.name}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        self.imported[alias.asname] = alias.name
                    else:
                        self.imported[alias.name.split(".")[0]] = alias.name.split(".")[0]
        self.classes = {node.name: node for node in self.tree.body if isinstance(node, ast.ClassDef)}


class Package:
    """The modules checked, and which of their classes derive from xDSL's."""

    def __init__(self, sources: dict[str, str]) -> None:
        self.modules = {name: Module(name, ast.parse(text)) for name, text in sources.items()}
        self._derived: dict[tuple[str, str], bool] = {}

    def derives_from_xdsl(self, module: Module, node: ast.ClassDef) -> bool:
        """Whether a base of the class is an xDSL class, or a class of ovopt's that derives from
        one; a base ovopt computes (`class A(make_base()):`) counts as one, as it may be."""
        return any(self._base_from_xdsl(module, base) for base in node.bases)

    def _base_from_xdsl(self, module: Module, base: ast.expr) -> bool:
        if isinstance(base, ast.Subscript):  # Worklist[Operation]
            return self._base_from_xdsl(module, base.value)
        dotted = _dotted(base)
        if dotted is None:
            return True  # computed: it may be anything
        head, _, rest = dotted.partition(".")
        if head in module.imported:
            return self._named_from_xdsl(f"{module.imported[head]}.{rest}".rstrip("."), set())
        if not rest and head in module.classes:
            return self._class_from_xdsl(module, head, set())
        return False  # a builtin (object, Exception) or a class ovopt cannot reach

    def _named_from_xdsl(self, dotted: str, seen: set[str]) -> bool:
        if dotted.split(".")[0] == "xdsl":
            return True
        if dotted in seen or "." not in dotted:
            return False
        seen.add(dotted)
        module_name, name = dotted.rsplit(".", 1)
        module = self.modules.get(module_name)
        if module is None:
            return False
        if name in module.classes:
            return self._class_from_xdsl(module, name, seen)
        if name in module.imported:  # a re-export
            return self._named_from_xdsl(module.imported[name], seen)
        return False

    def _class_from_xdsl(self, module: Module, name: str, seen: set[str]) -> bool:
        key = (module.name, name)
        if key not in self._derived:
            self._derived[key] = False  # a cycle derives from nothing
            self._derived[key] = self.derives_from_xdsl(module, module.classes[name])
        return self._derived[key]

    def own_names(self) -> frozenset[str]:
        """The names ovopt defines itself: at a module's top, and on its own classes (their
        methods and class attributes, and what their methods set on `self` or `cls`)."""
        found: set[str] = set()
        for module in self.modules.values():
            found.update(_names_defined(module.tree.body))
            for node in _classes(module.tree):
                if self.derives_from_xdsl(module, node):
                    continue
                found.update(_names_defined(node.body))
                for inner in ast.walk(node):
                    if (
                        isinstance(inner, ast.Attribute)
                        and isinstance(inner.ctx, ast.Store)
                        and isinstance(inner.value, ast.Name)
                        and inner.value.id in ("self", "cls")
                    ):
                        found.add(inner.attr)
        return frozenset(found)

    def offences(self) -> list[str]:
        private = xdsl_private_names()
        touchable = private - self.own_names()
        found = sorted(
            (module.name, line, what)
            for module in self.modules.values()
            for line, what in _offences_in(module, self, private, touchable)
        )
        return [f"{module}:{line}: {what}" for module, line, what in found]


def _classes(tree: ast.AST) -> Iterator[ast.ClassDef]:
    return (node for node in ast.walk(tree) if isinstance(node, ast.ClassDef))


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return None if inner is None else f"{inner}.{node.attr}"
    return None


def _offences_in(
    module: Module, package: Package, private: frozenset[str], touchable: frozenset[str]
) -> Iterator[tuple[int, str]]:
    derived = [node for node in _classes(module.tree) if package.derives_from_xdsl(module, node)]
    # on `self` in a class derived from xDSL's, an xDSL name is xDSL's attribute, whatever ovopt names so
    on_xdsl_self = {
        id(node)
        for cls in derived
        for node in ast.walk(cls)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
    }
    for node in ast.walk(module.tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "xdsl":
            for alias in node.names:
                if is_private(alias.name):
                    yield node.lineno, f"imports xDSL's private {alias.name} from {node.module}"
        elif isinstance(node, ast.Attribute):
            if node.attr in CLOSURE_NAMES:
                yield node.lineno, f"reads a closure ({node.attr})"
            elif node.attr in (private if id(node) in on_xdsl_self else touchable):
                yield node.lineno, f"touches xDSL's private {node.attr}"
        elif isinstance(node, ast.Constant) and node.value in CLOSURE_NAMES:
            yield node.lineno, f"reads a closure ({node.value!r})"
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ATTRIBUTE_FUNCTIONS
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in touchable
        ):
            yield node.lineno, f"touches xDSL's private {node.args[1].value} ({node.func.id})"
        elif isinstance(node, ast.ClassDef) and node in derived:
            for statement in node.body:
                if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef) and statement.name in private:
                    yield statement.lineno, f"{node.name} defines xDSL's private method {statement.name}"


def package_sources(root: Path = ROOT) -> dict[str, str]:
    """Every module of the package under `root` but compat/ and what is not the package."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).parts
        if parts[0] in NOT_CHECKED or any(p.startswith(".") or p == "__pycache__" for p in parts):
            continue
        names = path.relative_to(root).with_suffix("").parts
        found[".".join(("ovopt", *(names[:-1] if names[-1] == "__init__" else names)))] = path.read_text("utf-8")
    return found


def offences(sources: dict[str, str]) -> list[str]:
    return Package(sources).offences()


def test_only_compat_touches_xdsls_internals():
    found = offences(package_sources())
    assert found == [], "move these into compat/xdsl.py:\n" + "\n".join(found)


def test_the_private_names_of_xdsl_are_found():
    names = xdsl_private_names()
    # a method, a dataclass field, an attribute set on self, a nested class, a module global
    for name in ("_process_worklist", "_worklist", "_current_token", "_TensorLiteralElement", "_MISSING"):
        assert name in names, name
    assert "__init__" not in names and "parse" not in names


# What ovopt did before compat/ existed, and what it may do.
SAMPLES = {
    "ovopt.lowering.walk": """
from xdsl.pattern_rewriter import PatternRewriteWalker
from xdsl.utils.worklist import Worklist, _MISSING

class Walker(PatternRewriteWalker):
    def _process_worklist(self, listener):
        return self._worklist.pop()

class Listed(Worklist):
    def push(self, item):
        self._map[item] = len(self._stack)

def walker(pattern):
    walk = Walker(pattern)
    walk._worklist = Listed()
    return walk

def types(method):
    code, cells = method.__code__, getattr(method, "__closure__", None)
    return cells[code.co_freevars.index("expected_type")].cell_contents
""",
    "ovopt.support.base": """
from xdsl.interpreter import InterpreterFunctions

class Base(InterpreterFunctions):
    pass
""",
    "ovopt.dialects.reference": """
from ovopt.support.base import Base

class Reference(Base):
    @classmethod
    def _impls(cls):
        return []
""",
    "ovopt.targets.text": """
def print_list(attribute, printer):
    attribute._print_dense_list(attribute.get_values(), attribute.get_shape(), printer)
    return getattr(printer, "_current_token")
""",
    "ovopt.targets.own": """
def _index(op):
    return 0

def _map(op):
    return {}

class Writer:
    def __init__(self):
        self._indent = 0

    def _op(self, op):
        return self._indent + _index(op)

    def write(self, op):
        return self._op(op)
""",
}


def test_the_check_finds_what_ovopt_did_before_compat_and_nothing_it_may_do():
    found = offences(SAMPLES)
    expected = {
        "ovopt.lowering.walk:3: imports xDSL's private _MISSING from xdsl.utils.worklist",
        "ovopt.lowering.walk:6: Walker defines xDSL's private method _process_worklist",
        "ovopt.lowering.walk:7: touches xDSL's private _worklist",
        "ovopt.lowering.walk:11: touches xDSL's private _map",
        "ovopt.lowering.walk:11: touches xDSL's private _stack",
        "ovopt.lowering.walk:15: touches xDSL's private _worklist",
        "ovopt.lowering.walk:19: reads a closure ('__closure__')",
        "ovopt.lowering.walk:20: reads a closure (co_freevars)",
        "ovopt.lowering.walk:20: reads a closure (cell_contents)",
        "ovopt.dialects.reference:6: Reference defines xDSL's private method _impls",
        "ovopt.targets.text:3: touches xDSL's private _print_dense_list",
        "ovopt.targets.text:4: touches xDSL's private _current_token (getattr)",
    }
    assert set(found) == expected
    assert not [line for line in found if line.startswith("ovopt.targets.own")]  # its own _indent, _op, _index, _map


@pytest.mark.parametrize("name", ["_op", "_indent", "_index", "_map"])
def test_the_names_of_the_samples_own_code_are_xdsl_names_too(name: str):
    """Else the last sample would prove nothing: ovopt's own names may be xDSL's as well."""
    assert name in xdsl_private_names()


def test_the_check_finds_every_shim_of_compat():
    """compat/xdsl.py holds what the rest of ovopt did before: checked like any other module, each
    of its shims is found."""
    found = "\n".join(offences({"ovopt.compat.xdsl": (ROOT / "compat" / "xdsl.py").read_text("utf-8")}))
    for touched in (
        "defines xDSL's private method _process_worklist",
        "private _worklist",
        "private _map",
        "private _stack",
        "reads a closure",
        "private _TensorLiteralElement",
        "defines xDSL's private method _parse_tensor_literal_element",
        "defines xDSL's private method _parse_builtin_densearray_attr",
        "defines xDSL's private method _parse_location",
        "private _current_token",
        "private _resume_from",
        "private _consume_token",
        "private _print_dense_list",
        "defines xDSL's private method _impls",
        "defines xDSL's private method _callable_impls",
    ):
        assert touched in found, touched
