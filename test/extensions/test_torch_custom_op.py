"""docs/examples/torch_custom_op.py: a torch custom operator, kept whole by the importer as
`torch.custom`, lowered by an extension's pattern (through the CLI, from a .pt2 file, against
eager torch), refused by name without it, or taken by an extension's importer instead."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from torch_support import run_openvino  # noqa: E402

from ovopt.tools.ov_opt import main  # noqa: E402

EXTENSION = Path(__file__).resolve().parents[2] / "docs" / "examples" / "torch_custom_op.py"


@torch.library.custom_op("ovopt_example::hard_clip", mutates_args=())
def hard_clip(x: torch.Tensor, bound: float) -> torch.Tensor:
    return x.clamp(-bound, bound)


@hard_clip.register_fake
def _(x, bound):
    return torch.empty_like(x)


class UsesHardClip(torch.nn.Module):
    def forward(self, x):
        return hard_clip(x * 2, 0.5) + 1


@pytest.fixture
def program_file(tmp_path) -> tuple[Path, torch.Tensor]:
    x = torch.randn(3, 4)
    path = tmp_path / "model.pt2"
    torch.export.save(torch.export.export(UsesHardClip(), (x,)), path)
    return path, x


def ov_opt(*args) -> tuple[int, str]:
    errors = io.StringIO()
    with contextlib.redirect_stderr(errors):
        status = main([str(a) for a in args])
    return status, errors.getvalue()


def test_the_extension_lowers_the_custom_op(program_file, tmp_path, isolated_registry):
    path, x = program_file
    xml = tmp_path / "out" / "model.xml"
    status, errors = ov_opt(path, "--extensions", EXTENSION, "-t", "ir", "-o", xml)
    assert status == 0, errors
    assert 'type="Clamp"' in xml.read_text()
    (actual,) = run_openvino(xml, (x,))
    np.testing.assert_allclose(actual, UsesHardClip()(x).numpy(), rtol=1e-6)


def test_without_it_the_node_is_named(program_file, tmp_path):
    path, _ = program_file
    status, errors = ov_opt(path, "-t", "ir", "-o", tmp_path / "out" / "model.xml")
    assert status == 1
    assert "(ovopt_example::hard_clip.default)" in errors and "an extension can add one" in errors
    assert not (tmp_path / "out").exists()


def test_an_importer_can_take_the_call_instead(isolated_registry):
    import ovopt
    from ovopt.dialects import torch as dialect

    def importer(ctx):
        x, bound = ctx.args
        low = ctx.insert(
            dialect.AtenClampOp.build(
                operands=[ctx.value(x), ctx.value(-bound, tensor=False), ctx.value(bound, tensor=False)],
                result_types=ctx.result_types,
            )
        )
        return [low.results[0]]

    isolated_registry.register_importer("ovopt_example", "hard_clip.default", importer, framework="torch")
    x = torch.randn(3, 4)
    module = ovopt.import_module(UsesHardClip(), example_input=(x,))
    assert not any(op.name == "torch.custom" for op in module.walk())
    model = ovopt.convert_model(UsesHardClip(), example_input=(x,))
    import openvino

    actual = openvino.compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})(x.numpy())[0]
    np.testing.assert_allclose(actual, UsesHardClip()(x).numpy(), rtol=1e-6)
