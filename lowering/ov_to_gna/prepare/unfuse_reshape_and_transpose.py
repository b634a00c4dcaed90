"""UnfuseReshapeAndTranspose: a Reshape between 2-D data and the 4-D NCHW data of a convolution,
where C or H x W is 1, moves no data, yet it hides a layout change that ReplaceGnaNHWCLayers'
transposes must cancel against. It becomes a Reshape to / from NHWC and a Transpose that moves
only the 1-dims, which transpose sinking can then cancel (the plugin's
Unfuse2dto4dReshapeAndTranspose and Unfuse4dto2dReshapeAndTranspose, the plugin's pipeline steps
32-33). A Reshape with C > 1 and H x W > 1 is a real reordering: it stays."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.matching import producer
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.values import static_shape

TO_NHWC, TO_NCHW = [0, 2, 3, 1], [0, 3, 1, 2]
# What may stand between a convolution and the reshape of its output (bias, pooling, activation)
CONV_TAIL = (
    ov.AddV1Op,
    ov.MaxPoolOp,
    ov.ReluV0Op,
    ov.SigmoidV0Op,
    ov.TanhV0Op,
    ov.AbsV0Op,
    ov.LogV0Op,
    ov.ExpV0Op,
    ov.SignV0Op,
    ov.ClampV0Op,
)


def hides_no_data_move(nchw: tuple[int, ...]) -> bool:
    _, c, h, w = nchw
    return c == 1 or h * w == 1


def from_convolution(value: SSAValue) -> bool:
    """Is `value` a convolution's output, through single-use bias / pooling / activations?"""
    owner: Operation | None = value.owner
    while not isinstance(owner, ov.ConvolutionV1Op):
        if producer(value, CONV_TAIL) is None:
            return False
        value = next(v for v in owner.operands if not isinstance(v.owner, ov.ConstantV0Op))
        owner = value.owner
    return True


class Unfuse2dTo4dReshapeAndTranspose(RewritePattern):
    """[N, X] -Reshape-> [N, C, H, W] -> Convolution: Reshape to [N, H, W, C], Transpose to NCHW."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ReshapeV1Op, rewriter: PatternRewriter) -> None:
        source, shape = static_shape(op.data), static_shape(op.output)
        if source is None or shape is None or len(source) != 2 or len(shape) != 4 or not hides_no_data_move(shape):
            return
        if not any(isinstance(use.operation, ov.ConvolutionV1Op) and use.index == 0 for use in op.output.uses):
            return
        n, c, h, w = shape
        b = Builder(op)
        nhwc = b.add(ov.ReshapeV1Op(op.data, b.i64([n, h, w, c]), special_zero=False))
        b.add(ov.TransposeV1Op(nhwc, b.i64(TO_NCHW)))
        b.replace(rewriter)


class Unfuse4dTo2dReshapeAndTranspose(RewritePattern):
    """Convolution [-> bias, pooling, activation] [N, C, H, W] -Reshape-> [N, X]: Transpose to
    NHWC, then the Reshape."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ov.ReshapeV1Op, rewriter: PatternRewriter) -> None:
        source, shape = static_shape(op.data), static_shape(op.output)
        if source is None or shape is None or len(source) != 4 or len(shape) != 2 or not hides_no_data_move(source):
            return
        if not op.data.has_one_use() or not from_convolution(op.data):
            return
        b = Builder(op)
        nhwc = b.add(ov.TransposeV1Op(op.data, b.i64(TO_NHWC)))
        b.add(ov.ReshapeV1Op(nhwc, b.i64(list(shape)), special_zero=False))
        b.replace(rewriter)


@dataclass(frozen=True)
class UnfuseReshapeAndTransposePass(PatternPass):
    """2-D <-> 4-D Reshapes next to a convolution, where C or H x W is 1, as a Reshape through
    NHWC and a Transpose of 1-dims."""

    name = "gna-unfuse-reshape-and-transpose"
    erase_dead = True


def patterns(options: UnfuseReshapeAndTransposePass) -> list[RewritePattern]:
    return [Unfuse2dTo4dReshapeAndTranspose(), Unfuse4dTo2dReshapeAndTranspose()]
