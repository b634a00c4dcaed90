"""Test support for the PyTorch frontend: export a module with torch.export, convert it with
ovopt (the `.pt2` file through ov-opt, or the Python API), run the IR in OpenVINO (f32) and
compare with eager torch on the same inputs.

PyPI's torchvision wheel beside the CPU build of torch cannot load its C++ ops, and its import
then fails registering their fake kernels; `torchvision()` defines the two schemas it needs
first (the models the tests build use none of those ops)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")  # an optional extra: the torch tests need it installed


def torchvision():
    """torchvision, importable beside the CPU build of torch (benchmarks/torch_models.py says how);
    the test skips without it."""
    from ovopt.benchmarks import torch_models

    try:
        return torch_models.torchvision()
    except ImportError:
        pytest.skip("torchvision is not installed")


class Fn(torch.nn.Module):
    """A module applying `fn` to its input: one named argument, as torch.export's dynamic shapes
    want it."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)


class FnOfArgs(Fn):
    """A module applying `fn` to its inputs, one or more."""

    def forward(self, x, *rest):
        return self.fn(x, *rest)


def export(module, args: tuple, dynamic_shapes=None):
    """The program of `module` (in eval mode) on `args`."""
    return torch.export.export(module.eval(), args, dynamic_shapes=dynamic_shapes)


def convert_file(program, directory: Path, *extra: str) -> tuple[int, str, Path]:
    """Save `program` as a .pt2 and convert it with `ov-opt model.pt2 -t ir -o model.xml`."""
    pt2, xml = directory / "model.pt2", directory / "model.xml"
    torch.export.save(program, pt2)
    result = subprocess.run(
        [sys.executable, "-m", "ovopt.tools.ov_opt", str(pt2), "-t", "ir", "-o", str(xml), *extra],
        capture_output=True,
        text=True,
        check=False,
    )
    return result.returncode, result.stderr, xml


def run_openvino(model, args: tuple) -> list[np.ndarray]:
    """The outputs of an openvino.Model or an IR path on `args`, computed in f32."""
    import openvino

    compiled = openvino.Core().compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    result = compiled([_numpy(a) for a in args])
    return [result[output] for output in compiled.outputs]


def eager(module, args: tuple) -> list[np.ndarray]:
    with torch.no_grad():
        out = module.eval()(*args)
    outs = out if isinstance(out, list | tuple) else [out]
    return [_numpy(o) for o in outs]


def check_module(module, args: tuple, *, dynamic_shapes=None, rtol=1e-4, atol=1e-5, others: tuple = ()):
    """Convert `module` with ovopt.convert_model and compare OpenVINO's outputs with eager torch,
    on `args` and on each argument tuple of `others` (other sizes of a dynamic model)."""
    import ovopt

    model = ovopt.convert_model(module, example_input=args, dynamic_shapes=dynamic_shapes)
    for inputs in (args, *others):
        expected = eager(module, inputs)
        actual = run_openvino(model, inputs)
        assert len(actual) == len(expected)
        for a, e in zip(actual, expected):
            assert a.shape == e.shape, f"shape {a.shape} != {e.shape}"
            if e.dtype == np.bool_ or np.issubdtype(e.dtype, np.integer):
                np.testing.assert_array_equal(a, e)
            else:
                np.testing.assert_allclose(a, e, rtol=rtol, atol=atol)
    return model


def _numpy(value) -> np.ndarray:
    if isinstance(value, torch.Tensor):
        return value.detach().numpy()
    return np.asarray(value)
