"""Data movement: Reshape, Flatten, Transpose, Concat, Squeeze, Unsqueeze."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.dialects.ov_shapes import shape_of
from ovopt.lowering.onnx_to_ov.common import Builder, flatten_to_2d, known_input, known_rank, lowering_error


class ReshapeToOv(RewritePattern):
    """Reshape's 0 copies the input dim unless allowzero, which is Reshape-1's special_zero."""

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.ReshapeOp):
            shape, special_zero = op.shape, not op.attr("allowzero")
        elif isinstance(op, onnx.ReshapeV1Op):
            if op.attr("shape") is None:
                raise lowering_error(op, "Reshape-1 needs its shape attribute")
            shape, special_zero = b.i64(op.attr("shape")), True
        else:
            return
        b.add(ov.ReshapeV1Op(op.data, shape, special_zero))
        b.replace(rewriter)


class FlattenToReshape(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.FlattenOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op.input, op, "Flatten")
        axis = op.attr("axis")
        axis = axis + rank if axis < 0 else axis
        if not 0 <= axis <= rank:
            raise lowering_error(op, f"axis {op.attr('axis')} is out of range for rank {rank}")
        b = Builder(op)
        b.replace(rewriter, [flatten_to_2d(b, op.input, axis)])


class TransposeToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.TransposeOp, rewriter: PatternRewriter) -> None:
        perm = op.attr("perm")
        b = Builder(op)
        if perm is None:
            perm = list(reversed(range(known_rank(op.data, op, "Transpose without perm"))))
        b.add(ov.TransposeV1Op(op.data, b.i64(list(perm))))
        b.replace(rewriter)


class ConcatToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.ConcatOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        b.add(ov.ConcatV0Op(list(op.inputs), op.attr("axis")))
        b.replace(rewriter)


def constant_axes(op, axes: SSAValue) -> SSAValue:
    """Squeeze and Unsqueeze axes known only at run time leave the result's rank unknown, which
    OpenVINO's CPU plugin cannot compile: refuse them by name."""
    if known_input(axes) is None:
        raise lowering_error(
            op,
            f"{op.ONNX_TYPE} axes known only at run time give a result of unknown rank, which OpenVINO "
            "cannot compile; make the axes constant",
        )
    return axes


class UnsqueezeToOv(RewritePattern):
    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.UnsqueezeOp):
            axes = op.axes
        elif isinstance(op, onnx.UnsqueezeV11Op):
            axes = b.i64(list(op.attr("axes")))
        else:
            return
        b.add(ov.UnsqueezeV0Op(op.data, constant_axes(op, axes)))
        b.replace(rewriter)


class SqueezeToOv(RewritePattern):
    """Squeeze without axes removes every dim of size 1. With dynamic dims, which those are is
    known only at run time, unless the node's declared result rank says only the static ones go."""

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if isinstance(op, onnx.SqueezeOp):
            axes = op.axes
        elif isinstance(op, onnx.SqueezeV11Op):
            axes = None if op.attr("axes") is None else b.i64(list(op.attr("axes")))
        else:
            return
        if axes is None:
            axes = b.i64(self.static_ones(op))
        b.add(ov.SqueezeV0Op(op.data, constant_axes(op, axes)))
        b.replace(rewriter)

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


PATTERNS = [ReshapeToOv(), FlattenToReshape(), TransposeToOv(), ConcatToOv(), UnsqueezeToOv(), SqueezeToOv()]
