"""Signal processing: discrete Fourier transforms (complex values are a trailing axis of 2, the
real and imaginary parts) and the short-time Fourier transform."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.ir import SSAValue
from xdsl.irdl import operand_def, opt_operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop
from ovopt.dialects.ov.base import OvOp, flag, ov_op
from ovopt.dialects.ov.operands import integer_input, known_int, known_ints, scalar_input, vector_length
from ovopt.support import elements
from ovopt.support.shapes import Shape, element_of, normalize_axis, require_element, shape_of, show, tensor_type


def _float_element(value: SSAValue, what: str):
    return require_element(value.type, elements.is_floating, f"{what} must be a floating-point tensor")


def _transformed(
    shape: Shape, axes: SSAValue, signal_size: SSAValue | None, axis_rank: int | None
) -> tuple[Shape, list[int] | None]:
    """`shape` (the dims the axes count over) with each transformed axis resized to its signal
    size, and the transformed axes counted from the front; all `?` while the axes are unknown."""
    integer_input(axes, "the DFT axes")
    count = vector_length(axes, "the DFT axes") if shape_of(axes.type) != [] else 1
    if signal_size is not None:
        integer_input(signal_size, "the DFT signal_size")
        sizes_count = vector_length(signal_size, "the DFT signal_size")
        if count is not None and sizes_count is not None and count != sizes_count:
            raise VerifyException(f"signal_size has {sizes_count} values for {count} axes")
    values = known_ints(axes)
    if shape is None or axis_rank is None:
        return shape, None
    if values is None:
        return (list(shape) if signal_size is None else [None] * len(shape)), None
    axes_from_front = [normalize_axis(a, axis_rank, "DFT axis") for a in values]
    if len(set(axes_from_front)) != len(axes_from_front):
        raise VerifyException(f"the DFT axes {values} repeat an axis")
    sizes = None if signal_size is None else known_ints(signal_size)
    resized = list(shape)
    for i, axis in enumerate(axes_from_front):
        if signal_size is not None:
            resized[axis] = None if sizes is None else (shape[axis] if sizes[i] == -1 else sizes[i])
    return resized, axes_from_front


def _complex_shape(value: SSAValue, what: str) -> Shape:
    shape = shape_of(value.type)
    if shape is not None and (len(shape) < 2 or shape[-1] not in (2, None)):
        raise VerifyException(f"{what} must be complex, [..., 2], got shape {show(shape)}")
    return shape


class SpectralOp(OvOp):
    """The operands every discrete Fourier transform takes: the data, the axes transformed and
    optionally the number of points per axis (`signal_size`)."""

    data = operand_def(TensorType)
    axes = operand_def(TensorType)
    signal_size = opt_operand_def(TensorType)
    output = result_def(TensorType)


class ComplexDFTOp(SpectralOp):
    """DFT-7 and IDFT-7: complex data [..., 2] transformed along `axes`; `signal_size` trims or
    zero-pads each transformed axis first."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes, *signal_size = operands
        element = _float_element(data, "the DFT data")
        shape = _complex_shape(data, "the DFT data")
        rank = None if shape is None else len(shape) - 1
        resized, _ = _transformed(shape, axes, signal_size[0] if signal_size else None, rank)
        return [tensor_type(element, resized)]


@ov_op(7)
class DFTV7Op(ComplexDFTOp):
    """DFT-7: the forward transform, unnormalised."""


@ov_op(7)
class IDFTV7Op(ComplexDFTOp):
    """IDFT-7: the inverse transform, divided by the number of transformed points."""


@ov_op(9)
class RDFTV9Op(SpectralOp):
    """RDFT-9: real data transformed along `axes` into its non-redundant half: the last
    transformed axis keeps `n // 2 + 1` points; the result is complex, [..., 2]."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes, *signal_size = operands
        element = _float_element(data, "the RDFT data")
        shape = shape_of(data.type)
        resized, axes_from_front = _transformed(shape, axes, signal_size[0] if signal_size else None, _rank(shape))
        if resized is None:
            return [tensor_type(element, None)]
        if axes_from_front is None:
            resized = [None] * len(resized)
        else:
            last = axes_from_front[-1]
            resized[last] = None if resized[last] is None else resized[last] // 2 + 1
        return [tensor_type(element, [*resized, 2])]


@ov_op(9)
class IRDFTV9Op(SpectralOp):
    """IRDFT-9: the inverse of RDFT: complex half-spectra [..., 2] to a real signal; the last
    transformed axis grows to `2 * (n - 1)` points unless `signal_size` says otherwise."""

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, axes, *signal_size = operands
        element = _float_element(data, "the IRDFT data")
        shape = _complex_shape(data, "the IRDFT data")
        real = None if shape is None else shape[:-1]
        size = signal_size[0] if signal_size else None
        resized, axes_from_front = _transformed(real, axes, size, _rank(real))
        if resized is None:
            return [tensor_type(element, None)]
        if axes_from_front is None:
            return [tensor_type(element, [None] * len(resized))]
        sizes = None if size is None else known_ints(size)
        last = axes_from_front[-1]
        if size is None or (sizes is not None and sizes[-1] == -1):
            resized[last] = None if real[last] is None else 2 * (real[last] - 1)
        return [tensor_type(element, resized)]


def _rank(shape: Shape) -> int | None:
    return None if shape is None else len(shape)


@ov_op(15)
class STFTV15Op(OvOp):
    """STFT-15: the real signal [batch, length] (or [length]) cut into frames of `frame_size`
    every `frame_step` samples, each multiplied by the window (centred, zero-padded to the frame
    size) and transformed onesided: [batch, frames, frame_size // 2 + 1, 2], or with
    `transpose_frames` [batch, frame_size // 2 + 1, frames, 2]."""

    signal = operand_def(TensorType)
    window = operand_def(TensorType)
    frame_size = operand_def(TensorType)
    frame_step = operand_def(TensorType)
    output = result_def(TensorType)
    transpose_frames = bool_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        signal, window, frame_size, frame_step = operands
        element = _float_element(signal, "the STFT signal")
        if element_of(window.type) != element:
            raise VerifyException(f"the STFT window must be {element} as the signal, got {element_of(window.type)}")
        shape, window_shape = shape_of(signal.type), shape_of(window.type)
        if shape is not None and len(shape) not in (1, 2):
            raise VerifyException(f"the STFT signal must be 1-D or 2-D, got shape {show(shape)}")
        if window_shape is not None and len(window_shape) != 1:
            raise VerifyException(f"the STFT window must be 1-D, got shape {show(window_shape)}")
        for value, what in ((frame_size, "the STFT frame_size"), (frame_step, "the STFT frame_step")):
            integer_input(value, what)
            scalar_input(value, what)
        size, step = known_int(frame_size), known_int(frame_step)
        if any(v is not None and v <= 0 for v in (size, step)):
            raise VerifyException(f"the STFT frame_size and frame_step must be positive, got {size} and {step}")
        window_length = None if window_shape is None else window_shape[0]
        if size is not None and window_length is not None and window_length > size:
            raise VerifyException(f"the STFT window ({window_length}) is longer than the frame ({size})")
        if shape is None:
            return [tensor_type(element, None)]
        length = shape[-1]
        if size is not None and length is not None and size > length:
            raise VerifyException(f"the STFT frame ({size}) is longer than the signal ({length})")
        known = None not in (size, step, length)
        frames = (length - size) // step + 1 if known else None
        bins = None if size is None else size // 2 + 1
        layout = [bins, frames] if flag(properties, "transpose_frames") else [frames, bins]
        return [tensor_type(element, [*shape[:-1], *layout, 2])]


OPS = [DFTV7Op, IDFTV7Op, RDFTV9Op, IRDFTV9Op, STFTV15Op]
__all__ = [op.__name__ for op in OPS]
