"""Values computed from positions and shapes: LinSpace, MatrixBandPart, BroadcastArgs, and
Unique (OpenVINO's, in order of first occurrence)."""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, tf
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tf_to_ov.common import Builder, as_i64, lowering_error, rank, ready
from ovopt.support.shapes import element_of, shape_of


def _dim(b: Builder, x: SSAValue, axis: int) -> SSAValue:
    """x's size along `axis` as a scalar i64: a constant when static."""
    shape = shape_of(x.type)
    if shape is not None and shape[axis] is not None:
        return b.i64(shape[axis])
    sizes = b.add(ov.ShapeOfV3Op(x))
    return b.add(ov.GatherV8Op(sizes, b.i64(axis % len(shape)), b.i64(0), batch_dims=0))


class LinSpaceToOv(RewritePattern):
    """start + i * (stop - start) / (num - 1) for i < num, the last exactly `stop` (as
    TensorFlow writes it); one value, `start`, when num is 1."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.LinSpaceOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        start, stop = op.start, op.stop
        count = b.add(ov.ConvertV0Op(op.num, destination_type=element_of(start.type)))
        index = b.add(ov.RangeV4Op(b.constant_like(0, start), count, b.constant_like(1, start), output_type=op.T))
        last = b.add(ov.SubtractV1Op(count, b.constant_like(1, start)))
        step = b.add(
            ov.DivideV1Op(b.add(ov.SubtractV1Op(stop, start)), b.add(ov.MaximumV1Op(last, b.constant_like(1, start))))
        )
        values = b.add(ov.AddV1Op(start, b.add(ov.MultiplyV1Op(index, step))))
        at_end = b.add(
            ov.LogicalAndV1Op(b.add(ov.EqualV1Op(index, last)), b.add(ov.GreaterV1Op(last, b.constant_like(0, start))))
        )
        b.add(ov.SelectV1Op(at_end, stop, values))
        b.replace(rewriter)


class MatrixBandPartToOv(RewritePattern):
    """x[..., i, j] kept where i - j <= num_lower and j - i <= num_upper (a negative bound keeps
    the whole triangle), zero elsewhere."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.MatrixBandPartOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        if rank(op, op.input) < 2:
            raise lowering_error(op, f"needs a matrix or a batch of them, got {op.input.type}")
        b = Builder(op)
        zero, one = b.i64(0), b.i64(1)
        rows = b.add(ov.RangeV4Op(zero, _dim(b, op.input, -2), one, output_type=element_of(zero.type)))
        columns = b.add(ov.RangeV4Op(zero, _dim(b, op.input, -1), one, output_type=element_of(zero.type)))
        below = b.add(ov.SubtractV1Op(b.add(ov.UnsqueezeV0Op(rows, b.i64([1]))), columns))  # i - j
        keep = None
        for bound, distance in ((op.num_lower, below), (op.num_upper, b.add(ov.NegativeV0Op(below)))):
            bound = as_i64(b, bound)
            inside = b.add(ov.LogicalOrV1Op(b.add(ov.LessV1Op(bound, zero)), b.add(ov.LessEqualV1Op(distance, bound))))
            keep = inside if keep is None else b.add(ov.LogicalAndV1Op(keep, inside))
        b.add(ov.SelectV1Op(keep, op.input, b.constant_like(0, op.input)))
        b.replace(rewriter)


class BroadcastArgsToOv(RewritePattern):
    """The broadcast of two shapes: both padded in front with 1s to one length, then each dim
    the other's where it is 1 (so 0 against 1 is 0, as TensorFlow has it)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.BroadcastArgsOp, rewriter: PatternRewriter) -> None:
        lengths = [shape_of(s.type) for s in (op.s0, op.s1)]
        if any(s is None or len(s) != 1 or s[0] is None for s in lengths):
            raise lowering_error(op, f"needs shapes of known length, got {op.s0.type} and {op.s1.type}")
        longest = max(s[0] for s in lengths)
        b = Builder(op)
        padded = []
        for value, (length,) in zip((op.s0, op.s1), lengths):
            if length < longest:
                value = b.add(ov.ConcatV0Op([b.constant_like([1] * (longest - length), value), value], axis=0))
            padded.append(value)
        first, second = padded
        b.add(ov.SelectV1Op(b.add(ov.EqualV1Op(first, b.constant_like(1, first))), second, first))
        b.replace(rewriter)


class UniqueToOv(RewritePattern):
    """Unique of a vector: the distinct values in order of first occurrence, and for each
    element the index of its value among them. The values are scattered to their slots by
    those indices (each slot written only with its own value), so that rev_idx is always read."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tf.UniqueOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        if rank(op, op.x) != 1:
            raise lowering_error(op, f"takes a vector, got {op.x.type}")
        b = Builder(op)
        unique = ov.UniqueV10Op(op.x, sorted=False, index_element_type=op.out_idx)
        b.add(unique)
        # The values written back to their slots through rev_idx: OpenVINO's CPU plugin (2026.4)
        # fills every output but the first value with zeros when rev_idx goes unread.
        slots = b.add(ov.BroadcastV3Op(b.constant_like(0, op.x), b.add(ov.ShapeOfV3Op(unique.unique_elements))))
        values = b.add(ov.ScatterElementsUpdateV12Op(slots, unique.rev_idx, op.x, b.i64(0)))
        b.replace(rewriter, [values, unique.rev_idx])


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [LinSpaceToOv(), MatrixBandPartToOv(), BroadcastArgsToOv(), UniqueToOv()]
