"""TensorFlow raw ops one at a time (benchmarks/tf_ops.py's cases: element-wise, linear, NHWC
convolution and pooling, normalization, reduction, shape and indexing ops, block moves, crops,
generated values and FakeQuant's nudged grids, several dtypes and attributes each), each in a
one-op frozen graph converted by ovopt and run in OpenVINO (f32) against TensorFlow. The script
beside it runs ovc on the same files and lists what each passes."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("tensorflow")

import ovopt
from ovopt.benchmarks import tf_ops

CASES = tf_ops.cases()


@pytest.mark.parametrize("name", list(CASES))
def test_op(name, tmp_path):
    path, function, inputs = tf_ops.frozen_graph(CASES[name], tmp_path)
    expected = np.asarray(function(*inputs))
    assert tf_ops.matches(ovopt.convert_model(path), inputs, expected)
