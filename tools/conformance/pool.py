"""Worker processes that run the jobs of a conformance run, `jobs` at a time.

Each worker is started once (spawned: OpenVINO's threads do not survive a fork) and takes job
after job, so the imports of OpenVINO and the converters are paid once per worker, not per
test. A worker that dies or passes its stage's deadline is killed and replaced: its test gets
the failure class of the stage it was in. A worker is replaced after `recycle` jobs too, so
that whatever a conversion leaves in memory does not pile up.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import wait

from ovopt.tools.conformance.worker import STAGE_CLASS, Job, Settings, serve

START_TIMEOUT = 300.0  # importing OpenVINO and ovopt on a loaded machine


@dataclass
class Slot:
    """One worker process and the job it is on."""

    index: int
    process: multiprocessing.Process
    connection: object
    done: int = 0
    job: Job | None = None
    stage: str = "facts"
    deadline: float = float("inf")
    facts: dict = field(default_factory=dict)


class Pool:
    def __init__(self, settings: Settings, jobs: int, eval_timeout: float, recycle: int = 200):
        self.settings, self.jobs, self.eval_timeout, self.recycle = settings, jobs, eval_timeout, recycle
        self.context = multiprocessing.get_context("spawn")

    def run(self, work: list[Job], finished: Callable[[Job, dict, dict], None]) -> None:
        """Run every job; `finished(job, facts, verdict)` hears each as it ends."""
        queue = deque(work)
        slots = [self._start(i) for i in range(min(self.jobs, len(work)))]
        try:
            while any(s.job for s in slots) or queue:
                for slot in slots:
                    if slot.job is None and queue:
                        self._give(slot, queue.popleft())
                busy = [s for s in slots if s.job]
                now = time.monotonic()
                ready = wait([s.connection for s in busy], timeout=max(0.0, min(s.deadline for s in busy) - now))
                for slot in busy:
                    if slot.connection in ready:
                        self._hear(slot, finished)
                    elif time.monotonic() > slot.deadline:
                        seconds = self._timeout(slot.stage)
                        self._lose(slot, f"timeout after {seconds:.0f} s in {slot.stage}", finished)
        finally:
            for slot in slots:
                self._stop(slot)

    def _start(self, index: int) -> Slot:
        ours, theirs = self.context.Pipe()
        log = self.settings.workdir / f"worker{index}.log"
        process = self.context.Process(target=serve, args=(theirs, self.settings, log), daemon=True)
        process.start()
        theirs.close()
        if not ours.poll(START_TIMEOUT):
            process.kill()
            raise SystemExit(f"a worker did not start in {START_TIMEOUT:.0f} s; see {log}")
        try:
            ours.recv()
        except EOFError:
            raise SystemExit(f"a worker died while starting; see {log}") from None
        return Slot(index, process, ours)

    def _give(self, slot: Slot, job: Job) -> None:
        if slot.done >= self.recycle:
            self._stop(slot)
            fresh = self._start(slot.index)
            slot.process, slot.connection, slot.done = fresh.process, fresh.connection, 0
        slot.job, slot.stage, slot.facts = job, "facts", {}
        slot.deadline = time.monotonic() + self.eval_timeout
        slot.connection.send(job)

    def _timeout(self, stage: str) -> float:
        # A command converter enforces its own timeout; the worker's deadline comes a little later.
        return self.settings.convert_timeout + 30 if stage == "convert" else self.eval_timeout

    def _hear(self, slot: Slot, finished) -> None:
        try:
            while slot.connection.poll():
                kind, value = slot.connection.recv()
                if kind == "stage":
                    if value in ("convert", "load"):  # the conversion, then the whole evaluation, each timed
                        slot.deadline = time.monotonic() + self._timeout(value)
                    slot.stage = value
                elif kind == "facts":
                    slot.facts = value
                elif kind == "done":
                    job, slot.job = slot.job, None
                    slot.done += 1
                    finished(job, slot.facts, value)
                    return
        except (EOFError, ConnectionError):
            slot.process.join(5)
            self._lose(slot, f"the worker died (exit code {slot.process.exitcode}) in {slot.stage}", finished)

    def _lose(self, slot: Slot, why: str, finished) -> None:
        """The worker crashed or hung: its job fails with its stage's class; a new worker starts."""
        job, stage = slot.job, slot.stage
        print(f"{job.converter} {job.test_id}: {why}", file=sys.stderr, flush=True)
        slot.process.kill()
        slot.process.join()
        fresh = self._start(slot.index)
        slot.process, slot.connection, slot.done, slot.job = fresh.process, fresh.connection, 0, None
        finished(job, slot.facts, {"class": STAGE_CLASS[stage], "detail": why})

    def _stop(self, slot: Slot) -> None:
        with contextlib.suppress(OSError, ValueError):  # a worker that died has no pipe
            slot.connection.send(None)
        slot.process.join(10)
        if slot.process.is_alive():
            slot.process.kill()
            slot.process.join()
