"""Kernels of the Fourier transforms and STFT: numpy's FFTs in double precision, cast back."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel


def _axes(axes, rank: int) -> list[int]:
    return [int(a) + rank if a < 0 else int(a) for a in np.asarray(axes).reshape(-1)]


def _sizes(signal_size, data_shape, axes) -> list[int] | None:
    """Signal sizes per axis, -1 meaning the data's own."""
    if signal_size is None:
        return None
    return [data_shape[a] if s == -1 else int(s) for s, a in zip(np.asarray(signal_size).reshape(-1), axes)]


def _complex(data: np.ndarray) -> np.ndarray:
    return data[..., 0].astype(np.float64) + 1j * data[..., 1].astype(np.float64)


def _split(values: np.ndarray, dtype) -> np.ndarray:
    return np.stack([values.real, values.imag], axis=-1).astype(dtype)


@kernel(ov.DFTV7Op, ov.IDFTV7Op)
def dft(op: ov.ComplexDFTOp, data, axes, signal_size=None):
    values = _complex(data)
    axes = _axes(axes, values.ndim)
    transform = np.fft.ifftn if isinstance(op, ov.IDFTV7Op) else np.fft.fftn
    return (_split(transform(values, s=_sizes(signal_size, values.shape, axes), axes=axes), data.dtype),)


@kernel(ov.RDFTV9Op)
def rdft(op: ov.RDFTV9Op, data, axes, signal_size=None):
    axes = _axes(axes, data.ndim)
    sizes = _sizes(signal_size, data.shape, axes)
    return (_split(np.fft.rfftn(data.astype(np.float64), s=sizes, axes=axes), data.dtype),)


@kernel(ov.IRDFTV9Op)
def irdft(op: ov.IRDFTV9Op, data, axes, signal_size=None):
    values = _complex(data)
    axes = _axes(axes, values.ndim)
    sizes = _sizes(signal_size, values.shape, axes)
    if sizes is not None and np.asarray(signal_size).reshape(-1)[-1] == -1:
        sizes[-1] = 2 * (values.shape[axes[-1]] - 1)
    return (np.fft.irfftn(values, s=sizes, axes=axes).astype(data.dtype),)


@kernel(ov.STFTV15Op)
def stft(op: ov.STFTV15Op, signal, window, frame_size, frame_step):
    size, step = int(frame_size), int(frame_step)
    before = (size - len(window)) // 2
    padded = np.pad(window.astype(np.float64), (before, size - len(window) - before))
    count = (signal.shape[-1] - size) // step + 1
    starts = np.arange(count) * step
    frames = signal.astype(np.float64)[..., starts[:, None] + np.arange(size)]
    spectra = _split(np.fft.rfft(frames * padded, axis=-1), signal.dtype)
    if op.property_or_default("transpose_frames").value.data:
        spectra = np.swapaxes(spectra, -3, -2)
    return (spectra,)
