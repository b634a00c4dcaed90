"""Pooling: max_pool2d_with_indices as MaxPool-14 (torch's ceil mode is its `ceil_torch`, the
indices counted within each channel's plane), avg_pool2d as AvgPool-14, and adaptive average
pooling to sizes that divide the input as an AvgPool (to 1 as a ReduceMean)."""

from __future__ import annotations

from xdsl.dialects.builtin import i64
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, lowering_error, static_ints
from ovopt.support.shapes import shape_of


def _window(values: tuple[int, ...], spatial: int, default: tuple[int, ...] = ()) -> list[int]:
    """A window argument for every spatial axis: one value stands for all, none for `default`."""
    values = tuple(values) or default
    return list(values) * spatial if len(values) == 1 else list(values)


class MaxPoolToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenMaxPool2dWithIndicesOp, rewriter: PatternRewriter) -> None:
        kernel = _window(op.kernel_size, 2)
        b = Builder(op)
        pool = ov.MaxPoolV14Op(
            op.self,
            kernel=kernel,
            strides=_window(op.stride, 2, tuple(kernel)),
            pads_begin=_window(op.padding, 2),
            pads_end=_window(op.padding, 2),
            dilations=_window(op.dilation, 2),
            rounding_type="ceil_torch" if op.ceil_mode else "floor",
            index_element_type=i64,
            axis=2,
        )
        b.add(pool)
        b.replace(rewriter, list(pool.results))


class AvgPoolToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenAvgPool2dOp, rewriter: PatternRewriter) -> None:
        if op.divisor_override is not None:
            raise lowering_error(op, "avg_pool2d with a divisor_override has no OpenVINO form")
        kernel = _window(op.kernel_size, 2)
        b = Builder(op)
        b.add(
            ov.AvgPoolV14Op(
                op.self,
                kernel=kernel,
                strides=_window(op.stride, 2, tuple(kernel)),
                pads_begin=_window(op.padding, 2),
                pads_end=_window(op.padding, 2),
                exclude_pad=not op.count_include_pad,
                rounding_type="ceil_torch" if op.ceil_mode else "floor",
            )
        )
        b.replace(rewriter)


class AdaptiveAvgPoolToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.Aten_AdaptiveAvgPool2dOp, rewriter: PatternRewriter) -> None:
        sizes = static_ints(op.output_size)
        shape = shape_of(op.self.type)
        if sizes is None or shape is None:
            raise lowering_error(op, "adaptive pooling needs known output sizes and input rank")
        sizes = sizes * 2 if len(sizes) == 1 else sizes
        spatial = list(range(len(shape) - len(sizes), len(shape)))
        b = Builder(op)
        if all(s == 1 for s in sizes):
            b.add(ov.ReduceMeanV1Op(op.self, b.i64(spatial), keep_dims=True))
        else:
            inputs = [shape[a] for a in spatial]
            if None in inputs or any(n % s for n, s in zip(inputs, sizes)):
                raise lowering_error(op, f"adaptive pooling of {shape} to {sizes} needs sizes that divide the input")
            kernel = [n // s for n, s in zip(inputs, sizes)]
            zeros = [0] * len(kernel)
            b.add(ov.AvgPoolV1Op(op.self, kernel=kernel, strides=kernel, pads_begin=zeros, pads_end=zeros))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [MaxPoolToOv(), AvgPoolToOv(), AdaptiveAvgPoolToOv()]
