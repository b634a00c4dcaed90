"""Parts of a tensor, or of its shape, by position: Shape, Size, Slice, Split."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.dims import INT64_MAX, dim_of, ones_like_vector
from ovopt.lowering.onnx_to_ov.common import Builder, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support.shapes import normalize_axis, shape_of


class ShapeToShapeOf(RewritePattern):
    """Shape-15's start and end pick a part of the shape, clamped as Slice clamps: ShapeOf, sliced
    when they are set."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ShapeOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        shape = b.add(ov.ShapeOfV3Op(op.data))
        start, end = op.start or 0, op.end
        if start != 0 or end is not None:
            end = INT64_MAX if end is None else end
            b.add(ov.SliceV8Op(shape, b.i64([start]), b.i64([end]), b.i64([1]), b.i64([0])))
        b.replace(rewriter)


class SizeToReduceProd(RewritePattern):
    """Size is the product of the shape, a scalar."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.SizeOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.ReduceProdV1Op(b.add(ov.ShapeOfV3Op(op.data)), b.i64([0]), keep_dims=False))
        b.replace(rewriter)


class SliceToOv(RewritePattern):
    """Slice-1's attributes and Slice-10's inputs are Slice-8's start, stop and axes; the steps
    are 1 where ONNX leaves them out."""

    op_types = (onnx.SliceV1Op, onnx.SliceOp)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.SliceV1Op):
            starts, ends, axes = op.starts, op.ends, op.axes
            start, stop, step = b.i64(list(starts)), b.i64(list(ends)), b.i64([1] * len(starts))
            axes = None if axes is None else b.i64(list(axes))
        elif isinstance(op, onnx.SliceOp):
            start, stop, axes = op.starts, op.ends, op.axes
            step = ones_like_vector(b, start) if op.steps is None else op.steps
        else:
            return
        b.add(ov.SliceV8Op(op.data, start, stop, step, axes))
        b.replace(rewriter)


class SplitToOv(RewritePattern):
    """Split with lengths (an attribute before opset 13, an input since) is VariadicSplit; without,
    equal parts are Split, and opset 18's num_outputs with an uneven last part is VariadicSplit."""

    op_types = (onnx.SplitOp, onnx.SplitV11Op, onnx.SplitV1Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, onnx.SplitOp | onnx.SplitV11Op | onnx.SplitV1Op):
            return
        b = Builder(op)
        lengths = None
        if isinstance(op, onnx.SplitOp | onnx.SplitV1Op) and op.split is not None:
            lengths = op.split
        elif isinstance(op, onnx.SplitV11Op) and op.split is not None:
            lengths = b.i64(list(op.split))
        elif isinstance(op, onnx.SplitV1Op) and op.split_attr is not None:  # Split-1's attribute
            lengths = b.i64(list(op.split_attr))
        parts = len(op.outputs)
        axis = op.axis
        if lengths is None and isinstance(op, onnx.SplitOp) and op.num_outputs is not None:
            if op.num_outputs != parts:
                raise lowering_error(op, f"num_outputs is {op.num_outputs} but the node has {parts} outputs")
            lengths = self.uneven_lengths(b, op, axis, parts)
        if lengths is None:
            split = ov.SplitV1Op(op.input, b.i64(axis), num_splits=parts)
        else:
            split = ov.VariadicSplitV1Op(op.input, b.i64(axis), lengths)
            if len(split.results) != parts:
                raise lowering_error(op, f"split holds {len(split.results)} lengths but the node has {parts} outputs")
        b.add(split)
        b.replace(rewriter, list(split.results))

    @staticmethod
    def uneven_lengths(b: Builder, op: onnx.SplitOp, axis: int, parts: int):
        """None when the dim splits evenly; otherwise parts of ceil(dim / parts) as long as the dim
        lasts, min(max(dim - i * chunk, 0), chunk), as ONNX's reference splits."""
        shape = shape_of(op.input.type)
        if shape is None:
            raise lowering_error(op, "Split with num_outputs needs the input rank known")
        axis = normalize_axis(axis, len(shape))
        dim = shape[axis]
        if dim is not None:
            if dim % parts == 0:
                return None
            chunk = -(-dim // parts)
            return b.i64([min(max(dim - i * chunk, 0), chunk) for i in range(parts)])
        size = dim_of(b, op.input, axis)
        chunk = b.add(ov.DivideV1Op(b.add(ov.AddV1Op(size, b.i64([parts - 1]))), b.i64([parts])))
        left = b.add(ov.SubtractV1Op(size, b.add(ov.MultiplyV1Op(chunk, b.i64(list(range(parts)))))))
        return b.add(ov.MinimumV1Op(b.add(ov.MaximumV1Op(left, b.i64([0]))), chunk))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ShapeToShapeOf(), SizeToReduceProd(), SliceToOv(), SplitToOv()]
