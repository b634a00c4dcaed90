"""Convolution and pooling limits (the plugin's `layers/gna_convolution_layer.cpp`), read on ov ops in NCHW.

A 1-D convolution is rank 3 or rank 4 with height 1; a 2-D one that the plugin maps to 1-D
(`isMappableFrom2DTo1D`) is checked as the 1-D convolution it becomes. What is left must pass the
generation's 2-D validator; GNA 2.0 has none.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation

from ovopt.dialects import gna, ov
from ovopt.lowering.ov_to_gna.limits.generations import (
    BUFFER_MAX_ELEMENTS,
    CONV_1D_FILTER_MAX_SIZE,
    CONV_1D_FILTERS,
    CONV_1D_FILTERS_MULTIPLE,
    MAX_POOL_1D_WINDOW,
    Conv2DLimits,
    Range,
    Target,
)
from ovopt.support.shapes import shape_of


@dataclass(frozen=True)
class Window:
    """A convolution or pooling window on NC(H)W data, as height x width (height 1 for 1-D)."""

    batch: int
    channels: int
    height: int
    width: int
    kernel: tuple[int, int]
    strides: tuple[int, int]
    dilations: tuple[int, int]
    pads_begin: tuple[int, int]
    pads_end: tuple[int, int]
    auto_pad: str
    filters: int = 0  # convolutions only

    @property
    def is_1d(self) -> bool:
        return self.height == 1 and self.kernel[0] == 1

    @property
    def padded(self) -> bool:
        return self.auto_pad in ("same_upper", "same_lower") or any(self.pads_begin) or any(self.pads_end)


def window_of(op: ov.SlidingWindowOp) -> Window | None:
    """The window of a convolution or pooling op with a static 3-D or 4-D input; else None."""
    data = shape_of(op.operands[0].type)
    if data is None or None in data or len(data) not in (3, 4):
        return None
    if isinstance(op, ov.ConvolutionV1Op):
        filters = shape_of(op.filters.type)
        kernel, count = list(filters[2:]), filters[0]
    else:
        kernel, count = list(op.kernel.get_values()), 0

    def pair(values, fill: int) -> tuple[int, int]:
        """(height, width); a 1-D window has height `fill` (1 for sizes, 0 for pads)."""
        values = list(values)
        return (fill, values[0]) if len(values) == 1 else (values[0], values[1])

    spatial = data[2:]
    dilations = op.dilations.get_values() if hasattr(op, "dilations") else [1] * len(spatial)
    return Window(
        batch=data[0],
        channels=data[1],
        height=1 if len(spatial) == 1 else spatial[0],
        width=spatial[-1],
        kernel=pair(kernel, 1),
        strides=pair(op.strides.get_values(), 1),
        dilations=pair(dilations, 1),
        pads_begin=pair(op.pads_begin.get_values(), 0),
        pads_end=pair(op.pads_end.get_values(), 0),
        auto_pad=op.auto_pad.data,
        filters=count,
    )


def _shown(pair: tuple[int, int]) -> str:
    return f"{pair[0]}x{pair[1]}"


def _outside(value: int, bounds: Range) -> bool:
    return not bounds[0] <= value <= bounds[1]


def _range(bounds: Range) -> str:
    return f"{bounds[0]}..{bounds[1]}"


# -- convolution --------------------------------------------------------------------------------


def convolution_limit(op: ov.ConvolutionV1Op, target: Target) -> str | None:
    """The limit the convolution breaks on `target`, in words; None when it fits."""
    window = window_of(op)
    if window is None:
        return "a convolution needs a static 3-D or 4-D input"
    if window.batch != 1:
        return f"convolution batch {window.batch} is not 1"
    if window.dilations != (1, 1):
        return f"dilation {_shown(window.dilations)} is not 1x1"
    if window.channels * window.height * window.width > BUFFER_MAX_ELEMENTS:
        size = window.channels * window.height * window.width
        return f"input buffer of {size} elements exceeds {BUFFER_MAX_ELEMENTS}"
    conv_2d = target.generation.conv_2d
    if window.is_1d:
        if conv_2d is not None and conv_2d.conv_1d_kernel_width is not None:
            return _conv_2d_interface(window, conv_2d, target)
        return _conv_1d_legacy(window, window.channels * window.kernel[1])
    mapped = mapped_to_1d(window)
    if mapped is not None:
        if conv_2d is not None and conv_2d.conv_1d_kernel_width is not None:
            return _conv_2d_interface(window, conv_2d, target)
        return _conv_1d_legacy(window, mapped)
    if conv_2d is None:
        return (
            f"2-D kernel {_shown(window.kernel)} on {window.height}x{window.width} input is not mappable to 1-D "
            f"and GNA {target.version} has no 2-D convolution (gna-decompose-2d-conv splits such kernels)"
        )
    return _conv_2d_interface(window, conv_2d, target)


def mapped_to_1d(window: Window) -> int | None:
    """`isMappableFrom2DTo1D`: a 2-D convolution whose kernel spans the input's whole width (stride 1
    across it), or its whole height with one input channel, is a 1-D one; the filter size it has
    then, else None."""
    if window.height <= 1 or window.width <= 1 or window.padded:
        return None
    full_width = window.kernel[1] == window.width and window.strides[1] == 1
    full_height = window.kernel[0] == window.height and window.channels == 1 and window.strides[0] == 1
    if full_width or full_height:
        return window.channels * window.kernel[0] * window.kernel[1]
    return None


def _conv_1d_legacy(window: Window, filter_size: int) -> str | None:
    """The 1-D convolution component of GNA 2.0 and 3.0 (`InitConvolutional1DComponent`)."""
    if window.padded:
        return "the 1-D convolution takes no padding (gna-convert-padded-to-valid-conv makes it explicit)"
    low, high = CONV_1D_FILTERS
    if _outside(window.filters, CONV_1D_FILTERS) or window.filters % CONV_1D_FILTERS_MULTIPLE:
        return f"{window.filters} filters is not a multiple of {CONV_1D_FILTERS_MULTIPLE} in {low}..{high}"
    if filter_size > CONV_1D_FILTER_MAX_SIZE:
        return f"filter of {filter_size} coefficients (channels x kernel) exceeds {CONV_1D_FILTER_MAX_SIZE}"
    return None


def _conv_2d_interface(window: Window, limits: Conv2DLimits, target: Target) -> str | None:
    """A generation's 2-D validator (`Validator_30`, `Validator_35`); 1-D convolutions with one input
    channel use its 1-D ranges."""
    precision = target.precision_words
    if window.is_1d and window.channels == 1 and limits.conv_1d_kernel_width is not None:
        checks = [
            ("input width", window.width, limits.conv_1d_input_width),
            ("filter count", window.filters, limits.conv_1d_filters),
            (f"{precision} kernel width", window.kernel[1], limits.conv_1d_kernel_width[target.precision]),
            (f"{precision} stride width", window.strides[1], limits.conv_1d_kernel_width[target.precision]),
        ]
        for what, value, bounds in checks:
            if _outside(value, bounds):
                return f"{what} {value} is outside {_range(bounds)}"
        return _padding(window, limits)
    for what, value, bounds in (
        ("input height", window.height, limits.input_height),
        ("input width", window.width, limits.input_width),
        (f"{precision} input channel count", window.channels, limits.input_channels[target.precision]),
        ("filter count", window.filters, limits.filters),
    ):
        if _outside(value, bounds):
            return f"{what} {value} is outside {_range(bounds)}"
    if window.channels % limits.channels_multiple:
        return f"{window.channels} input channels is not a multiple of {limits.channels_multiple}"
    if window.filters % limits.filters_multiple:
        return f"{window.filters} filters is not a multiple of {limits.filters_multiple}"
    table = limits.kernel_by_channels.get(target.precision)
    if table:
        bound = next(row for row in table if window.channels <= row.max_channels)
        largest = (bound.height, bound.width)
        for what, pair in (("kernel", window.kernel), ("stride", window.strides)):
            if pair[0] > largest[0] or pair[1] > largest[1]:
                return (
                    f"{what} {_shown(pair)} exceeds {_shown(largest)} for {window.channels} {precision} input channels"
                )
    else:
        for what, value, bounds in (
            ("kernel height", window.kernel[0], limits.kernel_height),
            ("kernel width", window.kernel[1], limits.kernel_width),
            ("stride height", window.strides[0], limits.stride_height),
            ("stride width", window.strides[1], limits.stride_width),
        ):
            if _outside(value, bounds):
                return f"{what} {value} is outside {_range(bounds)}"
    if window.strides[0] > window.kernel[0] or window.strides[1] > window.kernel[1]:
        return f"stride {_shown(window.strides)} exceeds kernel {_shown(window.kernel)}"
    return _padding(window, limits)


def _padding(window: Window, limits: Conv2DLimits) -> str | None:
    if not window.padded:
        return None
    if limits.padding == "none":
        return "the 2-D convolution takes no padding (gna-convert-padded-to-valid-conv makes it explicit)"
    if window.auto_pad in ("same_upper", "same_lower"):
        return None if all(k % 2 for k in window.kernel) else "same padding of an even kernel is asymmetric"
    if window.pads_begin != window.pads_end:
        return (
            f"padding {_shown(window.pads_begin)} / {_shown(window.pads_end)} is asymmetric "
            "(gna-convert-asymmetric-padding makes it symmetric)"
        )
    if window.pads_begin[0] >= window.kernel[0] or window.pads_begin[1] >= window.kernel[1]:
        return f"padding {_shown(window.pads_begin)} is not below kernel {_shown(window.kernel)}"
    return None


# -- pooling ------------------------------------------------------------------------------------


def pooling_limit(op: ov.MaxPoolOp | ov.AvgPoolOp, target: Target) -> str | None:
    """The limit the pooling op breaks on `target`; None when it fits. GNA pools inside a
    convolution: the pooled value must come from one (through an activation at most)."""
    window = window_of(op)
    if window is None:
        return "pooling needs a static 3-D or 4-D input"
    if not _follows_convolution(op):
        return "GNA pools only the output of a convolution"
    if window.padded:
        return "GNA pooling takes no padding"
    two_d = window.kernel[0] > 1 and window.kernel[1] > 1
    if isinstance(op, ov.AvgPoolOp) and two_d:
        return "2-D average (sum) pooling is not supported"
    limits = target.generation.conv_2d
    if not two_d:
        size = max(window.kernel)
        stride = window.strides[0] if window.kernel[0] > 1 else window.strides[1]
        if limits is None or limits.conv_1d_kernel_width is None:
            if size > MAX_POOL_1D_WINDOW:
                return f"1-D pooling window {size} exceeds {MAX_POOL_1D_WINDOW}"
            return None
        if _outside(size, limits.pool_window) or _outside(stride, limits.pool_window):
            return f"pooling window {size} / stride {stride} is outside {_range(limits.pool_window)}"
        return None
    if limits is None:
        return f"2-D pooling window {_shown(window.kernel)} needs a 2-D pooling unit, which GNA {target.version} lacks"
    if limits.pool_square_only and window.kernel[0] != window.kernel[1]:
        return f"pooling window {_shown(window.kernel)} is not square"
    for value in (*window.kernel, *window.strides):
        if _outside(value, limits.pool_window):
            return (
                f"pooling window {_shown(window.kernel)} / stride {_shown(window.strides)} "
                f"is outside {_range(limits.pool_window)}"
            )
    if window.strides[0] > window.kernel[0] or window.strides[1] > window.kernel[1]:
        return f"pooling stride {_shown(window.strides)} exceeds window {_shown(window.kernel)}"
    return None


_POOLED_THROUGH = (ov.ReluV0Op, ov.SigmoidV0Op, ov.TanhV0Op, ov.ClampV0Op, ov.AddV1Op, ov.TransposeV1Op)


def _follows_convolution(op: Operation) -> bool:
    """Is the pooled value a convolution's output, through a bias Add or an activation (in the ov
    dialect, or already converted: gna ops and their layout casts)?"""
    value = op.operands[0]
    for _ in range(6):
        owner = value.owner
        if isinstance(owner, ov.ConvolutionV1Op | ov.GroupConvolutionV1Op | gna.ConvolutionOp):
            return True
        converted = isinstance(owner, Operation) and owner.dialect_name() == "gna" and owner.operands
        if not (isinstance(owner, _POOLED_THROUGH) or converted):
            return False
        value = owner.operands[0]
    return False


def group_convolution_limit(op: ov.GroupConvolutionV1Op, target: Target) -> str:
    return "GNA has no grouped convolution (gna-convert-dwsc-to-scaleshifts turns depthwise ones into scale-shifts)"
