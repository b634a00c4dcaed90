"""Pooling: MaxPool, AveragePool, and the global poolings as reductions over spatial axes.

ONNX's ceil_mode drops a last window that would start in the end padding, which is OpenVINO's
`ceil_torch` rounding (opset14); floor rounding keeps the older op versions. With ceil_mode
ONNX also keeps one window longer than the padded input when it runs past it by less than a
stride, which OpenVINO's pools refuse: such a pool takes the end padding that makes the window
whole and floor rounding (`whole_window_pads`). A window longer than the padded input otherwise
leaves ONNX's output empty, which is refused.
"""

from __future__ import annotations

import math

import numpy as np
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, known_rank, lowering_error
from ovopt.lowering.onnx_to_ov.conv import auto_pad, window_attributes
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import covering_end_pad, element_of, onnx_pooling_windows, same_pads, shape_of


class MaxPoolToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.MaxPoolOp, rewriter: PatternRewriter) -> None:
        kernel = list(op.kernel_shape)
        strides, dilations, begin, end = window_attributes(op, len(kernel))
        column_major = op.Indices is not None and op.Indices.uses and op.storage_order == 1 and len(kernel) > 1
        image = column_major_image(op) if column_major else None
        ceil, mode = bool(op.ceil_mode), auto_pad(op)
        whole = whole_window_pads(op, kernel, strides, dilations, begin, end)
        if whole is not None:  # the pads are not candidates: any end padding serves
            (begin, end), ceil, mode = whole, False, "explicit"
        target = ov.MaxPoolV14Op if ceil else ov.MaxPoolV8Op
        b = Builder(op)
        pool = target(
            op.X,
            kernel=kernel,
            strides=strides,
            dilations=dilations,
            pads_begin=begin,
            pads_end=end,
            rounding_type="ceil_torch" if ceil else "floor",
            auto_pad=mode,
        )
        b.add(pool)
        indices = pool.indices if image is None else column_major_indices(b, pool.indices, image)
        b.replace(rewriter, [pool.output] + ([indices] if op.Indices is not None else []))


def whole_window_pads(
    op: onnx.MaxPoolOp | onnx.AveragePoolOp, kernel, strides, dilations, begin, end
) -> tuple[list[int], list[int]] | None:
    """Explicit pads under which floor rounding gives ONNX's windows where a window is longer
    than the padded input, as ceil_mode allows by less than a stride (ONNX's shape inference,
    onnxruntime) and OpenVINO's pools do not; None where every window fits (SAME pads fit by
    construction) or the spatial dims are dynamic."""
    mode = auto_pad(op)
    shape = shape_of(op.X.type)
    if mode in ("same_upper", "same_lower") or shape is None or None in shape[2:]:
        return None
    if mode == "valid":
        begin, end = [0] * len(kernel), [0] * len(kernel)
    axes = list(zip(shape[2:], kernel, strides, dilations, begin, end))
    if all(size + b + e >= d * (k - 1) + 1 for size, k, s, d, b, e in axes):
        return None
    windows = [pooling_windows(op, axis, *window) for axis, window in enumerate(axes)]
    return begin, [covering_end_pad(*window, count) for window, count in zip(axes, windows)]


def pooling_windows(op: onnx.OnnxOp, axis: int, size: int, k: int, s: int, d: int, begin: int, end: int) -> int:
    """ONNX's count of windows along spatial axis `axis`; an empty output is refused."""
    count = onnx_pooling_windows(size, k, s, d, begin, end, bool(op.ceil_mode))
    if count == 0:
        raise lowering_error(
            op,
            f"along spatial axis {axis} the window of {d * (k - 1) + 1} is longer than the input padded to "
            f"{size + begin + end}{' by a stride or more' if op.ceil_mode else ''}: ONNX's output is empty, "
            "which OpenVINO's pooling does not make",
        )
    return count


def column_major_image(op: onnx.MaxPoolOp) -> list[int]:
    """The static spatial dims of a MaxPool whose indices ONNX wants column-major (a 1-D pool's
    indices are the same either way)."""
    shape = shape_of(op.X.type)
    if shape is None or None in shape[2:]:
        raise lowering_error(op, f"column-major indices (storage_order=1) need static spatial dims, got {op.X.type}")
    return shape[2:]


def column_major_indices(b: Builder, indices: SSAValue, image: list[int]) -> SSAValue:
    """MaxPool-8's row-major flat indices, the image's start (n C + c) * prod(image) plus the
    position x_0, ..., x_k-1 within it counted last axis fastest, as ONNX's storage_order=1
    counts them (onnxruntime, onnx.reference): the image's start + x_0 + x_1 S_0 + x_2 S_0 S_1 ..."""
    element = element_of(indices.type)

    def constant(value: int) -> SSAValue:
        return b.constant(np.array(value, elements.numpy_dtype(element)), element)

    within = b.add(ov.FloorModV1Op(indices, constant(math.prod(image))))
    image_start = b.add(ov.SubtractV1Op(indices, within))
    terms = []
    for axis, length in enumerate(image):
        coordinate = within
        if axis + 1 < len(image):
            coordinate = b.add(ov.DivideV1Op(coordinate, constant(math.prod(image[axis + 1 :]))))
        if axis > 0:
            coordinate = b.add(ov.FloorModV1Op(coordinate, constant(length)))
            coordinate = b.add(ov.MultiplyV1Op(coordinate, constant(math.prod(image[:axis]))))
        terms.append(coordinate)
    moved = terms[-1]
    for term in reversed(terms[:-1]):
        moved = b.add(ov.AddV1Op(moved, term))
    return b.add(ov.AddV1Op(image_start, moved))


class AveragePoolToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.AveragePoolOp, rewriter: PatternRewriter) -> None:
        kernel = list(op.kernel_shape)
        strides, dilations, begin, end = window_attributes(op, len(kernel))
        if any(d != 1 for d in dilations):
            return  # DilatedAveragePoolToConvolution
        ceil, mode = bool(op.ceil_mode), auto_pad(op)
        exclude_pad = not op.count_include_pad
        whole = whole_window_pads(op, kernel, strides, dilations, begin, end)
        if whole is not None and (exclude_pad or mode == "valid"):  # the pads are not counted
            (begin, end), ceil, mode, exclude_pad = whole, False, "explicit", True
        target = ov.AvgPoolV14Op if ceil else ov.AvgPoolV1Op
        b = Builder(op)
        clipped = clipped_windows(op, kernel, strides, begin, end) if ceil and not exclude_pad else None
        if clipped is not None:
            whole_end, scale = clipped
            pool = b.add(
                ov.AvgPoolV1Op(
                    op.X,
                    kernel=kernel,
                    strides=strides,
                    pads_begin=begin,
                    pads_end=whole_end,
                    exclude_pad=False,
                    rounding_type="floor",
                    auto_pad="explicit",
                )
            )
            b.add(ov.MultiplyV1Op(pool, b.constant(scale, element_of(op.X.type))))
        else:
            rounding = "ceil_torch" if ceil else "floor"
            b.add(
                target(
                    op.X,
                    kernel=kernel,
                    strides=strides,
                    pads_begin=begin,
                    pads_end=end,
                    exclude_pad=exclude_pad,
                    rounding_type=rounding,
                    auto_pad=mode,
                )
            )
        b.replace(rewriter)


def clipped_windows(op: onnx.AveragePoolOp, kernel, strides, begin, end) -> tuple[list[int], np.ndarray] | None:
    """Ceil-mode windows that run past the padded input, counting padding (count_include_pad).

    ONNX (like PyTorch) divides such a window by its part inside the padded input; OpenVINO's
    AvgPool divides by the whole window as soon as any pad is non-zero. So the pool takes extra
    end padding that makes every window whole (floor rounding, divisor = kernel size), and the
    result is rescaled by kernel size / ONNX's count. None: no window runs past, AvgPool is exact.
    """
    if auto_pad(op) != "explicit":
        return None
    shape = shape_of(op.X.type)
    sizes = None if shape is None else shape[2:]
    if sizes is None or None in sizes:
        if any(begin) or any(end):
            raise lowering_error(
                op,
                "ceil_mode=1 with count_include_pad=1 and pads needs static spatial dims: "
                "OpenVINO's AvgPool counts the part of a last window past the padding, ONNX does not",
            )
        return None
    whole_end, counts = [], []
    for axis, (size, k, s, pad_begin, pad_end) in enumerate(zip(sizes, kernel, strides, begin, end)):
        out = pooling_windows(op, axis, size, k, s, 1, pad_begin, pad_end)
        padded = size + pad_begin + pad_end
        whole_end.append(covering_end_pad(size, k, s, 1, pad_begin, pad_end, out))
        counts.append(np.array([min(i * s + k, padded) - i * s for i in range(out)], dtype=np.float64))
    if whole_end == list(end):
        return None
    count = counts[0]
    for axis_count in counts[1:]:
        count = np.multiply.outer(count, axis_count)
    scale = math.prod(kernel) / count
    dtype = elements.numpy_dtype(element_of(op.X.type))
    return whole_end, scale.reshape(1, 1, *scale.shape).astype(dtype)


class DilatedAveragePoolToConvolution(RewritePattern):
    """OpenVINO's AvgPool has no dilations. A dilated average is a depthwise GroupConvolution
    with a kernel of ones (its zero padding adds nothing to a sum) divided by each window's
    count of taps, which the compiler works out from the static spatial dims: the taps inside
    the input, or with count_include_pad inside the padded input (never in the end padding
    that gives ceil_mode its last window)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.AveragePoolOp, rewriter: PatternRewriter) -> None:
        kernel = list(op.kernel_shape)
        strides, dilations, begin, end = window_attributes(op, len(kernel))
        if all(d == 1 for d in dilations):
            return
        shape = shape_of(op.X.type)
        if shape is None or None in shape[1:]:
            raise lowering_error(
                op,
                f"AveragePool with dilations needs static channel and spatial dims, got {op.X.type}: "
                "it becomes a convolution by ones whose divisors are computed here",
            )
        mode, include_pad = auto_pad(op), bool(op.count_include_pad)
        counts, conv_begin, conv_end = np.ones([], np.int64), [], []
        for axis, (size, k, s, d) in enumerate(zip(shape[2:], kernel, strides, dilations)):
            window = d * (k - 1) + 1
            if mode == "valid":
                pad_begin, pad_end = 0, 0
            elif mode == "explicit":
                pad_begin, pad_end = begin[axis], end[axis]
            else:
                pad_begin, pad_end = same_pads(size, s, window, mode)
            out = pooling_windows(op, axis, size, k, s, d, pad_begin, pad_end)
            taps = np.arange(out)[:, None] * s - pad_begin + np.arange(k)[None, :] * d
            low, high = (-pad_begin, size + pad_end) if include_pad else (0, size)
            counts = np.multiply.outer(counts, ((taps >= low) & (taps < high)).sum(axis=1))
            conv_begin.append(pad_begin)
            conv_end.append(covering_end_pad(size, k, s, d, pad_begin, pad_end, out))
        element = element_of(op.X.type)
        dtype = elements.numpy_dtype(element)
        b = Builder(op)
        ones = b.constant(np.ones([shape[1], 1, 1, *kernel], dtype), element)
        sums = b.add(
            ov.GroupConvolutionV1Op(
                op.X,
                ones,
                strides=strides,
                dilations=dilations,
                pads_begin=conv_begin,
                pads_end=conv_end,
                auto_pad="explicit",
            )
        )
        b.add(ov.DivideV1Op(sums, b.constant(counts.reshape(1, 1, *counts.shape).astype(dtype), element)))
        b.replace(rewriter)


GLOBAL_POOLS = {onnx.GlobalAveragePoolOp: ov.ReduceMeanV1Op, onnx.GlobalMaxPoolOp: ov.ReduceMaxV1Op}


class GlobalPoolToReduce(RewritePattern):
    """A global pooling is a reduction over every spatial axis, keeping them as size 1."""

    op_types = tuple(GLOBAL_POOLS)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        target = GLOBAL_POOLS.get(type(op))
        if target is None:
            return
        rank = known_rank(op.X, op, "global pooling")
        b = Builder(op)
        b.add(target(op.X, b.i64(list(range(2, rank))), keep_dims=True))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [MaxPoolToOv(), AveragePoolToOv(), DilatedAveragePoolToConvolution(), GlobalPoolToReduce()]
