"""The torch -> ov conversion pass."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.rewriter import Rewriter

from ovopt.dialects import ov
from ovopt.lowering.dead_code import DeadCodeEliminationPass
from ovopt.lowering.pattern_pass import ConversionTarget, PatternPass
from ovopt.support import elements
from ovopt.support.shapes import shape_of, static_size


@dataclass(frozen=True)
class ConvertTorchToOvPass(PatternPass):
    """Lower every torch op to the ov dialect; name each node that has no lowering. The scalars
    the calls took, and the calls whose results nothing reads (an unused pooling index, an
    assert), go when nothing reads them. An op whose results are all statically empty is an
    empty constant: torch computes on empty data (a batch of 0), where OpenVINO's CPU plugin
    refuses some ops (a pooling of batch 0, a MatMul of 0 rows)."""

    name = "convert-torch-to-ov"
    erase_dead = True
    keep_unsupported: bool = False  # a node without a lowering becomes a framework layer

    @property
    def conversion(self) -> ConversionTarget:
        return _conversion()

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        super().apply(ctx, op)
        if _empty_results_as_constants(op):
            DeadCodeEliminationPass().apply(ctx, op)  # what only the empty ops read


@functools.cache
def _conversion() -> ConversionTarget:
    """Its target, torch's scalars the arguments of their readers: made when the pass runs, so
    that naming the pass (ov-default names it for every model) does not import the torch dialect."""
    from ovopt.dialects.torch import ConstantOp

    return ConversionTarget("torch", "OpenVINO", arguments=(ConstantOp,))


def _empty_results_as_constants(module: ModuleOp) -> bool:
    """Replace each ov op whose results are all statically empty by empty constants; whether
    there was one."""
    replaced = False
    for found in list(module.walk()):
        if isinstance(found, ov.ConstantV0Op) or not found.results or found.regions:
            continue
        if found.dialect_name() == "ov" and all(_is_empty(r.type) for r in found.results):
            empty = [ov.ConstantV0Op(elements.dense_from_bytes(r.type, b"")) for r in found.results]
            Rewriter.replace_op(found, empty, [constant.results[0] for constant in empty])
            replaced = True
    return replaced


def _is_empty(type_) -> bool:
    return isinstance(type_, TensorType) and static_size(shape_of(type_)) == 0
