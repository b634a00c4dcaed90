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
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    DictionaryAttr,
    IntegerType,
    ModuleOp,
    NoneType,
    ShapedType,
    TensorType,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import Rewriter
from xdsl.utils.exceptions import PassFailedException, VerifyException

from ovopt import registry
from ovopt.dialects.typed_properties import python_value
from ovopt.lowering import instrumentation
from ovopt.lowering.rewriting import OpTypeDispatch, walker
from ovopt.lowering.signature import sync_function_types
from ovopt.support.locations import describe, op_kind
from ovopt.support.walking import walk_ops


@dataclass(frozen=True)
class ConversionTarget:
    """What a conversion must reach: no op of the `source` dialect left but the `legal` ones;
    `target` names what it converts to in the error ("no lowering to OpenVINO for ...").
    `arguments` are ops that hold an argument of the ops that read them (torch's scalars): the
    readers' lowerings take them, so one is left only beside a reader that is."""

    source: str
    target: str
    legal: tuple[type[Operation], ...] = ()
    arguments: tuple[type[Operation], ...] = ()

    def left(self, module: ModuleOp) -> list[Operation]:
        """The ops the conversion had to convert and did not, in module order."""
        ops = [op for op in walk_ops(module) if op.dialect_name() == self.source and not isinstance(op, self.legal)]
        readers = [op for op in ops if not isinstance(op, self.arguments)]
        return readers or ops

    def check(self, module: ModuleOp, refusals: dict[Operation, str] | None = None) -> None:
        """Raise a PassFailedException naming every node left, each with the reason its
        pattern gave (`refusals`), or none when no pattern took it."""
        left = self.left(module)
        if left:
            refusals = refusals or {}
            left = _worth_naming(left, refusals)
            shown = ", ".join(describe(op) + (f": {refusals[op]}" if op in refusals else "") for op in left)
            count = f"{len(left)} nodes have " if len(left) > 1 else ""
            raise PassFailedException(
                f"{count}no lowering to {self.target} for {shown}; an extension can add one (see "
                "docs/extensions.md), or --keep-unsupported keeps them as framework layers"
            )


def _worth_naming(left: list[Operation], refusals: dict[Operation, str]) -> list[Operation]:
    """The ops left but those inside a region of a refused op (a refused loop's body: an op
    that waited for its body names what the body holds) and those whose results only a refused
    op reads (the TensorLists it was to take itself)."""

    def nested(op: Operation) -> bool:
        parent = op.parent_op()
        while parent is not None:
            if parent in refusals:
                return True
            parent = parent.parent_op()
        return False

    def feeds_refused(op: Operation) -> bool:
        uses = [use.operation for result in op.results for use in result.uses]
        return op not in refusals and bool(uses) and all(user in refusals for user in uses)

    return [op for op in left if not nested(op) and not feeds_refused(op)] or left


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

    def sweep(self, module: ModuleOp, dispatch: OpTypeDispatch) -> None:
        """Rewrites made in one loop before the walk, of ops a model holds by the ten thousand,
        for which the walker's bookkeeping costs more than the rewrite (none here). They must
        make the IR the walk with `dispatch` would make."""

    def rewrite(self, module: ModuleOp) -> dict[Operation, str] | None:
        """One greedy rewrite to a fixpoint; a node a pattern fails on is named. A conversion
        goes on past such a node, to name every node it cannot lower: the reasons are returned."""
        patterns = list(self.patterns())
        if self.conversion is not None and getattr(self, "keep_unsupported", False):
            patterns.append(KeepAsFrameworkLayer(self.conversion))
        dispatch = OpTypeDispatch(patterns, dce_enabled=self.erase_dead)
        if instrumentation.ACTIVE is None:  # a debugging run counts every rewrite a pattern makes
            self.sweep(module, dispatch)
        failing = NameFailingNode(dispatch, refusals={} if self.conversion is not None else None)
        walker(failing).rewrite_module(module)
        return failing.refusals

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        refusals = self.rewrite(op)
        if refusals is None:
            refusals = {}
        sync_function_types(op)
        if self.conversion is not None:
            if getattr(self, "keep_unsupported", False):  # an option of the frontends' conversions
                keep_as_framework_layers(self.conversion.left(op), refusals)
                sync_function_types(op)
            self.conversion.check(op, refusals)


_SCALAR_TYPES = (IntegerType, AnyFloat, NoneType)  # a frontend's scalar arguments (torch's), typed


@dataclass
class NameFailingNode(RewritePattern):
    """Runs `pattern`; an op that cannot be built for a node (its type inference refuses the
    node's shapes or attributes) fails naming that node, not as a bare verifier message. When
    the node reads a value of no known type, the node that made it (a custom op nothing
    describes) is the one to name. With `refusals` (a conversion), a node's failure is noted
    there and the rewrite goes on."""

    pattern: RewritePattern
    refusals: dict[Operation, str] | None = None

    def may_act_on(self, op: Operation) -> bool:
        inner = getattr(self.pattern, "may_act_on", None)
        return inner is None or inner(op)

    def takes(self, op_type: type[Operation]) -> bool:
        inner = getattr(self.pattern, "takes", None)
        return inner is None or inner(op_type)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        try:
            self.pattern.match_and_rewrite(op, rewriter)
        except (VerifyException, PassFailedException) as error:
            failure = self._named(op, error)
            if self.refusals is None:
                raise failure from None
            own = f"{describe(op)}: "
            reason = str(failure)
            self.refusals[op] = reason[len(own) :] if reason.startswith(own) else reason

    @staticmethod
    def _named(op: Operation, error: Exception) -> PassFailedException:
        if isinstance(error, PassFailedException):
            return error
        for operand in op.operands:
            if not isinstance(operand.type, (ShapedType, *_SCALAR_TYPES)) and isinstance(operand.owner, Operation):
                return PassFailedException(
                    f"{describe(operand.owner)} has no lowering or importer that gives its output a type, "
                    f"so {describe(op)} cannot use it; an extension can add one (see docs/extensions.md)"
                )
        return PassFailedException(f"{describe(op)}: {error}")


def keep_as_framework_layers(ops: list[Operation], refusals: dict[Operation, str]) -> None:
    """Replace each op (of a frontend dialect, that no pattern lowered) by its framework layer."""
    for op in ops:
        layer = framework_layer(op, refusals.get(op)) if op.parent is not None and not op.regions else None
        if layer is not None:  # a node holding a subgraph, or of outputs of no known type, stays for the error
            Rewriter.replace_op(op, layer)


def framework_layer(op: Operation, reason: str | None = None) -> Operation | None:
    """An `ov.layer` that keeps `op` for the IR as OpenVINO's frontends keep a FrameworkNode:
    its kind as the layer type, its framework as the version, its attributes that are numbers,
    strings or lists as `<data>` (and why no pattern lowered it). An output of a type the model
    does not give takes the element type and rank of the first input, every dim dynamic; None
    when there is no such input. A runtime runs it only with an extension that knows the kind."""
    from ovopt.dialects import ov

    kind = "".join(c if c.isalnum() or c in "._-" else "_" for c in op_kind(op)).strip("._-") or "Unknown"
    properties = dict(op.properties)
    for value in op.properties.values():  # a custom node's own attributes, by their names
        if isinstance(value, DictionaryAttr):
            properties.update(value.data)
    data = {name: _data_text(value) for name, value in properties.items()}
    data = {name: text for name, text in data.items() if text is not None and name.isidentifier()}
    if reason is not None:
        data["ovopt_reason"] = reason
    inputs = [v for v in op.operands if isinstance(v.type, TensorType)]
    guess = TensorType(inputs[0].type.element_type, [DYNAMIC_INDEX] * inputs[0].type.get_num_dims()) if inputs else None
    types = [r.type if isinstance(r.type, TensorType) else guess for r in op.results]
    if None in types:
        return None
    layer = ov.LayerOp(kind, op.dialect_name(), inputs, types, data)
    layer.location = op.location
    layer.attributes[FRAMEWORK_NODE_ATTR] = UnitAttr()
    return layer


@dataclass
class KeepAsFrameworkLayer(RewritePattern):
    """The last pattern of a conversion run with `keep-unsupported`: an op of the source
    dialect that no pattern before it took becomes its framework layer."""

    conversion: ConversionTarget

    def takes(self, op_type: type[Operation]) -> bool:
        return op_type.dialect_name() == self.conversion.source and not issubclass(op_type, self.conversion.legal)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        layer = framework_layer(op) if self.takes(type(op)) and not op.regions else None
        if layer is not None:
            rewriter.replace(op, layer)


FRAMEWORK_NODE_ATTR = "ovopt.framework_node"  # on an ov.layer kept by --keep-unsupported


def _data_text(value: Attribute) -> str | None:
    """A property as IR `<data>` spells it; None for what is no text (a tensor, a graph)."""
    plain = python_value(value)
    if isinstance(plain, bool):
        return str(plain).lower()
    if isinstance(plain, int | float | str):
        return str(plain)
    if isinstance(plain, tuple) and all(isinstance(v, int | float | str) for v in plain):
        return ",".join(str(v) for v in plain)
    return None
