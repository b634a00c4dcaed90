"""The TFLite builtin operators' cases: small models (a tf.function TensorFlow's converter makes
into the operators, an output or a few per operator: a model per family keeps the converter's
time down), float and, for most, again full-int8. test/tflite/test_tflite_ops.py checks ovopt on
them against LiteRT; benchmarks/tf_conformance.py tables ovopt and ovc on them.

TensorFlow is imported when the cases are built (`cases()`), not at the module's top.
"""

from __future__ import annotations

from typing import Any

import numpy as np

NHWC = (1, 8, 8, 4)

# Again as full-int8 models.
INT8 = [
    "ADD_SUB_MUL_DIV_MAXIMUM_MINIMUM_SQUARED_DIFFERENCE",
    "LOGISTIC_TANH_RELU6_LEAKY_RELU_HARD_SWISH_ELU",
    "CONV_2D",
    "DEPTHWISE_CONV_2D",
    "TRANSPOSE_CONV",
    "AVERAGE_POOL_2D_MAX_POOL_2D",
    "FULLY_CONNECTED",
    "DATA_MOVEMENT",
    "MEAN_SUM_REDUCE_MAX_SOFTMAX_LOG_SOFTMAX_ARG_MAX",
    "RESIZE_BILINEAR_RESIZE_NEAREST_NEIGHBOR",
]


def _constant(shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def cases() -> dict[str, tuple[Any, list[tuple[int, ...]]]]:
    """name -> (a function of float32 inputs that the converter turns into the operators of
    the name, the input shapes)."""
    import tensorflow as tf

    def data_movement(x):
        padding = [[0, 0], [1, 2], [2, 1], [0, 0]]
        return (
            tf.transpose(tf.reshape(x, (1, 16, 16)), (0, 2, 1)),  # RESHAPE, TRANSPOSE
            tf.concat([x, -x], axis=3),  # CONCATENATION
            tf.pad(x, padding) + tf.pad(x, padding, "REFLECT"),  # PAD, MIRROR_PAD
            x[:, 1:7:2, ::-1, 2],  # STRIDED_SLICE
            tf.slice(x, [0, 1, 2, 0], [1, 3, -1, 2]) + tf.gather(x, [1, 0], axis=3)[:, 1:4, 2:],  # SLICE, GATHER
            tf.stack(tf.unstack(x, axis=1)[::-1], axis=2),  # PACK, UNPACK
            tf.split(x, 2, axis=3)[1] * tf.split(x, [1, 3], axis=3)[0],  # SPLIT, SPLIT_V
            tf.tile(x, [1, 2, 1, 1]) + tf.broadcast_to(x[:, :1], (1, 16, 8, 4)),  # TILE, BROADCAST_TO
        )

    return {
        "ADD_SUB_MUL_DIV_MAXIMUM_MINIMUM_SQUARED_DIFFERENCE": (
            lambda x, y: (
                tf.nn.relu(x + y),
                x - y * 2.0,
                x * y[:, :1],
                x / (tf.abs(y) + 1.0),
                tf.minimum(tf.maximum(x, y), 0.5),
                tf.math.squared_difference(x, y),
            ),
            [NHWC, NHWC],
        ),
        "LOGISTIC_TANH_RELU6_LEAKY_RELU_HARD_SWISH_ELU": (
            lambda x: (
                tf.sigmoid(x),
                tf.tanh(x),
                tf.nn.relu6(3.0 * x),
                tf.nn.leaky_relu(x, 0.1),
                x * tf.nn.relu6(x + 3.0) / 6.0,
                tf.nn.elu(x),
            ),
            [NHWC],
        ),
        "EXP_LOG_SQRT_RSQRT_FLOOR_NEG_SQUARE": (
            lambda x: (
                tf.exp(x) + tf.math.log(tf.abs(x) + 1),
                tf.sqrt(tf.abs(x)) + tf.math.rsqrt(tf.abs(x) + 1),
                tf.floor(x) - tf.square(x),
            ),
            [NHWC],
        ),
        "CONV_2D": (
            lambda x: (
                tf.nn.conv2d(x, _constant((3, 3, 4, 6)), 2, "SAME"),
                tf.nn.conv2d(x, _constant((3, 3, 4, 6), 1), 1, "VALID", dilations=2),
            ),
            [NHWC],
        ),
        "DEPTHWISE_CONV_2D": (
            lambda x: tf.nn.depthwise_conv2d(x, _constant((3, 3, 4, 2)), [1, 1, 1, 1], "SAME"),
            [NHWC],
        ),
        "TRANSPOSE_CONV": (
            lambda x: tf.nn.conv2d_transpose(x, _constant((3, 3, 5, 4)), (1, 16, 16, 5), 2, "SAME"),
            [NHWC],
        ),
        "AVERAGE_POOL_2D_MAX_POOL_2D": (
            lambda x: (tf.nn.avg_pool2d(x, 3, 2, "SAME"), tf.nn.max_pool2d(x, 2, 2, "VALID")),
            [NHWC],
        ),
        "FULLY_CONNECTED": (lambda x: tf.matmul(tf.reshape(x, (1, -1)), _constant((256, 7))) + 0.5, [NHWC]),
        "BATCH_MATMUL": (lambda x, y: tf.matmul(x, y, transpose_b=True), [(2, 3, 5), (2, 4, 5)]),
        "DATA_MOVEMENT": (data_movement, [NHWC]),
        "MEAN_SUM_REDUCE_MAX_SOFTMAX_LOG_SOFTMAX_ARG_MAX": (
            lambda x: (
                tf.reduce_mean(x, [1, 2]),
                tf.reduce_sum(x, [1, 2], keepdims=True),
                tf.reduce_max(x, 3),
                tf.nn.softmax(tf.reshape(x, (16, 16))),
                tf.nn.log_softmax(tf.reshape(x, (16, 16))),
                tf.argmax(x, axis=3, output_type=tf.int32),
            ),
            [NHWC],
        ),
        "RESIZE_BILINEAR_RESIZE_NEAREST_NEIGHBOR": (
            lambda x: (tf.image.resize(x, (13, 11), "bilinear"), tf.image.resize(x, (16, 12), "nearest")),
            [NHWC],
        ),
        "SELECT_V2": (lambda x: tf.where(x > 0, x, x * 0.25), [NHWC]),
    }


def concrete_function(case: tuple[Any, list[tuple[int, ...]]]) -> Any:
    """The case traced on float32 inputs of its shapes: what to_tflite converts."""
    import tensorflow as tf

    function, shapes = case
    return tf.function(function).get_concrete_function(*[tf.TensorSpec(s, tf.float32) for s in shapes])
