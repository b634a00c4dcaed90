"""ov-compress-to-fp16: ovc's `--compress_to_fp16`, weights stored as f16.

Every f32 constant becomes an f16 constant followed by a Convert to f32 marked
`decompression` in its rt_info, as ovc writes it; the CPU plugin computes in f32 as before
and the .bin is about half the size. Like ovc, a constant of which f16 cannot hold 75% or more
(values beyond +-65504, infinities, NaN, and non-zero values below its smallest subnormal,
2^-24) stays f32, as does an empty one; elsewhere the values beyond are clamped to +-65504,
infinities included; a NaN stays NaN (OpenVINO 2026.4 writes 65504). OpenVINO 2026 also counts
values whose f16 rounding has a relative error above a bound that changes between its
versions; that is not followed.
The pass runs last: constant folding would fold the Convert back.

Compression streams: a weight is converted a chunk at a time, the pages of the mapped model
file it read are let go after each chunk, and a large f16 copy goes to a spill file, not to
memory, so a 4 GiB model compresses in the memory of a chunk (issue 26).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, Float16Type, Float32Type, ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from ovopt.dialects import ov
from ovopt.lowering.ov.options.graph import main_function
from ovopt.support import elements
from ovopt.support.interned import ranked_tensor_type
from ovopt.support.locations import TENSOR_NAMES_ATTR, carry_tensor_names, name_loc, node_name
from ovopt.support.mapped_files import unmap_pages
from ovopt.support.runtime_info import set_op_rt_info
from ovopt.support.shapes import element_of
from ovopt.support.spill_file import SpillFile

FP16_MAX = float(np.finfo(np.float16).max)
FP16_MAX_BITS = int(np.float16(FP16_MAX).view(np.uint16))  # above it, in magnitude: infinity, then NaN
FP16_TINY = float(np.finfo(np.float16).smallest_subnormal)  # 2^-24: a non-zero value below it is lost
KEEP_IF_OUT_OF_RANGE = 0.75  # ovc's threshold: the share of values f16 cannot hold
CHUNK = 1 << 22  # values converted at a time (16 MB of f32): the memory a weight's compression takes
SPILLED_FROM = 1 << 20  # bytes of f16 from which a compressed weight goes to the spill file


@dataclass(frozen=True)
class CompressToFp16Pass(ModulePass):
    """Store f32 constants as f16, each read through a decompression Convert to f32."""

    name = "ov-compress-to-fp16"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        spill = SpillFile()
        for constant in list(main_function(op, "--compress-to-fp16").walk()):
            if _is_f32_weight(constant):
                _compress(constant, spill)


def _is_f32_weight(op: Operation) -> bool:
    return isinstance(op, ov.ConstantV0Op) and bool(op.output.uses) and element_of(op.output.type) == Float32Type()


@dataclass
class _Counts:
    """Of a weight's values: how many, and how many f16 cannot hold."""

    size: int = 0
    out_of_range: int = 0

    def keeps_f32(self) -> bool:
        return self.out_of_range >= KEEP_IF_OUT_OF_RANGE * self.size  # ovc's >=; an empty weight too


def fp16_values(values: np.ndarray) -> np.ndarray:
    """`values` as the pass stores them: f16, clamped to its range (infinities too, as ovc does)."""
    return np.clip(values, -FP16_MAX, FP16_MAX).astype(np.float16)


def out_of_fp16_range(values: np.ndarray) -> int:
    """How many of `values` f16 cannot hold: beyond its range, not finite, or lost below its
    smallest subnormal."""
    magnitude = np.abs(values)
    return np.count_nonzero(~(magnitude <= FP16_MAX)) + np.count_nonzero((magnitude < FP16_TINY) & (magnitude > 0))


def _f16_chunk(values: np.ndarray, counts: _Counts) -> np.ndarray:
    """`fp16_values(values)`, counted into `counts`. The plain cast is the answer unless a value
    rounds to f16's limit or beyond, or is not finite: only then are all values clamped and
    counted. A value lost below f16's smallest subnormal rounds to 0 or to that subnormal (the
    f16 `magnitude` bits 0 or 1), so only those few are counted one by one: a model's weights
    hold some in almost every chunk, and the cast is most of the pass's time."""
    counts.size += values.size
    with np.errstate(over="ignore"):
        half = values.astype(np.float16)
    if not half.size:
        return half
    magnitude = half.view(np.uint16) & 0x7FFF  # integer compares: f16's are slow
    if magnitude.max() >= FP16_MAX_BITS:
        counts.out_of_range += out_of_fp16_range(values)
        return fp16_values(values)
    if magnitude.min() <= 1:  # zeros, or values that may be below the smallest subnormal
        counts.out_of_range += out_of_fp16_range(values[magnitude <= 1])
    return half


def _f16_chunks(value: DenseIntOrFPElementsAttr, counts: _Counts) -> Iterator[np.ndarray]:
    """The f16 values of an f32 constant, a chunk at a time; the pages of a mapped file that a
    chunk read leave the process's memory once it is converted."""
    data = memoryview(value.data.data)
    values = np.frombuffer(data, np.float32)
    for start in range(0, values.size, CHUNK):
        yield _f16_chunk(values[start : start + CHUNK], counts)
        unmap_pages(data[4 * start : 4 * (start + CHUNK)])


def round_weights_as_compressed(module: ModuleOp) -> None:
    """Give every constant the pass would compress the values it would store, kept in f32: the
    module computes what its compressed IR computes, rounding included (--validate's reference
    for --compress-to-fp16)."""
    for constant in list(main_function(module, "--validate").walk()):
        if _is_f32_weight(constant):
            counts = _Counts()
            values = elements.numpy_from_dense(constant.value)
            rounded = _f16_chunk(values.reshape(-1), counts).astype(np.float32).reshape(values.shape)
            if not counts.keeps_f32():
                constant.value = ov.ConstantV0Op.from_numpy(rounded, Float32Type()).value


def _compress(constant: ov.ConstantV0Op, spill: SpillFile) -> None:
    """`constant` as f16 and its decompression Convert, unless f16 cannot hold most of its values."""
    counts = _Counts()
    shape = constant.value.get_shape()
    chunks = _f16_chunks(constant.value, counts)
    data = spill.write(chunks) if 2 * math.prod(shape) >= SPILLED_FROM else b"".join(c.tobytes() for c in chunks)
    if counts.keeps_f32():
        return
    compressed = ov.ConstantV0Op(elements.dense_from_bytes(ranked_tensor_type(Float16Type(), shape), data))
    convert = ov.ConvertV0Op(compressed.output, destination_type=Float32Type())
    name = node_name(constant)
    if name is not None:
        compressed.location = name_loc(f"{name}_compressed")
        convert.location = constant.location
    set_op_rt_info(convert, "decompression")
    Rewriter.insert_op([compressed, convert], InsertPoint.before(constant))
    carry_tensor_names(constant.output, convert.output)
    constant.attributes.pop(TENSOR_NAMES_ATTR, None)
    constant.output.replace_all_uses_with(convert.output)
    Rewriter.erase_op(constant)
