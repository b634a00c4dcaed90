"""gna-check-limits: the limits report on its own, for a model in the ov dialect (convert-ov-to-gna
publishes the same report as it converts)."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import DiagnosticException

from ovopt.lowering.ov_to_gna.limits import DEFAULT_GENERATION, Target, UnknownTargetError, check_target
from ovopt.lowering.ov_to_gna.limits.report import cpu_nodes, publish


def target_of(version: str, precision: str) -> Target:
    """The target a pass option names; a wrong one is a one-line user error."""
    try:
        return Target.named(check_target(version), precision)
    except UnknownTargetError as error:
        raise DiagnosticException(str(error)) from None


@dataclass(frozen=True)
class CheckLimitsPass(ModulePass):
    """List the ops of @main that break the target's limits (stderr, or `report=FILE`);
    `strict=true` makes the first one an error."""

    name = "gna-check-limits"

    target: str | float | int = DEFAULT_GENERATION  # `target=3.0` (or 3) parses as a number
    precision: str = "i16"
    report: str = ""
    strict: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_of(str(self.target), self.precision)
        publish(cpu_nodes(op, target), target, self.report, self.strict)
