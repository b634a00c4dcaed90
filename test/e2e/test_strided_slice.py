"""StridedSlice-1 written to IR runs in OpenVINO and picks what numpy's indexing picks, for each
kind of mask entry: negative and out-of-range bounds, negative strides, new axes, shrunk axes,
an ellipsis. The IR comes from ov dialect text; the expected values from numpy indexing
written out by hand beside each case, not from the op's own kernel or type inference."""

from __future__ import annotations

import io
from contextlib import redirect_stderr

import numpy as np
import pytest

from ovopt.tools.compare_ir import layer_types
from ovopt.tools.ov_opt import main as ov_opt
from support import run_openvino

SHAPE = (3, 4, 5, 6)

# numpy index, then begin / end / strides (None: no strides input) and the masks that spell it
CASES = {
    "negative_bounds": (
        np.s_[-2:, 1:-1],
        ([-2, 1], [0, -1], [1, 1]),
        {"begin_mask": [0, 0], "end_mask": [1, 0]},
    ),
    "negative_strides": (
        np.s_[::-1, 3:0:-2, -1:-6:-1],
        ([0, 3, -1], [0, 0, -6], [-1, -2, -1]),
        {"begin_mask": [1, 0, 0], "end_mask": [1, 0, 0]},
    ),
    "new_axis": (
        np.s_[:, None, 1:3, ::2],
        ([0, 0, 1, 0], [0, 0, 3, 0], [1, 1, 1, 2]),
        {"begin_mask": [1, 0, 0, 1], "end_mask": [1, 0, 0, 1], "new_axis_mask": [0, 1, 0, 0]},
    ),
    "shrink_axis": (
        np.s_[-1, :, 2],
        ([-1, 0, 2], [0, 0, 3], [1, 1, 1]),
        {"begin_mask": [0, 1, 0], "end_mask": [0, 1, 0], "shrink_axis_mask": [1, 0, 1]},
    ),
    "ellipsis": (
        np.s_[..., 1:4],
        ([0, 1], [0, 4], None),
        {"begin_mask": [0, 0], "end_mask": [0, 0], "ellipsis_mask": [1, 0]},
    ),
    "all_masks": (
        np.s_[1, ..., None, ::-3],
        ([1, 0, 0, 0], [2, 0, 0, 0], [1, 1, 1, -3]),
        {
            "begin_mask": [0, 0, 0, 1],
            "end_mask": [0, 0, 0, 1],
            "new_axis_mask": [0, 0, 1, 0],
            "shrink_axis_mask": [1, 0, 0, 0],
            "ellipsis_mask": [0, 1, 0, 0],
        },
    ),
    "clamped_leading_entry": (
        np.s_[-100:100],
        ([-100], [100], None),
        {"begin_mask": [0], "end_mask": [0]},
    ),
}


def tensor(shape) -> str:
    return f"tensor<{'x'.join(str(d) for d in shape)}{'x' if shape else ''}f32>"


def vector(name: str, values: list[int]) -> str:
    return f"  %{name} = ov.Constant.v0 dense<{values}> : tensor<{len(values)}xi64>\n"


def strided_slice_module(bounds, masks, result_shape) -> str:
    begin, end, strides = bounds
    operands = ["%x", "%begin", "%end"] + (["%strides"] if strides is not None else [])
    operand_types = [tensor(SHAPE)] + [f"tensor<{len(begin)}xi64>"] * (len(operands) - 1)
    properties = ", ".join(f"{name} = array<i64: {', '.join(map(str, bits))}>" for name, bits in masks.items())
    out = tensor(result_shape)
    body = vector("begin", begin) + vector("end", end) + (vector("strides", strides) if strides is not None else "")
    return (
        f'func.func @main(%x: {tensor(SHAPE)} {{ovopt.name = "x"}}) -> ({out} {{ovopt.name = "y"}}) {{\n'
        + body
        + f"  %y = ov.StridedSlice.v1 {', '.join(operands)} {{{properties}}}"
        + f" : ({', '.join(operand_types)}) -> {out}\n"
        + f"  func.return %y : {out}\n}}\n"
    )


@pytest.mark.parametrize("index, bounds, masks", CASES.values(), ids=CASES.keys())
def test_strided_slice_runs_as_numpy_indexing(tmp_path, index, bounds, masks):
    x = np.random.default_rng(0).standard_normal(SHAPE).astype(np.float32)
    expected = x[index]
    source = tmp_path / "model.mlir"
    source.write_text(strided_slice_module(bounds, masks, expected.shape))
    xml = tmp_path / "out" / "model.xml"
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt([str(source), "-t", "ir", "-o", str(xml)])
    assert code == 0, errors.getvalue()
    assert layer_types(xml)["StridedSlice"] == 1
    actual = run_openvino(xml, {"x": x})["y"]
    assert actual.shape == expected.shape
    np.testing.assert_array_equal(actual, expected)
