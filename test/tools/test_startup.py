"""Start-up stays cheap: `ov-opt --help` and `--version` import no numpy, onnx, OpenVINO, lxml or
dialect (a layer's `registration` module, importing nothing but the registry, is no more
than a list of names); converting an ONNX model to ov IR imports neither the gna dialect, xDSL's
interpreter, ONNX's reference evaluator, --validate's checks, the runtimes, nor the other
frameworks' dialects, and defines only the onnx and ov ops the model uses; a pass over
ov-dialect text imports nothing of onnx.
`--version` alone imports no xDSL at all, nor the driver, the registry or importlib.metadata
(issue 26: 0.15 s of start-up), and prints what the driver's parser prints. Checked on the
modules loaded and the ops defined, not on time (issue 10: start-up well under 0.3 s of
imports; docs/performance.md; the time is benchmarks/convert_speed.py's figure)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from onnx import TensorProto, helper

# Runs ov-opt in a fresh interpreter and prints the names of the modules it loaded.
LOADED = """
import json, sys
from ovopt.tools.ov_opt import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""

RUNTIMES = ("openvino", "onnxruntime", "torch")  # and the frameworks a frontend reads: only that one imports it
NOT_FOR_HELP = (*RUNTIMES, "numpy", "onnx", "lxml", "ovopt.dialects.onnx", "ovopt.dialects.ov", "ovopt.lowering")
NOT_FOR_OV_TEXT = (*RUNTIMES, "onnx", "ovopt.dialects.onnx", "ovopt.lowering.onnx_to_ov", "ovopt.frontends.onnx")
NOT_FOR_OV_IR = (
    *RUNTIMES,
    "ovopt.dialects.gna",
    "xdsl.interpreter",
    "onnx.reference",
    "ovopt.lowering.ov_to_gna",
    "ovopt.tools.validate",  # --validate's, only when asked
    "ovopt.dialects.torch",  # the other frontends' dialects: ov-default names their passes, which
    "ovopt.dialects.tflite",  # import them when they run
    "ovopt.dialects.tf",
)

# Runs ov-opt in a fresh interpreter and prints how many ops of the onnx and ov dialects have
# their IRDL definition made (support/deferred.py: on first use) and how many there are.
DEFINED = """
import json, sys
from ovopt.tools.ov_opt import main
main(sys.argv[1:])
from ovopt.dialects import onnx, ov
from ovopt.support.deferred import is_defined
counts = {name: [sum(map(is_defined, ops)), len(ops)] for name, ops in (("onnx", onnx.ONNX_OPS), ("ov", ov.OV_OPS))}
print(json.dumps(counts), file=sys.stderr)
"""


def loaded_modules(*args: str, cwd: Path | None = None) -> set[str]:
    result = subprocess.run(
        [sys.executable, "-c", LOADED, *args], capture_output=True, text=True, cwd=cwd, timeout=120, check=False
    )
    return set(json.loads(result.stderr.strip().splitlines()[-1]))


def among(modules: set[str], packages: tuple[str, ...]) -> list[str]:
    """The modules of `packages` loaded, but the registration modules (they import nothing but the
    registry) and the packages that hold them."""
    registrations = {m for m in modules if m.endswith(".registration")}
    holding = {r.rsplit(".", n)[0] for r in registrations for n in range(1, r.count("."))}
    return sorted(
        m for m in modules - registrations - holding if any(m == p or m.startswith(f"{p}.") for p in packages)
    )


@pytest.mark.parametrize(("flag", "probe"), [("--help", "ovopt.registry"), ("--version", "ovopt.tools.version_line")])
def test_help_and_version_import_nothing_heavy(flag, probe):
    modules = loaded_modules(flag)
    assert probe in modules  # the probe ran ov-opt
    assert among(modules, NOT_FOR_HELP) == []


def test_version_imports_no_xdsl_nor_the_driver_nor_importlib_metadata():
    """Nor the registry: support/installed.py reads the versions and the extensions' entry points."""
    modules = loaded_modules("--version")
    assert "ovopt.tools.version_line" in modules  # the probe ran ov-opt
    assert among(modules, ("xdsl", "ovopt.tools.driver", "ovopt.registry", "importlib.metadata")) == []


def test_version_alone_prints_the_drivers_line():
    """`-v --version` goes through the driver's argument parser (-v is --verbose), `--version`
    alone does not: the same line."""

    def said(*args: str) -> subprocess.CompletedProcess:
        command = [sys.executable, "-m", "ovopt.tools.ov_opt", *args]
        return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)

    alone, through_driver = said("--version"), said("-v", "--version")
    assert (alone.returncode, alone.stderr) == (through_driver.returncode, through_driver.stderr) == (0, "")
    assert alone.stdout == through_driver.stdout and alone.stdout.startswith("ov-opt ")


def relu_model() -> bytes:
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4])
    graph = helper.make_graph([helper.make_node("Relu", ["x"], ["y"], name="relu")], "relu", [x], [y])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


def test_converting_to_ov_ir_imports_no_gna_interpreter_or_runtime(tmp_path):
    (tmp_path / "relu.onnx").write_bytes(relu_model())
    modules = loaded_modules("relu.onnx", "-t", "ir", "-o", "relu.xml", cwd=tmp_path)
    assert (tmp_path / "relu.xml").is_file() and "ovopt.dialects.ov" in modules
    assert among(modules, NOT_FOR_OV_IR) == []


def test_converting_one_node_defines_few_ops(tmp_path):
    """Of the 252 generated onnx ops and the 133 ov ops, a Relu model defines the handful it uses."""
    (tmp_path / "relu.onnx").write_bytes(relu_model())
    args = ("relu.onnx", "--pass-pipeline=ov-default", "-t", "ir", "-o", "relu.xml")
    result = subprocess.run(
        [sys.executable, "-c", DEFINED, *args], capture_output=True, text=True, cwd=tmp_path, timeout=120, check=True
    )
    counts = json.loads(result.stderr.strip().splitlines()[-1])
    assert (tmp_path / "relu.xml").is_file()
    assert 1 <= counts["onnx"][0] <= 5 and counts["onnx"][1] > 200
    assert 1 <= counts["ov"][0] <= 10 and counts["ov"][1] > 100


def test_simplifying_ov_text_imports_nothing_of_onnx(tmp_path):
    (tmp_path / "gelu.mlir").write_text(
        """
        func.func @gelu(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
          %half = ov.Constant.v0 dense<0.5> : tensor<f32>
          %r2 = ov.Constant.v0 dense<1.41421354> : tensor<f32>
          %one = ov.Constant.v0 dense<1.0> : tensor<f32>
          %a = ov.Divide.v1 %x, %r2 : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
          %b = ov.Erf.v0 %a : tensor<2x3xf32>
          %c = ov.Add.v1 %b, %one : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
          %d = ov.Multiply.v1 %x, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
          %e = ov.Multiply.v1 %d, %half : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
          func.return %e : tensor<2x3xf32>
        }
        """
    )
    modules = loaded_modules("gelu.mlir", "-p", "ov-simplify", "-o", "out.mlir", cwd=tmp_path)
    assert "ov.Gelu.v7" in (tmp_path / "out.mlir").read_text()  # the patterns were there and ran
    assert among(modules, NOT_FOR_OV_TEXT) == []
