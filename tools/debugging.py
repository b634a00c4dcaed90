"""Debugging a conversion, as MLIR's tools do: IR printed around passes, pass timing and
statistics, debug counters on pattern applications, and reproducers.

- `--print-ir-before=ID` / `--print-ir-after=ID`: the module before / after each run of pass ID;
  `--print-ir-after-change`: after every pass that changed it; `--print-ir-after-failure`: as
  the failing pass left it. On stdout, each headed `IR before|after PASS:`.
- `--time-passes[=text|json]`: seconds per pass (json: one object on stderr at the end).
- `--pass-statistics[=text|json]`: per pass, the patterns applied by name (and how often each
  was tried), the ops created and erased by name, and the constants folded; on stderr at the end.
- `--debug-counter=PATTERN-skip=N,PATTERN-count=M`: MLIR's debug counters, on every try of a
  pattern (see lowering/instrumentation.py).
- `--reproducer DIR`: when a run fails, DIR gets the module as it entered the failing pass
  (`input.mlir`), the rest of the pipeline as `-p` text (`pipeline`), the command line, the
  versions and the error, and `reproduce.sh`, which runs
  `ov-opt DIR/input.mlir -p "$(cat DIR/pipeline)"` (with the run's extensions).
"""

from __future__ import annotations

import json
import platform
import shlex
import sys
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp

from ovopt.lowering.instrumentation import PatternInstrumentation
from ovopt.lowering.pipeline import Step, StepHooks


@dataclass
class HookList(StepHooks):
    """Several watchers of one run, told in order."""

    hooks: list[StepHooks]

    def before_step(self, index: int, step: Step, module: ModuleOp) -> None:
        for hook in self.hooks:
            hook.before_step(index, step, module)

    def after_step(self, index: int, step: Step, module: ModuleOp, seconds: float | None) -> None:
        for hook in self.hooks:
            hook.after_step(index, step, module, seconds)

    def failed_step(self, index: int, step: Step, module: ModuleOp, error: BaseException) -> None:
        for hook in self.hooks:
            hook.failed_step(index, step, module, error)


# -- printing the IR around passes ---------------------------------------------------------------


@dataclass
class IrPrinter(StepHooks):
    """Prints the module around the passes the options name; `say` writes a block of text."""

    text_of: Callable[[ModuleOp], str]
    say: Callable[[str], None]
    before: frozenset[str] = frozenset()
    after: frozenset[str] = frozenset()
    between: bool = False  # xDSL's --print-between-passes: after every pass but the last
    after_change: bool = False
    after_failure: bool = False
    steps: int = 0
    last_text: str | None = None  # the module when the last step began (for after_change)

    def before_step(self, index: int, step: Step, module: ModuleOp) -> None:
        if step.name in self.before:
            self.say(f"IR before {step.name}:\n{self.text_of(module)}")
        if self.after_change and self.last_text is None:
            self.last_text = self.text_of(module)

    def after_step(self, index: int, step: Step, module: ModuleOp, seconds: float | None) -> None:
        if seconds is None:
            return
        if self.after_change:
            text = self.text_of(module)
            if text != self.last_text:
                self.say(f"IR after {step.name} (changed):\n{text}")
            self.last_text = text
        elif step.name in self.after or (self.between and index < self.steps):
            self.say(f"IR after {step.name}:\n{self.text_of(module)}")

    def failed_step(self, index: int, step: Step, module: ModuleOp, error: BaseException) -> None:
        if not self.after_failure:
            return
        try:
            text = self.text_of(module)
        except Exception:  # noqa: BLE001  (a pass that failed half-way may leave IR no printer takes)
            text = "// (the module does not print: the pass left it half-rewritten)"
        self.say(f"IR after failure of {step.name}:\n{text}")


# -- timing and statistics -----------------------------------------------------------------------


@dataclass
class PassTimer(StepHooks):
    """--time-passes: a line per pass as it ends (text), or one JSON object at the end."""

    form: str
    say: Callable[[str], None]
    passes: list[dict] = field(default_factory=list)

    def after_step(self, index: int, step: Step, module: ModuleOp, seconds: float | None) -> None:
        if self.form == "text":
            took = "skipped: its condition does not hold" if seconds is None else f"took {seconds:.3f} seconds"
            self.say(f"Pass {step.name} {took}")
        self.passes.append({"index": index, "pass": step.name, "seconds": seconds})

    def report(self) -> None:
        if self.form == "json":
            total = sum(p["seconds"] or 0.0 for p in self.passes)
            print(json.dumps({"passes": self.passes, "total_seconds": total}, indent=2), file=sys.stderr)


@dataclass
class PassStatistics(StepHooks):
    """--pass-statistics: the instrumentation's counts per pass, and the ops each created and erased."""

    form: str
    instrumentation: PatternInstrumentation
    passes: list[dict] = field(default_factory=list)
    _ops_before: dict = field(default_factory=dict)

    def before_step(self, index: int, step: Step, module: ModuleOp) -> None:
        self.instrumentation.start_pass()
        self._ops_before = {op: op.name for op in module.walk()}

    def after_step(self, index: int, step: Step, module: ModuleOp, seconds: float | None) -> None:
        if seconds is None:
            return
        after = set(module.walk())
        created = Counter(op.name for op in after if op not in self._ops_before)
        erased = Counter(name for op, name in self._ops_before.items() if op not in after)
        tries, applied = self.instrumentation.tries, self.instrumentation.applied
        self.passes.append(
            {
                "index": index,
                "pass": step.name,
                "patterns": {name: {"applied": applied[name], "tries": tries[name]} for name in sorted(tries)},
                "ops_created": dict(sorted(created.items())),
                "ops_erased": dict(sorted(erased.items())),
                "constants_folded": self.instrumentation.folded,
            }
        )
        self._ops_before = {}

    def report(self) -> None:
        text = json.dumps({"passes": self.passes}, indent=2) if self.form == "json" else self._text()
        print(text, file=sys.stderr, flush=True)

    def _text(self) -> str:
        lines = ["pass statistics"]
        for one in self.passes:
            created, erased = one["ops_created"], one["ops_erased"]
            lines.append(
                f"{one['index']:3}. {one['pass']}: ops created {sum(created.values())}, erased "
                f"{sum(erased.values())}, constants folded {one['constants_folded']}"
            )
            for name, counts in one["patterns"].items():
                if counts["applied"]:
                    lines.append(f"       {name}: applied {counts['applied']} (tried {counts['tries']})")
            idle = [name for name, counts in one["patterns"].items() if not counts["applied"]]
            if idle:
                lines.append(f"       tried, never applied: {', '.join(idle)}")
            for label, ops in (("created", created), ("erased", erased)):
                if ops:
                    lines.append(f"       {label}: " + ", ".join(f"{name} {n}" for name, n in ops.items()))
        return "\n".join(lines)


# -- reproducers ---------------------------------------------------------------------------------


@dataclass
class Reproducer(StepHooks):
    """--reproducer DIR: keeps the module as each pass enters it, and writes the reproducer
    when a pass, reading the model, or writing the output fails."""

    folder: Path
    steps: list[Step]
    text_of: Callable[[ModuleOp], str]  # with locations, so the nodes keep their names
    argv: list[str]
    versions: str
    error_line: Callable[[BaseException], str | None]  # a user error's line (None: a bug)
    options: list[str]  # the run's options a reproduction needs too (--extensions ...)
    entering: ModuleOp | None = None
    written: bool = False

    def before_step(self, index: int, step: Step, module: ModuleOp) -> None:
        self.entering = module.clone()

    def failed_step(self, index: int, step: Step, module: ModuleOp, error: BaseException) -> None:
        rest = ",".join(s.describe() for s in self.steps[index - 1 :])
        self._write(self.entering, rest, error, f"pass {index} ({step.name}) failed")

    def failed_reading(self, error: BaseException) -> None:
        self._write(None, None, error, "reading the model failed (attach the model to a report)")

    def failed_writing(self, module: ModuleOp, error: BaseException, target: list[str]) -> None:
        self._write(module, "", error, "writing the output failed", target)

    def _write(self, module: ModuleOp | None, pipeline: str | None, error: BaseException, what: str, target=()) -> None:
        from ovopt.targets.files import write_all_or_none

        if self.written:
            return
        self.written = True
        line = self.error_line(error)
        message = line if line is not None else "".join(traceback.format_exception(error))
        files = {
            "command": shlex.join(["ov-opt", *self.argv]) + "\n",
            "versions": f"{self.versions}\nPython {platform.python_version()} on {platform.platform()}\n",
            "error": f"{what}\n{message.rstrip()}\n",
        }
        if module is not None:
            command = ["ov-opt", "input.mlir", "-p", '"$(cat pipeline)"', *map(shlex.quote, self.options), *target]
            files["input.mlir"] = self.text_of(module)
            files["pipeline"] = pipeline + "\n"
            files["reproduce.sh"] = f'#!/bin/sh\ncd "$(dirname "$0")" && exec {" ".join(command)}\n'
        self.folder.mkdir(parents=True, exist_ok=True)
        write_all_or_none([(self.folder / name, [text.encode()]) for name, text in files.items()])
        how = ""
        if module is not None:
            (self.folder / "reproduce.sh").chmod(0o755)
            how = f': ov-opt {self.folder}/input.mlir -p "$(cat {self.folder}/pipeline)"'
        print(f"ov-opt: note: {what}; a reproducer is in {self.folder}{how}", file=sys.stderr, flush=True)
