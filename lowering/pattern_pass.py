"""The one base of every pass that applies rewrite patterns, and the legality of a conversion.

A pattern pass is one greedy rewrite with the pattern families registered under its name
(`registry.register_patterns(pass_id, family.patterns)`), as MLIR's passes populate a pattern
set: a family is a module whose `patterns(options)` returns its patterns, `options` being the
pass that runs them (its dataclass fields: GNA's `target`, ...). Built-in families and an
extension's register the same way, so an extension adds patterns to any pass, GNA included.

A conversion also declares what it must achieve (MLIR's `ConversionTarget`): the dialect whose
ops may not remain, and the few that may. The base checks it once, after the rewrite, and
names every node that is left; then it re-reads the function signatures:

    @dataclass(frozen=True)
    class ConvertFooToOvPass(PatternPass):
        name = "convert-foo-to-ov"
        conversion = ConversionTarget("foo", "OpenVINO")
"""

from __future__ import annotations

from collections.abc import Sequence
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


@dataclass(frozen=True)
class ConversionTarget:
    """What a conversion must reach: no op of the `source` dialect left but the `legal` ones;
    `target` names what it converts to in the error ("no lowering to OpenVINO for ...")."""

    source: str
    target: str
    legal: tuple[type[Operation], ...] = ()

    def left(self, module: ModuleOp) -> list[Operation]:
        """The ops the conversion had to convert and did not, in module order."""
        return [op for op in module.walk() if op.dialect_name() == self.source and not isinstance(op, self.legal)]

    def check(self, module: ModuleOp) -> None:
        """Raise a PassFailedException naming every node left."""
        left = self.left(module)
        if left:
            shown = ", ".join(describe(op) for op in left[:5])
            more = f" and {len(left) - 5} more" if len(left) > 5 else ""
            raise PassFailedException(
                f"no lowering to {self.target} for {shown}{more}; an extension can add one (see docs/extensions.md)"
            )


@dataclass(frozen=True)
class PatternPass(ModulePass):
    """Rewrite with the patterns registered for this pass until none applies; check the
    conversion target, if the pass has one; re-read the function signatures.

    A subclass declares its `name`, its options as dataclass fields, `conversion` (a
    ConversionTarget, for a conversion) and `erase_dead` (the rewrite erases the ops it leaves
    unused, such as the constants a rewrite replaced).
    """

    name: ClassVar[str]
    conversion: ClassVar[ConversionTarget | None] = None
    erase_dead: ClassVar[bool] = False

    def patterns(self) -> Sequence[RewritePattern]:
        """The patterns registered for this pass, highest priority first."""
        return registry.patterns_for(self.name, self)

    def rewrite(self, module: ModuleOp) -> None:
        """One greedy rewrite to a fixpoint; a node a pattern fails on is named."""
        dispatch = OpTypeDispatch(list(self.patterns()), dce_enabled=self.erase_dead)
        walker(NameFailingNode(dispatch)).rewrite_module(module)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        self.rewrite(op)
        sync_function_types(op)
        if self.conversion is not None:
            self.conversion.check(op)


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
