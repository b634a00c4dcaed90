"""A differential run: Hypothesis draws models, each is compared three ways, and a disagreement
is shrunk (Hypothesis's shrinker, within a time budget) to a minimal model written as ONNX text."""

from __future__ import annotations

import contextlib
import hashlib
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import onnx
from compare import CLASSES, Verdict, three_way
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from models import Case, models

SHRUNK = ("ovopt-only", "both", "ovc-only", "ovopt-refused")
# one exception type per class, so that Hypothesis shrinks each to a model of the same class
FAILURES = {kind: type(kind.title().replace("-", ""), (AssertionError,), {}) for kind in SHRUNK}


@dataclass
class Stats:
    models: int = 0
    nodes: Counter = field(default_factory=Counter)  # operator -> nodes drawn
    models_with: Counter = field(default_factory=Counter)  # operator -> models holding it
    verdicts: Counter = field(default_factory=lambda: Counter(dict.fromkeys(CLASSES, 0)))
    repros: list[Path] = field(default_factory=list)

    def record(self, case: Case, verdict: Verdict) -> None:
        self.models += 1
        self.nodes.update(case.ops)
        self.models_with.update(set(case.ops))
        self.verdicts[verdict.kind] += 1


def search(
    seed: int,
    examples: int,
    stats: Stats,
    stop_at: float = float("inf"),
    shrink_seconds: float = 60.0,
    always_ovc: bool = False,
    max_ops: int = 30,
) -> dict[str, tuple[Case, Verdict]]:
    """Up to `examples` models from `seed`; the smallest model found of each class in SHRUNK."""
    found: dict[str, tuple[Case, Verdict]] = {}
    shrinking_since: list[float] = []

    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        phases=[Phase.generate, Phase.shrink],
        report_multiple_bugs=True,
    )
    @hypothesis_seed(seed)
    @given(models(max_ops=max_ops))
    def property_(case: Case) -> None:
        if shrinking_since and time.monotonic() - shrinking_since[0] > shrink_seconds:
            return  # out of shrinking time: no candidate is accepted any more
        if not shrinking_since and time.monotonic() > stop_at:
            return
        verdict = three_way(case, always_ovc)
        if not shrinking_since:
            stats.record(case, verdict)
        if verdict.kind in SHRUNK:
            shrinking_since[:] = shrinking_since or [time.monotonic()]
            found[verdict.kind] = (case, verdict)  # the shrinker only tries smaller models
            raise FAILURES[verdict.kind](verdict.detail)

    # the failures are in `found`; a replay that no longer fails (the budget ran out) is no news
    with contextlib.suppress(Exception):
        property_()
    return found


def write_repro(directory: Path, kind: str, case: Case, verdict: Verdict) -> Path:
    """`KIND-HASH.onnxtext` (the model), `.npz` (its inputs) and `.txt` (the disagreement)."""
    text = onnx.printer.to_text(case.model)
    stem = f"{kind}-{hashlib.sha256(text.encode()).hexdigest()[:10]}"
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{stem}.onnxtext"
    path.write_text(text + "\n")
    np.savez(directory / f"{stem}.npz", **case.feeds)
    (directory / f"{stem}.txt").write_text(f"{kind}: {verdict.detail}\n")
    return path
