"""`python -m ovopt.tools.gna_report MODEL`: per layer the scale factors, the PWL's segments and
the error of the integers against the float layer; per output the end-to-end errors against
onnxruntime. Checked on an affine + sigmoid + affine model whose figures follow by hand."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from ovopt.tools.gna_report import main as gna_report
from support import make_model, save_model


def two_layers() -> Path:
    rng = np.random.default_rng(3)
    nodes = [
        helper.make_node("MatMul", ["x", "w1"], ["m1"], name="fc1"),
        helper.make_node("Add", ["m1", "b1"], ["a1"], name="bias1"),
        helper.make_node("Sigmoid", ["a1"], ["s1"], name="sigmoid1"),
        helper.make_node("MatMul", ["s1", "w2"], ["y"], name="fc2"),
    ]
    inits = [
        numpy_helper.from_array((rng.standard_normal([32, 16]) * 0.25).astype(np.float32), "w1"),
        numpy_helper.from_array(np.full([16], 0.1, np.float32), "b1"),
        numpy_helper.from_array(np.full([16, 4], 0.5, np.float32), "w2"),  # max|w| 0.5: weights scale 32768
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 32])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    return make_model(nodes, [x], [y], inits)


def report(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = gna_report(list(args))
    return code, out.getvalue(), err.getvalue()


def rows(text: str) -> dict[str, list[str]]:
    """The table's rows by their node's name."""
    lines = text.splitlines()
    return {line.split()[0].split("/")[0]: line.split() for line in lines[2:] if not line.startswith("output")}


@pytest.mark.parametrize("precision", ["i16", "i8"])
def test_report_gives_scales_segments_and_errors(precision: str, tmp_path: Path) -> None:
    path = save_model(two_layers(), tmp_path)
    code, out, err = report(str(path), f"--precision={precision}", "--input-scale=1024.0", "--samples=2")
    assert code == 0, err
    table = rows(out)
    sigmoid, last = table["sigmoid1"], table["fc2"]
    assert sigmoid[1] == "pwl" and last[1] == "affine"
    # the sigmoid reads 16 rows' sums and writes at 2048; its PWL has its segments (>= 2)
    assert float(sigmoid[4]) == 2048.0 and int(sigmoid[5]) >= 2
    if precision == "i16":  # the last affine: 2048 data times weights scale 16384 / 0.5
        assert float(last[2]) == 2048.0 and float(last[3]) == 32768.0
        assert float(last[4]) == pytest.approx(2048.0 * 32768.0, rel=1e-5)  # printed to 6 digits
    errors = [float(r[7]) for r in table.values() if r[7] != "-"]
    assert errors and all(0 < e < 0.1 for e in errors)
    (summary,) = [line for line in out.splitlines() if line.startswith("output y")]
    pwl, integers = (float(x) for x in re.findall(r"float PWLs ([0-9.e-]+), integers ([0-9.e-]+)", summary)[0])
    assert integers > 0 and pwl > 0


def test_report_of_a_missing_model_is_one_line(tmp_path: Path) -> None:
    code, out, err = report(str(tmp_path / "absent.onnx"))
    assert code == 1 and out == ""
    assert err.startswith("gna_report: error:") and "Traceback" not in err and len(err.splitlines()) == 1


def ov_opt(*args: str) -> tuple[int, str, str]:
    from ovopt.tools.ov_opt import main as ov_opt_main

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = ov_opt_main(list(args))
    return code, out.getvalue(), err.getvalue()


def test_ov_opt_gna_report_takes_the_pipelines_options(tmp_path: Path) -> None:
    """ov-opt --gna-report prints the report of the options the pipeline quantised with, on
    stderr, beside the conversion's own output; the given inputs are the ones compared on."""
    path = save_model(two_layers(), tmp_path)
    inputs = tmp_path / "inputs.npz"
    np.savez(inputs, x=np.random.default_rng(0).standard_normal([1, 32]).astype(np.float32))
    pipeline = "--pass-pipeline=gna-emulate{precision=i8 target=3.0 input-scale=1024.0}"
    xml = tmp_path / "out.xml"
    code, out, err = ov_opt(str(path), pipeline, f"--gna-report={inputs}", "-t", "ir", "-o", str(xml))
    assert code == 0, err
    assert xml.exists() and out == ""
    assert err.startswith("GNA 3.0, i8: ")
    table = rows(err)
    assert float(table["bias1"][2]) == 1024.0 and float(table["sigmoid1"][4]) == 2048.0
    assert "over 1 input(s)" in err  # the file's one input, not 4 random ones
    _, alone, _ = report(str(path), "--precision=i8", "--target=3.0", "--input-scale=1024.0", f"--inputs={inputs}")
    assert err.strip() == alone.strip()


def test_ov_opt_gna_report_needs_a_quantising_pipeline(tmp_path: Path) -> None:
    path = save_model(two_layers(), tmp_path)
    out_file = tmp_path / "out.mlir"
    code, _, err = ov_opt(str(path), "-p", "gna-default", "--gna-report", "-o", str(out_file))
    assert code == 1 and not out_file.exists()
    assert err.startswith("ov-opt: error: --gna-report needs a quantising pipeline") and len(err.splitlines()) == 1
