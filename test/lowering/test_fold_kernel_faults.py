"""ov-fold-constants leaves an op to the runtime when its reference kernel cannot compute it:
a case the kernel declares it does not compute (NotImplementedError) silently, any other
failure with a warning naming the node; the conversion goes on either way."""

from __future__ import annotations

import logging

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType, f32
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Region

from ovopt import registry
from ovopt.dialects import ov
from ovopt.lowering.ov.fold_constants import FoldConstantsPass


def abs_of_a_constant() -> ModuleOp:
    constant = ov.ConstantV0Op.from_numpy(np.array([-1.5, 2.0], np.float32))
    absolute = ov.AbsV0Op(constant.output)
    block = Block([constant, absolute, ReturnOp(absolute.results[0])])
    return ModuleOp([FuncOp.from_region("main", [], [TensorType(f32, [2])], Region(block))])


def folded_with(kernel, monkeypatch) -> list[str]:
    kernel_for = registry.kernel_for
    monkeypatch.setattr(registry, "kernel_for", lambda op: kernel if op.name == "ov.Abs.v0" else kernel_for(op))
    module = abs_of_a_constant()
    FoldConstantsPass().apply(Context(), module)
    module.verify()
    return [op.name for op in module.walk() if op.name.startswith("ov.")]


def test_a_case_the_kernel_does_not_compute_stays_an_op(monkeypatch, caplog):
    def not_computed(op, x):
        raise NotImplementedError("Abs of this kind")

    assert folded_with(not_computed, monkeypatch) == ["ov.Constant.v0", "ov.Abs.v0"]
    assert caplog.records == []


def test_a_failing_kernel_leaves_the_op_with_a_warning(monkeypatch, caplog):
    def failing(op, x):
        return (1 // 0,)

    with caplog.at_level(logging.WARNING, logger="ovopt.fold_constants"):
        assert folded_with(failing, monkeypatch) == ["ov.Constant.v0", "ov.Abs.v0"]
    (record,) = caplog.records
    assert "ov.Abs.v0" in record.getMessage() and "ZeroDivisionError" in record.getMessage()


def test_a_kernel_that_computes_folds(monkeypatch):
    assert folded_with(lambda op, x: (np.abs(x),), monkeypatch) == ["ov.Constant.v0"]
