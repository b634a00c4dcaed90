"""The gna ops' numpy kernels on integers (dialects/gna_reference.py, dialects/gna/fixed_point.py)
against examples computed by hand from GNA's rules: rounding half away from zero, saturation
of sums to int32 and of activations to int16 / int8, an int8 affine's row multipliers, the PWL
below its first start, its arithmetic shift (a floor, not a truncation)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.func import FuncOp

from ovopt.api import import_module
from ovopt.dialects.gna.fixed_point import INT16, FixedSegments, apply_pwl, quantise, round_half_away
from ovopt.lowering.gna.evaluate import run_function

I32_MAX, I32_MIN = 2**31 - 1, -(2**31)


MODULE = Path(__file__).parent / "Inputs" / "gna-integer-kernels.mlir"


@pytest.fixture(scope="module")
def functions() -> dict[str, FuncOp]:
    return {op.sym_name.data: op for op in import_module(str(MODULE)).ops if isinstance(op, FuncOp)}


def run(functions: dict[str, FuncOp], name: str, *arguments: np.ndarray) -> np.ndarray:
    """The function `name` of the Inputs module run by the reference kernels."""
    (result,) = run_function(functions[name], list(arguments))
    return np.asarray(result)


def test_rounding_is_half_away_from_zero() -> None:
    values = np.array([0.5, 1.5, 2.5, -0.5, -1.5, 2.49, -2.51])
    assert round_half_away(values).tolist() == [1, 2, 3, -1, -2, 2, -3]


def test_quantise_saturates_to_the_width() -> None:
    assert quantise(np.array([10.0, -10.0, 0.25]), 4096.0, INT16).tolist() == [32767, -32768, 1024]


def test_affine_sums_saturate_to_int32(functions) -> None:
    x = np.array([[32767], [32767]], np.int16)
    # 2 * 32767^2 + 10^6 = 2148352578 passes INT32_MAX; -32768 * 32767 + 32767^2 - 10^6 = -1032767
    assert run(functions, "affine", x).tolist() == [[I32_MAX], [-1032767]]
    x = np.array([[-32768], [-32768]], np.int16)
    # -2 * 32768 * 32767 + 10^6 = -2147418112 + 10^6 = -2146418112 stays; 32768^2 - 32767 * 32768 - 10^6 = -967232
    assert run(functions, "affine", x).tolist() == [[-2146418112], [-967232]]


def test_int8_affine_multiplies_row_sums_before_the_bias(functions) -> None:
    x = np.array([[100], [7]], np.int16)
    assert run(functions, "int8_affine", x).tolist() == [[(2 * 100 - 3 * 7) * 5 + 11]]  # 906


def test_diagonal_saturates_both_ways(functions) -> None:
    x = np.array([[-32768, 7, 1]], np.int16)
    # 2^30 + INT32_MAX saturates up; 21 - 5; -2 + INT32_MIN saturates down
    assert run(functions, "diagonal", x).tolist() == [[I32_MAX, 16, I32_MIN]]


# starts -100 (shift 8, slope 128: 0.5 per unit, y_base -50) and 0 (shift 16, slope 16384:
# 0.25 per unit, y_base 0); the x_base's two low bits hold the shift index
TABLE = FixedSegments(x_base=(-100 & ~3 | 0, 0 | 1), y_base=(-50, 0), slope=(128, 16384))


def test_pwl_below_and_at_the_first_start_is_its_y_base() -> None:
    assert apply_pwl(np.array([-(2**31), -200, -101, -100]), TABLE).tolist() == [-50, -50, -50, -50]


def test_pwl_segments_and_saturation() -> None:
    x = np.array([-99, -98, -1, 0, 7, 1_000_000])
    # (1 * 128) >> 8 = 0; (2 * 128) >> 8 = 1; (99 * 128) >> 8 = 49; 0; (7 * 16384) >> 16 = 1;
    # (10^6 * 16384) >> 16 = 250000, saturated to int16 (and to int8)
    assert apply_pwl(x, TABLE).tolist() == [-50, -49, -1, 0, 1, 32767]
    assert apply_pwl(x, TABLE, low=True).tolist() == [-50, -49, -1, 0, 1, 127]


def test_pwl_shift_is_arithmetic() -> None:
    falling = FixedSegments(x_base=(0,), y_base=(10,), slope=(-128,))  # -0.5 per unit
    # (1 * -128) >> 8 = -1 (floor of -0.5, where a truncation would give 0); (3 * -128) >> 8 = -2
    assert apply_pwl(np.array([1, 3]), falling).tolist() == [9, 8]


@pytest.mark.parametrize("x, expected", [([-500, -98, 7, 1000], [-50, -49, 1, 127])])
def test_pwl_kernel_reads_the_fixed_table(x, expected, functions) -> None:
    assert run(functions, "pwl", np.array([x], np.int32)).tolist() == [expected]
