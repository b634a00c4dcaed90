"""--bisect: the first pattern application after which the IR stops matching onnxruntime.

The pipeline runs again from the module as read, one pass at a time; after each pass whose
module OpenVINO can run (all in the ov dialect), its IR is compared with onnxruntime on
--validate's inputs. The first pass after which the numbers differ is the culprit pass.

- When the IR matched before that pass, the pass is run again from the module it entered with
  a limit on its pattern tries (lowering/instrumentation.py), halving the range until one try
  separates a matching IR from a differing one: that try's pattern, node, and the op before
  and after are printed, with the --debug-counter that leaves the pattern out.
- When the pass is the first whose IR runs (the conversion: a partial one cannot run), every
  tensor the IR and the ONNX model both name is compared instead, and the first node (in the
  model's order) whose outputs differ while its inputs match is named, with the patterns that
  rewrote its ops.
"""

from __future__ import annotations

import copy
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException

from ovopt.lowering.instrumentation import Application, DebugCounter, PatternInstrumentation, instrumented, op_text
from ovopt.lowering.pipeline import Step, run_steps
from ovopt.support.locations import node_name, tensor_names
from ovopt.tools.validate import OutputReport, Validation, ValidationError

RUNNABLE_DIALECTS = frozenset({"builtin", "func", "ov"})
SHOWN_OPS = 12  # ops of a node printed as "after"


@dataclass
class Walked:
    """One pass of the walk: the module it entered, its tries per pattern, its applications."""

    index: int
    step: Step
    entering: ModuleOp
    tries: Counter[str]
    applications: list[Application]


@dataclass
class Bisection:
    ctx: Context
    steps: list[Step]
    validation: Validation
    say: Callable[[str], None]
    counters: dict[str, DebugCounter] = field(default_factory=dict)  # the run's --debug-counter

    def run(self, as_read: ModuleOp) -> None:
        """Walk the pipeline from `as_read` and print what separates matching IR from differing IR."""
        with tempfile.TemporaryDirectory(prefix="ov-opt-bisect-") as folder:
            self.folder = Path(folder)
            self._walk(as_read.clone())

    # -- the walk --------------------------------------------------------------------------------

    def _walk(self, module: ModuleOp) -> None:
        walked: list[Walked] = []
        matched: Walked | None = None  # the last pass after which the IR matched
        for index, step in enumerate(self.steps, 1):
            entering = module.clone()
            instrumentation = self._instrumentation()
            with instrumented(instrumentation):
                run_steps([step], self.ctx, module)
            walked.append(Walked(index, step, entering, Counter(instrumentation.tries), instrumentation.applications))
            differing = self._differing(module)
            if differing is None:
                continue  # not runnable yet
            if not differing:
                matched = walked[-1]
                continue
            self._report_pass(walked[-1], matched, differing)
            if matched is not None and matched.index == index - 1:
                self._bisect_tries(walked, instrumentation.tries_in_pass)
            else:
                self._localise(module, walked)
            return
        self.say("bisect: the IR matches onnxruntime after every pass: nothing to bisect")

    def _instrumentation(self, **limits) -> PatternInstrumentation:
        return PatternInstrumentation(counters=copy.deepcopy(self.counters), applications=[], **limits)

    def _differing(self, module: ModuleOp) -> list[OutputReport] | None:
        """The outputs of the module's IR that differ ([] when all match), or None when it cannot
        run in OpenVINO (not all in the ov dialect, or refused)."""
        paths = self._write(module)
        if paths is None:
            return None
        try:
            reports = self.validation.compare_outputs(*paths)
        except ValidationError:
            return None
        return [r for r in reports if r.problem is not None]

    def _write(self, module: ModuleOp, name: str = "step") -> tuple[Path, Path] | None:
        from ovopt.targets.ir import write_ir_files

        if any(op.dialect_name() not in RUNNABLE_DIALECTS for op in module.walk()):
            return None
        xml = self.folder / f"{name}.xml"
        try:
            write_ir_files(module, xml)
        except DiagnosticException:
            return None
        return xml, xml.with_suffix(".bin")

    def _report_pass(self, culprit: Walked, matched: Walked | None, differing: list[OutputReport]) -> None:
        where = f"{culprit.step.name} (pass {culprit.index})"
        if matched is None:
            self.say(f"bisect: the IR first runs in OpenVINO after {where}, and differs from onnxruntime there")
        else:
            after = f"{matched.step.name} (pass {matched.index})"
            self.say(f"bisect: the IR matches onnxruntime after {after}, not after {where}")
        for report in differing:
            self.say(f"bisect:   {report.line().removeprefix('validate: ')}")

    # -- within one pass: halve its tries ----------------------------------------------------------

    def _bisect_tries(self, walked: list[Walked], total: int) -> None:
        culprit = walked[-1]
        if total == 0 or self._run_limited(culprit, 0) is not None:
            self.say(f"bisect: {culprit.step.name} changes the numbers outside its patterns: nothing to halve")
            return
        good, bad = 0, total  # the IR matches after `good` tries, differs after `bad`
        while bad - good > 1:
            middle = (good + bad) // 2
            if self._run_limited(culprit, middle) is None:
                good = middle
            else:
                bad = middle
        instrumentation = self._instrumentation(try_limit=bad, watched_try=bad)
        with instrumented(instrumentation):
            run_steps([culprit.step], self.ctx, culprit.entering.clone())
        change = instrumentation.change
        if change is None:
            self.say(f"bisect: try {bad} of {culprit.step.name} changes nothing it records")
            return
        earlier = sum(w.tries[change.pattern] for w in walked[:-1]) + instrumentation.tries[change.pattern] - 1
        self.say(f"bisect: try {bad} of {total} in {culprit.step.name} is the first after which the numbers differ:")
        self._show(change.pattern, change.node, change.before, change.after)
        self.say(
            f"bisect: --debug-counter={change.pattern}-count={earlier} runs the pipeline without it "
            f"(and without the tries of {change.pattern} after it)"
        )

    def _run_limited(self, culprit: Walked, tries: int) -> str | None:
        """None when the pass, stopped after `tries` tries, leaves IR that matches; else why not."""
        module = culprit.entering.clone()
        try:
            with instrumented(self._instrumentation(try_limit=tries)):
                run_steps([culprit.step], self.ctx, module)
        except Exception as error:  # noqa: BLE001  (a pass cut short may leave IR it refuses)
            return f"the pass fails: {error}"
        differing = self._differing(module)
        if differing is None:
            return "the IR does not run"
        return "differs" if differing else None

    # -- the first runnable IR differs: find the node ------------------------------------------

    def _localise(self, module: ModuleOp, walked: list[Walked]) -> None:
        paths = self._write(module, "localise")
        try:
            tensors = self.validation.compare_tensors(*paths) if paths is not None else {}
        except ValidationError:
            tensors = {}
        node = _first_differing_node(self.validation.model.graph, tensors)
        if node is None:
            self.say("bisect: no tensor the IR and the model both name differs before the outputs: no node to name")
            return
        name = node.name or node.output[0]
        wrong = [tensors[o] for o in node.output if o in tensors and tensors[o].problem is not None]
        self.say(f"bisect: node '{name}' ({node.op_type}) is the first whose outputs differ while its inputs match:")
        for report in wrong:
            self.say(f"bisect:   {report.line().removeprefix('validate: ')}")
        applications = [(w.step.name, a) for w in walked for a in w.applications if a.node == name]
        patterns = ", ".join(f"{a.pattern} ({step}, on {a.op})" for step, a in applications) or "(none recorded)"
        before = next((op_text(op) for op in walked[0].entering.walk() if node_name(op) == name), "(not in the module)")
        outputs = set(node.output)
        after = [op_text(op) for op in module.walk() if _of_node(op, name) or _names_any(op, outputs)]
        shown = "\n".join(
            after[:SHOWN_OPS] + ([f"... {len(after) - SHOWN_OPS} more"] if len(after) > SHOWN_OPS else [])
        )
        self._show(patterns, name, before, shown or "(no op of the node is left)")

    def _show(self, pattern: str, node: str | None, before: str, after: str) -> None:
        self.say(f"bisect:   pattern: {pattern}")
        self.say(f"bisect:   node:    {node!r}" if node else "bisect:   node:    (unnamed)")
        for label, text in (("before", before), ("after", after)):
            self.say(f"bisect:   {label}:")
            for line in text.splitlines():
                self.say(f"bisect:     {line}")


def _first_differing_node(graph, tensors: dict[str, OutputReport]):
    """The first node of the ONNX graph whose compared outputs differ while none of its compared
    inputs do (graph order is topological, as ONNX requires)."""
    for node in graph.node:
        outputs = [tensors[o] for o in node.output if o in tensors]
        if not any(r.problem is not None for r in outputs):
            continue
        if all(tensors[i].problem is None for i in node.input if i in tensors):
            return node
    return None


def _names_any(op, tensors: set[str]) -> bool:
    """Whether one of the op's results carries one of these tensor names (a replacement that
    kept no location still took the names of what it replaced)."""
    return any(tensors.intersection(tensor_names(result)) for result in op.results)


def _of_node(op, name: str) -> bool:
    found = node_name(op)
    return found is not None and (found == name or found.startswith(name + "/"))
