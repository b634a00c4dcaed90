"""convert-gna-to-ov on quantised gna ops the test models do not reach (a sum pool, an
element-wise product and sum, a PWL of several segments on both sides of 0), run in OpenVINO
against the gna ops' numpy kernels. Every sum stays below 2^24, where f32 holds integers
exactly: the emulation must give the reference's integers, unit for unit."""

from __future__ import annotations

import io
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.func import FuncOp

from ovopt.api import import_module
from ovopt.dialects.gna.fixed_point import encode_pwl
from ovopt.lowering.gna.evaluate import run_function
from ovopt.tools.ov_opt import main as ov_opt
from support import run_openvino

IN_SCALE, ACC_SCALE, OUT_SCALE = 1024.0, 1024.0 * 64, 2048.0


def dense(array: np.ndarray) -> str:
    return f"dense<{np.asarray(array).tolist()}>"


def hard_tanh_table(in_scale: float) -> str:
    """clamp(2 x, -1, 1) in three float segments, then GNA's table for them."""
    slopes, intercepts, knots = np.array([0.0, 2.0, 0.0]), np.array([-1.0, 0.0, 1.0]), np.array([-8.0, -0.5, 0.5, 8.0])
    table = encode_pwl(slopes, intercepts, knots, in_scale, OUT_SCALE, False)
    floats = ", ".join(
        f"{name} = array<f32: {', '.join(str(v) for v in values)}>"
        for name, values in (("slopes", slopes), ("intercepts", intercepts), ("knots", knots))
    )
    fixed = ", ".join(
        f"{name} = array<i64: {', '.join(str(v) for v in values)}>"
        for name, values in (("x_base", table.x_base), ("y_base", table.y_base), ("fixed_slope", table.slope))
    )
    return f'{{{floats}, approximates = "hard_tanh", output_scale = {OUT_SCALE} : f64, {fixed}}}'


def conv_sum_pool() -> str:
    """A quantised convolution, a sum pool of its sums and the PWL of the pool."""
    rng = np.random.default_rng(0)
    w = rng.integers(-10, 11, [4, 3, 3, 4])  # |sums| < 4 * 1024 * 10 * 36 * 4 + 5000 < 2^24
    b = rng.integers(-5000, 5001, [4])
    t = "!gna.tensor<1x{}x{}x4x{}, NHWC{}>"
    f32_in, q_in = t.format(8, 8, "f32", ""), t.format(8, 8, "i16", f", scale {IN_SCALE}")
    acc, pooled = t.format(6, 6, "i32", f", scale {ACC_SCALE}"), t.format(3, 3, "i32", f", scale {ACC_SCALE}")
    out, out_f = t.format(3, 3, "i16", f", scale {OUT_SCALE}"), t.format(3, 3, "f32", "")
    window = "strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>"
    convolution = (
        "strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, "
        'dilations = array<i64: 1, 1>, target = "3.5", weights_scale = 64.0 : f64'
    )
    return f"""
func.func @main(%x: tensor<1x8x8x4xf32> {{ovopt.name = "x"}}) -> (tensor<1x3x3x4xf32> {{ovopt.name = "y"}}) {{
  %w = ov.Constant.v0 {dense(w)} : tensor<4x3x3x4xi16>
  %b = ov.Constant.v0 {dense(b)} : tensor<4xi32>
  %g = gna.layout_cast %x : tensor<1x8x8x4xf32> to {f32_in}
  %q = gna.quantize %g {{scale = {IN_SCALE} : f64}} : ({f32_in}) -> {q_in}
  %c = gna.convolution %q, %w, %b {{{convolution}}} : ({q_in}, tensor<4x3x3x4xi16>, tensor<4xi32>) -> {acc}
  %s = gna.sum_pool %c {{{window}, kernel = array<i64: 2, 2>, target = "3.5"}} : ({acc}) -> {pooled}
  %p = gna.pwl %s {hard_tanh_table(ACC_SCALE)} : ({pooled}) -> {out}
  %d = gna.dequantize %p {{scale = {OUT_SCALE} : f64}} : ({out}) -> {out_f}
  %y = gna.layout_cast %d : {out_f} to tensor<1x3x3x4xf32>
  func.return %y : tensor<1x3x3x4xf32>
}}
"""


def product_and_sum() -> str:
    """x * x as a diagonal with the data as its weights, plus x's own diagonal sums as the bias
    (at the product's scale), then a PWL."""
    t = "!gna.tensor<1x16x{}, NC{}>"
    f32_in, q_in = t.format("f32", ""), t.format("i16", f", scale {IN_SCALE}")
    square = t.format("i32", f", scale {IN_SCALE * IN_SCALE}")
    out, out_f = t.format("i16", f", scale {OUT_SCALE}"), t.format("f32", "")
    return f"""
func.func @main(%x: tensor<1x16xf32> {{ovopt.name = "x"}}) -> (tensor<1x16xf32> {{ovopt.name = "y"}}) {{
  %zero = ov.Constant.v0 dense<0> : tensor<1xi32>
  %w = ov.Constant.v0 {dense(np.tile([[1024, -2048, 512, 3]], 4))} : tensor<1x16xi16>
  %g = gna.layout_cast %x : tensor<1x16xf32> to {f32_in}
  %q = gna.quantize %g {{scale = {IN_SCALE} : f64}} : ({f32_in}) -> {q_in}
  %m = gna.diagonal %q, %q, %zero {{target = "3.5"}} : ({q_in}, {q_in}, tensor<1xi32>) -> {square}
  %s = gna.diagonal %q, %w, %m {{target = "3.5", weights_scale = {IN_SCALE} : f64}}
    : ({q_in}, tensor<1x16xi16>, {square}) -> {square}
  %p = gna.pwl %s {hard_tanh_table(IN_SCALE * IN_SCALE)} : ({square}) -> {out}
  %d = gna.dequantize %p {{scale = {OUT_SCALE} : f64}} : ({out}) -> {out_f}
  %y = gna.layout_cast %d : {out_f} to tensor<1x16xf32>
  func.return %y : tensor<1x16xf32>
}}
"""


MODULES = {"conv_sum_pool": (conv_sum_pool, [1, 8, 8, 4]), "product_and_sum": (product_and_sum, [1, 16])}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_emulation_gives_the_reference_integers(name: str, tmp_path: Path) -> None:
    build, shape = MODULES[name]
    path = tmp_path / f"{name}.mlir"
    path.write_text(build())
    xml = tmp_path / "out" / "model.xml"
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt([str(path), "-p", "convert-gna-to-ov", "-t", "ir", "-o", str(xml)])
    assert code == 0, errors.getvalue()
    (main,) = [op for op in import_module(str(path)).ops if isinstance(op, FuncOp)]
    for seed in range(3):
        x = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
        assert np.abs(x).max() < 4  # |x * 1024| < 2^12: products and sums below 2^24
        (expected,) = run_function(main, [x])
        actual = run_openvino(xml, {"x": x})["y"]
        assert np.any(np.abs(expected) == 1.0) and np.any(np.abs(expected) < 1.0)  # both clamps and the line
        np.testing.assert_array_equal(actual * OUT_SCALE, np.asarray(expected) * OUT_SCALE)
