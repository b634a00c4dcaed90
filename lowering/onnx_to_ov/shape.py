"""Data movement: Reshape, Flatten, Transpose, Concat, Squeeze, Unsqueeze."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType, i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.dims import as_i64
from ovopt.lowering.onnx_to_ov.common import Builder, flatten_to_2d, known_input, known_rank, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import shape_of


class ReshapeToOv(RewritePattern):
    """Reshape's 0 copies the input dim unless allowzero, which is Reshape-1's special_zero."""

    op_types = (onnx.ReshapeOp, onnx.ReshapeV1Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.ReshapeOp):
            shape, special_zero = op.shape, not op.allowzero
        elif isinstance(op, onnx.ReshapeV1Op):
            if op.shape is None:
                raise lowering_error(op, "Reshape-1 needs its shape attribute")
            shape, special_zero = b.i64(op.shape), True
        else:
            return
        b.add(ov.ReshapeV1Op(op.data, shape, special_zero=special_zero))
        b.replace(rewriter)


class FlattenToReshape(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.FlattenOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op.input, op, "Flatten")
        axis = op.axis
        axis = axis + rank if axis < 0 else axis
        if not 0 <= axis <= rank:
            raise lowering_error(op, f"axis {op.axis} is out of range for rank {rank}")
        b = Builder(op)
        b.replace(rewriter, [flatten_to_2d(b, op.input, axis)])


class TransposeToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.TransposeOp, rewriter: PatternRewriter) -> None:
        perm = op.perm
        b = Builder(op)
        if perm is None:
            perm = list(reversed(range(known_rank(op.data, op, "Transpose without perm"))))
        b.add(ov.TransposeV1Op(op.data, b.i64(list(perm))))
        b.replace(rewriter)


class ConcatToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConcatOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.ConcatV0Op(list(op.inputs), axis=op.axis))
        b.replace(rewriter)


def axes_count(op, axes: SSAValue) -> int:
    """How many axes a run-time axes input holds: its static length, which fixes the result's rank."""
    shape = shape_of(axes.type)
    if shape is None or len(shape) > 1 or None in shape:
        raise lowering_error(
            op,
            f"{op.ONNX_TYPE} axes known only at run time and of unknown length ({axes.type}) give a result "
            "of unknown rank, which OpenVINO cannot compile; make the axes constant or of static length",
        )
    return shape[0] if shape else 1


def axis_hits(b: Builder, axes: SSAValue, rank: int) -> SSAValue:
    """A boolean vector as long as `rank`: true at the positions `axes` (run-time, maybe negative) name."""
    axes = b.add(ov.ReshapeV1Op(as_i64(b, axes), b.i64([1, -1]), special_zero=False))
    positions = b.i64([[p] for p in range(rank)])
    hits = b.add(ov.EqualV1Op(positions, b.add(ov.FloorModV1Op(axes, b.i64(rank)))))
    return b.add(ov.ReduceLogicalOrV1Op(hits, b.i64([1])))


class UnsqueezeToOv(RewritePattern):
    """Constant axes make an Unsqueeze. OpenVINO's CPU plugin cannot compile an Unsqueeze or
    Squeeze whose axes come at run time (OpenVINO does not know the result's rank), so such axes
    build the result shape instead, for a Reshape whose rank is the length of that shape."""

    op_types = (onnx.UnsqueezeOp, onnx.UnsqueezeV11Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.UnsqueezeOp):
            axes, known_axes = op.axes, known_input(op.axes)
        elif isinstance(op, onnx.UnsqueezeV11Op):
            axes, known_axes = None, np.array(op.axes, dtype=np.int64)
        else:
            return
        unsqueezed = _unsqueezed_constant(op.data, known_axes) if known_axes is not None else None
        if unsqueezed is not None:
            # What ov-fold-constants makes of it, without building it first: the constant's
            # bytes with dims of 1 added (an exporter may shape each scale of a model so).
            b.add(unsqueezed)
        elif known_axes is not None:
            b.add(ov.UnsqueezeV0Op(op.data, axes if axes is not None else b.i64(known_axes)))
        else:
            b.add(ov.ReshapeV1Op(op.data, self.unsqueezed_shape(b, op, axes), special_zero=False))
        b.replace(rewriter)

    @staticmethod
    def unsqueezed_shape(b: Builder, op, axes: SSAValue) -> SSAValue:
        """Output dim p is 1 where p is one of the axes, else the next input dim in order."""
        rank = known_rank(op.data, op, f"{op.ONNX_TYPE} by run-time axes") + axes_count(op, axes)
        if rank == axes_count(op, axes):
            return b.i64([1] * rank)  # a scalar: every output dim is inserted
        inserted = axis_hits(b, axes, rank)
        kept = b.add(ov.ConvertV0Op(b.add(ov.LogicalNotV1Op(inserted)), destination_type=i64))
        source = b.add(ov.SubtractV1Op(b.add(ov.CumSumV0Op(kept, b.i64(0))), b.i64(1)))
        dims = b.add(ov.GatherV8Op(b.add(ov.ShapeOfV3Op(op.data)), b.add(ov.MaximumV1Op(source, b.i64(0))), b.i64(0)))
        return b.add(ov.SelectV1Op(inserted, b.i64(1), dims))


def _unsqueezed_constant(data: SSAValue, axes: np.ndarray) -> ov.ConstantV0Op | None:
    """`data` with dims of 1 at `axes`, when a constant makes it (its bytes are shared); None
    otherwise, or when the axes are not valid (the Unsqueeze built instead says why)."""
    owner = data.owner
    constant = owner.value if isinstance(owner, onnx.ConstantOp | ov.ConstantV0Op) else None
    if not isinstance(constant, DenseIntOrFPElementsAttr):
        return None
    try:
        values = np.expand_dims(elements.numpy_from_dense(constant), tuple(axes.reshape(-1).tolist()))
    except (ValueError, TypeError):  # numpy's AxisError is a ValueError
        return None
    return ov.ConstantV0Op.from_numpy(values, constant.get_element_type())


class SqueezeToOv(RewritePattern):
    """Squeeze without axes removes every dim of size 1. With dynamic dims, which those are is
    known only at run time, unless the node's declared result rank says only the static ones go.
    Axes given at run time build the result shape for a Reshape, as Unsqueeze's do."""

    op_types = (onnx.SqueezeOp, onnx.SqueezeV11Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.SqueezeOp):
            axes = op.axes
        elif isinstance(op, onnx.SqueezeV11Op):
            axes = None if op.axes is None else b.i64(list(op.axes))
        else:
            return
        if axes is None:
            ones = self.static_ones(op)
            if not ones:  # nothing to remove: an empty axes input would have OpenVINO remove any dim of 1
                b.replace(rewriter, [op.data])
                return
            axes = b.i64(ones)
        if known_input(axes) is not None:
            b.add(ov.SqueezeV0Op(op.data, axes))
        else:
            b.add(ov.ReshapeV1Op(op.data, self.squeezed_shape(b, op, axes), special_zero=False))
        b.replace(rewriter)

    @staticmethod
    def squeezed_shape(b: Builder, op, axes: SSAValue) -> SSAValue:
        """Output dim q is the input dim p that is the (q+1)-th not removed: the sum over p of
        dim p where p is kept and the running count of kept dims there is q + 1."""
        rank = known_rank(op.data, op, f"{op.ONNX_TYPE} by run-time axes")
        out_rank = rank - axes_count(op, axes)
        if out_rank < 0:
            raise lowering_error(op, f"{axes_count(op, axes)} axes to squeeze, but the input has rank {rank}")
        if out_rank == 0:
            return b.i64([])  # every dim goes: a scalar
        kept = b.add(ov.ConvertV0Op(b.add(ov.LogicalNotV1Op(axis_hits(b, axes, rank))), destination_type=i64))
        ordinal = b.add(ov.MultiplyV1Op(b.add(ov.CumSumV0Op(kept, b.i64(0))), kept))  # 0 where removed
        picks = b.add(ov.EqualV1Op(b.i64([[q + 1] for q in range(out_rank)]), ordinal))
        dims = b.add(
            ov.MultiplyV1Op(b.add(ov.ConvertV0Op(picks, destination_type=i64)), b.add(ov.ShapeOfV3Op(op.data)))
        )
        return b.add(ov.ReduceSumV1Op(dims, b.i64([1])))

    @staticmethod
    def static_ones(op) -> list[int]:
        shape, declared = shape_of(op.data.type), op.squeezed.type
        ones = [] if shape is None else [i for i, d in enumerate(shape) if d == 1]
        if shape is not None and None not in shape:
            return ones
        declared_rank = declared.get_num_dims() if isinstance(declared, TensorType) else None
        if shape is not None and declared_rank == len(shape) - len(ones):
            return ones  # the model says its dynamic dims are not 1
        raise lowering_error(
            op,
            f"Squeeze without axes on {op.data.type}: which dims are 1 is known only at run time; "
            "give axes or static input shapes",
        )


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [ReshapeToOv(), FlattenToReshape(), TransposeToOv(), ConcatToOv(), UnsqueezeToOv(), SqueezeToOv()]
