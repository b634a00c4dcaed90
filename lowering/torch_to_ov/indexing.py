"""Reading and writing elements by index, as torch does: advanced indexing (index.Tensor,
index_put) with several index tensors broadcast together, None holes and boolean masks (the
positions NonZero finds), index_select, gather, the scatters (scatter, scatter_add,
scatter_reduce with ScatterElementsUpdate-12's reductions), embedding, nonzero and
masked_scatter.

Advanced indexing moves the indexed dims first (a Transpose), gathers or scatters the index
tuples there (GatherND-8, ScatterNDUpdate-15; both take negative indices as torch does), and
puts the broadcast index dims where torch puts them: in place of the indexed dims when those
are adjacent, first otherwise."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import NoneType, i1, i64
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import ov, torch
from ovopt.lowering.dims import as_i64, dim_of
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.torch_to_ov.common import Builder, as_scalar_tensor, lowering_error, ready
from ovopt.lowering.torch_to_ov.elementwise import as_element, result_element
from ovopt.lowering.torch_to_ov.shape import empty_result, inverse_order, known_rank, shape_vector
from ovopt.support import elements
from ovopt.support.shapes import broadcast_numpy, element_of, normalize_axis, rank_of, shape_of

# the element types of a boolean mask index (torch still takes uint8 ones)
MASKS = (i1, elements.element_type_of(np.dtype(np.uint8)))


class AdvancedIndex:
    """The index tensors of an index.Tensor or index_put on `data`: the dims they index (a
    boolean mask of k dims indexes k dims, by the rows of NonZero), each as i64, and what torch
    makes of them."""

    def __init__(self, b: Builder, op: Operation, data: SSAValue, entries: Sequence[SSAValue]):
        self.rank = known_rank(op, data)
        self.dims: list[int] = []
        self.tensors: list[SSAValue] = []
        dim = 0
        for entry in entries:
            if isinstance(entry.type, NoneType):
                dim += 1
                continue
            element = element_of(entry.type)
            entry_rank = rank_of(entry)
            if entry_rank is None:
                raise lowering_error(op, f"an index of unknown rank ({entry.type}) gives a result of unknown rank")
            if element in MASKS:
                if entry_rank == 0:
                    raise lowering_error(op, "a 0-d boolean index (x[True]) is not supported")
                found = b.add(ov.NonZeroV3Op(entry))
                for row in range(entry_rank):
                    self.dims.append(dim + row)
                    self.tensors.append(b.add(ov.GatherV8Op(found, b.i64(row), b.i64(0))))
                dim += entry_rank
            else:
                self.dims.append(dim)
                self.tensors.append(as_i64(b, entry))
                dim += 1
        if dim > self.rank:
            raise lowering_error(op, f"{dim} indexed dims for the {self.rank} dims of {data.type}")
        if not self.tensors:
            raise lowering_error(op, "indexing with no index tensor")
        self.rest = [d for d in range(self.rank) if d not in self.dims]
        self.adjacent = self.dims == list(range(self.dims[0], self.dims[0] + len(self.dims)))
        # torch puts the broadcast index dims in place of adjacent indexed dims, else first
        self.before = self.dims[0] if self.adjacent else 0
        shapes = [shape_of(t.type) for t in self.tensors]
        self.index_shape = shapes[0]
        for shape in shapes[1:]:
            self.index_shape = broadcast_numpy(self.index_shape, shape)
        assert self.index_shape is not None  # every index has a known rank
        self.index_rank = len(self.index_shape)

    def data_order(self) -> list[int]:
        """The dims of data, the indexed ones first."""
        return self.dims + self.rest

    def tuples(self, b: Builder) -> SSAValue:
        """The index tensors broadcast together and stacked: [*index_shape, indexed dims]."""
        shape = None
        last = b.i64([-1])
        columns = []
        for t in self.tensors:
            if shape_of(t.type) != self.index_shape or None in self.index_shape:
                shape = shape or self.broadcast_shape(b)
                t = b.add(ov.BroadcastV3Op(t, shape))
            columns.append(b.add(ov.UnsqueezeV0Op(t, last)))
        return columns[0] if len(columns) == 1 else b.add(ov.ConcatV0Op(columns, axis=-1))

    def broadcast_shape(self, b: Builder) -> SSAValue:
        if None not in self.index_shape:
            return b.i64(self.index_shape)
        total = self.tensors[0]
        for t in self.tensors[1:]:
            total = b.add(ov.AddV1Op(total, t))
        return b.add(ov.ShapeOfV3Op(total))

    def result_order(self) -> list[int]:
        """Where the dims of the gathered [*index dims, *rest] go in torch's result."""
        n, rest = self.index_rank, len(self.rest)
        return [n + i for i in range(self.before)] + list(range(n)) + [n + i for i in range(self.before, rest)]

    def result_dims(self, data: SSAValue) -> list[int | None]:
        """The dims of data[indices], as torch orders them (None where dynamic)."""
        shape = shape_of(data.type)
        rest = [shape[d] for d in self.rest]
        return [*rest[: self.before], *self.index_shape, *rest[self.before :]]

    def result_shape(self, b: Builder, data: SSAValue) -> SSAValue:
        """The shape of data[indices], as torch orders it."""
        dims = self.result_dims(data)
        if None not in dims:
            return b.i64(dims)
        parts = [dim_of(b, data, d) for d in self.rest]
        parts = [*parts[: self.before], self.broadcast_shape(b), *parts[self.before :]]
        return b.add(ov.ConcatV0Op(parts, axis=0)) if len(parts) > 1 else parts[0]


def transposed(b: Builder, x: SSAValue, order: list[int]) -> SSAValue:
    if order == list(range(len(order))):
        return x
    return b.add(ov.TransposeV1Op(x, b.i64(order)))


class IndexToGather(RewritePattern):
    """index.Tensor: one index tensor is a Gather-8 on its dim; several (or a mask of several
    dims) a GatherND-8 of the index tuples on the data with the indexed dims moved first."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenIndexTensorOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        index = AdvancedIndex(b, op, op.self, list(op.indices))
        if len(index.tensors) == 1:
            b.add(ov.GatherV8Op(op.self, index.tensors[0], b.i64(index.dims[0])))
            b.replace(rewriter)
            return
        data = transposed(b, op.self, index.data_order())
        gathered = b.add(ov.GatherNDV8Op(data, index.tuples(b)))
        b.replace(rewriter, [transposed(b, gathered, index.result_order())])


class IndexPutToScatter(RewritePattern):
    """index_put(self, indices, values, accumulate): the values broadcast to the shape of
    self[indices] and scattered at the index tuples by ScatterNDUpdate-15 (sum reduction when
    accumulating, which adds repeated indices as torch does), on self with the indexed dims
    moved first."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenIndexPutOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        index = AdvancedIndex(b, op, op.self, list(op.indices))
        values = as_element(b, op.values, result_element(op))
        if shape_of(values.type) != index.result_dims(op.self):
            values = b.add(ov.BroadcastV3Op(values, index.result_shape(b, op.self)))
        values = transposed(b, values, inverse_order(index.result_order()))
        order = index.data_order()
        data = transposed(b, op.self, order)
        reduction = "sum" if op.accumulate else "none"
        scattered = b.add(ov.ScatterNDUpdateV15Op(data, index.tuples(b), values, reduction=reduction))
        b.replace(rewriter, [transposed(b, scattered, inverse_order(order))])


class IndexSelectToGather(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenIndexSelectOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op, op.self)
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        data, indices = op.self, op.index
        if rank_of(indices) == 0:  # a scalar index keeps the dim
            indices = b.add(ov.ReshapeV1Op(indices, b.i64([1]), special_zero=False))
        if rank == 0:  # a scalar is read as one element, and stays a scalar
            data = b.add(ov.ReshapeV1Op(data, b.i64([1]), special_zero=False))
        picked = b.add(ov.GatherV8Op(data, indices, b.i64(normalize_axis(op.dim, max(rank, 1)))))
        if rank == 0:
            picked = b.add(ov.ReshapeV1Op(picked, b.i64([]), special_zero=False))
        b.replace(rewriter, [picked])


def cut_to(b: Builder, x: SSAValue, like: SSAValue, axes: list[int]) -> SSAValue:
    """x's leading part on `axes`, as long as `like`'s dims there (torch's gather and scatter
    read only that part; OpenVINO's ops want equal dims). A StridedSlice: OpenVINO 2026's CPU
    plugin drops a Slice-8 that feeds GatherElements and then rejects the shapes."""
    x_shape, like_shape = shape_of(x.type), shape_of(like.type)
    if not axes or all(x_shape[a] is not None and x_shape[a] == like_shape[a] for a in axes):
        return x
    rank = len(x_shape)
    whole = [0 if a in axes else 1 for a in range(rank)]
    stop = shape_vector(b, like)
    starts, steps = b.i64([0] * rank), b.i64([1] * rank)
    return b.add(ov.StridedSliceV1Op(x, starts, stop, steps, begin_mask=[1] * rank, end_mask=whole))


class GatherToGatherElements(RewritePattern):
    """gather(self, dim, index): GatherElements-6, on self cut to index's dims off `dim`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenGatherOp, rewriter: PatternRewriter) -> None:
        rank = known_rank(op, op.self)
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        if rank == 0:  # the one element, as often as the index says
            b.add(ov.BroadcastV3Op(op.self, shape_vector(b, op.index)))
            b.replace(rewriter)
            return
        axis = normalize_axis(op.dim, rank)
        data = cut_to(b, op.self, op.index, [a for a in range(rank) if a != axis])
        b.add(ov.GatherElementsV6Op(data, as_i64(b, op.index), axis=axis))
        b.replace(rewriter)


# scatter_reduce's reductions -> ScatterElementsUpdate-12's
SCATTER_REDUCTIONS = {"sum": "sum", "prod": "prod", "mean": "mean", "amax": "max", "amin": "min"}


class ScatterToScatterElements(RewritePattern):
    """scatter.src / .value, scatter_add and scatter_reduce.two: ScatterElementsUpdate-12 with
    the reduction (none, sum, or scatter_reduce's, whose include_self is use_init_val); src cut
    to index's shape (torch reads only that part), a value broadcast to it."""

    op_types = (torch.AtenScatterSrcOp, torch.AtenScatterValueOp, torch.AtenScatterAddOp, torch.AtenScatterReduceTwoOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not ready(op):
            return
        rank = known_rank(op, op.self)
        axis = normalize_axis(op.dim, max(rank, 1))
        element = result_element(op)
        reduction, include_self = "none", True
        if isinstance(op, torch.AtenScatterAddOp):
            reduction = "sum"
        elif isinstance(op, torch.AtenScatterReduceTwoOp):
            if op.reduce not in SCATTER_REDUCTIONS:
                raise lowering_error(op, f"scatter_reduce '{op.reduce}' is unknown: {', '.join(SCATTER_REDUCTIONS)}")
            reduction, include_self = SCATTER_REDUCTIONS[op.reduce], op.include_self
        b = Builder(op)
        data, index = op.self, as_i64(b, op.index)
        if isinstance(op, torch.AtenScatterValueOp):
            updates = b.add(ov.BroadcastV3Op(as_scalar_tensor(b, op.value, element), shape_vector(b, index)))
        else:
            updates = cut_to(b, as_element(b, op.src, element), index, list(range(rank)))
        if rank == 0:  # scalars as one element
            one = b.i64([1])
            data, index, updates = (b.add(ov.ReshapeV1Op(v, one, special_zero=False)) for v in (data, index, updates))
        axis_v = b.i64(axis)
        if reduction == "mean" and not elements.is_floating(element):
            result = self.floor_mean(b, data, index, updates, axis_v, include_self)
        else:
            scatter = ov.ScatterElementsUpdateV12Op(
                data, index, updates, axis_v, reduction=reduction, use_init_val=include_self
            )
            result = b.add(scatter)
        if rank == 0:
            result = b.add(ov.ReshapeV1Op(result, b.i64([]), special_zero=False))
        b.replace(rewriter, [result])

    @staticmethod
    def floor_mean(
        b: Builder, data: SSAValue, index: SSAValue, updates: SSAValue, axis: SSAValue, include_self: bool
    ) -> SSAValue:
        """torch's integer mean rounds down; ScatterElementsUpdate's rounds toward zero. So: the
        sum, divided, rounding down, by the count of values that went into it, where some did."""
        total = b.add(
            ov.ScatterElementsUpdateV12Op(data, index, updates, axis, reduction="sum", use_init_val=include_self)
        )
        element = element_of(data.type)
        one = b.constant(np.ones((), elements.numpy_dtype(element)), element)
        start = b.constant(np.asarray(1 if include_self else 0, elements.numpy_dtype(element)), element)
        counts = b.add(ov.BroadcastV3Op(start, shape_vector(b, data)))
        ones = b.add(ov.BroadcastV3Op(one, shape_vector(b, index)))
        count = b.add(ov.ScatterElementsUpdateV12Op(counts, index, ones, axis, reduction="sum"))
        zero = b.constant(np.zeros((), elements.numpy_dtype(element)), element)
        untouched = b.add(ov.EqualV1Op(count, zero))
        divisor = b.add(ov.SelectV1Op(untouched, one, count))
        # (total - total mod divisor) / divisor: exact, so truncating is rounding down
        # (OpenVINO 2026.4's CPU Divide truncates integers even with m_pythondiv)
        exact = b.add(ov.SubtractV1Op(total, b.add(ov.FloorModV1Op(total, divisor))))
        mean = b.add(ov.DivideV1Op(exact, divisor))
        return b.add(ov.SelectV1Op(untouched, data, mean))


class EmbeddingToGather(RewritePattern):
    """embedding(weight, indices): the rows of weight (padding_idx only matters to gradients)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenEmbeddingOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        b.add(ov.GatherV8Op(op.weight, op.indices, b.i64(0)))
        b.replace(rewriter)


class NonzeroToOv(RewritePattern):
    """nonzero: NonZero-3's [rank, count] transposed to torch's [count, rank]."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenNonzeroOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if rank_of(op.self) == 0:  # torch: [1, 0] when the scalar is not zero, [0, 0] when it is
            element = element_of(op.self.type)
            zero = b.constant(np.zeros((), elements.numpy_dtype(element)), element)
            count = b.add(ov.ConvertV0Op(b.add(ov.NotEqualV1Op(op.self, zero)), destination_type=i64))
            rows = b.add(ov.ReshapeV1Op(count, b.i64([1]), special_zero=False))
            shape = b.add(ov.ConcatV0Op([rows, b.i64([0])], axis=0))
            b.add(ov.BroadcastV3Op(b.i64(0), shape))
            b.replace(rewriter)
            return
        found = b.add(ov.NonZeroV3Op(op.self, output_type=i64))
        b.add(ov.TransposeV1Op(found, b.i64([1, 0])))
        b.replace(rewriter)


class MaskedScatterToSelect(RewritePattern):
    """masked_scatter(self, mask, source): where the mask (broadcast with self) is true, the next
    element of source in row-major order: the running count of trues less one picks it from the
    flattened source, and a Select keeps self elsewhere."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.AtenMaskedScatterOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        if empty_result(b, rewriter, op):
            return
        mask, data = as_element(b, op.mask, i1), op.self
        result = shape_of(op.result.type)
        static = result is not None and None not in result
        if static:
            shape = b.i64(result)
        else:  # self and mask broadcast together
            both = b.add(ov.BroadcastV3Op(mask, b.add(ov.ShapeOfV3Op(data)), mode="bidirectional"))
            shape = b.add(ov.ShapeOfV3Op(both))
        if not static or shape_of(mask.type) != result:
            mask = b.add(ov.BroadcastV3Op(mask, shape))
        if not static or shape_of(data.type) != result:
            data = b.add(ov.BroadcastV3Op(data, shape))
        flat = b.i64([-1])
        counts = b.add(ov.ConvertV0Op(b.add(ov.ReshapeV1Op(mask, flat, special_zero=False)), destination_type=i64))
        running = b.add(ov.CumSumV0Op(counts, b.i64(0)))
        positions = b.add(ov.MaximumV1Op(b.add(ov.SubtractV1Op(running, b.i64(1))), b.i64(0)))
        source = as_element(b, op.source, result_element(op))
        if rank_of(source) != 1:
            source = b.add(ov.ReshapeV1Op(source, flat, special_zero=False))
        picked = b.add(ov.GatherV8Op(source, positions, b.i64(0)))
        picked = b.add(ov.ReshapeV1Op(picked, shape, special_zero=False))
        b.add(ov.SelectV1Op(mask, picked, data))
        b.replace(rewriter)


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [
        IndexToGather(),
        IndexPutToScatter(),
        IndexSelectToGather(),
        GatherToGatherElements(),
        ScatterToScatterElements(),
        EmbeddingToGather(),
        NonzeroToOv(),
        MaskedScatterToSelect(),
    ]
