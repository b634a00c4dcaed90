"""A TensorList write as TFLite spells it: ScatterNDUpdate-15 of one row.

The TFLite converter makes a TensorFlow `TensorListSetItem(list, i, item)` (Keras' RNNs write
their output sequence so, one step per iteration of a WHILE) into three operators on the list
held as a tensor `buf` of [T, ...]:

    CONCATENATION(SLICE(buf, [0, 0, ..], [i, -1, ..]), item, SLICE(buf, [i + 1, 0, ..], [-1, ..]))

with `item` of [1, ...]: the rows before i, the item, the rows after it. The two SLICEs have a
size or begin computed at run time, which OpenVINO's Slice takes but whose shapes no type can
say; the three together are `buf` with row i replaced by `item` (TFLite fails on an i out of
[0, T)), one ScatterNDUpdate at [[i]] of static shape. Inside a Loop, that write at the
iteration's number becomes a concatenated output (lowering/loop_writes.py). Any other use of such
a SLICE stays refused, naming the node.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tflite
from ovopt.lowering.matching import split_scalar
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Builder, finish, ready
from ovopt.lowering.values import constant
from ovopt.support.shapes import shape_of


def _leading_index(vector: SSAValue) -> tuple[SSAValue, list[int]] | None:
    """A vector [i, rest...] computed as Concat(Reshape(i), constants): (i, rest)."""
    concat = vector.owner
    if not isinstance(concat, ov.ConcatV0Op) or concat.axis.value.data != 0 or not concat.inputs:
        return None
    head, *tail = concat.inputs
    reshape = head.owner
    if not isinstance(reshape, ov.ReshapeV1Op | ov.UnsqueezeV0Op) or shape_of(head.type) != [1]:
        return None
    if shape_of(reshape.operands[0].type) not in ([], [1]):
        return None
    rest = [constant(part) for part in tail]
    if any(part is None for part in rest):
        return None
    return reshape.operands[0], [int(v) for part in rest for v in part.reshape(-1)]


def _to_end(sizes: list[int], dims: list[int]) -> bool:
    """Do the sizes take each axis whole from its start (-1, or the dimension)?"""
    return len(sizes) == len(dims) and all(s == -1 or s == d for s, d in zip(sizes, dims))


def _row_write(op: tflite.ConcatenationOp) -> tuple[SSAValue, SSAValue, SSAValue] | None:
    """(buf, i, item) when the concatenation is buf with row i replaced by item."""
    if len(op.inputs) != 3 or op.fused_activation_function != "NONE":
        return None
    before, item, after = op.inputs
    slices = before.owner, after.owner
    if not all(isinstance(s, tflite.SliceOp) and ready(s) for s in slices):
        return None
    if isinstance(item.owner, tflite.TfliteOp):
        return None  # the item's operator first
    buf = slices[0].inputs[0]
    shape, item_shape = shape_of(buf.type), shape_of(item.type)
    if slices[1].inputs[0] is not buf or shape is None or None in shape or op.axis not in (0, -len(shape)):
        return None
    if item_shape != [1, *shape[1:]]:
        return None
    start, prefix = constant(slices[0].inputs[1]), _leading_index(slices[0].inputs[2])
    suffix, rest = _leading_index(slices[1].inputs[1]), constant(slices[1].inputs[2])
    if start is None or prefix is None or suffix is None or rest is None or np.any(start):
        return None
    index, sizes = prefix
    after_index, offsets = suffix
    step = split_scalar(after_index.owner) if isinstance(after_index.owner, ov.AddV1Op) else None
    if step is None or step[0] is not index or step[1] != 1.0 or any(offsets) or not _to_end(sizes, shape[1:]):
        return None
    if not _to_end([int(v) for v in rest.reshape(-1)[1:]], shape[1:]) or int(rest.reshape(-1)[0]) != -1:
        return None
    return buf, index, item


class RowWriteToScatter(RewritePattern):
    """CONCATENATION(SLICE(buf, 0, [i, ..]), item, SLICE(buf, [i + 1, ..], -1)) -> ScatterNDUpdate."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tflite.ConcatenationOp, rewriter: PatternRewriter) -> None:
        found = _row_write(op)
        if found is None:
            return
        buf, index, item = found
        b = Builder(op)
        indices = b.add(ov.ReshapeV1Op(index, b.i64([1, 1]), special_zero=False))
        finish(b, op, b.add(ov.ScatterNDUpdateV15Op(buf, indices, item)))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [RowWriteToScatter()]
