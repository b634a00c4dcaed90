"""gna-propagate-scales{input-scale, calibration}: every gna value's scale factor into its type,
every layer's weights scale and every activation's output scale into its properties
(scales.py computes them). Data entering GNA takes the range of the FakeQuantize it comes
from, else `input-scale` when given, else 16384 over its largest magnitude on the calibration inputs
(`calibration=FILE.npz`, one array per model input, or seeded standard-normal inputs)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from xdsl.dialects.builtin import FloatAttr, ModuleOp, f64
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import Rewriter
from xdsl.utils.exceptions import PassFailedException

from ovopt.dialects import gna
from ovopt.lowering.gna.evaluate import input_shapes, random_feeds, run_model
from ovopt.lowering.gna.scales import (
    MAX_VAL_1B_FEAT,
    MAX_VAL_2B_FEAT,
    Scales,
    fake_quantize_range,
    propagate,
    scale_from_statistics,
)
from ovopt.support.functions import main_function
from ovopt.support.locations import describe


def calibration_feeds(module: ModuleOp, path: str) -> dict[str, np.ndarray]:
    if not path:
        return random_feeds(module)
    try:
        with np.load(path) as data:
            return {name: data[name] for name in data.files}
    except (OSError, ValueError) as error:
        raise PassFailedException(f"gna-propagate-scales: cannot read calibration inputs {path}: {error}") from None


def largest_magnitudes(module: ModuleOp, feeds: dict[str, np.ndarray], values: set[SSAValue]) -> dict[SSAValue, float]:
    """max |v| of each of `values` when the (float) module runs on `feeds`."""
    found: dict[SSAValue, float] = {}

    def observe(value: SSAValue, array: np.ndarray) -> None:
        if value in values:
            found[value] = max(found.get(value, 0.0), float(np.max(np.abs(array))) if array.size else 0.0)

    try:
        run_model(module, feeds, observe)
    except KeyError as error:
        expected = ", ".join(f"'{name}'" for name in input_shapes(module))
        raise PassFailedException(
            f"gna-propagate-scales: the calibration inputs have no array {error}: pass calibration=FILE.npz "
            f"with one array per model input ({expected}), or input-scale=N (e.g. input-scale=1024.0)"
        ) from None
    return found


def entry_scales(
    module: ModuleOp, ops: list[Operation], input_scale: float, calibration: str, input_precision: str = "i16"
) -> Callable:
    """The scale of data entering GNA at each entry cast."""
    top = MAX_VAL_1B_FEAT if input_precision == "i8" else MAX_VAL_2B_FEAT
    entries = [op for op in ops if isinstance(op, gna.LayoutCastOp) and not isinstance(op.input.type, gna.TensorType)]
    measured: dict[SSAValue, float] = {}
    if input_scale <= 0 and any(fake_quantize_range(op) is None for op in entries):
        measured = largest_magnitudes(module, calibration_feeds(module, calibration), {op.output for op in entries})

    def scale(op: gna.LayoutCastOp) -> float:
        fq = fake_quantize_range(op)  # the model's own statistics come first
        if fq is not None:
            low, high, levels = fq
            return scale_from_statistics(levels, low, high)
        if input_scale > 0:
            return input_scale
        largest = measured.get(op.output, 0.0)
        return top / largest if largest > 0 else 1.0

    return scale


def write_scales(ops: list[Operation], scales: Scales) -> None:
    """Scales into the result types (gna tensors) and the layers' and activations' properties."""
    for op in ops:
        for result in list(op.results):
            if isinstance(result.type, gna.TensorType):
                if result not in scales.values:
                    raise PassFailedException(f"gna-propagate-scales: {describe(op)} ({op.name}) has no scale rule")
                Rewriter.replace_value_with_new_type(result, result.type.with_scale(scales.values[result]))
        if op in scales.weights and not isinstance(op.operands[1].type, gna.TensorType):
            op.properties["weights_scale"] = FloatAttr(scales.weights[op], f64)
        if op in scales.outputs:
            op.properties["output_scale"] = FloatAttr(scales.outputs[op], f64)


def propagate_scales(
    module: ModuleOp, precision: str, input_scale: float, calibration: str, input_precision: str = "i16"
) -> Scales:
    main = main_function(module)
    for argument in main.args:
        if isinstance(argument.type, gna.TensorType):  # its scale would have no source
            raise PassFailedException(
                f"gna-propagate-scales: argument #{argument.index} of @{main.sym_name.data} is a gna tensor already: "
                "data enters GNA through gna.layout_cast from an ov tensor (as convert-ov-to-gna writes it), "
                "whose scale comes from input-scale, a FakeQuantize or calibration"
            )
    ops = list(main.body.block.ops)
    scales = propagate(ops, precision, entry_scales(module, ops, input_scale, calibration, input_precision))
    write_scales(ops, scales)
    return scales
