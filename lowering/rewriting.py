"""The pattern walker every ovopt pass uses: xDSL's, plus the bookkeeping a model needs.

A replaced value hands its tensor names to its replacement, so the names of the model's values
reach the IR whatever rewrites ran. A pass of an extension that walks its own patterns keeps
them the same way by calling `rewrite_module` instead of building a PatternRewriteWalker.

The patterns are tried through `OpTypeDispatch`: a pass with a hundred patterns tries on an op
only those written for its type, so the walk costs one dictionary look-up per op, not one type
test per pattern. A pattern that tests the op's type itself says which types it takes in
`op_types`; it may name more than it rewrites, never fewer. A pattern that takes op types it
cannot list (any op but a constant) answers `takes(op_type)` instead.

The walker's lean rewriter and filtered worklist, and the reading of a pattern's op types, reach
into xDSL: they live in compat/xdsl.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriterListener,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.traits import IsTerminator, Pure, SymbolOpInterface
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead

from ovopt.compat.xdsl import FilteredWorklist, op_type_rewrite_pattern_types, pattern_walker
from ovopt.lowering import instrumentation
from ovopt.support.locations import carry_tensor_names
from ovopt.support.mapped_files import unmap_pages


def keep_tensor_names(op: Operation, new_results: Sequence[SSAValue | None]) -> None:
    """A replacement handler: each result of `op` gives its names to what replaces it."""
    for old, new in zip(op.results, new_results):
        carry_tensor_names(old, new)


def walker(pattern: RewritePattern) -> PatternRewriteWalker:
    """A PatternRewriteWalker for `pattern` (compat's, with its lean rewriter) that keeps tensor
    names. When the pattern says which ops it may act on (`takes` an op type, `may_act_on` an op
    now: an `OpTypeDispatch` does), only those go on and come off the worklist."""
    listener = PatternRewriterListener(operation_replacement_handler=[keep_tensor_names])
    may_act_on, takes = getattr(pattern, "may_act_on", None), getattr(pattern, "takes", None)
    worklist = FilteredWorklist(may_act_on, takes) if may_act_on is not None and takes is not None else None
    return pattern_walker(pattern, listener, worklist)


def matched_op_types(pattern: RewritePattern) -> tuple[type[Operation], ...] | None:
    """The op types a pattern takes (it does nothing on any other op), or None when any op may
    match: those of its `@op_type_rewrite_pattern` argument, or, for a pattern that tests the
    type itself, those it names in `op_types` (a class attribute, or a property over its table)."""
    declared = getattr(pattern, "op_types", None)
    if declared is not None:
        return tuple(declared)
    return op_type_rewrite_pattern_types(type(pattern).match_and_rewrite)


@dataclass(eq=False, repr=False)
class OpTypeDispatch(GreedyRewritePatternApplier):
    """xDSL's greedy applier — dead ops erased, then the patterns in order until one acts — that
    skips the patterns whose op type the op is not, which would do nothing on it."""

    _by_op_type: dict[type[Operation], list[RewritePattern]] = field(default_factory=dict, init=False)
    _op_types: list[tuple[type[Operation], ...] | None] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self._op_types = [matched_op_types(p) for p in self.rewrite_patterns]

    def patterns_for(self, op_type: type[Operation]) -> list[RewritePattern]:
        """The patterns, in order, that may act on an op of `op_type` (a subclass of their types:
        read from its MRO, since the abstract base classes' `issubclass` walks every subclass of
        a base the first time it answers no)."""
        found = self._by_op_type.get(op_type)
        if found is None:
            found = [
                p
                for p, types in zip(self.rewrite_patterns, self._op_types)
                if (types is None or any(t in op_type.__mro__ for t in types))
                and (not hasattr(p, "takes") or p.takes(op_type))
            ]
            self._by_op_type[op_type] = found
        return found

    def takes(self, op_type: type[Operation]) -> bool:
        """Whether offering an op of `op_type` may ever change anything."""
        return self.folding_enabled or self.dce_enabled or bool(self.patterns_for(op_type))

    def may_act_on(self, op: Operation) -> bool:
        """Whether offering `op` now may change anything: a pattern takes its type, or it is dead."""
        return (
            self.folding_enabled
            or bool(self.patterns_for(type(op)))
            or (self.dce_enabled and all(r.first_use is None for r in op.results) and would_be_dead(op))
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if self.folding_enabled:  # xDSL's folding is not used by ovopt: keep its own path
            return super().match_and_rewrite(op, rewriter)
        if self.dce_enabled and all(r.first_use is None for r in op.results) and would_be_dead(op):
            rewriter.erase(op)
            release_weights(op)
            return
        watching = instrumentation.ACTIVE  # a debugging run counts and steers each try
        for pattern in self.patterns_for(type(op)):
            if watching is None:
                pattern.match_and_rewrite(op, rewriter)
            else:
                watching.apply(pattern, op, rewriter)
            if rewriter.has_done_action:
                return


# Dense properties from this size on are let go when their op is erased.
RELEASED_FROM = 1 << 16


def release_weights(op: Operation) -> None:
    """Let an erased op's large dense properties (a weight's bytes) go now. The op lives on in
    reference cycles until a full collection, which ov-opt runs rarely (tools/ov_opt.py): a
    BatchNormalization folded into each convolution of a ResNet-50 held both weights at the
    end of ov-simplify (peak RSS 254 MB; 174 MB so). Small ones stay, for passes that still
    read an op they collected before a rewrite erased it. A weight viewing a mapped file, of
    any size, gives its pages back: a SavedModel's filters, read once to be transposed, stayed
    in RSS beside their transposed copies, and the 36 KB filters of a 10,000-node ResNet,
    read once to fold a batch norm into, made 100 of its 387 MB."""
    for name, value in list(op.properties.items()):
        if isinstance(value, DenseIntOrFPElementsAttr):
            unmap_pages(value.data.data)
            if len(value.data.data) >= RELEASED_FROM:
                del op.properties[name]


def would_be_dead(op: Operation) -> bool:
    """xDSL's `would_be_trivially_dead`, answered once per type for the pure ops without regions
    that most ops are: it asks several traits of each op."""
    return (not op.regions and _pure_leaf(type(op))) or would_be_trivially_dead(op)


@cache
def _pure_leaf(op_type: type[Operation]) -> bool:
    return op_type.has_trait(Pure) and not op_type.has_trait(IsTerminator) and not op_type.has_trait(SymbolOpInterface)


def rewrite_module(module: ModuleOp, patterns: Sequence[RewritePattern], *, dce: bool = False) -> bool:
    """Apply `patterns` greedily to `module` until none applies; True if anything changed."""
    return walker(OpTypeDispatch(list(patterns), dce_enabled=dce)).rewrite_module(module)
