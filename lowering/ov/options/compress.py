"""ov-compress-to-fp16: ovc's `--compress_to_fp16`, weights stored as f16.

Every f32 constant becomes an f16 constant followed by a Convert to f32 marked
`decompression` in its rt_info, as ovc writes it; the CPU plugin computes in f32 as before
and the .bin is about half the size. Like ovc, a constant most of whose values f16 cannot
hold (more than 75% beyond +-65504) stays f32; the few values beyond elsewhere are clamped.
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
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    ModuleOp,
    NameLoc,
    NoneAttr,
    StringAttr,
)
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from ovopt.dialects import ov
from ovopt.lowering.ov.options.graph import main_function
from ovopt.support import elements
from ovopt.support.interned import ranked_tensor_type
from ovopt.support.locations import TENSOR_NAMES_ATTR, carry_tensor_names, node_name
from ovopt.support.mapped_files import unmap_pages
from ovopt.support.runtime_info import set_op_rt_info
from ovopt.support.shapes import element_of
from ovopt.support.spill_file import SpillFile

FP16_MAX = float(np.finfo(np.float16).max)
FP16_MAX_BITS = int(np.float16(FP16_MAX).view(np.uint16))  # above it, in magnitude: infinity, then NaN
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
    """Of a weight's values: the finite ones, and those beyond f16's range."""

    finite: int = 0
    beyond: int = 0

    def keeps_f32(self) -> bool:
        return self.beyond > KEEP_IF_OUT_OF_RANGE * self.finite


def fp16_values(values: np.ndarray) -> np.ndarray:
    """`values` as the pass stores them: f16, clamped to its range, infinities kept."""
    half = np.clip(values, -FP16_MAX, FP16_MAX).astype(np.float16)
    with np.errstate(over="ignore"):  # the cast of the values beyond, which `half` clamps
        return np.where(np.isinf(values), values.astype(np.float16), half)


def _f16_chunk(values: np.ndarray, counts: _Counts) -> np.ndarray:
    """`fp16_values(values)`, counted into `counts`. The plain cast is the answer unless a value
    rounds to f16's limit or beyond, or is not finite; only then are the values counted one by one."""
    with np.errstate(over="ignore"):
        half = values.astype(np.float16)
    if half.size and (half.view(np.uint16) & 0x7FFF).max() >= FP16_MAX_BITS:  # integer max: f16's is slow
        finite = np.isfinite(values)
        counts.finite += np.count_nonzero(finite)
        counts.beyond += np.count_nonzero(np.abs(values[finite]) > FP16_MAX)
        return fp16_values(values)
    counts.finite += values.size
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
        compressed.location = NameLoc(StringAttr(f"{name}_compressed"), NoneAttr())
        convert.location = constant.location
    set_op_rt_info(convert, "decompression")
    Rewriter.insert_op([compressed, convert], InsertPoint.before(constant))
    carry_tensor_names(constant.output, convert.output)
    constant.attributes.pop(TENSOR_NAMES_ATTR, None)
    constant.output.replace_all_uses_with(convert.output)
    Rewriter.erase_op(constant)
