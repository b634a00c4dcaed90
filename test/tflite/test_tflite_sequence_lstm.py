"""UNIDIRECTIONAL_SEQUENCE_LSTM (TFLite's converter fuses a Keras 2 LSTM into it) as
LSTMSequence, against the LiteRT interpreter; ovc refuses these files. The models are kept under
Inputs/ (make_keras2_lstm.py writes them: tf_keras is no test dependency)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("ai_edge_litert")

from tflite_support import run_litert, run_openvino_model, sample_inputs

from ovopt.benchmarks.tf_models import count_ops
from support import convert

INPUTS = Path(__file__).parent / "Inputs"


@pytest.mark.parametrize(
    "name, tolerance",
    [
        ("keras2_lstm.tflite", 1e-5),
        ("keras2_lstm_time_major.tflite", 1e-5),
        # LiteRT's hybrid kernel quantizes the data to int8 on the fly; ovopt computes in f32 on
        # the int8 weights' real values
        ("keras2_lstm_dynamic.tflite", 2e-2),
    ],
)
def test_sequence_lstm(name, tolerance, tmp_path):
    path = INPUTS / name
    converted = convert(path, tmp_path)
    assert converted.returncode == 0, converted.stderr
    assert count_ops(converted.xml, "LSTMSequence") == 1 and count_ops(converted.xml, "Transpose") == 0
    inputs = sample_inputs(path)
    (expected,) = run_litert(path, inputs)
    (actual,) = run_openvino_model(converted.xml, inputs)
    print(name, float(np.abs(actual - expected).max()))
    np.testing.assert_allclose(actual, expected, rtol=0, atol=tolerance * max(1.0, float(np.abs(expected).max())))


def test_clip_that_may_act_is_refused(tmp_path):
    """12 steps may take the cell state past TFLite's clip of 10, which LSTMSequence has not."""
    line = convert(INPUTS / "keras2_lstm_long.tflite", tmp_path).assert_refused("(UNIDIRECTIONAL_SEQUENCE_LSTM)")
    assert "clips the cell state to 10, which 12 steps may reach" in line


def test_int8_lstm_is_refused(tmp_path):
    """The integer LSTM kernel's fixed-point gates and 16-bit cell: refused, naming the node."""
    line = convert(INPUTS / "keras2_lstm_int8.tflite", tmp_path).assert_refused("(UNIDIRECTIONAL_SEQUENCE_LSTM)")
    assert "its input or output is quantized (the int8 LSTM kernel); ovopt lowers the float LSTM only" in line
