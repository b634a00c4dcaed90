"""Pad: Pad-12 for ONNX's constant, edge and reflect modes; wrap, which OpenVINO's Pad lacks,
gathers the wrapped-around positions instead."""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects.builtin import i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.dims import as_scalar, dim_of
from ovopt.lowering.onnx_to_ov.common import Builder, known_input, known_rank, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of

# ONNX's modes that Pad-12 has, under the same names
PAD_12_MODES = ("constant", "edge", "reflect")


def check_pads_length(op: onnx.OnnxOp, size: int | None, axes: int) -> None:
    if size is not None and size != 2 * axes:
        raise lowering_error(op, f"pads holds {size} values, it needs {2 * axes}")


class PadToOv(RewritePattern):
    """Pad-2 holds pads and value as attributes, Pad-11 on as inputs, Pad-18 adds the axes the
    pads are for. ONNX pads are [begin..., end...]; Pad-12 takes the halves apart."""

    op_types = (onnx.PadOp, onnx.PadV2Op)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, onnx.PadOp | onnx.PadV2Op):
            return
        b = Builder(op)
        rank = known_rank(op.data, op, "Pad")
        mode = op.mode or "constant"
        if mode == "wrap" and isinstance(op, onnx.PadOp):
            b.replace(rewriter, [self.wrapped(b, op, rank)])
            return
        if mode not in PAD_12_MODES:
            modes = "constant, edge, reflect or wrap" if isinstance(op, onnx.PadOp) else "constant, edge or reflect"
            raise lowering_error(op, f"mode '{mode}' is not supported: use {modes}")
        value = None
        if isinstance(op, onnx.PadV2Op):
            pads = op.pads if op.pads is not None else op.paddings
            begin, end = b.i64(pads[:rank]), b.i64(pads[rank:])
            if mode == "constant":
                value = self.attribute_value(b, op)
        else:
            begin, end = self.pads(b, op, rank)
            if mode == "constant" and op.constant_value is not None:
                value = as_scalar(b, op.constant_value)
        if value is not None and known_input(value) is None and all(known_input(v) is not None for v in (begin, end)):
            b.replace(rewriter, [self.filled(b, op.data, begin, end, value)])
            return
        b.add(ov.PadV12Op(op.data, begin, end, value, pad_mode=mode))
        b.replace(rewriter)

    @staticmethod
    def filled(b: Builder, x: SSAValue, begin: SSAValue, end: SSAValue, value: SSAValue) -> SSAValue:
        """Constant padding with a value known only at run time. OpenVINO 2026.4's CPU Pad pads
        with 0 instead when the pads are constants, so this pads with 0 and selects the value
        where a padded mask of x's shape is false."""
        inside = b.add(ov.BroadcastV3Op(b.constant(np.array(True)), b.add(ov.ShapeOfV3Op(x))))
        mask = b.add(ov.PadV12Op(inside, begin, end, b.constant(np.array(False)), pad_mode="constant"))
        return b.add(ov.SelectV1Op(mask, b.add(ov.PadV12Op(x, begin, end, pad_mode="constant")), value))

    @staticmethod
    def attribute_value(b: Builder, op: onnx.PadV2Op) -> SSAValue:
        element = element_of(op.data.type)
        return b.constant(np.asarray(op.value or 0.0).astype(elements.numpy_dtype(element)), element)

    @classmethod
    def pads(cls, b: Builder, op: onnx.PadOp, rank: int) -> tuple[SSAValue, SSAValue]:
        """pads_begin and pads_end of every axis: constants when the pads (and axes) are known."""
        pads, axes = known_input(op.pads), None if op.axes is None else known_input(op.axes)
        if op.axes is not None and (axes is None or pads is None):
            return cls.scattered_pads(b, op, rank)
        if pads is None:
            return cls.halves(b, op, op.pads, rank)
        chosen = list(range(rank)) if axes is None else [int(a) % rank for a in axes.reshape(-1)]
        check_pads_length(op, pads.size, len(chosen))
        full = np.zeros([2, rank], np.int64)
        full[:, chosen] = pads.reshape(2, -1)
        return b.i64(full[0]), b.i64(full[1])

    @staticmethod
    def halves(b: Builder, op: onnx.PadOp, pads: SSAValue, count: int) -> tuple[SSAValue, SSAValue]:
        """The first and second half of a pads vector of 2 * count values."""
        length = shape_of(pads.type)
        if length is not None:
            check_pads_length(op, math.prod(length) if None not in length else None, count)
        begin = b.add(ov.SliceV8Op(pads, b.i64([0]), b.i64([count]), b.i64([1]), b.i64([0])))
        end = b.add(ov.SliceV8Op(pads, b.i64([count]), b.i64([2 * count]), b.i64([1]), b.i64([0])))
        return begin, end

    @classmethod
    def scattered_pads(cls, b: Builder, op: onnx.PadOp, rank: int) -> tuple[SSAValue, SSAValue]:
        """Pads known only at run time for some axes: written into zeros for every axis."""
        count = shape_of(op.axes.type)
        if count is None or count[0] is None:
            raise lowering_error(op, "Pad needs the number of axes known")
        zeros = b.i64([0] * rank)
        axis = b.i64(0)
        return tuple(
            b.add(ov.ScatterElementsUpdateV12Op(zeros, op.axes, half, axis))
            for half in cls.halves(b, op, op.pads, count[0])
        )

    @classmethod
    def wrapped(cls, b: Builder, op: onnx.PadOp, rank: int) -> SSAValue:
        """Wrap mode: negative pads crop first (as onnxruntime does), then each axis gathers the
        positions -begin .. kept + end modulo the kept length; constant positions when the pads
        and the dim are known, computed ones otherwise."""
        axes = np.arange(rank) if op.axes is None else known_input(op.axes)
        if axes is None:
            raise lowering_error(op, "Pad with mode wrap needs constant axes: OpenVINO's Pad has no wrap mode")
        chosen = [int(a) % rank for a in axes.reshape(-1)]
        pads, shape = known_input(op.pads), shape_of(op.data.type)
        if pads is not None:
            check_pads_length(op, pads.size, len(chosen))
        x = op.data
        for index, axis in enumerate(chosen):
            if pads is None or shape[axis] is None:
                positions = cls.wrapped_positions(b, op, axis, index, len(chosen))
            else:
                begin, end = int(pads.reshape(-1)[index]), int(pads.reshape(-1)[len(chosen) + index])
                if begin == 0 and end == 0:
                    continue
                cut = max(-begin, 0)
                kept = shape[axis] - cut - max(-end, 0)
                positions = b.i64(np.arange(-max(begin, 0), kept + max(end, 0)) % kept + cut)
            x = b.add(ov.GatherV8Op(x, positions, b.i64(axis)))
        return x

    @staticmethod
    def wrapped_positions(b: Builder, op: onnx.PadOp, axis: int, index: int, count: int) -> SSAValue:
        """The wrapped positions for pads or a dim known only at run time:
        cut + FloorMod(Range(-max(begin, 0), kept + max(end, 0)), kept)."""
        zero = b.i64(0)
        begin = b.add(ov.GatherV8Op(op.pads, b.i64(index), zero))
        end = b.add(ov.GatherV8Op(op.pads, b.i64(count + index), zero))
        grow_begin, grow_end = b.add(ov.MaximumV1Op(begin, zero)), b.add(ov.MaximumV1Op(end, zero))
        cut = b.add(ov.SubtractV1Op(grow_begin, begin))
        size = dim_of(b, op.data, axis, scalar=True)
        kept = b.add(ov.SubtractV1Op(b.add(ov.AddV1Op(size, end)), b.add(ov.AddV1Op(cut, grow_end))))
        stop = b.add(ov.AddV1Op(kept, grow_end))
        positions = b.add(ov.RangeV4Op(b.add(ov.NegativeV0Op(grow_begin)), stop, b.i64(1), output_type=i64))
        return b.add(ov.AddV1Op(b.add(ov.FloorModV1Op(positions, kept)), cut))


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [PadToOv()]
