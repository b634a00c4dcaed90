"""A pattern that tests the op type itself (`op_types`) returns on an op it does not take.

The walker tries a pattern only on the types it lists (lowering/rewriting.py), so these
guards run only when a pattern is applied some other way: an extension's walker, xDSL's own
PatternRewriteWalker. The ops here are ones no lowering takes, and the pattern must neither
rewrite them nor fail."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.dialects.func import Func, ReturnOp
from xdsl.pattern_rewriter import PatternRewriter

from ovopt import registry
from ovopt.dialects import onnx
from ovopt.frontends.mlir import OvParser
from ovopt.lowering.gna_to_ov import compute, integers, memory, pwl
from ovopt.lowering.gna_to_ov.passes import ConvertGnaToOvPass
from ovopt.lowering.onnx_to_ov import pooling
from ovopt.lowering.onnx_to_ov.passes import ConvertOnnxToOvPass
from ovopt.lowering.onnx_to_ov.registration import _families

# the families whose type guards no lit file reaches (by dotted name: the mutation map runs
# this file for each module it names)
GUARDED = [
    "ovopt.lowering.onnx_to_ov.activation",
    "ovopt.lowering.onnx_to_ov.cast",
    "ovopt.lowering.onnx_to_ov.constants",
    "ovopt.lowering.onnx_to_ov.elementwise",
    "ovopt.lowering.onnx_to_ov.generation",
    "ovopt.lowering.onnx_to_ov.indexing",
    "ovopt.lowering.onnx_to_ov.math",
    "ovopt.lowering.onnx_to_ov.normalization",
    "ovopt.lowering.onnx_to_ov.ordering",
    "ovopt.lowering.onnx_to_ov.padding",
    "ovopt.lowering.onnx_to_ov.pooling",
    "ovopt.lowering.onnx_to_ov.recurrent",
    "ovopt.lowering.onnx_to_ov.reduction",
    "ovopt.lowering.onnx_to_ov.resize",
    "ovopt.lowering.onnx_to_ov.shape",
    "ovopt.lowering.onnx_to_ov.slicing",
    "ovopt.lowering.onnx_to_ov.windows",
]

PATTERNS = [
    pytest.param(pattern, id=f"{family.__name__.rsplit('.', 1)[1]}.{type(pattern).__name__}")
    for families, options in (
        (_families(), ConvertOnnxToOvPass()),
        ((compute, integers, memory, pwl), ConvertGnaToOvPass()),
    )
    for family in families
    for pattern in family.patterns(options)
]


def test_the_guarded_families_are_the_conversion_families():
    assert set(GUARDED) <= {family.__name__ for family in _families()}


@pytest.mark.parametrize("pattern", PATTERNS)
def test_a_pattern_leaves_an_op_it_does_not_take(pattern):
    foreign = ReturnOp()
    module = ModuleOp([foreign])
    before = str(module)
    rewriter = PatternRewriter(foreign)
    pattern.match_and_rewrite(foreign, rewriter)
    assert not rewriter.has_done_action
    assert str(module) == before


def test_the_dilated_average_pool_pattern_leaves_an_undilated_pool():
    """AveragePoolToOv lowers it; the walker never offers it to the dilated pattern after."""
    context = Context()
    for dialect in (Builtin, Func, registry.load_dialect("onnx")):
        context.load_dialect(dialect)
    module = OvParser(
        context,
        "func.func @f(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x3x3xf32> {\n"
        '  %y = "onnx.AveragePool"(%x) <{version = 19 : i64, kernel_shape = array<i64: 2, 2>, '
        "dilations = array<i64: 1, 1>}> : (tensor<1x1x4x4xf32>) -> tensor<1x1x3x3xf32>\n"
        "  func.return %y : tensor<1x1x3x3xf32>\n}",
    ).parse_module()
    pool = next(op for op in module.walk() if isinstance(op, onnx.AveragePoolOp))
    before = str(module)
    rewriter = PatternRewriter(pool)
    pooling.DilatedAveragePoolToConvolution().match_and_rewrite(pool, rewriter)
    assert not rewriter.has_done_action
    assert str(module) == before
