"""NonMaxSuppression onto NonMaxSuppression-9, RoiAlign onto ROIAlign-9."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import f32, i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, known_input, lowering_error
from ovopt.lowering.pattern_pass import PatternPass


class NonMaxSuppressionToOv(RewritePattern):
    """ONNX's selected_indices are the [batch, class, box] rows of NonMaxSuppression-9 unsorted
    across batches, cut to `valid_outputs` (OpenVINO may pad the rest with -1). A missing score
    threshold keeps every box: the lowest f32, where NonMaxSuppression-9's default 0 would drop
    negative scores. The IoU threshold rises above ONNX's (`strictly_above`)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.NonMaxSuppressionOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)

        def scalar(value, default: float):
            return value if value is not None else b.constant(np.array(default, np.float32), f32)

        max_output = op.max_output_boxes_per_class
        nms = ov.NonMaxSuppressionV9Op(
            op.boxes,
            op.scores,
            max_output if max_output is not None else b.i64(0),
            strictly_above(b, op.iou_threshold),
            scalar(op.score_threshold, float(np.finfo(np.float32).min)),
            scalar(None, 0.0),
            box_encoding="center" if op.center_point_box else "corner",
            sort_result_descending=False,
            output_type=i64,
        )
        b.add(nms)
        b.add(ov.SliceV8Op(nms.selected_indices, b.i64([0]), nms.valid_outputs, b.i64([1]), b.i64([0])))
        b.replace(rewriter)


def strictly_above(b: Builder, threshold: SSAValue | None) -> SSAValue:
    """A threshold NonMaxSuppression-9 can compare with `>=` as ONNX compares with `>`: ONNX
    keeps a box whose IoU equals the threshold, OpenVINO drops it (ONNX's
    iou_threshold_boundary test). ONNX suppresses only boxes that intersect, so a threshold
    below 0 acts as 0 (onnxruntime refuses one outside [0, 1]; OpenVINO would also drop
    disjoint boxes, of IoU 0). A known threshold becomes the next f32 above it, the smallest
    normal one for 0 or less (subnormals may be flushed); one known at run time rises by one
    or two ulps from 0 or more, `max(t, 0) + max(max(t, 0) * 2^-23, FLT_MIN)`."""
    tiny = float(np.finfo(np.float32).tiny)
    known = 0.0 if threshold is None else known_input(threshold)
    if known is not None:
        value = np.float32(np.asarray(known).reshape(-1)[0])
        raised = np.float32(tiny) if value <= 0 else np.nextafter(value, np.float32(np.inf))
        return b.constant(np.array(raised, np.float32), f32)
    at_least_zero = b.add(ov.MaximumV1Op(threshold, b.constant(np.array(0.0, np.float32), f32)))
    step = b.add(ov.MultiplyV1Op(at_least_zero, b.constant(np.array(2.0**-23, np.float32), f32)))
    step = b.add(ov.MaximumV1Op(step, b.constant(np.array(tiny, np.float32), f32)))
    return b.add(ov.AddV1Op(at_least_zero, step))


class RoiAlignToOv(RewritePattern):
    """RoiAlign-10 has no coordinate_transformation_mode: it maps pixels as `output_half_pixel`
    does, which is ROIAlign-9's `asymmetric`; ONNX's `half_pixel` is ROIAlign-9's
    `half_pixel_for_nn` (its `half_pixel` computes other numbers), as ovc maps it and as
    onnxruntime agrees. ONNX's max mode takes the largest weighted corner
    of each sample, which OpenVINO's does not compute: refused."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.RoiAlignOp, rewriter: PatternRewriter) -> None:
        if op.mode == "max":
            raise lowering_error(
                op,
                "RoiAlign mode 'max' takes the maximum of weighted corner values in ONNX, "
                "which OpenVINO's ROIAlign does not compute",
            )
        transform = op.coordinate_transformation_mode if op.onnx_version >= 16 else "output_half_pixel"
        b = Builder(op)
        b.add(
            ov.ROIAlignV9Op(
                op.X,
                op.rois,
                op.batch_indices,
                pooled_h=op.output_height,
                pooled_w=op.output_width,
                sampling_ratio=op.sampling_ratio,
                spatial_scale=op.spatial_scale,
                mode="avg",
                aligned_mode="half_pixel_for_nn" if transform == "half_pixel" else "asymmetric",
            )
        )
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [NonMaxSuppressionToOv(), RoiAlignToOv()]
