"""Along one axis in order: TopK, ArgMax, ArgMin, CumSum, ReverseSequence."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import i64
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.dims import as_scalar, dim_of, reversed_along
from ovopt.lowering.onnx_to_ov.common import Builder, known_input, known_rank, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import shape_of


class TopKToOv(RewritePattern):
    """TopK-11 with i64 indices; ONNX breaks ties by the lower index, which is `stable`. TopK-1
    has k as an attribute, later versions as a 1-element input."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.TopKOp, rewriter: PatternRewriter) -> None:
        _check_k(op)
        b = Builder(op)
        k = b.i64(op.k) if op.K is None else as_scalar(b, op.K)
        mode = "max" if op.largest in (None, 1) else "min"
        sort = "value" if op.sorted in (None, 1) else "none"
        top = ov.TopKV11Op(op.X, k, axis=op.axis, mode=mode, sort=sort, index_element_type=i64, stable=sort != "none")
        b.add(top)
        b.replace(rewriter, list(top.results))


def _check_k(op: onnx.TopKOp) -> None:
    """ONNX requires k to be at most the size of the axis (onnxruntime refuses a larger one);
    OpenVINO's CPU plugin refuses it only when the IR is compiled, so it is refused here, naming
    the node, when both are known."""
    known = op.k if op.K is None else known_input(op.K)
    shape = shape_of(op.X.type)
    if known is None or np.size(known) != 1 or shape is None or not -len(shape) <= op.axis < len(shape):
        return  # a K of another size is as_scalar's to refuse
    k, size = int(np.reshape(known, -1)[0]), shape[op.axis]
    if size is not None and k > size:
        raise lowering_error(op, f"k ({k}) is larger than axis {op.axis}, of size {size}; ONNX requires k <= that size")


class ArgMaxToTopK(RewritePattern):
    """ArgMax / ArgMin are the indices of TopK with k = 1, which picks the first of equal values;
    `select_last_index` reads the axis backwards and counts the index from the back."""

    op_types = (onnx.ArgMaxOp, onnx.ArgMinOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, onnx.ArgMaxOp | onnx.ArgMinOp):
            return
        b = Builder(op)
        rank = known_rank(op.data, op, op.ONNX_TYPE)
        axis = op.axis
        if not -rank <= axis < rank:
            raise lowering_error(op, f"axis {axis} is out of range for rank {rank}")
        axis = axis + rank if axis < 0 else axis
        last = bool(op.select_last_index)
        data = reversed_along(b, op.data, axis) if last else op.data
        mode = "max" if isinstance(op, onnx.ArgMaxOp) else "min"
        top = ov.TopKV11Op(data, b.i64(1), axis=axis, mode=mode, sort="value", index_element_type=i64, stable=True)
        b.add(top)
        index = top.indices
        if last:
            largest = b.add(ov.SubtractV1Op(dim_of(b, op.data, axis), b.i64([1])))
            index = b.add(ov.SubtractV1Op(largest, index))
        if not op.keepdims:
            index = b.add(ov.SqueezeV0Op(index, b.i64([axis])))
        b.replace(rewriter, [index])


class CumSumToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.CumSumOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.CumSumV0Op(op.x, as_scalar(b, op.axis), exclusive=bool(op.exclusive), reverse=bool(op.reverse)))
        b.replace(rewriter)


class ReverseSequenceToOv(RewritePattern):
    """ONNX's time_axis is OpenVINO's seq_axis."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ReverseSequenceOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.ReverseSequenceV0Op(op.input, op.sequence_lens, batch_axis=op.batch_axis, seq_axis=op.time_axis))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [TopKToOv(), ArgMaxToTopK(), CumSumToOv(), ReverseSequenceToOv()]
