"""The transformation registry: every pass of every pipeline, built-in or from an extension.

A transformation names its pass, the phase it belongs to and its ordering constraints; a
named pipeline is the topological order of its enabled transformations, phase by phase,
ties broken by id so the order is the same on every run. The built-ins register through
`register_transformation` exactly as an extension does.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

# Phase anchors, in order: front (framework dialect), inference (into the ov dialect, types
# inferred), middle (opset-level optimisation), layout, back (clean-up before emission).
PHASES = ("front", "inference", "middle", "layout", "back")


@dataclass(frozen=True)
class Transformation:
    id: str
    pass_factory: Callable[[], type[ModulePass]]
    phase: str
    pipelines: tuple[str, ...] = ("ov-default",)
    run_after: tuple[str, ...] = ()
    run_before: tuple[str, ...] = ()
    enabled: bool = True
    condition: Callable[[ModuleOp], bool] | None = None  # None: always applies


_TRANSFORMATIONS: dict[str, Transformation] = {}


def register_transformation(transformation: Transformation, *, override: bool = False) -> None:
    if transformation.phase not in PHASES:
        raise ValueError(f"transformation {transformation.id}: phase must be one of {', '.join(PHASES)}")
    if transformation.id in _TRANSFORMATIONS and not override:
        raise ValueError(f"a transformation '{transformation.id}' is already registered")
    _TRANSFORMATIONS[transformation.id] = transformation


def transformations() -> dict[str, Transformation]:
    return dict(_TRANSFORMATIONS)


def pipeline_names() -> list[str]:
    return sorted({p for t in _TRANSFORMATIONS.values() for p in t.pipelines})


def ordered(pipeline: str, enable: set[str] = frozenset(), disable: set[str] = frozenset()) -> list[Transformation]:
    """The transformations of `pipeline` in run order; `enable`/`disable` override defaults."""
    members = {
        t.id: t
        for t in _TRANSFORMATIONS.values()
        if pipeline in t.pipelines and (t.enabled or t.id in enable) and t.id not in disable
    }
    after: dict[str, set[str]] = {i: set() for i in members}  # id -> ids that must run first
    for t in members.values():
        after[t.id] |= {i for i in t.run_after if i in members}
        for later in t.run_before:
            if later in members:
                after[later].add(t.id)
    for t in members.values():
        for other in members.values():
            if PHASES.index(other.phase) < PHASES.index(t.phase):
                after[t.id].add(other.id)
    ready = [(PHASES.index(t.phase), t.id) for t in members.values() if not after[t.id]]
    heapq.heapify(ready)
    order: list[Transformation] = []
    while ready:
        _, current = heapq.heappop(ready)
        order.append(members[current])
        for t in members.values():
            if current in after[t.id]:
                after[t.id].discard(current)
                if not after[t.id]:
                    heapq.heappush(ready, (PHASES.index(t.phase), t.id))
    if len(order) != len(members):
        stuck = sorted(i for i in members if after[i])
        raise ValueError(f"pipeline {pipeline}: run_after/run_before constraints form a cycle among {stuck}")
    return order
