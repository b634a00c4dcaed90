"""The checked-in torch dialect is what the generator writes from the installed torch's schemas."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

from ovopt.dialects import torch as dialect  # noqa: E402
from ovopt.dialects.typed_properties import TypedProperty  # noqa: E402
from ovopt.tools import gen_torch_dialect  # noqa: E402

GENERATED_FOR = re.search(r"operator schemas of\ntorch (\S+);", gen_torch_dialect.DEFAULT_OUTPUT.read_text()).group(1)
same_torch = pytest.mark.skipif(
    not torch.__version__.startswith(GENERATED_FOR), reason=f"the dialect is generated from torch {GENERATED_FOR}"
)


@same_torch
def test_checked_in_dialect_is_what_the_generator_writes():
    result = subprocess.run(
        [sys.executable, "-m", "ovopt.tools.gen_torch_dialect", "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


@same_torch
def test_every_core_aten_overload_has_its_op():
    core = {str(op).split(".", 1)[1] for op in gen_torch_dialect.overloads()}
    ops = set()
    for op in dialect.ATEN_OPS:
        name = op.aten_name().split("::", 1)[1]
        ops.add(name if "." in name else f"{name}.default")
    assert core == ops
    assert {"convolution.default", "add.Tensor", "view.default", "sym_size.int"} <= ops


def test_arguments_are_operands_or_typed_properties():
    convolution = dialect.AtenConvolutionOp
    operands = [name for name, _ in convolution.get_irdl_definition().operands]
    assert operands == ["input", "weight", "bias", "stride", "padding", "dilation", "output_padding", "groups"]
    assert isinstance(vars(convolution)["transposed"], TypedProperty)
