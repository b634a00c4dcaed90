"""Limits of the ops that move data (the plugin's `backend/gna_limitations.cpp`): transposes, concat / split
alignment and axes, crops, element-wise buffer sizes."""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.func import FuncOp
from xdsl.ir import BlockArgument, Operation, SSAValue

from ovopt.dialects import ov
from ovopt.dialects.ov.operands import known_ints
from ovopt.lowering.ov_to_gna.limits.affine import matmul_limit
from ovopt.lowering.ov_to_gna.limits.generations import (
    BUFFER_MAX_ELEMENTS,
    BYTES_PER_MOVED_ELEMENT,
    CROP_MAX_AXES,
    CROP_RANKS,
    TRANSPOSE_DIM_MULTIPLE,
    TRANSPOSE_MAX_MIN_DIM,
    TRANSPOSE_MAX_SIZE,
    Target,
)
from ovopt.support.shapes import normalize_axis, shape_of


def _static(value: SSAValue) -> tuple[int, ...] | None:
    shape = shape_of(value.type)
    return None if shape is None or None in shape else tuple(shape)


def shown_dims(shape: Sequence[int | None]) -> str:
    """A shape as the limits' messages spell it: 2x0x8, ? for a dynamic dim."""
    return "x".join("?" if d is None else str(d) for d in shape) or "scalar"


# -- transposes -----------------------------------------------------------------------------------


def is_layout_cast(shape: Sequence[int], order: Sequence[int]) -> bool:
    """A transpose that keeps the order of the dims over 1 only renames axes: no data moves."""
    moved = [axis for axis in order if shape[axis] != 1]
    return moved == sorted(moved)


def transpose_rule(shape: Sequence[int], order: Sequence[int]) -> str | None:
    """`is_transpose_supported`: after squeezing 1-dims, at most one dim over 1, or a 2-D
    transposition with the smaller dim at most 8 and the larger a multiple of 8 up to 65528."""
    if is_layout_cast(shape, order):
        return None
    squeezed = [d for d in shape if d != 1]
    if len(squeezed) > 2:
        return f"transpose of {shown_dims(shape)} by {list(order)} moves more than two dims over 1"
    small, large = min(squeezed), max(squeezed)
    if small > TRANSPOSE_MAX_MIN_DIM:
        return f"2-D transpose of {shown_dims(squeezed)}: both dims exceed {TRANSPOSE_MAX_MIN_DIM}"
    if large % TRANSPOSE_DIM_MULTIPLE or large > TRANSPOSE_MAX_SIZE:
        return (
            f"2-D transpose of {shown_dims(squeezed)}: the larger dim {large} is not a multiple of "
            f"{TRANSPOSE_DIM_MULTIPLE} up to {TRANSPOSE_MAX_SIZE}"
        )
    return None


def _is_interleaved_output(op: ov.TransposeV1Op, order: list[int], target: Target) -> bool:
    """A 2-D Transpose [1, 0] that alone reads a MatMul GNA runs: the affine's own interleaved
    (frames-as-columns) output, no transpose (convert-ov-to-gna's MatMulToAffine takes it over)."""
    matmul = op.data.owner
    return (
        isinstance(matmul, ov.MatMulV0Op)
        and op.data.has_one_use()
        and order in ([1, 0], [])
        and len(_static(op.data) or ()) == 2
        and matmul_limit(matmul, target) is None
    )


def transpose_limit(op: ov.TransposeV1Op, target: Target) -> str | None:
    shape, order = _static(op.data), known_ints(op.input_order)
    if shape is None or order is None:
        return "a transpose needs a static shape and a constant order"
    if _is_interleaved_output(op, order, target):
        return None
    return transpose_rule(shape, order or list(reversed(range(len(shape)))))


# -- concat and split -------------------------------------------------------------------------------


def first_valuable_axis(shape: Sequence[int]) -> int:
    """`get_first_valuable_dim_id`: the first axis over 1 (the last one when there is none)."""
    return next((axis for axis, d in enumerate(shape) if d > 1), len(shape) - 1)


def _is_model_data(value: SSAValue) -> bool:
    """A function argument or a constant: data the runtime places, not a GNA layer's output."""
    owner = value.owner
    while isinstance(owner, ov.ReshapeV1Op | ov.SqueezeV0Op | ov.UnsqueezeV0Op):
        value = owner.operands[0]
        owner = value.owner
    return (isinstance(value, BlockArgument) and isinstance(value.block.parent_op(), FuncOp)) or isinstance(
        owner, ov.ConstantV0Op
    )


def _is_interleaved(value: SSAValue) -> bool:
    """An affine (MatMul) output with two dims over 1: GNA stores it frames-as-columns."""
    shape = _static(value)
    return isinstance(value.owner, ov.MatMulV0Op) and shape is not None and sum(d > 1 for d in shape) >= 2


def concat_limit(op: ov.ConcatV0Op, target: Target) -> str | None:
    """`is_concat_supported`: the inputs are written at offsets of one buffer, so the axis must be
    the first dim over 1 (of the shape rotated left for interleaved inputs), unless every input is
    model data."""
    shape = _static(op.output)
    if shape is None:
        return "a concat needs a static shape"
    if all(_is_model_data(value) for value in op.inputs):
        return None
    axis = normalize_axis(op.axis.value.data, len(shape))
    if any(_is_interleaved(value) for value in op.inputs):
        rotated = (*shape[1:], shape[0])
        if (axis - 1) % len(shape) == first_valuable_axis(rotated):
            return None
        return f"concat axis {axis} of interleaved {shown_dims(shape)} is not its first dim over 1"
    if axis != first_valuable_axis(shape):
        return f"concat axis {axis} of {shown_dims(shape)} is not the first dim over 1"
    return None


def split_limit(op: ov.SplitV1Op | ov.VariadicSplitV1Op, target: Target) -> str | None:
    """`is_split_supported`: every output starts at an offset aligned to the memory alignment."""
    offset = 0
    unit = target.aligned_elements
    for index, result in enumerate(op.results):
        shape = _static(result)
        if shape is None:
            return "a split needs static output shapes"
        if offset % unit:
            return (
                f"split output {index} starts at element {offset}, not a multiple of {unit} "
                f"({target.generation.memory_alignment}-byte alignment of {BYTES_PER_MOVED_ELEMENT}-byte elements)"
            )
        offset += math.prod(shape)
    return None


def slice_limit(op: ov.SliceV8Op, target: Target) -> str | None:
    """ConvertStridedSliceToCrop: constant bounds, every step 1, at most 4 cropped axes, rank 2..5."""
    shape = _static(op.data)
    steps = known_ints(op.step)
    if shape is None or steps is None or known_ints(op.start) is None or known_ints(op.stop) is None:
        return "a slice needs a static shape and constant bounds"
    if any(step != 1 for step in steps):
        return f"slice steps {steps} are not all 1 (a crop copies one contiguous box)"
    if not CROP_RANKS[0] <= len(shape) <= CROP_RANKS[1]:
        return f"a crop takes rank {CROP_RANKS[0]}..{CROP_RANKS[1]}, not {len(shape)}"
    cropped = sum(a != b for a, b in zip(shape, _static(op.output) or shape))
    if cropped > CROP_MAX_AXES:
        return f"slice crops {cropped} axes, more than {CROP_MAX_AXES}"
    return None


# -- element-wise -------------------------------------------------------------------------------------


def buffer_limit(op: Operation, target: Target) -> str | None:
    """One element-wise buffer holds at most 65528 elements (the plugin splits bigger ones over
    channels with SplitEltwise, which is not reproduced)."""
    for result in op.results:
        shape = _static(result)
        if shape is None:
            return "an element-wise op needs a static shape"
        if math.prod(shape) > BUFFER_MAX_ELEMENTS:
            return f"element-wise buffer of {math.prod(shape)} elements exceeds {BUFFER_MAX_ELEMENTS}"
    return None
