"""Conversion passes whose patterns come from the registry.

A conversion (`convert-onnx-to-ov`, ...) is one greedy rewrite with every pattern set
registered for its id, highest priority first: the built-in families register with priority 0,
and an extension adds its own set to the same pass (`ovopt.registry.register_patterns`), either
before the built-ins (priority > 0) or as a fallback after them (priority < 0).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, ShapedType
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.utils.exceptions import PassFailedException, VerifyException

from ovopt import registry
from ovopt.lowering.rewriting import OpTypeDispatch, walker
from ovopt.lowering.signature import sync_function_types
from ovopt.support.locations import describe


@dataclass
class NameFailingNode(RewritePattern):
    """Runs `pattern`; an op that cannot be built for a node (its type inference refuses the
    node's shapes or attributes) fails naming that node, not as a bare verifier message. When
    the node reads a value of no known type, the node that made it (a custom op nothing
    describes) is the one to name."""

    pattern: RewritePattern

    def may_act_on(self, op: Operation) -> bool:
        inner = getattr(self.pattern, "may_act_on", None)
        return inner is None or inner(op)

    def takes(self, op_type: type[Operation]) -> bool:
        inner = getattr(self.pattern, "takes", None)
        return inner is None or inner(op_type)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        try:
            self.pattern.match_and_rewrite(op, rewriter)
        except VerifyException as error:
            for operand in op.operands:
                if not isinstance(operand.type, ShapedType) and isinstance(operand.owner, Operation):
                    raise PassFailedException(
                        f"{describe(operand.owner)} has no lowering or importer that gives its output a type, "
                        f"so {describe(op)} cannot use it; an extension can add one (see docs/extensions.md)"
                    ) from None
            raise PassFailedException(f"{describe(op)}: {error}") from None


@dataclass(frozen=True)
class ConversionPass(ModulePass):
    """Rewrite with the registered patterns of `name`, then check that nothing is left over."""

    name: ClassVar[str]

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = OpTypeDispatch(registry.patterns_for(self.name), dce_enabled=False)
        walker(NameFailingNode(patterns)).rewrite_module(op)
        sync_function_types(op)
        self.check_converted(op)

    def check_converted(self, module: ModuleOp) -> None:
        """Raise a PassFailedException naming the ops the conversion had to take and left."""
