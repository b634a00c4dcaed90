"""What --validate found: one output's comparison (OutputReport), the errors it raises, and the
lines it prints; shared by validate.py and validate_gna.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import IO


class ValidationError(Exception):
    """--validate cannot run, or the IR computes other numbers than the source model."""


class OutputsDiffer(ValidationError):
    """The IR runs and computes other numbers than the source model (what --bisect looks into)."""


@dataclass(frozen=True)
class OutputReport:
    name: str
    element: str
    shape: tuple[int, ...]
    max_abs: float | None  # None: the shapes differ
    max_rel: float | None  # None: no element large enough for a relative error
    tolerance: float
    problem: str | None  # None: within tolerance

    def line(self) -> str:
        what = f"output '{self.name}' ({self.element} {list(self.shape)})"
        if self.max_abs is None:
            return f"validate: {what}: {self.problem}: FAILED"
        rel = "-" if self.max_rel is None else f"{self.max_rel:.3g}"
        verdict = "ok" if self.problem is None else f"FAILED ({self.problem})"
        return f"validate: {what}: max abs error {self.max_abs:.3g}, max rel error {rel}: {verdict}"


def print_unjudged(reports: list[OutputReport], report: IO[str]) -> None:
    """The errors of an effect the user asked for (rounding, approximation), without a verdict."""
    for one in reports:
        rel = "-" if one.max_rel is None else f"{one.max_rel:.3g}"
        print(f"validate: output '{one.name}': max abs error {one.max_abs:.3g}, max rel error {rel}", file=report)


def raise_if_differing(reports: list[OutputReport], what: str) -> None:
    failed = list(dict.fromkeys(r.name for r in reports if r.problem is not None))  # at any size
    if failed:
        outputs = len({r.name for r in reports})
        raise OutputsDiffer(
            f"--validate: {len(failed)} of {outputs} outputs differ {what} ({', '.join(failed)}); "
            "the IR was removed (see the lines above)"
        )
