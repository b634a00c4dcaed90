"""UNIDIRECTIONAL_SEQUENCE_LSTM: filled in below."""

from __future__ import annotations

from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.tflite_to_ov.common import Lowerings

TABLE: dict = {}


def patterns(options: PatternPass) -> list:
    return [Lowerings(TABLE)]
