"""Kernels of NonMaxSuppression and ROIAlign: ONNX's, in the cases where OpenVINO's agree with
them (no soft-NMS, no sorting across batches; average pooling). OpenVINO's `half_pixel_for_nn`
is ONNX's `half_pixel` (measured against onnxruntime); its `half_pixel` is not modelled."""

from __future__ import annotations

import numpy as np

from ovopt.dialects import ov
from ovopt.dialects.ov_reference.core import kernel
from ovopt.dialects.ov_reference.onnx_semantics import run_onnx_node
from ovopt.support import elements
from ovopt.support.shapes import element_of


@kernel(ov.NonMaxSuppressionV9Op)
def non_max_suppression(op: ov.NonMaxSuppressionV9Op, boxes, scores, max_output, iou, score_threshold, sigma):
    if float(np.asarray(sigma).reshape(-1)[0]) != 0 or op.property_or_default("sort_result_descending").value.data:
        raise NotImplementedError("NonMaxSuppression kernel for soft-NMS or results sorted across batches")
    (selected,) = run_onnx_node(
        "NonMaxSuppression",
        [boxes, scores, *(np.asarray(v).reshape(1) for v in (max_output, iou, score_threshold))],
        1,
        center_point_box=int(op.property_or_default("box_encoding").data == "center"),
    )
    index_dtype = elements.numpy_dtype(element_of(op.selected_indices.type))
    selected = selected.reshape(-1, 3)
    picked = scores[selected[:, 0], selected[:, 1], selected[:, 2]]
    selected_scores = np.concatenate([selected[:, :2].astype(scores.dtype), picked[:, None]], axis=1)
    return selected.astype(index_dtype), selected_scores, np.array([len(selected)], index_dtype)


@kernel(ov.ROIAlignV9Op)
def roi_align(op: ov.ROIAlignV9Op, data, rois, batch_indices):
    aligned_mode = op.property_or_default("aligned_mode").data
    if op.mode.data != "avg" or aligned_mode == "half_pixel":
        raise NotImplementedError("ROIAlign kernel for max pooling or aligned_mode half_pixel")
    (y,) = run_onnx_node(
        "RoiAlign",
        [data, rois, batch_indices.astype(np.int64)],
        1,
        coordinate_transformation_mode="half_pixel" if aligned_mode == "half_pixel_for_nn" else "output_half_pixel",
        mode="avg",
        output_height=op.pooled_h.value.data,
        output_width=op.pooled_w.value.data,
        sampling_ratio=op.sampling_ratio.value.data,
        spatial_scale=op.spatial_scale.value.data,
    )
    return (y,)
