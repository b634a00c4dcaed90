"""Front-phase transformations in Model Optimizer's three styles, on the onnx dialect.

    ov-opt model.onnx --extensions docs/examples/front_transformations.py -p ov-default -t ir -o out/model.xml

- specific op: every `com.example.Swish` node (imported as `onnx.Custom`) becomes
  x * Sigmoid(beta * x) in ov ops;
- pattern: `Mul(x, Sigmoid(x))` of standard ONNX operators becomes one Swish;
- generic: a function of the whole module removes `Identity` nodes.

A front transformation runs before `convert-onnx-to-ov` (the phases order them); the ops it
builds may already be ov ops, which the conversion leaves as they are.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FloatAttr, ModuleOp
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt.dialects import onnx, ov
from ovopt.lowering.builder import Builder
from ovopt.lowering.transformations import module_transformation, op_transformation, pattern_transformation


@op_transformation("example-lower-swish", op="com.example.Swish", phase="front")
def lower_swish(op: onnx.CustomOp, b: Builder):
    """com.example.Swish(x, beta) = x * sigmoid(beta * x)."""
    (x,) = op.inputs
    beta = op.node_attributes.data.get("beta")
    scaled = b.add(ov.MultiplyV1Op(x, b.constant_like(beta.value.data if isinstance(beta, FloatAttr) else 1.0, x)))
    return [b.add(ov.MultiplyV1Op(x, b.add(ov.SigmoidV0Op(scaled))))]


@pattern_transformation("example-fuse-onnx-swish", phase="front", run_before=("example-lower-swish",))
class FuseOnnxSwish(RewritePattern):
    """Mul(x, Sigmoid(x)), in either order, becomes one Swish."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.MulOp, rewriter: PatternRewriter) -> None:
        for x, gate in ((op.A, op.B), (op.B, op.A)):
            if isinstance(gate.owner, onnx.SigmoidOp) and x == gate.owner.X:
                b = Builder(op)
                b.add(ov.SwishV4Op(x))
                b.replace(rewriter)
                return


@module_transformation("example-remove-identity", phase="front", force_clean_up=True)
def remove_identity(module: ModuleOp) -> None:
    """Identity nodes only rename a value: their users take the input instead."""
    for op in list(module.walk()):
        if isinstance(op, onnx.IdentityOp):
            op.output.replace_all_uses_with(op.input)
