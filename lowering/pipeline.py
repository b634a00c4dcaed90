"""Named pipelines, expanded into their real passes when the pipeline text is parsed.

`-p ov-default` becomes the ordered transformations of `ov-default`, so that
`--print-pipeline`, `--time-passes`, `--print-between-passes` and `--print-ir-after` see every
step. The order is the topological order of the registered transformations, phase by phase,
honouring `run_after` / `run_before`, ties broken by id, so every run is the same.

A named pipeline takes its own options (`disable=a,b`, `enable=c`, `verify-each`) and forwards
any other option to the passes inside it that declare it: `ov-default{static-shape=true}`
reaches `ov-fold-constants`. The environment variables OVOPT_DISABLE_TRANSFORMATIONS /
OVOPT_ENABLE_TRANSFORMATIONS, and Model Optimizer's MO_DISABLED_TRANSFORMS /
MO_ENABLED_TRANSFORMS, switch transformations off or on in every pipeline.
"""

from __future__ import annotations

import dataclasses
import heapq
import logging
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError

from ovopt import registry
from ovopt.registry import PHASES, Transformation
from ovopt.registry.conversions import HoldsOpsOf, dialects_in
from ovopt.support.locations import closest, verify_naming_node

LOG = logging.getLogger("ovopt.pipeline")

DISABLE_ENV = ("OVOPT_DISABLE_TRANSFORMATIONS", "MO_DISABLED_TRANSFORMS")
ENABLE_ENV = ("OVOPT_ENABLE_TRANSFORMATIONS", "MO_ENABLED_TRANSFORMS")
PIPELINE_OPTIONS = ("disable", "enable", "verify_each")


class PipelineError(Exception):
    """The pipeline text or its options are wrong; the message says what to write instead."""


def spec_parse_problem(error: ArgSpecParseError) -> str:
    """xDSL's multi-line parse error of a `name{key=value}` text as `what (column N)`."""
    lines = str(error).strip().splitlines()
    column = lines[1].rsplit(":", 1)[-1] if len(lines) > 1 else "?"
    return f"{lines[-1].strip()} (column {column})"


# -- membership and order ---------------------------------------------------------------------


def members(pipeline: str) -> dict[str, Transformation]:
    """Every transformation of `pipeline` and of the pipelines it includes, enabled or not,
    but those one of them excludes."""
    names, excluded, pending = set(), set(), [pipeline]
    while pending:
        name = pending.pop()
        if name not in names:
            names.add(name)
            definition = registry.PIPELINES.get(name)
            pending += definition.includes if definition else ()
            excluded.update(definition.excludes if definition else ())
    return {t.id: t for _, t in registry.TRANSFORMATIONS.items() if names & set(t.pipelines) and t.id not in excluded}


def ordered(
    pipeline: str,
    enable: Iterable[str] = (),
    disable: Iterable[str] = (),
    configured: Iterable[str] = (),
) -> list[Transformation]:
    """The transformations of `pipeline` that run, in run order.

    `enable` / `disable` override the `enabled` defaults; a transformation with a match kind runs
    only when `configured` (the ids a transformations config names) holds its id.
    """
    enable, disable, configured = set(enable), set(disable), set(configured)
    chosen = {
        t.id: t
        for t in members(pipeline).values()
        if t.id not in disable and (t.id in configured if t.match_kind else t.enabled or t.id in enable)
    }
    rank = {i: PHASES.index(t.phase) for i, t in chosen.items()}
    before = _constraints(members(pipeline), chosen)  # id -> the ids that must run first
    for i in chosen:
        before[i] |= {j for j in chosen if rank[j] < rank[i]}
    ready = [(rank[i], i) for i in chosen if not before[i]]
    heapq.heapify(ready)
    order: list[Transformation] = []
    while ready:
        _, current = heapq.heappop(ready)
        order.append(chosen[current])
        for other, waiting in before.items():
            if current in waiting:
                waiting.discard(current)
                if not waiting:
                    heapq.heappush(ready, (rank[other], other))
    if len(order) != len(chosen):
        raise PipelineError(f"pipeline {pipeline}: {_cycle({i: w for i, w in before.items() if w})}")
    return order


def _constraints(everyone: dict[str, Transformation], chosen: dict[str, Transformation]) -> dict[str, set[str]]:
    """For each chosen id, the chosen ids `run_after` / `run_before` put before it, through the
    transformations that do not run: a chain a -> b -> c keeps a before c when b is disabled."""
    direct: dict[str, set[str]] = {i: set() for i in everyone}
    for t in everyone.values():
        direct[t.id] |= {i for i in t.run_after if i in everyone}
        for later in t.run_before:
            if later in everyone:
                direct[later].add(t.id)
    before: dict[str, set[str]] = {}
    for i in chosen:
        found, pending, seen = set(), list(direct[i]), set()
        while pending:
            j = pending.pop()
            if j in seen:
                continue
            seen.add(j)
            if j in chosen:
                found.add(j)
            else:
                pending += direct[j]
        before[i] = found
    return before


def _cycle(waiting: dict[str, set[str]]) -> str:
    """Describe one cycle among transformations that all still wait for another."""
    path, current = [], min(waiting)
    while current not in path:
        path.append(current)
        current = min(waiting[current])
    loop = path[path.index(current) :] + [current]
    return "run_after / run_before constraints form a cycle: " + " must run after ".join(reversed(loop))


# -- steps ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One pass of the expanded pipeline."""

    pass_: ModulePass
    transformation: Transformation | None = None  # None: a pass given by name, not registered
    pipeline: str | None = None  # the named pipeline it came from
    verify_after: bool = True

    @property
    def name(self) -> str:
        return self.transformation.id if self.transformation else self.pass_.name

    def describe(self) -> str:
        """`ov-fold-constants{static-shape=true}`: the pass with the options it runs with (those a
        pipeline text can give: a transformations config's entries are not)."""
        options = {
            key.replace("_", "-"): value
            for key, value in self.pass_.spec().parameters.items()
            if all(isinstance(item, str | int | float | bool) for item in value)
        }
        return str(ArgSpec(self.name, options))


def _env_ids(names: tuple[str, ...]) -> dict[str, str]:
    """id -> the variable that names it."""
    return {i.strip(): name for name in names for i in os.environ.get(name, "").split(",") if i.strip()}


def _ids(values: tuple[object, ...]) -> set[str]:
    return {str(v).strip() for v in values if str(v).strip()}


def expand(
    spec: str,
    passes: dict[str, Callable[[], type[ModulePass]]],
    config: dict[str, tuple[object, ...]] | None = None,
) -> list[Step]:
    """The steps of a `-p` text: named pipelines expanded, everything else looked up in `passes`.

    `config` maps the ids of a transformations config to their entries (see
    transformations_config.py); the transformations it names join their pipelines.
    """
    config = config or {}
    try:
        specs = list(parse_pipeline(spec))
    except ArgSpecParseError as error:
        raise PipelineError(f"the pass pipeline {spec!r} does not parse: {spec_parse_problem(error)}") from None
    known = {i for i, _ in registry.TRANSFORMATIONS.items()}
    unknown = sorted(set(config) - known)
    if unknown:
        raise PipelineError(
            f"the transformations config names {unknown[0]!r}, which no extension registers{closest(unknown[0], known)}"
        )
    for ident, entries in config.items():
        kind = registry.TRANSFORMATIONS.get(ident).match_kind
        for entry in entries:
            if entry.match_kind != kind:
                takes = f"takes {kind}" if kind else "is not switched on by a transformations config"
                raise PipelineError(
                    f"the transformations config gives '{ident}' match_kind {entry.match_kind}; "
                    f"the transformation {takes}"
                )
    for ids in (_env_ids(DISABLE_ENV), _env_ids(ENABLE_ENV)):
        for i, variable in ids.items():
            if i not in known:
                raise PipelineError(f"{variable} names no transformation {i!r}{closest(i, known)}")
    steps: list[Step] = []
    for one in specs:
        if one.name in registry.PIPELINES:
            steps += _expand_named(one, config)
        elif one.name in known:
            transformation = registry.TRANSFORMATIONS.get(one.name)
            steps.append(Step(_instantiate(transformation.pass_factory(), one, one.name), transformation))
        elif one.name in passes:
            steps.append(Step(_instantiate(passes[one.name](), one, one.name)))
        else:
            everything = [*known, *(n for n, _ in registry.PIPELINES.items()), *passes]
            raise PipelineError(f"unknown pass or pipeline {one.name!r}{closest(one.name, everything)}")
    return steps


def _instantiate(pass_class: type[ModulePass], spec: ArgSpec, shown: str) -> ModulePass:
    try:
        return pass_class.from_spec(ArgSpec(pass_class.name, spec.parameters))
    except (ValueError, TypeError) as error:
        options = ", ".join(f.name.replace("_", "-") for f in dataclasses.fields(pass_class)) or "none"
        raise PipelineError(f"{shown}: {error} (its options: {options})") from None


def _expand_named(spec: ArgSpec, config: dict[str, tuple[object, ...]]) -> list[Step]:
    name = spec.name
    options = spec.normalize_parameter_names().parameters
    everything = members(name)
    disable = _ids(options.pop("disable", ()))
    enable = _ids(options.pop("enable", ()))
    verify_each = options.pop("verify_each", (False,))
    for i in sorted(disable | enable):
        if i not in everything:
            raise PipelineError(f"{name} has no transformation {i!r}{closest(i, everything)}")
    disable |= set(_env_ids(DISABLE_ENV))
    enable |= set(_env_ids(ENABLE_ENV))
    chosen = ordered(name, enable - disable, disable, config)
    classes = {t.id: t.pass_factory() for t in chosen}
    fields = {i: {f.name for f in dataclasses.fields(c)} for i, c in classes.items()}
    for option in options:
        if not any(option in f for f in fields.values()):
            takes = sorted({o for f in fields.values() for o in f} | set(PIPELINE_OPTIONS))
            shown = ", ".join(o.replace("_", "-") for o in takes)
            raise PipelineError(f"{name} has no option {option.replace('_', '-')!r} (it takes {shown})")
    steps = []
    for index, t in enumerate(chosen):
        forwarded = {o: v for o, v in options.items() if o in fields[t.id]}
        if t.match_kind:
            forwarded = {**forwarded}
        instance = _instantiate(classes[t.id], ArgSpec(t.id, forwarded), f"{name}: {t.id}")
        if t.match_kind:
            instance = dataclasses.replace(instance, instances=tuple(config[t.id]))
        last = index == len(chosen) - 1
        steps.append(Step(instance, t, name, verify_after=last or verify_each == (True,)))
    return steps


# -- running ----------------------------------------------------------------------------------


class StepHooks:
    """What a run of the steps tells those who watch it (the driver's printing, dumps, timing,
    statistics and reproducer); each method does nothing here. `index` is the step's 1-based
    number in `--print-pipeline`."""

    def before_step(self, index: int, step: Step, module: ModuleOp) -> None:
        """`step` is about to run (its condition holds)."""

    def after_step(self, index: int, step: Step, module: ModuleOp, seconds: float | None) -> None:
        """`step` ran and took `seconds`, or its condition skipped it (`seconds` None)."""

    def failed_step(self, index: int, step: Step, module: ModuleOp, error: BaseException) -> None:
        """`step` (or the verification after it) raised `error`, which is raised again next."""


def run_steps(
    steps: list[Step], ctx: Context, module: ModuleOp, hooks: StepHooks | None = None, verify: bool = True
) -> None:
    """Run the steps in order, with each transformation's condition, clean-up, shape inference
    and the verification the step asks for."""
    hooks = hooks or StepHooks()
    census = None  # the module's dialects, for the dialect conditions met until a step runs
    for index, step in enumerate(steps, 1):
        t = step.transformation
        if t is not None and isinstance(t.condition, HoldsOpsOf):
            if census is None:
                census = dialects_in(module)
            runs = t.condition.dialect in census
        else:
            runs = t is None or t.condition is None or t.condition(module)
        if runs:
            census = None
            hooks.before_step(index, step, module)
            LOG.info("%s", step.describe())
        else:
            LOG.info("%s: skipped, its condition does not hold", step.name)
        try:
            seconds = _run_step(step, ctx, module, verify) if runs else None
            if not runs and verify and step.verify_after:  # what the steps before it made is still checked
                verify_naming_node(module)
        except BaseException as error:
            hooks.failed_step(index, step, module, error)
            raise
        hooks.after_step(index, step, module, seconds)


def _run_step(step: Step, ctx: Context, module: ModuleOp, verify: bool) -> float:
    """Run one step; the seconds it took (its verification not counted)."""
    t = step.transformation
    started = time.perf_counter()
    step.pass_.apply(ctx, module)
    if t is not None and t.force_shape_inference:
        from ovopt.lowering.ov.infer_shapes import InferShapesPass

        InferShapesPass().apply(ctx, module)
    if t is not None and t.force_clean_up:
        from ovopt.lowering.clean_up import clean_up

        clean_up(module)
    seconds = time.perf_counter() - started
    if verify and step.verify_after:
        verify_naming_node(module)
    return seconds


def describe_steps(steps: list[Step]) -> str:
    """What `--print-pipeline` prints: one numbered line per step, then the steps as `-p` text."""
    lines = []
    width = max((len(s.describe()) for s in steps), default=0)
    for index, step in enumerate(steps, 1):
        t = step.transformation
        where = f"{step.pipeline}: " if step.pipeline else ""
        phase = t.phase if t is not None else "-"
        flags = [
            f
            for f, on in (("clean-up", t and t.force_clean_up), ("shape-inference", t and t.force_shape_inference))
            if on
        ]
        extra = f"  [{', '.join(flags)}]" if flags else ""
        condition = "  (if its condition holds)" if t is not None and t.condition is not None else ""
        lines.append(f"{index:3}. {step.describe():<{width}}  {where}{phase}{extra}{condition}")
    lines.append("-p " + ",".join(s.describe() for s in steps))
    return "\n".join(lines)
