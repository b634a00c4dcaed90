"""What the GNA preparation patterns share: a convolution's pads, zero padding made explicit,
pointwise convolutions, kept weights' FakeQuantizes carried onto rewritten weights, negation."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from xdsl.dialects.builtin import UnitAttr
from xdsl.ir import SSAValue

from ovopt.dialects import ov
from ovopt.dialects.evaluation import KEEP_UNFOLDED_ATTR
from ovopt.lowering.builder import Builder
from ovopt.lowering.values import constant, static_shape
from ovopt.support.shapes import same_pads


def conv_pads(op: ov.ConvolutionV1Op | ov.GroupConvolutionV1Op) -> tuple[list[int], list[int]] | None:
    """The begin and end pads of a convolution on static data, whatever its auto_pad."""
    shape = static_shape(op.operands[0])
    if shape is None:
        return None
    auto_pad = op.auto_pad.data
    if auto_pad == "explicit":
        return list(op.pads_begin.get_values()), list(op.pads_end.get_values())
    spatial = len(shape) - 2
    if auto_pad == "valid":
        return [0] * spatial, [0] * spatial
    kernel = static_shape(op.operands[1])[-spatial:]
    sizes = [(k - 1) * d + 1 for k, d in zip(kernel, op.dilations.get_values())]
    pairs = [same_pads(n, s, w, auto_pad) for n, s, w in zip(shape[2:], op.strides.get_values(), sizes)]
    return [p[0] for p in pairs], [p[1] for p in pairs]


def zero_padded(b: Builder, x: SSAValue, begin: Sequence[int], end: Sequence[int]) -> SSAValue:
    """`x` [N, C, ...] with zeros before and after its spatial axes, as Concats with zero
    constants (GNA has no Pad layer: the plugin pads this way)."""
    shape = list(static_shape(x))
    element = x
    for axis, (before, after) in enumerate(zip(begin, end), start=2):
        sides = [np.zeros([*shape[:axis], count, *shape[axis + 1 :]]) for count in (before, after)]
        zeros = [b.constant_like(side, element) if side.size else None for side in sides]
        parts = [p for p in (zeros[0], x, zeros[1]) if p is not None]
        if len(parts) > 1:
            x = b.add(ov.ConcatV0Op(parts, axis=axis))
            shape[axis] += before + after
    return x


def pointwise(b: Builder, x: SSAValue, filters: np.ndarray | SSAValue) -> SSAValue:
    """A 1x1 convolution of `x` by the [C_OUT, C_IN] matrix `filters` (or by filters
    [C_OUT, C_IN, 1, 1] some op makes)."""
    weights = filters if isinstance(filters, SSAValue) else b.constant_like(filters[:, :, None, None], x)
    return b.add(ov.ConvolutionV1Op(x, weights, strides=[1, 1], dilations=[1, 1], pads_begin=[0, 0], pads_end=[0, 0]))


def kept_fake_quantize(value: SSAValue) -> ov.FakeQuantizeV0Op | None:
    """The FakeQuantize gna-keep-weights-fake-quantize kept that makes the weights `value`."""
    op = value.owner
    return op if isinstance(op, ov.FakeQuantizeV0Op) and KEEP_UNFOLDED_ATTR in op.attributes else None


def fake_quantized_like(
    b: Builder, weights: SSAValue, original: ov.FakeQuantizeV0Op, limit: Callable[[np.ndarray], np.ndarray]
) -> SSAValue:
    """`weights` (rewritten from `original`'s input) behind a kept FakeQuantize like `original`,
    each of its limits `limit(array)`."""
    limits = [b.constant_like(limit(constant(v)), v) for v in original.operands[1:]]
    made = b.add(ov.FakeQuantizeV0Op(weights, *limits, levels=original.levels.value.data))
    made.owner.attributes[KEEP_UNFOLDED_ATTR] = UnitAttr()
    return made


def negated(b: Builder, value: SSAValue) -> SSAValue:
    """-value as GNA computes it: a constant negated at once, anything else scaled by -1 (a
    diagonal layer; the scalar broadcasts the numpy way, whatever broadcasting reads the result)."""
    known = constant(value)
    if known is not None:
        return b.constant_like(-known, value)
    return b.add(ov.MultiplyV1Op(value, b.constant_like(np.asarray(-1), value)))
