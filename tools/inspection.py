"""Looking inside a conversion: op statistics, per-pass dumps and a progress line.

- `--op-stats text|json` counts ops per dialect and op name before and after the pipeline,
  as onnx-mlir's `--onnx-op-stats` does, on stderr (stdout may carry the module).
- `--dump-dir DIR` writes the module after every pass: `NN-<pass>.mlir`, `NN-<pass>.dot` and,
  where the module is all in the ov dialect, `NN-<pass>.xml` / `.bin` (the GNA plugin's
  Serialize and VisualizeTree dumps). `00-input.*` is the module as read; NN is the step's
  number in `--print-pipeline`. Each file appears whole (written beside, then renamed), and
  a run that fails keeps what it dumped so far: they show where it went wrong.
- On a terminal, a conversion that takes more than a few seconds shows `pass i/n <name>` on
  stderr, overwritten in place and cleared at the end.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from xdsl.dialects.builtin import ModuleOp

from ovopt.lowering.pipeline import StepHooks

# -- op statistics ------------------------------------------------------------------------------


def count_ops(module: ModuleOp) -> Counter[str]:
    """How many ops of each name the module holds (the module itself not counted; an
    unregistered op by its own name; a node --keep-unsupported kept as a framework layer as
    `ov.layer[unsupported Kind]`, so what runs only with an extension stands out)."""
    from ovopt.lowering.pattern_pass import FRAMEWORK_NODE_ATTR
    from ovopt.targets.dot import op_name

    def name(op) -> str:
        if FRAMEWORK_NODE_ATTR in op.attributes:
            return f"{op.name}[unsupported {op.IR_TYPE}]"
        return op_name(op)

    return Counter(name(op) for op in module.walk() if op is not module)


def _by_dialect(counts: Counter[str]) -> dict[str, dict[str, int]]:
    dialects: dict[str, dict[str, int]] = {}
    for name in sorted(counts):
        dialects.setdefault(name.split(".", 1)[0], {})[name] = counts[name]
    return dialects


def stats_json(before: Counter[str], after: Counter[str]) -> str:
    """{"before": {"total": N, "dialects": {"onnx": {"total": n, "ops": {"onnx.Conv": k}}}}, "after": ...}"""

    def one(counts: Counter[str]) -> dict[str, object]:
        dialects = {dialect: {"total": sum(ops.values()), "ops": ops} for dialect, ops in _by_dialect(counts).items()}
        return {"total": sum(counts.values()), "dialects": dialects}

    return json.dumps({"before": one(before), "after": one(after)}, indent=2)


def stats_text(before: Counter[str], after: Counter[str]) -> str:
    """A table: the total, then per dialect its total and each op name, before and after."""
    rows = [("total", sum(before.values()), sum(after.values()))]
    for dialect, ops in _by_dialect(before | after).items():
        rows.append((f"  {dialect}", sum(before[n] for n in ops), sum(after[n] for n in ops)))
        rows += [(f"    {name}", before[name], after[name]) for name in ops]
    width = max(len(row[0]) for row in rows)
    lines = [f"{'op statistics':<{width}}  {'before':>7}  {'after':>7}"]
    lines += [f"{name:<{width}}  {b:>7}  {a:>7}" for name, b, a in rows]
    return "\n".join(lines)


def print_stats(before: Counter[str], after: Counter[str], form: str, stream: IO[str]) -> None:
    text = stats_json(before, after) if form == "json" else stats_text(before, after)
    print(text, file=stream, flush=True)


# -- dumps --------------------------------------------------------------------------------------

DUMP_FILE = re.compile(r"\d{2,}-[\w.-]+\.(mlir|dot|xml|bin)")
IR_DIALECTS = frozenset({"builtin", "func", "ov"})


@dataclass
class Dumper:
    """Writes the module after each step into `folder`; `mlir_text(module)` prints it as
    the driver prints its output."""

    folder: Path
    steps: int
    mlir_text: Callable[[ModuleOp], str]
    written: list[Path] = field(default_factory=list)

    def __post_init__(self) -> None:
        from ovopt.targets.files import OutputError

        if self.folder.exists() and not self.folder.is_dir():
            raise OutputError(f"--dump-dir {self.folder}: it is a file, not a folder")
        self.width = max(2, len(str(self.steps)))

    def clear_old(self) -> None:
        """Remove an earlier run's dumps (only files named as dumps), so the folder shows one run."""
        if self.folder.is_dir():
            for path in self.folder.iterdir():
                if path.is_file() and DUMP_FILE.fullmatch(path.name):
                    path.unlink()

    def dump(self, number: int, label: str, module: ModuleOp) -> None:
        from ovopt.targets.dot import module_to_dot
        from ovopt.targets.files import write_all_or_none

        stem = self.folder / f"{number:0{self.width}d}-{label}"
        files = [
            (stem.with_name(stem.name + ".mlir"), [self.mlir_text(module).encode()]),
            (stem.with_name(stem.name + ".dot"), [module_to_dot(module).encode()]),
        ]
        write_all_or_none(files)
        self.written += [path for path, _ in files]
        if all(op.dialect_name() in IR_DIALECTS for op in module.walk()):
            self._dump_ir(stem, module)

    def dump_failed(self, number: int, label: str, module: ModuleOp) -> None:
        """The module as a failing step left it, if it still prints: where the run went wrong."""
        from ovopt.targets.files import write_all_or_none

        try:
            text = self.mlir_text(module)
        except Exception:  # noqa: BLE001  (a step that failed half-way may leave IR no printer can take)
            return
        path = self.folder / f"{number:0{self.width}d}-{label}-failed.mlir"
        write_all_or_none([(path, [text.encode()])])
        self.written.append(path)

    def _dump_ir(self, stem: Path, module: ModuleOp) -> None:
        from xdsl.utils.exceptions import DiagnosticException

        from ovopt.targets.ir import write_ir_files

        xml = stem.with_name(stem.name + ".xml")
        try:
            write_ir_files(module, xml)
        except DiagnosticException:
            return  # an ov module the IR cannot express (no @main, say): the .mlir shows it
        self.written += [xml, xml.with_suffix(".bin")]


# -- progress -----------------------------------------------------------------------------------

PROGRESS_DELAY = 2.0  # seconds: shorter conversions show nothing


@dataclass
class Progress:
    """`pass i/n <name>` on a terminal's stderr, once the run has taken `delay` seconds."""

    total: int
    stream: IO[str] = field(default_factory=lambda: sys.stderr)
    clock: Callable[[], float] = time.monotonic
    is_terminal: bool | None = None
    delay: float | None = None  # default: PROGRESS_DELAY
    started: float | None = None  # when the run began, on `clock`'s scale (default: now)
    shown: bool = False

    def __post_init__(self) -> None:
        if self.is_terminal is None:
            isatty = getattr(self.stream, "isatty", None)
            self.is_terminal = bool(isatty and isatty())
        if self.started is None:
            self.started = self.clock()
        if self.delay is None:
            self.delay = PROGRESS_DELAY

    def update(self, index: int, name: str) -> None:
        """Step `index` (1-based) of `total`, called `name`, is about to run."""
        if not self.is_terminal or self.clock() - self.started < self.delay:
            return
        columns = shutil.get_terminal_size().columns
        line = f"ov-opt: pass {index}/{self.total} {name}"[: max(columns - 1, 1)]
        self.stream.write(f"\r{line}\x1b[K")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        """Erase the line (before other output, and at the end)."""
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False


# -- the driver's view --------------------------------------------------------------------------


@dataclass
class Inspector(StepHooks):
    """What ov-opt's options ask to see of one run of the pipeline's `steps`: op statistics,
    dumps and progress; the driver runs the steps inside `watching`."""

    steps: list
    progress: Progress
    dumper: Dumper | None = None
    stats_format: str | None = None
    before: Counter[str] | None = None

    @classmethod
    def from_args(cls, args, steps: list, mlir_text: Callable[[ModuleOp], str], module: ModuleOp, started: float):
        dumper = Dumper(Path(args.dump_dir), len(steps), mlir_text) if args.dump_dir else None
        before = count_ops(module) if args.op_stats else None
        inspector = cls(steps, Progress(len(steps), started=started), dumper, args.op_stats, before)
        if dumper is not None:
            dumper.clear_old()
            dumper.dump(0, "input", module)
        if steps:
            inspector.progress.update(1, steps[0].name)
        return inspector

    def before_output(self) -> None:
        """Something is about to print: take the progress line away first."""
        self.progress.clear()

    def after_step(self, index: int, step, module: ModuleOp, seconds: float | None) -> None:
        if self.dumper is not None and seconds is not None:
            self.dumper.dump(index, step.name, module)
        if index < len(self.steps):
            self.progress.update(index + 1, self.steps[index].name)

    def failed_step(self, index: int, step, module: ModuleOp, error: BaseException) -> None:
        """The module as the failing step left it is dumped (`NN-PASS-failed.mlir`)."""
        self.progress.clear()
        if self.dumper is not None:
            self.dumper.dump_failed(index, step.name, module)

    @contextmanager
    def watching(self, module: ModuleOp) -> Iterator[None]:
        """Run the steps inside: the progress line goes at the end; on success the op
        statistics are printed."""
        try:
            yield
        finally:
            self.progress.clear()
        if self.stats_format is not None:
            print_stats(self.before, count_ops(module), self.stats_format, sys.stderr)
