"""ov-fold-constants: evaluate ops whose inputs are all constants, with the reference kernels.

As in Model Optimizer, a ShapeOf stays an op unless `static-shape` is set, so the IR can still
be reshaped at run time; subgraphs below it fold only once their ShapeOf has.

An op whose value would be much larger than its inputs (a Broadcast or Tile to a huge shape)
stays an op: the runtime computes it, and the compiler does not allocate what a model claims.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache
from typing import ClassVar, Literal

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import ConstantLike

from ovopt.dialects import ov
from ovopt.dialects.evaluation import KEEP_UNFOLDED_ATTR, can_fold, constant_of, fold, is_constant_op
from ovopt.dialects.traits import ReadsShapeOnly, ReadsTypeOnly, ShapeOnly
from ovopt.lowering.rewriting import rewrite_module
from ovopt.lowering.signature import sync_function_types
from ovopt.support import elements
from ovopt.support.locations import describe
from ovopt.support.shapes import shape_of, static_size

LOG = logging.getLogger("ovopt.fold_constants")

# A folded value may hold this many elements (512 MiB of f32: VGG-19's largest weight, when an
# exporter writes it as an Expand of a scalar, is 103 M), or twice its inputs' if that is more;
# beyond that a hostile shape would only exhaust memory.
FOLD_LIMIT = 1 << 27


def grows_too_much(op: Operation) -> bool:
    """Would the op's value outgrow FOLD_LIMIT and twice the elements of its inputs?"""
    inputs = sum(static_size(shape_of(operand.type)) or 0 for operand in op.operands)
    sizes = (static_size(shape_of(result.type)) for result in op.results)
    return any(size is not None and size > max(FOLD_LIMIT, 2 * inputs) for size in sizes)


@cache
def _what_folding_reads(op_type: type[Operation]) -> Literal["shape"] | tuple[int, ...] | None:
    """What folding an op of `op_type` needs of its operands: the first one's static shape, or
    the values of all but the operands it reads the type of; None for an op never folded (a
    constant already, or an op of the program's structure). Whether it has a kernel, of any
    dialect (an extension's included), is asked of the op. Asked once per op type: a pass asks
    per op."""
    if op_type.has_trait(ConstantLike) or op_type.dialect_name() in ("builtin", "func"):
        return None
    if op_type.has_trait(ReadsShapeOnly):
        return "shape"
    type_only = op_type.get_trait(ReadsTypeOnly)
    return type_only.operands if type_only is not None else ()


@dataclass
class FoldConstantOp(RewritePattern):
    static_shape: bool = False
    folds_constants: ClassVar[bool] = True  # --pass-statistics counts its applications as folds

    @staticmethod
    def takes(op_type: type[Operation]) -> bool:
        return _what_folding_reads(op_type) is not None

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        reads = _what_folding_reads(type(op))
        if reads is None or not can_fold(op) or not all(isinstance(r.type, TensorType) for r in op.results):
            return  # no kernel, or a value no ov.Constant holds (a gna tensor with its layout)
        if KEEP_UNFOLDED_ATTR in op.attributes:
            return  # the dequantization of 8-bit weights, which the runtime reads as such
        if reads == "shape":
            shape = shape_of(op.operands[0].type)
            if not self.static_shape or shape is None or None in shape or grows_too_much(op):
                return
            values = (np.array(shape),)  # a static shape needs no data
        else:
            owners = [None if i in reads else o.owner for i, o in enumerate(op.operands)]
            if not all(o is None or is_constant_op(type(o)) for o in owners):
                return
            if grows_too_much(op):  # asked last: it reads every shape
                return
            if _is_shape_only(type(op)) and static_size(shape_of(op.results[0].type)) is not None:
                return self._reshaped(op, owners[0], rewriter)
            try:
                values = fold(op, *(None if owner is None else constant_of(owner) for owner in owners))
            except NotImplementedError:
                return  # a case its kernel does not compute (Interpolate's antialias): the runtime does
            except Exception as error:  # noqa: BLE001  # a kernel's fault must not lose the conversion
                LOG.warning(
                    "%s: not folded, its reference kernel failed: %s: %s", describe(op), type(error).__name__, error
                )
                return
        folded = [
            ov.ConstantV0Op.from_numpy(value, result.type.element_type) for value, result in zip(values, op.results)
        ]
        for constant in folded:
            constant.location = op.location
        rewriter.replace(op, folded, [c.output for c in folded])

    @staticmethod
    def _reshaped(op: Operation, data: Operation, rewriter: PatternRewriter) -> None:
        """A Reshape (Squeeze, Unsqueeze) of a constant: the constant's own bytes with the new
        shape. Folded by its kernel, a weight that numpy could view but not prove unchanging
        (a torch parameter) was copied: RegNets' grouped convolutions held their weights twice."""
        folded = ov.ConstantV0Op(elements.dense_from_bytes(op.results[0].type, data.value.data.data))
        folded.location = op.location
        rewriter.replace(op, folded, [folded.output])


@cache
def _is_shape_only(op_type: type[Operation]) -> bool:
    return op_type.has_trait(ShapeOnly)


@dataclass(frozen=True)
class FoldConstantsPass(ModulePass):
    """Replace every op computable at compile time (it has a reference kernel, and constant
    operands) by its value."""

    name = "ov-fold-constants"
    static_shape: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pattern = FoldConstantOp(self.static_shape)
        rewrite_module(op, [pattern], dce=True)
        sync_function_types(op)
