"""LpPool and GlobalLpPool: (sum of |x|^p over each window)^(1/p).

OpenVINO has no Lp pooling. LpPool's window sums are a depthwise GroupConvolution with a kernel
of ones, which has dilations, and whose zero padding adds nothing to a sum, as ONNX pads. With
ceil_mode, extra end padding gives floor rounding the windows ceil rounding would
(ceil_torch, as for MaxPool: no window starts in the end padding; one window longer than the
padded input is kept when it runs past by less than a stride). GlobalLpPool's one window is
every spatial axis: ReduceL1 or ReduceL2 for p = 1 or 2, |x|^p, ReduceSum and the p-th root
otherwise.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, known_rank, lowering_error, required_static_shape
from ovopt.lowering.onnx_to_ov.conv import auto_pad, window_attributes
from ovopt.lowering.onnx_to_ov.pooling import pooling_windows
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import covering_end_pad, element_of, shape_of


def ceil_end_pads(op: onnx.LpPoolOp, kernel, strides, dilations, begin, end) -> list[int]:
    """End pads under which floor rounding gives as many windows as ceil_torch rounding."""
    sizes = required_static_shape(op.X, op, "LpPool with ceil_mode and explicit pads")[2:]
    padded = []
    for axis, (size, k, s, d, b, e) in enumerate(zip(sizes, kernel, strides, dilations, begin, end)):
        windows = pooling_windows(op, axis, size, k, s, d, b, e)
        padded.append(covering_end_pad(size, k, s, d, b, e, windows))
    return padded


def power(b: Builder, x: SSAValue, p: float) -> SSAValue:
    if p == 1:
        return x
    if p == 2:
        return b.add(ov.MultiplyV1Op(x, x))
    return b.add(ov.PowerV1Op(x, b.constant_like(p, x)))


def root(b: Builder, x: SSAValue, p: float) -> SSAValue:
    if p == 1:
        return x
    if p == 2:
        return b.add(ov.SqrtV0Op(x))
    return b.add(ov.PowerV1Op(x, b.constant_like(1.0 / p, x)))


def positive_p(op: onnx.LpPoolOp | onnx.GlobalLpPoolOp) -> float:
    p = op.p
    if p <= 0:
        raise lowering_error(op, f"p must be positive, got {p}")
    return p


class LpPoolToConvolution(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.LpPoolOp, rewriter: PatternRewriter) -> None:
        kernel = list(op.kernel_shape)
        shape = shape_of(op.X.type)
        if shape is None or len(shape) != len(kernel) + 2:
            raise lowering_error(op, f"a {len(kernel)}-D kernel needs X of rank {len(kernel) + 2}, got {op.X.type}")
        if shape[1] is None:
            raise lowering_error(
                op, f"LpPool sums windows per channel: the channel count must be static, got {op.X.type}"
            )
        p = positive_p(op)
        strides, dilations, begin, end = window_attributes(op, len(kernel))
        mode = auto_pad(op)
        if op.ceil_mode and mode == "explicit":
            end = ceil_end_pads(op, kernel, strides, dilations, begin, end)
        b = Builder(op)
        element = element_of(op.X.type)
        ones = b.constant(np.ones([shape[1], 1, 1, *kernel], dtype=elements.numpy_dtype(element)), element)
        powered = power(b, b.add(ov.AbsV0Op(op.X)), p)
        sums = b.add(
            ov.GroupConvolutionV1Op(
                powered, ones, strides=strides, dilations=dilations, pads_begin=begin, pads_end=end, auto_pad=mode
            )
        )
        b.replace(rewriter, [root(b, sums, p)])


class GlobalLpPoolToReduce(RewritePattern):
    """The p-norm over every spatial axis, keeping them as size 1."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.GlobalLpPoolOp, rewriter: PatternRewriter) -> None:
        p = positive_p(op)
        b = Builder(op)
        axes = b.i64(list(range(2, known_rank(op.X, op, "GlobalLpPool"))))
        if p in (1, 2):
            norm = ov.ReduceL1V4Op if p == 1 else ov.ReduceL2V4Op
            b.add(norm(op.X, axes, keep_dims=True))
        else:
            sums = b.add(ov.ReduceSumV1Op(power(b, b.add(ov.AbsV0Op(op.X)), p), axes, keep_dims=True))
            root(b, sums, p)
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [LpPoolToConvolution(), GlobalLpPoolToReduce()]
