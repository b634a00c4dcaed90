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
memory, so a 4 GiB model compresses in the memory of a few chunks (issue 26). The f32 -> f16
cast is most of the pass's time, and numpy lets go of the GIL while it casts: two chunks are
converted at once, on two threads.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, Float16Type, Float32Type, ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from ovopt.dialects import ov
from ovopt.dialects.transposed_constants import is_transposed_constant
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
CHUNK = 1 << 21  # values converted at a time (8 MB of f32)
CHUNKS_AT_ONCE = 2  # chunks in flight, each on a thread: their memory is what a weight's compression takes
SPILLED_FROM = 1 << 20  # bytes of f16 from which a compressed weight goes to the spill file


@dataclass(frozen=True)
class CompressToFp16Pass(ModulePass):
    """Store f32 constants as f16, each read through a decompression Convert to f32."""

    name = "ov-compress-to-fp16"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        spill = SpillFile()
        with ThreadPoolExecutor(CHUNKS_AT_ONCE, thread_name_prefix=self.name) as casts:
            for constant in list(main_function(op, "--compress-to-fp16").walk()):
                if _is_f32_weight(constant):
                    _compress(constant, spill, casts)


def _is_f32_weight(op: Operation) -> bool:
    return isinstance(op, ov.ConstantV0Op) and bool(op.output.uses) and element_of(op.output.type) == Float32Type()


@dataclass
class _Counts:
    """Of a weight's values: how many, and how many f16 cannot hold."""

    size: int = 0
    out_of_range: int = 0

    def add(self, half: np.ndarray, out_of_range: int) -> np.ndarray:
        """Count a chunk that `_f16_chunk` converted; its f16 values are returned."""
        self.size += half.size
        self.out_of_range += out_of_range
        return half

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


def _f16_chunk(values: np.ndarray) -> tuple[np.ndarray, int]:
    """`fp16_values(values)`, and how many of them f16 cannot hold. The plain cast is the answer
    unless a value rounds to f16's limit or beyond, or is not finite: only then are all values
    clamped and counted. A value lost below f16's smallest subnormal rounds to 0 or to that
    subnormal (the f16 `magnitude` bits 0 or 1), so only those few are counted one by one: a
    model's weights hold some in almost every chunk, and the cast is most of the pass's time."""
    with np.errstate(over="ignore"):
        half = values.astype(np.float16)
    if not half.size:
        return half, 0
    magnitude = half.view(np.uint16) & 0x7FFF  # integer compares: f16's are slow
    if magnitude.max() >= FP16_MAX_BITS:
        return fp16_values(values), out_of_fp16_range(values)
    if magnitude.min() <= 1:  # zeros, or values that may be below the smallest subnormal
        return half, out_of_fp16_range(values[magnitude <= 1])
    return half, 0


def _f16_chunks(value: DenseIntOrFPElementsAttr, counts: _Counts, casts: Executor) -> Iterator[np.ndarray]:
    """The f16 values of an f32 constant, a chunk at a time, `CHUNKS_AT_ONCE` of them converted
    at once by `casts` (one chunk is converted here: a thread would only add its hand-over); the
    pages of a mapped file that a chunk read leave the process's memory once it is converted."""
    data = memoryview(value.data.data)
    values = np.frombuffer(data, np.float32)
    if values.size <= CHUNK:
        yield _counted(0, _f16_chunk(values), data, counts)
        return
    in_flight: deque[tuple[int, Future[tuple[np.ndarray, int]]]] = deque()
    for start in range(0, values.size, CHUNK):
        in_flight.append((start, casts.submit(_f16_chunk, values[start : start + CHUNK])))
        if len(in_flight) == CHUNKS_AT_ONCE:
            start, cast = in_flight.popleft()
            yield _counted(start, cast.result(), data, counts)
    for start, cast in in_flight:
        yield _counted(start, cast.result(), data, counts)


def _counted(start: int, converted: tuple[np.ndarray, int], data: memoryview, counts: _Counts) -> np.ndarray:
    """The f16 values of the chunk from `start`, counted; the mapped pages it read let go."""
    half = counts.add(*converted)
    unmap_pages(data[4 * start : 4 * (start + CHUNK)])
    return half


def round_weights_as_compressed(module: ModuleOp) -> None:
    """Give every constant the pass would compress the values it would store, kept in f32: the
    module computes what its compressed IR computes, rounding included (--validate's reference
    for --compress-to-fp16)."""
    for constant in list(main_function(module, "--validate").walk()):
        if _is_f32_weight(constant):
            counts = _Counts()
            values = elements.numpy_from_dense(constant.value)
            rounded = counts.add(*_f16_chunk(values.reshape(-1))).astype(np.float32).reshape(values.shape)
            if not counts.keeps_f32():
                constant.value = ov.ConstantV0Op.from_numpy(rounded, Float32Type()).value


def _compress(constant: ov.ConstantV0Op, spill: SpillFile, casts: Executor) -> None:
    """`constant` as f16 and its decompression Convert, unless f16 cannot hold most of its values.
    Weights that only Transposes the IR writer writes as constants read (ov-transpose-matmul-weights')
    are transposed as f16, each Transpose decompressed after, as ovc stores them."""
    counts = _Counts()
    shape = constant.value.get_shape()
    chunks = _f16_chunks(constant.value, counts, casts)
    data = spill.write(chunks) if 2 * math.prod(shape) >= SPILLED_FROM else b"".join(c.tobytes() for c in chunks)
    if counts.keeps_f32():
        return
    compressed = ov.ConstantV0Op(elements.dense_from_bytes(ranked_tensor_type(Float16Type(), shape), data))
    name = node_name(constant)
    if name is not None:
        compressed.location = name_loc(f"{name}_compressed")
    Rewriter.insert_op(compressed, InsertPoint.before(constant))
    readers = {use.operation for use in constant.output.uses}
    if all(is_transposed_constant(reader) for reader in readers):
        for transpose in readers:
            transposed = ov.TransposeV1Op(compressed.output, transpose.input_order)
            transposed.location = compressed.location
            Rewriter.insert_op(transposed, InsertPoint.before(transpose))
            _decompress(transposed, transpose)
        Rewriter.erase_op(constant)
    else:
        _decompress(compressed, constant)


def _decompress(half: Operation, replaced: Operation) -> None:
    """Replace `replaced` by `half`'s f16 result converted to f32, the Convert marked as ovc marks it."""
    convert = ov.ConvertV0Op(half.results[0], destination_type=Float32Type())
    convert.location = replaced.location
    set_op_rt_info(convert, "decompression")
    Rewriter.insert_op(convert, InsertPoint.after(half))
    carry_tensor_names(replaced.results[0], convert.output)
    replaced.attributes.pop(TENSOR_NAMES_ATTR, None)
    replaced.results[0].replace_all_uses_with(convert.output)
    Rewriter.erase_op(replaced)
