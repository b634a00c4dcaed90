"""Mutants that are equivalent by their form, whatever the code around them: benchmarks/
mutation_score.py lists them apart, with the reason, and leaves them out of the score (issue 28
excludes equivalent mutants). Anything not matched here is a survivor to kill or to explain."""

from __future__ import annotations

import ast
import re

NEGATIVE_SIZE = "numpy takes any negative size in reshape as the one dimension to infer"
FIELDLESS_PASS = "a pass class with no field of its own: the frozen dataclass it extends gives it the same behaviour"


def equivalent_reason(source: str, operator: str, line: int, changed: list[str]) -> str | None:
    """Why the mutant (`changed`: the line before and after) is equivalent, or None."""
    if operator == "core/RemoveDecorator" and _fieldless_pass_decorated_at(source, line):
        return FIELDLESS_PASS
    if len(changed) == 2 and _negative_reshape_size(*changed):
        return NEGATIVE_SIZE
    return None


def _negative_reshape_size(before: str, after: str) -> bool:
    """`reshape(-1)` (or `reshape(-1, n)`, `reshape(n, -1)`) given another negative size."""
    for match in re.finditer(r"-\s*1\b", before):
        inside = before[: match.start()]
        call = inside.rfind("reshape(")
        if call < 0 or inside.count("(", call) <= inside.count(")", call):
            continue
        for negative in ("~1", "- 2", "~ 1", "-2"):
            if before[: match.start()] + negative + before[match.end() :] == after:
                return True
    return False


def _fieldless_pass_decorated_at(source: str, line: int) -> bool:
    """A `@dataclass(frozen=True)` class at `line` that extends a pass and declares no field."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ClassDef) or not any(d.lineno == line for d in node.decorator_list):
            continue
        decorator = next(d for d in node.decorator_list if d.lineno == line)
        frozen = isinstance(decorator, ast.Call) and getattr(decorator.func, "id", None) == "dataclass"
        keywords = {k.arg: getattr(k.value, "value", None) for k in getattr(decorator, "keywords", [])}
        frozen = frozen and keywords.get("frozen") is True
        extends_pass = any(ast.unparse(base).endswith("Pass") for base in node.bases)
        return frozen and extends_pass and not any(isinstance(s, ast.AnnAssign) for s in node.body)
    return False
