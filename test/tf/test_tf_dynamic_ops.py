"""The composed TF lowerings at shapes known only at run time, through the CLI: one IR of a
frozen graph with dynamic dims (a batch, an image's height and width, a vector's length, a
run-time count or band), run in OpenVINO at two sizes against TensorFlow."""

from __future__ import annotations

import io
from contextlib import redirect_stderr

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")

import openvino  # noqa: E402

from ovopt.benchmarks import tf_models as zoo  # noqa: E402
from ovopt.benchmarks import tf_ops  # noqa: E402
from ovopt.tools.ov_opt import main as ov_opt  # noqa: E402

R = tf.raw_ops
RNG = np.random.default_rng(1)


def f32(*shape):
    return RNG.uniform(-3.0, 3.0, shape).astype(np.float32)


# name -> (the op, its input specs, inputs at two sizes)
CASES = {
    "SpaceToBatchND": (
        lambda x: R.SpaceToBatchND(input=x, block_shape=[2, 3], paddings=[[1, 0], [0, 0]]),
        [tf.TensorSpec([None, 5, 6, 2], tf.float32)],
        [[f32(1, 5, 6, 2)], [f32(3, 5, 6, 2)]],
    ),
    "BatchToSpaceND": (
        lambda x: R.BatchToSpaceND(input=x, block_shape=[3, 2], crops=[[1, 1], [0, 1]]),
        [tf.TensorSpec([None, 2, 3, 2], tf.float32)],
        [[f32(6, 2, 3, 2)], [f32(12, 2, 3, 2)]],
    ),
    "CropAndResize": (
        lambda x, b, i: R.CropAndResize(image=x, boxes=b, box_ind=i, crop_size=[4, 3], extrapolation_value=7.0),
        [
            tf.TensorSpec([None, None, None, 3], tf.float32),
            tf.TensorSpec([None, 4], tf.float32),
            tf.TensorSpec([None], tf.int32),
        ],
        [
            [f32(2, 7, 9, 3), tf_ops.BOXES, np.array([1, 0, 1], np.int32)],
            [f32(1, 12, 5, 3), tf_ops.BOXES[:2], np.array([0, 0], np.int32)],
        ],
    ),
    "Unique": (
        lambda x: R.Unique(x=x)[0],
        [tf.TensorSpec([None], tf.int32)],
        [[np.array([4, 4, -1, 2, -1], np.int32)], [np.array([7, 0, 7, 7, 3, 0, 9, 1], np.int32)]],
    ),
    "MatrixBandPart": (
        lambda x, n: R.MatrixBandPart(input=x, num_lower=n, num_upper=1),
        [tf.TensorSpec([None, None], tf.float32), tf.TensorSpec([], tf.int32)],
        [[f32(4, 6), np.int32(2)], [f32(5, 3), np.int32(-1)]],
    ),
    "LinSpace": (
        lambda a, n: R.LinSpace(start=a, stop=a + 4.0, num=n),
        [tf.TensorSpec([], tf.float32), tf.TensorSpec([], tf.int32)],
        [[np.float32(-1.25), np.int32(9)], [np.float32(0.5), np.int32(1)]],
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_dynamic_op(name, tmp_path):
    build, specs, runs = CASES[name]
    specs = [tf.TensorSpec(s.shape, s.dtype, name=f"in{k}") for k, s in enumerate(specs)]
    function = tf.function(build, input_signature=specs)
    path = zoo.save_frozen(function, tmp_path / "model.pb")
    xml = tmp_path / "model.xml"
    with redirect_stderr(io.StringIO()):
        assert ov_opt([str(path), "-t", "ir", "-o", str(xml)]) == 0
    model = openvino.Core().read_model(str(xml))
    for inputs in runs:
        assert tf_ops.matches(model, [np.asarray(a) for a in inputs], np.asarray(function(*inputs)))
