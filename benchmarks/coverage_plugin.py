"""A pytest plugin for benchmarks/coverage_map.py: measures the lines each test runs, under the
test's node id as coverage's context, in the test's process and in the processes it starts
(`ov-opt` run as a command, the runtime's child); records each test's duration.

    COVERAGE_MAP_DATA=DIR python -m pytest -p ovopt.benchmarks.coverage_plugin test/...

Coverage is started by hand rather than by pytest-cov so that the context is the full node id
(`test_x.py::test_y[ov.Mod.v1]`) and a subprocess gets the same one.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import coverage

_DATA = os.environ.get("COVERAGE_MAP_DATA")
_COVERAGE: coverage.Coverage | None = None
_DURATIONS: dict[str, float] = {}


def measuring(data: Path, source: Path) -> coverage.Coverage:
    """A Coverage of the package under `source` that writes its own data file in `data`."""
    return coverage.Coverage(
        data_file=str(data / ".coverage"), data_suffix=True, source=[str(source)], config_file=False
    )


def subprocess_config(cov: coverage.Coverage, context: str) -> str:
    """What COVERAGE_PROCESS_CONFIG carries to a subprocess (the .pth coverage installs starts
    it there): the same configuration, under `context`."""
    config = cov.config
    saved, config.context = config.context, context
    try:
        return config.serialize()
    finally:
        config.context = saved


def pytest_configure(config):
    global _COVERAGE
    if _DATA and _COVERAGE is None:
        _COVERAGE = measuring(Path(_DATA), Path(__file__).resolve().parents[1])
        _COVERAGE.start()


def pytest_runtest_setup(item):
    if _COVERAGE is not None:
        _COVERAGE.switch_context(item.nodeid)
        os.environ["COVERAGE_PROCESS_CONFIG"] = subprocess_config(_COVERAGE, item.nodeid)
        _DURATIONS[item.nodeid] = time.monotonic()


def pytest_runtest_teardown(item):
    if _COVERAGE is not None:
        _DURATIONS[item.nodeid] = time.monotonic() - _DURATIONS[item.nodeid]
        _COVERAGE.switch_context("")
        os.environ.pop("COVERAGE_PROCESS_CONFIG", None)


def pytest_unconfigure(config):
    if _COVERAGE is not None:
        _COVERAGE.stop()
        _COVERAGE.save()
        (Path(_DATA) / f"durations-{os.getpid()}.json").write_text(json.dumps(_DURATIONS))
