"""While and If: Loop-5 and If-8 whose bodies are the regions, converted in place.

A pattern here waits until the bodies hold ov ops (nested loops first, from the inside out),
but for the TensorList ops a loop reads and writes through, which it resolves itself. Then each
body is made isolated (lowering/bodies.py).

- `tf.IfRegion` -> If-8, both branches taking every value they read from outside.
- `tf.WhileRegion` -> Loop-5 of unbounded trip count: the first condition is the `cond` body
  evaluated on the initial values, and the Loop's body runs TensorFlow's `body`, then `cond` on
  the values it gives, which is the next execution condition.

TensorLists, TensorFlow's way of feeding a loop a sequence and collecting one, are what Keras'
RNNs loop over; OpenVINO has no list type, so the two uses a loop makes of them become tensors:

- a list made by `TensorListFromTensor(x)` that the body only reads (`TensorListGetItem(list,
  i)`) is `x`, read by a Gather at `i`;
- a list made by `TensorListReserve` that the body writes once per iteration
  (`TensorListSetItem`), at an index counting the iterations from 0, and that is read after the
  loop only by `TensorListStack`, is a concatenated output of the Loop along a new axis 0. Written
  always at index 0 of a list of one element, its stack is the last iteration's value.

Any other use of a list is refused naming the loop. A frozen graph leaves a `TensorListStack`
untyped; its known element shape types it first, so that the ops reading it convert before the
loop does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from xdsl.dialects.builtin import TensorType, i1, i64
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tf
from ovopt.lowering.bodies import Body, captured, carried_type, clone_into, refine_types
from ovopt.lowering.dims import INT64_MAX
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, known, lowering_error
from ovopt.support.shapes import shape_of, tensor_type

SCALAR_I64 = TensorType(i64, [])
_LIST_OPS = (tf.TensorListGetItemOp, tf.TensorListSetItemOp)


def converted_bodies(op: Operation) -> bool:
    """Do the op's regions hold ov ops only, but their yields and the list reads and writes?"""
    return not any(
        inner.dialect_name() == "tf" and not isinstance(inner, (tf.YieldOp, *_LIST_OPS))
        for region in op.regions
        for inner in region.walk()
    )


class IfToIf8(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.IfRegionOp, rewriter: PatternRewriter) -> None:
        if not converted_bodies(op):
            return
        regions = [op.then_branch, op.else_branch]
        if any(isinstance(inner, _LIST_OPS) for region in regions for inner in region.walk()):
            raise lowering_error(op, "its branches read or write TensorLists, which ovopt does not follow")
        b = Builder(op)
        condition = op.cond
        shape = shape_of(condition.type)
        if shape is None or int(np.prod([d or 2 for d in shape])) != 1:
            raise lowering_error(op, f"its condition must be one value, got {condition.type}")
        if shape:
            condition = b.add(ov.ReshapeV1Op(condition, b.i64([]), special_zero=False))
        if condition.type.element_type != i1:
            condition = b.add(ov.NotEqualV1Op(condition, b.constant_like(0, condition)))
        captures = [c for c in captured(regions) if not isinstance(c.owner, ov.ConstantV0Op)]
        bodies = [Body(op, region.block, [], captures).build(rewriter, {}) for region in regions]
        b.add(ov.IfV8Op(condition, captures, *bodies))
        b.replace(rewriter, b.ops[-1].results)


@dataclass
class _Lists:
    """What the loop does with its TensorLists: loop variable -> the tensor a read-only list
    holds, or the value written to an output list and whether only the last write is kept."""

    inputs: dict[int, SSAValue] = field(default_factory=dict)
    outputs: dict[int, tuple[tf.TensorListSetItemOp, bool]] = field(default_factory=dict)

    def listed(self, index: int) -> bool:
        return index in self.inputs or index in self.outputs


def _is_variant(value: SSAValue) -> bool:
    return isinstance(value.type.element_type, tf.VariantType)


def _counts_iterations(op: tf.WhileRegionOp, index: SSAValue) -> bool:
    """Is `index` a loop variable that starts at 0 and grows by 1 an iteration?"""
    body = op.body.block
    if index not in body.args:
        return False
    position = body.args.index(index)
    start = known(op.inputs[position])
    if start is None or start.size != 1 or int(start.reshape(-1)[0]) != 0:
        return False
    step = body.last_op.operands[position].owner
    if not isinstance(step, ov.AddV1Op):
        return False
    for one, other in ((step.operands[0], step.operands[1]), (step.operands[1], step.operands[0])):
        value = known(other)
        if one is index and value is not None and value.size == 1 and int(value.reshape(-1)[0]) == 1:
            return True
    return False


def _lists(op: tf.WhileRegionOp) -> _Lists:
    body, cond = op.body.block, op.cond.block
    yields = list(body.last_op.operands)
    found = _Lists()
    for index, initial in enumerate(op.inputs):
        if not _is_variant(initial):
            continue
        arg = body.args[index]
        if cond.args[index].uses:
            raise lowering_error(op, f"its condition reads TensorList {index}, which ovopt does not follow")
        made = initial.owner
        if isinstance(made, tf.TensorListFromTensorOp):
            readers = [use.operation for use in arg.uses]
            if yields[index] is not arg or not all(isinstance(r, tf.TensorListGetItemOp | tf.YieldOp) for r in readers):
                raise lowering_error(op, f"its body writes TensorList {index}, made from a tensor; ovopt reads it only")
            found.inputs[index] = made.tensor
        elif isinstance(made, tf.TensorListReserveOp):
            setter = yields[index].owner
            if (
                not isinstance(setter, tf.TensorListSetItemOp)
                or setter.input_handle is not arg
                or len(list(arg.uses)) != 1
            ):
                raise lowering_error(
                    op, f"its body uses TensorList {index} other than by writing one item an iteration"
                )
            size = known(made.num_elements)
            slot = known(setter.index)
            last = (
                size is not None
                and int(size.reshape(-1)[0]) == 1
                and slot is not None
                and int(slot.reshape(-1)[0]) == 0
            )
            if not last and not _counts_iterations(op, setter.index):
                raise lowering_error(
                    op, f"its body writes TensorList {index} at an index that does not count iterations"
                )
            found.outputs[index] = (setter, last)
        else:
            raise lowering_error(
                op, f"its TensorList {index} comes from {initial.owner.name}, which ovopt does not follow"
            )
        for use in op.results[index].uses:
            if not isinstance(use.operation, tf.TensorListStackOp) or index not in found.outputs:
                raise lowering_error(op, f"TensorList {index} is read after the loop other than by TensorListStack")
    return found


class WhileToLoop(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.WhileRegionOp, rewriter: PatternRewriter) -> None:
        if not converted_bodies(op):
            return
        lists = _lists(op)
        body, cond = op.body.block, op.cond.block
        yields = list(body.last_op.operands)
        b = Builder(op)
        # the lists' reads and writes, as tensors
        for index, tensor in lists.inputs.items():
            for use in list(body.args[index].uses):
                reader = use.operation
                if isinstance(reader, tf.TensorListGetItemOp):
                    axis = ov.ConstantV0Op.from_numpy(np.asarray(0, np.int64))
                    gather = ov.GatherV8Op(tensor, reader.index, axis.output, batch_dims=0)
                    gather.location = axis.location = reader.location
                    rewriter.replace(reader, [axis, gather])
        items = {}
        for index, (setter, _) in lists.outputs.items():
            items[index] = setter.item
            setter.results[0].replace_all_uses_with(setter.input_handle)
            rewriter.erase(setter)
        carried = [i for i in range(len(op.inputs)) if not lists.listed(i)]
        # the next condition, computed at the end of the body on the values it gives
        (next_condition,) = clone_into(body, body.last_op, cond, [yields[i] for i in range(len(yields))])
        captures = [c for c in captured([op.body]) if not isinstance(c.owner, ov.ConstantV0Op)]
        types = [carried_type(op.inputs[i].type, body.args[i].type) for i in carried]
        new = Body(op, body, [SCALAR_I64, *types], captures)
        region = new.build(rewriter, {i: new.block.args[1 + n] for n, i in enumerate(carried)})
        old_yields = new.yielded()
        outputs = [new.add(ov.UnsqueezeV0Op(items[i], new.i64([0]))) for i in lists.outputs]
        new.replace_yield([next_condition, *[old_yields[i] for i in carried], *outputs])
        refine_types(region.block)
        (first_condition,) = clone_into(op.parent_block(), op, cond, list(op.inputs))
        loop = ov.LoopV5Op(
            b.i64(-1),
            first_condition,
            [*(op.inputs[i] for i in carried), *captures],
            region,
            concat_axes=[0] * len(outputs),
        )
        b.add(loop)
        results: list[SSAValue | None] = [None] * len(op.results)
        for n, i in enumerate(carried):
            results[i] = loop.results[n]
        for n, (index, (_, last)) in enumerate(lists.outputs.items()):
            gathered = loop.results[len(carried) + n]
            for use in list(op.results[index].uses):
                stack = use.operation
                value = gathered
                if last:
                    value = b.add(ov.SliceV8Op(gathered, b.i64([-1]), b.i64([INT64_MAX]), b.i64([1]), b.i64([0])))
                stack.results[0].replace_all_uses_with(value)
                rewriter.erase(stack)
        made = [op.inputs[i].owner for i in (*lists.inputs, *lists.outputs)]
        b.replace(rewriter, results)
        for producer in made:
            if isinstance(producer, Operation) and producer.parent is not None and not producer.results[0].uses:
                rewriter.erase(producer)


class TypeTensorListStack(RewritePattern):
    """An untyped stack of a known element shape: [num_elements or ?, *element_shape]."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.TensorListStackOp, rewriter: PatternRewriter) -> None:
        element_shape = known(op.element_shape)
        if shape_of(op.tensor.type) is not None or element_shape is None or element_shape.ndim != 1:
            return
        if any(d < -1 for d in element_shape.reshape(-1)):
            return
        count = op.num_elements if op.num_elements >= 0 else None
        dims = [count, *(None if d < 0 else int(d) for d in element_shape)]
        rewriter.replace_value_with_new_type(op.tensor, tensor_type(op.element_dtype, dims))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [IfToIf8(), WhileToLoop(), TypeTensorListStack()]
