"""A sequence a Loop writes one row an iteration, as the Loop's concatenated output.

TFLite runs a TensorList that a loop fills (Keras' RNNs with `return_sequences`) as a carried
tensor of [T, ...] that the body writes row by row: ScatterNDUpdate at [[i]] of an item of
[1, ...] (lowering/tflite_to_ov/list_writes.py), i counting the iterations from 0. When the Loop
runs exactly T times, every row is written once, in order, and the initial tensor is never
seen: the tensor after the loop is the concatenation along axis 0 of the items, OpenVINO's
concatenated output port, with nothing carried. Besides writing less per step, that is the form
a recurrent cell's Loop becomes a sequence op in (lowering/recurrent_loops.py).

The carried tensor must be read by nothing in the body but its write, and its write by nothing
but the next iteration; the index must be a counter from 0, the trip count T exactly (a
conjunction of `counter + 1 < bound` whose smallest bound is T). Otherwise the Loop stays as it
is, which is still right.
"""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.rewriter import Rewriter

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.recurrent_loops import LoopView, trip_count
from ovopt.support.shapes import shape_of


def _written_item(loop: LoopView, index: int, steps: int) -> ov.ScatterNDUpdateV15Op | None:
    """The write of carried value `index` when it is one row an iteration, all T = steps rows."""
    arg = loop.block.args[1 + index]
    scatter = loop.yields[1 + index].owner
    if not isinstance(scatter, ov.ScatterNDUpdateV15Op) or scatter.reduction.data != "none":
        return None
    if scatter.data is not arg or len(list(arg.uses)) != 1 or len(list(scatter.output.uses)) != 1:
        return None
    shape, item = shape_of(arg.type), shape_of(scatter.updates.type)
    if shape is None or not shape or shape[0] != steps or item != [1, *shape[1:]]:
        return None
    reshape = scatter.indices.owner
    if not isinstance(reshape, ov.ReshapeV1Op | ov.UnsqueezeV0Op) or shape_of(scatter.indices.type) != [1, 1]:
        return None
    counter = loop.state(reshape.operands[0])
    if counter is None or shape_of(reshape.operands[0].type) not in ([], [1]) or not loop.is_counter(counter):
        return None
    return scatter


class RowWritesToConcatOutput(RewritePattern):
    """A carried [T, ...] written at row `iteration` each of T iterations -> a concatenated output."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.LoopV5Op, rewriter: PatternRewriter) -> None:
        loop = LoopView(op)
        counted = trip_count(loop)
        if counted is None:
            return
        for index in range(loop.carried):
            scatter = _written_item(loop, index, counted[0])
            if scatter is not None:
                _concatenate(op, loop, index, scatter, rewriter)
                return


def _concatenate(
    op: ov.LoopV5Op, loop: LoopView, index: int, scatter: ov.ScatterNDUpdateV15Op, rewriter: PatternRewriter
) -> None:
    """The Loop again without carried value `index`, its item a new last concatenated output."""
    block, carried = loop.block, loop.carried
    yields = loop.yields
    item = scatter.updates
    rewriter.replace(block.last_op, ov.YieldOp([*yields[: 1 + index], *yields[2 + index :], item]))
    indices = scatter.indices.owner
    rewriter.erase(scatter)
    if not indices.results[0].uses:
        rewriter.erase(indices)
    rewriter.erase_block_argument(block.args[1 + index])
    inputs = [*op.inputs[:index], *op.inputs[index + 1 :]]
    b = Builder(op)
    new = ov.LoopV5Op(op.trip_count, op.execution_condition, inputs, op.detach_region(op.body), [*op.axes, 0])
    Rewriter.replace_value_with_new_type(new.results[-1], op.results[index].type)  # T rows: the trip count
    b.add(new)
    results: list[SSAValue] = [*new.results[:index], new.results[-1], *new.results[index:-1]]
    assert len(results) == len(op.results) and carried - 1 == new.carried
    b.replace(rewriter, results)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [RowWritesToConcatOutput()]
