"""What ov-opt refuses in a TFLite file, and a custom operator an extension lowers.

A custom operator (here TensorFlow's MatrixDeterminant, which the converter keeps as the Flex
custom code `FlexMatrixDeterminant`) imports as `tflite.custom`; without a lowering the
conversion names it, and no file is written; a pattern an extension adds to
convert-tflite-to-ov lowers it, and the IR matches TensorFlow."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

tf = pytest.importorskip("tensorflow")

from ovopt.dialects import ov, tflite  # noqa: E402
from ovopt.lowering.builder import Builder  # noqa: E402
from support import convert, run_openvino  # noqa: E402


def _determinant(x):
    return tf.linalg.det(x) * 2.0


@pytest.fixture(scope="module")
def flex_model(tmp_path_factory):
    function = tf.function(_determinant).get_concrete_function(tf.TensorSpec((3, 2, 2), tf.float32))
    converter = tf.lite.TFLiteConverter.from_concrete_functions([function])
    converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS, tf.lite.OpsSet.SELECT_TF_OPS]
    path = tmp_path_factory.mktemp("flex") / "determinant.tflite"
    path.write_bytes(converter.convert())
    return path


def test_custom_operator_refused_by_name(flex_model, tmp_path):
    converted = convert(flex_model, tmp_path)
    line = converted.assert_refused("no lowering to OpenVINO for node 'MatrixDeterminant' (FlexMatrixDeterminant)")
    assert "an extension can add one" in line


class DeterminantOf2x2(RewritePattern):
    """FlexMatrixDeterminant of 2x2 matrices: a * d - b * c."""

    op_types = (tflite.CustomOp,)

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if not isinstance(op, tflite.CustomOp) or op.custom_code.data != "FlexMatrixDeterminant":
            return
        b = Builder(op)
        flat = b.add(ov.ReshapeV1Op(op.inputs[0], b.i64([-1, 4]), special_zero=False))

        def column(index: int):
            return b.add(ov.GatherV8Op(flat, b.i64([index]), b.i64(1)))

        ad = b.add(ov.MultiplyV1Op(column(0), column(3)))
        bc = b.add(ov.MultiplyV1Op(column(1), column(2)))
        b.add(ov.ReshapeV1Op(b.add(ov.SubtractV1Op(ad, bc)), b.i64([-1]), special_zero=False))
        b.replace(rewriter)


def test_custom_operator_lowered_by_an_extension(flex_model, tmp_path, isolated_registry):
    isolated_registry.register_patterns(
        "convert-tflite-to-ov", lambda options: [DeterminantOf2x2()], name="test-flex-determinant"
    )
    converted = convert(flex_model, tmp_path)
    assert converted.returncode == 0, converted.stderr
    x = np.random.default_rng(0).standard_normal((3, 2, 2)).astype(np.float32)
    got = next(iter(run_openvino(converted.xml, {"x": x}).values()))  # one output, under its names
    np.testing.assert_allclose(got, _determinant(x).numpy(), rtol=1e-5, atol=1e-6)


def test_not_a_tflite_file(tmp_path):
    path = tmp_path / "model.tflite"
    path.write_bytes(b"\x00" * 64)
    convert(path, tmp_path).assert_refused("the file is not a TFLite model (no TFL3 flatbuffer identifier)")
