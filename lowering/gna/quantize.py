"""gna-quantize: the scaled float module in GNA's integers, as the plugin's LayerQuantizer
writes it (frontend/quantization.cpp, frontend/layer_quantizer.cpp):

- weights: round(w * weights scale), half away from zero, saturated to int16 or int8; an
  int8 affine's rows each get a multiplier round(max|w * scale| / 127) in 1..230 (with a
  fused FakeQuantize: its row's range * scale / (levels - 1), truncated) and the weights
  round(w * scale / multiplier) (the compound bias, always present);
- biases: round(b * output scale) in int32 (in int8, saturated, where input-precision=i8 made
  an affine's bias 8-bit: the 2023 plugin's scale calculator keeps the 2^30 bias limit there);
- an activation's segments: GNA's table for its input and output scales (fixed_point.py);
- data entering GNA: gna.quantize at its scale; data leaving it: gna.dequantize.

Element types follow: 16-bit data (8-bit input frames with input-precision=i8), i32 accumulators.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import ModuleOp, i8, i16, i32
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import gna, ov
from ovopt.dialects.gna.fixed_point import INT8, INT16, INT32, encode_pwl, quantise, round_half_away, saturate
from ovopt.dialects.gna.precisions import UI8
from ovopt.lowering.gna.common import is_gna_cast
from ovopt.lowering.gna.scales import (
    MAX_OUT_MULTIPLIER,
    MAX_VAL_1B_WEIGHT,
    WEIGHTS_FQ_RANGES_ATTR,
    byte_bias,
    weights_fake_quantize,
)
from ovopt.lowering.values import constant as constant_value
from ovopt.support.functions import main_function
from ovopt.support.locations import describe

LAYERS = (gna.AffineOp, gna.DiagonalOp, gna.ConvolutionOp)


def compound(
    weights: np.ndarray, scale: float, op: Operation, grid: tuple[np.ndarray, float] | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """(int8 weights, multipliers) of an int8 affine (QuantizeWeights<int8_t>). With `grid`, the
    range of each row's fused FakeQuantize and its levels, a row's multiplier is
    trunc(range * scale / (levels - 1)) as the plugin's runFakeQuantize takes it, which puts the
    weights on the row's own grid (the plugin truncates a product in f32 that may fall just
    under a whole number; here one within 1e-9 of it counts as it), where the grid's integers
    fit int8."""
    scaled = weights.astype(np.float64) * scale
    rows = np.max(np.abs(scaled), axis=1) if scaled.size else np.zeros(weights.shape[0])
    multipliers = np.trunc(rows / MAX_VAL_1B_WEIGHT + 0.5)
    if grid is not None:
        ranges, levels = grid
        on_grid = np.floor(ranges * scale / (levels - 1) * (1 + 1e-9))
        fits = (on_grid >= 1) & (on_grid <= MAX_OUT_MULTIPLIER) & (rows < (INT8[1] + 0.5) * np.maximum(on_grid, 1))
        multipliers = np.where(fits, on_grid, multipliers)
    if np.any(multipliers > MAX_OUT_MULTIPLIER):
        raise PassFailedException(
            f"gna-quantize: {describe(op)}: a row multiplier of {int(multipliers.max())} passes "
            f"{int(MAX_OUT_MULTIPLIER)} (invalid channel multiplier)"
        )
    multipliers = np.maximum(multipliers, 1)
    values = saturate(round_half_away(scaled / multipliers[:, None]), INT8)
    return values.astype(np.int8), multipliers.astype(np.uint8)


def fake_quantize_grid(op: Operation, rows: int) -> tuple[np.ndarray, float] | None:
    """The range of each output row's fused FakeQuantize and its levels."""
    fused = weights_fake_quantize(op)
    if fused is None:
        return None
    low, high, levels = fused
    ranges = op.attributes.get(WEIGHTS_FQ_RANGES_ATTR)
    found = np.asarray(ranges.get_values(), np.float64) if ranges is not None else np.full(rows, high - low)
    return found, levels


class Quantiser:
    """Rebuilds `@main`'s gna ops in integers, op by op (each one's operands are already)."""

    def __init__(self, input_precision: str = "i16"):
        self.int8_inputs = input_precision == "i8"

    def constant(self, op: Operation, array: np.ndarray, element: Attribute) -> SSAValue:
        made = ov.ConstantV0Op.from_numpy(array, element)
        made.location = op.location
        Rewriter.insert_op(made, InsertPoint.before(op))
        return made.results[0]

    def replace(self, op: Operation, new: Operation) -> None:
        new.location = op.location
        new.attributes.update(op.attributes)
        Rewriter.replace_op(op, new)

    def run(self, module: ModuleOp) -> None:
        for op in list(main_function(module).body.block.ops):
            if isinstance(op, gna.LayoutCastOp):
                self.cast(op)
            elif isinstance(op, LAYERS):
                self.layer(op)
            elif isinstance(op, gna.PwlOp):
                self.pwl(op)
            elif op.dialect_name() == "gna":
                self.replace(op, rebuilt(op, list(op.operands)))

    def cast(self, op: gna.LayoutCastOp) -> None:
        source, target = op.input.type, op.output.type
        if is_gna_cast(op):
            self.replace(op, gna.LayoutCastOp(op.input, target.with_scale(target.scale, source.element_type)))
        elif isinstance(target, gna.TensorType):  # entering GNA
            floats = target.with_scale(None)
            cast = gna.LayoutCastOp(op.input, floats)
            cast.location = op.location
            Rewriter.insert_op(cast, InsertPoint.before(op))
            self.replace(op, gna.QuantizeOp(cast.output, scale=target.scale, low_precision=self.int8_inputs))
        else:  # leaving GNA: the integers divided by their scale
            dequantised = gna.DequantizeOp(op.input, scale=source.scale)
            dequantised.location = op.location
            Rewriter.insert_op(dequantised, InsertPoint.before(op))
            op.operands = [dequantised.output]

    def layer(self, op: Operation) -> None:
        data, weights, bias = op.operands[0], op.operands[1], op.operands[2] if len(op.operands) > 2 else None
        out_scale = op.output.type.scale
        if isinstance(weights.type, gna.TensorType):  # a product: the other input's data
            zero = self.constant(op, np.zeros(1, np.int32), i32)
            self.replace(op, rebuilt(op, [data, weights, zero]))
            return
        w = np.asarray(constant_value(weights), np.float64)
        scale = op.weights_scale.value.data
        eight = op.properties.get("weights_precision") is not None and op.weights_precision.data == "i8"
        b = None if bias is None or isinstance(bias.type, gna.TensorType) else constant_value(bias)
        operands: list[SSAValue] = [data]
        if byte_bias(op):  # input-precision=i8: an int8 bias at the output scale, saturated
            element, bounds, dtype = (i8, INT8, np.int8) if eight else (i16, INT16, np.int16)
            operands.append(self.constant(op, quantise(w, scale, bounds).astype(dtype), element))
            if b is not None:
                operands.append(self.constant(op, quantise(b, out_scale, INT8).astype(np.int8), i8))
        elif eight and isinstance(op, gna.AffineOp):
            values, multipliers = compound(w, scale, op, fake_quantize_grid(op, w.shape[0]))
            biases = b if b is not None else np.zeros(w.shape[0])
            operands += [
                self.constant(op, values, i8),
                self.constant(op, quantise(biases, out_scale, INT32).astype(np.int32), i32),
                self.constant(op, multipliers, UI8),
            ]
        else:
            element, bounds, dtype = (i8, INT8, np.int8) if eight else (i16, INT16, np.int16)
            operands.append(self.constant(op, quantise(w, scale, bounds).astype(dtype), element))
            if bias is not None and isinstance(bias.type, gna.TensorType):
                operands.append(bias)  # a sum: the other input's accumulator
            elif b is not None:
                operands.append(self.constant(op, quantise(b, out_scale, INT32).astype(np.int32), i32))
        self.replace(op, rebuilt(op, operands, weights_precision=None, bias_precision=None))

    def pwl(self, op: gna.PwlOp) -> None:
        slopes, intercepts, knots = (
            np.asarray(getattr(op, name).get_values(), np.float64) for name in ("slopes", "intercepts", "knots")
        )
        table = encode_pwl(slopes, intercepts, knots, op.data.type.scale, op.output_scale.value.data, False)
        if table.count > 128:
            raise PassFailedException(f"gna-quantize: {describe(op)}: GNA's table needs {table.count} segments of 128")
        fixed = {"x_base": table.x_base, "y_base": table.y_base, "fixed_slope": table.slope}
        self.replace(op, rebuilt(op, [op.data], **fixed))


def rebuilt(op: Operation, operands: list[SSAValue], **changes) -> Operation:
    """`op` again on `operands` (of other types), its properties changed by `changes` (None
    removes one); result types inferred."""
    cls = type(op)
    properties = dict(op.properties)
    for name, value in changes.items():
        if value is None:
            properties.pop(name, None)
        else:
            properties[name] = value if isinstance(value, Attribute) else cls.CONVERTERS[name](value)
    full = {**{n: p.default_value for n, p in cls.get_irdl_definition().properties.items()}, **properties}
    types = cls.infer_result_types(operands, full)
    return cls.create(operands=operands, result_types=types, properties=properties)


def quantise_module(module: ModuleOp, input_precision: str = "i16") -> None:
    Quantiser(input_precision).run(module)
