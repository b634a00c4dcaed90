"""GridSample onto GridSample-9, which samples 4-D images only (ONNX-20's volumetric grids are
refused)."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, known_rank, lowering_error
from ovopt.lowering.pattern_pass import PatternPass

# GridSample-16 spells the modes as OpenVINO does; GridSample-20 renamed them
MODES = {"bilinear": "bilinear", "linear": "bilinear", "bicubic": "bicubic", "cubic": "bicubic", "nearest": "nearest"}


class GridSampleToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.GridSampleOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op.X, op, "GridSample")
        if rank != 4:
            raise lowering_error(op, f"OpenVINO's GridSample samples 4-D images only, got a rank-{rank} input")
        b = Builder(op)
        b.add(
            ov.GridSampleV9Op(
                op.X,
                op.grid,
                align_corners=bool(op.align_corners),
                mode=MODES[op.mode],
                padding_mode=op.padding_mode,
            )
        )
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [GridSampleToOv()]
