"""gna-emulate --validate: GNA's PWL segments and integers move the outputs beyond the f32
tolerance, so the IR is compared in parts: the conversion before convert-ov-to-gna with
onnxruntime, the IR with ovopt's reference of the gna module; a wrong rewrite on either side
of the approximation still fails, and says which side."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from ovopt.tools.ov_opt import main
from support import BREAK_CONSTANTS, make_model

PIPELINES = ["gna-emulate", "gna-emulate{precision=i16}", "gna-emulate{precision=i8}"]
# BREAK_CONSTANTS placed on either side of GNA's approximation
BEFORE_APPROXIMATION = BREAK_CONSTANTS.replace(
    'phase="back",', 'phase="back", pipelines=("gna-default",), run_before=("convert-ov-to-gna",),'
)
IN_THE_EMULATION = BREAK_CONSTANTS.replace(
    'phase="back",', 'phase="back", pipelines=("gna-emulate",), run_after=("convert-gna-to-ov",), run_before=("dce",),'
)


def mlp() -> onnx.ModelProto:
    """A MatMul 16 -> 8 and a Sigmoid: GNA's affine layer and one PWL."""
    w = (np.random.default_rng(0).standard_normal((16, 8)) * 0.5).astype(np.float32)
    nodes = [
        helper.make_node("MatMul", ["x", "w"], ["h"], name="fc"),
        helper.make_node("Sigmoid", ["h"], ["y"], name="act"),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 16])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 8])
    return make_model(nodes, [x], [y], [numpy_helper.from_array(w, "w")])


def validated(capsys, tmp_path: Path, pipeline: str, *extra: str) -> tuple[int, str, str]:
    onnx.save(mlp(), tmp_path / "mlp.onnx")
    xml = tmp_path / "out" / "model.xml"
    code = main([str(tmp_path / "mlp.onnx"), "-p", pipeline, "-t", "ir", "-o", str(xml), "--validate", *extra])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def ir_removed(tmp_path: Path) -> bool:
    return not (tmp_path / "out" / "model.xml").exists() and not (tmp_path / "out" / "model.bin").exists()


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_the_approximation_is_reported_not_failed(tmp_path, capsys, pipeline):
    code, out, err = validated(capsys, tmp_path, pipeline)
    assert (code, err) == (0, ""), out
    sections = out.split("validate: the ")
    assert sections[1].startswith("conversion (its IR before convert-ov-to-gna) against onnxruntime:")
    precision = re.search(r"precision=(i\d+)", pipeline)
    what = f"precision={precision.group(1)}" if precision else "float PWLs"
    assert sections[2].startswith(f"IR against ovopt's reference of the gna module ({what}) as it enters")
    assert sections[3].startswith("IR against onnxruntime: GNA's approximation (PWL segments within 1 % of")
    assert out.count(": ok") == 2 and "FAILED" not in out
    # what the old --validate failed on: the approximation, beyond the f32 tolerance (1e-3 (1 + |y|), y < 1)
    effect = float(re.search(r"GNA's approximation.*\n.*max abs error (\S+),", out).group(1))
    assert effect > 2e-3
    assert (tmp_path / "out" / "model.xml").exists()


@pytest.mark.usefixtures("isolated_registry")
@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize(
    ("extension", "passed", "message"),
    [
        (BEFORE_APPROXIMATION, 0, "before convert-ov-to-gna (a conversion bug, not GNA's approximation)"),
        (IN_THE_EMULATION, 1, "from the gna module's reference (an emulation bug)"),
    ],
    ids=["before_the_approximation", "in_the_emulation"],
)
def test_a_wrong_rewrite_fails_and_says_on_which_side(tmp_path, capsys, pipeline, extension, passed, message):
    """Adding one to every f32 constant before convert-ov-to-gna fails the first part (and
    stops there); after convert-gna-to-ov, the conversion passes and the second part fails."""
    (tmp_path / "ext.py").write_text(extension)
    code, out, err = validated(capsys, tmp_path, pipeline, "--extensions", str(tmp_path / "ext.py"))
    assert code == 1 and err.count("\n") == 1, err
    assert f"{message} (y)" in err
    assert out.count(": ok") == passed and out.count("FAILED") == 1
    assert ir_removed(tmp_path)


def test_a_wrong_pwl_emulation_fails_as_an_emulation_bug(tmp_path, capsys, monkeypatch):
    """convert-gna-to-ov's PWL lowering one percent off: within GNA's approximation of the
    sigmoid against onnxruntime, but not the segments the gna module holds."""
    from ovopt.dialects import ov
    from ovopt.lowering.gna_to_ov import pwl

    right = pwl.pwl

    def a_percent_off(op, b):
        return [b.add(ov.MultiplyV1Op(value, b.constant_like(1.01, value))) for value in right(op, b)]

    monkeypatch.setattr(pwl, "pwl", a_percent_off)
    code, out, err = validated(capsys, tmp_path, "gna-emulate")
    assert code == 1, out
    assert "differ from the gna module's reference (an emulation bug) (y)" in err
    assert ir_removed(tmp_path)


def test_other_pipelines_compare_with_onnxruntime_alone(tmp_path, capsys):
    code, out, err = validated(capsys, tmp_path, "ov-default")
    assert (code, err) == (0, "")
    assert "validate: the " not in out and out.count(": ok") == 1


def test_a_compressed_emulation_is_compared_in_parts_then_as_compressed(tmp_path, capsys):
    code, out, err = validated(capsys, tmp_path, "gna-emulate{precision=i16}", "--compress-to-fp16")
    assert (code, err) == (0, ""), out
    assert "validate: the IR before --compress-to-fp16, a GNA emulation:" in out
    assert "GNA's approximation" in out and "rounded as --compress-to-fp16 stores them" in out
    assert out.count(": ok") == 3 and "FAILED" not in out


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_a_convolutional_gna_model_validates(tmp_path, capsys, pipeline):
    """A keyword-spotting CNN of gna_models.py (convolutions, pooling, PWLs) stays within the
    emulation bound, and its approximation is reported, not failed."""
    from gna_models import MODELS

    onnx.save(MODELS["kws_cnn"].build(), tmp_path / "kws_cnn.onnx")
    xml = tmp_path / "out" / "model.xml"
    code = main([str(tmp_path / "kws_cnn.onnx"), "-p", pipeline, "-t", "ir", "-o", str(xml), "--validate"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.count(": ok") == 2 and "GNA's approximation" in out and xml.exists()
