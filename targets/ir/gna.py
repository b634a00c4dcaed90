"""The gna dialect as IR layers, the way the GNA plugin's Serialize dumps showed its graph: for
inspection only, since OpenVINO has no `intel_gna` layers to run (gna-emulate's IR is the
runnable one).

Naming: the plugin's own ops (its `src/ops/`) keep their type under version `intel_gna`
(GNAConvolution, GNAMaxPool, GNAAvgPool, Pwl, Identity, Copy); the primitives the plugin's
legacy graph compiler took as CNN layers (`layers/gna_layer_type.hpp`) keep those layer types under version
`legacy`: FullyConnected (affine), ScaleShift (diagonal), Eltwise, Crop, Concat, Split and
Permute (the 2-D transpose). A layout cast is an opset1 Reshape, or no layer when the shape
stays. Each gna output port carries its layout in rt_info as OpenVINO writes one (`[N,H,W,C]`;
`CN` is `[C,N]`, interleaved); `ND` data has none.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir import Operation

from ovopt.dialects import gna
from ovopt.dialects.gna.types import Layout, layout_of
from ovopt.dialects.ov.base import ir_string
from ovopt.support.elements import numpy_dtype
from ovopt.support.shapes import shape_of
from ovopt.targets.ir.layers import ALIAS, Alias, Layer, spells

GNA_OPSET = "intel_gna"
LEGACY = "legacy"


def _layouts(op: Operation) -> list[str | None]:
    """Each result's layout as OpenVINO's LayoutAttribute spells it, None for ND or ov data."""
    found = []
    for result in op.results:
        layout = layout_of(result.type)
        found.append(None if layout in (None, Layout.ND) else f"[{','.join(layout.value)}]")
    return found


def _attributes(op: Operation, *names: str) -> dict[str, str]:
    properties = op.all_properties()
    return {name: ir_string(properties[name]) for name in names if name in properties}


def _layer(op: Operation, type: str, version: str, attributes: dict[str, str], constants=None) -> Layer:
    return Layer(type, version, attributes, constants or {}, _layouts(op))


@spells(gna.ConvolutionOp)
def _convolution(op: gna.ConvolutionOp) -> Layer:
    attributes = _attributes(op, "strides", "dilations", "pads_begin", "pads_end")
    return _layer(op, "GNAConvolution", GNA_OPSET, {**attributes, "auto_pad": "explicit"})


@spells(gna.MaxPoolOp, gna.AvgPoolOp)
def _pool(op: gna.PoolOp) -> Layer:
    attributes = _attributes(op, "strides", "pads_begin", "pads_end", "kernel", "rounding_type", "exclude-pad")
    type = "GNAMaxPool" if isinstance(op, gna.MaxPoolOp) else "GNAAvgPool"
    return _layer(op, type, GNA_OPSET, {**attributes, "auto_pad": "explicit"})


@spells(gna.PwlOp)
def _pwl(op: gna.PwlOp) -> Layer:
    """Pwl(data, m, b, knots): the segments as f64 constants in the .bin, as the plugin's
    PWLApproximation made them; the approximated function and its error as attributes."""
    props = op.all_properties()
    segments = {name: np.asarray(props[name].get_values(), np.float64) for name in ("slopes", "intercepts", "knots")}
    attributes = {"activation": op.approximates.data, "error_percent": ir_string(op.error_percent)}
    return _layer(op, "Pwl", GNA_OPSET, attributes, segments)


@spells(gna.CopyOp)
def _copy(op: gna.CopyOp) -> Layer:
    return _layer(op, "Copy", GNA_OPSET, {})


@spells(gna.IdentityOp)
def _identity(op: gna.IdentityOp) -> Layer:
    return _layer(op, "Identity", GNA_OPSET, {})


@spells(gna.AffineOp)
def _affine(op: gna.AffineOp) -> Layer:
    """FullyConnected(data [K, N] interleaved, weights [O, K], bias [O]); the plugin always
    had a bias (a zero one when the model had none)."""
    outputs, frames = op.output.type.get_shape()
    element = numpy_dtype(op.weights.type.get_element_type())
    zero_bias = {} if op.bias is not None else {"bias": np.zeros(outputs, element)}
    return _layer(op, "FullyConnected", LEGACY, {"out-size": str(outputs), "frames": str(frames)}, zero_bias)


@spells(gna.DiagonalOp)
def _diagonal(op: gna.DiagonalOp) -> Layer:
    return _layer(op, "ScaleShift", LEGACY, {})


@spells(gna.EltwiseOp)
def _eltwise(op: gna.EltwiseOp) -> Layer:
    return _layer(op, "Eltwise", LEGACY, {"operation": op.operation.data})


@spells(gna.CropOp)
def _crop(op: gna.CropOp) -> Layer:
    """CropIE's spelling: every axis, its offset and the size kept (`dim`)."""
    props = op.all_properties()
    axes = ", ".join(str(axis) for axis in range(op.output.type.get_num_dims()))
    return _layer(
        op, "Crop", LEGACY, {"axis": axes, "offset": ir_string(props["offsets"]), "dim": ir_string(props["sizes"])}
    )


@spells(gna.ConcatOp)
def _concat(op: gna.ConcatOp) -> Layer:
    return _layer(op, "Concat", LEGACY, _attributes(op, "axis"))


@spells(gna.SplitOp)
def _split(op: gna.SplitOp) -> Layer:
    props = op.all_properties()
    return _layer(op, "Split", LEGACY, {"axis": ir_string(props["axis"]), "split_lengths": ir_string(props["sizes"])})


@spells(gna.TransposeOp)
def _transpose(op: gna.TransposeOp) -> Layer:
    return _layer(op, "Permute", LEGACY, {"order": "1, 0"})


@spells(gna.LayoutCastOp)
def _layout_cast(op: gna.LayoutCastOp) -> Layer | Alias:
    """No data moves: the same shape is no layer; another shape is a Reshape to it."""
    shape = shape_of(op.output.type)
    if shape == shape_of(op.input.type):
        return ALIAS
    return _layer(op, "Reshape", "opset1", {"special_zero": "false"}, {"shape": np.asarray(shape, np.int64)})
