"""Pooling: AVERAGE_POOL_2D as AvgPool-1 (SAME padding excluded from the average, as TFLite
computes it), MAX_POOL_2D as MaxPool-8, in NCHW between the layout change's transposes."""

from __future__ import annotations

from xdsl.ir import SSAValue

from ovopt.dialects import ov, tflite
from ovopt.lowering.layout_change import channels_first, channels_last
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Builder, Lowerings, finish, lowers
from ovopt.lowering.tflite_to_ov.conv import window

TABLE: dict = {}


def _window(op) -> dict:
    kernel = [op.filter_height, op.filter_width]
    settings = window(op, op.inputs[0], kernel)
    del settings["dilations"]
    return dict(kernel=kernel, rounding_type="floor", **settings)


@lowers(TABLE, tflite.AveragePool2DOp)
def average_pool(b: Builder, op: tflite.AveragePool2DOp) -> SSAValue:
    y = b.add(ov.AvgPoolV1Op(channels_first(b, op.inputs[0]), **_window(op), **{"exclude-pad": True}))
    return channels_last(b, finish(b, op, y, channel_axis=1))


@lowers(TABLE, tflite.MaxPool2DOp)
def max_pool(b: Builder, op: tflite.MaxPool2DOp) -> SSAValue:
    pool = ov.MaxPoolV8Op(channels_first(b, op.inputs[0]), **_window(op), dilations=[1, 1], axis=0)
    b.add(pool)
    return channels_last(b, finish(b, op, pool.results[0], channel_axis=1))


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
