"""Patterns added to the built-in `convert-onnx-to-ov` conversion.

    ov-opt model.onnx --extensions docs/examples/conversion_patterns.py -p ov-default -t ir -o out/model.xml

onnxruntime's exporters write some fused operators of their own domain, `com.microsoft`:
`Gelu(x)` and `BiasGelu(x, bias)`. This extension teaches the conversion both, as patterns
of the conversion itself (not a separate pass): with priority 1 they are tried before the
built-in sets, so an extension can also take over an operator ovopt already lowers.
"""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from ovopt import registry
from ovopt.dialects import onnx, ov
from ovopt.lowering.builder import Builder


class MicrosoftGeluToOv(RewritePattern):
    """com.microsoft.Gelu(x) and BiasGelu(x, bias) = Gelu(x + bias), the erf form, as Gelu-7."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: onnx.CustomOp, rewriter: PatternRewriter) -> None:
        if op.domain.data != "com.microsoft" or op.op_type.data not in ("Gelu", "BiasGelu"):
            return
        b = Builder(op)
        x = op.inputs[0]
        if op.op_type.data == "BiasGelu":
            x = b.add(ov.AddV1Op(x, op.inputs[1]))
        b.add(ov.GeluV7Op(x, approximation_mode="ERF"))
        b.replace(rewriter)


registry.register_patterns("convert-onnx-to-ov", lambda: [MicrosoftGeluToOv()], name="example-ms-gelu", priority=1)
