"""Transformations that `--transformations-config` switches on, one per match kind.

    ov-opt model.onnx --extensions docs/examples/config_transformations.py \
        --transformations-config docs/examples/swish_scope.json -p ov-default -t ir -o out/model.xml

- `example-swish-scope` (scope) and `example-swish-points` (points): the matched subgraph,
  a Swish spelled out as x * Sigmoid(x), becomes one Swish with the `beta` of the entry's
  custom attributes;
- `example-scale-inputs` (general): every model input is multiplied by the entry's `scale`,
  as Model Optimizer's scale values are.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.rewriter import InsertPoint, Rewriter

from ovopt.dialects import ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.transformations import subgraph_transformation
from ovopt.lowering.transformations_config import SubgraphMatch
from ovopt.support import elements


def swish(match: SubgraphMatch, b: Builder):
    """The matched subgraph has one input, x, and one output: it becomes Swish(x, beta)."""
    if len(match.inputs) != 1 or len(match.outputs) != 1:
        return None
    (x,) = match.inputs
    beta = b.constant_like(float(match.custom_attributes.get("beta", 1.0)), x)
    return [b.add(ov.SwishV4Op(x, beta))]


subgraph_transformation("example-swish-scope", match_kind="scope")(swish)
subgraph_transformation("example-swish-points", match_kind="points")(swish)


@subgraph_transformation("example-scale-inputs", match_kind="general")
def scale_inputs(module: ModuleOp, attributes: dict) -> None:
    """Every model input, multiplied by `scale` before its users see it."""
    scale = float(attributes.get("scale", 1.0))
    for function in module.ops:
        if not isinstance(function, FuncOp):
            continue
        block = function.body.blocks[0]
        for arg in block.args:
            factor = ov.ConstantV0Op.from_numpy(np.asarray(scale, elements.numpy_dtype(arg.type.element_type)))
            scaled = ov.MultiplyV1Op(arg, factor.output)
            Rewriter.insert_op([factor, scaled], InsertPoint.at_start(block))
            arg.replace_uses_with_if(scaled.output, lambda use, mine=scaled: use.operation is not mine)
