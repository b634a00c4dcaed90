"""`ov-opt model.onnx -o model.mlir` writes the onnx dialect; `ov-opt model.mlir` reads it back and
prints the same text. Checked on a sample of the node tests (with every model that holds NaN or
infinities, subgraphs, sequences, optionals, maps or strings), the frontend's lit inputs, and a
large model, whose weights must print as hex and fast; and the parser fixes of frontends/mlir.py."""

from __future__ import annotations

import io
import time
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper
from onnx_node_tests import node_test_models
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, DenseArrayBase

from ovopt.frontends.mlir import OvParser
from ovopt.support import elements
from ovopt.tools.ov_opt import main as ov_opt

HERE = Path(__file__).parent
# Node tests whose names say they hold what printing gets wrong most easily.
INTERESTING = (
    *("nan", "inf", "_if", "loop", "scan", "sequence", "optional", "string", "tree_ensemble"),
    "attention_4d_causal",
)
EVERY_NTH = 16  # plus one in sixteen of all the others


def sampled_node_tests() -> list[str]:
    names = sorted(node_test_models())
    chosen = {n for n in names if any(word in n for word in INTERESTING)}
    chosen |= set(names[::EVERY_NTH])
    return sorted(chosen)


def round_trip(model: Path, tmp_path: Path, *options: str) -> tuple[str, str]:
    first, second = tmp_path / "first.mlir", tmp_path / "second.mlir"
    errors = io.StringIO()
    with redirect_stderr(errors):
        assert ov_opt([str(model), "-o", str(first), *options]) == 0, errors.getvalue()
        assert ov_opt([str(first), "-o", str(second), *options]) == 0, errors.getvalue()
    return first.read_text(), second.read_text()


def test_node_test_models_print_the_same_after_reading_back(tmp_path):
    names = sampled_node_tests()
    assert len(names) > 150
    models = node_test_models()
    differ = []
    for name in names:
        path = tmp_path / f"{name}.onnx"
        onnx.save(models[name], path)
        first, second = round_trip(path, tmp_path)
        if first != second:
            differ.append(name)
    assert not differ, f"text changed on reading back: {differ}"


def lit_models() -> list[str]:
    """The .onnxtext lit tests that hold a valid model (some only write one with a script)."""
    sources = [p for p in HERE.glob("*.onnxtext") if "ir_version" in p.read_text()]
    return sorted(p.name for p in sources if p.name != "errors.onnxtext")


@pytest.mark.parametrize("source", lit_models())
def test_lit_inputs_print_the_same_with_locations(source: str, tmp_path):
    first, second = round_trip(HERE / source, tmp_path, "--print-debuginfo")
    assert first == second


def test_a_large_model_prints_as_hex_and_reads_back_fast(tmp_path):
    weights = np.random.default_rng(0).standard_normal((1024, 1024)).astype(np.float32)  # 4 MB
    graph = helper.make_graph(
        [helper.make_node("MatMul", ["x", "w"], ["y"])],
        "large",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 1024])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 1024])],
        [numpy_helper.from_array(weights, "w")],
    )
    path = tmp_path / "large.onnx"
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8), path)
    started = time.perf_counter()
    first, second = round_trip(path, tmp_path)
    elapsed = time.perf_counter() - started
    assert first == second
    assert f'dense<"0x{weights.tobytes().hex().upper()}">' in first
    assert len(first) < 2.1 * weights.nbytes  # two hex digits a byte, no per-element text
    assert elapsed < 20, f"4 MB of weights took {elapsed:.1f} s to print and read back"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("dense<[0xff800000, 0x7fc00000, 1.5]> : tensor<3xf32>", [-np.inf, np.nan, 1.5]),
        ("dense<0x7c00> : tensor<2xf16>", [np.inf, np.inf]),
        ("dense<[0xff80, 2.0]> : tensor<2xbf16>", [-np.inf, 2.0]),
        ("dense<[0xfff0000000000000]> : tensor<1xf64>", [-np.inf]),
        ("array<f32: 0xff800000, 2.500000e-01>", [-np.inf, 0.25]),
        ("array<f64: 0x7ff8000000000000>", [np.nan]),
    ],
)
def test_hex_floats_read_as_bits(text: str, expected: list[float]):
    """What frontends/mlir.py fixes: xDSL's parser reads these as numbers (or refuses them)."""
    values = parsed_values(text)
    np.testing.assert_array_equal(values.astype(np.float64), np.array(expected))


def test_integers_in_hex_stay_numbers():
    assert parsed_values("dense<[0x10, 2]> : tensor<2xi32>").tolist() == [16, 2]
    assert parsed_values("array<i64: 0x10>").tolist() == [16]


def parsed_values(text: str) -> np.ndarray:
    context = Context()
    context.load_dialect(Builtin)
    attribute = OvParser(context, text).parse_attribute()
    if isinstance(attribute, DenseArrayBase):
        return np.array(attribute.get_values())
    return elements.numpy_from_dense(attribute)
