"""DFT (opsets 17 and 20) and STFT end to end, against onnxruntime.

A transform's rounding depends on its summation order (the FFT's factorisation), so outputs are
compared with a tolerance scaled to the spectrum's magnitude: |got - expected| <= 1e-5 *
max|expected| + 1e-4 * |expected|. Entries that are zero in exact arithmetic (the imaginary
part of a real signal's DC point) come out as rounding noise of that magnitude; bit-exact or
purely relative comparisons of them would be ill-posed."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model, run_onnxruntime

SCALED_ATOL = 1e-5
RTOL = 1e-4


def check_spectrum(check_model, model, inputs):
    scale = max(float(np.abs(v).max()) for v in run_onnxruntime(model, inputs).values())
    check_model(model, inputs, rtol=RTOL, atol=SCALED_ATOL * scale)


def signal(shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def dft_model(shape, opset, axis=None, axis_input=False, dft_length=None, **attributes):
    """A DFT node on x of `shape`; the axis an attribute (17), a constant or a model input (20);
    dft_length an initializer."""
    inputs = [make_tensor_value_info("x", TensorProto.FLOAT, shape)]
    initializers, names = [], ["x", ""]
    if dft_length is not None:
        initializers.append(numpy_helper.from_array(np.array(dft_length, np.int64), "n"))
        names[1] = "n"
    if opset >= 20 and axis is not None:
        names.append("axis")
        if axis_input:
            inputs.append(make_tensor_value_info("axis", TensorProto.INT64, []))
        else:
            initializers.append(numpy_helper.from_array(np.array(axis, np.int64), "axis"))
    elif axis is not None:
        attributes["axis"] = axis
    while names[-1] == "":
        names.pop()
    node = make_node("DFT", names, ["y"], name="dft", **attributes)
    return make_model([node], inputs, [make_tensor_value_info("y", TensorProto.FLOAT, None)], initializers, opset)


CASES = {
    "real": ((2, 8, 6, 1), {}),
    "complex": ((2, 8, 6, 2), {}),
    "rfft": ((2, 8, 6, 1), {"onesided": 1}),
    "inverse": ((2, 8, 6, 2), {"inverse": 1}),
    "inverse-real": ((2, 8, 6, 1), {"inverse": 1}),
    "irfft": ((2, 5, 6, 2), {"inverse": 1, "onesided": 1}),
    "rfft-padded": ((2, 8, 6, 1), {"onesided": 1, "dft_length": 11}),
    "rfft-cut": ((2, 8, 6, 1), {"onesided": 1, "dft_length": 5}),
    "complex-cut": ((2, 8, 6, 2), {"dft_length": 6}),
    "irfft-odd": ((2, 5, 6, 2), {"inverse": 1, "onesided": 1, "dft_length": 9}),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("opset", [17, 20])
def test_dft_along_axis_1(check_model, case, opset):
    shape, attributes = CASES[case]
    model = dft_model(shape, opset, axis=1, **attributes)
    check_spectrum(check_model, model, {"x": signal(shape)})


@pytest.mark.parametrize("axis", [2, -2])
@pytest.mark.parametrize("attributes", [{}, {"onesided": 1}], ids=["full", "onesided"])
def test_dft20_constant_axis(check_model, axis, attributes):
    shape = (2, 8, 6, 1)
    check_spectrum(check_model, dft_model(shape, 20, axis=axis, **attributes), {"x": signal(shape)})


def test_dft20_default_axis(check_model):
    """Without an axis DFT-20 transforms the last signal axis (-2)."""
    shape = (3, 4, 10, 2)
    check_spectrum(check_model, dft_model(shape, 20), {"x": signal(shape)})


@pytest.mark.parametrize("case", ["real", "rfft", "irfft", "inverse"])
@pytest.mark.parametrize("axis", [1, 2])
def test_dft20_axis_at_run_time(check_model, case, axis):
    """The axis a model input: RDFT and IRDFT see it moved to a constant position."""
    shape, attributes = CASES[case]
    shape = (2, 6, 6, shape[-1])
    model = dft_model(shape, 20, axis=axis, axis_input=True, **attributes)
    check_spectrum(check_model, model, {"x": signal(shape), "axis": np.array(axis, np.int64)})


def stft_model(length, frame_step, window=None, frame_length=None):
    names, inputs = ["signal", "step"], [make_tensor_value_info("signal", TensorProto.FLOAT, [2, length, 1])]
    initializers = [numpy_helper.from_array(np.array(frame_step, np.int64), "step")]
    names.append("" if window is None else "window")
    if window is not None:
        initializers.append(numpy_helper.from_array(window, "window"))
    if frame_length is not None:
        names.append("frame_length")
        initializers.append(numpy_helper.from_array(np.array(frame_length, np.int64), "frame_length"))
    node = make_node("STFT", names, ["y"], name="stft")
    return make_model([node], inputs, [make_tensor_value_info("y", TensorProto.FLOAT, None)], initializers, 17)


@pytest.mark.parametrize(
    "window, frame_length",
    [(np.hanning(16).astype(np.float32), None), (None, 12), (np.hamming(10).astype(np.float32), 10)],
    ids=["window", "frame-length", "both"],
)
def test_stft(check_model, window, frame_length):
    model = stft_model(100, 6, window, frame_length)
    check_spectrum(check_model, model, {"signal": signal((2, 100, 1))})


def test_stft_complex_signal_is_refused(ov_convert):
    model = stft_model(64, 8, frame_length=16)
    model.graph.input[0].type.tensor_type.shape.dim[2].dim_value = 2
    result = ov_convert(model)
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [
        "ov-opt: error: no lowering to OpenVINO for node 'stft' (STFT-17): STFT lowers for a real signal "
        "[batch, length, 1] only, got tensor<2x64x2xf32>; an extension can add one (see docs/extensions.md), "
        "or --keep-unsupported keeps them as framework layers"
    ]
