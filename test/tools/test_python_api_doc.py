"""docs/python_api.md's examples run: each `python` block in order, in one namespace, from the
repository's root (as a reader would paste them)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "python_api.md"


def blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", PAGE.read_text(), flags=re.DOTALL)


def test_the_page_has_examples():
    assert len(blocks()) >= 6


def test_the_examples_run(monkeypatch):
    pytest.importorskip("torch")
    monkeypatch.chdir(ROOT)
    namespace: dict = {}
    for number, code in enumerate(blocks(), 1):
        exec(compile(code, f"{PAGE.name} example {number}", "exec"), namespace)
