"""The limits report: the nodes of `@main` that stay on the CPU for a GNA generation, each with
the limit it breaks.

`cpu_nodes(module, target)` reads the ov ops of the model's function (before or after
`convert-ov-to-gna`: an op that stays in the ov dialect stays on the CPU); `publish` writes the
report to stderr, or to a file (`report=FILE`), and with `strict` makes the first node an error.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException

from ovopt.dialects import ov
from ovopt.dialects.transposed_constants import is_transposed_constant
from ovopt.lowering.ov_to_gna.limits import Target, why_not_on_gna
from ovopt.lowering.ov_to_gna.prepare.layout import pinned
from ovopt.support.functions import main_function
from ovopt.support.locations import describe, node_name, op_kind


class GnaLimitError(DiagnosticException):
    """`strict`: a node does not fit the target; the message names it."""


@dataclass(frozen=True)
class CpuNode:
    """A node that stays on the CPU: its model name (or op kind), what it is, why, on what."""

    name: str
    kind: str
    limit: str
    generation: str
    described: str  # "node 'conv1' (ov.Convolution.v1)", as errors name it
    op: Operation | None = None

    def line(self) -> str:
        return f"{self.name}\t{self.kind}\tGNA {self.generation}\t{self.limit}"


def absorbed(op: ov.OvOp) -> bool:
    return isinstance(op, ov.TransposeV1Op) and pinned(op)


def cpu_node(op: Operation, limit: str, generation: str) -> CpuNode:
    """`op` staying on the CPU of a `generation` target because of `limit`."""
    name = node_name(op) or f"<unnamed {getattr(op, 'IR_TYPE', op.name)}>"
    return CpuNode(name, op_kind(op), limit, generation, describe(op), op)


def cpu_nodes(module: ModuleOp, target: Target) -> list[CpuNode]:
    """Every ov op of `@main` (constants aside, transposed ones too: the IR holds them as
    constants) that does not fit `target`, in program order. A transpose pinned to a convolution
    is not one: convert-ov-to-gna folds it into the gna op."""
    found = []
    for op in main_function(module).walk():
        if not isinstance(op, ov.OvOp) or isinstance(op, ov.ConstantV0Op) or is_transposed_constant(op) or absorbed(op):
            continue
        reason = why_not_on_gna(op, target)
        if reason is None:
            continue
        found.append(cpu_node(op, reason.removesuffix(f" on GNA {target.version}"), target.version))
    return found


REPORT_HEADER = "node\top\ttarget\tlimit"


def publish(nodes: list[CpuNode], target: Target, report: str = "", strict: bool = False) -> None:
    """`strict`: fail on the first node. Otherwise list them on stderr (nothing when all fit), or
    write them to `report` as tab-separated lines under a header (an empty file body when all fit)."""
    if strict and nodes:
        first = nodes[0]
        more = f" (and {len(nodes) - 1} more)" if len(nodes) > 1 else ""
        raise GnaLimitError(
            f"{first.described} does not fit GNA {target.version}: {first.limit}{more}; "
            "drop strict to leave such nodes on the CPU"
        )
    if report:
        text = "\n".join([REPORT_HEADER, *(node.line() for node in nodes)]) + "\n"
        try:
            Path(report).write_text(text, encoding="utf-8")
        except OSError as error:
            raise GnaLimitError(f"cannot write the limits report {report}: {error.strerror or error}") from None
        return
    if nodes:
        print(f"ov-opt: note: {len(nodes)} node(s) stay on the CPU for GNA {target.version}:", file=sys.stderr)
        for node in nodes:
            print(f"  {node.described}: {node.limit}", file=sys.stderr)
