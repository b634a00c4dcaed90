"""gna-layer-forms: the float gna ops that are not GNA layers become the layers GNA computes
them with, as the plugin's graph compiler did (gna_graph_compiler.cpp):

- an element-wise sum or difference is a diagonal: one input times a weight (1, or -1 for the
  subtrahend) with the other input's 32-bit accumulator as the bias (EltwisePrimitive, Sum);
  an accumulator is needed there, so when neither input is one an identity diagonal makes one,
  and when both are, an identity activation turns one into 16-bit data;
  with int8 input frames (input-precision=i8) a sum's inputs are both 8- or 16-bit instead
  (MarkIdentityCandidates' rule for 1-byte inputs, as for a product): an identity activation
  on each accumulator, the other input's data the bias, none where an input is data already;
- an element-wise product is a diagonal whose weights are the other input, both 16-bit
  (EltwisePrimitive, Prod), with an identity activation on an input that is an accumulator;
- an average pool is a sum pool (GNA has max and sum pooling, PoolingPrimitive), its 1/k
  folded into the weights and bias of the convolution it follows;
- a crop whose offset is not aligned is an affine layer of 0/1 weights (the plugin's
  "affine crop", is_crop_affined_offset);
- an identity is a PWL of identity segments.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import gna
from ovopt.dialects.gna.layers import producer
from ovopt.lowering.builder import Builder, lowering_error
from ovopt.lowering.gna.common import IDENTITY, constant, diagonal, identity, is_accumulator
from ovopt.lowering.ov_to_gna.limits.generations import BYTES_PER_MOVED_ELEMENT, GENERATIONS
from ovopt.lowering.values import constant as constant_value
from ovopt.support import elements

if TYPE_CHECKING:
    from ovopt.lowering.gna.passes import LayerFormsPass


class EltwiseToDiagonal(RewritePattern):
    """gna.eltwise: a diagonal with the other input as its bias (sum, sub) or weights (prod)."""

    def __init__(self, options: LayerFormsPass):
        self.byte_inputs = options.input_precision == "i8"

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gna.EltwiseOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        lhs, rhs, kind = op.lhs, op.rhs, op.operation.data

        def sixteen_bit(value):
            return identity(b, value) if is_accumulator(value) else value

        if kind == "prod":
            b.add(gna.DiagonalOp(sixteen_bit(lhs), sixteen_bit(rhs), constant(b, 0.0, lhs)))
        elif self.byte_inputs:  # the bias is lhs's data, as the plugin's 1-byte-input sum takes it
            sign = -1.0 if kind == "sub" else 1.0
            b.add(gna.DiagonalOp(sixteen_bit(rhs), constant(b, sign, rhs), sixteen_bit(lhs)))
        elif kind == "sum" and is_accumulator(rhs) and not is_accumulator(lhs):
            b.add(gna.DiagonalOp(lhs, constant(b, 1.0, lhs), rhs))
        else:  # the bias is lhs (the minuend, or the first of two alike), the data rhs
            bias = lhs if is_accumulator(lhs) else diagonal(b, lhs)
            sign = -1.0 if kind == "sub" else 1.0
            b.add(gna.DiagonalOp(sixteen_bit(rhs), constant(b, sign, rhs), bias))
        b.replace(rewriter)


class AveragePoolToSumPool(RewritePattern):
    """gna.avg_pool of a convolution's sums: a gna.sum_pool, the convolution's filters and
    bias divided by the window size. Every window must be whole (GNA's sum of a partial window
    would be divided by k all the same)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gna.AvgPoolOp, rewriter: PatternRewriter) -> None:
        conv, alone = producer(op.data)
        if not isinstance(conv, gna.ConvolutionOp) or not alone or op.data.owner is not conv:
            kind = "a function argument" if conv is None else conv.name
            raise lowering_error(op, f"GNA pools a convolution's sums; this average pool reads {kind}")
        kernel, strides = list(op.kernel.get_values()), list(op.strides.get_values())
        pads = list(op.pads_begin.get_values()) + list(op.pads_end.get_values())
        sizes, windows = op.data.type.get_shape()[1:-1], op.output.type.get_shape()[1:-1]
        if any(pads) or any((o - 1) * s + k > n for o, s, k, n in zip(windows, strides, kernel, sizes)):
            raise lowering_error(op, "GNA's sum pooling has no padding and no partial windows to average")
        filters, bias = constant_value(conv.filters), None if conv.bias is None else constant_value(conv.bias)
        if filters is None or (conv.bias is not None and bias is None):
            return
        k = math.prod(kernel)
        b = Builder(op)
        element = conv.filters.type.get_element_type()
        scaled = b.constant((filters / k).astype(filters.dtype), element)
        scaled_bias = [] if bias is None else [b.constant((bias / k).astype(bias.dtype), element)]
        properties = {name: getattr(conv, name) for name in ("strides", "pads_begin", "pads_end", "dilations")}
        sums = b.add(gna.ConvolutionOp(conv.data, scaled, *scaled_bias, **properties))
        pool = {name: getattr(op, name) for name in ("strides", "pads_begin", "pads_end", "kernel", "rounding_type")}
        b.add(gna.SumPoolOp(sums, **pool))
        b.replace(rewriter)
        rewriter.erase(conv)


def crop_span(op: gna.CropOp) -> tuple[int, int, int] | None:
    """(offset, size, length) of a crop of one row of data (every other axis 1), or None."""
    shape = op.data.type.get_shape()
    offsets, sizes = list(op.offsets.get_values()), list(op.sizes.get_values())
    cropped = [axis for axis, (o, s, d) in enumerate(zip(offsets, sizes, shape)) if o != 0 or s != d]
    if len(cropped) != 1 or math.prod(shape) != shape[cropped[0]]:
        return None
    axis = cropped[0]
    return offsets[axis], sizes[axis], shape[axis]


class UnalignedCropToAffine(RewritePattern):
    """A crop of one row at an offset GNA cannot alias (not a multiple of the memory alignment):
    an affine layer whose 0/1 weights pick the cropped elements."""

    def __init__(self, options: LayerFormsPass):
        self.alignment = GENERATIONS[options.target].memory_alignment

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gna.CropOp, rewriter: PatternRewriter) -> None:
        span = crop_span(op)
        if span is None or (span[0] * BYTES_PER_MOVED_ELEMENT) % self.alignment == 0:
            return
        offset, size, length = span
        element = op.data.type.element_type
        picks = np.zeros((size, length), elements.numpy_dtype(element))
        picks[np.arange(size), offset + np.arange(size)] = 1
        b = Builder(op)
        column = b.add(gna.LayoutCastOp(op.data, gna.TensorType([length, 1], element, gna.Layout.CN)))
        picked = b.add(gna.AffineOp(column, b.constant(picks, element)))
        b.add(gna.LayoutCastOp(picked, op.output.type))
        b.replace(rewriter)


class IdentityToPwl(RewritePattern):
    """gna.identity: the PWL of identity segments GNA runs it as."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gna.IdentityOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, gna.PwlOp(op.data, **IDENTITY))


def patterns(options: LayerFormsPass) -> list[RewritePattern]:
    return [EltwiseToDiagonal(options), AveragePoolToSumPool(), UnalignedCropToAffine(options), IdentityToPwl()]
