"""What a debugging run watches and steers of every pattern application.

The pattern walker (rewriting.OpTypeDispatch) tries each pattern on an op through the active
`PatternInstrumentation`, when there is one: it counts the tries and applications of each
pattern (for --pass-statistics), honours MLIR's debug counters (--debug-counter), stops a pass
after a number of tries (which --bisect moves), and records what one try changed. With nothing
active a walk pays one global read per op.

A try is one call of a pattern on an op of a type it takes, whether or not it changes anything,
as MLIR's counters count its pattern actions: the numbers are the same from run to run.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from io import StringIO

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.printer import Printer

from ovopt.support.locations import node_name

ACTIVE: PatternInstrumentation | None = None


class DebugCounterError(ValueError):
    """A --debug-counter text that does not parse."""


def pattern_name(pattern: RewritePattern) -> str:
    """The name a pattern is counted and reported by: its `debug_name`, else its class's name."""
    return getattr(pattern, "debug_name", None) or type(pattern).__name__


@dataclass
class DebugCounter:
    """MLIR's debug counter: the first `skip` tries are skipped, the next `count` run (all of
    them when `count` is -1), and every later one is skipped."""

    skip: int = 0
    count: int = -1
    seen: int = 0

    def next_try_runs(self) -> bool:
        self.seen += 1
        if self.seen <= self.skip:
            return False
        return self.count < 0 or self.seen <= self.skip + self.count


_COUNTER_ITEM = re.compile(r"^(?P<tag>.+)-(?P<what>skip|count)=(?P<value>-?\d+)$")


def parse_debug_counters(text: str) -> dict[str, DebugCounter]:
    """`FuseGelu-skip=2,FuseGelu-count=1,ReluToOv-count=0` -> a counter per pattern name."""
    counters: dict[str, DebugCounter] = {}
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        match = _COUNTER_ITEM.match(item)
        if match is None:
            raise DebugCounterError(
                f"--debug-counter: cannot read {item!r}; write PATTERN-skip=N or PATTERN-count=M "
                "(PATTERN a pattern's name as --pass-statistics lists it)"
            )
        counter = counters.setdefault(match["tag"], DebugCounter())
        value = int(match["value"])
        if match["what"] == "skip":
            counter.skip = max(value, 0)
        else:
            counter.count = value
    return counters


@dataclass(frozen=True)
class Application:
    """One try that changed the module: the pattern, the node its op came from, and the try's
    number in its pass (1-based)."""

    pattern: str
    node: str | None
    op: str  # the op's name, `onnx.Relu`
    try_number: int


@dataclass
class Change:
    """What one try did: the op it took, as text, and the ops the block gained."""

    pattern: str
    node: str | None
    before: str
    after: str


@dataclass
class PatternInstrumentation:
    """The counts and controls of one debugging run (see the module docstring)."""

    counters: dict[str, DebugCounter] = field(default_factory=dict)
    tries: Counter[str] = field(default_factory=Counter)  # per pattern, in the current pass
    applied: Counter[str] = field(default_factory=Counter)
    folded: int = 0  # applications of patterns that fold an op into a constant (`folds_constants`)
    tries_in_pass: int = 0
    try_limit: int | None = None  # tries allowed in the current pass (None: every one)
    applications: list[Application] | None = None  # recorded when a list is given
    watched_try: int | None = None  # the try of the current pass whose change is kept
    change: Change | None = None
    counted_tries: Counter[str] = field(default_factory=Counter)  # per pattern, the whole run

    def start_pass(self) -> None:
        self.tries.clear()
        self.applied.clear()
        self.folded = 0
        self.tries_in_pass = 0

    def apply(self, pattern: RewritePattern, op: Operation, rewriter: PatternRewriter) -> None:
        """Try `pattern` on `op` unless a counter or the limit skips the try; count it."""
        name = pattern_name(pattern)
        counter = self.counters.get(name)
        if counter is not None and not counter.next_try_runs():
            return
        if self.try_limit is not None and self.tries_in_pass >= self.try_limit:
            return
        self.tries_in_pass += 1
        self.tries[name] += 1
        self.counted_tries[name] += 1
        node = node_name(op)
        watched = _Watched(op) if self.tries_in_pass == self.watched_try else None
        pattern.match_and_rewrite(op, rewriter)
        if not rewriter.has_done_action:
            return
        self.applied[name] += 1
        self.folded += bool(getattr(pattern, "folds_constants", False))
        if self.applications is not None:
            self.applications.append(Application(name, node, op.name, self.tries_in_pass))
        if watched is not None:
            self.change = Change(name, node, watched.before, watched.after())


class _Watched:
    """An op about to be tried: its text, and what to look at afterwards to say what replaced it
    (the ops its block gained, else what its users read now)."""

    def __init__(self, op: Operation):
        self.before = op_text(op)
        self.block = op.parent_block()
        self.ops = set(self.block.ops) if self.block is not None else set()
        self.uses = [(use.operation, use.index) for result in op.results for use in result.uses]

    def after(self) -> str:
        added = [o for o in self.block.ops if o not in self.ops] if self.block is not None else []
        if added:
            return "\n".join(op_text(o) for o in added)
        read = {user.operands[index] for user, index in self.uses if index < len(user.operands)}
        owners = [value.owner for value in read if isinstance(value.owner, Operation)]
        if owners:
            return "its users now read:\n" + "\n".join(op_text(o) for o in owners)
        return "its users now read: " + ", ".join(str(v.name_hint or v) for v in read) if read else "(nothing)"


def op_text(op: Operation) -> str:
    """One op as MLIR text (its operands by number: the op alone, not its function)."""
    stream = StringIO()
    Printer(stream=stream).print_op(op)
    return stream.getvalue()


@contextmanager
def instrumented(instrumentation: PatternInstrumentation) -> Iterator[PatternInstrumentation]:
    """Every pattern walk inside goes through `instrumentation`."""
    global ACTIVE
    previous, ACTIVE = ACTIVE, instrumentation
    try:
        yield instrumentation
    finally:
        ACTIVE = previous
