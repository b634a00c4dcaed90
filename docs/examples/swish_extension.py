"""An ovopt extension: lowers the custom op `com.example.Swish` to OpenVINO.

    ov-opt model.onnx --extensions docs/examples/swish_extension.py \
        --pass-pipeline=ov-default -t ir -o out/model.xml

Nodes of an unknown domain import as `onnx.Custom`; this extension adds a transformation
that runs before `convert-onnx-to-ov` and rewrites them as x * Sigmoid(beta * x).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import FloatAttr, ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from ovopt.dialects import elements, onnx, ov
from ovopt.registry import Transformation, register_transformation


class SwishToOv(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.CustomOp, rewriter: PatternRewriter) -> None:
        if (op.domain.data, op.op_type.data) != ("com.example", "Swish"):
            return
        (x,) = op.inputs
        beta_attr = op.node_attributes.data.get("beta")
        beta = beta_attr.value.data if isinstance(beta_attr, FloatAttr) else 1.0
        element = x.type.element_type
        beta_const = ov.ConstantV0Op.from_numpy(np.array(beta, dtype=elements.numpy_dtype(element)), element)
        scaled = ov.MultiplyV1Op(x, beta_const.output)
        gate = ov.SigmoidV0Op(scaled.output)
        swish = ov.MultiplyV1Op(x, gate.output)
        for new in (beta_const, scaled, gate, swish):
            new.location = op.location
        rewriter.replace(op, [beta_const, scaled, gate, swish])


@dataclass(frozen=True)
class LowerSwishPass(ModulePass):
    name = "lower-example-swish"

    def apply(self, ctx: Context, module: ModuleOp) -> None:
        PatternRewriteWalker(GreedyRewritePatternApplier([SwishToOv()])).rewrite_module(module)


register_transformation(
    Transformation(
        "lower-example-swish",
        lambda: LowerSwishPass,
        phase="inference",
        run_before=("convert-onnx-to-ov",),
    )
)
