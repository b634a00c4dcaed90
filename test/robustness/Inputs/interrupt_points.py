"""Test scaffolding loaded with --extensions: stops ov-opt at one point of a conversion, says
so by creating the file $OVOPT_TEST_READY, and waits there for the test's SIGINT.

$OVOPT_TEST_STOP_AT is where: `pass` (a middle-phase pass), `staging` (the .bin half written
to its temporary file) or `renames` (the .bin renamed into place, the .xml not yet). While
files are written SIGINT is held back, so there the wait is for it to be recorded.
"""

import os
import time
from pathlib import Path

from ovopt.lowering.transformations import module_transformation
from ovopt.targets import files

STOP_AT = os.environ["OVOPT_TEST_STOP_AT"]
READY = Path(os.environ["OVOPT_TEST_READY"])
DEADLINE = 60  # seconds: a test whose signal never comes fails instead of hanging


def wait_for_interrupt() -> None:
    READY.write_text(STOP_AT)
    give_up = time.monotonic() + DEADLINE
    while time.monotonic() < give_up:
        if files.interrupt_pending():
            return  # held back: the code under test must act on it
        time.sleep(0.01)  # a KeyboardInterrupt arrives here when SIGINT is not held back
    raise SystemExit("no SIGINT came")


if STOP_AT == "pass":

    @module_transformation("test-wait-for-interrupt", phase="middle")
    def wait_in_a_pass(module):
        """Waits for SIGINT."""
        wait_for_interrupt()

elif STOP_AT == "staging":
    original_stage = files.stage

    def half_then_wait(chunks):
        for index, chunk in enumerate(chunks):
            if index == 1:
                wait_for_interrupt()
            yield chunk

    files.stage = lambda path, chunks: original_stage(path, half_then_wait(chunks) if path.suffix == ".bin" else chunks)

elif STOP_AT == "renames":
    original_replace = os.replace

    def replace_then_wait(source, destination):
        original_replace(source, destination)
        if str(destination).endswith(".bin"):
            wait_for_interrupt()

    os.replace = replace_then_wait
