"""Pooling over the spatial axes of [N, C, ...] data (1-D to 3-D windows; torch's unbatched
[C, ...] form gets a batch axis of 1 and loses it after).

- max_pool2d/3d_with_indices (and max_pool2d, which torch.export leaves without indices) as
  MaxPool-14: torch's ceil mode is its `ceil_torch` rounding (no window starts in the end
  padding), the indices counted within each channel's plane or volume (`axis` 2), i64, as torch
  counts them; padding takes no part in a maximum.
- avg_pool1d/2d/3d as AvgPool-14 (`exclude-pad` is not count_include_pad; with divisor_override
  the mean counting padding times the kernel size over the divisor). Where ceil mode adds a
  window that runs past the end padding, torch divides it by its part before the padding's end
  (or by divisor_override) and OpenVINO by a count of its own: the pool then leaves padding out
  and, unless there is no padding nor divisor_override, constant factors computed for a static
  input make torch's divisor (a dynamic spatial axis is refused in that case).
- adaptive average pooling (`adaptive_avg_pool1d/2d`, `_adaptive_avg_pool2d/3d`) to known sizes: to 1, a ReduceMean
  (dynamic sizes too); the axes whose windows tile them (input length a multiple of the
  output's), one AvgPool of kernel = stride = input / output; any other axis of a static
  length by torch's windows [floor(i * L / n), ceil((i + 1) * L / n)), one axis after the other
  (a mean over a box is the mean over one axis of the means over the others), each window a
  Slice and a ReduceMean, concatenated. Other sizes of a dynamic axis are refused: OpenVINO's
  AdaptiveAvgPool-8 would take them, the ov dialect does not have it.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from xdsl.dialects.builtin import i64
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import ov, torch
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, lowering_error, static_ints
from ovopt.support.shapes import rank_of, shape_of, sliding_window_dim

# The pooling ops by the number of their spatial axes.
MAX_POOLS = {torch.AtenMaxPool2dWithIndicesOp: 2, torch.AtenMaxPool3dWithIndicesOp: 3, torch.AtenMaxPool2dOp: 2}
AVG_POOLS = {torch.AtenAvgPool1dOp: 1, torch.AtenAvgPool2dOp: 2, torch.AtenAvgPool3dOp: 3}
ADAPTIVE_POOLS = {
    torch.AtenAdaptiveAvgPool1dOp: 1,
    torch.Aten_AdaptiveAvgPool2dOp: 2,
    torch.AtenAdaptiveAvgPool2dOp: 2,
    torch.Aten_AdaptiveAvgPool3dOp: 3,
}


def _window(values: tuple[int, ...], spatial: int, default: tuple[int, ...] = ()) -> list[int]:
    """A window argument for every spatial axis: one value stands for all, none for `default`."""
    values = tuple(values) or default
    return list(values) * spatial if len(values) == 1 else list(values)


def _batched(b: Builder, op: Operation, x: SSAValue, spatial: int) -> tuple[SSAValue, bool]:
    """x as the [N, C, ...] data the ov pooling ops take: torch's unbatched [C, ...] gets a batch
    axis (True: take it off the results)."""
    rank = rank_of(x)
    if rank == spatial + 1:
        return b.add(ov.UnsqueezeV0Op(x, b.i64([0]))), True
    if rank != spatial + 2:
        raise lowering_error(op, f"a {spatial}-D pooling needs an input [N, C, ...] or [C, ...], got {x.type}")
    return x, False


def _unbatched(b: Builder, y: SSAValue, unbatch: bool) -> SSAValue:
    return b.add(ov.SqueezeV0Op(y, b.i64([0]))) if unbatch else y


class MaxPoolToOv(RewritePattern):
    op_types = tuple(MAX_POOLS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        spatial = MAX_POOLS.get(type(op))
        if spatial is None:
            return
        b = Builder(op)
        x, unbatch = _batched(b, op, op.self, spatial)
        kernel = _window(op.kernel_size, spatial)
        padding = _window(op.padding, spatial)
        pool = ov.MaxPoolV14Op(
            x,
            kernel=kernel,
            strides=_window(op.stride, spatial, tuple(kernel)),
            pads_begin=padding,
            pads_end=padding,
            dilations=_window(op.dilation, spatial),
            rounding_type="ceil_torch" if op.ceil_mode else "floor",
            index_element_type=i64,
            axis=2,
        )
        b.add(pool)
        values = _unbatched(b, pool.results[0], unbatch)
        if len(op.results) == 1:  # max_pool2d: no indices
            b.replace(rewriter, [values])
            return
        indices = _unbatched(b, pool.results[1], unbatch) if op.results[1].first_use is not None else None
        b.replace(rewriter, [values, indices])


class AvgPoolToOv(RewritePattern):
    """AvgPool-14. Where ceil mode adds a window that runs past the end padding and torch counts
    padding (or divides by divisor_override), torch divides that window's sum by its part before
    the padding's end, and OpenVINO by a count of its own: there the pool leaves padding out (it
    then divides by the input elements in the window) and constant factors (computed for a static
    input; a dynamic one is refused) turn that into torch's divisor."""

    op_types = tuple(AVG_POOLS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        spatial = AVG_POOLS.get(type(op))
        if spatial is None:
            return
        kernel = _window(op.kernel_size, spatial)
        strides = _window(op.stride, spatial, tuple(kernel))
        padding = _window(op.padding, spatial)
        divisor = getattr(op, "divisor_override", None)  # avg_pool1d has none
        if divisor is not None and divisor <= 0:
            raise lowering_error(op, f"divisor_override must be positive, got {divisor}")
        exclude_pad = not op.count_include_pad and divisor is None
        factors = None
        if not exclude_pad and op.ceil_mode and _ceil_adds_window(op, kernel, strides, padding):
            exclude_pad = True  # without padding, torch's divisor is the input elements in the window
            if divisor is not None or any(padding):
                factors = _divisor_factors(op, kernel, strides, padding, divisor)
        b = Builder(op)
        x, unbatch = _batched(b, op, op.self, spatial)
        y = b.add(
            ov.AvgPoolV14Op(
                x,
                kernel=kernel,
                strides=strides,
                pads_begin=padding,
                pads_end=padding,
                exclude_pad=exclude_pad,
                rounding_type="ceil_torch" if op.ceil_mode else "floor",
            )
        )
        if factors is not None:
            y = b.add(ov.MultiplyV1Op(y, b.constant_like(factors, y)))
        elif divisor is not None and not exclude_pad and math.prod(kernel) != divisor:  # sums over the divisor
            y = b.add(ov.MultiplyV1Op(y, b.constant_like(math.prod(kernel) / divisor, y)))
        b.replace(rewriter, [_unbatched(b, y, unbatch)])


def _spatial_sizes(op: Operation, spatial: int) -> list[int | None]:
    shape = shape_of(op.self.type)
    return [None] * spatial if shape is None else shape[-spatial:]


def _ceil_adds_window(op: Operation, kernel: list[int], strides: list[int], padding: list[int]) -> bool:
    """Whether ceil mode gives a window more than floor on some axis (a dynamic axis: maybe)."""
    for size, k, s, p in zip(_spatial_sizes(op, len(kernel)), kernel, strides, padding):
        if size is None:
            return True
        floor = sliding_window_dim(size, k, s, 1, p, p, "explicit", "floor")
        if sliding_window_dim(size, k, s, 1, p, p, "explicit", "ceil_torch") != floor:
            return True
    return False


def _divisor_factors(
    op: Operation, kernel: list[int], strides: list[int], padding: list[int], divisor: int | None
) -> np.ndarray | None:
    """For every output position, the number of input elements in its window over torch's
    divisor: divisor_override, or the part of the window before the end padding's end (None:
    all 1, the mean without padding is torch's)."""
    inputs, torch_divisors = [], []
    for size, k, s, p in zip(_spatial_sizes(op, len(kernel)), kernel, strides, padding):
        if size is None:
            raise lowering_error(
                op,
                "an average pooling in ceil mode that counts padding, of a dynamic spatial axis: torch's divisor "
                "for a window past the padding is computed for static inputs only",
            )
        starts = [o * s - p for o in range(sliding_window_dim(size, k, s, 1, p, p, "explicit", "ceil_torch"))]
        inputs.append(np.asarray([min(t + k, size) - max(t, 0) for t in starts], dtype=np.float64))
        torch_divisors.append(np.asarray([min(t + k, size + p) - t for t in starts], dtype=np.float64))
    counted = functools.reduce(np.multiply.outer, inputs)
    factors = counted / (divisor if divisor is not None else functools.reduce(np.multiply.outer, torch_divisors))
    return None if (factors == 1).all() else factors


def adaptive_windows(length: int, size: int) -> list[tuple[int, int]]:
    """torch's adaptive pooling windows along one axis: [floor(i * L / n), ceil((i + 1) * L / n))."""
    return [((i * length) // size, -((-(i + 1) * length) // size)) for i in range(size)]


class AdaptiveAvgPoolToOv(RewritePattern):
    """_adaptive_avg_pool2d/3d to known output sizes: one AvgPool for the axes whose windows
    tile them (of [N, C, ...] data), torch's windows sliced on the others; a dynamic axis pools
    to 1 only."""

    op_types = tuple(ADAPTIVE_POOLS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        spatial = ADAPTIVE_POOLS.get(type(op))
        if spatial is None:
            return
        given = op.output_size  # adaptive_avg_pool1d's is a list of ints, the others' of sizes
        sizes = static_ints(given) if any(isinstance(v, SSAValue) for v in given) else list(given)
        shape = shape_of(op.self.type)
        if sizes is None or shape is None:
            raise lowering_error(op, "adaptive pooling needs known output sizes and an input of known rank")
        sizes = sizes * spatial if len(sizes) == 1 else sizes
        if len(shape) < spatial + 1:
            raise lowering_error(op, f"a {spatial}-D adaptive pooling of an input {op.self.type}")
        axes = list(range(len(shape) - spatial, len(shape)))
        lengths = [shape[a] for a in axes]
        b = Builder(op)
        if all(s == 1 for s in sizes):
            b.add(ov.ReduceMeanV1Op(op.self, b.i64(axes), keep_dims=True))
            b.replace(rewriter)
            return
        y = op.self
        pooled = [n is not None and n % s == 0 for n, s in zip(lengths, sizes)]
        kernel = [n // s if even else 1 for n, s, even in zip(lengths, sizes, pooled)]
        if len(shape) == spatial + 2 and any(k > 1 for k in kernel):  # the windows that tile their axis
            zeros = [0] * spatial
            pool = ov.AvgPoolV1Op(y, kernel=kernel, strides=kernel, pads_begin=zeros, pads_end=zeros, exclude_pad=False)
            y = b.add(pool)
        else:
            pooled = [n == s for n, s in zip(lengths, sizes)]
        for axis, length, size, done in zip(axes, lengths, sizes, pooled):
            if done:
                continue
            if size == 1:
                y = b.add(ov.ReduceMeanV1Op(y, b.i64([axis]), keep_dims=True))
            elif length is None:
                raise lowering_error(
                    op,
                    f"adaptive pooling of a dynamic axis {axis} to {size}: OpenVINO's AdaptiveAvgPool-8 would take it, "
                    "the ov dialect has no such op; give the input a static shape",
                )
            else:
                y = self._pooled_axis(b, y, axis, length, size)
        b.replace(rewriter, [y])

    @staticmethod
    def _pooled_axis(b: Builder, x: SSAValue, axis: int, length: int, size: int) -> SSAValue:
        """Each of torch's windows along `axis` sliced and averaged, then concatenated."""
        means = []
        for start, stop in adaptive_windows(length, size):
            window = b.add(ov.SliceV8Op(x, b.i64([start]), b.i64([stop]), b.i64([1]), b.i64([axis])))
            means.append(b.add(ov.ReduceMeanV1Op(window, b.i64([axis]), keep_dims=True)))
        return b.add(ov.ConcatV0Op(means, axis=axis))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [MaxPoolToOv(), AvgPoolToOv(), AdaptiveAvgPoolToOv()]
