"""Transformations in Model Optimizer's styles, each a decorator that registers one:

- pattern (MO's FrontReplacementSubgraph): `@pattern_transformation(id, phase)` on a
  `RewritePattern` class;
- specific op (FrontReplacementOp): `@op_transformation(id, op="Kind", phase=...)` on
  `fn(op, b) -> values`;
- generic (FrontReplacementPattern): `@module_transformation(id, phase)` on a `ModulePass`
  class or on `fn(module)`;
- subgraph (the scope / points / general replacements of `--transformations-config`):
  `@subgraph_transformation(id, match_kind=...)` on `fn(match, b) -> values`, or on
  `fn(module, custom_attributes)` for `general`.

Every decorator takes the scheduling knobs of `ovopt.registry.Transformation` (`pipelines`,
`run_after`, `run_before`, `enabled`, `condition`, `force_clean_up`,
`force_shape_inference`) and returns what it decorated, so the pattern or function stays
usable and testable on its own. The phases are Model Optimizer's front / middle / back, with
`inference` (into the ov dialect) and `layout` between them.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint, Rewriter

from ovopt import registry
from ovopt.lowering.builder import Builder
from ovopt.lowering.pattern_pass import PatternPass
from ovopt.lowering.signature import sync_function_types
from ovopt.lowering.transformations_config import ConfigEntry, SubgraphMatch, find_matches
from ovopt.registry import Transformation
from ovopt.support.locations import carry_tensor_names, node_name, op_kind

LOG = logging.getLogger("ovopt.transformations")

# What a replacement function returns: the values that replace the matched op's results (or
# the subgraph's outputs), in order; None leaves the IR as it is.
Replacement = Sequence[SSAValue] | None


def _register(ident: str, phase: str, pass_class: type[ModulePass], options: dict[str, Any]) -> None:
    override = options.pop("override", False)
    description = options.pop("description", None) or _first_line(pass_class.__doc__)
    registry.register_transformation(
        Transformation(ident, lambda: pass_class, phase, description=description, **options), override=override
    )


def _first_line(doc: str | None) -> str:
    return (doc or "").strip().split("\n")[0].rstrip(".")


def _named_pass(base: type[ModulePass], ident: str, doc: str | None, **members: Any) -> type[ModulePass]:
    """A subclass of `base` that is the pass `ident`."""
    return type(f"Pass_{ident.replace('-', '_')}", (base,), {"name": ident, "__doc__": doc, **members})


# -- pattern ------------------------------------------------------------------------------------


def pattern_transformation(ident: str, phase: str, **options: Any):
    """Register a RewritePattern class (built with no arguments) as transformation `ident`: a
    pattern pass whose family is that pattern (an extension may add more to it)."""

    def decorate(pattern_class: type[RewritePattern]) -> type[RewritePattern]:
        _register_pattern_pass(ident, phase, pattern_class.__doc__, lambda: [pattern_class()], options)
        return pattern_class

    return decorate


def _register_pattern_pass(
    ident: str, phase: str, doc: str | None, patterns: Callable[[], Sequence[RewritePattern]], options: dict[str, Any]
) -> None:
    registry.register_patterns(ident, patterns, name=ident, override=options.get("override", False))
    _register(ident, phase, _named_pass(PatternPass, ident, doc), options)


# -- specific op ------------------------------------------------------------------------------


def matches_kind(op: Operation, kind: str) -> bool:
    """Does `op` have this name (`ov.Relu.v0`), framework kind (`Relu`, `com.example.Swish`) or
    versioned kind (`Relu-14`)?"""
    spelled = op_kind(op)
    return kind in (op.name, spelled) or spelled.rsplit("-", 1)[0] == kind


def _built(anchor: Operation, build: Callable[[Builder], Replacement], count: int, what: str):
    """`build` run with a Builder at `anchor`: the builder and the values, or None if it declined."""
    b = Builder(anchor)
    results = build(b)
    if results is None:
        return None
    results = list(results)
    if len(results) != count:
        raise ValueError(f"a replacement of {what} gives {len(results)} values for {count}")
    return b, results


def replace_with(op: Operation, rewriter: PatternRewriter, build: Callable[[Builder], Replacement]) -> bool:
    """Run `build` with a Builder for `op`; if it returns values, they replace op's results."""
    built = _built(op, build, len(op.results), op_kind(op))
    if built is not None:
        b, results = built
        b.replace(rewriter, results)
    return built is not None


@dataclass
class _OpReplacement(RewritePattern):
    kind: str
    replace: Callable[[Operation, Builder], Replacement]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if matches_kind(op, self.kind):
            replace_with(op, rewriter, lambda b: self.replace(op, b))


def op_transformation(ident: str, *, op: str, phase: str, **options: Any):
    """Register `fn(op, b) -> values` as transformation `ident`, called for every op of kind
    `op`; the ops it adds through the Builder `b` replace the op, whose results become the
    returned values."""

    def decorate(replace: Callable[[Operation, Builder], Replacement]):
        _register_pattern_pass(ident, phase, replace.__doc__, lambda: [_OpReplacement(op, replace)], options)
        return replace

    return decorate


# -- generic ------------------------------------------------------------------------------------


def module_transformation(ident: str, phase: str, **options: Any):
    """Register a ModulePass class (its `name` becomes `ident`) or `fn(module)` as `ident`."""

    def decorate(target):
        if isinstance(target, type) and issubclass(target, ModulePass):
            target.name = ident
            _register(ident, phase, target, options)
            return target
        pass_class = _named_pass(_FunctionPass, ident, target.__doc__, function=staticmethod(target))
        _register(ident, phase, pass_class, options)
        return target

    return decorate


@dataclass(frozen=True)
class _FunctionPass(ModulePass):
    name: ClassVar[str] = "function"
    function: ClassVar[Callable[[ModuleOp], None]]

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        type(self).function(op)
        sync_function_types(op)


# -- subgraph (transformations config) ---------------------------------------------------------


@dataclass(frozen=True)
class ConfiguredPass(ModulePass):
    """A pass that runs where a `--transformations-config` entry points it: `instances` holds
    the entries of its id (the pipeline sets them)."""

    name: ClassVar[str] = "configured"
    instances: tuple[ConfigEntry, ...] = dataclasses.field(default=(), compare=False)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for entry in self.instances:
            self.apply_entry(op, entry)
        sync_function_types(op)

    def apply_entry(self, module: ModuleOp, entry: ConfigEntry) -> None:
        raise NotImplementedError


def replace_subgraph(match: SubgraphMatch, build: Callable[[Builder], Replacement]) -> bool:
    """Build the replacement of a matched subgraph after its last op; if `build` returns values,
    they take the place of `match.outputs` and the matched ops go."""
    anchor = match.ops[-1]
    built = _built(anchor, build, len(match.outputs), "a subgraph's outputs")
    if built is None:
        return False
    b, results = built
    Rewriter.insert_op(b.ops, InsertPoint.after(anchor))
    for old, new in zip(match.outputs, results):
        carry_tensor_names(old, new)
        old.replace_all_uses_with(new)
    for op in reversed(match.ops):
        op.detach()
        op.erase()
    return True


def subgraph_transformation(ident: str, *, match_kind: str, phase: str = "front", **options: Any):
    """Register a transformation that a `--transformations-config` entry switches on.

    For `scope` and `points`, decorate `fn(match: SubgraphMatch, b: Builder) -> values`: it is
    called once per matched subgraph, and the values it returns replace the subgraph's outputs.
    For `general`, decorate `fn(module, custom_attributes)`.
    """

    def decorate(function: Callable[..., Any]):
        def apply_entry(self, module: ModuleOp, entry: ConfigEntry) -> None:
            if match_kind == "general":
                function(module, entry.custom_attributes)
                return
            for match in find_matches(module, entry):
                if not replace_subgraph(match, lambda b, match=match: function(match, b)):
                    names = ", ".join(filter(None, (node_name(op) for op in match.ops)))
                    LOG.info("%s declined the subgraph of %s", ident, names or f"{len(match.ops)} ops")

        pass_class = _named_pass(ConfiguredPass, ident, function.__doc__, apply_entry=apply_entry)
        _register(ident, phase, pass_class, {"match_kind": match_kind, **options})
        return function

    return decorate
