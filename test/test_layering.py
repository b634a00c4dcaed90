"""The layers of DESIGN.md, checked on the imports: dialects know no lowering, target, frontend
or tool; the dialect modules import no reference kernels (kernels come through the registry);
targets know nothing of onnx; lowerings import no kernel code."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def imports(path: Path) -> set[str]:
    """Every `ovopt...` module the file imports, at the top or inside functions."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name.startswith("ovopt")}


def files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def offending(folder: str, forbidden: tuple[str, ...], skip: str = "") -> list[str]:
    return [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in files(folder)
        if not (skip and str(path.relative_to(ROOT)).startswith(skip))
        for name in sorted(imports(path))
        if name.startswith(forbidden)
    ]


@pytest.mark.parametrize(
    ("folder", "forbidden", "skip"),
    [
        ("dialects", ("ovopt.lowering", "ovopt.targets", "ovopt.frontends", "ovopt.tools"), ""),
        ("dialects/ov", ("ovopt.dialects.ov_reference",), ""),
        ("dialects", ("ovopt.dialects.ov_reference",), "dialects/ov_reference"),
        ("registry", ("ovopt.dialects", "ovopt.lowering", "ovopt.targets", "ovopt.frontends", "ovopt.tools"), ""),
        ("targets", ("ovopt.dialects.onnx", "ovopt.frontends", "ovopt.lowering", "ovopt.tools"), ""),
        ("lowering", ("ovopt.dialects.ov_reference", "ovopt.targets", "ovopt.tools"), ""),
        ("frontends", ("ovopt.lowering", "ovopt.targets", "ovopt.tools"), ""),
    ],
)
def test_layer_imports(folder, forbidden, skip):
    assert offending(folder, forbidden, skip) == []


def test_targets_do_not_mention_onnx():
    for path in files("targets"):
        assert "onnx" not in path.read_text().lower(), f"{path.relative_to(ROOT)} knows about onnx"
