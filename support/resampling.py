"""One axis of a resize as a matrix [out, in] of weights, as ONNX's Resize reference computes
it: output element j is row j times the input along that axis.

OpenVINO's Interpolate is the same computation for the modes the two share (its kernel uses
these weights), and the onnx -> ov lowering builds from them the resizes Interpolate cannot
do: antialiasing, exclude_outside, tf_crop_and_resize and half_pixel_symmetric coordinates.
"""

from __future__ import annotations

import math

import numpy as np


def source_coordinates(
    transform: str, out_length: int, in_length: int, scale: float, length: float, roi: tuple[float, float] | None = None
) -> tuple[np.ndarray, np.ndarray | None]:
    """Where each output element samples the input, and (tf_crop_and_resize) which fall outside
    it. `length` is the output length the transform divides by: ONNX takes in * scale, fractional
    or not, OpenVINO the whole out_length."""
    y = np.arange(out_length, dtype=np.float64)
    outside = None
    if transform == "align_corners":
        x = np.zeros(out_length) if length == 1 else y * (in_length - 1) / (length - 1)
    elif transform == "asymmetric":
        x = y / scale
    elif transform == "tf_crop_and_resize":
        start, end = roi
        x = (
            np.full(out_length, (end - start) * (in_length - 1) / 2)
            if length == 1
            else y * (end - start) * (in_length - 1) / (length - 1)
        )
        x = x + start * (in_length - 1)
        outside = (x < 0) | (x > in_length - 1)
    elif transform == "pytorch_half_pixel":
        # one output element samples the first input one: the ONNX spec, onnxruntime and OpenVINO
        # (ONNX's reference takes -0.5, which only cubic tells apart)
        x = np.zeros(out_length) if length == 1 else (y + 0.5) / scale - 0.5
    elif transform == "half_pixel":
        x = (y + 0.5) / scale - 0.5
    elif transform == "half_pixel_symmetric":
        offset = in_length / 2 * (1 - out_length / length)
        x = offset + (y + 0.5) / scale - 0.5
    elif transform == "tf_half_pixel_for_nn":
        x = (y + 0.5) / scale
    else:
        raise ValueError(f"unknown coordinate transformation {transform}")
    return x, outside


def nearest_coefficients(ratio: float, nearest_mode: str) -> list[float]:
    if ratio == 1:
        return [0, 1]
    chosen = {
        "round_prefer_floor": ratio > 0.5,
        "round_prefer_ceil": ratio >= 0.5,
        "floor": False,
        "ceil": True,
    }
    if nearest_mode not in chosen:
        raise ValueError(f"unknown nearest mode {nearest_mode}")
    return [0, 1] if chosen[nearest_mode] else [1, 0]


def cubic_weight(d: np.ndarray, a: float) -> np.ndarray:
    """Keys' cubic convolution kernel at distances d."""
    d = np.abs(d)
    near = (a + 2) * d**3 - (a + 3) * d**2 + 1
    far = a * d**3 - 5 * a * d**2 + 8 * a * d - 4 * a
    return np.where(d <= 1, near, np.where(d < 2, far, 0.0))


def filter_coefficients(mode: str, ratio: float, scale: float, cubic_a: float, antialias: bool) -> np.ndarray:
    """The weights of the taps around the sample point, `ratio` past the tap left of it; an
    antialiasing filter widens by 1 / scale when downscaling."""
    if mode == "linear" and not antialias:
        return np.array([1 - ratio, ratio])
    if mode == "cubic" and not antialias:
        return cubic_weight(np.array([ratio + 1, ratio, 1 - ratio, 2 - ratio]), cubic_a)
    stretch = min(scale, 1.0)
    reach = 1 if mode == "linear" else 2
    start = math.floor(-reach / stretch) + 1
    taps = (np.arange(start, 2 - start if mode == "cubic" else start + 2 - 2 * start) - ratio) * stretch
    weights = np.clip(1 - np.abs(taps), 0, 1) if mode == "linear" else cubic_weight(taps, cubic_a)
    return weights / weights.sum()


def resize_weights(
    mode: str,
    transform: str,
    in_length: int,
    out_length: int,
    scale: float,
    length: float,
    nearest_mode: str = "round_prefer_floor",
    cubic_a: float = -0.75,
    antialias: bool = False,
    exclude_outside: bool = False,
    roi: tuple[float, float] | None = None,
) -> tuple[np.ndarray, np.ndarray | None]:
    """The [out, in] weights of resizing one axis, and (tf_crop_and_resize) the output elements
    outside the input, which take the extrapolation value instead (their rows are zero)."""
    x, outside = source_coordinates(transform, out_length, in_length, scale, length, roi)
    left = np.floor(x)
    ratios = np.where(x == left, 1.0, x - left)
    if mode == "nearest":
        rows = [nearest_coefficients(r, nearest_mode) for r in ratios]
    else:
        rows = [filter_coefficients(mode, r, scale, cubic_a, antialias) for r in ratios]
    coefficients = np.array(rows, dtype=np.float64).reshape(out_length, -1)
    taps = coefficients.shape[1]
    # The `taps` indices nearest x, ties to the smaller one, as ONNX picks its neighbours.
    pad = math.ceil(taps / 2)
    padded = x + pad
    whole = np.floor(padded)
    fraction = padded - whole
    if taps % 2 == 0:
        first = whole + np.where(fraction == 0, -(taps // 2), -(taps // 2) + 1)
    else:
        first = whole + np.where(fraction <= 0.5, -((taps - 1) // 2), -((taps - 1) // 2) + 1)
    indices = (first[:, None] + np.arange(taps)[None, :] - pad).astype(np.int64)
    if exclude_outside:
        coefficients = np.where((indices < 0) | (indices >= in_length), 0.0, coefficients)
        totals = coefficients.sum(axis=1, keepdims=True)
        coefficients = coefficients / np.where(totals == 0, 1.0, totals)
    matrix = np.zeros([out_length, in_length])
    rows = np.repeat(np.arange(out_length), taps)
    np.add.at(matrix, (rows, np.clip(indices, 0, in_length - 1).reshape(-1)), coefficients.reshape(-1))
    if outside is not None:
        matrix[outside] = 0
    return matrix, outside
