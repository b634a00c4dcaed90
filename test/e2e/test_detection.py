"""NonMaxSuppression and RoiAlign end to end, against onnxruntime (ONNX's reference where
onnxruntime refuses the model)."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model, node_model, run_onnx_reference

RNG = np.random.default_rng(5)


def random_boxes(batches, count, center=False):
    """Boxes in a 10 x 10 field, some overlapping: corners (y1, x1, y2, x2, in either order)
    or centres and sizes."""
    start = RNG.uniform(0, 8, [batches, count, 2])
    size = RNG.uniform(0.5, 3, [batches, count, 2])
    if center:
        return np.concatenate([start[..., ::-1] + size / 2, size[..., ::-1]], axis=-1).astype(np.float32)
    end = start + size
    flip = RNG.random([batches, count, 1]) < 0.3
    return np.where(flip, np.concatenate([end, start], -1), np.concatenate([start, end], -1)).astype(np.float32)


def nms_model(batches, classes, count, thresholds, center=False):
    inputs = [
        make_tensor_value_info("boxes", TensorProto.FLOAT, [batches, count, 4]),
        make_tensor_value_info("scores", TensorProto.FLOAT, [batches, classes, count]),
    ]
    initializers = [
        numpy_helper.from_array(np.array([value], dtype), name)
        for (name, value), dtype in zip(thresholds.items(), (np.int64, np.float32, np.float32))
    ]
    node = make_node("NonMaxSuppression", ["boxes", "scores", *thresholds], ["selected"], center_point_box=int(center))
    outputs = [make_tensor_value_info("selected", TensorProto.INT64, None)]
    return make_model([node], inputs, outputs, initializers, opset=11)


@pytest.mark.parametrize(
    "thresholds",
    [
        {"max_output": 3, "iou": 0.3, "score": 0.4},
        {"max_output": 10, "iou": 0.1},
        {"max_output": 2},
    ],
    ids=["all", "no-score-threshold", "max-only"],
)
@pytest.mark.parametrize("center", [False, True], ids=["corners", "centres"])
def test_non_max_suppression(check_model, thresholds, center):
    model = nms_model(2, 3, 12, thresholds, center)
    feeds = {"boxes": random_boxes(2, 12, center), "scores": RNG.random([2, 3, 12]).astype(np.float32)}
    check_model(model, feeds)


def test_non_max_suppression_keeps_negative_scores(check_model):
    """Without a score threshold every box counts, also those of negative score."""
    feeds = {"boxes": random_boxes(1, 8), "scores": -RNG.random([1, 2, 8]).astype(np.float32)}
    check_model(nms_model(1, 2, 8, {"max_output": 8, "iou": 0.5}), feeds)


def roi_feeds():
    x1y1 = RNG.uniform(0, 6, [5, 2])
    rois = np.concatenate([x1y1, x1y1 + RNG.uniform(1, 4, [5, 2])], axis=1).astype(np.float32)
    return {
        "x": RNG.standard_normal([2, 3, 10, 10]).astype(np.float32),
        "rois": rois,
        "batch_indices": np.array([0, 1, 1, 0, 1], np.int64),
    }


def roi_model(opset, **attributes):
    inputs = {
        "x": (TensorProto.FLOAT, [2, 3, 10, 10]),
        "rois": (TensorProto.FLOAT, [5, 4]),
        "batch_indices": (TensorProto.INT64, [5]),
    }
    return node_model("RoiAlign", inputs, TensorProto.FLOAT, opset, **attributes)


@pytest.mark.parametrize(
    "opset, attributes",
    [
        (10, {"output_height": 3, "output_width": 2, "sampling_ratio": 2, "spatial_scale": 0.8}),
        (16, {"output_height": 2, "output_width": 4, "coordinate_transformation_mode": "output_half_pixel"}),
        (16, {"output_height": 3, "output_width": 3, "sampling_ratio": 3, "spatial_scale": 0.5}),
    ],
    ids=["opset10", "output_half_pixel", "half_pixel"],
)
def test_roi_align(check_model, opset, attributes):
    check_model(roi_model(opset, **attributes), roi_feeds())


def test_roi_align_max_is_refused(ov_convert):
    converted = ov_convert(roi_model(16, mode="max"))
    assert converted.returncode == 1
    assert "node 'roialign' (RoiAlign-16): RoiAlign mode 'max'" in converted.stderr


@pytest.mark.parametrize("runtime", [False, True], ids=["constant", "runtime"])
def test_non_max_suppression_iou_on_the_threshold(check_model, runtime):
    """IoU exactly 0.5 at threshold 0.5: ONNX keeps both boxes (only a larger IoU suppresses);
    a box scoring exactly the score threshold is dropped by both."""
    boxes = np.array([[[0, 0, 1, 1], [0, 0, 1, 0.5], [5, 5, 6, 6]]], np.float32)
    scores = np.array([[[0.9, 0.8, 0.25]]], np.float32)
    thresholds = {"max_output": 3, "iou": 0.5, "score": 0.25}
    model = nms_model(1, 1, 3, thresholds)
    feeds = {"boxes": boxes, "scores": scores}
    if runtime:
        model.graph.initializer.pop(1)
        model.graph.input.append(make_tensor_value_info("iou", TensorProto.FLOAT, [1]))
        feeds["iou"] = np.array([0.5], np.float32)
    check_model(model, feeds)


@pytest.mark.parametrize("runtime", [False, True], ids=["constant", "runtime"])
def test_non_max_suppression_iou_below_zero(check_model, runtime):
    """An IoU threshold of -0.5 suppresses only intersecting boxes (ONNX compares the IoU of
    boxes that intersect), as 0 does: box 1, disjoint from box 0, stays. Against ONNX's
    reference: onnxruntime refuses a threshold outside [0, 1]."""
    boxes = np.array([[[0, 0, 1, 1], [2, 2, 3, 3], [0, 0, 1, 1.05], [0.5, 0.5, 1.5, 1.5]]], np.float32)
    scores = np.array([[[0.9, 0.8, 0.7, 0.6]]], np.float32)
    model = nms_model(1, 1, 4, {"max_output": 4, "iou": -0.5})
    feeds = {"boxes": boxes, "scores": scores}
    if runtime:
        model.graph.initializer.pop(1)
        model.graph.input.append(make_tensor_value_info("iou", TensorProto.FLOAT, [1]))
        feeds["iou"] = np.array([-0.5], np.float32)
    check_model(model, feeds, expected_from=run_onnx_reference)


def test_detection_folds(check_model):
    """Every input constant: the reference kernels compute both outputs at compile time."""
    roi = roi_feeds()
    boxes, scores = random_boxes(1, 8), RNG.random([1, 2, 8]).astype(np.float32)
    constants = {**roi, "boxes": boxes, "scores": scores, "max_output": np.array([3], np.int64)}
    nodes = [
        make_node("RoiAlign", ["x", "rois", "batch_indices"], ["pooled"], output_height=2, output_width=2),
        make_node("NonMaxSuppression", ["boxes", "scores", "max_output"], ["selected"]),
    ]
    outputs = [
        make_tensor_value_info("pooled", TensorProto.FLOAT, None),
        make_tensor_value_info("selected", TensorProto.INT64, None),
    ]
    initializers = [numpy_helper.from_array(value, name) for name, value in constants.items()]
    check_model(make_model(nodes, [], outputs, initializers, opset=16), {})
