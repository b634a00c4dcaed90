"""gna-insert-identity: every PWL the activation of a layer of its own, every reader of a
layer's 32-bit sums one that can read them; the identity and diagonal layers the plugin
inserts for that (optimizer/gna_pass_manager.cpp: InsertIdentityLayerPass,
InsertDiagonalLayerPass, HandleMultipleActivationsForTheLayerPass, ForbidActivationFusingPass,
BreakFusingOfOutputLayersPass; transformations/insert_identity_layer.cpp for eltwise inputs).

GNA writes a layer's output once: the activation's 16-bit data when a PWL is fused, else the
32-bit sums. So a layer's sums are read either by exactly one PWL (fused), or only by readers
of 32-bit values (a diagonal's bias: an element-wise sum; the CPU, leaving the gna ops).
Any other reader (an affine, a concat, a second activation, ...) gets the output of one
identity activation fused to the layer, and a sum's bias then a diagonal of it; a PWL that
is not fused to a layer (it reads 16-bit data: an input, a concat, another activation) gets
an identity diagonal layer to be fused to.
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from ovopt.dialects import gna
from ovopt.dialects.gna.layers import ACCUMULATING
from ovopt.lowering.builder import Builder, lowering_error
from ovopt.lowering.gna.common import Reader, diagonal, identity, insert_after, is_accumulator, readers, reroute

POOLS = (gna.MaxPoolOp, gna.SumPoolOp)


def reads_sums(reader: Reader) -> bool:
    """A reader of 32-bit values: a diagonal's bias (a sum's other input) or the CPU."""
    op = reader.op
    if isinstance(op, gna.DiagonalOp) and reader.use.index == 2:
        return True
    return isinstance(op, gna.LayoutCastOp) and not isinstance(op.output.type, gna.TensorType)


class ActivateSharedSums(RewritePattern):
    """A layer's sums read by anything but one PWL or readers of 32-bit values: one identity
    activation fused to the layer, which the others read (a bias through a diagonal)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name not in ACCUMULATING:
            return
        found = list(readers(op.results[0]))
        pools = [r for r in found if isinstance(r.op, POOLS)]
        if pools:
            if len(found) > 1 or not isinstance(op, gna.ConvolutionOp):
                raise lowering_error(op, "GNA pools a convolution's sums, and nothing else may read them")
            return
        if (len(found) == 1 and isinstance(found[0].op, gna.PwlOp)) or all(reads_sums(r) for r in found):
            return
        b = Builder(op)
        sixteen = identity(b, op.results[0])
        biases = [r for r in found if isinstance(r.op, gna.DiagonalOp) and r.use.index == 2]
        bias = diagonal(b, sixteen) if biases else None
        modified = [reroute(b, r, bias if r in biases else sixteen) for r in found]
        insert_after(rewriter, op, b, modified)


class FuseActivationToLayer(RewritePattern):
    """A PWL that reads 16-bit data: an identity diagonal layer before it, to be fused to."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gna.PwlOp) or is_accumulator(op.data):
            return
        b = Builder(op)
        op.operands = [diagonal(b, op.data)]
        rewriter.insert(b.ops, InsertPoint.before(op))
        rewriter.notify_op_modified(op)


def patterns(options) -> list[RewritePattern]:
    return [ActivateSharedSums(), FuseActivationToLayer()]
