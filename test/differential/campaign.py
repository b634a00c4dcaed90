"""A differential run: Hypothesis draws models, each is compared three ways, and a disagreement
is shrunk (Hypothesis's shrinker, within a time budget) to a minimal model written as ONNX text."""

from __future__ import annotations

import contextlib
import hashlib
import re
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


def prune(case: Case, verdict: Verdict) -> tuple[Case, Verdict]:
    """`case` without the outputs (and the nodes only they need) whose removal keeps the
    disagreement of the same class: first all the outputs that agree at once, else one at a
    time (Hypothesis's shrinker, within its budget, may leave some; and a runtime fault may need
    a neighbour to show)."""
    wrong = set(re.findall(r"([\w.]+): ", verdict.detail))  # compare.mismatches's "NAME: what" parts
    names = [o.name for o in case.model.graph.output]
    attempts = [[n for n in names if n in wrong]] + [[n] for n in names if n not in wrong]
    for attempt in attempts:
        kept = attempt if attempt is attempts[0] else [n for n in names if n not in attempt]
        if not kept or len(kept) == len(names):
            continue
        smaller = cut(case, kept)
        again = three_way(smaller, always_ovc=verdict.kind == "ovc-only")
        if again.kind == verdict.kind:
            if attempt is attempts[0]:
                return smaller, again
            case, verdict, names = smaller, again, kept
    return case, verdict


def cut(case: Case, outputs: list[str]) -> Case:
    """`case` computing only `outputs`."""
    graph = case.model.graph
    needed, nodes = set(outputs), []
    for node in reversed(graph.node):
        if needed & set(node.output):
            nodes.insert(0, node)
            needed.update(node.input)
    model = onnx.ModelProto()
    model.CopyFrom(case.model)
    del model.graph.node[:], model.graph.output[:], model.graph.input[:], model.graph.initializer[:]
    model.graph.node.extend(nodes)
    model.graph.output.extend(o for o in graph.output if o.name in outputs)
    model.graph.input.extend(i for i in graph.input if i.name in needed)
    model.graph.initializer.extend(t for t in graph.initializer if t.name in needed)
    feeds = {name: array for name, array in case.feeds.items() if name in needed}
    return Case(model, feeds, [n.op_type for n in nodes], case.values)


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
