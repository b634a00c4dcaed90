"""The options of convert-ov-to-gna that its patterns read."""

from __future__ import annotations

from dataclasses import dataclass

from ovopt.lowering.ov_to_gna.limits import DEFAULT_TARGET
from ovopt.lowering.ov_to_gna.pwl import DEFAULT_MAX_ERROR_PERCENT


@dataclass(frozen=True)
class Options:
    target: str = DEFAULT_TARGET
    pwl_max_error_percent: float = DEFAULT_MAX_ERROR_PERCENT
