"""TensorFlow raw ops one at a time, beside ovc: each in a one-op frozen graph (.pb) with sample
inputs of a few dtypes and attributes, converted by ovopt and by ovc (openvino.convert_model of
the same file), both run in OpenVINO (f32) against TensorFlow. test/tf/test_tf_ops.py checks
ovopt on every case; run as a script (`python -m ovopt.benchmarks.tf_ops`), this prints which
cases each converter passes.

TensorFlow is imported when the cases are built (`cases()`), not at the module's top.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from ovopt.benchmarks import tf_models as zoo

RNG = np.random.default_rng(0)


def f32(*shape, low=-3.0, high=3.0):
    return RNG.uniform(low, high, shape).astype(np.float32)


def i32(*shape, low=-5, high=5):
    return RNG.integers(low, high, shape).astype(np.int32)


# Boxes (y1, x1, y2, x2) inside the image, flipped, and reaching outside it.
BOXES = np.array([[0.1, 0.2, 0.8, 0.9], [0.6, 0.05, 0.2, 1.0], [-0.2, -0.1, 1.2, 0.7]], np.float32)


def near_grid(low: float, high: float, steps: int) -> np.ndarray:
    """Values around a quantization range [low, high] of `steps` steps: its ends and the
    values a hair either side, zero, and a sweep at a third of a step (so that none sits on a
    rounding tie) past both ends, where TensorFlow's nudged grid and the given one differ."""
    ends = np.array([low, high, 0.0], np.float32)
    hairs = np.concatenate([np.nextafter(ends, np.float32(-np.inf)), np.nextafter(ends, np.float32(np.inf))])
    step = (high - low) / steps
    sweep = np.arange(low - 3 * step, high + 3 * step, step / 3 + step / 1000, dtype=np.float64).astype(np.float32)
    return np.concatenate([ends, hairs, sweep]).astype(np.float32)


def cases() -> dict[str, tuple[Any, list]]:
    """name -> (a function of the inputs calling one raw op, the inputs)."""
    import tensorflow as tf

    R = tf.raw_ops
    X = f32(2, 3, 4)
    IMAGE = f32(1, 6, 6, 4)
    FILTER = f32(3, 3, 4, 5)
    CASES = {
        # element-wise, unary and binary, float and integer
        "Abs": (lambda x: R.Abs(x=x), [X]),
        "Abs_i32": (lambda x: R.Abs(x=x), [i32(3, 4)]),
        "Neg_i32": (lambda x: R.Neg(x=x), [i32(3, 4)]),
        "Exp": (lambda x: R.Exp(x=x), [X]),
        "Log1p": (lambda x: R.Log1p(x=x), [f32(3, 4, low=0.0)]),
        "Rsqrt": (lambda x: R.Rsqrt(x=x), [f32(3, 4, low=0.5)]),
        "Erf": (lambda x: R.Erf(x=x), [X]),
        "Softplus": (lambda x: R.Softplus(features=x), [X]),
        "Selu": (lambda x: R.Selu(features=x), [X]),
        "LeakyRelu": (lambda x: R.LeakyRelu(features=x, alpha=0.3), [X]),
        "Relu6": (lambda x: R.Relu6(features=x * 3), [X]),
        "Round": (lambda x: R.Round(x=x), [f32(8) + np.float32(0.5)]),
        "AddV2_broadcast": (lambda x, y: R.AddV2(x=x, y=y), [X, f32(4)]),
        "Sub_i32": (lambda x, y: R.Sub(x=x, y=y), [i32(3, 4), i32(4)]),
        "RealDiv": (lambda x, y: R.RealDiv(x=x, y=y), [X, f32(3, 1, low=0.5)]),
        "FloorDiv_i32": (lambda x, y: R.FloorDiv(x=x, y=y), [i32(12), np.array([3, -3, 2] * 4, np.int32)]),
        "FloorMod": (lambda x, y: R.FloorMod(x=x, y=y), [X, f32(4, low=0.5)]),
        "FloorMod_i32": (lambda x, y: R.FloorMod(x=x, y=y), [i32(12), np.array([3, -3, 2] * 4, np.int32)]),
        "Pow": (lambda x, y: R.Pow(x=x, y=y), [f32(3, 4, low=0.1), f32(3, 4)]),
        "SquaredDifference": (lambda x, y: R.SquaredDifference(x=x, y=y), [X, X[::-1].copy()]),
        "Maximum_i32": (lambda x, y: R.Maximum(x=x, y=y), [i32(3, 4), i32(3, 4)]),
        "Xlogy": (lambda x, y: R.Xlogy(x=x, y=y), [f32(3, 4, low=0.0), f32(3, 4, low=0.1)]),
        "DivNoNan": (lambda x, y: R.DivNoNan(x=x, y=y), [X, np.where(X > 0, X, 0).astype(np.float32)]),
        "Greater": (lambda x, y: R.Greater(x=x, y=y), [X, X.T.copy().T[..., ::-1].copy()]),
        "SelectV2": (lambda c, x, y: R.SelectV2(condition=c, t=x, e=y), [X > 0, X, -X]),
        "LogicalAnd": (lambda x, y: R.LogicalAnd(x=x, y=y), [X > 0, X < 1]),
        "ClipByValue": (lambda x: R.ClipByValue(t=x, clip_value_min=-1.0, clip_value_max=1.5), [X]),
        "Cast_f32_i32": (lambda x: R.Cast(x=x, DstT=tf.int32), [X]),
        "Cast_i32_f32": (lambda x: R.Cast(x=x, DstT=tf.float32), [i32(3, 4)]),
        # linear algebra
        "MatMul_transposed": (lambda a, b: R.MatMul(a=a, b=b, transpose_b=True), [f32(3, 4), f32(5, 4)]),
        "BatchMatMulV2": (lambda a, b: R.BatchMatMulV2(x=a, y=b, adj_x=True), [f32(2, 4, 3), f32(1, 4, 5)]),
        "Einsum": (lambda a, b: R.Einsum(inputs=[a, b], equation="bij,bjk->bik"), [f32(2, 3, 4), f32(2, 4, 5)]),
        # convolution and pooling (NHWC), padding and strides
        "Conv2D_same": (
            lambda x, w: R.Conv2D(input=x, filter=w, strides=[1, 1, 1, 1], padding="SAME"),
            [IMAGE, FILTER],
        ),
        "Conv2D_valid_s2": (
            lambda x, w: R.Conv2D(input=x, filter=w, strides=[1, 2, 2, 1], padding="VALID"),
            [IMAGE, FILTER],
        ),
        "Conv2D_dilated": (
            lambda x, w: R.Conv2D(input=x, filter=w, strides=[1, 1, 1, 1], padding="SAME", dilations=[1, 2, 2, 1]),
            [IMAGE, FILTER],
        ),
        "DepthwiseConv2dNative": (
            lambda x, w: R.DepthwiseConv2dNative(input=x, filter=w, strides=[1, 2, 2, 1], padding="SAME"),
            [IMAGE, f32(3, 3, 4, 2)],
        ),
        "Conv2DBackpropInput": (
            lambda w, y: R.Conv2DBackpropInput(
                input_sizes=[1, 6, 6, 4], filter=w, out_backprop=y, strides=[1, 2, 2, 1], padding="SAME"
            ),
            [FILTER, f32(1, 3, 3, 5)],
        ),
        "MaxPool_same": (
            lambda x: R.MaxPool(input=x, ksize=[1, 3, 3, 1], strides=[1, 2, 2, 1], padding="SAME"),
            [IMAGE],
        ),
        "MaxPool_explicit": (
            lambda x: R.MaxPool(
                input=x,
                ksize=[1, 3, 3, 1],
                strides=[1, 2, 2, 1],
                padding="EXPLICIT",
                explicit_paddings=[0, 0, 1, 2, 0, 1, 0, 0],
            ),
            [IMAGE],
        ),
        "AvgPool_same": (
            lambda x: R.AvgPool(value=x, ksize=[1, 3, 3, 1], strides=[1, 2, 2, 1], padding="SAME"),
            [IMAGE],
        ),
        "AvgPool_valid": (
            lambda x: R.AvgPool(value=x, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="VALID"),
            [IMAGE],
        ),
        "BiasAdd": (lambda x, b: R.BiasAdd(value=x, bias=b), [IMAGE, f32(4)]),
        "FusedBatchNormV3": (
            lambda x, s, o, m, v: R.FusedBatchNormV3(x=x, scale=s, offset=o, mean=m, variance=v, is_training=False)[0],
            [IMAGE, f32(4), f32(4), f32(4), f32(4, low=0.5)],
        ),
        "LRN": (lambda x: R.LRN(input=x, depth_radius=2, bias=1.0, alpha=0.1, beta=0.75), [IMAGE]),
        "ResizeBilinear_half_pixel": (
            lambda x: R.ResizeBilinear(images=x, size=[9, 11], half_pixel_centers=True),
            [IMAGE],
        ),
        "ResizeNearestNeighbor": (lambda x: R.ResizeNearestNeighbor(images=x, size=[12, 12]), [IMAGE]),
        "DepthToSpace": (lambda x: R.DepthToSpace(input=x, block_size=2), [IMAGE]),
        "SpaceToDepth": (lambda x: R.SpaceToDepth(input=x, block_size=2), [IMAGE]),
        # reductions and normalizations
        "Sum_keep": (lambda x: R.Sum(input=x, axis=[1, 2], keep_dims=True), [X]),
        "Mean": (lambda x: R.Mean(input=x, axis=[-1]), [X]),
        "Max_i32": (lambda x: R.Max(input=x, axis=[0]), [i32(3, 4)]),
        "Prod": (lambda x: R.Prod(input=x, axis=[1]), [f32(3, 4, low=0.5, high=1.5)]),
        "ArgMax": (lambda x: R.ArgMax(input=x, dimension=1), [X]),
        "Softmax": (lambda x: R.Softmax(logits=x), [X]),
        "LogSoftmax": (lambda x: R.LogSoftmax(logits=x), [X]),
        "Cumsum_reverse": (lambda x: R.Cumsum(x=x, axis=1, reverse=True, exclusive=True), [X]),
        "TopKV2": (lambda x: R.TopKV2(input=x, k=2)[0], [X]),
        # shape, indexing
        "Reshape": (lambda x: R.Reshape(tensor=x, shape=[4, -1]), [X]),
        "Transpose": (lambda x: R.Transpose(x=x, perm=[2, 0, 1]), [X]),
        "ConcatV2": (lambda x, y: R.ConcatV2(values=[x, y], axis=-1), [X, f32(2, 3, 2)]),
        "Pack": (lambda x, y: R.Pack(values=[x, y], axis=1), [X, X + 1]),
        "Unpack": (lambda x: R.Unpack(value=x, num=3, axis=1)[1], [X]),
        "SplitV": (lambda x: R.SplitV(value=x, size_splits=[1, -1], axis=2, num_split=2)[1], [X]),
        "StridedSlice_masks": (
            lambda x: R.StridedSlice(
                input=x,
                begin=[0, 1, 0],
                end=[0, 3, -1],
                strides=[1, 1, 2],
                begin_mask=1,
                end_mask=1,
                shrink_axis_mask=0,
            ),
            [X],
        ),
        "StridedSlice_shrink": (
            lambda x: R.StridedSlice(input=x, begin=[1, 0], end=[2, 0], strides=[1, 1], shrink_axis_mask=1, end_mask=2),
            [X],
        ),
        "Slice": (lambda x: R.Slice(input=x, begin=[0, 1, 1], size=[-1, 2, 2]), [X]),
        "GatherV2": (
            lambda x, i: R.GatherV2(params=x, indices=i, axis=2, batch_dims=0),
            [X, np.array([3, 0, 1], np.int32)],
        ),
        "GatherNd": (lambda x, i: R.GatherNd(params=x, indices=i), [X, np.array([[1, 2], [0, 0]], np.int32)]),
        "Tile": (lambda x: R.Tile(input=x, multiples=[1, 2, 1]), [X]),
        "Pad": (lambda x: R.Pad(input=x, paddings=[[0, 1], [2, 0], [1, 1]]), [X]),
        "MirrorPad": (lambda x: R.MirrorPad(input=x, paddings=[[0, 0], [1, 1], [2, 1]], mode="REFLECT"), [X]),
        "ExpandDims_Squeeze": (lambda x: R.Squeeze(input=R.ExpandDims(input=x, axis=1), axis=[1]), [X]),
        "BroadcastTo": (lambda x: R.BroadcastTo(input=x, shape=[2, 3, 4]), [f32(3, 1)]),
        "ReverseV2": (lambda x: R.ReverseV2(tensor=x, axis=[0, 2]), [X]),
        "OneHot": (
            lambda i: R.OneHot(indices=i, depth=5, on_value=2.0, off_value=-1.0),
            [np.array([0, 3, 4, 1], np.int32)],
        ),
        "Range_Fill": (
            lambda n: R.Fill(dims=[2, 2], value=n) + tf.cast(R.Range(start=0, limit=4, delta=1), tf.float32)[:2],
            [np.float32(1.5)],
        ),
        "Shape_Size": (lambda x: R.Shape(input=x) * R.Size(input=x), [X]),
        "ScatterNd": (
            lambda i, u: R.ScatterNd(indices=i, updates=u, shape=[4, 3]),
            [np.array([[1], [3]], np.int32), f32(2, 3)],
        ),
        # block rearrangements, crops, generated values, quantization grids
        "SpaceToBatchND": (
            lambda x: R.SpaceToBatchND(input=x, block_shape=[2, 2], paddings=[[0, 1], [1, 1]]),
            [f32(2, 5, 6, 3)],
        ),
        "SpaceToBatchND_1d": (
            lambda x: R.SpaceToBatchND(input=x, block_shape=[3], paddings=[[2, 1]]),
            [i32(2, 6, 2, 3)],
        ),
        "BatchToSpaceND": (
            lambda x: R.BatchToSpaceND(input=x, block_shape=[2, 2], crops=[[0, 1], [1, 0]]),
            [f32(8, 3, 3, 2)],
        ),
        "CropAndResize": (
            lambda x, boxes, index: R.CropAndResize(image=x, boxes=boxes, box_ind=index, crop_size=[5, 4]),
            [f32(2, 8, 10, 3), BOXES, np.array([1, 0, 1], np.int32)],
        ),
        "CropAndResize_nearest": (
            lambda x, boxes, index: R.CropAndResize(
                image=x, boxes=boxes, box_ind=index, crop_size=[3, 1], method="nearest", extrapolation_value=-1.0
            ),
            [f32(2, 8, 10, 3), BOXES, np.array([0, 1, 1], np.int32)],
        ),
        "LinSpace": (lambda a, z: R.LinSpace(start=a, stop=z, num=7), [np.float32(-1.5), np.float32(2.25)]),
        "MatrixBandPart": (lambda x: R.MatrixBandPart(input=x, num_lower=1, num_upper=-1), [f32(2, 4, 5)]),
        "MatrixBandPart_i32": (lambda x: R.MatrixBandPart(input=x, num_lower=0, num_upper=2), [i32(5, 3)]),
        "Unique": (lambda x: R.Unique(x=x)[0], [np.array([3, 1, 3, 2, 1, 5, 2], np.int32)]),
        "Unique_idx": (lambda x: R.Unique(x=x, out_idx=tf.int64)[1], [np.array([0.5, -1, 0.5, 2, -1], np.float32)]),
        "BroadcastArgs": (
            lambda a, z: R.BroadcastArgs(s0=a, s1=z),
            [np.array([2, 1, 0], np.int32), np.array([3, 1], np.int32)],
        ),
        "FakeQuantWithMinMaxArgs": (
            lambda x: R.FakeQuantWithMinMaxArgs(inputs=x, min=-1.0, max=1.3),
            [near_grid(-1.0, 1.3, 255)],
        ),
        "FakeQuantWithMinMaxArgs_4bit_narrow": (
            lambda x: R.FakeQuantWithMinMaxArgs(inputs=x, min=0.3, max=2.0, num_bits=4, narrow_range=True),
            [near_grid(0.3, 2.0, 14)],
        ),
        "FakeQuantWithMinMaxVars": (
            lambda x: R.FakeQuantWithMinMaxVars(inputs=x, min=tf.constant(-0.7), max=tf.constant(0.9)),
            [near_grid(-0.7, 0.9, 255)],
        ),
        "FakeQuantWithMinMaxVarsPerChannel": (
            lambda x: R.FakeQuantWithMinMaxVarsPerChannel(
                inputs=x, min=tf.constant([-0.7, 0.3, -2.0]), max=tf.constant([0.9, 2.0, -0.5]), num_bits=6
            ),
            [np.repeat(np.concatenate([near_grid(-0.7, 0.9, 63), near_grid(0.3, 2.0, 63)])[:, None], 3, axis=1)],
        ),
    }

    return CASES


def frozen_graph(case: tuple[Any, list], directory: Path):
    """The case as a frozen graph: its path, the tf.function, the inputs as arrays."""
    import tensorflow as tf

    build, inputs = case
    specs = [tf.TensorSpec(np.shape(a), tf.as_dtype(np.asarray(a).dtype), name=f"in{k}") for k, a in enumerate(inputs)]
    function = tf.function(build, input_signature=specs)
    path = zoo.save_frozen(function, directory / "model.pb")
    return path, function, [np.asarray(a) for a in inputs]


def matches(model, inputs, expected) -> bool:
    """Does the model give `expected` on `inputs`, fed by name (a graph lists its Placeholders
    in no promised order)?"""
    ordered = [
        inputs[int(next(n for n in p.get_names() if n.startswith("in"))[2:].split(":")[0])] for p in model.inputs
    ]
    (actual,) = zoo.run_openvino(model, ordered)
    if actual.shape != expected.shape:
        return False
    if expected.dtype.kind in "biu":
        return np.array_equal(actual, expected)
    return np.allclose(actual, expected, rtol=1e-4, atol=1e-5, equal_nan=True)


def main() -> int:
    import openvino

    import ovopt

    passed: dict[str, list[str]] = {"ovopt": [], "ovc": []}
    all_cases = cases()
    for name, case in all_cases.items():
        with tempfile.TemporaryDirectory() as folder:
            path, function, inputs = frozen_graph(case, Path(folder))
            expected = np.asarray(function(*inputs))
            for converter, convert in (("ovopt", ovopt.convert_model), ("ovc", openvino.convert_model)):
                try:
                    ok = matches(convert(str(path)), inputs, expected)
                except Exception:  # noqa: BLE001  (a refusal or a failure in OpenVINO: not passed)
                    ok = False
                if ok:
                    passed[converter].append(name)
    total = len(all_cases)
    print(f"cases: {total}; ovopt passes {len(passed['ovopt'])}, ovc passes {len(passed['ovc'])}")
    print("ovc only:", ", ".join(sorted(set(passed["ovc"]) - set(passed["ovopt"]))) or "none")
    print("ovopt only:", ", ".join(sorted(set(passed["ovopt"]) - set(passed["ovc"]))) or "none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
