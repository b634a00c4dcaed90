"""Writes the UNIDIRECTIONAL_SEQUENCE_LSTM models beside it: TFLite's converter fuses a Keras 2
(tf_keras) LSTM into that operator, Keras 3's into a WHILE, and tf_keras is no test dependency,
so the few-kilobyte files are kept. Run with tf_keras importable (pip install tf-keras matching
TensorFlow): `python test/tflite/Inputs/make_keras2_lstm.py`.

- keras2_lstm.tflite: LSTM(4, return_sequences) on [1, 5, 3], cell_clip 10 (Keras 2's).
- keras2_lstm_time_major.tflite: the same, time-major ([5, 1, 3]).
- keras2_lstm_dynamic.tflite: LSTM(32) on [1, 6, 40], weights int8 over float data (dynamic range).
- keras2_lstm_long.tflite: LSTM(4) on [1, 12, 3]: 12 steps may reach the clip of 10.
- keras2_lstm_int8.tflite: LSTM(4) on [1, 5, 3], full int8 (the integer LSTM kernel).
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np
import tensorflow as tf
import tf_keras

HERE = Path(__file__).parent


def write(name: str, shape: tuple[int, ...], units: int, mode: str = "float", **options) -> None:
    tf_keras.utils.set_random_seed(0)
    inputs = tf_keras.Input(shape[1:], batch_size=shape[0])
    layer = tf_keras.layers.LSTM(units, bias_initializer=tf_keras.initializers.RandomUniform(seed=1), **options)
    converter = tf.lite.TFLiteConverter.from_keras_model(tf_keras.Model(inputs, layer(inputs)))
    if mode != "float":
        converter.optimizations = [tf.lite.Optimize.DEFAULT]
    if mode == "int8":
        rng = np.random.default_rng(0)
        converter.representative_dataset = lambda: ([rng.standard_normal(shape).astype(np.float32)] for _ in range(8))
        converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS_INT8]
        converter.inference_input_type = converter.inference_output_type = tf.int8
    (HERE / name).write_bytes(converter.convert())


if __name__ == "__main__":
    write("keras2_lstm.tflite", (1, 5, 3), 4, return_sequences=True)
    write("keras2_lstm_time_major.tflite", (5, 1, 3), 4, return_sequences=True, time_major=True)
    write("keras2_lstm_dynamic.tflite", (1, 6, 40), 32, "dynamic")
    write("keras2_lstm_long.tflite", (1, 12, 3), 4)
    write("keras2_lstm_int8.tflite", (1, 5, 3), 4, "int8", return_sequences=True)
