"""HannWindow, HammingWindow and BlackmanWindow: the cosine sums a0 - a1 cos(2 pi n / N) +
a2 cos(4 pi n / N) for n < size, N = size (periodic) or size - 1 (symmetric).

A size known at compile time folds to a constant computed in double precision with numpy and
rounded once to output_datatype, as ONNX's reference does (the function bodies compute in
float32 first); otherwise the window is built from Range and Cos in f32, then converted."""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects.builtin import f32, i64
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.onnx_to_ov.common import Builder, converted, known_input, lowering_error
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.support import elements
from ovopt.support.shapes import element_of, shape_of

# a0, a1, a2 of each window's cosine sum.
COEFFICIENTS = {
    onnx.HannWindowOp: (0.5, 0.5, 0.0),
    onnx.HammingWindowOp: (25 / 46, 21 / 46, 0.0),
    onnx.BlackmanWindowOp: (0.42, 0.5, 0.08),
}


def window_values(coefficients: tuple[float, float, float], size: int, periodic: bool) -> np.ndarray:
    a0, a1, a2 = coefficients
    angle = 2 * np.pi * np.arange(size, dtype=np.float64) / (size if periodic else size - 1)
    with np.errstate(invalid="ignore", divide="ignore"):  # a symmetric window of 1 is NaN in ONNX too
        return a0 - a1 * np.cos(angle) + a2 * np.cos(2 * angle)


class WindowToOv(RewritePattern):
    op_types = tuple(COEFFICIENTS)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        coefficients = COEFFICIENTS.get(type(op))
        if coefficients is None:
            return
        if shape_of(op.size.type) not in ([], [1]):
            raise lowering_error(op, f"{op.ONNX_TYPE} needs a scalar size, got {op.size.type}")
        element = element_of(op.output.type)
        periodic = bool(op.periodic)
        b = Builder(op)
        size = known_input(op.size)
        if size is not None:
            values = window_values(coefficients, int(size.reshape(-1)[0]), periodic)
            b.constant(values.astype(elements.numpy_dtype(element)), element)
        else:
            converted(b, self._built(b, op, coefficients, periodic), element)
        b.replace(rewriter)

    @staticmethod
    def _built(b: Builder, op, coefficients, periodic: bool):
        a0, a1, a2 = coefficients
        count = converted(b, op.size, i64)
        positions = b.add(ov.RangeV4Op(b.i64(0), count, b.i64(1), output_type=f32))
        length = b.add(ov.ConvertV0Op(count, destination_type=f32))
        span = length if periodic else b.add(ov.SubtractV1Op(length, b.constant(np.float32(1.0))))
        angle = b.add(ov.DivideV1Op(b.add(ov.MultiplyV1Op(positions, b.constant(np.float32(2 * math.pi)))), span))
        window = b.add(
            ov.SubtractV1Op(
                b.constant(np.float32(a0)), b.add(ov.MultiplyV1Op(b.add(ov.CosV0Op(angle)), b.constant(np.float32(a1))))
            )
        )
        if a2:
            double = b.add(ov.CosV0Op(b.add(ov.MultiplyV1Op(angle, b.constant(np.float32(2.0))))))
            window = b.add(ov.AddV1Op(window, b.add(ov.MultiplyV1Op(double, b.constant(np.float32(a2))))))
        return window


def patterns(options: PatternPass) -> list[RewritePattern]:
    return [WindowToOv()]
