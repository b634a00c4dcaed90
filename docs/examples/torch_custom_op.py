"""A PyTorch custom operator through an extension: `ovopt_example::hard_clip(Tensor x, float bound)`.

torch.export keeps a call of a custom operator (`torch.library`) whole, and ovopt imports it as
`torch.custom`, carrying the operator's name and schema, its tensors as operands and its other
arguments by name. This extension lowers it in `convert-torch-to-ov`, as a built-in family does:

    ov-opt model.pt2 --extensions docs/examples/torch_custom_op.py -t ir -o out/model.xml

(ovopt.convert_model loads extensions the same way: `ovopt.registry.extensions.load_all`).
An extension can also take the call when it is imported, with
`registry.register_importer("ovopt_example", "hard_clip.default", importer, framework="torch")`
(docs/extensions.md).
"""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt import registry
from ovopt.dialects import ov, torch
from ovopt.lowering.builder import Builder, lowering_error

TARGET = "ovopt_example::hard_clip.default"


class HardClipToClamp(RewritePattern):
    """hard_clip(x, bound) = min(max(x, -bound), bound): OpenVINO's Clamp."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: torch.CustomOp, rewriter: PatternRewriter) -> None:
        if op.target.data != TARGET:
            return  # another custom operator: not ours
        bound = op.arguments.data["bound"].value.data
        if bound < 0:
            raise lowering_error(op, f"bound {bound} is negative; hard_clip needs bound >= 0")
        b = Builder(op)
        b.add(ov.ClampV0Op(op.inputs[0], min=-bound, max=bound))
        b.replace(rewriter)


registry.register_patterns("convert-torch-to-ov", lambda: [HardClipToClamp()], name="example-hard-clip")
