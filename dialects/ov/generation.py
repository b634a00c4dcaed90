"""Ops that make new tensors or rearrange data into bigger or differently shaped ones: Range,
Eye, Tile, Pad, DepthToSpace, SpaceToDepth, ShuffleChannels."""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects.builtin import TensorType
from xdsl.irdl import operand_def, opt_operand_def, result_def
from xdsl.utils.exceptions import VerifyException

from ovopt.dialects.declarative import int_prop, one_of, type_prop
from ovopt.dialects.evaluation import evaluate
from ovopt.dialects.ov.base import OvOp, int_value, ov_op, string
from ovopt.dialects.ov.operands import integer_input, known_int, known_ints, scalar_input, vector_length
from ovopt.support import elements
from ovopt.support.shapes import (
    element_of,
    normalize_axis,
    require_element,
    same_element_type,
    shape_of,
    show,
    tensor_type,
)


def range_length(start, stop, step) -> int:
    """The number of elements of Range: max(ceil((stop - start) / step), 0)."""
    if step == 0:
        raise VerifyException("a range step cannot be 0")
    if all(isinstance(v, (int, np.integer)) for v in (start, stop, step)):
        return max(-((int(start) - int(stop)) // int(step)), 0)
    return max(math.ceil((float(stop) - float(start)) / float(step)), 0)


@ov_op(4)
class RangeV4Op(OvOp):
    """Range-4: start, start + step, ... up to stop (exclusive), in `output_type`."""

    start = operand_def(TensorType)
    stop = operand_def(TensorType)
    step = operand_def(TensorType)
    output = result_def(TensorType)
    output_type = type_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        output_type = properties["output_type"]
        if elements.is_boolean(output_type) or elements.kind_of(output_type) is None:
            raise VerifyException(f"Range cannot make {output_type} values")
        for value, name in zip(operands, ("start", "stop", "step")):
            scalar_input(value, f"the range {name}")
            require_element(value.type, lambda e: not elements.is_boolean(e), f"the range {name} must be a number")
        values = [evaluate(v) for v in operands]
        if any(v is None for v in values):
            return [tensor_type(output_type, [None])]
        start, stop, step = (v.reshape(-1)[0].item() for v in values)
        return [tensor_type(output_type, [range_length(start, stop, step)])]


@ov_op(9)
class EyeV9Op(OvOp):
    """Eye-9: [*batch_shape, num_rows, num_columns] matrices with ones on the diagonal that
    starts at column diagonal_index (a row, if negative) and zeros elsewhere."""

    num_rows = operand_def(TensorType)
    num_columns = operand_def(TensorType)
    diagonal_index = operand_def(TensorType)
    batch_shape = opt_operand_def(TensorType)
    output = result_def(TensorType)
    output_type = type_prop()

    @classmethod
    def infer_result_types(cls, operands, properties):
        output_type = properties["output_type"]
        if elements.kind_of(output_type) is None:
            raise VerifyException(f"Eye cannot make {output_type} values")
        for value, name in zip(operands[:3], ("num_rows", "num_columns", "diagonal_index")):
            integer_input(value, name)
            scalar_input(value, name)
        rows, columns = known_int(operands[0]), known_int(operands[1])
        if any(n is not None and n < 0 for n in (rows, columns)):
            raise VerifyException(f"Eye needs non-negative num_rows and num_columns, got {rows} and {columns}")
        batch: list[int | None] = []
        if len(operands) == 4:
            integer_input(operands[3], "batch_shape")
            length = vector_length(operands[3], "batch_shape")
            if length is None:
                return [tensor_type(output_type, None)]
            batch = known_ints(operands[3]) or [None] * length
        return [tensor_type(output_type, [*batch, rows, columns])]


@ov_op(1)
class TileV0Op(OvOp):
    """Tile-1: data repeated `repeats` times along each axis; the shorter of the two is padded
    with leading ones."""

    data = operand_def(TensorType)
    repeats = operand_def(TensorType)
    output = result_def(TensorType)

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, repeats_value = operands
        integer_input(repeats_value, "Tile repeats")
        count = vector_length(repeats_value, "Tile repeats")
        x, element = shape_of(data.type), element_of(data.type)
        if x is None or count is None:
            return [tensor_type(element, None)]
        rank = max(len(x), count)
        repeats = known_ints(repeats_value)
        if repeats is None:
            return [tensor_type(element, [None] * rank)]
        if any(r < 0 for r in repeats):
            raise VerifyException(f"Tile repeats must not be negative, got {repeats}")
        dims = [1] * (rank - len(x)) + list(x)
        repeats = [1] * (rank - count) + repeats
        return [tensor_type(element, [None if d is None else d * r for d, r in zip(dims, repeats)])]


@ov_op(12)
class PadV12Op(OvOp):
    """Pad-12: data grown (or, by negative pads, cropped) by pads_begin / pads_end on each axis;
    new elements are pad_value (`constant`), copies of the edge, or mirrored data."""

    data = operand_def(TensorType)
    pads_begin = operand_def(TensorType)
    pads_end = operand_def(TensorType)
    pad_value = opt_operand_def(TensorType)
    output = result_def(TensorType)
    pad_mode = one_of(("constant", "edge", "reflect", "symmetric"), default="constant")

    @classmethod
    def infer_result_types(cls, operands, properties):
        data, begin_value, end_value, *value = operands
        mode = string(properties, "pad_mode")
        if value:
            if mode != "constant":
                raise VerifyException(f"a pad value only goes with pad_mode constant, not {mode}")
            scalar_input(value[0], "the pad value")
            same_element_type(data.type, value[0].type)
        x, element = shape_of(data.type), element_of(data.type)
        for pads, name in ((begin_value, "pads_begin"), (end_value, "pads_end")):
            integer_input(pads, name)
            length = vector_length(pads, name)
            if x is not None and length not in (None, len(x)):
                raise VerifyException(f"{name} has {length} values for rank {len(x)}")
        if x is None:
            return [tensor_type(element, None)]
        begin, end = known_ints(begin_value), known_ints(end_value)
        out: list[int | None] = []
        for axis, dim in enumerate(x):
            if dim is None or begin is None or end is None:
                out.append(None)
                continue
            limit = dim if mode == "symmetric" else dim - 1
            if mode in ("reflect", "symmetric") and max(begin[axis], end[axis]) > limit:
                raise VerifyException(
                    f"{mode} pads of axis {axis} must not exceed {limit}, got {begin[axis]}, {end[axis]}"
                )
            size = dim + begin[axis] + end[axis]
            if size < 0:
                raise VerifyException(f"pads {begin[axis]}, {end[axis]} crop axis {axis} of {dim} below nothing")
            out.append(size)
        return [tensor_type(element, out)]


class BlockRearrangeOp(OvOp):
    """Moves block_size x ... blocks between the spatial dims and the channel dim (dim 1)."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    block_size = int_prop(default=1)
    mode = one_of(("blocks_first", "depth_first"))

    @classmethod
    def infer_result_types(cls, operands, properties):
        x, element = shape_of(operands[0].type), element_of(operands[0].type)
        block = int_value(properties, "block_size")
        if block < 1:
            raise VerifyException(f"block_size must be positive, not {block}")
        if x is None:
            return [tensor_type(element, None)]
        if len(x) < 3:
            raise VerifyException(f"{cls.IR_TYPE} needs [N, C, spatial...], got {show(x)}")
        return [tensor_type(element, cls.rearranged(x, block))]

    @staticmethod
    def rearranged(x: list[int | None], block: int) -> list[int | None]:
        raise NotImplementedError


def _divided(dim: int | None, by: int, what: str) -> int | None:
    if dim is None:
        return None
    if dim % by:
        raise VerifyException(f"{what} of {dim} is not a multiple of {by}")
    return dim // by


@ov_op(1)
class DepthToSpaceV0Op(BlockRearrangeOp):
    """DepthToSpace-1: [N, C * b^k, D1, ...] to [N, C, D1 * b, ...]; `blocks_first` reads the
    channel dim as (block..., C) (ONNX's DCR), `depth_first` as (C, block...) (CRD)."""

    @staticmethod
    def rearranged(x, block):
        channels = _divided(x[1], block ** (len(x) - 2), "the channel dim")
        return [x[0], channels, *(None if d is None else d * block for d in x[2:])]


@ov_op(1)
class SpaceToDepthV0Op(BlockRearrangeOp):
    """SpaceToDepth-1: [N, C, D1 * b, ...] to [N, C * b^k, D1, ...]; `blocks_first` puts the
    block offsets before the channels in the new channel dim, `depth_first` after them."""

    @staticmethod
    def rearranged(x, block):
        spatial = [_divided(d, block, "a spatial dim") for d in x[2:]]
        return [x[0], None if x[1] is None else x[1] * block ** (len(x) - 2), *spatial]


@ov_op(1)
class ShuffleChannelsV0Op(OvOp):
    """ShuffleChannels-1: splits `axis` into `group` x (C / group), swaps the two and merges
    them back (ShuffleNet's channel shuffle); the shape does not change."""

    data = operand_def(TensorType)
    output = result_def(TensorType)
    axis = int_prop(default=1)
    group = int_prop(default=1)

    @classmethod
    def infer_result_types(cls, operands, properties):
        x = shape_of(operands[0].type)
        group = int_value(properties, "group")
        if group < 1:
            raise VerifyException(f"group must be positive, not {group}")
        if x is not None:
            axis = normalize_axis(int_value(properties, "axis"), len(x))
            _divided(x[axis], group, f"dim {axis}")
        return [operands[0].type]


OPS = [RangeV4Op, EyeV9Op, TileV0Op, PadV12Op, DepthToSpaceV0Op, SpaceToDepthV0Op, ShuffleChannelsV0Op]
__all__ = ["range_length", *(op.__name__ for op in OPS)]
