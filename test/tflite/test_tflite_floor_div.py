"""TFLite's FLOOR_DIV of integers of mixed signs against the LiteRT interpreter: Python's floor
division (7 // -2 is -4), which OpenVINO's CPU plugin does not give for an integer Divide with
`m_pythondiv` (it truncates: -3), so the lowering divides x - x mod y exactly instead."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("ai_edge_litert")
tf = pytest.importorskip("tensorflow")

from tflite_support import run_litert, run_openvino_model, to_tflite  # noqa: E402

from support import convert  # noqa: E402


def test_integer_floor_division_of_mixed_signs(tmp_path):
    dtype = "int32"  # TFLite's FLOOR_DIV takes int32 and float32 (int64 needs TensorFlow's own op)
    divisors = tf.constant([3, -2, 5, -7], getattr(tf, dtype))

    def floor_divide(x):
        return tf.math.floordiv(tf.cast(tf.round(x * 8.0), getattr(tf, dtype)), divisors)

    function = tf.function(floor_divide).get_concrete_function(tf.TensorSpec((6, 4), tf.float32))
    path = to_tflite(function, tmp_path / "floor_div.tflite")
    x = np.random.default_rng(0).standard_normal((6, 4)).astype(np.float32)
    expected = run_litert(path, [x])[0]
    numerators = np.round(x * 8).astype(dtype)
    assert np.array_equal(expected, numerators // np.array([3, -2, 5, -7], dtype))  # LiteRT floors
    assert ((numerators % np.array([3, -2, 5, -7])) != 0).any() and (numerators < 0).any()
    converted = convert(path, tmp_path)
    assert converted.returncode == 0, converted.stderr
    np.testing.assert_array_equal(run_openvino_model(converted.xml, [x])[0], expected)
