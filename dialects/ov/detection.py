"""Object detection: NonMaxSuppression over scored boxes, ROIAlign pooling of regions."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType, i32, i64
from xdsl.irdl import operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import bool_prop, float_prop, int_prop, one_of, type_prop
from ovopt.dialects.ov.base import OvOp, int_value, ov_op
from ovopt.dialects.ov.operands import integer_input, scalar_input
from ovopt.support.elements import is_floating, is_integer
from ovopt.support.shapes import Shape, require_element, same_element_type, shape_of, show, tensor_type


def _require_rank(shape: Shape, rank: int, what: str) -> None:
    if shape is not None and len(shape) != rank:
        raise VerifyException(f"{what} must be of rank {rank}, got shape {show(shape)}")


def _agree(a, b, what: str) -> None:
    if None not in (a, b) and a != b:
        raise VerifyException(f"{what} differ: {a} and {b}")


@ov_op(9)
class NonMaxSuppressionV9Op(OvOp):
    """NonMaxSuppression-9: per batch and class, the boxes by falling score, each dropped when
    it overlaps a kept one by more than `iou_threshold` or scores no more than
    `score_threshold`, at most `max_output_boxes_per_class` kept; `selected_indices` holds
    [batch, class, box] rows (sorted by batch and class unless `sort_result_descending`),
    `valid_outputs` how many rows are selections."""

    boxes = operand_def(TensorType)
    scores = operand_def(TensorType)
    max_output_boxes_per_class = operand_def(TensorType)
    iou_threshold = operand_def(TensorType)
    score_threshold = operand_def(TensorType)
    soft_nms_sigma = operand_def(TensorType)
    selected_indices = result_def(TensorType)
    selected_scores = result_def(TensorType)
    valid_outputs = result_def(TensorType)
    box_encoding = one_of(("corner", "center"), default="corner")
    sort_result_descending = bool_prop(default=True)
    output_type = type_prop(default=i64)

    @classmethod
    def infer_result_types(cls, operands, properties):
        boxes, scores, max_output, *thresholds = operands
        element = same_element_type(boxes.type, scores.type)
        require_element(boxes.type, is_floating, "NonMaxSuppression boxes must be floating-point")
        integer_input(max_output, "max_output_boxes_per_class")
        scalar_input(max_output, "max_output_boxes_per_class")
        for value, name in zip(thresholds, ("iou_threshold", "score_threshold", "soft_nms_sigma")):
            require_element(value.type, is_floating, f"{name} must be floating-point")
            scalar_input(value, name)
        output_type = properties["output_type"]
        if output_type not in (i32, i64):
            raise VerifyException(f"output_type must be i32 or i64, not {output_type}")
        b, s = shape_of(boxes.type), shape_of(scores.type)
        _require_rank(b, 3, "NonMaxSuppression boxes")
        _require_rank(s, 3, "NonMaxSuppression scores")
        if b is not None:
            _agree(b[2], 4, "box coordinates and 4")
        if b is not None and s is not None:
            _agree(b[0], s[0], "the batches of boxes and scores")
            _agree(b[1], s[2], "the box counts of boxes and scores")
        return [
            tensor_type(output_type, [None, 3]),
            tensor_type(element, [None, 3]),
            tensor_type(output_type, [1]),
        ]


@ov_op(9, ir_type="ROIAlign")
class ROIAlignV9Op(OvOp):
    """ROIAlign-9: each region of interest (x1, y1, x2, y2 scaled by `spatial_scale`) of its
    batch's [C, H, W] feature map pooled to [C, pooled_h, pooled_w], every bin the average (or
    maximum) of bilinear samples (`sampling_ratio` per axis, 0: adaptive); `aligned_mode` says
    where a pixel's centre is."""

    data = operand_def(TensorType)
    rois = operand_def(TensorType)
    batch_indices = operand_def(TensorType)
    output = result_def(TensorType)
    pooled_h = int_prop()
    pooled_w = int_prop()
    sampling_ratio = int_prop()
    spatial_scale = float_prop()
    mode = one_of(("avg", "max"))
    aligned_mode = one_of(("asymmetric", "half_pixel_for_nn", "half_pixel"), default="asymmetric")

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, rois, indices = operands
        element = same_element_type(data.type, rois.type)
        require_element(data.type, is_floating, "ROIAlign data must be floating-point")
        require_element(indices.type, is_integer, "ROIAlign batch indices must be integers")
        x, r, i = shape_of(data.type), shape_of(rois.type), shape_of(indices.type)
        _require_rank(x, 4, "ROIAlign data")
        _require_rank(r, 2, "ROIAlign rois")
        _require_rank(i, 1, "ROIAlign batch indices")
        if r is not None:
            _agree(r[1], 4, "roi coordinates and 4")
        count = None if r is None else r[0]
        if i is not None:
            _agree(count, i[0], "the counts of rois and batch indices")
            count = i[0] if count is None else count
        sizes = [int_value(properties, name) for name in ("pooled_h", "pooled_w")]
        if min(sizes) < 1 or int_value(properties, "sampling_ratio") < 0:
            raise VerifyException(f"ROIAlign pools to {sizes}, sampling_ratio must not be negative")
        return [tensor_type(element, [count, None if x is None else x[1], *sizes])]


OPS = [NonMaxSuppressionV9Op, ROIAlignV9Op]
__all__ = [op.__name__ for op in OPS]
