"""How far GNA's integers are from the float model, layer by layer: the quantised module
(gna-default{precision}) and the float one (gna-default) run on the same inputs with the
reference kernels (evaluate.py); each quantised layer's integers divided by their scale are
compared with the float layer of the same node, kind and activation. The error of a layer
is what has piled up to it (the inputs' quantisation, every layer before, its own weights,
its PWL): the figure that says which layer to look at when the outputs are off."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue

from ovopt.dialects import gna
from ovopt.lowering.gna.evaluate import run_model
from ovopt.support.functions import main_function
from ovopt.support.locations import node_name

REPORTED = (gna.AffineOp, gna.DiagonalOp, gna.EltwiseOp, gna.ConvolutionOp, gna.MaxPoolOp, gna.SumPoolOp, gna.PwlOp)


@dataclass
class LayerFigures:
    """One quantised layer or activation: its scales, its PWL's segment count, the largest
    |float| it computes and the largest |integers / scale - float| (None: no float twin)."""

    name: str
    kind: str
    input_scale: float | None
    weights_scale: float | None
    output_scale: float
    segments: int | None
    largest: float = 0.0
    error: float | None = None

    @property
    def lsb(self) -> float | None:
        """An activation's error in units of its output's last place (1 / scale); None for a
        layer's 32-bit sums, whose last place is far below anything the next layer reads."""
        return None if self.error is None or self.kind != "pwl" else self.error * self.output_scale


def _key(op: Operation) -> tuple[str, str, str]:
    """What a quantised op and its float twin share: node, kind (a diagonal of two inputs is
    the float module's eltwise) and the function a PWL approximates."""
    approximates = op.approximates.data if isinstance(op, gna.PwlOp) else ""
    two_inputs = isinstance(op, gna.DiagonalOp) and any(isinstance(v.type, gna.TensorType) for v in op.operands[1:])
    return (node_name(op) or "", gna.EltwiseOp.name if two_inputs else op.name, approximates)


def _layers(module: ModuleOp) -> list[Operation]:
    return [op for op in main_function(module).body.block.ops if isinstance(op, REPORTED)]


def _figures(op: Operation) -> LayerFigures:
    weights = op.properties.get("weights_scale")
    segments = len(op.x_base.get_values()) if isinstance(op, gna.PwlOp) and op.x_base is not None else None
    return LayerFigures(
        name=node_name(op) or "?",
        kind=op.name.removeprefix("gna."),
        input_scale=op.operands[0].type.scale,
        weights_scale=None if weights is None else weights.value.data,
        output_scale=op.results[0].type.scale,
        segments=segments,
    )


def _twins(float_ops: Iterable[Operation], quantised_ops: Iterable[Operation]) -> dict[Operation, Operation]:
    """Each quantised op's float op: the n-th of the same node, kind and activation."""
    by_key: dict[tuple, list[Operation]] = defaultdict(list)
    for op in float_ops:
        by_key[_key(op)].append(op)
    seen: dict[tuple, int] = defaultdict(int)
    twins = {}
    for op in quantised_ops:
        key = _key(op)
        candidates = by_key.get(key, [])
        index = seen[key]
        seen[key] += 1
        if index < len(candidates) and candidates[index].results[0].type.get_shape() == op.results[0].type.get_shape():
            twins[op] = candidates[index]
    return twins


def _values(module: ModuleOp, feeds: Mapping[str, np.ndarray], wanted: set[SSAValue]):
    seen: dict[SSAValue, np.ndarray] = {}

    def observe(value: SSAValue, array: np.ndarray) -> None:
        if value in wanted:
            seen[value] = array

    outputs = run_model(module, feeds, observe)
    return outputs, seen


def layer_report(
    float_module: ModuleOp, quantised_module: ModuleOp, feeds: list[Mapping[str, np.ndarray]]
) -> tuple[list[LayerFigures], list[dict[str, np.ndarray]], list[dict[str, np.ndarray]]]:
    """Figures of every quantised layer over the inputs `feeds`, and the outputs of the float
    and the quantised module for each input."""
    quantised_ops = _layers(quantised_module)
    twins = _twins(_layers(float_module), quantised_ops)
    figures = {op: _figures(op) for op in quantised_ops}
    float_outputs, integer_outputs = [], []
    for feed in feeds:
        floats, float_values = _values(float_module, feed, {twin.results[0] for twin in twins.values()})
        integers, integer_values = _values(quantised_module, feed, {op.results[0] for op in quantised_ops})
        float_outputs.append(floats)
        integer_outputs.append(integers)
        for op, figure in figures.items():
            twin = twins.get(op)
            if twin is None:
                continue
            expected = np.asarray(float_values[twin.results[0]], np.float64)
            actual = np.asarray(integer_values[op.results[0]], np.float64) / figure.output_scale
            figure.largest = max(figure.largest, float(np.max(np.abs(expected))) if expected.size else 0.0)
            error = float(np.max(np.abs(actual - expected))) if expected.size else 0.0
            figure.error = max(figure.error or 0.0, error)
    return list(figures.values()), float_outputs, integer_outputs


def format_table(figures: list[LayerFigures]) -> str:
    """The figures as an aligned text table, one row per layer."""

    def number(x: float | None, spec: str = ".6g") -> str:
        return "-" if x is None else format(x, spec)

    header = ("layer", "kind", "input scale", "weights scale", "output scale", "segments")
    header += ("max |float|", "max error", "LSB")
    rows = [
        (
            f.name,
            f.kind,
            number(f.input_scale),
            number(f.weights_scale),
            number(f.output_scale),
            "-" if f.segments is None else str(f.segments),
            number(f.largest if f.error is not None else None, ".4g"),
            number(f.error, ".3g"),
            number(f.lsb, ".1f"),
        )
        for f in figures
    ]
    widths = [max(len(str(row[i])) for row in (header, *rows)) for i in range(len(header))]
    lines = ["  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip() for row in (header, *rows)]
    return "\n".join(lines)
