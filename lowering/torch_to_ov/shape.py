"""Shape ops and data movement, as torch computes them: view and reshape as Reshape (a size may be
symbolic; -1 is inferred), flatten and unflatten, permute and transpose.int as Transpose, expand as a bidirectional
Broadcast, squeeze (only dims of size 1 go), unsqueeze, cat (torch's legacy empty [0] tensors
skipped, the inputs in the result's element type), slice, select, split_with_sizes and split, the
copies (clone, alias, copy, _to_copy), flip, repeat, the paddings (constant, reflection,
replication; negative pads crop), diagonal, as_strided of a contiguous input, slice_scatter and
select_scatter.

Sizes, starts and ends may be symbolic: they become 1-D i64 vectors (`sizes_vector`) made of
constants where known and of the converted symbolic values where not, so one pattern serves
static and dynamic models."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

import numpy as np
from xdsl.dialects.builtin import i1, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.dialects.evaluation import evaluate
from ovopt.lowering.builder import floor_divide
from ovopt.lowering.dims import INT64_MAX, INT64_MIN, dim_of
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import (
    Builder,
    as_i64_vector,
    as_scalar_tensor,
    is_torch_scalar,
    lowering_error,
    ready,
    static_int,
    static_ints,
    static_scalar,
)
from ovopt.lowering.torch_to_ov.elementwise import as_element, result_element
from ovopt.lowering.torch_to_ov.linear import taken_by_matmuls
from ovopt.support import elements
from ovopt.support.shapes import element_of, normalize_axis, rank_of, shape_of

# -- helpers shared by the shape, indexing and generation families ---------------------------------


def known_rank(op: Operation, value: SSAValue) -> int:
    """The rank of `value`, which the pattern needs: an error naming the node when unknown."""
    rank = rank_of(value)
    if rank is None:
        raise lowering_error(op, f"{op.model_op_kind()} needs an input of known rank, got {value.type}")
    return rank


def kept_sizes(b: Builder, x: SSAValue, axes: Sequence[int], minus_one_free: bool) -> list[int | SSAValue]:
    """The sizes of `x`'s `axes` for a Reshape target: static ones as numbers, a lone dynamic one
    as -1 when the target has no other, any other dynamic one read at run time."""
    shape = shape_of(x.type)
    dynamic = [a for a in axes if shape[a] is None]
    lone = dynamic[0] if minus_one_free and len(dynamic) == 1 else None
    return [shape[a] if shape[a] is not None else -1 if a == lone else dim_of(b, x, a) for a in axes]


def sizes_vector(b: Builder, items: Sequence[int | SSAValue]) -> SSAValue:
    """Sizes as a 1-D i64 vector: numbers, scalar operands (their number when known) and ov values
    of one element (a dim_of, a converted symbolic size); a constant when every one is known."""
    numbers = [item if isinstance(item, int) else _known_int(item) for item in items]
    if all(n is not None for n in numbers):
        return b.i64(numbers)
    parts: list[SSAValue] = []
    pending: list[int] = []
    for item, number in zip(items, numbers):
        if number is not None:
            pending.append(number)
            continue
        if pending:
            parts.append(b.i64(pending))
            pending = []
        assert isinstance(item, SSAValue)
        value = as_scalar_tensor(b, item) if is_torch_scalar(item) else item
        if element_of(value.type) != i64:
            value = b.add(ov.ConvertV0Op(value, destination_type=i64))
        if shape_of(value.type) != [1]:
            value = b.add(ov.ReshapeV1Op(value, b.i64([1]), special_zero=False))
        parts.append(value)
    if pending:
        parts.append(b.i64(pending))
    return parts[0] if len(parts) == 1 else b.add(ov.ConcatV0Op(parts, axis=0))


def _known_int(value: SSAValue) -> int | None:
    """The number a scalar operand or an ov value of one element holds, when known."""
    if is_torch_scalar(value) or rank_of(value) == 0:
        return static_int(value)
    known = evaluate(value) if shape_of(value.type) == [1] else None
    return None if known is None else int(known.reshape(-1)[0])


def shape_vector(b: Builder, x: SSAValue) -> SSAValue:
    """The shape of x: a constant when static, else ShapeOf."""
    shape = shape_of(x.type)
    if shape is not None and None not in shape:
        return b.i64(shape)
    return b.add(ov.ShapeOfV3Op(x))


def normalized_index(b: Builder, index: SSAValue, size: SSAValue) -> SSAValue:
    """A run-time position that may count from the back (negative), counted from the front and
    clamped to [0, size], as torch clamps a slice's start and end."""
    zero = b.i64(0)
    shifted = b.add(ov.SelectV1Op(b.add(ov.LessV1Op(index, zero)), b.add(ov.AddV1Op(index, size)), index))
    return b.add(ov.MinimumV1Op(b.add(ov.MaximumV1Op(shifted, zero)), size))


def zeros(b: Builder, shape: Sequence[int], element: Attribute) -> SSAValue:
    """Zeros of a static shape: a scalar broadcast (OpenVINO's CPU plugin crashes broadcasting or
    gathering from an empty tensor, not a scalar to an empty shape)."""
    return b.add(ov.BroadcastV3Op(b.constant(np.zeros((), elements.numpy_dtype(element)), element), b.i64(shape)))


def empty_result(b: Builder, rewriter: PatternRewriter, op: Operation) -> bool:
    """Replace `op` by zeros when its result is static and empty (nothing is read then; OpenVINO
    2026.4's CPU plugin dies of a division by zero on a Gather or Broadcast of empty data, and its
    reflect Pad refuses empty dims)."""
    shape = shape_of(op.results[0].type)
    if shape is None or None in shape or 0 not in shape:
        return False
    b.replace(rewriter, [zeros(b, shape, element_of(op.results[0].type))])
    return True


def identity(b: Builder, rewriter: PatternRewriter, value: SSAValue) -> None:
    """The node is its input: its uses read the input instead."""
    b.replace(rewriter, [value])


def reshaped(b: Builder, x: SSAValue, shape: list[int]) -> SSAValue:
    """x as `shape` (static): a Reshape unless x has that shape already."""
    if shape_of(x.type) == shape:
        return x
    return b.add(ov.ReshapeV1Op(x, b.i64(shape), special_zero=False))


def inverse_order(order: list[int]) -> list[int]:
    """The Transpose order that puts dims listed by `order` back in increasing order."""
    return sorted(range(len(order)), key=lambda k: order[k])


def pads_vectors(b: Builder, rank: int, pads: Sequence[SSAValue], op: Operation) -> tuple[SSAValue, SSAValue]:
    """torch's pads ([begin, end] of the last dim, then of the one before, ...) as Pad-12's
    pads_begin and pads_end of every axis."""
    if len(pads) % 2 or len(pads) // 2 > rank:
        raise lowering_error(op, f"{len(pads)} pads do not pair up with the {rank} dims of the input")
    begin: list[int | SSAValue] = [0] * rank
    end: list[int | SSAValue] = [0] * rank
    for i in range(len(pads) // 2):
        begin[rank - 1 - i], end[rank - 1 - i] = pads[2 * i], pads[2 * i + 1]
    return sizes_vector(b, begin), sizes_vector(b, end)


# -- patterns ----------------------------------------------------------------------------------------


class ViewToReshape(RewritePattern):
    """view, and reshape as torch.export leaves it (a view or a copy: the same values)."""

    op_types = (torch.AtenViewOp, torch.AtenReshapeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        sizes = op.size if isinstance(op, torch.AtenViewOp) else op.shape
        b = Builder(op)
        b.add(ov.ReshapeV1Op(op.self, as_i64_vector(b, sizes), special_zero=False))
        b.replace(rewriter)


class FlattenToReshape(RewritePattern):
    """flatten.using_ints as torch.export leaves torch.flatten: the axes start_dim..end_dim as one,
    the others kept (the leading by Reshape's 0, the trailing by their sizes, read at run time
    when dynamic and not left to -1: kept_sizes); a rank-0 input becomes [1]."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenFlattenUsingIntsOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op, op.self)
        b = Builder(op)
        if rank == 0:
            b.add(ov.ReshapeV1Op(op.self, b.i64([1]), special_zero=False))
            b.replace(rewriter)
            return
        start, end = normalize_axis(op.start_dim, rank), normalize_axis(op.end_dim, rank)
        if start > end:
            raise lowering_error(op, f"flatten from axis {op.start_dim} to {op.end_dim} of a rank-{rank} input")
        if start == end:
            identity(b, rewriter, op.self)
            return
        merged = shape_of(op.self.type)[start : end + 1]
        merged_size = -1 if None in merged else math.prod(merged)  # a static one leaves -1 to the kept
        kept = kept_sizes(b, op.self, range(end + 1, rank), minus_one_free=merged_size != -1)
        b.add(ov.ReshapeV1Op(op.self, sizes_vector(b, [0] * start + [merged_size] + kept), special_zero=True))
        b.replace(rewriter)


class UnflattenToReshape(RewritePattern):
    """unflatten.int: axis `dim` as `sizes`, the other axes kept by their sizes. A -1 in sizes
    of a static axis is computed here, so -1 can stand for a lone dynamic kept axis; any other
    dynamic axis is read at run time."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenUnflattenIntOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        rank = known_rank(op, op.self)
        axis = normalize_axis(op.dim, rank)
        shape = shape_of(op.self.type)
        sizes: list = [static_int(v) for v in op.sizes]
        if None in sizes:
            sizes = list(op.sizes)
        elif -1 in sizes and shape[axis] is not None:
            sizes[sizes.index(-1)] = shape[axis] // -math.prod(sizes)
        b = Builder(op)
        kept = kept_sizes(b, op.self, [a for a in range(rank) if a != axis], minus_one_free=-1 not in sizes)
        target = sizes_vector(b, [*kept[:axis], *sizes, *kept[axis:]])
        b.add(ov.ReshapeV1Op(op.self, target, special_zero=False))
        b.replace(rewriter)


class PermuteToTranspose(RewritePattern):
    """permute's dims may count from the back; Transpose's order may not. A permute the matrix
    products read as transpose_b is theirs (linear.py). transpose.int and swapaxes are the permute
    that swaps two dims."""

    op_types = (torch.AtenPermuteOp, torch.AtenTransposeIntOp, torch.AtenSwapaxesOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or (isinstance(op, torch.AtenPermuteOp) and taken_by_matmuls(op)):
            return
        rank = known_rank(op, op.self)
        if isinstance(op, torch.AtenPermuteOp):
            order = [normalize_axis(d, rank) for d in op.dims]
        else:
            order = list(range(rank))
            pair = (op.axis0, op.axis1) if isinstance(op, torch.AtenSwapaxesOp) else (op.dim0, op.dim1)
            first, second = (normalize_axis(d, max(rank, 1)) for d in pair)
            if rank:
                order[first], order[second] = order[second], order[first]
        b = Builder(op)
        b.add(ov.TransposeV1Op(op.self, b.i64(order)))
        b.replace(rewriter)


class ExpandToBroadcast(RewritePattern):
    """expand repeats dims of 1 to the sizes and adds leading dims; -1 keeps the input's dim. A
    bidirectional Broadcast does all three with -1 as 1 (a dim of 1 in the target keeps the
    input's); symbolic sizes are the converted values."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenExpandOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        shape = shape_of(op.self.type)
        if shape is not None and None not in shape and shape == shape_of(op.result.type):
            identity(b, rewriter, op.self)  # expanded to its own shape
            return
        target = sizes_vector(b, [1 if static_int(v) == -1 else v for v in op.size])
        b.add(ov.BroadcastV3Op(op.self, target, mode="bidirectional"))
        b.replace(rewriter)


class SqueezeToOv(RewritePattern):
    """squeeze.dim and squeeze.dims remove the named dims that are 1 and keep the others, as torch
    does. A dynamic dim goes when the node's result rank says it was 1 (torch.export knew)."""

    op_types = (torch.AtenSqueezeDimOp, torch.AtenSqueezeDimsOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        shape = shape_of(op.self.type)
        if shape is None:
            raise lowering_error(op, f"squeeze needs an input of known rank, got {op.self.type}")
        b = Builder(op)
        if not shape:  # a scalar: dim 0 or -1 is allowed and changes nothing
            identity(b, rewriter, op.self)
            return
        dims = [op.dim] if isinstance(op, torch.AtenSqueezeDimOp) else list(op.dim)
        dims = sorted({normalize_axis(d, len(shape)) for d in dims})
        ones = [d for d in dims if shape[d] == 1]
        unknown = [d for d in dims if shape[d] is None]
        axes = ones
        if unknown:
            out_rank = rank_of(op.result)
            removed = None if out_rank is None else len(shape) - out_rank - len(ones)
            if removed == len(unknown):
                axes = sorted(ones + unknown)
            elif removed != 0:
                raise lowering_error(
                    op, f"squeeze of the dynamic dims {unknown} of {op.self.type}: whether they are 1 is not known"
                )
        if not axes:
            identity(b, rewriter, op.self)
            return
        b.add(ov.SqueezeV0Op(op.self, b.i64(axes)))
        b.replace(rewriter)


class UnsqueezeToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenUnsqueezeOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op, op.self)
        b = Builder(op)
        b.add(ov.UnsqueezeV0Op(op.self, b.i64([normalize_axis(op.dim, rank + 1)])))
        b.replace(rewriter)


class CatToConcat(RewritePattern):
    """cat joins its tensors in the result's element type (torch promotes them). torch skips 1-D
    empty tensors beside tensors of another rank (its legacy `torch.tensor([])`): so does this."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenCatOp, rewriter: PatternRewriter) -> None:
        out_rank = rank_of(op.result)
        tensors = list(op.tensors)
        kept = [t for t in tensors if not self.legacy_empty(t, out_rank)] or tensors[:1]
        rank = rank_of(kept[0]) if out_rank is None else out_rank
        if rank is None:
            raise lowering_error(op, "cat needs inputs of known rank")
        element = result_element(op)
        b = Builder(op)
        inputs = [as_element(b, t, element) for t in kept]
        if len(inputs) == 1:
            b.replace(rewriter, inputs)
            return
        b.add(ov.ConcatV0Op(inputs, axis=normalize_axis(op.dim, rank)))
        b.replace(rewriter)

    @staticmethod
    def legacy_empty(value: SSAValue, out_rank: int | None) -> bool:
        shape = shape_of(value.type)
        return shape == [0] or (shape is not None and len(shape) == 1 and out_rank not in (None, 1))


class SliceToOv(RewritePattern):
    """slice.Tensor is Slice-8 on one axis: start None is 0, end None the end; negative and
    out-of-range bounds clamp as torch's do; a symbolic bound is its converted value."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenSliceTensorOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        rank = known_rank(op, op.self)
        axis = normalize_axis(op.dim, rank)
        b = Builder(op)
        start = op.start if op.start is not None else 0
        end = op.end if op.end is not None else INT64_MAX
        start_n = start if isinstance(start, int) else static_int(start)
        end_n = end if isinstance(end, int) else static_int(end)
        size = (shape_of(op.self.type) or [None] * rank)[axis]
        whole = end_n is not None and (end_n >= INT64_MAX or (size is not None and end_n >= size))
        if start_n == 0 and whole and static_int(op.step) == 1:
            identity(b, rewriter, op.self)
            return
        vectors = [sizes_vector(b, [v]) for v in (start, end, op.step)]
        b.add(ov.SliceV8Op(op.self, *vectors, b.i64([axis])))
        b.replace(rewriter)


class SelectToGather(RewritePattern):
    """select.int takes one index of a dim and drops the dim: Gather-8 with a scalar index (a
    negative one counts from the back)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenSelectIntOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        rank = known_rank(op, op.self)
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        b.add(ov.GatherV8Op(op.self, as_scalar_tensor(b, op.index), b.i64(normalize_axis(op.dim, rank))))
        b.replace(rewriter)


class SplitWithSizesToVariadicSplit(RewritePattern):
    """split_with_sizes, split.Tensor (chunks of split_size, the last one what remains: -1), and
    chunk (split.Tensor of ceil(size / chunks), read at run time for a dynamic axis; torch gives
    as many pieces as fill the axis, the op's results)."""

    op_types = (torch.AtenSplitWithSizesOp, torch.AtenSplitTensorOp, torch.AtenChunkOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        rank = known_rank(op, op.self)
        b = Builder(op)
        axis = b.i64(normalize_axis(op.dim, rank))
        if isinstance(op, torch.AtenSplitWithSizesOp):
            sizes = as_i64_vector(b, op.split_sizes)
        else:
            size = op.split_size if isinstance(op, torch.AtenSplitTensorOp) else self._chunk_size(b, op, rank)
            sizes = sizes_vector(b, [*[size] * (len(op.result) - 1), -1])
        split = ov.VariadicSplitV1Op(op.self, axis, sizes)
        if len(split.results) != len(op.result):
            raise lowering_error(op, f"{len(split.results)} split sizes for {len(op.result)} results")
        b.add(split)
        b.replace(rewriter, list(split.results))

    @staticmethod
    def _chunk_size(b: Builder, op: torch.AtenChunkOp, rank: int) -> int | SSAValue:
        axis = normalize_axis(op.dim, rank)
        length = shape_of(op.self.type)[axis]
        if length is not None:
            return -(-length // op.chunks)
        padded = b.add(ov.AddV1Op(dim_of(b, op.self, axis), b.i64([op.chunks - 1])))
        return floor_divide(b, padded, b.i64([op.chunks]))


class CopyToInput(RewritePattern):
    """clone, alias and contiguous are their input (values, not storage, are what the IR holds); _to_copy and
    the `to` overloads torch.export leaves convert to their dtype (layout, device and memory format
    mean nothing here)."""

    op_types = (
        torch.AtenCloneOp,
        torch.AtenAliasOp,
        torch.AtenContiguousOp,
        torch.Aten_ToCopyOp,
        torch.AtenToDtypeOp,
        torch.AtenToDtypeLayoutOp,
        torch.AtenToDeviceOp,
    )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        b = Builder(op)
        element = result_element(op)
        if element_of(op.self.type) == element:
            identity(b, rewriter, op.self)
            return
        b.add(ov.ConvertV0Op(op.self, destination_type=element))
        b.replace(rewriter)


class DiffToSubtract(RewritePattern):
    """diff: x[1:] - x[:-1] along `dim`, `n` times (booleans: x[1:] != x[:-1], as torch's), of x
    with `prepend` before and `append` after along that dim."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenDiffOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op, op.self)
        if rank == 0:
            raise lowering_error(op, "diff needs an input of rank >= 1")
        element = result_element(op)
        b = Builder(op)
        axis = b.i64([normalize_axis(op.dim, rank)])
        parts = [as_element(b, v, element) for v in (op.prepend, op.self, op.append) if v is not None]
        x = parts[0] if len(parts) == 1 else b.add(ov.ConcatV0Op(parts, axis=normalize_axis(op.dim, rank)))
        zero, one, last, end = b.i64([0]), b.i64([1]), b.i64([-1]), b.i64([INT64_MAX])
        for _ in range(op.n):
            later = b.add(ov.SliceV8Op(x, one, end, one, axis))
            earlier = b.add(ov.SliceV8Op(x, zero, last, one, axis))
            x = b.add(ov.NotEqualV1Op(later, earlier) if element == i1 else ov.SubtractV1Op(later, earlier))
        b.replace(rewriter, [x])


class CopyToBroadcast(RewritePattern):
    """copy(self, src): src broadcast to self's shape, in self's element type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenCopyOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        src = as_element(b, op.src, result_element(op))
        target, given = shape_of(op.self.type), shape_of(op.src.type)
        if target is not None and target == given and None not in target:
            b.replace(rewriter, [src])
            return
        b.add(ov.BroadcastV3Op(src, shape_vector(b, op.self)))
        b.replace(rewriter)


class FlipToSlice(RewritePattern):
    """flip reads the dims backwards: one Slice with step -1 on each of them."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenFlipOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op, op.self)
        axes = sorted({normalize_axis(d, rank) for d in op.dims})
        b = Builder(op)
        if not axes:
            identity(b, rewriter, op.self)
            return
        count = len(axes)
        b.add(ov.SliceV8Op(op.self, b.i64([-1] * count), b.i64([INT64_MIN] * count), b.i64([-1] * count), b.i64(axes)))
        b.replace(rewriter)


class RepeatToTile(RewritePattern):
    """repeat is Tile-1 when the repeats are known, on x given leading dims of 1 when there are
    more repeats than dims (OpenVINO's CPU Tile of a scalar is wrong). Its Tile computes garbage
    for repeats known only at run time, so those broadcast x as [1, d0, 1, d1, ...] to
    [r0, d0, r1, d1, ...] and reshape to [r0 * d0, ...]."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenRepeatOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        rank, count = known_rank(op, op.self), len(op.repeats)
        if count < rank:
            raise lowering_error(op, f"{count} repeats for the {rank} dims of the input")
        x = op.self
        if count > rank:  # leading dims of 1 first (OpenVINO's CPU Tile of a scalar is wrong)
            x = b.add(ov.UnsqueezeV0Op(x, b.i64(list(range(count - rank)))))
        repeats = static_ints(op.repeats)
        if repeats is not None:
            if all(r == 1 for r in repeats):
                b.replace(rewriter, [x])
            else:
                b.add(ov.TileV0Op(x, b.i64(repeats)))
                b.replace(rewriter)
            return
        pairs: list[int | SSAValue] = []
        for axis, repeat in enumerate(op.repeats):
            pairs += [repeat, dim_of(b, x, axis)]
        spread = b.add(ov.UnsqueezeV0Op(x, b.i64(list(range(0, 2 * count, 2)))))
        tiled = b.add(ov.BroadcastV3Op(spread, sizes_vector(b, pairs)))
        shape = b.add(ov.MultiplyV1Op(as_i64_vector(b, op.repeats), shape_vector(b, x)))
        b.add(ov.ReshapeV1Op(tiled, shape, special_zero=False))
        b.replace(rewriter)


class ConstantPadToPad(RewritePattern):
    """constant_pad_nd is Pad-12 (negative pads crop), the value in the input's element type.
    OpenVINO's CPU Pad pads with 0 instead of a value known only at run time when the pads are
    constants: such a value is selected where a padded mask of x's shape is false."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenConstantPadNdOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        rank = known_rank(op, op.self)
        b = Builder(op)
        begin, end = pads_vectors(b, rank, list(op.pad), op)
        value = as_element(b, op.value, element_of(op.self.type))
        if static_scalar(op.value) is None and static_ints(list(op.pad)) is not None:
            inside = b.add(ov.BroadcastV3Op(b.constant(np.array(True), i1), b.add(ov.ShapeOfV3Op(op.self))))
            mask = b.add(ov.PadV12Op(inside, begin, end, b.constant(np.array(False), i1), pad_mode="constant"))
            padded = b.add(ov.PadV12Op(op.self, begin, end, pad_mode="constant"))
            b.add(ov.SelectV1Op(mask, padded, value))
        else:
            b.add(ov.PadV12Op(op.self, begin, end, value, pad_mode="constant"))
        b.replace(rewriter)


# torch's paddings that mirror or repeat the border -> Pad-12's modes
BORDER_PADS = {
    torch.AtenReflectionPad1dOp: "reflect",
    torch.AtenReflectionPad2dOp: "reflect",
    torch.AtenReflectionPad3dOp: "reflect",
    torch.AtenReplicationPad2dOp: "edge",
    torch.AtenReplicationPad3dOp: "edge",
}


class BorderPadToPad(RewritePattern):
    """reflection_pad{1,2,3}d and replication_pad{2,3}d pad the last 1, 2 or 3 dims: Pad-12 in
    reflect or edge mode."""

    op_types = tuple(BORDER_PADS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        rank = known_rank(op, op.self)
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        begin, end = pads_vectors(b, rank, list(op.padding), op)
        b.add(ov.PadV12Op(op.self, begin, end, pad_mode=BORDER_PADS[type(op)]))
        b.replace(rewriter)


class DiagonalToGather(RewritePattern):
    """diagonal(offset, dim1, dim2): the two dims moved last, the offset sliced off (columns for a
    positive offset, rows for a negative one), the matrix flattened and its diagonal gathered at
    i * (columns + 1) for i < min(rows, columns); the diagonal is the last dim, as in torch."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenDiagonalOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op, op.self)
        if rank < 2:
            raise lowering_error(op, f"diagonal needs at least 2 dims, got {op.self.type}")
        first, second = normalize_axis(op.dim1, rank), normalize_axis(op.dim2, rank)
        if first == second:
            raise lowering_error(op, f"diagonal dims {op.dim1} and {op.dim2} are the same dim")
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        order = [d for d in range(rank) if d not in (first, second)] + [first, second]
        x = op.self
        if order != list(range(rank)):
            x = b.add(ov.TransposeV1Op(x, b.i64(order)))
        if op.offset:
            axis = rank - 1 if op.offset > 0 else rank - 2
            x = b.add(ov.SliceV8Op(x, b.i64([abs(op.offset)]), b.i64([INT64_MAX]), b.i64([1]), b.i64([axis])))
        flat = b.add(ov.ReshapeV1Op(x, b.i64([0] * (rank - 2) + [-1]), special_zero=True))
        rows, columns = (shape_of(x.type) or [None, None])[-2:]
        if rows is not None and columns is not None:
            positions = b.i64(np.arange(min(rows, columns)) * (columns + 1))
        else:
            rows_v, columns_v = dim_of(b, x, rank - 2, scalar=True), dim_of(b, x, rank - 1, scalar=True)
            length = b.add(ov.MinimumV1Op(rows_v, columns_v))
            steps = b.add(ov.RangeV4Op(b.i64(0), length, b.i64(1), output_type=i64))
            positions = b.add(ov.MultiplyV1Op(steps, b.add(ov.AddV1Op(columns_v, b.i64(1)))))
        b.add(ov.GatherV8Op(flat, positions, b.i64(rank - 2)))
        b.replace(rewriter)


class AsStridedToView(RewritePattern):
    """as_strided of a contiguous input, when it is a reshape, transpose and slice of it: its
    dims sorted by stride, each stride a multiple of the next; the storage read from the offset
    by the last stride, reshaped to [size_first, .., stride_k / stride_k+1, ..] and sliced to the
    sizes. Anything else (overlapping or expanded strides, a view past the input, sizes known
    only at run time) has no such form and is refused."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenAsStridedOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        shape = shape_of(op.self.type)
        sizes, strides = static_ints(list(op.size)), static_ints(list(op.stride))
        offset = 0 if op.storage_offset is None else static_int(op.storage_offset)
        if shape is None or None in shape or sizes is None or strides is None or offset is None:
            raise lowering_error(op, "as_strided needs a static input shape and known sizes, strides and offset")
        if len(sizes) != len(strides):
            raise lowering_error(op, f"as_strided has {len(sizes)} sizes and {len(strides)} strides")
        b = Builder(op)
        if 0 in sizes:
            b.replace(rewriter, [zeros(b, sizes, element_of(op.self.type))])
            return
        plan = self.plan(shape, sizes, strides, offset)
        if isinstance(plan, str):
            raise lowering_error(op, f"as_strided{tuple(sizes), tuple(strides), offset} of {op.self.type} {plan}")
        order, base, counts, step = plan
        count, length = math.prod(shape), math.prod(base)
        x = op.self
        if offset != 0 or step != 1 or length != count:
            x = reshaped(b, x, [count])
            needed = offset + (length - 1) * step + 1
            if needed > count:  # past the elements read: padding, never read, for the Reshape
                x = b.add(ov.PadV12Op(x, b.i64([0]), b.i64([needed - count]), pad_mode="constant"))
            x = b.add(ov.SliceV8Op(x, b.i64([offset]), b.i64([needed]), b.i64([step]), b.i64([0])))
        x = reshaped(b, x, base)
        if counts != base:
            axes = list(range(len(base)))
            x = b.add(ov.SliceV8Op(x, b.i64([0] * len(base)), b.i64(counts), b.i64([1] * len(base)), b.i64(axes)))
        if order != sorted(order):
            x = reshaped(b, x, [sizes[i] for i in order])
            x = b.add(ov.TransposeV1Op(x, b.i64(inverse_order(order))))
        b.replace(rewriter, [reshaped(b, x, sizes)])

    @staticmethod
    def plan(shape: list[int], sizes: list[int], strides: list[int], offset: int) -> tuple | str:
        """(the dims of size > 1 by decreasing stride, the storage read from the offset by the
        last stride reshaped, the part of it the view reads, that stride), or why there is none."""
        order = sorted((i for i, s in enumerate(sizes) if s != 1), key=lambda i: -strides[i])
        steps = [strides[i] for i in order]
        if any(t <= 0 for t in steps) or len(set(steps)) != len(steps):
            return "reads elements more than once (a zero, negative or repeated stride)"
        last = offset + sum((sizes[i] - 1) * strides[i] for i in order)
        if offset < 0 or last >= math.prod(shape):
            return "reads past the input's elements"
        if any(outer % inner for outer, inner in pairwise(steps)):
            return "is no slice of a reshape: a stride is not a multiple of the next one"
        base = [sizes[order[0]] if order else 1] + [outer // inner for outer, inner in pairwise(steps)]
        counts = [sizes[i] for i in order] or [1]
        if any(n > size for n, size in zip(counts, base)):
            return "is no slice of a reshape: a dim reaches past the next stride (its rows overlap)"
        return order, base, counts, steps[-1] if steps else 1


class SliceScatterToScatter(RewritePattern):
    """slice_scatter(self, src, dim, start, end, step) writes src at positions start + step * i
    of dim (start counted from the front, clamped as a slice's; src gives the count): a
    ScatterElementsUpdate with those positions broadcast to src's shape."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenSliceScatterOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        rank = known_rank(op, op.self)
        axis = normalize_axis(op.dim, rank)
        b = Builder(op)
        positions = self.positions(b, op, axis, rank)
        along = b.add(
            ov.ReshapeV1Op(positions, b.i64([-1 if d == axis else 1 for d in range(rank)]), special_zero=False)
        )
        indices = b.add(ov.BroadcastV3Op(along, shape_vector(b, op.src)))
        src = as_element(b, op.src, result_element(op))
        b.add(ov.ScatterElementsUpdateV12Op(op.self, indices, src, b.i64(axis)))
        b.replace(rewriter)

    @staticmethod
    def positions(b: Builder, op: torch.AtenSliceScatterOp, axis: int, rank: int) -> SSAValue:
        """start + step * arange(count): constants when the start, step, count and (for a negative
        start) the dim are known."""
        size = (shape_of(op.self.type) or [None] * rank)[axis]
        count = (shape_of(op.src.type) or [None] * rank)[axis]
        start = 0 if op.start is None else static_int(op.start)
        step = static_int(op.step)
        if start is not None and step is not None and count is not None:
            if start >= 0:
                return b.i64(min(start, size if size is not None else start) + step * np.arange(count))
            if size is not None:
                return b.i64(max(start + size, 0) + step * np.arange(count))
        start_v = b.i64(0) if op.start is None else as_scalar_tensor(b, op.start)
        first = normalized_index(b, start_v, dim_of(b, op.self, axis, scalar=True))
        counted = b.add(ov.RangeV4Op(b.i64(0), dim_of(b, op.src, axis, scalar=True), b.i64(1), output_type=i64))
        return b.add(ov.AddV1Op(first, b.add(ov.MultiplyV1Op(counted, as_scalar_tensor(b, op.step)))))


class SelectScatterToScatter(RewritePattern):
    """select_scatter(self, src, dim, index) writes src (self without dim) at index of dim: src
    unsqueezed at dim, scattered with the index broadcast to its shape (a negative index counts
    from the back, as ScatterElementsUpdate-12's do)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenSelectScatterOp, rewriter: PatternRewriter) -> None:
        if not ready(op):
            return
        rank = known_rank(op, op.self)
        axis = normalize_axis(op.dim, rank)
        b = Builder(op)
        src = b.add(ov.UnsqueezeV0Op(as_element(b, op.src, result_element(op)), b.i64([axis])))
        indices = b.add(ov.BroadcastV3Op(as_scalar_tensor(b, op.index), shape_vector(b, src)))
        b.add(ov.ScatterElementsUpdateV12Op(op.self, indices, src, b.i64(axis)))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        ViewToReshape(),
        FlattenToReshape(),
        UnflattenToReshape(),
        PermuteToTranspose(),
        ExpandToBroadcast(),
        SqueezeToOv(),
        UnsqueezeToOv(),
        CatToConcat(),
        SliceToOv(),
        SelectToGather(),
        SplitWithSizesToVariadicSplit(),
        CopyToInput(),
        CopyToBroadcast(),
        DiffToSubtract(),
        FlipToSlice(),
        RepeatToTile(),
        ConstantPadToPad(),
        BorderPadToPad(),
        DiagonalToGather(),
        AsStridedToView(),
        SliceScatterToScatter(),
        SelectScatterToScatter(),
    ]
